/**
 * Issue 29, derived charts: the invariants of the harmonic, draconic, Davison and Marks charts, each checked against
 * its definition (docs/derived-charts.md), never against the code's own output.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { harmonicLongitude } from '../../../src/charts/derived/harmonic-longitude.js';
import { coordinateMidpoint, greatCircleMidpoint } from '../../../src/charts/derived/great-circle-midpoint.js';
import { davisonChart, draconicChart, harmonicChart, marksChart, natalChart } from '../../../src/index.js';
import { isUraniaError } from '../../../src/errors/index.js';

/** Float noise of n × λ mod 360 with n ≤ 180 and λ < 360: a few ulps of 64 800. */
const HARMONIC_TOLERANCE_DEG = 1e-9;
/** Great-circle distances compared in radians. */
const DISTANCE_TOLERANCE_RAD = 1e-12;
/** A Julian Day (≈ 2.4e6) round-tripped through an ISO string to the millisecond. */
const INSTANT_TOLERANCE_MS = 1;

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const SYDNEY = { birthDate: '1985-01-02', birthTime: '06:05', latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' };

/** The angle between two longitudes, 0..180. */
const separation = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/** Central angle between two places (haversine), radians. */
function centralAngle(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const r = Math.PI / 180;
  const s = Math.sin(((b.latitude - a.latitude) * r) / 2) ** 2
    + Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(((b.longitude - a.longitude) * r) / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(s)));
}

describe('harmonic charts', () => {
  it('the mth harmonic of the nth harmonic longitude is the (m·n)th harmonic longitude', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 13 }), (lon, m, n) => {
        expect(separation(harmonicLongitude(harmonicLongitude(lon, n), m), harmonicLongitude(lon, m * n))).toBeLessThan(HARMONIC_TOLERANCE_DEG);
      }),
      { numRuns: 500 },
    );
  });

  it('harmonic 1 is the natal chart: every body at its natal longitude', () => {
    const natal = natalChart(NY);
    const h1 = harmonicChart({ birth: NY, harmonic: 1 });
    expect(h1.positions.length).toBeGreaterThan(10);
    for (const p of h1.positions) {
      expect(p.longitude).toBe(natal.positions.find((q) => q.body === p.body)!.position.longitude);
      expect(p.natalLongitude).toBe(p.longitude);
    }
    expect(h1.ascendant).toBe(natal.ascendant);
    expect(h1.midheaven).toBe(natal.midheaven);
  });

  it('the chart of harmonic m·n is harmonic m of the chart of harmonic n, angles included', () => {
    for (const [m, n] of [[2, 3], [5, 7], [4, 45]] as const) {
      const hn = harmonicChart({ birth: SYDNEY, harmonic: n });
      const hmn = harmonicChart({ birth: SYDNEY, harmonic: m * n });
      for (const p of hmn.positions) {
        expect(separation(p.longitude, harmonicLongitude(hn.positions.find((q) => q.body === p.body)!.longitude, m))).toBeLessThan(HARMONIC_TOLERANCE_DEG);
      }
      expect(separation(hmn.ascendant!, harmonicLongitude(hn.ascendant!, m))).toBeLessThan(HARMONIC_TOLERANCE_DEG);
    }
  });

  it('an aspect of the harmonic chart is an aspect between the harmonic longitudes, by definition n × λ mod 360', () => {
    const h = harmonicChart({ birth: NY, harmonic: 5 });
    const natal = natalChart(NY);
    for (const p of h.positions) {
      const lon = natal.positions.find((q) => q.body === p.body)!.position.longitude;
      expect(separation(p.longitude, (5 * lon) % 360)).toBeLessThan(HARMONIC_TOLERANCE_DEG);
    }
    const angle = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 } as Record<string, number>;
    for (const x of h.aspects.filter((a) => a.type in angle)) {
      const s = separation(h.positions.find((p) => p.body === x.body1)!.longitude, h.positions.find((p) => p.body === x.body2)!.longitude);
      expect(Math.abs(s - angle[x.type]!)).toBeCloseTo(x.orb, 9);
    }
  });

  it('refuses a harmonic outside 1..180 or not whole, naming harmonic', () => {
    for (const harmonic of [0, 181, 2.5]) {
      try {
        harmonicChart({ birth: NY, harmonic });
        expect.unreachable();
      } catch (e) {
        expect(isUraniaError(e) && e.details.field).toBe('harmonic');
      }
    }
  });
});

describe('draconic charts', () => {
  it('puts the node used at 0° Aries and every body at its tropical longitude minus the node’s', () => {
    for (const node of ['true', 'mean'] as const) {
      const d = draconicChart({ birth: PARIS, node });
      const nodeBody = node === 'true' ? 'NorthNode' : 'NorthNodeMean';
      expect(d.positions.find((p) => p.body === nodeBody)!.longitude).toBe(0);
      expect(d.positions.find((p) => p.body === nodeBody)!.sign).toBe('Aries');
      const natal = natalChart(PARIS);
      expect(d.nodeLongitude).toBe(natal.positions.find((p) => p.body === nodeBody)!.position.longitude);
      for (const p of d.positions) {
        expect(separation(p.longitude + d.nodeLongitude, natal.positions.find((q) => q.body === p.body)!.position.longitude)).toBeLessThan(1e-9);
      }
      expect(separation(d.ascendant! + d.nodeLongitude, natal.ascendant!)).toBeLessThan(1e-9);
      expect(d.houses).toHaveLength(12);
    }
  });

  it('keeps the natal aspects: a rotation changes no angle', () => {
    const d = draconicChart({ birth: NY });
    const pairs = natalChart(NY).aspects.filter((a) => d.positions.some((p) => p.body === a.body1) && d.positions.some((p) => p.body === a.body2));
    expect(d.aspects.map((a) => `${a.body1}-${a.body2}-${a.type}`)).toEqual(expect.arrayContaining(pairs.map((a) => `${a.body1}-${a.body2}-${a.type}`)));
  });
});

describe('Davison and Marks charts', () => {
  const geo = fc.record({ latitude: fc.double({ min: -89, max: 89, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }) });

  it('the great-circle midpoint is equally far from both places and halfway along the arc between them', () => {
    fc.assert(
      fc.property(geo, geo, (a, b) => {
        const total = centralAngle(a, b);
        fc.pre(total < Math.PI - 1e-3);
        const m = greatCircleMidpoint(a, b)!;
        expect(Math.abs(centralAngle(a, m) - total / 2)).toBeLessThan(DISTANCE_TOLERANCE_RAD * 1e3);
        expect(Math.abs(centralAngle(b, m) - total / 2)).toBeLessThan(DISTANCE_TOLERANCE_RAD * 1e3);
        expect(greatCircleMidpoint(b, a)).toEqual(m);
        expect(coordinateMidpoint(b, a)).toEqual(coordinateMidpoint(a, b));
      }),
      { numRuns: 500 },
    );
  });

  it('Davison symmetry: swapping the partners gives the same chart', () => {
    for (const placeMidpoint of ['great-circle', 'coordinates'] as const) {
      expect(davisonChart({ personA: PARIS, personB: SYDNEY, placeMidpoint })).toEqual(davisonChart({ personA: SYDNEY, personB: PARIS, placeMidpoint }));
    }
    expect(davisonChart({ personA: NY, personB: { ...PARIS, birthTime: undefined } })).toEqual(davisonChart({ personA: { ...PARIS, birthTime: undefined }, personB: NY }));
  });

  it('is cast for the mean of the two birth instants at the great-circle midpoint of the places', () => {
    const tA = Date.parse(natalChart(NY).instant!);
    const tB = Date.parse(natalChart(PARIS).instant!);
    const d = davisonChart({ personA: NY, personB: PARIS });
    expect(Math.abs(Date.parse(d.instant) - (tA + tB) / 2)).toBeLessThanOrEqual(INSTANT_TOLERANCE_MS);
    expect(Math.abs(centralAngle(d, NY) - centralAngle(d, PARIS))).toBeLessThan(DISTANCE_TOLERANCE_RAD);
    expect(d.housesAvailable).toBe(true);
    expect(d.houses).toHaveLength(12);
    const m = davisonChart({ personA: NY, personB: PARIS, placeMidpoint: 'coordinates' });
    expect(m.latitude).toBeCloseTo((NY.latitude + PARIS.latitude) / 2, 12);
    expect(m.longitude).toBeCloseTo((NY.longitude + PARIS.longitude) / 2, 12);
  });

  it('the Marks chart of A is cast at (3·tA + tB)/4, between A’s place and the Davison place', () => {
    const tA = Date.parse(natalChart(NY).instant!);
    const tB = Date.parse(natalChart(SYDNEY).instant!);
    const d = davisonChart({ personA: NY, personB: SYDNEY });
    const mk = marksChart({ personA: NY, personB: SYDNEY });
    expect(Math.abs(Date.parse(mk.instant) - (3 * tA + tB) / 4)).toBeLessThanOrEqual(INSTANT_TOLERANCE_MS);
    expect(Math.abs(centralAngle(mk, NY) - centralAngle(mk, d))).toBeLessThan(DISTANCE_TOLERANCE_RAD);
    expect(Math.abs(centralAngle(mk, NY) + centralAngle(mk, d) - centralAngle(NY, d))).toBeLessThan(DISTANCE_TOLERANCE_RAD);
    expect(marksChart({ personA: SYDNEY, personB: NY }).instant).not.toBe(mk.instant);
  });

  it('refuses two antipodal places with the great circle, naming personB.latitude', () => {
    try {
      davisonChart({ personA: { ...NY, latitude: 10, longitude: 20 }, personB: { ...NY, latitude: -10, longitude: -160 } });
      expect.unreachable();
    } catch (e) {
      expect(isUraniaError(e) && e.details.field).toBe('personB.latitude');
    }
    expect(davisonChart({ personA: { ...NY, latitude: 10, longitude: 20 }, personB: { ...NY, latitude: -10, longitude: -160 }, placeMidpoint: 'coordinates' }).latitude).toBe(0);
  });
});
