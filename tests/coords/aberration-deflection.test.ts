import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativisticAberration } from '../../src/coords/aberration.js';
import { solarLightDeflection } from '../../src/coords/light-deflection.js';
import { eclipticToEquatorial, equatorialToEcliptic } from '../../src/coords/ecliptic-equatorial.js';

const ARCSEC_RAD = Math.PI / 648000;
const ARCSEC = 1 / 3600;
/** The Earth's mean orbital speed / c: the constant of aberration, 20.4955″ (IAU). */
const V_EARTH = 9.9365e-5;

function angle(a: { x: number; y: number; z: number }, b: { x: number; y: number; z: number }): number {
  return Math.atan2(Math.hypot(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x), a.x * b.x + a.y * b.y + a.z * b.z);
}

describe('relativistic aberration', () => {
  it('displaces a star 90° from the apex by ≈ 20.4955″', () => {
    const p = relativisticAberration({ x: 1, y: 0, z: 0 }, { x: 0, y: V_EARTH, z: 0 });
    expect(Math.abs(angle(p, { x: 1, y: 0, z: 0 }) / ARCSEC_RAD - 20.4955)).toBeLessThan(0.0005);
    expect(Math.hypot(p.x, p.y, p.z)).toBeCloseTo(1, 14);
  });

  it('property: moves directions toward the apex, by V·sinθ to first order (1 mas)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: Math.PI - 0.01, noNaN: true }), (theta) => {
        const p = relativisticAberration({ x: Math.cos(theta), y: Math.sin(theta), z: 0 }, { x: V_EARTH, y: 0, z: 0 });
        const shift = theta - Math.atan2(p.y, p.x);
        expect(shift).toBeGreaterThan(0);
        expect(Math.abs(shift - V_EARTH * Math.sin(theta)) / ARCSEC_RAD).toBeLessThan(0.001);
      }),
    );
  });
});

describe('solar light deflection', () => {
  it('is 0.00407″ for a distant star 90° from the Sun', () => {
    const p = { x: 0, y: 1, z: 0 };
    const d = solarLightDeflection(p, { x: 1, y: 1e9, z: 0 }, { x: 1, y: 0, z: 0 });
    // Deflection 2μ/(c²E)·cot(ψ/2)·… = 1.974e-8 rad · (1 + cos 90°)/sin 90° = 0.00407″.
    expect(Math.abs(angle(d, p) / ARCSEC_RAD - 0.00407)).toBeLessThan(0.00002);
  });

  it('pushes the image away from the Sun and vanishes when the body is the observer side', () => {
    const p = { x: -Math.cos(0.1), y: Math.sin(0.1), z: 0 }; // 0.1 rad from the Sun, seen from (1,0,0)
    const d = solarLightDeflection(p, { x: -30, y: 3, z: 0 }, { x: 1, y: 0, z: 0 });
    expect(Math.atan2(d.y, -d.x)).toBeGreaterThan(0.1);
  });
});

describe('ecliptic <-> equatorial', () => {
  it('property: round trip within 1e-9°', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: -89, max: 89, noNaN: true }),
        (lon, lat) => {
          const eq = eclipticToEquatorial(lon, lat, 23.44);
          const back = equatorialToEcliptic(eq.rightAscension, eq.declination, 23.44);
          expect(Math.abs(((back.longitude - lon + 540) % 360) - 180)).toBeLessThan(1e-9);
          expect(Math.abs(back.latitude - lat)).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('Meeus example 13.a: Pollux, ecliptic 113.215630°, 6.684170° (ε = 23.4392911°)', () => {
    const eq = eclipticToEquatorial(113.21563, 6.68417, 23.4392911);
    expect(Math.abs(eq.rightAscension - 116.328942)).toBeLessThan(ARCSEC);
    expect(Math.abs(eq.declination - 28.026183)).toBeLessThan(ARCSEC);
  });
});
