/** Annual profections: age counting, the 12-year cycle (fast-check), lords of the year, schema, bad input. */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart, profection } from '../../../src/records/index.js';
import { completedYears } from '../../../src/charts/traditional/index.js';
import { Profection } from '../../../src/schemas/index.js';
import { julianDay } from '../../../src/time/index.js';
import { expectFieldError } from '../technique-helpers.js';

describe('profection', () => {
  const birth = { birth: '1990-07-15T18:30:00Z', ascendant: 215 }; // Scorpio rising

  it('age 0: the 1st house, the rising sign, its ruler', () => {
    expect(profection(birth, '1990-12-01T00:00:00Z')).toEqual({ age: 0, activatedHouse: 1, activatedSign: 'Scorpio', lordOfTheYear: 'Mars' });
  });

  it('age 33 (2024-01-01): 10th house, Leo, lord of the year the Sun', () => {
    expect(profection(birth, '2024-01-01T00:00:00Z')).toEqual({ age: 33, activatedHouse: 10, activatedSign: 'Leo', lordOfTheYear: 'Sun' });
  });

  it('the year turns at the birthday moment (UT)', () => {
    expect(profection(birth, '2024-07-15T18:29:59Z').age).toBe(33);
    expect(profection(birth, '2024-07-15T18:30:00Z')).toMatchObject({ age: 34, activatedHouse: 11, activatedSign: 'Virgo', lordOfTheYear: 'Mercury' });
  });

  it('traditional rulers: Aquarius is Saturn’s, Pisces Jupiter’s', () => {
    // Scorpio + 3 = Aquarius at 3, + 4 = Pisces at 4.
    expect(profection(birth, '1993-08-01T00:00:00Z').lordOfTheYear).toBe('Saturn');
    expect(profection(birth, '1994-08-01T00:00:00Z').lordOfTheYear).toBe('Jupiter');
  });

  it('29 February births: the anniversary is 1 March in common years', () => {
    const leap = julianDay(2000, 2, 29, 12);
    expect(completedYears(leap, julianDay(2001, 2, 28, 23))).toBe(0);
    expect(completedYears(leap, julianDay(2001, 3, 1, 12))).toBe(1);
    expect(completedYears(leap, julianDay(2004, 2, 29, 12))).toBe(4);
  });

  it('a natal chart can be passed directly', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    const p = profection(chart, '2024-01-01T00:00:00Z');
    expect(p.activatedSign).toBe('Leo'); // the chart's rising sign is Scorpio
    expect(Value.Check(Profection, p)).toBe(true);
  });

  it('house and sign cycle every 12 years; the house is age mod 12 + 1 (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 170 }), fc.double({ min: 0, max: 359.9, noNaN: true }), (age, asc) => {
      const b = { birth: '1820-03-10T06:00:00Z', ascendant: asc };
      const at = (years: number) => `${1820 + years}-06-01T00:00:00Z`;
      const p = profection(b, at(age));
      const q = profection(b, at(age + 12));
      return p.age === age && q.age === age + 12 && p.activatedSign === q.activatedSign && p.activatedHouse === (age % 12) + 1 && Value.Check(Profection, p);
    }));
  });

  it('bad input names the field', () => {
    expectFieldError(() => profection(birth, '1980-01-01'), 'at', 'OUT_OF_RANGE');
    expectFieldError(() => profection({ birth: '1990-07-15', ascendant: Number.NaN }, '2000-01-01'), 'birth.ascendant');
    expectFieldError(() => profection({ ascendant: 1 } as never, '2000-01-01'), 'birth.birth', 'MISSING_ARGUMENT');
    expectFieldError(() => profection({ birth: 'yesterday', ascendant: 1 }, '2000-01-01'), 'birth');
    const noTime = natalChart({ birthDate: '1990-07-15', latitude: 40.7, longitude: -74 });
    expectFieldError(() => profection(noTime, '2000-01-01'), 'birth.ascendant', 'MISSING_ARGUMENT');
  });
});
