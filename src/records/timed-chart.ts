import { natalChartParts } from '../charts/builders/natal-chart-parts.js';
import type { TraditionalChart } from '../charts/traditional/traditional-chart.js';
import type { BirthData, TwelveHouseSystem } from '../schemas/index.js';
import type { Instant } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import type { Located } from './birth-place.js';
import { zodiacEcho, zodiacShift, type ZodiacChoice, type ZodiacEcho } from './zodiac-choice.js';

/** The tropical zodiac, unnamed: what a traditional technique reads when its request says nothing of the zodiac. */
const TROPICAL: ZodiacChoice = { named: false };

/**
 * @summary The facts the traditional techniques read from a timed birth (parsed `TimedBirthData`): its civil time
 * resolved under `birth.` (errors name `birth.birthDate`, `birth.timezone`, …), the natal chart's Ascendant, sect
 * and body longitudes (`natalChartParts`, `houseSystem` default Placidus — the Ascendant does not depend on it),
 * the birth instant, and the record members saying the zodiac (`zodiacEcho` at the birth). With a sidereal
 * `zodiac` (issue 15) the Ascendant and every longitude are minus the true ayanamsa at birth, and the chart keeps
 * that `ayanamsa` (the temperament's season reads the tropical Sun); the sect is unchanged.
 * @example timedChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }).chart.isDayChart // true
 */
export function timedChart(
  birth: Located<BirthData>,
  houseSystem: TwelveHouseSystem = 'Placidus',
  zodiac: ZodiacChoice = TROPICAL,
): { chart: TraditionalChart; at: Instant; echo: ZodiacEcho } {
  const moment = birthMoment(birth, 'birth');
  const at = moment.birth.at;
  const { parts } = natalChartParts(moment.birth, houseSystem, 'modern-western', undefined, zodiac.ayanamsa);
  const longitudes: Partial<Record<(typeof parts.positions)[number]['body'], number>> = {};
  for (const p of parts.positions) longitudes[p.body] = p.position.longitude;
  const shift = zodiacShift(zodiac, at.jdTt);
  const chart: TraditionalChart = {
    ascendant: parts.ascendant!,
    isDayChart: parts.partOfFortune!.isDayChart!,
    longitudes,
    ...(shift === 0 ? {} : { ayanamsa: shift }),
  };
  return { chart, at, echo: zodiacEcho(zodiac, at.jdTt) };
}
