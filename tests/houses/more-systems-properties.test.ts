/**
 * fast-check properties of the eleven systems of issue 15: shape and order of the cusps at every latitude (polar
 * policy), the defining invariants of each system checked by an independent route (vectors, identities with
 * systems already verified against the reference), and the sector placement.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
import { sectorOf } from '../../src/records/sector-of.js';
import { MORE_HOUSE_SYSTEMS, type AnyHouseSystem } from '../../src/schemas/index.js';
import { angleError } from './helpers.js';

const ROUNDOFF_DEG = 1e-7;
const R = Math.PI / 180;

const armc = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
const obliquity = fc.double({ min: 22, max: 25, noNaN: true });
const anyLatitude = fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }), fc.constantFrom(-90, 0, 90));
const temperate = fc.double({ min: -64.9, max: 64.9, noNaN: true });
const sunDec = fc.double({ min: -25, max: 25, noNaN: true });
const newSystem = fc.constantFrom<AnyHouseSystem>(...MORE_HOUSE_SYSTEMS, 'Gauquelin');

const run = (t: number, e: number, f: number, s: AnyHouseSystem, d = 10) =>
  houseCuspsFromArmc({ armc: t, obliquity: e, latitude: f, system: s, sunDeclination: d });
/** Forward arc a → b in [0, 360). */
const fwd = (a: number, b: number): number => ((((b - a) % 360) + 360) % 360);

function vec(ra: number, dec: number): [number, number, number] {
  return [Math.cos(dec * R) * Math.cos(ra * R), Math.cos(dec * R) * Math.sin(ra * R), Math.sin(dec * R)];
}
function ecl(lon: number, e: number): [number, number, number] {
  return [Math.cos(lon * R), Math.sin(lon * R) * Math.cos(e * R), Math.sin(lon * R) * Math.sin(e * R)];
}
const dot = (a: number[], b: number[]): number => (a[0] as number) * (b[0] as number) + (a[1] as number) * (b[1] as number) + (a[2] as number) * (b[2] as number);
function det(a: number[], b: number[], c: number[]): number {
  const [a0, a1, a2] = a as [number, number, number];
  const [b0, b1, b2] = b as [number, number, number];
  const [c0, c1, c2] = c as [number, number, number];
  return a0 * (b1 * c2 - b2 * c1) - a1 * (b0 * c2 - b2 * c0) + a2 * (b0 * c1 - b1 * c0);
}

describe('the systems of issue 15 at every latitude', () => {
  it('12 cusps (Gauquelin 36) in [0, 360) running once around the circle; fallback only with a warning', () => {
    fc.assert(
      fc.property(armc, obliquity, anyLatitude, newSystem, sunDec, (t, e, f, s, d) => {
        const r = run(t, e, f, s, d);
        expect(r.cusps).toHaveLength(r.systemUsed === 'Gauquelin' ? 36 : 12);
        const n = r.cusps.length;
        for (const c of r.cusps) {
          expect(c).toBeGreaterThanOrEqual(0);
          expect(c).toBeLessThan(360);
        }
        const step = r.order === 'direct' ? 1 : -1;
        const turn = r.cusps.reduce((sum, c, i) => sum + fwd(0, step * ((r.cusps[(i + 1) % n] as number) - c)), 0);
        expect(Math.abs(turn - 360)).toBeLessThan(1e-6);
        if (r.systemUsed !== s) {
          expect(r.systemUsed).toBe('Porphyry');
          expect(r.warnings.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('outside the polar circles every new system is used as asked (no fallback)', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, newSystem, sunDec, (t, e, f, s, d) => {
        const r = run(t, e, f, s, d);
        // Horizon with the MC at the zenith is degenerate (see the Horizon properties): a fallback there is warned.
        const mcAtZenith = Math.abs(Math.asin(Math.sin(e * R) * Math.sin(r.midheaven * R)) / R - f) < 1e-3;
        if (s === 'Horizon' && mcAtZenith && r.systemUsed === 'Porphyry') expect(r.warnings).toHaveLength(1);
        else expect(r.systemUsed).toBe(s);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('defining invariants', () => {
  it('cusp 1 = Ascendant and cusp 10 = MC for the quadrant-type systems; opposite cusps 180° apart where defined so', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, sunDec, (t, e, f, d) => {
        for (const s of ['KrusinskiPisaGoelzer', 'APC', 'PullenSD', 'PullenSR', 'Sunshine', 'SunshineTreindl'] as const) {
          const r = run(t, e, f, s, d);
          expect(angleError(r.cusps[0] as number, r.ascendant)).toBeLessThan(ROUNDOFF_DEG);
          expect(angleError(r.cusps[9] as number, r.midheaven)).toBeLessThan(ROUNDOFF_DEG);
        }
        for (const s of ['KrusinskiPisaGoelzer', 'Carter', 'PullenSD', 'PullenSR', 'EqualMC', 'EqualAries', 'Horizon'] as const) {
          const { cusps } = run(t, e, f, s, d);
          for (let i = 0; i < 6; i++) expect(angleError(cusps[i + 6] as number, (cusps[i] as number) + 180)).toBeLessThan(ROUNDOFF_DEG);
        }
        expect(angleError(run(t, e, f, 'Carter').cusps[0] as number, run(t, e, f, 'Carter').ascendant)).toBeLessThan(ROUNDOFF_DEG);
        expect(angleError(run(t, e, f, 'Horizon').cusps[9] as number, run(t, e, f, 'Horizon').midheaven)).toBeLessThan(ROUNDOFF_DEG);
      }),
      { numRuns: 500 },
    );
  });

  it('EqualMC: cusp 10 = MC and 30° houses; EqualAries: cusp n = 30°(n − 1) at any time and place', () => {
    fc.assert(
      fc.property(armc, obliquity, anyLatitude, (t, e, f) => {
        const mc = run(t, e, f, 'EqualMC');
        expect(angleError(mc.cusps[9] as number, mc.midheaven)).toBeLessThan(ROUNDOFF_DEG);
        for (let i = 0; i < 12; i++) {
          expect(fwd(mc.cusps[i] as number, mc.cusps[(i + 1) % 12] as number)).toBeCloseTo(30, 9);
        }
        expect(run(t, e, f, 'EqualAries').cusps).toEqual([0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330]);
      }),
      { numRuns: 500 },
    );
  });

  it('Carter: the cusps are 30° apart in right ascension (hour circles through equal equator arcs)', () => {
    fc.assert(
      fc.property(armc, obliquity, anyLatitude, (t, e, f) => {
        const { cusps } = run(t, e, f, 'Carter');
        const ra = cusps.map((l) => Math.atan2(Math.sin(l * R) * Math.cos(e * R), Math.cos(l * R)) / R);
        for (let i = 0; i < 12; i++) expect(fwd(ra[i] as number, ra[(i + 1) % 12] as number)).toBeCloseTo(30, 7);
      }),
      { numRuns: 300 },
    );
  });

  it('Pullen SD / SR: Porphyry quadrants, symmetric thirds; SD steps d/4, d/2; SR ratios r, r², r', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, (t, e, f) => {
        const sd = run(t, e, f, 'PullenSD');
        const sr = run(t, e, f, 'PullenSR');
        const size = (c: readonly number[], i: number): number => fwd(c[i] as number, c[(i + 1) % 12] as number);
        const q = fwd(sd.ascendant, sd.midheaven + 180); // Asc → IC
        if (q < 30.5 || q > 149.5) return; // SD's clamp region (inside the polar circles only)
        const d = (q - 90) / 4;
        expect(size(sd.cusps, 0)).toBeCloseTo(30 + d, 7);
        expect(size(sd.cusps, 1)).toBeCloseTo(30 + 2 * d, 7);
        expect(size(sd.cusps, 2)).toBeCloseTo(30 + d, 7);
        // SR: the smaller quadrant's middle house is x, its neighbours x·r, the larger quadrant's x·r³, x·r⁴, x·r³.
        const s = [0, 1, 2, 3, 4, 5].map((i) => size(sr.cusps, i));
        expect(s[0]).toBeCloseTo(s[2] as number, 7);
        expect(s[3]).toBeCloseTo(s[5] as number, 7);
        expect((s[0] as number) + (s[1] as number) + (s[2] as number)).toBeCloseTo(q, 7);
        const [sm, bg] = q <= 90 ? [[s[0], s[1]], [s[3], s[4]]] : [[s[3], s[4]], [s[0], s[1]]];
        const r = (sm[0] as number) / (sm[1] as number);
        expect((bg[0] as number) / (sm[0] as number)).toBeCloseTo(r * r, 6);
        expect((bg[1] as number) / (bg[0] as number)).toBeCloseTo(r, 6);
      }),
      { numRuns: 500 },
    );
  });

  it('Gauquelin: every third sector cusp is a Placidus cusp (ninths of the semi-arcs contain the thirds)', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, (t, e, f) => {
        const g = run(t, e, f, 'Gauquelin').cusps;
        const p = run(t, e, f, 'Placidus').cusps;
        const sectorOfHouse = [1, 34, 31, 28, 25, 22, 19, 16, 13, 10, 7, 4];
        sectorOfHouse.forEach((k, i) => expect(angleError(g[k - 1] as number, p[i] as number)).toBeLessThan(1e-8));
      }),
      { numRuns: 300 },
    );
  });

  it('APC and Sunshine: each intermediate cusp, the north point and its division point lie on one great circle', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, sunDec, (t, e, f, d) => {
        const r = run(t, e, f, 'Sunshine', d);
        const north = vec(t + 180, 90 - f);
        const x = -Math.tan(f * R) * Math.tan(d * R);
        if (Math.abs(x) > 0.999) return;
        const dsa = Math.acos(x) / R;
        const nsa = 180 - dsa;
        const hourAngles: Record<number, number> = { 2: -dsa - nsa / 3, 3: -dsa - (2 * nsa) / 3, 5: 180 - nsa / 3, 6: 180 - (2 * nsa) / 3, 8: (2 * dsa) / 3, 9: dsa / 3, 11: -dsa / 3, 12: (-2 * dsa) / 3 };
        for (const [k, h] of Object.entries(hourAngles)) {
          expect(Math.abs(det(north, vec(t - h, d), ecl(r.cusps[Number(k) - 1] as number, e)))).toBeLessThan(1e-9);
        }
        // APC is Sunshine on the Ascendant's parallel.
        const decAsc = Math.asin(Math.sin(e * R) * Math.sin(r.ascendant * R)) / R;
        const apc = run(t, e, f, 'APC').cusps;
        const same = run(t, e, f, 'Sunshine', decAsc).cusps;
        for (let i = 0; i < 12; i++) expect(angleError(apc[i] as number, same[i] as number)).toBeLessThan(1e-9);
      }),
      { numRuns: 500 },
    );
  });

  it('Horizon: the cusps lie on vertical circles 30° of azimuth apart, cusps 1 and 7 on the prime vertical', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, (t, e, f) => {
        const r = run(t, e, f, 'Horizon');
        // Degenerate (as in the next test): the MC at the zenith puts every vertical circle's crossing there; the
        // cusps may then fail to run in one order, and the fallback must say so.
        if (Math.abs(Math.asin(Math.sin(e * R) * Math.sin(r.midheaven * R)) / R - f) < 1e-3) {
          expect(r.systemUsed === 'Horizon' || (r.systemUsed === 'Porphyry' && r.warnings.length === 1)).toBe(true);
          return;
        }
        expect(r.systemUsed).toBe('Horizon');
        const zenith = vec(t, f);
        const north = vec(t + 180, 90 - f);
        const east = [north[1] * zenith[2] - north[2] * zenith[1], north[2] * zenith[0] - north[0] * zenith[2], north[0] * zenith[1] - north[1] * zenith[0]];
        const azimuthFromEast = (lon: number): number => {
          const u = ecl(lon, e);
          return Math.atan2(dot(u, north), dot(u, east)) / R; // angle in the horizon plane, east = 0, north = 90
        };
        for (let i = 0; i < 12; i++) {
          const a = azimuthFromEast(r.cusps[i] as number);
          const steps = fwd(0, a) / 30;
          const u = ecl(r.cusps[i] as number, e);
          if (Math.abs(dot(u, zenith)) > 0.999) continue; // a cusp at the zenith has no azimuth
          expect(Math.abs(steps - Math.round(steps))).toBeLessThan(1e-6);
          if (i === 0 || i === 6) expect(Math.round(steps) % 6).toBe(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('Horizon: cusp 1 is the Antivertex when the houses run with the signs, the Vertex when against (warned)', () => {
    fc.assert(
      fc.property(armc, obliquity, anyLatitude, (t, e, f) => {
        const r = run(t, e, f, 'Horizon');
        if (r.systemUsed !== 'Horizon') return;
        // Degenerate: the MC at the zenith puts every vertical circle's crossing there.
        if (Math.abs(Math.asin(Math.sin(e * R) * Math.sin(r.midheaven * R)) / R - f) < 1e-3) return;
        const reversed = r.order === 'reversed';
        expect(angleError(r.cusps[0] as number, r.vertex + (reversed ? 0 : 180))).toBeLessThan(1e-6);
        expect(r.warnings).toHaveLength(reversed ? 1 : 0);
      }),
      { numRuns: 1000 },
    );
  });

  it('Krusinski-Pisa-Goelzer: the cusps\' hour circles cut the Ascendant–zenith circle 30° apart', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, (t, e, f) => {
        const r = run(t, e, f, 'KrusinskiPisaGoelzer');
        const a = ecl(r.ascendant, e);
        const z = vec(t, f);
        const n: [number, number, number] = [a[1] * z[2] - a[2] * z[1], a[2] * z[0] - a[0] * z[2], a[0] * z[1] - a[1] * z[0]]; // pole of the circle
        const points = r.cusps.map((lon) => {
          // the hour circle of the cusp: meridian plane of its right ascension; its normal h = (−sin α, cos α, 0)
          const ra = Math.atan2(Math.sin(lon * R) * Math.cos(e * R), Math.cos(lon * R));
          const h: [number, number, number] = [-Math.sin(ra), Math.cos(ra), 0];
          const p = [n[1] * h[2] - n[2] * h[1], n[2] * h[0] - n[0] * h[2], n[0] * h[1] - n[1] * h[0]];
          return p;
        });
        for (let i = 0; i < 12; i++) {
          const p = points[i] as number[];
          const q = points[(i + 1) % 12] as number[];
          const cos = Math.abs(dot(p, q)) / Math.sqrt(dot(p, p) * dot(q, q));
          expect(cos).toBeCloseTo(Math.cos(30 * R), 7);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('sectorOf', () => {
  it('a point just past sector cusp k (clockwise) is in sector k; the Ascendant opens sector 1', () => {
    fc.assert(
      fc.property(armc, obliquity, temperate, (t, e, f) => {
        const r = run(t, e, f, 'Gauquelin');
        expect(sectorOf(r.ascendant, r.cusps)).toBe(1);
        for (let k = 0; k < 36; k++) {
          const size = fwd(r.cusps[(k + 1) % 36] as number, r.cusps[k] as number);
          if (size < 1e-6) continue;
          expect(sectorOf((r.cusps[k] as number) - Math.min(1e-6, size / 2), r.cusps)).toBe(k + 1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rejects anything but 36 cusps, naming cusps', () => {
    expect(() => sectorOf(10, [0, 30, 60])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'cusps' }) }));
  });
});

describe('validation and polar policy of the new systems', () => {
  it('houseCuspsFromArmc: Sunshine without sunDeclination is MISSING_ARGUMENT naming it; out of range is OUT_OF_RANGE', () => {
    for (const system of ['Sunshine', 'SunshineTreindl'] as const) {
      expect(() => houseCuspsFromArmc({ armc: 10, obliquity: 23.44, latitude: 40, system })).toThrow(
        expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'sunDeclination' }) }),
      );
      expect(() => houseCuspsFromArmc({ armc: 10, obliquity: 23.44, latitude: 40, system, sunDeclination: 91 })).toThrow(
        expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'sunDeclination' }) }),
      );
    }
    expect(() => houseCuspsFromArmc({ armc: 10, obliquity: 23.44, latitude: 40, system: 'Foo' as AnyHouseSystem })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'system' }) }),
    );
  });

  it('Gauquelin inside the polar circles and Sunshine in polar day fall back to the twelve Porphyry cusps, with a warning', () => {
    const g = houseCuspsFromArmc({ armc: 100, obliquity: 23.44, latitude: 70, system: 'Gauquelin' });
    expect(g.systemUsed).toBe('Porphyry');
    expect(g.cusps).toHaveLength(12);
    expect(g.warnings[0]).toMatch(/Gauquelin.*polar circles/);
    const s = houseCuspsFromArmc({ armc: 100, obliquity: 23.44, latitude: 75, system: 'Sunshine', sunDeclination: 23 });
    expect(s.systemUsed).toBe('Porphyry');
    expect(s.warnings[0]).toMatch(/neither rises nor sets/);
  });
});
