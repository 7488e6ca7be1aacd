import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { findMoonPhases, prenatalLunation } from '../../src/records/index.js';
import { PrenatalLunation } from '../../src/schemas/index.js';
import { CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

const ARCSEC = 1 / 3600;

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

describe('prenatalLunation', () => {
  it('property: the last new or full Moon at or before the birth, as listed by findMoonPhases', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1801-01-01T00:00:00Z'), max: new Date('2199-12-01T00:00:00Z'), noInvalidDate: true }),
        (birth) => {
          const p = prenatalLunation(birth);
          expect(Value.Check(PrenatalLunation, p)).toBe(true);
          const phases = findMoonPhases({ from: new Date(birth.getTime() - 20 * 86400e3), to: birth }).filter(
            (x) => x.phase === 'New Moon' || x.phase === 'Full Moon',
          );
          const last = phases.at(-1)!;
          expect(Math.abs(Date.parse(p.date) - Date.parse(last.date))).toBeLessThan(1000);
          expect(p.type).toBe(last.phase === 'New Moon' ? 'newMoon' : 'fullMoon');
          expect(Math.abs(wrap(p.longitude - last.longitude))).toBeLessThan(ARCSEC);
          expect(Date.parse(p.date)).toBeLessThanOrEqual(birth.getTime());
        },
      ),
      { numRuns: 10 },
    );
  });

  it('the full Moon of 1999-12-22 (published 17:31 UT) precedes 2000-01-01', () => {
    const p = prenatalLunation('2000-01-01T12:00:00Z');
    expect(p.type).toBe('fullMoon');
    expect(p.sign).toBe('Cancer');
    // USNO: Full Moon 1999 Dec 22 17:31 UT.
    expect(Math.abs(Date.parse(p.date) - Date.parse('1999-12-22T17:31:00Z'))).toBeLessThan(60e3);
  });
});

describe('prenatalLunation of a birth request (POST /prenatal-lunation)', () => {
  const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

  it('reads the birth as local time: 14:30 EDT is 18:30 UT, after the Full Moon of 1990-07-08 (in Capricorn)', () => {
    const p = prenatalLunation(NY);
    expect(p).toEqual(prenatalLunation('1990-07-15T18:30:00Z'));
    expect(p.type).toBe('fullMoon');
    expect(p.date.slice(0, 10)).toBe('1990-07-08');
    expect(p.sign).toBe('Capricorn'); // opposite the Sun in Cancer
  });

  it('without birthTime, local noon (12:00 EDT = 16:00 UT)', () => {
    const { birthTime: _omit, ...untimed } = NY;
    expect(prenatalLunation(untimed)).toEqual(prenatalLunation('1990-07-15T16:00:00Z'));
  });

  it('names the member at fault', () => {
    expect(() => prenatalLunation({ ...NY, birthDate: '1990-02-30' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'birthDate' }) }),
    );
    expect(() => prenatalLunation({ ...NY, latitude: 91 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'latitude' }) }),
    );
    expect(() => prenatalLunation(`${yearDate(CENTURY_BEFORE_SPAN)}T00:00:00Z`)).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
  });
});
