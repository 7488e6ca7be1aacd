/**
 * The 1800–2200 integrated tables in their JSON-array form (issue 17) hold exactly the integers of the base-64
 * form they replaced: per table, the count, sum, SHA-256 and first/last integers of tests/fixtures/
 * integrated-ephemeris-integers.json, decoded from the old module with the old decoder (decodeIntegers). The
 * coefficients are those integers times the same quanta, so every position is bit-identical. And the reader of
 * chebyshev-table.ts takes both forms and refuses a corrupt one.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/integrated-ephemeris-integers.json';
import { INTEGRATED_EPHEMERIS } from '../../../src/ephemeris/data/integrated-ephemeris.js';
import { MINOR_BODY_TABLES } from '../../../src/ephemeris/data/integrated-ephemeris-minor-bodies.js';
import { chebyshevTable, packedChebyshevIntegers, type PackedChebyshevBody } from '../../../src/ephemeris/integration/chebyshev-table.js';
import { encodeIntegers, MAX_PACKED_INTEGER } from '../../../src/ephemeris/integration/packed-integers.js';
import { UraniaError } from '../../../src/errors/urania-error.js';

interface BodyIntegers {
  count: number;
  sum: number;
  sha256: string;
  first: number[];
  last: number[];
}
const EXPECTED = fixture.bodies as Record<string, BodyIntegers>;
const TABLES: Readonly<Record<string, PackedChebyshevBody>> = { ...INTEGRATED_EPHEMERIS, ...MINOR_BODY_TABLES };

describe('the JSON-array tables', () => {
  it('cover the same 24 tables as before (the Sun, Jupiter–Pluto, 18 minor bodies)', () => {
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(INTEGRATED_EPHEMERIS)).toEqual(['Sun', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);
  });

  it.each(Object.keys(EXPECTED))('%s: every integer as the base-64 form decoded', (body) => {
    const data = TABLES[body]!.data;
    expect(data.startsWith('[')).toBe(true);
    const ints = Array.from(packedChebyshevIntegers(data, body));
    const want = EXPECTED[body]!;
    expect(ints.length).toBe(want.count);
    expect(ints.slice(0, want.first.length)).toEqual(want.first);
    expect(ints.slice(-want.last.length)).toEqual(want.last);
    expect(ints.reduce((a, b) => a + b, 0)).toBe(want.sum);
    expect(createHash('sha256').update(JSON.stringify(ints)).digest('hex')).toBe(want.sha256);
  });
});

describe('packedChebyshevIntegers', () => {
  it('reads both forms alike (JSON array, base-64 variable-length)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -MAX_PACKED_INTEGER, max: MAX_PACKED_INTEGER }), { minLength: 1, maxLength: 60 }), (values) => {
        expect(Array.from(packedChebyshevIntegers(JSON.stringify(values)))).toEqual(values);
        expect(Array.from(packedChebyshevIntegers(encodeIntegers(values)))).toEqual(values);
      }),
    );
  });

  it('refuses a JSON form that is not an array of safe integers (INTERNAL naming the table)', () => {
    for (const bad of ['[1,2.5]', '[1,"2"]', '[9007199254740993]', '[1,null]']) {
      const call = () => packedChebyshevIntegers(bad, 'Testbody');
      expect(call).toThrow(UraniaError);
      expect(call).toThrow(/Testbody/);
    }
  });

  it('gives a table that evaluates the same from either form', () => {
    // One segment, degree 3, quantum 1e-9 AU: x = 1 + 0.5 T1 + 0.25 T2 (AU), y = −1, z = 0.
    const ints = [3, 1e9, 5e8, 2.5e8, -1e9, 0, 0, 0, 0, 0];
    const spans = [[0, 10, 1, 1e-9]] as const;
    const a = chebyshevTable({ spans, data: JSON.stringify(ints) }).state(7.5);
    const b = chebyshevTable({ spans, data: encodeIntegers(ints) }).state(7.5);
    expect(a).toEqual(b);
    // u = 0.75 → x = 2u − 1 = 0.5: 1 + 0.25 + 0.25·(2·0.25 − 1) = 1.125
    expect(Math.abs(a.x - 1.125)).toBeLessThan(1e-15);
  });
});
