// Public surface of the horoscope layer (curated re-exports): the numeric building blocks of the horoscope
// records (the records themselves — dailyHoroscope, weeklyHoroscope, … — are built in src/records/).
export {
  COMPATIBILITY_WEIGHTS, MODALITY_INTERACTION, NATURAL_ASPECT_SCORES, elementHarmony, naturalAspect,
} from './compatibility-scores.js';
export { HOROSCOPE_YEARS } from './horoscope-years.js';
export {
  ASPECT_WEIGHTS, HOUSE_WEIGHTS, KEY_TRANSIT_ORBS, MAX_TRANSIT_ORB, MOON_WEIGHTS, SUN_WEIGHTS, keyTransitOrb,
  scoredTransits, wholeSignHouse,
} from './sign-transits.js';
export type { ScoredTransit } from './sign-transits.js';
export { signContext, signRuler } from './sign-context.js';
export { clearYearEvents } from './year-events.js';
export {
  ACTIVITY_RULES, BALSAMIC_FROM_DEG, FACTOR_POINTS, MOON_APPLYING_ORB, MOON_COMBUST_DEG, MOON_UNDER_BEAMS_DEG,
} from './electional-activities.js';
export type { ActivityRules } from './electional-activities.js';
