import type { ArabicPart } from '../../schemas/index.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { lotName } from '../lots/lot-names.js';
import { normalizeDegrees } from '../../units/angle.js';
import { signAndDegree } from './lot-position.js';
import type { TraditionalChart } from './traditional-chart.js';

export type { ArabicPart };

/** The points a lot is computed from. */
export type LotPoint = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Fortune' | 'Spirit';

/** A lot: by day ASC + `add` − `subtract` (the arc from `subtract` to `add`, cast from the Ascendant); reversed by night. */
export interface LotDefinition {
  /** The lot's id in the lots catalogue (src/charts/lots/lot-catalogue.ts): the key of its name in every language. */
  readonly id: 'fortune' | 'spirit' | 'eros' | 'necessity' | 'courage' | 'victory' | 'nemesis';
  readonly name: string;
  readonly add: LotPoint;
  readonly subtract: LotPoint;
}

/**
 * The seven Hermetic lots of Paulus Alexandrinus, Introductory Matters (378 CE) ch. 23 (trans. D. G. Greenbaum,
 * 2001), each taken by day from the second point to the first and cast from the Ascendant, reversed by night:
 * Fortune (Sun → Moon), Spirit / Daimon (Moon → Sun), Eros (Spirit → Venus), Necessity (Mercury → Fortune),
 * Courage (Mars → Fortune), Victory (Spirit → Jupiter), Nemesis (Saturn → Fortune). Valens, Anthology II, and
 * Paulus agree on Fortune and Spirit; Valens' own Eros and Necessity (from Fortune and Spirit) differ and are
 * not used.
 */
export const HERMETIC_LOTS: readonly LotDefinition[] = [
  { id: 'fortune', name: 'Fortune', add: 'Moon', subtract: 'Sun' },
  { id: 'spirit', name: 'Spirit', add: 'Sun', subtract: 'Moon' },
  { id: 'eros', name: 'Eros', add: 'Venus', subtract: 'Spirit' },
  { id: 'necessity', name: 'Necessity', add: 'Fortune', subtract: 'Mercury' },
  { id: 'courage', name: 'Courage', add: 'Fortune', subtract: 'Mars' },
  { id: 'victory', name: 'Victory', add: 'Jupiter', subtract: 'Spirit' },
  { id: 'nemesis', name: 'Nemesis', add: 'Fortune', subtract: 'Saturn' },
];

/**
 * @summary Longitude of a lot: ASC + add − subtract by day, ASC + subtract − add by night.
 * @example lotLongitude(100, 40, 10, true) // 130
 */
export function lotLongitude(ascendant: number, add: number, subtract: number, isDayChart: boolean): number {
  return normalizeDegrees(isDayChart ? ascendant + add - subtract : ascendant + subtract - add);
}

/**
 * @summary The seven Hermetic lots (Fortune, Spirit, Eros, Necessity, Courage, Victory, Nemesis) of a chart, each
 * an `ArabicPart` with the formula actually used (the day formula, or the night reversal).
 *
 * `c` is a `TraditionalChart` `{ ascendant, isDayChart, longitudes }` holding the Sun and the Moon. Lots that need Mercury … Saturn are skipped when the chart lacks that
 * planet. Sources in docs/traditional.md. The chart is taken as valid (the numeric core of the records function
 * `arabicParts`, which builds it and requires the Sun and the Moon). With a `locale` each lot carries its `id` and
 * its name in that language (`lotName`); without one, the English name alone, as before.
 * @example
 * lotsOf({ ascendant: 100, isDayChart: true, longitudes: { Sun: 10, Moon: 40 } })[0]
 * // { name: 'Fortune', longitude: 130, sign: 'Leo', degree: 10, formula: 'ASC + Moon - Sun' }
 */
export function lotsOf(c: TraditionalChart, locale?: LabelLocale): ArabicPart[] {
  const known = new Map<LotPoint, number>();
  for (const p of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const) {
    const lon = c.longitudes[p];
    if (lon !== undefined) known.set(p, lon);
  }
  const out: ArabicPart[] = [];
  for (const lot of HERMETIC_LOTS) {
    const add = known.get(lot.add);
    const sub = known.get(lot.subtract);
    if (add === undefined || sub === undefined) continue;
    const longitude = lotLongitude(c.ascendant, add, sub, c.isDayChart);
    known.set(lot.name as LotPoint, longitude);
    const [plus, minus] = c.isDayChart ? [lot.add, lot.subtract] : [lot.subtract, lot.add];
    const named = locale === undefined ? { name: lot.name } : { id: lot.id, name: lotName(lot.id, locale) };
    out.push({ ...named, ...signAndDegree(longitude), formula: `ASC + ${plus} - ${minus}` });
  }
  return out;
}
