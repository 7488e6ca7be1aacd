/**
 * The packed Chebyshev format: integer packing round-trips, the discrete Chebyshev transform reproduces known
 * series, and the run-time reader evaluates position and derivative of a packed function correctly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chebyshevTransform } from '../../../src/ephemeris/integration/chebyshev-fit.js';
import { chebyshevTable } from '../../../src/ephemeris/integration/chebyshev-table.js';
import { MAX_PACKED_INTEGER, decodeIntegers, encodeIntegers } from '../../../src/ephemeris/integration/packed-integers.js';
import { UraniaError } from '../../../src/errors/urania-error.js';

describe('encodeIntegers / decodeIntegers', () => {
  it('round-trips any integers within ±2^52', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -MAX_PACKED_INTEGER, max: MAX_PACKED_INTEGER }), { maxLength: 50 }), (values) => {
        expect(Array.from(decodeIntegers(encodeIntegers(values)))).toEqual(values);
      }),
    );
    const edges = [MAX_PACKED_INTEGER, -MAX_PACKED_INTEGER, 0, 1, -1];
    expect(Array.from(decodeIntegers(encodeIntegers(edges)))).toEqual(edges);
  });

  it('matches the documented example', () => {
    expect(encodeIntegers([0, -1, 1000])).toBe('ABw+B');
  });

  it('uses one character for |n| < 16 and grows by 5 bits a character', () => {
    expect(encodeIntegers([0, -1, 15, -16])).toHaveLength(4);
    expect(encodeIntegers([16])).toHaveLength(2);
    expect(encodeIntegers([2 ** 40])).toHaveLength(9); // zig-zag 2^41 needs 42 bits = 9 groups of 5
  });

  it('rejects non-integers and corrupt text', () => {
    expect(() => encodeIntegers([1.5])).toThrow(UraniaError);
    expect(() => encodeIntegers([2 ** 53])).toThrow(/2\^52/);
    expect(() => decodeIntegers('A*')).toThrow(/invalid character/);
    expect(() => decodeIntegers('g')).toThrow(/ends inside/);
  });
});

describe('chebyshevTransform', () => {
  it('recovers the coefficients of a Chebyshev series exactly', () => {
    const n = 12;
    const tr = chebyshevTransform(n);
    const c = [0.3, -1.2, 0.5, 0, 0.25, -0.125, 0.01, 0, 0, 0.002, 0, -0.0005];
    const values = Float64Array.from(tr.nodes, (x) => {
      // Σ c_j T_j(x) with T_j(cos θ) = cos(j θ)
      const th = Math.acos(x);
      return c.reduce((s, cj, j) => s + cj * Math.cos(j * th), 0);
    });
    const out = new Float64Array(n);
    tr.coefficients(values, 0, 1, out, 0);
    c.forEach((cj, j) => expect(Math.abs(out[j]! - cj)).toBeLessThan(1e-14));
  });
});

describe('chebyshevTable', () => {
  /** A smooth test trajectory: a circular orbit of radius 2 AU and period 1000 days, tilted. */
  const OMEGA = (2 * Math.PI) / 1000;
  const f = (t: number): number[] => [2 * Math.cos(OMEGA * t), 2 * Math.sin(OMEGA * t) * 0.9, 2 * Math.sin(OMEGA * t) * 0.1];
  const df = (t: number): number[] => [-2 * OMEGA * Math.sin(OMEGA * t), 2 * OMEGA * Math.cos(OMEGA * t) * 0.9, 2 * OMEGA * Math.cos(OMEGA * t) * 0.1];
  const QUANTUM = 1e-12;
  const FIT_TOLERANCE_AU = 1e-10;

  function pack(start: number, end: number, segments: number, n: number): string {
    const tr = chebyshevTransform(n);
    const ints: number[] = [];
    const len = (end - start) / segments;
    for (let s = 0; s < segments; s++) {
      ints.push(n);
      for (let c = 0; c < 3; c++) {
        const values = Float64Array.from(tr.nodes, (x) => f(start + len * (s + (x + 1) / 2))[c]!);
        const coef = new Float64Array(n);
        tr.coefficients(values, 0, 1, coef, 0);
        coef.forEach((v) => ints.push(Math.round(v / QUANTUM)));
      }
    }
    return encodeIntegers(ints);
  }

  const table = chebyshevTable({
    spans: [
      [0, 100, 1, QUANTUM],
      [100, 1100, 10, QUANTUM],
    ],
    data: pack(0, 100, 1, 14) + pack(100, 1100, 10, 16),
  });

  it('knows its span', () => {
    expect(table.fromJdTt).toBe(0);
    expect(table.toJdTt).toBe(1100);
  });

  it('property: position and velocity match the packed function anywhere in the spans', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1100, noNaN: true }), (t) => {
        const s = table.state(t);
        const p = f(t);
        const v = df(t);
        expect(Math.hypot(s.x - p[0]!, s.y - p[1]!, s.z - p[2]!)).toBeLessThan(FIT_TOLERANCE_AU);
        expect(Math.hypot(s.vx - v[0]!, s.vy - v[1]!, s.vz - v[2]!)).toBeLessThan(FIT_TOLERANCE_AU);
      }),
    );
  });

  it('rejects data that does not match its spans', () => {
    expect(() => chebyshevTable({ spans: [[0, 100, 2, QUANTUM]], data: pack(0, 100, 1, 14) })).toThrow(UraniaError);
  });
});
