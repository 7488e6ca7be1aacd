import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyPosition } from '../../src/records/positions.js';
import { inlineServer, type InlineServer } from './inline-server.js';

/** GET /positions with the frame members of issue 15: center (topocentric, heliocentric), elevationM, frame, geometric. */

interface Answer {
  readonly at: string;
  readonly positions: { body: string; position: { longitude: number } }[];
  readonly center?: string;
  readonly frame?: string;
  readonly geometric?: boolean;
}

const AT = '2024-03-20T12:00:00Z';
/** The answer's longitudes are rounded by the zodiac record (to 1e-6° or so); the library's are full precision. */
const ROUNDING = 1e-5;

describe('GET /positions: frames', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('center=topocentric gives the library’s topocentric Moon and says so', async () => {
    const r = await server.get(`/positions?date=${AT}&bodies=Moon&center=topocentric&latitude=51.5&longitude=-0.1&elevationM=35`);
    expect(r.status).toBe(200);
    const body = r.body as Answer;
    expect(body.center).toBe('topocentric');
    expect(body.frame).toBe('date');
    const lib = bodyPosition('Moon', AT, { observer: { latitude: 51.5, longitude: -0.1, elevationM: 35 } });
    expect(Math.abs(body.positions[0]!.position.longitude - lib.longitude)).toBeLessThan(ROUNDING);
    const geo = bodyPosition('Moon', AT);
    expect(Math.abs(body.positions[0]!.position.longitude - geo.longitude)).toBeGreaterThan(0.05);
  });

  it('center=heliocentric&frame=j2000: the default bodies leave out the Sun and the lunar points', async () => {
    const r = await server.get(`/positions?date=${AT}&center=heliocentric&frame=j2000`);
    expect(r.status).toBe(200);
    const body = r.body as Answer;
    const names = body.positions.map((p) => p.body);
    expect(names).toContain('Mars');
    expect(names).not.toContain('Sun');
    expect(names).not.toContain('NorthNode');
    expect(body).toMatchObject({ center: 'heliocentric', frame: 'j2000', geometric: false });
    const mars = bodyPosition('Mars', AT, { center: 'heliocentric', frame: 'j2000' });
    expect(Math.abs(body.positions.find((p) => p.body === 'Mars')!.position.longitude - mars.longitude)).toBeLessThan(ROUNDING);
  });

  it('the default answer carries no frame members (unchanged)', async () => {
    const r = await server.get(`/positions?date=${AT}&bodies=Sun`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.body as object).sort()).toEqual(['at', 'positions']);
  });

  it('a heliocentric Sun is a 400 naming bodies[i] and center; elevationM without topocentric a 400 naming it', async () => {
    const sun = await server.get(`/positions?date=${AT}&center=heliocentric&bodies=Mars,Sun`);
    expect(sun.status).toBe(400);
    const fields = (sun.body as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toContain('bodies[1]');
    const elevation = await server.get(`/positions?date=${AT}&elevationM=10`);
    expect(elevation.status).toBe(400);
    expect((elevation.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('elevationM');
  });

  it('GET /ephemeris takes the same frame members; each position says its frame', async () => {
    const r = await server.get('/ephemeris?start=2024-03-01&end=2024-03-02&bodies=Moon&center=topocentric&latitude=35.7&longitude=139.7&elevationM=40&frame=j2000');
    expect(r.status).toBe(200);
    const rows = r.body as { at: string; positions: { body: string; longitude: number; center?: string; frame?: string }[] }[];
    expect(rows).toHaveLength(2);
    const moon = rows[0]!.positions[0]!;
    expect(moon).toMatchObject({ body: 'Moon', center: 'topocentric', frame: 'j2000', geometric: false });
    const lib = bodyPosition('Moon', rows[0]!.at, { observer: { latitude: 35.7, longitude: 139.7, elevationM: 40 }, frame: 'j2000' });
    expect(Math.abs(moon.longitude - lib.longitude)).toBeLessThan(1e-9);
  });
});
