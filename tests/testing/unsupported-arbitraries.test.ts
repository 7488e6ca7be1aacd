import * as fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { DailyHoroscopeQuery, ElectionalRequest, NatalChartRequest, WeeklyHoroscopeQuery } from '../../src/schemas/index.js';
import * as testing from '../../src/testing/index.js';
import { instant } from '../../src/time/index.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

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
          const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
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
