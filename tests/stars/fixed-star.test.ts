import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { FIXED_STARS, fixedStarNames } from '../../src/stars/index.js';
import { fixedStar, fixedStarPositions, starConjunctions } from '../../src/records/index.js';
import { SIGNS } from '../../src/schemas/index.js';
import { CENTURY_AFTER_SPAN, CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

const ARCSEC = 1 / 3600;
/** General precession in longitude, ″ per Julian year (IAU 2006, Capitaine et al. 2003: 5028.796″/century). */
const PRECESSION_ARCSEC_PER_YEAR = 50.28796;

describe('the catalogue', () => {
  it('holds the 70 stars of the reference table, with unique names', () => {
    expect(FIXED_STARS.length).toBe(70);
    expect(new Set(fixedStarNames().map((n) => n.toLowerCase())).size).toBe(70);
  });

  it('has physically sensible entries', () => {
    for (const s of FIXED_STARS) {
      expect(s.raDeg).toBeGreaterThanOrEqual(0);
      expect(s.raDeg).toBeLessThan(360);
      expect(Math.abs(s.decDeg)).toBeLessThanOrEqual(90);
      expect(s.parallaxMas).toBeGreaterThan(0);
      expect(s.magnitudeV).toBeLessThan(7);
    }
  });
});

describe('fixedStar', () => {
  it('matches names case-insensitively and reports the record fields', () => {
    const a = fixedStar('regulus', '2024-01-01T00:00:00Z');
    const b = fixedStar('Regulus', '2024-01-01T00:00:00Z');
    expect(a).toEqual(b);
    expect(a.name).toBe('Regulus');
    expect(a.designation).toBe('alLeo');
    // Regulus crossed into Virgo (150°) in late 2011 — a well-known astrological date.
    expect(a.sign).toBe('Virgo');
    expect(a.longitude).toBeGreaterThan(150);
    expect(a.longitude).toBeLessThan(150.25);
  });

  it('throws NOT_FOUND naming the field for an unknown star', () => {
    try {
      fixedStar('Nibiru', '2024-01-01T00:00:00Z');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(UraniaError);
      expect((e as UraniaError).code).toBe('NOT_FOUND');
      expect((e as UraniaError).message).toContain('name');
    }
  });

  it('rejects dates outside the supported range', () => {
    expect(() => fixedStar('Spica', `${yearDate(CENTURY_BEFORE_SPAN)}T00:00:00Z`)).toThrow(UraniaError);
    expect(() => fixedStar('Spica', `${yearDate(CENTURY_AFTER_SPAN)}T00:00:00Z`)).toThrow(UraniaError);
  });

  it('advances by about the general precession per year (within the annual aberration swing)', () => {
    // Same calendar day one century apart: aberration and nutation nearly repeat; proper motion of Spica is
    // small (−42 mas/yr in RA), so the longitude grows by p_A·100 yr ≈ 1.397°.
    const a = fixedStar('Spica', '1950-06-01T00:00:00Z').longitude;
    const b = fixedStar('Spica', '2050-06-01T00:00:00Z').longitude;
    const expected = (PRECESSION_ARCSEC_PER_YEAR * 100) / 3600;
    expect(Math.abs(b - a - expected)).toBeLessThan(40 * ARCSEC);
  });

  it('property: coordinates stay in range and the sign agrees with the longitude', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 69 }),
        fc.date({ min: new Date('1801-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        (i, date) => {
          const p = fixedStar(FIXED_STARS[i]!.name, date);
          expect(p.longitude).toBeGreaterThanOrEqual(0);
          expect(p.longitude).toBeLessThan(360);
          expect(p.rightAscension).toBeGreaterThanOrEqual(0);
          expect(p.rightAscension).toBeLessThan(360);
          expect(Math.abs(p.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(p.declination)).toBeLessThanOrEqual(90);
          expect(p.sign).toBe(SIGNS[Math.floor(p.longitude / 30)]);
          // A star's longitude never moves faster than precession plus aberration's 20.5″ annual swing.
          expect(Math.abs(p.speed)).toBeLessThan(0.001);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('fixedStarPositions', () => {
  it('returns all 70 stars in catalogue order, equal to fixedStar one by one', () => {
    const at = '1987-03-15T06:30:00Z';
    const all = fixedStarPositions(at);
    expect(all.map((s) => s.name)).toEqual(fixedStarNames());
    for (const name of ['Algol', 'Sirius', 'Vindemiatrix']) {
      expect(all.find((s) => s.name === name)).toEqual(fixedStar(name, at));
    }
  });
});

describe('starConjunctions', () => {
  const at = '2024-08-22T12:00:00Z';

  it('finds Regulus conjunct a point at its longitude, with the separation as orb', () => {
    const regulus = fixedStar('Regulus', at);
    const hits = starConjunctions([{ name: 'Sun', longitude: regulus.longitude + 0.25 }], at);
    const hit = hits.find((h) => h.star === 'Regulus');
    expect(hit).toBeDefined();
    expect(hit!.point).toBe('Sun');
    expect(Math.abs(hit!.orb - 0.25)).toBeLessThan(1e-9);
  });

  it('property: every reported pair is within the orb, sorted by orb, and none within orb is missed', () => {
    const stars = fixedStarPositions(at);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        (lons, orb) => {
          const points = lons.map((longitude, i) => ({ name: `P${i}`, longitude }));
          const hits = starConjunctions(points, at, { orb });
          for (let i = 1; i < hits.length; i++) expect(hits[i]!.orb).toBeGreaterThanOrEqual(hits[i - 1]!.orb);
          let expected = 0;
          for (const p of points) {
            for (const s of stars) {
              const d = Math.abs(((((s.longitude - p.longitude) % 360) + 540) % 360) - 180);
              if (d <= orb) expected += 1;
            }
          }
          expect(hits.length).toBe(expected);
          for (const h of hits) expect(h.orb).toBeLessThanOrEqual(orb);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('filters by magnitude', () => {
    const all = starConjunctions([{ name: 'X', longitude: 0 }], at, { orb: 10 });
    const bright = starConjunctions([{ name: 'X', longitude: 0 }], at, { orb: 10, maxMagnitude: 1 });
    expect(bright.every((h) => h.magnitude <= 1)).toBe(true);
    expect(bright.length).toBeLessThanOrEqual(all.length);
  });

  it('validates orb and points, naming the field', () => {
    expect(() => starConjunctions([{ name: 'Sun', longitude: 10 }], at, { orb: 20 })).toThrow(/orb/);
    expect(() => starConjunctions([{ name: 'Sun', longitude: Number.NaN }], at)).toThrow(/points\[0\]\.longitude/);
    expect(() => starConjunctions([{ name: '', longitude: 1 }], at)).toThrow(/points\[0\]\.name/);
  });
});
