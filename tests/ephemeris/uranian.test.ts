import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as AE from 'astronomy-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/urania-error.js';
import { URANIAN_BODIES, URANIAN_RANGE, uranianSource, type UranianBody } from '../../src/ephemeris/uranian.js';
import { URANIAN_ELEMENTS, URANIAN_EPOCH_JD_TT } from '../../src/ephemeris/uranian-elements.js';
import {
  GAUSSIAN_GRAVITATIONAL_CONSTANT,
  keplerianState,
  solveKepler,
  type KeplerianElements,
} from '../../src/ephemeris/uranian-kepler.js';
import type { HeliocentricSource } from '../../src/ephemeris/source.js';

const ARCSEC = 1 / 3600;
const DEG = Math.PI / 180;
/** Kepler round trip: |E − e sin E − M| in radians. */
const KEPLER_RESIDUAL_RAD = 1e-12;
/** Relative tolerance for the two-body invariants (energy, radius). */
const INVARIANT_RELATIVE = 1e-12;
/**
 * Independent reduction below (astronomy-engine's Earth, rotations and nutation) vs the Swiss Ephemeris
 * reference, away from the Sun (light deflection, which that reduction leaves out, stays < 0.05″ beyond
 * 10° elongation). The goal after the full pipeline is 5″.
 */
const INDEPENDENT_REDUCTION_ARCSEC = 0.5;
const MIN_ELONGATION_DEG = 10;
/**
 * Geocentric distance vs the reference, AU: 5e-5 AU is 1e-6 of the distance (the orbit's scale and phase),
 * above the noise of astronomy-engine's truncated Earth (~1e-5 AU).
 */
const DISTANCE_AU = 5e-5;

interface ElementsFixture {
  bodies: {
    name: string;
    epoch: string;
    equinox: string;
    meanAnomaly_deg: number;
    semiMajorAxis_au: number;
    eccentricity: number;
    argumentOfPerihelion_deg: number;
    ascendingNode_deg: number;
    inclination_deg: number;
  }[];
}
interface RefBody {
  lon: number;
  lat: number;
  dist: number;
  speed: number;
}
type PositionRow = { id: string; jd_tt: number; nut_lon: number; Sun: { lon: number; lat: number } } & Record<
  UranianBody,
  RefBody
>;

const fixtures = resolve(__dirname, '../fixtures');
const ELEMENTS = JSON.parse(readFileSync(resolve(fixtures, 'uranian-elements.json'), 'utf8')) as ElementsFixture;
const ROWS = (JSON.parse(readFileSync(resolve(fixtures, 'uranian-positions.json'), 'utf8')) as { rows: PositionRow[] })
  .rows;

function signedDeltaDeg(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

/**
 * Geocentric apparent ecliptic longitude/latitude of a heliocentric source, true ecliptic and equinox of date,
 * reduced WITHOUT Urania's pipeline: Earth from astronomy-engine, light-time iteration, first-order annual
 * aberration (Explanatory Supplement 3rd ed. (7.40), v/c terms), J2000 ecliptic → true ecliptic of date by
 * astronomy-engine's IAU 2006 precession and IAU 2000B nutation. No light deflection.
 */
function apparentWithoutPipeline(source: HeliocentricSource, jdTt: number): { lon: number; lat: number; dist: number } {
  const C_AU_PER_DAY = 173.1446326846693;
  const time = AE.AstroTime.FromTerrestrialTime(jdTt - 2451545);
  const toEcl = AE.Rotation_EQJ_ECL();
  const earth = AE.RotateVector(toEcl, AE.HelioVector(AE.Body.Earth, time));
  const bary = AE.BaryState(AE.Body.Earth, time);
  const ev = AE.RotateVector(toEcl, new AE.Vector(bary.vx, bary.vy, bary.vz, time));
  let tau = 0;
  let g = [0, 0, 0];
  for (let k = 0; k < 4; k += 1) {
    const p = source(jdTt - tau);
    g = [p.x - earth.x, p.y - earth.y, p.z - earth.z];
    tau = Math.hypot(g[0]!, g[1]!, g[2]!) / C_AU_PER_DAY;
  }
  const dist = Math.hypot(g[0]!, g[1]!, g[2]!);
  const u = g.map((c) => c / dist);
  const v = [ev.x / C_AU_PER_DAY, ev.y / C_AU_PER_DAY, ev.z / C_AU_PER_DAY];
  const uv = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const a = u.map((c, i) => c + v[i]! - uv * c);
  const rot = AE.CombineRotation(AE.Rotation_ECL_EQJ(), AE.Rotation_EQJ_ECT(time));
  const r = AE.RotateVector(rot, new AE.Vector(a[0]!, a[1]!, a[2]!, time));
  return {
    lon: ((Math.atan2(r.y, r.x) / DEG) % 360 + 360) % 360,
    lat: Math.asin(r.z / Math.hypot(r.x, r.y, r.z)) / DEG,
    dist,
  };
}

describe('URANIAN_ELEMENTS', () => {
  it('equal the published elements of the reference file, body by body', () => {
    expect(ELEMENTS.bodies.map((b) => b.name)).toEqual([...URANIAN_BODIES]);
    for (const b of ELEMENTS.bodies) {
      expect(b.epoch).toBe('J1900');
      expect(b.equinox).toBe('J1900');
      const el = URANIAN_ELEMENTS[b.name as UranianBody];
      expect(el).toEqual({
        meanAnomalyDeg: b.meanAnomaly_deg,
        semiMajorAxisAu: b.semiMajorAxis_au,
        eccentricity: b.eccentricity,
        argumentOfPerihelionDeg: b.argumentOfPerihelion_deg,
        ascendingNodeDeg: b.ascendingNode_deg,
        inclinationDeg: b.inclination_deg,
      });
    }
    expect(URANIAN_EPOCH_JD_TT).toBe(2415020.0);
  });
});

describe('solveKepler', () => {
  it('Meeus, Astronomical Algorithms 2nd ed., example 30.a: e = 0.1, M = 5° gives E = 5.554589°', () => {
    expect(solveKepler(5 * DEG, 0.1) / DEG).toBeCloseTo(5.554589, 6);
  });

  it('round trip E − e sin E = M for every elliptic e and any M', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (m, e) => {
          const ea = solveKepler(m, e);
          expect(Math.abs(ea - e * Math.sin(ea) - m)).toBeLessThan(KEPLER_RESIDUAL_RAD * Math.max(1, Math.abs(m)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is odd and increasing in M (Kepler’s equation is)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 0.9, noNaN: true }), (m, e) => {
        expect(solveKepler(-m, e)).toBeCloseTo(-solveKepler(m, e), 12);
        expect(solveKepler(m + 0.01, e)).toBeGreaterThan(solveKepler(m, e));
      }),
    );
  });

  it('rejects non-elliptic eccentricities', () => {
    expect(() => solveKepler(1, 1)).toThrow(UraniaError);
    expect(() => solveKepler(1, -0.1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => solveKepler(Number.NaN, 0.1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});

describe('keplerianState', () => {
  const elementsArb = fc.record({
    epochJdTt: fc.constant(2451545),
    meanAnomalyDeg: fc.double({ min: 0, max: 360, noNaN: true }),
    semiMajorAxisAu: fc.double({ min: 0.5, max: 100, noNaN: true }),
    eccentricity: fc.double({ min: 0, max: 0.9, noNaN: true }),
    argumentOfPerihelionDeg: fc.double({ min: 0, max: 360, noNaN: true }),
    ascendingNodeDeg: fc.double({ min: 0, max: 360, noNaN: true }),
    inclinationDeg: fc.double({ min: 0, max: 179, noNaN: true }),
  });

  it('conserves the two-body energy and angular momentum, with μ = k² (vis-viva, h = √(μ a (1 − e²)))', () => {
    const mu = GAUSSIAN_GRAVITATIONAL_CONSTANT ** 2;
    fc.assert(
      fc.property(elementsArb, fc.double({ min: -36525, max: 36525, noNaN: true }), (el: KeplerianElements, dt) => {
        const s = keplerianState(el, el.epochJdTt + dt);
        const r = Math.hypot(s.x, s.y, s.z);
        const v2 = s.vx ** 2 + s.vy ** 2 + s.vz ** 2;
        const energy = v2 / 2 - mu / r;
        expect(Math.abs(energy / (-mu / (2 * el.semiMajorAxisAu)) - 1)).toBeLessThan(1e-9);
        const hx = s.y * s.vz - s.z * s.vy;
        const hy = s.z * s.vx - s.x * s.vz;
        const hz = s.x * s.vy - s.y * s.vx;
        const h = Math.hypot(hx, hy, hz);
        const expected = Math.sqrt(mu * el.semiMajorAxisAu * (1 - el.eccentricity ** 2));
        expect(Math.abs(h / expected - 1)).toBeLessThan(1e-9);
        // The orbit pole is at inclination i, and the node line at Ω (for i not near 0 or 180).
        // atan2 rather than acos(hz/h), which cannot resolve inclinations below ~1e-6° (cos i rounds to 1).
        expect(Math.atan2(Math.hypot(hx, hy), hz) / DEG).toBeCloseTo(el.inclinationDeg, 6);
        if (el.inclinationDeg > 1 && el.inclinationDeg < 179) {
          const node = (Math.atan2(hx, -hy) / DEG + 360) % 360;
          expect(Math.abs(signedDeltaDeg(el.ascendingNodeDeg, node))).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('velocity is the time derivative of position (central difference)', () => {
    fc.assert(
      fc.property(elementsArb, (el: KeplerianElements) => {
        const h = 0.01;
        const s = keplerianState(el, 2451600);
        const a = keplerianState(el, 2451600 - h);
        const b = keplerianState(el, 2451600 + h);
        const v = Math.hypot(s.vx, s.vy, s.vz);
        expect(Math.abs((b.x - a.x) / (2 * h) - s.vx)).toBeLessThan(1e-6 * v);
        expect(Math.abs((b.y - a.y) / (2 * h) - s.vy)).toBeLessThan(1e-6 * v);
        expect(Math.abs((b.z - a.z) / (2 * h) - s.vz)).toBeLessThan(1e-6 * v);
      }),
      { numRuns: 100 },
    );
  });

  it('period follows Kepler’s third law: the state repeats after 2π a^1.5 / k days', () => {
    fc.assert(
      fc.property(elementsArb, (el: KeplerianElements) => {
        const period = (2 * Math.PI * el.semiMajorAxisAu ** 1.5) / GAUSSIAN_GRAVITATIONAL_CONSTANT;
        const s0 = keplerianState(el, 2451545);
        const s1 = keplerianState(el, 2451545 + period);
        expect(Math.hypot(s1.x - s0.x, s1.y - s0.y, s1.z - s0.z)).toBeLessThan(INVARIANT_RELATIVE * 1e3 * el.semiMajorAxisAu);
      }),
      { numRuns: 100 },
    );
  });
});

describe('uranianSource', () => {
  it('keeps the circular orbits circular at r = a, in the J2000 frame', () => {
    for (const body of ['Apollon', 'Admetos', 'Vulkanus', 'Poseidon'] as const) {
      const src = uranianSource(body);
      for (const jd of [2378500, 2415020, 2451545, 2524900]) {
        const s = src(jd);
        expect(Math.abs(Math.hypot(s.x, s.y, s.z) / URANIAN_ELEMENTS[body].semiMajorAxisAu - 1)).toBeLessThan(
          INVARIANT_RELATIVE,
        );
      }
    }
  });

  it('puts the J1900-ecliptic orbits (i = 0) at π_A(J1900) ≈ 47.0″ to the J2000 ecliptic', () => {
    // Capitaine et al. 2003 (P03): π_A = 46.998973″ t − 0.0334926″ t² − 0.00012559″ t³ + 0.000000113″ t⁴
    // − 0.0000000022″ t⁵; at t = −1 its magnitude is:
    const expectedArcsec = 46.998973 + 0.0334926 - 0.00012559 - 0.000000113 - 0.0000000022;
    const s = uranianSource('Kronos')(2451545);
    const hx = s.y * s.vz - s.z * s.vy;
    const hy = s.z * s.vx - s.x * s.vz;
    const hz = s.x * s.vy - s.y * s.vx;
    const tiltArcsec = Math.acos(hz / Math.hypot(hx, hy, hz)) / DEG / ARCSEC;
    expect(Math.abs(tiltArcsec - expectedArcsec)).toBeLessThan(0.01);
  });

  it('matches the reference through an independent apparent-place reduction (elongation > 10°)', () => {
    let checked = 0;
    for (const body of URANIAN_BODIES) {
      const src = uranianSource(body);
      let maxLon = 0;
      let maxLat = 0;
      for (const row of ROWS) {
        const ref = row[body];
        const elongation = Math.acos(
          Math.sin(ref.lat * DEG) * Math.sin(row.Sun.lat * DEG) +
            Math.cos(ref.lat * DEG) * Math.cos(row.Sun.lat * DEG) * Math.cos((ref.lon - row.Sun.lon) * DEG),
        ) / DEG;
        const got = apparentWithoutPipeline(src, row.jd_tt);
        expect(Math.abs(got.dist - ref.dist)).toBeLessThan(DISTANCE_AU);
        if (elongation < MIN_ELONGATION_DEG) continue;
        checked += 1;
        maxLon = Math.max(maxLon, Math.abs(signedDeltaDeg(ref.lon, got.lon)) / ARCSEC);
        maxLat = Math.max(maxLat, Math.abs(got.lat - ref.lat) / ARCSEC);
      }
      console.log(`${body}: lon max ${maxLon.toFixed(3)}″, lat max ${maxLat.toFixed(3)}″ (independent reduction)`);
      expect(maxLon).toBeLessThan(INDEPENDENT_REDUCTION_ARCSEC);
      expect(maxLat).toBeLessThan(INDEPENDENT_REDUCTION_ARCSEC);
    }
    expect(checked).toBeGreaterThan(8 * 250);
  });

  it('rejects unknown bodies and days outside its span', () => {
    expect(() => uranianSource('Transpluto' as UranianBody)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    const src = uranianSource('Hades');
    expect(() => src(URANIAN_RANGE.fromJdTt - 1)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => src(URANIAN_RANGE.toJdTt + 1)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => src(Number.NaN)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
