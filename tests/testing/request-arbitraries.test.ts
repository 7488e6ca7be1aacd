import * as fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  AlmanacQuery, AllHoroscopesQuery, CompositeRequest, DailyHoroscopeQuery, ElectionalRequest, MonthlyHoroscopeQuery,
  NatalChartRequest, REQUEST_SCHEMA_NAMES, SignCompatibilityQuery, SynastryRequest, WeeklyHoroscopeQuery,
  YearlyHoroscopeQuery,
} from '../../src/schemas/index.js';
import * as schemas from '../../src/schemas/index.js';
import * as testing from '../../src/testing/index.js';
import type { InvalidCase, ViolationKind } from '../../src/testing/index.js';

/** Each request schema with its valid and invalid arbitraries from `urania/testing`. */
const PAIRS: [string, TSchema, fc.Arbitrary<unknown>, fc.Arbitrary<InvalidCase>][] = [
  ['NatalChartRequest', NatalChartRequest, testing.arbNatalChartRequest(), testing.arbInvalidNatalChartRequest()],
  ['SynastryRequest', SynastryRequest, testing.arbSynastryRequest(), testing.arbInvalidSynastryRequest()],
  ['CompositeRequest', CompositeRequest, testing.arbCompositeRequest(), testing.arbInvalidCompositeRequest()],
  ['ElectionalRequest', ElectionalRequest, testing.arbElectionalRequest(), testing.arbInvalidElectionalRequest()],
  ['DailyHoroscopeQuery', DailyHoroscopeQuery, testing.arbDailyHoroscopeQuery(), testing.arbInvalidDailyHoroscopeQuery()],
  ['WeeklyHoroscopeQuery', WeeklyHoroscopeQuery, testing.arbWeeklyHoroscopeQuery(), testing.arbInvalidWeeklyHoroscopeQuery()],
  ['MonthlyHoroscopeQuery', MonthlyHoroscopeQuery, testing.arbMonthlyHoroscopeQuery(), testing.arbInvalidMonthlyHoroscopeQuery()],
  ['YearlyHoroscopeQuery', YearlyHoroscopeQuery, testing.arbYearlyHoroscopeQuery(), testing.arbInvalidYearlyHoroscopeQuery()],
  ['AllHoroscopesQuery', AllHoroscopesQuery, testing.arbAllHoroscopesQuery(), testing.arbInvalidAllHoroscopesQuery()],
  ['SignCompatibilityQuery', SignCompatibilityQuery, testing.arbSignCompatibilityQuery(), testing.arbInvalidSignCompatibilityQuery()],
  ['AlmanacQuery', AlmanacQuery, testing.arbAlmanacQuery(), testing.arbInvalidAlmanacQuery()],
  ['ProgressedChartRequest', schemas.ProgressedChartRequest, testing.arbProgressedChartRequest(), testing.arbInvalidProgressedChartRequest()],
  ['SolarArcRequest', schemas.SolarArcRequest, testing.arbSolarArcRequest(), testing.arbInvalidSolarArcRequest()],
  ['SolarReturnChartRequest', schemas.SolarReturnChartRequest, testing.arbSolarReturnChartRequest(), testing.arbInvalidSolarReturnChartRequest()],
  ['LunarReturnChartRequest', schemas.LunarReturnChartRequest, testing.arbLunarReturnChartRequest(), testing.arbInvalidLunarReturnChartRequest()],
  ['TransitsToNatalRequest', schemas.TransitsToNatalRequest, testing.arbTransitsToNatalRequest(), testing.arbInvalidTransitsToNatalRequest()],
  ['EclipseNatalImpactRequest', schemas.EclipseNatalImpactRequest, testing.arbEclipseNatalImpactRequest(), testing.arbInvalidEclipseNatalImpactRequest()],
  ['MidpointsRequest', schemas.MidpointsRequest, testing.arbMidpointsRequest(), testing.arbInvalidMidpointsRequest()],
  ['DeclinationsQuery', schemas.DeclinationsQuery, testing.arbDeclinationsQuery(), testing.arbInvalidDeclinationsQuery()],
  ['VedicChartRequest', schemas.VedicChartRequest, testing.arbVedicChartRequest(), testing.arbInvalidVedicChartRequest()],
  ['NakshatraQuery', schemas.NakshatraQuery, testing.arbNakshatraQuery(), testing.arbInvalidNakshatraQuery()],
  ['AshtakootRequest', schemas.AshtakootRequest, testing.arbAshtakootRequest(), testing.arbInvalidAshtakootRequest()],
  ['DashaRequest', schemas.DashaRequest, testing.arbDashaRequest(), testing.arbInvalidDashaRequest()],
  ['TraditionalChartRequest', schemas.TraditionalChartRequest, testing.arbTraditionalChartRequest(), testing.arbInvalidTraditionalChartRequest()],
  ['ProfectionRequest', schemas.ProfectionRequest, testing.arbProfectionRequest(), testing.arbInvalidProfectionRequest()],
  ['ZodiacalReleasingHttpRequest', schemas.ZodiacalReleasingHttpRequest, testing.arbZodiacalReleasingHttpRequest(), testing.arbInvalidZodiacalReleasingHttpRequest()],
  ['AntisciaRequest', schemas.AntisciaRequest, testing.arbAntisciaRequest(), testing.arbInvalidAntisciaRequest()],
];

/** The request schemas without a hand-tuned arbitrary: `arbRequest`/`arbInvalidRequest` derive theirs from the schema. */
const GENERATED: typeof PAIRS = REQUEST_SCHEMA_NAMES.filter((n) => !PAIRS.some(([p]) => p === n)).map((n) => [
  n,
  schemas.RECORD_SCHEMAS[n],
  testing.arbRequest(n),
  testing.arbInvalidRequest(n),
]);

it('covers every request schema (hand-tuned or derived from the schema)', () => {
  expect([...PAIRS, ...GENERATED].map(([n]) => n).sort()).toEqual([...REQUEST_SCHEMA_NAMES].sort());
  expect(GENERATED.length).toBeGreaterThan(0);
});

it('arbRequest returns the hand-tuned arbitrary where there is one, and refuses a name that is not a request', () => {
  const sample = fc.sample(testing.arbRequest('NatalChartRequest'), { numRuns: 50, seed: 3 });
  expect(sample.every((v) => Value.Check(NatalChartRequest, v))).toBe(true);
  expect(() => testing.arbRequest('NatalChartResponse')).toThrow(/not a request schema/);
});

describe.each([...PAIRS, ...GENERATED])('%s', (_name, schema, valid, invalid) => {
  it('valid arbitrary: every value validates', () => {
    fc.assert(fc.property(valid, (v) => Value.Check(schema, v)), { numRuns: 300 });
  });

  it('invalid arbitrary: every value fails, on the field it claims', () => {
    fc.assert(
      fc.property(invalid, (c) => !Value.Check(schema, c.value) && testing.failsOnField(schema, c.value, c.field)),
      { numRuns: 300 },
    );
  });

  it('invalid arbitrary: breaks members in every way over a sample', () => {
    const kinds = new Set<ViolationKind>(fc.sample(invalid, { numRuns: 600, seed: 42 }).map((c) => c.kind));
    const topLevel = new Set(testing.schemaViolations(schema).filter((v) => v.path.length === 1).map((v) => v.kind));
    expect(topLevel.has('extra')).toBe(true);
    expect([...topLevel].filter((k) => !kinds.has(k))).toEqual([]);
  });
});

describe('the tagged field is the only thing wrong', () => {
  it('natal chart: restoring the field from a valid twin makes the value valid again', () => {
    fc.assert(
      fc.property(testing.arbInvalidNatalChartRequest(), testing.arbNatalChartRequest(), (c, twin) => {
        const repaired = structuredClone(c.value) as Record<string, unknown>;
        const t = twin as Record<string, unknown>;
        if (c.kind === 'extra') delete repaired[c.field];
        else if (c.kind === 'missing' || t[c.field] === undefined) {
          const fallback: Record<string, unknown> = { birthDate: '2000-01-01', latitude: 0, longitude: 0 };
          if (c.field in fallback) repaired[c.field] = fallback[c.field];
          else delete repaired[c.field];
        } else repaired[c.field] = t[c.field];
        return Value.Check(NatalChartRequest, repaired);
      }),
      { numRuns: 300 },
    );
  });

  it('synastry: nested fields are tagged with dotted paths', () => {
    const fields = new Set(fc.sample(testing.arbInvalidSynastryRequest(), { numRuns: 500, seed: 7 }).map((c) => c.field));
    expect(fields.has('personA.latitude')).toBe(true);
    expect(fields.has('personB.birthDate')).toBe(true);
  });
});
