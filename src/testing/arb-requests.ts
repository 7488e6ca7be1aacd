import * as fc from 'fast-check';
import type {
  AlmanacQuery, AllHoroscopesQuery, BirthData, CompositeRequest, DailyHoroscopeQuery, ElectionalRequest,
  MonthlyHoroscopeQuery, NatalChartRequest, SignCompatibilityQuery, SynastryRequest, WeeklyHoroscopeQuery,
  YearlyHoroscopeQuery,
} from '../schemas/index.js';
import { addDays } from '../time/local-day.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { ARB_DATE_RANGE, arbClockTime, arbIsoDate, arbIsoDateOrDateTime, arbTimeZone, arbYear } from './arb-dates.js';
import {
  arbElectionalActivity, arbHouseSystem, arbLatitude, arbLongitude, arbOrbProfile, arbPerspective, arbSign,
} from './arb-values.js';

/** Date bounds of generated requests (ISO dates, inclusive); default the supported span (`SUPPORTED_SPAN`). */
export interface DateBounds {
  readonly from?: string;
  readonly to?: string;
}

/**
 * Default birth-date span of {@link arbBirthData}: one day inside the supported span at each end, so that no
 * birth zone (offsets up to ±14 h) carries a generated birth instant outside it (-003000-01-02 to 3000-12-30 today).
 */
export const ARB_BIRTH_DATE_RANGE = {
  from: addDays(SUPPORTED_SPAN.firstDate, 1),
  to: addDays(SUPPORTED_SPAN.lastDate, -1),
} as const;

/**
 * @summary Birth data of one person (date one day inside the supported span by default, any place, birth time and zone
 * present or not): valid for the schema and, whatever its zone, inside the core's supported span.
 */
export function arbBirthData(bounds: DateBounds = {}): fc.Arbitrary<BirthData & { latitude: number; longitude: number }> {
  return fc.record(
    {
      birthDate: arbIsoDate(bounds.from ?? ARB_BIRTH_DATE_RANGE.from, bounds.to ?? ARB_BIRTH_DATE_RANGE.to),
      birthTime: arbClockTime(),
      latitude: arbLatitude(),
      longitude: arbLongitude(),
      timezone: arbTimeZone(),
    },
    { requiredKeys: ['birthDate', 'latitude', 'longitude'] },
  );
}

/**
 * @summary Valid natal chart requests: dates in the supported span, every latitude (poles included), every house system and
 * orb profile, birth time and time zone present or absent.
 * @example fc.assert(fc.property(arbNatalChartRequest(), (r) => Value.Check(NatalChartRequest, r)))
 */
export function arbNatalChartRequest(bounds: DateBounds = {}): fc.Arbitrary<NatalChartRequest & { latitude: number; longitude: number }> {
  return fc.record(
    {
      birthDate: arbIsoDate(bounds.from, bounds.to),
      birthTime: arbClockTime(),
      latitude: arbLatitude(),
      longitude: arbLongitude(),
      houseSystem: arbHouseSystem(),
      orbProfile: arbOrbProfile(),
      timezone: arbTimeZone(),
    },
    { requiredKeys: ['birthDate', 'latitude', 'longitude'] },
  );
}

/** @summary Valid synastry requests. */
export function arbSynastryRequest(bounds: DateBounds = {}): fc.Arbitrary<SynastryRequest> {
  return fc.record(
    { personA: arbBirthData(bounds), personB: arbBirthData(bounds), houseSystem: arbHouseSystem(), orbProfile: arbOrbProfile() },
    { requiredKeys: ['personA', 'personB'] },
  );
}

/** @summary Valid composite requests. */
export function arbCompositeRequest(bounds: DateBounds = {}): fc.Arbitrary<CompositeRequest> {
  return fc.record(
    { personA: arbBirthData(bounds), personB: arbBirthData(bounds), houseSystem: arbHouseSystem() },
    { requiredKeys: ['personA', 'personB'] },
  );
}

/** @summary Valid electional requests: ISO dates, end 1–365 days after start, topN 1–20 or absent. */
export function arbElectionalRequest(bounds: DateBounds = {}): fc.Arbitrary<ElectionalRequest> {
  const to = bounds.to ?? ARB_DATE_RANGE.to;
  const lastStart = addDays(to, -365);
  const range = fc.tuple(arbIsoDate(bounds.from, lastStart), fc.integer({ min: 1, max: 365 })).map(([start, days]) => ({
    startDate: start,
    endDate: addDays(start, days),
  }));
  return fc
    .record(
      {
        activity: arbElectionalActivity(),
        range,
        latitude: arbLatitude(),
        longitude: arbLongitude(),
        topN: fc.integer({ min: 1, max: 20 }),
      },
      { requiredKeys: ['activity', 'range', 'latitude', 'longitude'] },
    )
    .map(({ range: r, ...rest }) => ({ ...rest, startDate: r.startDate, endDate: r.endDate }));
}

/** @summary Valid daily horoscope queries (always with a date, as the core composers require). */
export function arbDailyHoroscopeQuery(bounds: DateBounds = {}): fc.Arbitrary<DailyHoroscopeQuery> {
  return fc.record(
    { sign: arbSign(), date: arbIsoDateOrDateTime(bounds.from, bounds.to), timezone: arbTimeZone(), perspective: arbPerspective() },
    { requiredKeys: ['sign', 'date'] },
  );
}

/** @summary Valid weekly horoscope queries (always with a date, as the core composers require). */
export function arbWeeklyHoroscopeQuery(bounds: DateBounds = {}): fc.Arbitrary<WeeklyHoroscopeQuery> {
  return fc.record(
    { sign: arbSign(), date: arbIsoDateOrDateTime(bounds.from, bounds.to), timezone: arbTimeZone(), perspective: arbPerspective() },
    { requiredKeys: ['sign', 'date'] },
  );
}

/** @summary Valid monthly horoscope queries. */
export function arbMonthlyHoroscopeQuery(minYear = SUPPORTED_SPAN.firstYear, maxYear = SUPPORTED_SPAN.lastYear): fc.Arbitrary<MonthlyHoroscopeQuery> {
  return fc.record(
    {
      sign: arbSign(),
      year: arbYear(minYear, maxYear),
      month: fc.integer({ min: 1, max: 12 }),
      timezone: arbTimeZone(),
      perspective: arbPerspective(),
    },
    { requiredKeys: ['sign', 'year', 'month'] },
  );
}

/** @summary Valid yearly horoscope queries. */
export function arbYearlyHoroscopeQuery(minYear = SUPPORTED_SPAN.firstYear, maxYear = SUPPORTED_SPAN.lastYear): fc.Arbitrary<YearlyHoroscopeQuery> {
  return fc.record(
    { sign: arbSign(), year: arbYear(minYear, maxYear), perspective: arbPerspective() },
    { requiredKeys: ['sign', 'year'] },
  );
}

/** @summary Valid queries for the horoscopes of all signs (always with a date). */
export function arbAllHoroscopesQuery(bounds: DateBounds = {}): fc.Arbitrary<AllHoroscopesQuery> {
  return fc.record(
    { date: arbIsoDateOrDateTime(bounds.from, bounds.to), timezone: arbTimeZone(), perspective: arbPerspective() },
    { requiredKeys: ['date'] },
  );
}

/** @summary Valid sign compatibility queries. */
export function arbSignCompatibilityQuery(): fc.Arbitrary<SignCompatibilityQuery> {
  return fc.record({ sign1: arbSign(), sign2: arbSign() });
}

/** @summary Valid almanac and lunar guidance queries (always with a date). */
export function arbAlmanacQuery(bounds: DateBounds = {}): fc.Arbitrary<AlmanacQuery> {
  return fc.record({ date: arbIsoDateOrDateTime(bounds.from, bounds.to), timezone: arbTimeZone() }, { requiredKeys: ['date'] });
}
