/**
 * Issue 29: primary directions (src/charts/directions/). The arcs against the classical formulas computed here by
 * their own route — the meridian distance to the Midheaven, the oblique ascension to the Ascendant (Tetrabiblos
 * III.10), the semi-arc proportion (Placidus, Primum Mobile) and the oblique ascension under the pole of the
 * significator (Regiomontanus) — and the relations of docs/directions.md as properties.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourAngleAt, mundanePosition, rotationTo, semiArcs, signed180, type PrimaryDirectionMethod } from '../../src/charts/directions/mundane-position.js';
import { directionArc, type DirectionPoint, type PrimaryArcSettings } from '../../src/charts/directions/primary-arcs.js';

const RAD = Math.PI / 180;
/** Arcs compared in degrees: double-precision trigonometry, far below a second of arc. */
const ARC_TOLERANCE = 1e-7;
const norm360 = (x: number) => ((x % 360) + 360) % 360;
/** The difference of two arcs on the circle (so that 359.9999999 and 0 agree). */
const arcDiff = (a: number, b: number) => Math.abs(signed180(a - b));

const point = (name: string, ra: number, dec: number): DirectionPoint => ({ name, longitude: 0, latitude: 0, rightAscension: ra, declination: dec });
const settings = (method: PrimaryDirectionMethod, ramc: number, latitude: number): PrimaryArcSettings => ({
  method, motion: 'mundane', withLatitude: false, ramc, latitude, obliquity: 23.44, aspects: [], senses: ['direct'], maxArc: 360,
});

const ra = fc.double({ min: 0, max: 359.999, noNaN: true });
const dec = fc.double({ min: -25, max: 25, noNaN: true });
const lat = fc.double({ min: -60, max: 60, noNaN: true });
const method = fc.constantFrom<PrimaryDirectionMethod>('placidus', 'regiomontanus');

describe('primary directions: the classical formulas', () => {
  it('to the Midheaven the arc is the meridian distance α(P) − RAMC, in both methods', () => {
    fc.assert(fc.property(method, ra, dec, ra, lat, (m, a, d, ramc, phi) => {
      const arc = directionArc(point('P', a, d), point('Midheaven', 0, 0), 0, 'direct', settings(m, ramc, phi));
      expect(arcDiff(arc!, norm360(a - ramc))).toBeLessThan(ARC_TOLERANCE);
    }));
  });

  it('to the Ascendant the arc is OA(P) − OA(Ascendant) = α − AD − (RAMC + 90°), in both methods', () => {
    fc.assert(fc.property(method, ra, dec, ra, lat, (m, a, d, ramc, phi) => {
      const ad = Math.asin(Math.tan(phi * RAD) * Math.tan(d * RAD)) / RAD;
      const arc = directionArc(point('P', a, d), point('Ascendant', 0, 0), 0, 'direct', settings(m, ramc, phi));
      expect(arcDiff(arc!, norm360(a - ad - (ramc + 90)))).toBeLessThan(ARC_TOLERANCE);
    }));
  });

  it('Placidus: above the horizon, the secondary distance MD(S) · DSA(P) / DSA(S) less the meridian distance of P', () => {
    fc.assert(fc.property(ra, dec, ra, dec, ra, lat, (aP, dP, aS, dS, ramc, phi) => {
      const dsa = (d: number) => 90 + Math.asin(Math.tan(phi * RAD) * Math.tan(d * RAD)) / RAD;
      const mdS = signed180(ramc - aS);
      fc.pre(Math.abs(mdS) < dsa(dS));
      const secondary = (mdS * dsa(dP)) / dsa(dS);
      const arc = directionArc(point('P', aP, dP), point('S', aS, dS), 0, 'direct', settings('placidus', ramc, phi));
      expect(arcDiff(arc!, norm360(secondary - signed180(ramc - aP)))).toBeLessThan(ARC_TOLERANCE);
    }));
  });

  it('Regiomontanus: the difference of oblique ascensions (descensions, in the west) under the pole of the significator', () => {
    fc.assert(fc.property(ra, dec, ra, dec, ra, fc.double({ min: -55, max: 55, noNaN: true }), (aP, dP, aS, dS, ramc, phi) => {
      // The significator's circle of position meets the equator at E; its pole: tan p = tan φ · |sin E|.
      const hS = signed180(ramc - aS);
      const altitudeSign = Math.sin(phi * RAD) * Math.sin(dS * RAD) + Math.cos(phi * RAD) * Math.cos(dS * RAD) * Math.cos(hS * RAD);
      fc.pre(altitudeSign > 1e-3);
      const e = Math.atan2(Math.sin(hS * RAD), Math.cos(hS * RAD) + Math.tan(phi * RAD) * Math.tan(dS * RAD)) / RAD;
      fc.pre(Math.abs(e) > 1e-3);
      const pole = Math.atan(Math.tan(phi * RAD) * Math.abs(Math.sin(e * RAD)));
      const ad = (d: number) => Math.asin(Math.tan(pole) * Math.tan(d * RAD)) / RAD;
      const classical = e < 0 ? (aP - ad(dP)) - (aS - ad(dS)) : (aP + ad(dP)) - (aS + ad(dS));
      const arc = directionArc(point('P', aP, dP), point('S', aS, dS), 0, 'direct', settings('regiomontanus', ramc, phi));
      fc.pre(arc !== undefined);
      expect(arcDiff(arc!, norm360(classical))).toBeLessThan(ARC_TOLERANCE);
    }));
  });
});

describe('primary directions: relations', () => {
  it('a point directed to its own place: arc 0', () => {
    fc.assert(fc.property(method, ra, dec, ra, lat, (m, a, d, ramc, phi) => {
      const p = point('P', a, d);
      expect(directionArc(p, p, 0, 'direct', settings(m, ramc, phi))).toBe(0);
    }));
  });

  it('after rotating the sphere by the arc, the promissor stands at the target mundane position (q(S) + angle)', () => {
    fc.assert(fc.property(method, ra, dec, ra, dec, ra, lat, fc.constantFrom(0, 60, -90, 120, 180), (m, aP, dP, aS, dS, ramc, phi, angle) => {
      const target = mundanePosition(m, ramc - aS, dS, phi)! + angle;
      const arc = rotationTo(m, point('P', aP, dP), target, ramc, phi);
      fc.pre(arc !== undefined);
      const after = mundanePosition(m, ramc + arc! - aP, dP, phi)!;
      expect(Math.abs(signed180(after - target))).toBeLessThan(1e-6);
    }));
  });

  it('the converse arc of P to S by an angle is the direct arc of S to P by minus that angle (mundane and zodiacal)', () => {
    fc.assert(fc.property(method, fc.constantFrom<'mundane' | 'zodiacal'>('mundane', 'zodiacal'), ra, dec, ra, dec, ra, lat, fc.constantFrom(0, 60, -90, 120, 180),
      (m, motion, aP, dP, aS, dS, ramc, phi, angle) => {
        const s = { ...settings(m, ramc, phi), motion };
        const P = { ...point('P', aP, dP), longitude: aP, latitude: dP / 5 };
        const S = { ...point('S', aS, dS), longitude: aS, latitude: dS / 5 };
        const converse = directionArc(P, S, angle, 'converse', s);
        const direct = directionArc(S, P, -angle, 'direct', s);
        expect(converse === undefined).toBe(direct === undefined);
        if (converse !== undefined) expect(arcDiff(converse, direct!)).toBeLessThan(ARC_TOLERANCE);
      }));
  });

  it('the Placidus and Regiomontanus positions agree on the angles and on the equator', () => {
    fc.assert(fc.property(fc.double({ min: -180, max: 180, noNaN: true }), lat, (h, phi) => {
      expect(Math.abs(signed180(mundanePosition('placidus', h, 0, phi)! - h))).toBeLessThan(1e-9);
      expect(Math.abs(signed180(mundanePosition('regiomontanus', h, 0, phi)! - h))).toBeLessThan(1e-9);
    }));
    fc.assert(fc.property(dec, lat, (d, phi) => {
      const rising = -semiArcs(d, phi)!.diurnal;
      expect(mundanePosition('placidus', rising, d, phi)).toBeCloseTo(-90, 9);
      expect(mundanePosition('regiomontanus', rising, d, phi)).toBeCloseTo(-90, 9);
      expect(hourAngleAt('regiomontanus', -90, d, phi)).toBeCloseTo(rising, 9);
    }));
  });
});
