import type { Sign } from '../schemas/enums.js';
import type { PartialText } from './partial-text.js';

/**
 * The words of the predictive techniques (issue 26): transits to the natal chart, transits through the natal houses,
 * secondary progressions and the solar and lunar returns. Original writing for Urania (docs/interpretations.md),
 * kept apart from `LocaleText` so that each technique's family stays one folder of data per locale.
 */

/** The slow transiting bodies, each with an entry per natal point and aspect family. */
export const SLOW_TRANSIT_BODIES = ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'] as const;
export type SlowTransitBody = (typeof SLOW_TRANSIT_BODIES)[number];

/** The fast transiting bodies: one entry per natal point, the aspect's quality added by a clause. */
export const FAST_TRANSIT_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus'] as const;
export type FastTransitBody = (typeof FAST_TRANSIT_BODIES)[number];

/** The natal points a transit entry reads: Sun–Pluto, Chiron, the North Node and the two angles. */
export const TRANSIT_TARGETS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'Ascendant', 'Midheaven',
] as const;
export type TransitTarget = (typeof TRANSIT_TARGETS)[number];

/**
 * The aspect families of the slow transits' entries: the conjunction, the square and the opposition each have their
 * own entry; the trine and the sextile, which differ in strength rather than in kind, share the harmonious one.
 */
export const TRANSIT_ASPECT_FAMILIES = ['conjunction', 'square', 'opposition', 'harmonious'] as const;
export type TransitAspectFamily = (typeof TRANSIT_ASPECT_FAMILIES)[number];

/** The five major aspects a transit entry is read for. */
export const TRANSIT_ASPECTS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export type TransitAspect = (typeof TRANSIT_ASPECTS)[number];

/** @summary The family whose entry a major aspect reads (trine and sextile: `harmonious`). */
export function transitAspectFamily(aspect: TransitAspect): TransitAspectFamily {
  return aspect === 'trine' || aspect === 'sextile' ? 'harmonious' : aspect;
}

/** One slow transiting body's entries: per natal point, per aspect family (60–120 words each). */
export type SlowTransitTexts = Readonly<Record<TransitTarget, Readonly<Record<TransitAspectFamily, string>>>>;

/** The bodies with an entry for their passage through each natal house: the Sun to Pluto. */
export const HOUSE_TRANSIT_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type HouseTransitBody = (typeof HOUSE_TRANSIT_BODIES)[number];

/** The progressed bodies whose aspects to natal points have entries. */
export const PROGRESSED_ASPECT_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const;
export type ProgressedAspectBody = (typeof PROGRESSED_ASPECT_BODIES)[number];

/** The qualities of a progressed aspect: the conjunction, the harmonious (trine, sextile), the challenging (square, opposition). */
export const PROGRESSED_ASPECT_QUALITIES = ['conjunction', 'harmonious', 'challenging'] as const;
export type ProgressedAspectQuality = (typeof PROGRESSED_ASPECT_QUALITIES)[number];

/** The eight phases of the progressed lunation cycle, 45° each from the progressed New Moon. */
export const PROGRESSED_LUNATION_PHASES = [
  'New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous',
  'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent',
] as const;
export type ProgressedLunationPhase = (typeof PROGRESSED_LUNATION_PHASES)[number];

/** The words of secondary progressions. */
export interface ProgressionText {
  /** The progressed Moon in each sign (its two and a half years there). */
  readonly moonSign: Readonly<Record<Sign, string>>;
  /** The progressed Moon in each natal house, 1 to 12. */
  readonly moonHouse: readonly string[];
  /** The progressed Sun entering each sign. */
  readonly sunSign: Readonly<Record<Sign, string>>;
  /** The eight phases of the progressed lunation cycle. */
  readonly lunationPhase: Readonly<Record<ProgressedLunationPhase, string>>;
  /** A progressed personal planet's aspect to a natal point, by quality. */
  readonly aspects: Readonly<Record<ProgressedAspectBody, Readonly<Record<ProgressedAspectQuality, string>>>>;
}

/** The words of the return charts. */
export interface ReturnText {
  /** The solar return's Ascendant in each sign. */
  readonly solarAscendantSign: Readonly<Record<Sign, string>>;
  /** The solar return Sun in each house of the return chart, 1 to 12. */
  readonly solarSunHouse: readonly string[];
  /** The solar return Moon in each house of the return chart, 1 to 12. */
  readonly solarMoonHouse: readonly string[];
  /** The lunar return Moon in each house of the return chart, 1 to 12. */
  readonly lunarMoonHouse: readonly string[];
}

/** All the words of the predictive techniques in one locale. */
export interface TechniqueText {
  /** Mars to Pluto and the North Node to each natal point, by aspect family. */
  readonly slowTransits: Readonly<Record<SlowTransitBody, SlowTransitTexts>>;
  /** The Sun, Moon, Mercury and Venus to each natal point (one entry each; the aspect adds its clause). */
  readonly fastTransits: Readonly<Record<FastTransitBody, Readonly<Record<TransitTarget, string>>>>;
  /** The clause a fast transit's aspect adds to its entry. */
  readonly fastAspectClauses: Readonly<Record<TransitAspect, string>>;
  /** The Sun to Pluto through each natal house, 1 to 12. */
  readonly houseTransits: Readonly<Record<HouseTransitBody, readonly string[]>>;
  /**
   * The harmonious entries name both aspects of their family ("Saturn trines or sextiles the natal Sun"); read for
   * one contact, each such naming becomes that aspect's own: pairs of the family's words and each aspect's.
   */
  readonly harmoniousAs: Readonly<Record<'trine' | 'sextile', readonly (readonly [string, string])[]>>;
  readonly progressions: ProgressionText;
  readonly returns: ReturnText;
}

/** The words of the predictive techniques of a translation, in part (issue 31): whatever is absent reads English. */
export type PartialTechniqueText = PartialText<TechniqueText>;
