/**
 * Issue 22 #13: the Moon phase of a date no longer depends on the route. One documented rule (docs/horoscopes.md "Moon
 * phase of a day"): a date alone is a day — the principal phase on the date of the exact lunation, else the quarter's
 * intermediate name at local noon, illumination at local noon — and a date-time an instant. GET /moon/phase, /almanac
 * and /horoscope/daily answer a date alone the same way, and every record says which convention and which instant.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLunations } from '../../src/events/moon-phases.js';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { moonPhase } from '../../src/records/index.js';
import { arbIsoDate, arbTimeZone } from '../../src/testing/arb-dates.js';
import { instant, isoString } from '../../src/time/instant.js';
import { ttFromUt, utFromTt } from '../../src/time/time-scales.js';

/** Dates drawn: the span less a week at each end (so that each local day and its lunations lie inside it). */
const DATES = arbIsoDate('-2999-01-08', '2999-12-24');

describe('the Moon phase of a date (issue 22 #13)', () => {
  let app: Awaited<ReturnType<typeof createServer>>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const { key } = createApiKey();
    app = await createServer({ apiKeys: [key], executor: 'inline', rateLimit: { limit: 100_000 } });
    await app.ready();
    auth = { authorization: `Bearer ${key}` };
  });
  afterAll(async () => {
    await app.close();
  });

  const get = async (path: string) => {
    const r = await app.inject({ url: `/api/v1${path}`, headers: auth });
    expect(r.statusCode, `${path}: ${r.body.slice(0, 200)}`).toBe(200);
    return r.json() as Record<string, unknown>;
  };

  it('is the same on /moon/phase, /almanac and /horoscope/daily for a date alone, in any zone, each naming the day convention', async () => {
    await fc.assert(
      fc.asyncProperty(DATES, arbTimeZone(), async (date, timezone) => {
        const q = `date=${date}&timezone=${encodeURIComponent(timezone)}`;
        const phase = await get(`/moon/phase?${q}`);
        const almanac = (await get(`/almanac?${q}`)).moonPhase as Record<string, unknown>;
        const daily = (await get(`/horoscope/daily?sign=Aries&${q}`)).moonContext as Record<string, unknown>;
        for (const record of [almanac, daily]) {
          expect(record, `${q}`).toEqual({ phase: phase.phase, illumination: phase.illumination, phaseConvention: 'day', phaseInstant: phase.phaseInstant });
        }
        expect(phase).toMatchObject({ date, phaseConvention: 'day' });
      }),
      { numRuns: 24 },
    );
  }, 300_000);

  it('names the principal phase on the day of the exact lunation, whatever the hour of the lunation (the reported 2024-01-25)', async () => {
    // The Full Moon of January 2024, found by the events layer (independent of the records): 2024-01-25 ≈ 17:54 UT.
    const [full] = findLunations(ttFromUt(instant('2024-01-24').jdUt), ttFromUt(instant('2024-01-27').jdUt), [180]);
    expect(isoString(utFromTt(full!.jdTt), 'date')).toBe('2024-01-25');
    for (const path of ['/moon/phase?date=2024-01-25', '/almanac?date=2024-01-25', '/horoscope/daily?sign=Leo&date=2024-01-25']) {
      const body = await get(path);
      expect(JSON.stringify(body), path).toContain('"phase":"Full Moon"');
    }
    // A date-time is an instant: at 00:00 UT the Moon was not yet full, and the record says so.
    expect(await get('/moon/phase?date=2024-01-25T00:00:00Z')).toMatchObject({ phase: 'Waxing Gibbous', phaseConvention: 'instant', phaseInstant: '2024-01-25T00:00:00Z' });
    expect(moonPhase('2024-01-25')).toMatchObject({ phase: 'Full Moon', phaseConvention: 'day', phaseInstant: '2024-01-25T12:00:00Z' });
  });
});
