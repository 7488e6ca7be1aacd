import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { findHouseIngresses, findMoonPhases, prenatalLunation, findStations } from '../../src/events/index.js';
import { bodyPosition } from '../../src/ephemeris/index.js';
import { HouseIngressEvent, PrenatalLunation } from '../../src/schemas/index.js';

const ARCSEC = 1 / 3600;
const EQUAL = [15, 45, 75, 105, 135, 165, 195, 225, 255, 285, 315, 345];

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

describe('findHouseIngresses', () => {
  it('the Moon crosses each of 12 cusps about once per sidereal month, entering the house of the cusp', () => {
    const ev = findHouseIngresses({ from: '2024-01-01T00:00:00Z', to: '2024-01-28T00:00:00Z', cusps: EQUAL, bodies: ['Moon'] });
    expect(ev.length).toBeGreaterThanOrEqual(11);
    expect(ev.length).toBeLessThanOrEqual(13);
    for (const e of ev) {
      expect(Value.Check(HouseIngressEvent, e)).toBe(true);
      expect(EQUAL[e.enteringHouse - 1]).toBe(e.cuspLongitude);
      // The full-theory position at the reported instant sits on the cusp (the Moon moves 0.5″/s: 1″ ≈ 2 s).
      const p = bodyPosition('Moon', e.date);
      expect(Math.abs(wrap(p.longitude - e.cuspLongitude))).toBeLessThan(2 * ARCSEC);
      expect(e.isAngle).toBe([1, 4, 7, 10].includes(e.enteringHouse));
      if (e.isAngle) expect(e.angleName).toBe({ 1: 'ASC', 4: 'IC', 7: 'DESC', 10: 'MC' }[e.enteringHouse as 1 | 4 | 7 | 10]);
    }
  });

  it('a retrograde crossing re-enters the previous house', () => {
    // Mercury's retrograde of 2024 April (stations from the events layer): a cusp between the two stations.
    const st = findStations({ from: '2024-03-25T00:00:00Z', to: '2024-05-01T00:00:00Z', bodies: ['Mercury'] });
    const retro = st.find((s) => s.type === 'retrograde')!;
    const direct = st.find((s) => s.type === 'direct')!;
    const cusp = (retro.longitude + direct.longitude) / 2;
    const cusps = Array.from({ length: 12 }, (_, i) => (cusp + 30 * i) % 360);
    const ev = findHouseIngresses({ from: retro.date, to: direct.date, cusps, bodies: ['Mercury'] });
    expect(ev.length).toBe(1);
    expect(ev[0]!.enteringHouse).toBe(12); // backwards over cusp 1
    // The cusp crossed is cusp 1: the Ascendant, flagged although the house entered is the 12th.
    expect(ev[0]!.isAngle).toBe(true);
    expect(ev[0]!.angleName).toBe('ASC');
  });

  it('property: the houses entered follow one another (each ingress leaves the house the previous one entered)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359, noNaN: true }),
        fc.integer({ min: 1900, max: 2100 }),
        (start, year) => {
          const cusps = Array.from({ length: 12 }, (_, i) => (start + 30 * i + (i % 2) * 7) % 360);
          const ev = findHouseIngresses({ from: `${year}-01-01T00:00:00Z`, to: `${year}-03-01T00:00:00Z`, cusps, bodies: ['Sun'] });
          expect(ev.length).toBeGreaterThanOrEqual(1);
          for (let i = 1; i < ev.length; i++) expect(ev[i]!.enteringHouse).toBe((ev[i - 1]!.enteringHouse % 12) + 1);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('validates cusps and range', () => {
    expect(() => findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps: [1, 2, 3] })).toThrow(/cusps/);
    expect(() => findHouseIngresses({ from: '2024-02-01', to: '2024-01-01', cusps: EQUAL })).toThrow(/to/);
  });
});

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
