// Public surface of the calendars layer (curated re-exports).
export { chineseCalendar, chineseNewYear, chineseYearMonths, CHINESE_CALENDAR_RANGE } from './chinese-calendar.js';
export type { ChineseMonth } from './chinese-calendar.js';
export { findSolarTerms, SOLAR_TERMS, solarTermAt } from './solar-terms.js';
export type { SolarTermEvent, SolarTermFacts } from './solar-terms.js';
export {
  EARTHLY_BRANCHES, HEAVENLY_STEMS, daySexagenary, sexagenaryHanzi, sexagenaryIndex, sexagenaryName,
  solarMonthSexagenary, yearSexagenary,
} from './sexagenary.js';
export type { ChineseAnimal, ChineseElement } from './sexagenary.js';
export { numberSuiMonths } from './sui-months.js';
export type { SuiMonth } from './sui-months.js';
export { chinaDayNumber, chinaOffsetDays } from './china-time.js';
