import { ascendantLord, temperamentFactorsOf, temperamentOf, type TemperamentFactor } from '../charts/traditional/temperament.js';
import type { TraditionalChart } from '../charts/traditional/traditional-chart.js';
import type { NatalChartResponse, Temperament } from '../schemas/index.js';
import { chartLongitude, chartZodiac, traditionalChart } from './traditional-chart.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The chart checked for the temperament: Ascendant, sect, the Sun, the Moon and the lord of the Ascendant. */
function temperamentChart(chart: NatalChartResponse | TraditionalChart): TraditionalChart {
  const c = traditionalChart(chart);
  chartLongitude(c, 'Sun');
  chartLongitude(c, 'Moon');
  chartLongitude(c, ascendantLord(c));
  return c;
}

/**
 * @summary The scored factors of a chart's temperament, in order (docs/traditional.md; see `temperamentFactorsOf`
 * in src/charts/traditional/temperament.ts for the list). Errors: MISSING_ARGUMENT for a chart without Ascendant
 * or sect, or lacking the Sun, the Moon or the lord of the Ascendant.
 * @example temperamentFactors({ ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } })[0].factor // 'Ascendant in Cancer'
 */
export function temperamentFactors(chart: NatalChartResponse | TraditionalChart): TemperamentFactor[] {
  return temperamentFactorsOf(temperamentChart(chart));
}

/**
 * @summary The temperament of a chart: points for hot, cold, wet and dry (one point per quality of each factor of
 * `temperamentFactors`), and the primary and secondary temperaments — the two highest sums of their qualities
 * (choleric hot + dry, sanguine hot + wet, melancholic cold + dry, phlegmatic cold + wet). Ties go in the order
 * choleric, sanguine, melancholic, phlegmatic. Method after Lilly (Christian Astrology, Book III); the scoring
 * is Urania's, documented in docs/traditional.md. A sidereal `NatalChartResponse` is read in its sidereal signs (the
 * season stays the tropical Sun's quarter) and the record repeats its `zodiac` and `ayanamsa`.
 *
 * Errors: MISSING_ARGUMENT for a chart without Ascendant or sect, or lacking the Sun, the Moon or the lord of the
 * Ascendant. The numeric core, for callers with a valid chart, is `temperamentOf`.
 * @example temperament(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 })).primary
 */
export function temperament(chart: NatalChartResponse | TraditionalChart): Temperament {
  refuseExtraArguments(arguments.length, 1, 'temperament(chart)', "temperament(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 }))");
  return { ...temperamentOf(temperamentChart(chart)), ...chartZodiac(chart) };
}
