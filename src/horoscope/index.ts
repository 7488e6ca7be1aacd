// Public surface of the horoscope layer (curated re-exports): the numeric building blocks of the horoscope
// records (the records themselves — dailyHoroscope, weeklyHoroscope, … — are built in src/records/).
export {
  COMPATIBILITY_WEIGHTS, MODALITY_INTERACTION, NATURAL_ASPECT_SCORES, elementHarmony, naturalAspect,
} from './compatibility-scores.js';
export { HOROSCOPE_YEARS } from './horoscope-years.js';
export {
  ASPECT_WEIGHTS, HOUSE_WEIGHTS, MAX_TRANSIT_ORB, MOON_WEIGHTS, SUN_WEIGHTS, scoredTransits, wholeSignHouse,
} from './sign-transits.js';
export type { ScoredTransit } from './sign-transits.js';
export { signContext, signRuler } from './sign-context.js';
export { clearYearEvents } from './year-events.js';
export { ACTIVITY_RULES, FACTOR_POINTS, MOON_APPLYING_ORB } from './electional-activities.js';
export type { ActivityRules } from './electional-activities.js';
