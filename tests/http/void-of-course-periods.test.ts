/**
 * `GET /moon/void-of-course/periods`: the Moon's void-of-course periods in a range over HTTP — the records
 * `findVoidOfCoursePeriods` gives for the same range (a date alone is local midnight in `timezone`, UTC by default),
 * each period ending at one of the Moon's sign ingresses that `GET /ingresses` lists, starting no later than it ends,
 * in the sign the Moon leaves; sidereal with `zodiac=sidereal`; a 400 naming the field for a bad range.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVoidOfCoursePeriods } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

/** Instants of two searches of the same ingress: the same record, formatted once (to the millisecond). */
const SAME_INSTANT_MS = 1;

interface Period { start: string; end: string; sign: string; lastAspect?: { body: string; aspect: string }; zodiac?: string }
interface Ingress { body: string; sign: string; date: string }

describe('GET /moon/void-of-course/periods', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('answers the library record of the same range', async () => {
    const r = await server.get('/moon/void-of-course/periods?start=2024-01-01&end=2024-01-31');
    expect(r.status).toBe(200);
    expect(r.body).toEqual(findVoidOfCoursePeriods({ from: '2024-01-01T00:00:00Z', to: '2024-01-31T00:00:00Z' }));
    // About one void a sign: the Moon changes sign every ~2.3 days.
    expect((r.body as Period[]).length).toBeGreaterThan(10);
  });

  it('ends every period at a sign ingress of the Moon, into the sign after the one it is void in', async () => {
    const periods = (await server.get('/moon/void-of-course/periods?start=2024-03-01&end=2024-04-01')).body as Period[];
    const ingresses = ((await server.get('/ingresses?start=2024-02-25&end=2024-04-05&bodies=Moon')).body as Ingress[]).filter(
      (i) => i.body === 'Moon',
    );
    const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    for (const p of periods) {
      const end = Date.parse(p.end);
      const ingress = ingresses.find((i) => Math.abs(Date.parse(i.date) - end) <= SAME_INSTANT_MS);
      expect(ingress, p.end).toBeDefined();
      expect(ingress!.sign).toBe(SIGNS[(SIGNS.indexOf(p.sign) + 1) % 12]);
      expect(Date.parse(p.start)).toBeLessThanOrEqual(end);
    }
    // In time order, not overlapping.
    for (let i = 1; i < periods.length; i++) expect(Date.parse(periods[i]!.start)).toBeGreaterThanOrEqual(Date.parse(periods[i - 1]!.end));
  });

  it('gives the sidereal periods with zodiac=sidereal', async () => {
    const r = await server.get('/moon/void-of-course/periods?start=2024-01-01&end=2024-01-15&zodiac=sidereal');
    expect(r.status).toBe(200);
    const periods = r.body as Period[];
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.zodiac === 'sidereal')).toBe(true);
    expect(r.body).toEqual(findVoidOfCoursePeriods({ from: '2024-01-01T00:00:00Z', to: '2024-01-15T00:00:00Z', zodiac: 'sidereal' }));
  });

  it('refuses a range longer than 10 years, naming to (the canonical name of the range\'s end, issue 22 #14)', async () => {
    const r = await server.get('/moon/void-of-course/periods?from=2024-01-01&to=2035-01-02');
    expect(r.status).toBe(400);
    expect(((r.body as { errors: { field: string }[] }).errors).map((e) => e.field)).toContain('to');
  });
});
