/**
 * A few independently published facts read back through the HTTP routes: they show each route hands the
 * right parameters to the right composer (accuracy itself is tested in each layer against the references).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { signedDelta } from '../../src/units/index.js';

/** One arcminute and two minutes of time, in degrees and ms. */
const ARCMIN = 1 / 60;
const TWO_MINUTES_MS = 2 * 60_000;

describe('route facts', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  const { key } = createApiKey();
  const get = async (url: string) => {
    const r = await app.inject({ url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}` } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  beforeAll(async () => {
    app = await createServer({ apiKeys: [key], executor: 'inline' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('/positions: the Sun at 0° at the March equinox 2024-03-20 03:06 UT (USNO)', async () => {
    const body = (await get('/positions?date=2024-03-20T03:06:00Z&bodies=Sun')) as { positions: { body: string; position: { longitude: number } }[] };
    expect(body.positions).toHaveLength(1);
    expect(Math.abs(signedDelta(body.positions[0]!.position.longitude, 0))).toBeLessThan(ARCMIN);
  });

  it('/moon/phases: March 2024 lunations at the USNO times (New Moon 03-10 09:00 UT, Full Moon 03-25 07:00 UT)', async () => {
    const phases = (await get('/moon/phases?start=2024-03-01&end=2024-03-31')) as { phase: string; date: string }[];
    const at = (phase: string) => Date.parse(phases.find((p) => p.phase === phase)!.date);
    expect(Math.abs(at('New Moon') - Date.UTC(2024, 2, 10, 9, 0))).toBeLessThan(TWO_MINUTES_MS);
    expect(Math.abs(at('Full Moon') - Date.UTC(2024, 2, 25, 7, 0))).toBeLessThan(TWO_MINUTES_MS);
  });

  it('/positions with timezone: a date alone is 00:00 local time', async () => {
    const body = (await get('/positions?date=2024-07-01&timezone=America/New_York&bodies=Sun')) as { at: string };
    expect(body.at).toBe('2024-07-01T04:00:00.000Z'); // EDT = UTC−4
  });

  it('/horoscope/weekly: the ISO week (Monday–Sunday) of the date; Full Moon on its day (2024-03-25, USNO)', async () => {
    const w = (await get('/horoscope/weekly?sign=Libra&date=2024-03-27')) as { sign: string; weekStart: string; weekEnd: string; dailySnapshots: { date: string; moonPhase: string }[] };
    expect([w.sign, w.weekStart, w.weekEnd]).toEqual(['Libra', '2024-03-25', '2024-03-31']);
    expect(w.dailySnapshots.map((d) => d.date)).toEqual(['2024-03-25', '2024-03-26', '2024-03-27', '2024-03-28', '2024-03-29', '2024-03-30', '2024-03-31']);
    expect(w.dailySnapshots[0]!.moonPhase).toBe('Full Moon');
  });

  it('/horoscope/yearly: year answered as a number; the four eclipses of 2024 (NASA eclipse catalogues)', async () => {
    const y = (await get('/horoscope/yearly?sign=Aries&year=2024')) as { year: unknown; eclipses: { date: string }[]; quarters: unknown[] };
    expect(y.year).toBe(2024);
    expect(y.quarters).toHaveLength(4);
    // Penumbral lunar 03-25, total solar 04-08, partial lunar 09-18, annular solar 10-02.
    expect(y.eclipses.map((e) => e.date.slice(0, 10))).toEqual(['2024-03-25', '2024-04-08', '2024-09-18', '2024-10-02']);
  });
});
