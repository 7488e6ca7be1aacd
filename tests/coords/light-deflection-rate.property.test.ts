/**
 * `solarLightDeflectionWithRate` (issue 30): the solar light deflection differentiated term by term. Its direction must
 * be `solarLightDeflection`'s, bit for bit; its rate is checked against an independent route, a five-point central
 * difference (Abramowitz & Stegun 25.3.6) of the displacement solarLightDeflection(p(t), Q(t), E(t)) − p(t) along
 * straight-line motion of the body and the observer — the displacement, not the direction, so that the difference
 * carries the deflection's rate and not the much larger rate of p itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solarLightDeflection } from '../../src/coords/light-deflection.js';
import { solarLightDeflectionWithRate } from '../../src/coords/light-deflection-rate.js';
import type { Vector3 } from '../../src/coords/rotation.js';

/** Step of the difference, days: its truncation (h⁴/30 of the fifth derivative) is far below the tolerance here. */
const STEP_DAYS = 1e-3;
/**
 * How far the rate of the displacement may be from the difference, radians/day: the displacement (≤ 8.5e-6 rad)
 * differenced over 1e-3 day carries rounding of ≈ 1e-16 / 1e-3 a term; the relative part covers the truncation near
 * the Sun, where the deflection changes over hours. A missing or wrong term is off by the whole rate (≥ 1e-10).
 */
const RATE_ABSOLUTE_TOLERANCE = 2e-12;
const RATE_RELATIVE_TOLERANCE = 1e-5;

const unit = (v: Vector3): Vector3 => {
  const n = Math.hypot(v.x, v.y, v.z);
  return { x: v.x / n, y: v.y / n, z: v.z / n };
};
const add = (a: Vector3, b: Vector3, k: number): Vector3 => ({ x: a.x + k * b.x, y: a.y + k * b.y, z: a.z + k * b.z });
const dot = (a: Vector3, b: Vector3): number => a.x * b.x + a.y * b.y + a.z * b.z;

/**
 * The deflected direction's rate less p's own (`rate − pDot`) against a five-point difference of the displacement
 * solarLightDeflection(p(t), Q(t), E(t)) − p(t), p(t) = (P + t·Ṗ)/|P + t·Ṗ|, Q and E moving in straight lines.
 */
function expectRateOfDisplacement(rate: Vector3, pDot: Vector3, P: Vector3, Pdot: Vector3, Q: Vector3, Qdot: Vector3, E: Vector3, Edot: Vector3): void {
  const displacement = (k: number): Vector3 => {
    const t = k * STEP_DAYS;
    const pt = unit(add(P, Pdot, t));
    return add(solarLightDeflection(pt, add(Q, Qdot, t), add(E, Edot, t)), pt, -1);
  };
  const [m2, m1, p1, p2] = [displacement(-2), displacement(-1), displacement(1), displacement(2)];
  for (const c of ['x', 'y', 'z'] as const) {
    const difference = (m2[c] - 8 * m1[c] + 8 * p1[c] - p2[c]) / (12 * STEP_DAYS);
    expect(Math.abs(rate[c] - pDot[c] - difference)).toBeLessThanOrEqual(RATE_ABSOLUTE_TOLERANCE + RATE_RELATIVE_TOLERANCE * Math.abs(difference));
  }
}

/** A direction on the sphere from two uniform numbers. */
const direction = fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true })).map(([z, phi]) => {
  const r = Math.sqrt(1 - z * z);
  return { x: r * Math.cos(phi), y: r * Math.sin(phi), z };
});
const scaled = (min: number, max: number) => fc.tuple(direction, fc.double({ min, max, noNaN: true })).map(([d, k]) => ({ x: d.x * k, y: d.y * k, z: d.z * k }));

/** An observer 0.3–40 AU from the Sun and a body 0.2–50 AU from it, each moving up to 0.03 AU/day. */
const geometry = fc.record({ E: scaled(0.3, 40), Edot: scaled(0, 0.03), Q: scaled(0.2, 50), Qdot: scaled(0, 0.03) });

describe('solarLightDeflectionWithRate', () => {
  it('property: gives solarLightDeflection’s direction exactly and the rate of its displacement as a difference does', () => {
    let checked = 0;
    fc.assert(
      fc.property(geometry, ({ E, Edot, Q, Qdot }) => {
        const P = add(Q, E, -1);
        const Pdot = add(Qdot, Edot, -1);
        const dist = Math.hypot(P.x, P.y, P.z);
        fc.pre(dist > 0.05);
        const p = unit(P);
        const pu = dot(p, Pdot);
        const pDot = { x: (Pdot.x - pu * p.x) / dist, y: (Pdot.y - pu * p.y) / dist, z: (Pdot.z - pu * p.z) / dist };
        const result = solarLightDeflectionWithRate(p, pDot, Q, Qdot, E, Edot);
        if (result === undefined) return; // behind the solar disk: the next test
        checked++;
        expect(result.p).toEqual(solarLightDeflection(p, Q, E));
        expectRateOfDisplacement(result.pDot, pDot, P, Pdot, Q, Qdot, E, Edot);
      }),
      { numRuns: 2000 },
    );
    // fast-check's bias toward the ends of each range makes many aligned geometries (a body straight behind the Sun,
    // or on the observer): still most runs check a rate.
    expect(checked).toBeGreaterThan(800);
  });

  it('property: near the Sun (0.3°–10° from it) the rate of the fast-changing deflection still matches the difference', () => {
    fc.assert(
      fc.property(
        scaled(0.9, 1.1),
        scaled(0, 0.02),
        fc.double({ min: 0.3, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 1.5, max: 40, noNaN: true }),
        scaled(0, 0.02),
        (E, Edot, elongationDeg, around, beyond, Qdot) => {
          // A body `beyond` AU past the Sun, `elongationDeg` from the Sun's direction as the observer sees it.
          const toSun = unit({ x: -E.x, y: -E.y, z: -E.z });
          const side = unit(Math.abs(toSun.z) < 0.9 ? { x: -toSun.y, y: toSun.x, z: 0 } : { x: 0, y: -toSun.z, z: toSun.y });
          const third = { x: toSun.y * side.z - toSun.z * side.y, y: toSun.z * side.x - toSun.x * side.z, z: toSun.x * side.y - toSun.y * side.x };
          const a = (elongationDeg * Math.PI) / 180;
          const along = add(add({ x: 0, y: 0, z: 0 }, side, Math.cos(around)), third, Math.sin(around));
          const p = unit(add(add({ x: 0, y: 0, z: 0 }, toSun, Math.cos(a)), along, Math.sin(a)));
          const distance = Math.hypot(E.x, E.y, E.z) + beyond;
          const P = { x: p.x * distance, y: p.y * distance, z: p.z * distance };
          const Q = add(P, E, 1);
          const Pdot = add(Qdot, Edot, -1);
          const pu = dot(p, Pdot);
          const pDot = { x: (Pdot.x - pu * p.x) / distance, y: (Pdot.y - pu * p.y) / distance, z: (Pdot.z - pu * p.z) / distance };
          const result = solarLightDeflectionWithRate(p, pDot, Q, Qdot, E, Edot);
          expect(result).toBeDefined();
          expectRateOfDisplacement(result!.pDot, pDot, P, Pdot, Q, Qdot, E, Edot);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('leaves a body behind the solar disk to the caller (undefined), where the deflection is tapered', () => {
    const E = { x: 1, y: 0, z: 0 };
    // Straight behind the Sun, 0.1° from its centre (the disk's radius is ≈ 0.27° at 1 AU).
    const a = (0.1 * Math.PI) / 180;
    const p = { x: -Math.cos(a), y: Math.sin(a), z: 0 };
    const Q = add(E, p, 6);
    const rate = solarLightDeflectionWithRate(p, { x: 0, y: 0.01, z: 0 }, Q, { x: 0, y: 0.01, z: 0 }, E, { x: 0, y: 0.017, z: 0 });
    expect(rate).toBeUndefined();
  });
});
