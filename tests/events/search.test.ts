import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findCrossings,
  findMinimum,
  findRoots,
  parabolicMinimum,
  refineBracket,
  scanGrid,
} from '../../src/events/search.js';
import { UraniaError } from '../../src/errors/urania-error.js';

/** Root tolerance asked of the engine and the slack allowed in the comparisons (days). */
const TOLERANCE_DAYS = 1e-7;
const ROOT_SLACK_DAYS = 1e-6;

/** Sorted roots in [0, 100] with gaps of at least `minGap` (built from random gaps). */
const spacedRoots = (minGap: number) =>
  fc
    .array(fc.double({ min: minGap, max: 15, noNaN: true }), { minLength: 1, maxLength: 12 })
    .map((gaps) => {
      const roots: number[] = [];
      let t = 0.37;
      for (const g of gaps) {
        t += g;
        roots.push(t);
      }
      return roots;
    });

/** f(t) = Π tanh(t − rᵢ): a bounded function whose simple roots are exactly the rᵢ. */
const productOfTanh = (roots: readonly number[]) => (t: number) => roots.reduce((p, r) => p * Math.tanh(t - r), 1);

describe('findRoots', () => {
  it('finds every root of a product of tanh factors, once, in order, within the range', () => {
    fc.assert(
      fc.property(spacedRoots(1.5), fc.double({ min: 0.2, max: 1.4, noNaN: true }), (roots, step) => {
        const to = roots[roots.length - 1]! + 1;
        const found = findRoots({ f: productOfTanh(roots), stepDays: step, toleranceDays: TOLERANCE_DAYS }, 0, to);
        expect(found).toHaveLength(roots.length);
        found.forEach((r, i) => {
          expect(Math.abs(r.jdTt - roots[i]!)).toBeLessThan(ROOT_SLACK_DAYS);
          if (i > 0) expect(r.jdTt).toBeGreaterThan(found[i - 1]!.jdTt);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('respects [from, to]: only the roots inside are reported', () => {
    fc.assert(
      fc.property(spacedRoots(1.5), fc.double({ min: 0, max: 60, noNaN: true }), fc.double({ min: 0, max: 60, noNaN: true }), (roots, a, b) => {
        const from = Math.min(a, b);
        const to = Math.max(a, b) + 0.01;
        const found = findRoots({ f: productOfTanh(roots), stepDays: 0.5 }, from, to);
        const expected = roots.filter((r) => r >= from && r <= to);
        // A root within the slack of an end may fall either side.
        const nearEnd = roots.some((r) => Math.abs(r - from) < ROOT_SLACK_DAYS || Math.abs(r - to) < ROOT_SLACK_DAYS);
        if (!nearEnd) expect(found.map((r) => r.jdTt)).toHaveLength(expected.length);
        for (const r of found) {
          expect(r.jdTt).toBeGreaterThanOrEqual(from);
          expect(r.jdTt).toBeLessThanOrEqual(to);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('finds the zeros of a sine, with their directions (known zeros kπ/ω − φ/ω)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 2, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }), (omega, phi) => {
        const step = Math.PI / omega / 3;
        const found = findRoots({ f: (t) => Math.sin(omega * t + phi), stepDays: step }, 0, 50);
        const expected: number[] = [];
        for (let k = 0; k * Math.PI - phi <= 50 * omega; k += 1) {
          const t = (k * Math.PI - phi) / omega;
          if (t > 1e-6 && t < 50 - 1e-6) expected.push(t);
        }
        const inner = found.filter((r) => r.jdTt > 1e-6 && r.jdTt < 50 - 1e-6);
        expect(inner).toHaveLength(expected.length);
        inner.forEach((r, i) => {
          expect(Math.abs(r.jdTt - expected[i]!)).toBeLessThan(ROOT_SLACK_DAYS);
          // sin(ωt + φ) rises through its zeros at even k.
          const k = Math.round((omega * r.jdTt + phi) / Math.PI);
          expect(r.direction).toBe(k % 2 === 0 ? 1 : -1);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('polishes roots of a cheap model onto the precise function', () => {
    // Model and truth differ by a small shift: the polish must land on the truth's roots.
    const truth = (t: number) => Math.sin(t);
    const model = (t: number) => Math.sin(t + 0.001);
    const found = findRoots(
      { f: model, stepDays: 1, polish: { evaluate: (t) => ({ value: truth(t), rate: Math.cos(t) }) } },
      0.5,
      20,
    );
    expect(found.map((r) => r.jdTt)).toHaveLength(6);
    found.forEach((r, i) => expect(Math.abs(r.jdTt - (i + 1) * Math.PI)).toBeLessThan(ROOT_SLACK_DAYS));
  });

  it('rejects a reversed interval and a non-positive step', () => {
    expect(() => findRoots({ f: Math.sin, stepDays: 1 }, 10, 0)).toThrow(UraniaError);
    expect(() => findRoots({ f: Math.sin, stepDays: 0 }, 0, 10)).toThrow(UraniaError);
  });
});

describe('findCrossings', () => {
  it('finds every crossing of a uniformly moving angle through the targets, across 0°/360°', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -40, max: 40, noNaN: true }).filter((r) => Math.abs(r) > 0.5),
        // Start angles on a micro-degree grid: a subnormal start such as 5e-324 IS 0° in floating point.
        fc.integer({ min: 0, max: 359_999_999 }).map((n) => n / 1e6),
        fc.uniqueArray(fc.integer({ min: 0, max: 359 }), { minLength: 1, maxLength: 5 }),
        (rate, start, targets) => {
          const angle = (t: number) => start + rate * t;
          const to = 30;
          const found = findCrossings({ angle, targets, stepDays: 0.5, toleranceDays: TOLERANCE_DAYS }, 0, to);
          // Expected: every t in (0, to] with start + rate·t ≡ target (mod 360).
          const expected: { t: number; target: number }[] = [];
          for (const target of targets) {
            for (let k = -20; k <= 20; k += 1) {
              const t = (target + 360 * k - start) / rate;
              if (t >= 0 && t <= to) expected.push({ t, target });
            }
          }
          expected.sort((a, b) => a.t - b.t);
          expect(found).toHaveLength(expected.length);
          found.forEach((c, i) => {
            expect(Math.abs(c.jdTt - expected[i]!.t)).toBeLessThan(ROOT_SLACK_DAYS);
            expect(c.target).toBe(expected[i]!.target);
            expect(c.direction).toBe(rate > 0 ? 1 : -1);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('with the reversals as breakpoints, finds the back-and-forth crossings of a looping angle', () => {
    // angle = 15 + 10 sin t: reverses at t = π/2 + kπ; crosses 20° where sin t = 1/2.
    const angle = (t: number) => 15 + 10 * Math.sin(t);
    const breakpoints = [0, 1, 2, 3, 4, 5].map((k) => Math.PI / 2 + k * Math.PI);
    const found = findCrossings({ angle, targets: [20], stepDays: 3, breakpoints }, 0, 13);
    const expected: number[] = [];
    for (let k = 0; k < 3; k += 1) expected.push(Math.PI / 6 + 2 * k * Math.PI, (5 * Math.PI) / 6 + 2 * k * Math.PI);
    const inRange = expected.filter((t) => t <= 13);
    expect(found).toHaveLength(inRange.length);
    found.forEach((c, i) => {
      expect(Math.abs(c.jdTt - inRange[i]!)).toBeLessThan(ROOT_SLACK_DAYS);
      expect(c.direction).toBe(i % 2 === 0 ? 1 : -1);
    });
  });
});

describe('refineBracket, minima, grid', () => {
  it('refines a bracket to the tolerance (cube root of a known number)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1000, noNaN: true }), (c) => {
        const root = refineBracket((x) => x ** 3 - c, 0, 11, -c, 1331 - c, 1e-12);
        expect(Math.abs(root - Math.cbrt(c))).toBeLessThan(1e-9);
      }),
    );
  });

  it('findMinimum (Brent) and parabolicMinimum find the vertex of a known bowl', () => {
    fc.assert(
      fc.property(fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: 0.1, max: 3, noNaN: true }), (x0, d) => {
        const f = (t: number) => Math.hypot(d, 3 * (t - x0)) ** 2 + 0.01 * (t - x0) ** 4;
        expect(Math.abs(findMinimum(f, x0 - 7, x0 + 6, 1e-9).jdTt - x0)).toBeLessThan(1e-6);
        expect(Math.abs(parabolicMinimum(f, x0 + 0.03, 0.04, 3).jdTt - x0)).toBeLessThan(1e-6);
      }),
    );
  });

  it('the scan grid spans [from, to], is increasing and contains the breakpoints', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), fc.array(fc.double({ min: -10, max: 110, noNaN: true })), (len, bps) => {
        const grid = scanGrid(0, len, 0.7, bps);
        expect(grid[0]).toBe(0);
        expect(grid[grid.length - 1]).toBe(len);
        for (let i = 1; i < grid.length; i += 1) expect(grid[i]!).toBeGreaterThan(grid[i - 1]!);
        for (const b of bps) if (b > 0 && b < len) expect(grid).toContain(b);
      }),
    );
  });
});
