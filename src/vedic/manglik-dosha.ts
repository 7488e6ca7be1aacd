import { MANGLIK_CANCELLATION_NAMES } from '../schemas/vedic-doshas.js';
import { grahaDignity } from './graha-dignity.js';
import { aspectedHouses } from './graha-drishti.js';
import type { YogaChart } from './yoga-evaluator.js';

/**
 * Manglik (Kuja) dosha: Mars in certain houses (whole signs) counted from the Ascendant, the Moon and Venus.
 * The houses differ by tradition, each a named option:
 * - `'classical'`: 1st, 4th, 7th, 8th, 12th — the verse "lagne vyaye ca patale jamitre cashtame kuje" as the
 *   muhurta manuals quote it (B. V. Raman, *Muhurtha (Electional Astrology)*, the chapter on marriage);
 * - `'south-indian'`: 2nd, 4th, 7th, 8th, 12th — the southern reading of the same verse ("dhane vyaye ca …"),
 *   the 2nd in place of the 1st;
 * - `'extended'`: 1st, 2nd, 4th, 7th, 8th, 12th — both, as most software counts it (the default).
 * Cancellations (parihara), each named, as the manuals list them: Mars in its own sign or exaltation (Aries,
 * Scorpio, Capricorn); Mars with or aspected by Jupiter; Mars with the Moon; and the sign exceptions of the house
 * Mars occupies from the Ascendant (1st in Leo or Aquarius, 2nd in Gemini or Virgo, 4th in Aries or Scorpio, 7th in
 * Cancer or Capricorn, 8th in Sagittarius or Pisces, 12th in Taurus or Libra). docs/vedic.md "Doshas".
 */

export const MANGLIK_TRADITIONS = {
  classical: [1, 4, 7, 8, 12],
  'south-indian': [2, 4, 7, 8, 12],
  extended: [1, 2, 4, 7, 8, 12],
} as const satisfies Record<string, readonly number[]>;

/** One of the keys of `MANGLIK_TRADITIONS`. */
export type ManglikTradition = keyof typeof MANGLIK_TRADITIONS;

/** The named cancellations. */
export const MANGLIK_CANCELLATIONS = MANGLIK_CANCELLATION_NAMES;
export type ManglikCancellation = (typeof MANGLIK_CANCELLATIONS)[number];

/** Signs (0 Aries … 11 Pisces) exempting Mars in a house from the Ascendant. */
const SIGN_EXCEPTIONS: Readonly<Record<number, readonly number[]>> = { 1: [4, 10], 2: [2, 5], 4: [0, 7], 7: [3, 9], 8: [8, 11], 12: [1, 6] };

/** The dosha from one reference point. */
export interface ManglikFrom {
  /** House of Mars from the reference (1–12). */
  readonly house: number;
  readonly present: boolean;
}

export interface ManglikFacts {
  readonly tradition: ManglikTradition;
  readonly fromAscendant: ManglikFrom;
  readonly fromMoon: ManglikFrom;
  readonly fromVenus: ManglikFrom;
  /** Mars in a dosha house from any of the three. */
  readonly present: boolean;
  /** The cancellations that apply (whether or not the dosha is present). */
  readonly cancellations: readonly ManglikCancellation[];
  /** Present and not cancelled. */
  readonly effective: boolean;
}

const sign = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30) % 12;
const house = (s: number, from: number) => ((s - from + 12) % 12) + 1;

/**
 * @summary Manglik dosha of a chart under a tradition: Mars's house from the Ascendant, the Moon and Venus, whether
 * each is a dosha house, the cancellations that apply and whether the dosha stands.
 * @example manglikDosha(chart, 'classical').fromMoon.house
 */
export function manglikDosha(chart: YogaChart, tradition: ManglikTradition = 'extended'): ManglikFacts {
  const houses: readonly number[] = MANGLIK_TRADITIONS[tradition];
  const mars = sign(chart.grahas.Mars);
  const from = (ref: number): ManglikFrom => {
    const h = house(mars, ref);
    return { house: h, present: houses.includes(h) };
  };
  const fromAscendant = from(sign(chart.lagna));
  const fromMoon = from(sign(chart.grahas.Moon));
  const fromVenus = from(sign(chart.grahas.Venus));
  const jupiter = sign(chart.grahas.Jupiter);
  const cancellations: ManglikCancellation[] = [];
  const dignity = grahaDignity('Mars', ((chart.grahas.Mars % 360) + 360) % 360);
  if (dignity === 'own' || dignity === 'moolatrikona' || dignity === 'exalted') cancellations.push('mars-own-or-exalted');
  if (jupiter === mars || aspectedHouses('Jupiter').includes(house(mars, jupiter))) cancellations.push('mars-with-or-aspected-by-jupiter');
  if (sign(chart.grahas.Moon) === mars) cancellations.push('mars-with-moon');
  if (SIGN_EXCEPTIONS[fromAscendant.house]?.includes(mars)) cancellations.push('mars-sign-exception');
  const present = fromAscendant.present || fromMoon.present || fromVenus.present;
  return { tradition, fromAscendant, fromMoon, fromVenus, present, cancellations, effective: present && cancellations.length === 0 };
}
