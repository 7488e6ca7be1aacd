import * as fc from 'fast-check';
import { isoDateText } from '../time/iso-year.js';
import { addDays } from '../time/local-day.js';
import { SUPPORTED_SPAN } from '../time/supported-span.js';
import { arbIsoDate } from './arb-dates.js';
import {
  arbDailyHoroscopeQuery, arbElectionalRequest, arbNatalChartRequest, arbWeeklyHoroscopeQuery,
} from './arb-requests.js';
import type { InvalidCase } from './schema-violations.js';

/**
 * Requests that pass their schema but that the core must still reject (kind `unsupported`): dates outside the
 * supported span (`SUPPORTED_SPAN`, −3000..3000), time-zone names that are well formed but unknown, electional ranges that run
 * backwards or exceed 366 days. Each is tagged with the field a `UraniaError` should name.
 */

/** Well-formed IANA-looking names that no time-zone database holds. */
export const UNKNOWN_TIME_ZONES = ['Mars/Olympus_Mons', 'Europe/Atlantis', 'America/Gotham', 'Etc/GMT+99'] as const;

/** Years of out-of-range dates generated on each side of the span. */
const OUT_YEARS = 200;
/** The span in words, for the reasons. */
const SPAN = SUPPORTED_SPAN.years;

/**
 * Civil birth dates outside the supported span whatever the zone: a day clear of it at each end, since a local
 * date one day out can still be inside the span in UT (3001-01-01 00:00 in Kathmandu is 3000-12-31 18:15 UT).
 */
const outOfRangeDate = (): fc.Arbitrary<string> =>
  fc.oneof(
    arbIsoDate(isoDateText(SUPPORTED_SPAN.firstYear - OUT_YEARS, 1, 1), addDays(SUPPORTED_SPAN.firstDate, -2)),
    arbIsoDate(addDays(SUPPORTED_SPAN.lastDate, 2), isoDateText(SUPPORTED_SPAN.lastYear + OUT_YEARS - 1, 12, 31)),
  );

const unsupported = (value: unknown, field: string, reason: string): InvalidCase => ({ value, field, kind: 'unsupported', reason });

/** @summary Natal chart requests valid by schema but outside what the core supports (date range, unknown zone). */
export function arbUnsupportedNatalChartRequest(): fc.Arbitrary<InvalidCase> {
  return fc.oneof(
    fc.tuple(arbNatalChartRequest(), outOfRangeDate()).map(([r, birthDate]) =>
      unsupported({ ...r, birthDate }, 'birthDate', `birth date outside ${SPAN}`)),
    fc.tuple(arbNatalChartRequest(), fc.constantFrom(...UNKNOWN_TIME_ZONES)).map(([r, timezone]) =>
      unsupported({ ...r, timezone }, 'timezone', 'unknown time zone')),
  );
}

/** @summary Electional requests valid by schema that the core rejects (reversed, over 366 days, out of range). */
export function arbUnsupportedElectionalRequest(): fc.Arbitrary<InvalidCase> {
  const shift = (date: string, days: number) => addDays(date, days);
  return fc.oneof(
    fc.tuple(arbElectionalRequest({ from: addDays(SUPPORTED_SPAN.firstDate, 366) }), fc.integer({ min: 1, max: 300 })).map(([r, days]) =>
      unsupported({ ...r, endDate: shift(r.startDate, -days) }, 'endDate', 'end before start')),
    fc.tuple(arbElectionalRequest({ to: addDays(SUPPORTED_SPAN.lastDate, -730) }), fc.integer({ min: 367, max: 700 })).map(([r, days]) =>
      unsupported({ ...r, endDate: shift(r.startDate, days) }, 'endDate', 'range over 366 days')),
    fc.tuple(
      arbElectionalRequest(),
      arbIsoDate(isoDateText(SUPPORTED_SPAN.firstYear - OUT_YEARS, 1, 1), addDays(SUPPORTED_SPAN.firstDate, -32)),
    ).map(([r, startDate]) =>
      unsupported({ ...r, startDate, endDate: shift(startDate, 10) }, 'startDate', `start before ${SUPPORTED_SPAN.firstYear}`)),
  );
}

/** @summary Weekly horoscope queries valid by schema that the core rejects (date out of range, unknown zone). */
export function arbUnsupportedWeeklyHoroscopeQuery(): fc.Arbitrary<InvalidCase> {
  return fc.oneof(
    fc.tuple(arbWeeklyHoroscopeQuery(), outOfRangeDate()).map(([q, date]) => unsupported({ ...q, date }, 'date', `date outside ${SPAN}`)),
    fc.tuple(arbWeeklyHoroscopeQuery(), fc.constantFrom(...UNKNOWN_TIME_ZONES)).map(([q, timezone]) =>
      unsupported({ ...q, timezone }, 'timezone', 'unknown time zone')),
  );
}

/** @summary Daily horoscope queries valid by schema that the core rejects (date out of range, unknown zone). */
export function arbUnsupportedDailyHoroscopeQuery(): fc.Arbitrary<InvalidCase> {
  return fc.oneof(
    fc.tuple(arbDailyHoroscopeQuery(), outOfRangeDate()).map(([q, date]) => unsupported({ ...q, date }, 'date', `date outside ${SPAN}`)),
    fc.tuple(arbDailyHoroscopeQuery(), fc.constantFrom(...UNKNOWN_TIME_ZONES)).map(([q, timezone]) =>
      unsupported({ ...q, timezone }, 'timezone', 'unknown time zone')),
  );
}
