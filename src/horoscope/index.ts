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
export { dailyHoroscope } from './daily-horoscope.js';
export type { DailyHoroscopeInput } from './daily-horoscope.js';
export { weeklyHoroscope } from './weekly-horoscope.js';
export type { WeeklyHoroscopeInput } from './weekly-horoscope.js';
export { allHoroscopes } from './all-horoscopes.js';
export type { AllHoroscopesInput } from './all-horoscopes.js';
export { almanacDay } from './almanac-day.js';
export type { AlmanacInput } from './almanac-day.js';
export { lunarGuidance } from './lunar-guidance.js';
export { ELECTIONAL_MAX_DAYS, ELECTIONAL_TOP_N, electionalWindows } from './electional-windows.js';
export { ACTIVITY_RULES, FACTOR_POINTS, MOON_APPLYING_ORB } from './electional-activities.js';
export type { ActivityRules } from './electional-activities.js';
