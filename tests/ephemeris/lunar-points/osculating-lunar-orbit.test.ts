import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as AE from 'astronomy-engine';
import { osculatingLunarPoints, osculatingLunarRates } from '../../../src/ephemeris/lunar-points/index.js';
import { applyMatrix } from '../../../src/coords/rotation.js';
import { eclipticPrecessionMatrix } from '../../../src/ephemeris/lunar-points/ecliptic-precession.js';
import { keplerianState } from '../../../src/ephemeris/uranian-kepler.js';

const ARCSEC = 1 / 3600;
/** Round trip elements → state → elements, in degrees (~1e-7″). */
const ROUND_TRIP_DEG = 1e-10;
const GM_SUN = 0.01720209895 ** 2;

function signedDelta(a: number, b: number): number {
  return ((((b - a) % 360) + 540) % 360) - 180;
}

describe('osculatingLunarPoints', () => {
  it('recovers the node, apogee, a and e of a Keplerian orbit built from elements (any μ)', () => {
    fc.assert(
      fc.property(
        fc.record({
          epochJdTt: fc.constant(2451545),
          meanAnomalyDeg: fc.double({ min: 0, max: 360, noNaN: true }),
          semiMajorAxisAu: fc.double({ min: 0.5, max: 50, noNaN: true }),
          eccentricity: fc.double({ min: 0.01, max: 0.5, noNaN: true }),
          argumentOfPerihelionDeg: fc.double({ min: 0, max: 360, noNaN: true }),
          ascendingNodeDeg: fc.double({ min: 0, max: 360, noNaN: true }),
          inclinationDeg: fc.double({ min: 1, max: 60, noNaN: true }),
        }),
        (el) => {
          const s = keplerianState(el, 2451545);
          const o = osculatingLunarPoints(s, GM_SUN);
          expect(Math.abs(signedDelta(el.ascendingNodeDeg, o.nodeLongitude))).toBeLessThan(ROUND_TRIP_DEG);
          expect(o.eccentricity).toBeCloseTo(el.eccentricity, 10);
          expect(o.semiMajorAxisAu / el.semiMajorAxisAu).toBeCloseTo(1, 10);
          expect(o.apogeeDistanceAu / (el.semiMajorAxisAu * (1 + el.eccentricity))).toBeCloseTo(1, 10);
          // Apogee = the orbit point at argument of latitude u = ω + 180°: sin β = sin i sin u,
          // tan(λ − Ω) = cos i tan u.
          const u = ((el.argumentOfPerihelionDeg + 180) * Math.PI) / 180;
          const i = (el.inclinationDeg * Math.PI) / 180;
          const lat = (Math.asin(Math.sin(i) * Math.sin(u)) * 180) / Math.PI;
          const lon = el.ascendingNodeDeg + (Math.atan2(Math.cos(i) * Math.sin(u), Math.cos(u)) * 180) / Math.PI;
          expect(Math.abs(o.apogeeLatitude - lat)).toBeLessThan(1e-8);
          expect(Math.abs(signedDelta(lon, o.apogeeLongitude))).toBeLessThan(1e-8);
          // Node radius from the conic equation at true anomaly −ω.
          const p = el.semiMajorAxisAu * (1 - el.eccentricity ** 2);
          const rNode = p / (1 + el.eccentricity * Math.cos((-el.argumentOfPerihelionDeg * Math.PI) / 180));
          expect(o.nodeDistanceAu / rNode).toBeCloseTo(1, 9);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('eclipticPrecessionMatrix (IAU 2006) vs astronomy-engine', () => {
  it('J2000 ecliptic → true ecliptic of date agrees within 0.001″ once astronomy-engine’s own nutation is added', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2378496.5, max: 2524958.5, noNaN: true }),
        fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
        (jdTt, [x0, y0, z0]) => {
          fc.pre(Math.hypot(x0, y0, z0) > 0.1 && Math.hypot(x0, y0) > 0.01);
          const time = AE.AstroTime.FromTerrestrialTime(jdTt - 2451545);
          const rot = AE.CombineRotation(AE.Rotation_ECL_EQJ(), AE.Rotation_EQJ_ECT(time));
          const r = AE.RotateVector(rot, new AE.Vector(x0, y0, z0, time));
          const { x, y, z } = applyMatrix(eclipticPrecessionMatrix(jdTt), { x: x0, y: y0, z: z0 });
          const lon = (Math.atan2(y, x) * 180) / Math.PI + AE.e_tilt(time).dpsi / 3600;
          const lonAe = (Math.atan2(r.y, r.x) * 180) / Math.PI;
          expect(Math.abs(signedDelta(lonAe, lon))).toBeLessThan(0.001 * ARCSEC);
          const lat = Math.asin(z / Math.hypot(x, y, z));
          const latAe = Math.asin(r.z / Math.hypot(r.x, r.y, r.z));
          expect(Math.abs(lat - latAe) * (180 / Math.PI)).toBeLessThan(0.001 * ARCSEC);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('osculatingLunarRates (analytic daily motions of the node and apogee)', () => {
  const elements = fc.record({
    epochJdTt: fc.constant(2451545),
    meanAnomalyDeg: fc.double({ min: 0, max: 360, noNaN: true }),
    semiMajorAxisAu: fc.double({ min: 0.5, max: 50, noNaN: true }),
    eccentricity: fc.double({ min: 0.02, max: 0.5, noNaN: true }),
    argumentOfPerihelionDeg: fc.double({ min: 0, max: 360, noNaN: true }),
    ascendingNodeDeg: fc.double({ min: 0, max: 360, noNaN: true }),
    inclinationDeg: fc.double({ min: 1, max: 60, noNaN: true }),
  });
  /** Longitude rates are compared in degrees per day. */
  const RATE_TOLERANCE = 1e-9;

  it('vanish for a pure two-body motion (acceleration −μ r/|r|³): the orbit does not turn', () => {
    fc.assert(
      fc.property(elements, (el) => {
        const s = keplerianState(el, 2451545);
        const r = Math.hypot(s.x, s.y, s.z);
        const k = -GM_SUN / (r * r * r);
        const rates = osculatingLunarRates(s, { x: k * s.x, y: k * s.y, z: k * s.z }, GM_SUN);
        expect(Math.abs(rates.nodeLongitudeRate)).toBeLessThan(RATE_TOLERANCE);
        expect(Math.abs(rates.apogeeLongitudeRate)).toBeLessThan(RATE_TOLERANCE);
      }),
      { numRuns: 200 },
    );
  });

  it('equal a symmetric difference of the osculating points along a perturbed motion', () => {
    fc.assert(
      fc.property(
        elements,
        fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true })),
        (el, [px, py, pz]) => {
          fc.pre(Math.hypot(px, py, pz) > 0.1);
          const s = keplerianState(el, 2451545);
          const r = Math.hypot(s.x, s.y, s.z);
          const k = -GM_SUN / (r * r * r);
          const g = GM_SUN / (r * r);
          const kepler = { x: k * s.x, y: k * s.y, z: k * s.z };
          // the two-body acceleration plus a perturbation of 1 % of it
          const a = { x: kepler.x + 0.01 * g * px, y: kepler.y + 0.01 * g * py, z: kepler.z + 0.01 * g * pz };
          const h = 1e-4 * Math.sqrt(r ** 3 / GM_SUN); // a small fraction of the orbital time scale
          // Longitude rates by a symmetric difference of the states at t ± h (r ± h v + h²a/2, v ± h a). The
          // Taylor states leave the Kepler orbit at third order; that spurious part is the same with and without
          // the perturbation, so the difference of the two differences isolates the perturbation's effect.
          const difference = (acc: { x: number; y: number; z: number }) => {
            const at = (sign: number) =>
              osculatingLunarPoints(
                {
                  x: s.x + sign * h * s.vx + (h * h * acc.x) / 2,
                  y: s.y + sign * h * s.vy + (h * h * acc.y) / 2,
                  z: s.z + sign * h * s.vz + (h * h * acc.z) / 2,
                  vx: s.vx + sign * h * acc.x,
                  vy: s.vy + sign * h * acc.y,
                  vz: s.vz + sign * h * acc.z,
                },
                GM_SUN,
              );
            const plus = at(1);
            const minus = at(-1);
            return {
              node: signedDelta(minus.nodeLongitude, plus.nodeLongitude) / (2 * h),
              apogee: signedDelta(minus.apogeeLongitude, plus.apogeeLongitude) / (2 * h),
            };
          };
          const perturbed = difference(a);
          const unperturbed = difference(kepler);
          const nodeFd = perturbed.node - unperturbed.node;
          const apogeeFd = perturbed.apogee - unperturbed.apogee;
          const rates = osculatingLunarRates(s, a, GM_SUN);
          // Relative O(h²) of the differences, plus a floor for configurations where the perturbation leaves a
          // point still (e.g. a push normal to the orbit at the node turns the plane about the line of nodes:
          // the node's rate is 0 and the differences leave only their O(h²) residue). The floor is 1e-6 of the
          // perturbation's natural rate, 0.01·g/|v| rad/day (and never under 1e-8 °/day of rounding).
          const v = Math.hypot(s.vx, s.vy, s.vz);
          const floor = Math.max(1e-8, 1e-6 * ((0.01 * g) / v) * (180 / Math.PI));
          expect(Math.abs(rates.nodeLongitudeRate - nodeFd)).toBeLessThan(1e-3 * Math.abs(nodeFd) + floor);
          expect(Math.abs(rates.apogeeLongitudeRate - apogeeFd)).toBeLessThan(1e-3 * Math.abs(apogeeFd) + floor);
        },
      ),
      { numRuns: 200 },
    );
  });
});
