import type { PartialText } from './partial-text.js';
import type { Element, Modality, Sign } from '../schemas/enums.js';
import type { CHART_SHAPES } from '../schemas/record-enums.js';
import type { MinorAspect } from './minor-aspect-text.js';

/**
 * The natal report's own text families (issue 26, "The natal report weighs"; docs/interpretations.md), one locale.
 * Every entry is original writing. A few entries carry `{name}` slots that the report fills with the chart's own
 * planets and signs (a pattern's bodies, a reception's pair); no slot ever takes a keyword.
 */

/** The ten planets, in the order the per-pair texts are keyed (`pairKey`). */
export const NATAL_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
/** One of the ten planets. */
export type NatalPlanet = (typeof NATAL_PLANETS)[number];
/** The seven planets of the traditional dignities. */
export const DIGNITY_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** One of the seven traditional planets. */
export type DignityPlanet = (typeof DIGNITY_PLANETS)[number];
/** The four dignities and debilities of sign the report reads. */
export const SIGN_DIGNITIES = ['domicile', 'exaltation', 'detriment', 'fall'] as const;
/** A dignity or debility of sign. */
export type SignDignity = (typeof SIGN_DIGNITIES)[number];
/** The aspect patterns with a text of their own. */
export const PATTERN_KINDS = ['grandTrine', 'tSquare', 'grandCross', 'yod', 'kite', 'mysticRectangle', 'stellium'] as const;
/** An aspect pattern kind. */
export type PatternKind = (typeof PATTERN_KINDS)[number];

/** One of Marc Edmund Jones' seven chart shapes (`ChartShape.shape`). */
export type ChartShapeName = (typeof CHART_SHAPES)[number];

/** `Sun|Moon`: the key of an unordered pair of planets, in NATAL_PLANETS order. */
export type PlanetPairKey = `${NatalPlanet}|${NatalPlanet}`;

/**
 * @summary The key of an unordered pair of the ten planets, in NATAL_PLANETS order, or undefined for any other body.
 * @example pairKey('Saturn', 'Venus') // 'Venus|Saturn'
 */
export function pairKey(a: string, b: string): PlanetPairKey | undefined {
  const i = (NATAL_PLANETS as readonly string[]).indexOf(a);
  const j = (NATAL_PLANETS as readonly string[]).indexOf(b);
  if (i < 0 || j < 0 || i === j) return undefined;
  return (i < j ? `${a}|${b}` : `${b}|${a}`) as PlanetPairKey;
}

/** The words the report uses for a birth without a time (docs/interpretations.md "Untimed births"). */
/** The stellium's readings beside `patterns.stellium` (a chart's first stellium, with houses). */
export interface StelliumVariants {
  readonly another: string;
  readonly untimed: string;
}

export interface UntimedText {
  /** Why the report has no houses, angles, chart ruler or Part of Fortune. */
  readonly noTime: string;
  /** Introduces a body that changes sign during the birth day: `{body}`, `{first}`, `{second}`, `{time}`. */
  readonly signChange: string;
  /** The Moon's range over the day, when it keeps its sign: `{sign}`, `{start}`, `{end}`. */
  readonly moonRange: string;
}

/** The natal report's own families, one locale. */
export interface NatalText {
  /** The Ascendant as a rising sign (not the sign's portrait): 12 entries, 100–180 words. */
  readonly risingSign: Readonly<Record<Sign, string>>;
  /** The Midheaven's sign: 12 entries, 90–160 words. */
  readonly midheavenSign: Readonly<Record<Sign, string>>;
  /** The chart ruler in each house, 1 to 12: 12 entries, 90–160 words. (The ruler of the 1st house in house M.) */
  readonly chartRulerInHouse: readonly string[];
  /**
   * The ruler of house N in house M for N = 2…12 (index N − 2), M = 1…12 (index M − 1): 11 × 12 = 132 entries of
   * 60–100 words; the ruler of the 1st is the chart ruler, read from `chartRulerInHouse`, so the 144 pairs all have text.
   */
  readonly houseRulerInHouse: readonly (readonly string[])[];
  /** The Part of Fortune in each house, 1 to 12: 12 entries, 50–110 words. */
  readonly partOfFortuneInHouse: readonly string[];
  /** Each of the seven planets in its domicile, exaltation, detriment and fall: 28 entries, 35–80 words. */
  readonly dignity: Readonly<Record<DignityPlanet, Readonly<Record<SignDignity, string>>>>;
  /** A mutual reception by domicile, by exaltation, or mixed: `{a}`, `{b}`, `{signA}`, `{signB}`; 50–110 words. */
  readonly mutualReception: Readonly<Record<'domicile' | 'exaltation' | 'mixed', string>>;
  /** An element that dominates the chart: 4 entries, 70–130 words. */
  readonly elementDominant: Readonly<Record<Element, string>>;
  /** An element the chart lacks: 4 entries, 60–120 words. */
  readonly elementLacking: Readonly<Record<Element, string>>;
  /** A modality that dominates: 3 entries, 60–120 words. */
  readonly modalityDominant: Readonly<Record<Modality, string>>;
  /** A modality the chart lacks: 3 entries, 50–110 words. */
  readonly modalityLacking: Readonly<Record<Modality, string>>;
  /**
   * How a pattern's parts work together, 150–250 words, with the chart's planets in slots: `{a}`, `{b}`, `{c}`,
   * `{d}` in the order `aspectPatterns` lists them (the apex or focal point first), `{all}` for a stellium's list.
   */
  readonly patterns: Readonly<Record<PatternKind, string>>;
  /**
   * The stellium's other readings, 70–140 words with `{all}`: `another` for a chart's second and later stelliums
   * (so that no report prints the first one's paragraph twice), `untimed` for the first stellium of a chart without
   * houses (it speaks of the sign alone, never of "the house it falls in").
   */
  readonly stelliumVariants: StelliumVariants;
  /** Each pair of the ten planets in each minor aspect, 40–80 words, keyed by `pairKey` (partial while being written). */
  readonly minorAspects: Readonly<Partial<Record<PlanetPairKey, Readonly<Partial<Record<MinorAspect, string>>>>>>;
  /** The words of an untimed report. */
  readonly untimed: UntimedText;
  /**
   * The chart shape's paragraph (the seven Jones shapes), one sentence of 10–25 words that opens with the shape's
   * name as the locale's heading gives it; the heading names the leading planet, so the paragraph does not.
   */
  readonly chartShape: Readonly<Record<ChartShapeName, string>>;
}

/** The natal report's own families of a translation, in part (issue 31): whatever is absent reads English. */
/** The element and modality balance readings of `NatalText`, one file per locale (`BALANCE_EN`). */
export type BalanceText = Pick<NatalText, 'elementDominant' | 'elementLacking' | 'modalityDominant' | 'modalityLacking'>;

export type PartialNatalText = PartialText<NatalText>;
