/**
 * The coords helpers behind the star- and epoch-defined ayanamsas (issue 15): the precession on the ecliptic of an
 * epoch, the low-accuracy Sun, the Earth's velocity, the space motion and apparent place of catalogue directions,
 * the node of a plane on the ecliptic and the polar longitude. Expected values come from books and from
 * geometry, not from the code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentEclipticDirection } from '../../src/coords/apparent-catalogue-direction.js';
import { approximateSun } from '../../src/coords/approximate-sun.js';
import { catalogueDirectionAt, type CatalogueEntry } from '../../src/coords/catalogue-direction.js';
import { earthVelocityOverC } from '../../src/coords/earth-velocity.js';
import { eclipticNodeOfPlane, polarLongitude } from '../../src/coords/ecliptic-node.js';
import { precessionOnEpochEcliptic } from '../../src/coords/epoch-ecliptic-precession.js';
import { generalPrecessionInLongitude } from '../../src/zodiac/index.js';

const ARCSEC = 1 / 3600;
const DEG = 180 / Math.PI;
const still = (raDeg: number, decDeg: number): CatalogueEntry => ({
  raDeg, decDeg, pmRaCosDecMasPerYear: 0, pmDecMasPerYear: 0, parallaxMas: 0, radialVelocityKmS: 0,
});

describe('precession on the ecliptic of the epoch', () => {
  it('is zero at the epoch and agrees with p_A(t) − p_A(t₀) (IAU 2006) to 0.002″ for epochs within a century', () => {
    const jd = fc.double({ min: 2415020, max: 2488070, noNaN: true });
    fc.assert(fc.property(jd, jd, (t0, t) => {
      if (Math.abs(t - t0) > 36525) return true;
      const pa = generalPrecessionInLongitude(t) - generalPrecessionInLongitude(t0);
      return Math.abs(precessionOnEpochEcliptic(t0, t) - pa) < 0.002 * ARCSEC && Math.abs(precessionOnEpochEcliptic(t, t)) < 1e-12;
    }));
  });
  it('from −100 to 2000: 2100 years at 50.0–50.2″ a year, 29.17°–29.28°', () => {
    const p = precessionOnEpochEcliptic(1684532.5, 2451545);
    expect(p).toBeGreaterThan(29.17);
    expect(p).toBeLessThan(29.28);
  });
});

describe('low-accuracy Sun and Earth velocity', () => {
  it('Meeus, Astronomical Algorithms, example 25.a (1992 Oct 13.0 TD): ⊙ = 199°54′36″, R = 0.99766 AU', () => {
    const s = approximateSun(2448908.5);
    const lon = (((s.longitudeRad * DEG) % 360) + 360) % 360;
    expect(Math.abs(lon - (199 + 54 / 60 + 36 / 3600))).toBeLessThan(1 * ARCSEC);
    expect(s.distanceAu).toBeCloseTo(0.99766, 5);
  });
  it('|V| is the constant of aberration 20.4955″ to within the orbit’s eccentricity and the reflex (±1.7 %)', () => {
    fc.assert(fc.property(fc.double({ min: 2415020, max: 2488070, noNaN: true }), (t) => {
      const v = earthVelocityOverC(t);
      const arcsec = Math.hypot(v.x, v.y, v.z) * DEG * 3600;
      return arcsec > 20.4955 * 0.982 && arcsec < 20.4955 * 1.018 && v.z === 0;
    }));
  });
});

describe('catalogue directions', () => {
  it('a still point at infinity stays put; proper motion moves it by μ·t', () => {
    expect(catalogueDirectionAt(still(0, 0), 2451545 + 36525)).toEqual({ x: 1, y: 0, z: 0 });
    const moving = { ...still(0, 0), pmDecMasPerYear: 1000 };
    const p = catalogueDirectionAt(moving, 2451545 + 100 * 365.25);
    expect(Math.atan2(p.z, p.x) * DEG * 3600).toBeCloseTo(100, 4);
  });
  it('annual aberration swings an ecliptic star by ±20.5″ over a year (Bradley’s constant)', () => {
    const star = still(90, 23.4392911); // the ecliptic's 90° point at J2000 (λ 90°, β 0°)
    const lons = Array.from({ length: 73 }, (_, i) => {
      const jd = 2451545 + i * 5;
      return apparentEclipticDirection(star, jd).longitude - apparentEclipticDirection(star, jd, { apparent: false }).longitude;
    });
    const swing = ((Math.max(...lons) - Math.min(...lons)) / 2) * 3600;
    expect(swing).toBeGreaterThan(20.2);
    expect(swing).toBeLessThan(20.9);
  });
});

describe('node of a plane and polar longitude', () => {
  it('the celestial equator ascends through the ecliptic of J2000 at 180° (the autumnal equinox), to the frame bias', () => {
    const node = eclipticNodeOfPlane({ x: 0, y: 0, z: 1 }, 2451545);
    expect(Math.abs(node - 180)).toBeLessThan(0.05 * ARCSEC);
  });
  it('a point of the ecliptic is its own polar projection; a point on the solstitial colure projects to 90° or 270°', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.999, noNaN: true }), (lon) =>
      Math.abs(((polarLongitude(lon, 0, 23.44) - lon + 540) % 360) - 180) < 1e-9));
    expect(polarLongitude(90, 40, 23.44)).toBeCloseTo(90, 9);
    expect(polarLongitude(270, -40, 23.44)).toBeCloseTo(270, 9);
  });
});
