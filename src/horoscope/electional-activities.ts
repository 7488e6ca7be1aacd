import type { ElectionalActivity, Modality } from '../schemas/index.js';
import type { Planet } from '../zodiac/index.js';

/**
 * What each electional activity looks for (docs/horoscopes.md "Electional windows"). The significators follow
 * the natural rulerships of traditional electional practice (e.g. Lilly, Christian Astrology (1647), book I
 * ch. 8–17 on the planets' significations; Bonatti, Liber Astronomiae, tr. 7 on elections): Venus for love and
 * art, Mercury for writing, trade and journeys, Jupiter for increase and law, Saturn for what must endure,
 * Mars for surgery and the knife, the Sun for honour and authority, the Moon for the body and the public.
 */
export interface ActivityRules {
  /** Planets that signify the matter: their hours help, their retrogradation hurts. */
  readonly significators: readonly Planet[];
  /** Whether the activity is a beginning that should grow (waxing Moon) or a removal (waning Moon). */
  readonly moon: 'waxing' | 'waning' | 'any';
  /** Modality of the Moon's sign that suits the activity: fixed for what should last, mutable for exchange. */
  readonly moonModality: Modality | null;
  /** True when a void-of-course Moon does not count against the activity (retreat and contemplation). */
  readonly voidAllowed: boolean;
  /**
   * Rulers of the planetary hours that favour the activity: its significators that rule hours (the seven
   * Chaldean planets; Neptune rules none). An hour of Mars or Saturn not listed here counts against it.
   */
  readonly hourRulers: readonly Planet[];
  /**
   * True for public acts done when the world is awake (a launch, a signature, a transaction): a night hour (between
   * sunset and sunrise) counts against them.
   */
  readonly daylight: boolean;
}

/** The rules of each of the spec's nine activities. */
export const ACTIVITY_RULES: Readonly<Record<ElectionalActivity, ActivityRules>> = {
  'business-launch': {
    significators: ['Sun', 'Jupiter', 'Mercury'], moon: 'waxing', moonModality: 'Fixed', voidAllowed: false,
    hourRulers: ['Sun', 'Jupiter', 'Mercury'], daylight: true,
  },
  wedding: {
    significators: ['Venus', 'Jupiter', 'Moon'], moon: 'waxing', moonModality: 'Fixed', voidAllowed: false,
    hourRulers: ['Venus', 'Jupiter', 'Moon'], daylight: false,
  },
  travel: {
    significators: ['Mercury', 'Jupiter', 'Moon'], moon: 'waxing', moonModality: 'Mutable', voidAllowed: false,
    hourRulers: ['Mercury', 'Jupiter', 'Moon'], daylight: false,
  },
  medical: {
    significators: ['Mars', 'Sun', 'Moon'], moon: 'waning', moonModality: null, voidAllowed: false,
    hourRulers: ['Mars', 'Sun', 'Moon'], daylight: false,
  },
  contract: {
    significators: ['Mercury', 'Jupiter', 'Saturn'], moon: 'waxing', moonModality: 'Fixed', voidAllowed: false,
    hourRulers: ['Mercury', 'Jupiter', 'Saturn'], daylight: true,
  },
  'creative-project': {
    significators: ['Venus', 'Sun', 'Mercury'], moon: 'waxing', moonModality: 'Cardinal', voidAllowed: false,
    hourRulers: ['Venus', 'Sun', 'Mercury'], daylight: false,
  },
  financial: {
    significators: ['Jupiter', 'Venus', 'Saturn'], moon: 'waxing', moonModality: 'Fixed', voidAllowed: false,
    hourRulers: ['Jupiter', 'Venus', 'Saturn'], daylight: true,
  },
  communication: {
    significators: ['Mercury', 'Moon', 'Venus'], moon: 'any', moonModality: 'Mutable', voidAllowed: false,
    hourRulers: ['Mercury', 'Moon', 'Venus'], daylight: false,
  },
  spiritual: {
    significators: ['Jupiter', 'Neptune', 'Moon'], moon: 'any', moonModality: null, voidAllowed: true,
    hourRulers: ['Jupiter', 'Moon'], daylight: false,
  },
};

/** The benefics and malefics of tradition (Ptolemy, Tetrabiblos I.5). */
export const BENEFICS: readonly Planet[] = ['Venus', 'Jupiter'];
export const MALEFICS: readonly Planet[] = ['Mars', 'Saturn'];

/**
 * Points each factor adds to or takes from a window's score. The void-of-course Moon weighs most (the
 * traditional "nothing comes of the matter"), then the combust Moon, the Moon's application to a benefic or
 * malefic, the Moon under the beams or balsamic (for beginnings), the phase, a retrograde significator, the hour
 * ruler and a night hour (for public acts); the sign's modality and the Moon's essential dignity least.
 */
export const FACTOR_POINTS = {
  voidOfCourse: -4,
  moonApplyingBenefic: 2,
  moonApplyingHarmonious: 1,
  moonApplyingMaleficHard: -2,
  moonApplyingHard: -1,
  phaseSuits: 2,
  phaseAgainst: -1,
  darkMoon: -1,
  retrogradeSignificator: -2,
  hourOfSignificator: 2,
  hourOfMalefic: -1,
  moonModality: 1,
  moonDignified: 1,
  moonDebilitated: -1,
  moonCombust: -3,
  moonUnderBeams: -2,
  balsamicMoon: -2,
  nightHour: -2,
} as const;

/**
 * The Moon's distance from the Sun (degrees of longitude, either side) within which it is combust, and under the
 * Sun's beams: Lilly's limits (Christian Astrology, 1647, Book I: combust within 8°30′, under the beams within 17°),
 * the ones `combustionStatuses` of the natal chart uses.
 */
export const MOON_COMBUST_DEG = 8.5;
export const MOON_UNDER_BEAMS_DEG = 17;

/**
 * Start of the balsamic Moon: elongation 315°, the last eighth of the lunation, the waning Moon closing on the Sun
 * (Rudhyar, The Lunation Cycle, 1967) — the Moon "decreasing in light" that tradition avoids for beginnings.
 */
export const BALSAMIC_FROM_DEG = 315;

/** Largest orb (degrees) of the Moon's applying aspects counted: about 12 hours of the Moon's motion. */
export const MOON_APPLYING_ORB = 6;
