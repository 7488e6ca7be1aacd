/**
 * Issue 29, the composite's reference-place and derived-Ascendant options: the derived houses against their
 * definition (the composite MC culminating, the Ascendant the ecliptic point rising in the east at the reference
 * latitude, found here by a scan of altitudes), the default reference place (the great-circle midpoint computed here
 * by hand), and the refusals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { derivedCompositeHouses } from '../../src/charts/rules/derived-composite-houses.js';
import { compositeChart } from '../../src/index.js';
import { isUraniaError } from '../../src/errors/index.js';

const RAD = Math.PI / 180;
/** The Ascendant found by a 0.05° scan and bisection to 1e-10°; the geometry is exact, so 1e-6° covers round-off. */
const ANGLE_TOLERANCE_DEG = 1e-6;
const mod360 = (x: number) => ((x % 360) + 360) % 360;
const separation = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

/** Right ascension and declination of an ecliptic point (β = 0), written out here (Meeus (13.3), (13.4)). */
function equatorial(lon: number, eps: number): { ra: number; dec: number } {
  const l = lon * RAD;
  const e = eps * RAD;
  return { ra: mod360(Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / RAD), dec: Math.asin(Math.sin(e) * Math.sin(l)) / RAD };
}
/** Altitude (sin) and east-west sense of an ecliptic point for a local sidereal time `lst` at latitude `phi`. */
function horizon(lon: number, lst: number, phi: number, eps: number): { sinAlt: number; east: boolean } {
  const { ra, dec } = equatorial(lon, eps);
  const h = (lst - ra) * RAD;
  const sinAlt = Math.sin(phi * RAD) * Math.sin(dec * RAD) + Math.cos(phi * RAD) * Math.cos(dec * RAD) * Math.cos(h);
  return { sinAlt, east: Math.sin(h) < 0 };
}
/** The ecliptic point rising in the east, by a scan of the ecliptic and bisection. */
function risingPoint(lst: number, phi: number, eps: number): number {
  for (let i = 0; i < 7200; i++) {
    let lo = i * 0.05;
    let hi = lo + 0.05;
    const a = horizon(lo, lst, phi, eps);
    const b = horizon(hi, lst, phi, eps);
    if (a.sinAlt >= 0 && b.sinAlt < 0 && a.east) {
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        if (horizon(mid, lst, phi, eps).sinAlt >= 0) lo = mid; else hi = mid;
      }
      return mod360((lo + hi) / 2);
    }
  }
  throw new Error('no rising point');
}

describe('derivedCompositeHouses', () => {
  it('at the equator, MC 0° Aries has the Ascendant 0° Cancer', () => {
    expect(separation(derivedCompositeHouses(0, 0, 23.44, 'Placidus').ascendant, 90)).toBeLessThan(ANGLE_TOLERANCE_DEG);
  });

  it('puts the composite MC on cusp 10 and, as Ascendant, the ecliptic point rising in the east when that MC culminates', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), fc.double({ min: -60, max: 60, noNaN: true }), (mc, phi) => {
        const eps = 23.44;
        const d = derivedCompositeHouses(mc, phi, eps, 'Placidus');
        expect(separation(d.cusps[9]!, mc)).toBeLessThan(ANGLE_TOLERANCE_DEG);
        expect(separation(d.cusps[0]!, d.ascendant)).toBeLessThan(ANGLE_TOLERANCE_DEG);
        const lst = equatorial(mc, eps).ra;
        expect(separation(d.ascendant, risingPoint(lst, phi, eps))).toBeLessThan(ANGLE_TOLERANCE_DEG);
      }),
      { numRuns: 60 },
    );
  });
});

const A = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const B = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 };

describe('compositeChart, angles derived', () => {
  it('keeps the midpoint MC and casts the houses for the great-circle midpoint of the two places by default', () => {
    const mid = compositeChart({ personA: A, personB: B });
    const der = compositeChart({ personA: A, personB: B, angles: 'derived' });
    expect(der.midheaven).toBe(mid.midheaven);
    expect(der.angles).toBe('derived');
    // The great-circle midpoint by hand: the normalized sum of the two unit vectors.
    const v = (p: { latitude: number; longitude: number }) => [Math.cos(p.latitude * RAD) * Math.cos(p.longitude * RAD), Math.cos(p.latitude * RAD) * Math.sin(p.longitude * RAD), Math.sin(p.latitude * RAD)];
    const [x, y, z] = v(A).map((c, i) => c + v(B)[i]!) as [number, number, number];
    expect(der.referencePlace!.latitude).toBeCloseTo(Math.atan2(z, Math.hypot(x, y)) / RAD, 9);
    expect(der.referencePlace!.longitude).toBeCloseTo(Math.atan2(y, x) / RAD, 9);
    expect(der.houseCusps).toHaveLength(12);
    expect(separation(der.houseCusps![9]!, der.midheaven!)).toBeLessThan(ANGLE_TOLERANCE_DEG);
    expect(der.houseCusps![0]).toBe(der.ascendant);
    expect(mid.houseCusps).toBeUndefined();
  });

  it('casts for a chosen place: the Ascendant is the ecliptic point rising there when the composite MC culminates', () => {
    const place = { latitude: 48.8566, longitude: 2.3522 };
    const der = compositeChart({ personA: A, personB: B, angles: 'derived', referencePlace: place });
    expect(der.referencePlace).toEqual(place);
    // The obliquity differs from 23.44° by < 0.01°; at 49° N that moves the Ascendant by < 0.05°.
    const lst = equatorial(der.midheaven!, 23.44).ra;
    expect(separation(der.ascendant!, risingPoint(lst, place.latitude, 23.44))).toBeLessThan(0.05);
  });

  it('refuses a reference place without derived angles, naming it', () => {
    for (const [extra, field] of [[{ referencePlace: { latitude: 1, longitude: 2 } }, 'referencePlace'], [{ placeMidpoint: 'coordinates' as const }, 'placeMidpoint']] as const) {
      try {
        compositeChart({ personA: A, personB: B, ...extra });
        expect.unreachable();
      } catch (e) {
        expect(isUraniaError(e) && e.details.field).toBe(field);
        expect((e as Error).message).toContain("angles: 'derived'");
      }
    }
  });
});
