/**
 * Heliacal events against astronomy-engine (MIT; independent: SearchRelativeLongitude for the conjunctions of the
 * superior planets with the Sun).
 */
import * as AE from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { findHeliacalEvents } from '../../src/records/index.js';
import { HeliacalEvent } from '../../src/schemas/index.js';
import { Value } from 'typebox/value';

describe('findHeliacalEvents', () => {
  const events = findHeliacalEvents({ from: '2020-01-01T00:00:00Z', to: '2024-01-01T00:00:00Z', latitude: 36, longitude: 25 });

  it('every record validates against the spec schema', () => {
    expect(events.length).toBeGreaterThan(20);
    for (const e of events) expect(Value.Check(HeliacalEvent, e)).toBe(true);
  });

  it('each planet is last seen in the evening before, and first seen in the morning after, its conjunction with the Sun', () => {
    for (const body of ['Mars', 'Jupiter', 'Saturn'] as const) {
      const own = events.filter((e) => e.body === body);
      let t = new Date('2020-02-01T00:00:00Z');
      for (;;) {
        // Conjunction of a superior planet with the Sun: heliocentric longitude 180° from the Earth's.
        const conj = AE.SearchRelativeLongitude(AE.Body[body], 180, t);
        if (conj.date.getTime() > Date.parse('2023-11-01T00:00:00Z')) break;
        const ms = conj.date.getTime();
        const setting = own.filter((e) => e.type === 'heliacalSetting' && Date.parse(e.date) < ms).at(-1);
        const rising = own.find((e) => e.type === 'heliacalRising' && Date.parse(e.date) > ms);
        expect(setting, `${body} ${conj.date.toISOString()}`).toBeDefined();
        expect(rising, `${body} ${conj.date.toISOString()}`).toBeDefined();
        // Invisibility lasts weeks around the conjunction (Mars, slow against the Sun, up to ~4 months).
        expect((Date.parse(rising!.date) - Date.parse(setting!.date)) / 86400e3).toBeLessThan(150);
        t = new Date(ms + 30 * 86400e3);
      }
    }
  });

  it('validates place and bodies', () => {
    expect(() => findHeliacalEvents({ from: '2020-01-01', to: '2021-01-01', latitude: 100, longitude: 0 })).toThrow(/latitude/);
    expect(() =>
      findHeliacalEvents({ from: '2020-01-01', to: '2021-01-01', latitude: 0, longitude: 0, bodies: ['Uranus' as 'Mars'] }),
    ).toThrow(/bodies/);
  });
});

describe('findHeliacalEvents: records', () => {
  it('the sign is the 30° slice of the longitude; the events alternate per planet and time order holds', () => {
    const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    const events = findHeliacalEvents({ from: '2022-01-01', to: '2024-01-01', latitude: 40, longitude: -74, bodies: ['Jupiter', 'Saturn'] });
    for (const e of events) expect(e.sign).toBe(SIGNS[Math.floor(e.longitude / 30)]);
    for (let i = 1; i < events.length; i++) expect(Date.parse(events[i]!.date)).toBeGreaterThanOrEqual(Date.parse(events[i - 1]!.date));
    for (const body of ['Jupiter', 'Saturn'] as const) {
      // Morning first (heliacal rising) and evening last (heliacal setting) alternate: one rising per setting.
      const types = events.filter((e) => e.body === body && (e.type === 'heliacalRising' || e.type === 'heliacalSetting')).map((e) => e.type);
      for (let i = 1; i < types.length; i++) expect(types[i]).not.toBe(types[i - 1]);
    }
  });

  it('takes Date bounds like ISO strings', () => {
    const a = findHeliacalEvents({ from: '2023-01-01T00:00:00Z', to: '2023-07-01T00:00:00Z', latitude: 36, longitude: 25, bodies: ['Venus'] });
    const b = findHeliacalEvents({ from: new Date(Date.UTC(2023, 0, 1)), to: new Date(Date.UTC(2023, 6, 1)), latitude: 36, longitude: 25, bodies: ['Venus'] });
    expect(b).toEqual(a);
  });
});

describe('findHeliacalEvents: errors', () => {
  it('names bodies, latitude and to as before', () => {
    const base = { from: '2020-01-01', to: '2021-01-01', latitude: 0, longitude: 0 };
    expect(() => findHeliacalEvents({ ...base, bodies: ['Uranus' as 'Mars'] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'bodies' }) }),
    );
    expect(() => findHeliacalEvents({ ...base, latitude: 100 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'latitude' }) }),
    );
    expect(() => findHeliacalEvents({ ...base, to: '2031-01-02' })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'to' }) }),
    );
  });
});
