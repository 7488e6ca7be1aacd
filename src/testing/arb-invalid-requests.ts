import type * as fc from 'fast-check';
import {
  AlmanacQuery, AllHoroscopesQuery, CompositeRequest, DailyHoroscopeQuery, ElectionalRequest, MonthlyHoroscopeQuery,
  NatalChartRequest, SignCompatibilityQuery, SynastryRequest, WeeklyHoroscopeQuery, YearlyHoroscopeQuery,
} from '../schemas/index.js';
import {
  arbAlmanacQuery, arbAllHoroscopesQuery, arbCompositeRequest, arbDailyHoroscopeQuery, arbElectionalRequest,
  arbMonthlyHoroscopeQuery, arbNatalChartRequest, arbSignCompatibilityQuery, arbSynastryRequest,
  arbWeeklyHoroscopeQuery, arbYearlyHoroscopeQuery,
} from './arb-requests.js';
import { arbInvalidFromSchema, type InvalidCase } from './schema-violations.js';

/**
 * Invalid requests, each an {@link InvalidCase} `{ value, field, kind, reason }` that fails its schema at `field`
 * (missing member, out of range, unknown enumeration value, bad format, wrong type, undeclared member). A core
 * function given `value` must throw a `UraniaError` whose `details.field` is `field`.
 */

/** @summary Invalid natal chart requests, tagged with the field each breaks. */
export const arbInvalidNatalChartRequest = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(NatalChartRequest, arbNatalChartRequest());

/** @summary Invalid synastry requests, tagged with the field each breaks (`personA.latitude`, …). */
export const arbInvalidSynastryRequest = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(SynastryRequest, arbSynastryRequest());

/** @summary Invalid composite requests, tagged with the field each breaks. */
export const arbInvalidCompositeRequest = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(CompositeRequest, arbCompositeRequest());

/** @summary Invalid electional requests, tagged with the field each breaks. */
export const arbInvalidElectionalRequest = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(ElectionalRequest, arbElectionalRequest());

/** @summary Invalid daily horoscope queries, tagged with the field each breaks. */
export const arbInvalidDailyHoroscopeQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(DailyHoroscopeQuery, arbDailyHoroscopeQuery());

/** @summary Invalid weekly horoscope queries, tagged with the field each breaks. */
export const arbInvalidWeeklyHoroscopeQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(WeeklyHoroscopeQuery, arbWeeklyHoroscopeQuery());

/** @summary Invalid monthly horoscope queries, tagged with the field each breaks. */
export const arbInvalidMonthlyHoroscopeQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(MonthlyHoroscopeQuery, arbMonthlyHoroscopeQuery());

/** @summary Invalid yearly horoscope queries, tagged with the field each breaks. */
export const arbInvalidYearlyHoroscopeQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(YearlyHoroscopeQuery, arbYearlyHoroscopeQuery());

/** @summary Invalid all-signs horoscope queries, tagged with the field each breaks. */
export const arbInvalidAllHoroscopesQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(AllHoroscopesQuery, arbAllHoroscopesQuery());

/** @summary Invalid sign compatibility queries, tagged with the field each breaks. */
export const arbInvalidSignCompatibilityQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(SignCompatibilityQuery, arbSignCompatibilityQuery());

/** @summary Invalid almanac / lunar guidance queries, tagged with the field each breaks. */
export const arbInvalidAlmanacQuery = (): fc.Arbitrary<InvalidCase> =>
  arbInvalidFromSchema(AlmanacQuery, arbAlmanacQuery());
