/**
 * Issue 15, "Sidereal everywhere" over HTTP: the routes take `zodiac=sidereal&ayanamsa=FaganBradley` (query) or
 * `{ zodiac, ayanamsa }` (body), answer sidereal longitudes (the tropical answer minus the ayanamsa the record
 * reports) and refuse bad values with a 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

/** Agreement between a sidereal and a tropical longitude shifted by the reported ayanamsa (float noise), degrees. */
const SHIFT_TOLERANCE_DEG = 1e-9;

const arc = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const PARIS = 'date=2024-03-20T12:00:00Z&latitude=48.85&longitude=2.35';

interface Echo {
  zodiac?: string;
  ayanamsa?: { system: string; value: number };
}
const fields = (body: unknown) => ((body as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field);

describe('sidereal routes', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('POST /natal-chart with zodiac sidereal and FaganBradley: positions and Ascendant shifted by the ayanamsa', async () => {
    const tropical = await server.post('/natal-chart', NY);
    const sidereal = await server.post('/natal-chart', { ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(sidereal.status).toBe(200);
    type Chart = Echo & { ascendant: number; positions: { body: string; position: { longitude: number } }[] };
    const [t, s] = [tropical.body as Chart, sidereal.body as Chart];
    expect(s.zodiac).toBe('sidereal');
    expect(s.ayanamsa!.system).toBe('FaganBradley');
    // Fagan-Bradley in 1990: 24°37′ (24.736° at J2000 less 10 years of 50.3″).
    expect(s.ayanamsa!.value).toBeGreaterThan(24.58);
    expect(s.ayanamsa!.value).toBeLessThan(24.64);
    expect(arc(s.ascendant, t.ascendant - s.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG);
    s.positions.forEach((p, i) => expect(arc(p.position.longitude, t.positions[i]!.position.longitude - s.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG));
  });

  it('POST /natal-chart refuses a bad zodiac, a bad ayanamsa and an ayanamsa with zodiac tropical, naming the field', async () => {
    for (const [payload, field] of [
      [{ ...NY, zodiac: 'sideral' }, 'zodiac'],
      [{ ...NY, zodiac: 'sidereal', ayanamsa: 'Fagan' }, 'ayanamsa'],
      [{ ...NY, zodiac: 'tropical', ayanamsa: 'Lahiri' }, 'ayanamsa'],
    ] as const) {
      const r = await server.post('/natal-chart', payload);
      expect(r.status).toBe(400);
      expect(fields(r.body)).toContain(field);
    }
  });

  it('GET /houses?zodiac=sidereal&ayanamsa=FaganBradley: cusps shifted by the ayanamsa, ARMC unchanged', async () => {
    const tropical = await server.get(`/houses?${PARIS}`);
    const sidereal = await server.get(`/houses?${PARIS}&zodiac=sidereal&ayanamsa=FaganBradley`);
    expect(sidereal.status).toBe(200);
    type H = Echo & { armc: number; cusps: { cusp: { longitude: number } }[] };
    const [t, s] = [tropical.body as H, sidereal.body as H];
    expect(s.zodiac).toBe('sidereal');
    expect(s.armc).toBe(t.armc);
    s.cusps.forEach((c, i) => expect(arc(c.cusp.longitude, t.cusps[i]!.cusp.longitude - s.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG));
  });

  it('GET /ingresses?zodiac=sidereal&ayanamsa=FaganBradley: sidereal sign ingresses, each with its ayanamsa', async () => {
    const r = await server.get('/ingresses?start=2025-01-01&end=2025-12-31&bodies=Sun&zodiac=sidereal&ayanamsa=FaganBradley');
    expect(r.status).toBe(200);
    const events = r.body as (Echo & { sign: string; date: string })[];
    expect(events).toHaveLength(12);
    // Fagan-Bradley: the Sun enters sidereal Capricorn around 15–16 January (tropical Capricorn on 21 December).
    expect(events[0]).toMatchObject({ sign: 'Capricorn', zodiac: 'sidereal', ayanamsa: { system: 'FaganBradley' } });
    expect(events[0]!.date.slice(0, 10)).toMatch(/^2025-01-1[56]$/);
    const bad = await server.get('/ingresses?start=2025-01-01&end=2025-12-31&zodiac=tropical&ayanamsa=Lahiri');
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('ayanamsa');
  });

  it('POST /returns/solar with zodiac sidereal: the natal Sun is sidereal and the return later than the tropical one', async () => {
    const tropical = await server.post('/returns/solar', { birth: NY, year: 2024 });
    const sidereal = await server.post('/returns/solar', { birth: NY, year: 2024, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(sidereal.status).toBe(200);
    type R = Echo & { natalSunLongitude: number; exactDate: string };
    const [t, s] = [tropical.body as R, sidereal.body as R];
    expect(s.zodiac).toBe('sidereal');
    // 34 years of precession (≈ 0.475°) at ≈ 0.954°/day in July: the sidereal return comes ≈ 12 hours later.
    const hours = (Date.parse(s.exactDate) - Date.parse(t.exactDate)) / 3_600_000;
    expect(hours).toBeGreaterThan(11);
    expect(hours).toBeLessThan(13);
    const bad = await server.post('/returns/solar', { birth: NY, year: 2024, zodiac: 'tropical', ayanamsa: 'Lahiri' });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('ayanamsa');
  });

  it('GET /positions and /ephemeris with zodiac=sidereal&ayanamsa=FaganBradley: longitudes minus the ayanamsa', async () => {
    const tropical = await server.get('/positions?date=2024-03-20T12:00:00Z&bodies=Sun,Moon');
    const sidereal = await server.get('/positions?date=2024-03-20T12:00:00Z&bodies=Sun,Moon&zodiac=sidereal&ayanamsa=FaganBradley');
    expect(sidereal.status).toBe(200);
    type P = Echo & { positions: { position: { longitude: number; sign: string } }[] };
    const [t, s] = [tropical.body as P, sidereal.body as P];
    expect(s.zodiac).toBe('sidereal');
    s.positions.forEach((p, i) => expect(arc(p.position.longitude, t.positions[i]!.position.longitude - s.ayanamsa!.value)).toBeLessThan(SHIFT_TOLERANCE_DEG));
    // The March equinox Sun (0° Aries tropical) is 5° Pisces in the Fagan-Bradley zodiac.
    expect(s.positions[0]!.position.sign).toBe('Pisces');
    const rows = await server.get('/ephemeris?start=2024-03-20&end=2024-03-21&bodies=Sun&zodiac=sidereal&ayanamsa=FaganBradley');
    expect(rows.status).toBe(200);
    for (const row of rows.body as { positions: (Echo & { longitude: number })[] }[]) expect(row.positions[0]!.zodiac).toBe('sidereal');
    const bad = await server.get('/positions?date=2024-03-20T12:00:00Z&zodiac=sidereal&frame=j2000');
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toContain('zodiac');
  });

  it('GET /houses refuses zodiac=sideral, ayanamsa=Fagan and zodiac=tropical&ayanamsa=Lahiri, naming the field', async () => {
    for (const [query, field] of [
      ['zodiac=sideral', 'zodiac'],
      ['zodiac=sidereal&ayanamsa=Fagan', 'ayanamsa'],
      ['zodiac=tropical&ayanamsa=Lahiri', 'ayanamsa'],
    ] as const) {
      const r = await server.get(`/houses?${PARIS}&${query}`);
      expect(r.status).toBe(400);
      expect(fields(r.body)).toContain(field);
    }
  });
});
