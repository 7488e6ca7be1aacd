import { wording } from '../errors/error-wording.js';
import { joysOf, type HousePlacement } from '../aspects/planetary-joys.js';
import { requireIntegerInRange, requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { houseOf } from './house-of.js';
import { BODIES, type NatalChartResponse, type PlanetaryJoy } from '../schemas/index.js';
import { LOCALES, type Locale } from '../schemas/interpretation.js';
import { PLANETARY_JOY_TEXT } from '../text/chart-figure-text-locales.js';
import { chartPoints, isChart } from './natal-chart-points.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The positional input, checked member by member (a natal chart is checked by its schema instead). */
function checkedPlacements(placements: unknown): HousePlacement[] {
  if (!Array.isArray(placements)) {
    throw new UraniaError('INVALID_ARGUMENT', 'placements must be an array of { body, house }', {
      wording: wording('shape.arrayOf', { field: 'placements', shape: '{ body, house }' }),
      field: 'placements', received: placements,
    });
  }
  return placements.map((p: { body?: unknown; house?: unknown }, i) => ({
    body: requireOneOf(p.body, `placements[${i}].body`, BODIES),
    house: requireIntegerInRange(p.house, `placements[${i}].house`, 1, 12),
  }));
}

/** The house of each body of a chart, from its cusps; MISSING_ARGUMENT `chart.houses` for an untimed chart. */
function chartPlacements(chart: unknown): HousePlacement[] {
  const { chart: c, placed } = chartPoints(chart);
  const cusps = c.houses;
  if (cusps === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'chart.houses is required: the chart was cast without birthTime, so it has no houses', {
      wording: wording('chart.noHouses', { field: 'chart.houses' }),
      field: 'chart.houses', allowed: 'a natal chart cast with birthTime (housesAvailable: true)',
    });
  }
  return placed.map((p) => ({ body: p.body, house: houseOf(p.longitude, cusps) }));
}

/** `planetaryJoys`' options (issue 31). */
export interface PlanetaryJoysOptions {
  /**
   * Language of each `description` (default en). The seven sentences are whole in every locale (the array has no
   * `warnings` to name a fallback), so none reads English.
   */
  readonly locale?: Locale;
}

/**
 * @summary The planets placed in the house of their joy (Mercury 1st, Moon 3rd, Venus 5th, Mars 6th, Sun 9th,
 * Jupiter 11th, Saturn 12th — the Hellenistic scheme, see `PLANETARY_JOYS`), in house order. Takes a natal chart
 * cast with a birth time (`natalChart(...)`: each body's house from its cusps) or, as before, `{ body, house }`
 * placements; `options.locale` (en, es, pt-BR, fr, de; default en) words the descriptions in that language. The record
 * of `POST /planetary-joys`. Zodiac-invariant: a body's house does not depend on the zodiac
 * (a sidereal chart shifts its cusps and bodies by the same ayanamsa).
 * @example planetaryJoys([{ body: 'Sun', house: 9 }, { body: 'Moon', house: 4 }])
 * // [{ planet: 'Sun', joyHouse: 9, description: 'The Sun rejoices in the 9th house, …' }]
 * @example planetaryJoys([{ body: 'Sun', house: 9 }], { locale: 'fr' })[0].description // 'Le Soleil a sa joie en maison 9, …'
 */
export function planetaryJoys(chart: NatalChartResponse | readonly HousePlacement[], options: PlanetaryJoysOptions = {}): PlanetaryJoy[] {
  refuseExtraArguments(arguments.length, 2, 'planetaryJoys(chart, options?)', "planetaryJoys([{ body: 'Sun', house: 9 }, { body: 'Moon', house: 4 }])");
  const joys = joysOf(isChart(chart) ? chartPlacements(chart) : checkedPlacements(chart));
  const locale = options?.locale === undefined ? 'en' : requireOneOf(options.locale, 'locale', LOCALES);
  const text = PLANETARY_JOY_TEXT[locale];
  return joys.map((j) => ({ planet: j.planet, joyHouse: j.joyHouse, description: text[j.planet] }));
}
