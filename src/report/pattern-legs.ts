import type { AspectPattern, AspectType } from '../schemas/index.js';

/** The aspects that make up each pattern kind (docs/aspects.md "Patterns"). */
const LEG_TYPES: Readonly<Record<AspectPattern['type'], readonly AspectType[]>> = {
  grandTrine: ['trine'],
  tSquare: ['opposition', 'square'],
  grandCross: ['opposition', 'square'],
  yod: ['sextile', 'quincunx'],
  kite: ['trine', 'opposition', 'sextile'],
  mysticRectangle: ['opposition', 'sextile', 'trine'],
  stellium: [], // a stellium is a gathering in one sign, not a figure of aspects: its conjunctions weigh as any others
};

/** An aspect between two bodies, as a chart lists it. */
export interface PairAspect {
  readonly body1: string;
  readonly body2: string;
  readonly type: AspectType;
}

/**
 * @summary The legs of a pattern: the chart's aspects between two of its bodies of a kind the pattern is made of
 * (a T-square's opposition and two squares, a yod's sextile and two quincunxes; a stellium has none).
 * @example patternLegs({ type: 'tSquare', bodies: ['Mars', 'Jupiter', 'Saturn'], description: '' }, chart.aspects)
 */
export function patternLegs<T extends PairAspect>(pattern: AspectPattern, aspects: readonly T[]): T[] {
  const members = new Set<string>(pattern.bodies);
  const types = LEG_TYPES[pattern.type];
  return aspects.filter((x) => members.has(x.body1) && members.has(x.body2) && types.includes(x.type));
}
