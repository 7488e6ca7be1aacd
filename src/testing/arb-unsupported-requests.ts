import * as fc from 'fast-check';
import { arbIsoDate } from './arb-dates.js';
import {
  arbDailyHoroscopeQuery, arbElectionalRequest, arbNatalChartRequest, arbWeeklyHoroscopeQuery,
} from './arb-requests.js';
import type { InvalidCase } from './schema-violations.js';

/**
 * Requests that pass their schema but that the core must still reject (kind `unsupported`): dates outside the
 * supported range 1800–2200, time-zone names that are well formed but unknown, electional ranges that run
 * backwards or exceed 366 days. Each is tagged with the field a `UraniaError` should name.
 */

/** Well-formed IANA-looking names that no time-zone database holds. */
export const UNKNOWN_TIME_ZONES = ['Mars/Olympus_Mons', 'Europe/Atlantis', 'America/Gotham', 'Etc/GMT+99'] as const;

const DAY_MS = 86_400_000;

/**
 * Civil birth dates outside the supported span whatever the zone: a day clear of it at each end, since a local
 * date one day out can still be inside the span in UT (2201-01-01 00:00 in Kathmandu is 2200-12-31 18:15 UT).
 */
const outOfRangeDate = (): fc.Arbitrary<string> =>
  fc.oneof(arbIsoDate('1600-01-01', '1799-12-30'), arbIsoDate('2201-01-02', '2399-12-31'));

const unsupported = (value: unknown, field: string, reason: string): InvalidCase => ({ value, field, kind: 'unsupported', reason });

/** @summary Natal chart requests valid by schema but outside what the core supports (date range, unknown zone). */
export function arbUnsupportedNatalChartRequest(): fc.Arbitrary<InvalidCase> {
  return fc.oneof(
    fc.tuple(arbNatalChartRequest(), outOfRangeDate()).map(([r, birthDate]) =>
      unsupported({ ...r, birthDate }, 'birthDate', 'birth date outside 1800–2200')),
    fc.tuple(arbNatalChartRequest(), fc.constantFrom(...UNKNOWN_TIME_ZONES)).map(([r, timezone]) =>
      unsupported({ ...r, timezone }, 'timezone', 'unknown time zone')),
  );
}

/** @summary Electional requests valid by schema that the core rejects (reversed, over 366 days, out of range). */
export function arbUnsupportedElectionalRequest(): fc.Arbitrary<InvalidCase> {
  const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return fc.oneof(
    fc.tuple(arbElectionalRequest({ from: '1801-01-01' }), fc.integer({ min: 1, max: 300 })).map(([r, days]) =>
      unsupported({ ...r, endDate: shift(r.startDate, -days) }, 'endDate', 'end before start')),
    fc.tuple(arbElectionalRequest({ to: '2199-01-01' }), fc.integer({ min: 367, max: 700 })).map(([r, days]) =>
      unsupported({ ...r, endDate: shift(r.startDate, days) }, 'endDate', 'range over 366 days')),
    fc.tuple(arbElectionalRequest(), arbIsoDate('1600-01-01', '1799-11-30')).map(([r, startDate]) =>
      unsupported({ ...r, startDate, endDate: shift(startDate, 10) }, 'startDate', 'start before 1800')),
  );
}

/** @summary Weekly horoscope queries valid by schema that the core rejects (date out of range, unknown zone). */
export function arbUnsupportedWeeklyHoroscopeQuery(): fc.Arbitrary<InvalidCase> {
  return fc.oneof(
    fc.tuple(arbWeeklyHoroscopeQuery(), outOfRangeDate()).map(([q, date]) => unsupported({ ...q, date }, 'date', 'date outside 1800–2200')),
    fc.tuple(arbWeeklyHoroscopeQuery(), fc.constantFrom(...UNKNOWN_TIME_ZONES)).map(([q, timezone]) =>
      unsupported({ ...q, timezone }, 'timezone', 'unknown time zone')),
  );
}

/** @summary Daily horoscope queries valid by schema that the core rejects (date out of range, unknown zone). */
export function arbUnsupportedDailyHoroscopeQuery(): fc.Arbitrary<InvalidCase> {
  return fc.oneof(
    fc.tuple(arbDailyHoroscopeQuery(), outOfRangeDate()).map(([q, date]) => unsupported({ ...q, date }, 'date', 'date outside 1800–2200')),
    fc.tuple(arbDailyHoroscopeQuery(), fc.constantFrom(...UNKNOWN_TIME_ZONES)).map(([q, timezone]) =>
      unsupported({ ...q, timezone }, 'timezone', 'unknown time zone')),
  );
}
