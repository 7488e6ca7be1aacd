import type { GrahaDignity } from './graha-dignity.js';
import type { Graha } from './graha-relationships.js';

/**
 * The small declarative vocabulary of the yoga table (`YOGA_RULES`, src/vedic/yoga-rules.ts): a yoga's rule is
 * a `YogaCondition`, plain data, read by the one evaluator (`evaluateYogaCondition`, src/vedic/yoga-evaluator.ts).
 * Houses are whole signs counted inclusively (the origin's own sign is the 1st), from the Ascendant's sign
 * (`'lagna'`, the default), the Moon's, the Sun's or any graha's. Aspects are graha drishti by sign (BPHS ch. 26:
 * src/vedic/graha-drishti.ts).
 */

/**
 * A graha named by a rule: itself, the lord of a house counted from the lagna (`{ lord: 10 }`), the lord of the
 * sign a graha occupies (`{ dispositor: … }`), the lord of a graha's exaltation sign (`{ exaltationLord: … }`),
 * or `'$x'`, the graha bound by the nearest enclosing `some`.
 */
export type YogaGraha =
  | Graha
  | '$x'
  | { readonly lord: number }
  | { readonly dispositor: YogaGraha }
  | { readonly exaltationLord: YogaGraha };

/** Where houses are counted from. */
export type YogaOrigin = 'lagna' | YogaGraha;

/**
 * A set of grahas: `seven` (Sun to Saturn, the Nabhasa yogas' planets), `nine` (with the nodes), `benefics`
 * (Mercury, Jupiter, Venus, and the Moon when waxing: elongation from the Sun below 180°, BPHS ch. 3),
 * `malefics` (the Sun, Mars, Saturn, Rahu, Ketu, and the waning Moon), or an explicit list.
 */
export type YogaGrahaSet = 'seven' | 'nine' | 'benefics' | 'malefics' | readonly Graha[];

/** A rule of the yoga table. */
export type YogaCondition =
  | { readonly op: 'all'; readonly of: readonly YogaCondition[] }
  | { readonly op: 'any'; readonly of: readonly YogaCondition[] }
  | { readonly op: 'not'; readonly of: YogaCondition }
  /** Some graha of `among` (bound as `'$x'`) satisfies `then`. */
  | { readonly op: 'some'; readonly among: YogaGrahaSet; readonly then: YogaCondition }
  /** Always true; names grahas that take part (the Moon of Kemadruma). */
  | { readonly op: 'involves'; readonly who: readonly YogaGraha[] }
  /** `who` stands in one of `houses` from `from`. */
  | { readonly op: 'in'; readonly who: YogaGraha; readonly houses: readonly number[]; readonly from?: YogaOrigin }
  /** `who` has one of the dignities (src/vedic/graha-dignity.ts). */
  | { readonly op: 'dignity'; readonly who: YogaGraha; readonly is: readonly GrahaDignity[] }
  /** The two are one sign (a conjunction by sign). */
  | { readonly op: 'together'; readonly who: readonly [YogaGraha, YogaGraha] }
  /** `who` casts graha drishti on the sign of `on`. */
  | { readonly op: 'aspects'; readonly who: YogaGraha; readonly on: YogaGraha }
  /** Each stands in the other's sign (parivartana). */
  | { readonly op: 'exchange'; readonly who: readonly [YogaGraha, YogaGraha] }
  /** Sambandha: together, in mutual aspect, or in exchange (BPHS ch. 39). */
  | { readonly op: 'associated'; readonly who: readonly [YogaGraha, YogaGraha] }
  /** The two are different grahas (a lord of two houses does not form a yoga with itself). */
  | { readonly op: 'distinct'; readonly who: readonly [YogaGraha, YogaGraha] }
  /** At least `min` (default 1) grahas of `by` stand in `houses` from `from`. */
  | { readonly op: 'occupied'; readonly houses: readonly number[]; readonly from?: YogaOrigin; readonly by: YogaGrahaSet; readonly min?: number }
  /** Every graha of `who` stands in `houses` from `from`. */
  | { readonly op: 'all-in'; readonly who: YogaGrahaSet; readonly houses: readonly number[]; readonly from?: YogaOrigin }
  /** Every one of `houses` from `from` holds at least one graha of `by`. */
  | { readonly op: 'each-held'; readonly houses: readonly number[]; readonly from?: YogaOrigin; readonly by: YogaGrahaSet }
  /** The grahas of `who` occupy exactly `count` signs. */
  | { readonly op: 'sign-count'; readonly who: YogaGrahaSet; readonly count: number }
  /** Every graha of `who` is in one of `signs` (0 Aries … 11 Pisces). */
  | { readonly op: 'all-in-signs'; readonly who: YogaGrahaSet; readonly signs: readonly number[] }
  /** Some lord of a house of the first list and a different lord of a house of the second are in the relation. */
  | { readonly op: 'lords'; readonly relation: 'exchange' | 'associated'; readonly houses: readonly [readonly number[], readonly number[]] }
  /** Every graha of the seven lies in the half of the zodiac from Rahu forward to Ketu, or from Ketu forward to Rahu. */
  | { readonly op: 'hemmed-by-nodes' }
  /** `who` is within its combustion distance of the Sun (Surya Siddhanta IX.6–9, direct motion). */
  | { readonly op: 'combust'; readonly who: YogaGraha };
