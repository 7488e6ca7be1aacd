/**
 * The harmonic correction of the eras (src/ephemeris/integration/harmonic-correction.ts): its basis functions'
 * rates are their time derivatives, packing round-trips, and a correction moves a state by exactly the encoded
 * δL, δB, δR with a velocity that is the derivative of the corrected position.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harmonicBasis, harmonicCorrection, harmonicCount } from '../../../src/ephemeris/integration/harmonic-correction.js';
import { encodeIntegers } from '../../../src/ephemeris/integration/packed-integers.js';
import { UraniaError } from '../../../src/errors/urania-error.js';

const START = 1000000;
const END = 1018262.5;
/** A circular orbit of 1 AU in the ecliptic: L = n·t, n = 0.0172 rad/day. */
const N = 0.0172;
const circular = (t: number) => ({ x: Math.cos(N * t), y: Math.sin(N * t), z: 0, vx: -N * Math.sin(N * t), vy: N * Math.cos(N * t), vz: 0 });

describe('harmonicBasis', () => {
  it('has rates that are the derivatives of its values (central differences)', () => {
    // h = 5e-3 day: truncation h²·D′³/6 ≈ 4e-8 for the Moon's elongation (0.213 rad/day); the argument's rounding
    // (|D| ~ 3e5 rad far from J2000, 3e-11 rad) adds ≈ 3e-9.
    const H = 5e-3;
    const TOLERANCE = 1e-7;
    fc.assert(
      fc.property(fc.double({ min: START + 1, max: END - 1, noNaN: true }), fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 7 }), fc.boolean(), (t, k, d, lunar) => {
        const m = harmonicCount(k, lunar) * (d + 1);
        const v = new Float64Array(m);
        const r = new Float64Array(m);
        const a = new Float64Array(m);
        const b = new Float64Array(m);
        harmonicBasis(t, START, END, k, d, lunar, N * t, N, v, r);
        harmonicBasis(t - H, START, END, k, d, lunar, N * (t - H), N, a);
        harmonicBasis(t + H, START, END, k, d, lunar, N * (t + H), N, b);
        for (let i = 0; i < m; i++) expect(Math.abs((b[i]! - a[i]!) / (2 * H) - r[i]!)).toBeLessThan(TOLERANCE);
      }),
      { numRuns: 100, seed: 14 },
    );
  });
});

describe('harmonicCorrection', () => {
  it('adds the encoded constant δL, δB, δR (k = 0, d = 0) and keeps velocities consistent', () => {
    // One interval, no harmonics, constant terms: δL = 1e-6 rad, δB = −2e-7 rad, δR = 3e-6 AU (quantum 1e-9).
    const packed = { spans: [[START, END, 0, 0, 0, 1e-9] as const], data: encodeIntegers([1000, -200, 3000]) };
    const corr = harmonicCorrection(packed, 'test');
    const t = 1009000.25;
    const c = corr.correct(t, circular(t));
    const l = Math.atan2(c.y, c.x);
    expect(Math.abs(l - Math.atan2(Math.sin(N * t + 1e-6), Math.cos(N * t + 1e-6)))).toBeLessThan(1e-12);
    expect(Math.abs(Math.asin(c.z / Math.hypot(c.x, c.y, c.z)) + 2e-7)).toBeLessThan(1e-12);
    expect(Math.abs(Math.hypot(c.x, c.y, c.z) - (1 + 3e-6))).toBeLessThan(1e-12);
    const H = 1e-3;
    const a = corr.correct(t - H, circular(t - H));
    const b = corr.correct(t + H, circular(t + H));
    expect(Math.hypot((b.x - a.x) / (2 * H) - c.vx, (b.y - a.y) / (2 * H) - c.vy, (b.z - a.z) / (2 * H) - c.vz)).toBeLessThan(1e-10);
  });

  it('rejects data that does not match its spans', () => {
    const packed = { spans: [[START, END, 1, 1, 0, 1e-9] as const], data: encodeIntegers([1, 2, 3]) };
    expect(() => harmonicCorrection(packed, 'test')).toThrow(UraniaError);
  });
});
