/**
 * Issue 15, "Sidereal everywhere" over HTTP for the remaining techniques: the traditional routes, the chart-derived
 * ones, the natal report and the transits wheel take `{ zodiac, ayanamsa }` in their body, answer in the sidereal
 * zodiac (the tropical answer minus the ayanamsa the record reports) and refuse bad values with a 400 naming the
 * field. (route-examples.ts holds one valid and one invalid sidereal body per route; this file checks the numbers.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

/** Agreement between a sidereal and a tropical longitude shifted by the reported ayanamsa (float noise), degrees. */
const SHIFT_TOLERANCE_DEG = 1e-9;

const arc = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};
const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const signOf = (lon: number) => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30)];

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

interface Echo {
  zodiac?: string;
  ayanamsa?: { system: string; value: number };
}
const fields = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

describe('sidereal technique routes', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('POST /traditional/lots: each lot minus the reported ayanamsa, its sign read from it', async () => {
    const tropical = await server.post('/traditional/lots', { birth: NY });
    const sidereal = await server.post('/traditional/lots', { birth: NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(sidereal.status).toBe(200);
    type Lot = Echo & { name: string; longitude: number; sign: string };
    const [t, s] = [tropical.body as Lot[], sidereal.body as Lot[]];
    expect(s).toHaveLength(7);
    s.forEach((lot, i) => {
      expect(lot.zodiac).toBe('sidereal');
      expect(lot.ayanamsa!.system).toBe('FaganBradley');
      expect(arc(lot.longitude, t[i]!.longitude - lot.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
      expect(lot.sign).toBe(signOf(lot.longitude));
    });
  });

  it('POST /prenatal-lunation and POST /midpoints: longitudes minus the reported ayanamsa', async () => {
    type Lunation = Echo & { longitude: number; sign: string; date: string };
    const t = (await server.post('/prenatal-lunation', NY)).body as Lunation;
    const s = (await server.post('/prenatal-lunation', { ...NY, ayanamsa: 'Lahiri' })).body as Lunation;
    expect(s.zodiac).toBe('sidereal');
    expect(s.date).toBe(t.date);
    expect(arc(s.longitude, t.longitude - s.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
    type Midpoints = Echo & { midpoints: { midpointLongitude: number }[] };
    const mt = (await server.post('/midpoints', { birth: NY })).body as Midpoints;
    const ms = (await server.post('/midpoints', { birth: NY, zodiac: 'sidereal' })).body as Midpoints;
    expect(ms.ayanamsa!.system).toBe('Lahiri');
    ms.midpoints.forEach((m, i) => expect(arc(m.midpointLongitude, mt.midpoints[i]!.midpointLongitude - ms.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG));
  });

  it('POST /hemispheric-emphasis accepts the zodiac and answers the tropical weights (zodiac-invariant)', async () => {
    const t = await server.post('/hemispheric-emphasis', NY);
    const s = await server.post('/hemispheric-emphasis', { ...NY, zodiac: 'sidereal', ayanamsa: 'Raman' });
    expect(s.status).toBe(200);
    expect(s.body).toEqual(t.body);
  });

  it('POST /natal-report in the sidereal zodiac says so', async () => {
    const report = await server.post('/natal-report', { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(report.status).toBe(200);
    expect((report.body as Echo).zodiac).toBe('sidereal');
    // POST /transits/wheel answers SVG, outside this JSON helper: its sidereal body is a valid example of
    // route-examples.ts, its drawing is checked in tests/chart-wheel/transits-wheel-sidereal.test.ts.
  });

  it('refuses a bad zodiac, a bad ayanamsa and an ayanamsa with zodiac tropical, naming the field', async () => {
    for (const [url, payload, field] of [
      ['/traditional/temperament', { birth: NY, zodiac: 'sideral' }, 'zodiac'],
      ['/traditional/profection', { birth: NY, at: '2024-07-15', ayanamsa: 'Fagan' }, 'ayanamsa'],
      ['/traditional/zodiacal-releasing', { birth: NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, 'ayanamsa'],
      ['/eclipse-impact', { birth: NY, from: '2024-01-01', to: '2025-01-01', zodiac: 'tropical', ayanamsa: 'Lahiri' }, 'ayanamsa'],
      ['/transits/wheel', { birth: NY, at: '2024-07-15T12:00:00Z', zodiac: 'tropical', ayanamsa: 'Lahiri' }, 'ayanamsa'],
    ] as const) {
      const answer = await server.post(url, payload as Record<string, unknown>);
      expect(answer.status, url).toBe(400);
      expect(fields(answer.body), url).toContain(field);
    }
  });
});
