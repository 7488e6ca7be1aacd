import * as fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { DailyHoroscopeQuery, ElectionalRequest, NatalChartRequest, WeeklyHoroscopeQuery } from '../../src/schemas/index.js';
import * as testing from '../../src/testing/index.js';
import { instant } from '../../src/time/index.js';
import { julianDay } from '../../src/time/julian-day.js';
import { parseCivilDate } from '../../src/time/wall-clock.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** Julian Day (0h) of a civil date in the library's default calendar. */
const dayNumber = (date: string) => {
  const d = parseCivilDate(date, 'date');
  return julianDay(d.year, d.month, d.day, 0, 0, 0, 'julian-gregorian');
};

const CASES: [string, TSchema, fc.Arbitrary<testing.InvalidCase>][] = [
  ['NatalChartRequest', NatalChartRequest, testing.arbUnsupportedNatalChartRequest()],
  ['ElectionalRequest', ElectionalRequest, testing.arbUnsupportedElectionalRequest()],
  ['WeeklyHoroscopeQuery', WeeklyHoroscopeQuery, testing.arbUnsupportedWeeklyHoroscopeQuery()],
  ['DailyHoroscopeQuery', DailyHoroscopeQuery, testing.arbUnsupportedDailyHoroscopeQuery()],
];

describe.each(CASES)('%s unsupported cases', (_name, schema, arb) => {
  it('pass the schema (the core, not the schema, must reject them)', () => {
    fc.assert(fc.property(arb, (c) => c.kind === 'unsupported' && Value.Check(schema, c.value)), { numRuns: 200 });
  });

  it('break the field they name: an out-of-range date there, an unknown zone, or a bad range', () => {
    fc.assert(
      fc.property(arb, (c) => {
        const v = (c.value as Record<string, unknown>)[c.field];
        if (c.field === 'timezone') {
          expect(() => new Intl.DateTimeFormat('en', { timeZone: v as string })).toThrow(RangeError);
        } else if (c.reason.includes(String(SUPPORTED_SPAN.firstYear))) {
          expect(() => instant(v as string)).toThrow(UraniaError);
        } else {
          const { startDate, endDate } = c.value as { startDate: string; endDate: string };
          // Civil dates are Julian before 1582-10-15 (Date.parse is proleptic Gregorian: -3000 is leap only in Julian).
          const days = dayNumber(endDate) - dayNumber(startDate);
          expect(days < 0 || days > 366).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

it('lists zone names Intl does not know', () => {
  for (const zone of testing.UNKNOWN_TIME_ZONES) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).toThrow(RangeError);
});
