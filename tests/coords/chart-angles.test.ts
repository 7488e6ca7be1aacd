import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ascendant, eastPoint, midheaven, vertex } from '../../src/coords/chart-angles.js';
import { REFERENCE_CASES } from '../houses/reference-cases.js';

const ARCSEC = 1 / 3600;
/** Round-off allowance for identities that hold exactly in exact arithmetic. */
const ROUNDOFF_DEG = 1e-9;
const R = Math.PI / 180;

/** Signed difference folded into (-180, 180]. Written here so the test does not trust src/units. */
function delta(a: number, b: number): number {
  const d = (((a - b) % 360) + 540) % 360 - 180;
  return d === -180 ? 180 : d;
}

/** Equatorial coordinates of an ecliptic point (β = 0); Meeus (13.3), (13.4). */
function raDec(lonDeg: number, epsDeg: number): { raDeg: number; decDeg: number } {
  const l = lonDeg * R;
  const e = epsDeg * R;
  return {
    raDeg: Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / R,
    decDeg: Math.asin(Math.sin(e) * Math.sin(l)) / R,
  };
}

/** Hour angle H (west positive), altitude and the north component of a point; Meeus (13.5), (13.6). */
function horizontal(lonDeg: number, epsDeg: number, armcDeg: number, latDeg: number) {
  const { raDeg, decDeg } = raDec(lonDeg, epsDeg);
  const H = (armcDeg - raDeg) * R;
  const d = decDeg * R;
  const f = latDeg * R;
  return {
    sinH: Math.sin(H),
    altitudeDeg: Math.asin(Math.sin(f) * Math.sin(d) + Math.cos(f) * Math.cos(d) * Math.cos(H)) / R,
    // Component toward the north point (zero on the prime vertical): sin δ cos φ − cos δ cos H sin φ.
    north: Math.sin(d) * Math.cos(f) - Math.cos(d) * Math.cos(H) * Math.sin(f),
  };
}

describe('chart angles vs Swiss Ephemeris (tests/fixtures/houses.json, reference ARMC and true obliquity)', () => {
  it('Ascendant, MC and Vertex within 1″ for all 220 cases (polar ones included)', () => {
    let max = 0;
    for (const c of REFERENCE_CASES) {
      const ref = c.systems.P; // P carries the astronomical MC in every case
      const asc = ascendant(ref.armc, c.eps_true, c.geolat);
      const mc = midheaven(ref.armc, c.eps_true);
      const vx = vertex(ref.armc, c.eps_true, c.geolat);
      for (const [got, want] of [[asc, ref.asc], [mc, ref.mc], [vx, ref.vertex]] as const) {
        const err = Math.abs(delta(got, want));
        max = Math.max(max, err);
        expect(err, `${c.id} lat ${c.geolat}`).toBeLessThan(ARCSEC);
      }
    }
    expect(max).toBeLessThan(ARCSEC);
  });
});

describe('chart angles: hand values', () => {
  it('equator, ARMC 0: MC 0°, Ascendant and East Point 90° (0° Cancer)', () => {
    expect(Math.abs(delta(midheaven(0, 23.44), 0))).toBeLessThan(ROUNDOFF_DEG);
    expect(Math.abs(delta(ascendant(0, 23.44, 0), 90))).toBeLessThan(ROUNDOFF_DEG);
    expect(Math.abs(delta(eastPoint(0, 23.44), 90))).toBeLessThan(ROUNDOFF_DEG);
  });
  it('equator: the Vertex is the western equinox', () => {
    expect(Math.abs(delta(vertex(30, 23.44, 0), 0))).toBeLessThan(ROUNDOFF_DEG);
    expect(Math.abs(delta(vertex(210, 23.44, 0), 180))).toBeLessThan(ROUNDOFF_DEG);
  });
  it('poles: horizon = equator, the Ascendant is the eastern equinox; the Vertex lies at RA = ARMC − 90°', () => {
    for (const lat of [90, -90]) {
      expect(Math.abs(delta(ascendant(90, 23.44, lat), 180))).toBeLessThan(ROUNDOFF_DEG);
      expect(Math.abs(delta(ascendant(270, 23.44, lat), 0))).toBeLessThan(ROUNDOFF_DEG);
      expect(Math.abs(delta(vertex(90, 23.44, lat), 0))).toBeLessThan(ROUNDOFF_DEG);
    }
  });
  it('ARMC 90°, ε 23.44°: MC 90° exactly; East Point 180°', () => {
    expect(Math.abs(delta(midheaven(90, 23.44), 90))).toBeLessThan(ROUNDOFF_DEG);
    expect(Math.abs(delta(eastPoint(90, 23.44), 180))).toBeLessThan(ROUNDOFF_DEG);
  });
  it('never NaN when the horizon is the ecliptic (|φ| = 90° − ε, ARMC 90°)', () => {
    const eps = 23.44;
    for (const lat of [90 - eps, -(90 - eps)]) {
      for (const armc of [90, 270]) {
        expect(Number.isFinite(ascendant(armc, eps, lat))).toBe(true);
        expect(Number.isFinite(vertex(armc, eps, lat))).toBe(true);
      }
    }
  });
});

describe('chart angles: properties (checked with Meeus (13.5)/(13.6) horizontal coordinates)', () => {
  const armc = fc.double({ min: 0, max: 360, noNaN: true });
  const eps = fc.double({ min: 22, max: 25, noNaN: true });
  const lat = fc.double({ min: -89.9, max: 89.9, noNaN: true });

  it('results are in [0, 360)', () => {
    fc.assert(
      fc.property(armc, eps, fc.double({ min: -90, max: 90, noNaN: true }), (t, e, f) => {
        for (const v of [ascendant(t, e, f), midheaven(t, e), vertex(t, e, f), eastPoint(t, e)]) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThan(360);
        }
      }),
    );
  });
  it('the Ascendant is on the horizon and east of the meridian', () => {
    fc.assert(
      fc.property(armc, eps, lat, (t, e, f) => {
        const h = horizontal(ascendant(t, e, f), e, t, f);
        expect(Math.abs(h.altitudeDeg)).toBeLessThan(1e-7);
        expect(h.sinH).toBeLessThanOrEqual(1e-12);
      }),
    );
  });
  it('the Vertex is on the prime vertical and west of the meridian', () => {
    fc.assert(
      fc.property(armc, eps, lat, (t, e, f) => {
        const h = horizontal(vertex(t, e, f), e, t, f);
        expect(Math.abs(h.north)).toBeLessThan(1e-9);
        expect(h.sinH).toBeGreaterThanOrEqual(-1e-12);
      }),
    );
  });
  it('the MC has right ascension ARMC; the East Point ARMC + 90°', () => {
    fc.assert(
      fc.property(armc, eps, (t, e) => {
        expect(Math.abs(delta(raDec(midheaven(t, e), e).raDeg, t))).toBeLessThan(1e-9);
        expect(Math.abs(delta(raDec(eastPoint(t, e), e).raDeg, t + 90))).toBeLessThan(1e-9);
      }),
    );
  });
  it('the East Point is the Ascendant at latitude 0', () => {
    fc.assert(
      fc.property(armc, eps, (t, e) => {
        expect(Math.abs(delta(eastPoint(t, e), ascendant(t, e, 0)))).toBeLessThan(1e-9);
      }),
    );
  });
});
