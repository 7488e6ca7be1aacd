import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { findHouseIngresses, findStations, houseIngresses, natalChart } from '../../src/records/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { HouseIngressEvent, type Body } from '../../src/schemas/index.js';
import { instant } from '../../src/time/index.js';

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

describe('houseIngresses (a birth and a range: POST /house-ingresses)', () => {
  const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

  it('whole-sign cusps are the sign boundaries: the Sun crosses 0° Aries at the March equinox 2025-03-20 09:01 UT (USNO)', () => {
    const ev = houseIngresses({ ...NY, houseSystem: 'Whole', from: '2025-03-01', to: '2025-04-01', bodies: ['Sun'] });
    expect(ev).toHaveLength(1);
    const e = ev[0]!;
    expect(Value.Check(HouseIngressEvent, e)).toBe(true);
    expect(e.cuspLongitude).toBe(0);
    expect(Math.abs(Date.parse(e.date) - Date.UTC(2025, 2, 20, 9, 1))).toBeLessThan(2 * 60e3);
    // The Ascendant of this birth is in Scorpio, so 0° Aries begins the 6th whole-sign house.
    expect(e.enteringHouse).toBe(6);
    expect(e.isAngle).toBe(false);
  });

  it('is findHouseIngresses over the cusps of the natal chart', () => {
    const cusps = natalChart(NY).houses!.map((h) => h.cusp.longitude);
    const range = { from: '2025-01-01', to: '2025-02-01', bodies: ['Moon', 'Sun'] as Body[] };
    expect(houseIngresses({ ...NY, ...range })).toEqual(findHouseIngresses({ ...range, cusps }));
  });

  it('names the member at fault', () => {
    const untimed = { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 };
    expect(() => houseIngresses({ ...untimed, from: '2025-01-01', to: '2025-02-01' } as never)).toThrow(
      expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'birthTime' }) }),
    );
    expect(() => houseIngresses({ ...NY, from: '2020-01-01', to: '2031-01-01' })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'to' }) }),
    );
    expect(() => findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps: EQUAL, bodies: ['Vertex'] })).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED', details: expect.objectContaining({ field: 'body' }) }),
    );
    expect(() => findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps: [...EQUAL.slice(0, 11), 800] })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'cusps[11]' }) }),
    );
    expect(() => findHouseIngresses({ from: '2024-01-01', to: '2024-02-01', cusps: EQUAL, bodies: ['Nibiru' as Body] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'body' }) }),
    );
  });

  it('takes Date and Instant bounds as well as ISO strings', () => {
    const byString = findHouseIngresses({ from: '2024-01-01T00:00:00Z', to: '2024-01-10T00:00:00Z', cusps: EQUAL, bodies: ['Moon'] });
    const byDate = findHouseIngresses({ from: new Date(Date.UTC(2024, 0, 1)), to: new Date(Date.UTC(2024, 0, 10)), cusps: EQUAL, bodies: ['Moon'] });
    const byInstant = findHouseIngresses({ from: instant('2024-01-01'), to: instant('2024-01-10'), cusps: EQUAL, bodies: ['Moon'] });
    expect(byDate).toEqual(byString);
    expect(byInstant).toEqual(byString);
  });
});
