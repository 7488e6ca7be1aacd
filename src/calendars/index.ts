// Public surface of the calendars layer (curated re-exports): the numeric Chinese calendar. The records
// (`chineseCalendar`, `chineseNewYear`, `chineseYearMonths`, `findSolarTerms`) are in src/records/.
export {
  chineseDateOfDay, chineseNewYearDay, chineseYearMonthsOf, suiMonthsAround, CHINESE_CALENDAR_RANGE,
} from './chinese-calendar.js';
export type { ChineseDayFacts, ChineseYearMonth } from './chinese-calendar.js';
export { solarTermsBetween, SOLAR_TERMS, SOLAR_TERM_STEP_DAYS, solarTermAt } from './solar-terms.js';
export type { SolarTermCrossing, SolarTermFacts } from './solar-terms.js';
export {
  EARTHLY_BRANCHES, HEAVENLY_STEMS, daySexagenary, sexagenaryHanzi, sexagenaryIndex, sexagenaryName,
  solarMonthSexagenary, yearSexagenary,
} from './sexagenary.js';
export type { ChineseAnimal, ChineseElement } from './sexagenary.js';
export { numberSuiMonths } from './sui-months.js';
export type { SuiMonth } from './sui-months.js';
export { chinaDayNumber, chinaOffsetDays } from './china-time.js';
export { newMoonsBetween } from './new-moons.js';
