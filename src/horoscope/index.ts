// Public surface of the horoscope layer (curated re-exports).
export {
  COMPATIBILITY_WEIGHTS, MODALITY_INTERACTION, NATURAL_ASPECT_SCORES, elementHarmony, naturalAspect, signCompatibility,
} from './sign-compatibility.js';
export { HOROSCOPE_YEARS } from './horoscope-input.js';
export {
  ASPECT_WEIGHTS, HOUSE_WEIGHTS, MAX_TRANSIT_ORB, MOON_WEIGHTS, SUN_WEIGHTS, scoredTransits, wholeSignHouse,
} from './sign-transits.js';
export type { ScoredTransit } from './sign-transits.js';
export { signContext, signRuler } from './sign-context.js';
export { yearlyHoroscope } from './yearly-horoscope.js';
export type { YearlyHoroscopeInput } from './yearly-horoscope.js';
export { MONTH_WEEK_STARTS, monthlyHoroscope } from './monthly-horoscope.js';
export type { MonthlyHoroscopeInput } from './monthly-horoscope.js';
export { clearYearEvents } from './year-events.js';
