/**
 * Issue 22 #12: a plain negative year is a year wherever a year is asked (`year=-500` as `year=-0500`), and a date
 * outside the supported span is refused as OUT_OF_RANGE in a sentence that echoes the date as typed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer } from '../../src/http/create-server.js';
import { natalChart } from '../../src/records/index.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** A date a few centuries before the span, as a person types it (four-digit negative year). */
const BEFORE_SPAN = `${SUPPORTED_SPAN.firstYear - 500}-01-01`;

describe('negative years (issue 22 #12)', () => {
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

  it.each([
    ['/horoscope/yearly', 'sign=Aries&year='],
    ['/horoscope/monthly', 'sign=Aries&month=3&year='],
    ['/seasons', 'year='],
    ['/retrogrades', 'year='],
  ])('GET %s takes year=-500 as year=-0500, and answers the year as a number', async (url, query) => {
    const plain = await app.inject({ url: `/api/v1${url}?${query}-500`, headers: auth });
    const padded = await app.inject({ url: `/api/v1${url}?${query}-0500`, headers: auth });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.body).toBe(padded.body);
    const body = plain.json() as { year?: number } | unknown[];
    if (!Array.isArray(body) && body.year !== undefined) expect(body.year).toBe(-500);
  });

  it('refuses a year outside the span as OUT_OF_RANGE, echoing it, and a non-year in words', async () => {
    const out = (await app.inject({ url: `/api/v1/seasons?year=${SUPPORTED_SPAN.firstYear - 1}`, headers: auth })).json();
    expect(out).toMatchObject({ code: 'OUT_OF_RANGE', errors: [{ field: 'year' }] });
    expect(out.detail).toContain(`"${SUPPORTED_SPAN.firstYear - 1}"`);
    const bad = (await app.inject({ url: '/api/v1/seasons?year=MMXXIV', headers: auth })).json();
    expect(bad).toMatchObject({ code: 'INVALID_PARAMETERS', errors: [{ field: 'year' }] });
    expect(bad.detail).toMatch(/^year must be a whole year from -?\d+ to \d+, for example 2024 or -500/);
  });

  it('refuses a birth date before the span as OUT_OF_RANGE with the date as typed, through HTTP and the library', async () => {
    const birth = { birthDate: BEFORE_SPAN, latitude: 0, longitude: 0 };
    const r = await app.inject({ method: 'POST', url: '/api/v1/natal-chart', headers: auth, payload: birth });
    expect(r.statusCode).toBe(400);
    const body = r.json() as { code: string; detail: string; errors: { field: string; message: string }[] };
    expect(body.code).toBe('OUT_OF_RANGE');
    expect(body.detail).toBe(`birthDate must be within the supported span, ${SUPPORTED_SPAN.firstDate} to ${SUPPORTED_SPAN.lastDate}; got ${BEFORE_SPAN}`);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'birthDate' })]);
    let caught: { code?: string; message?: string; details?: { received?: unknown } } = {};
    try {
      natalChart(birth);
    } catch (e) {
      caught = e as typeof caught;
    }
    expect(caught.code).toBe('OUT_OF_RANGE');
    expect(caught.message).toBe(body.detail);
    expect(caught.details?.received).toBe(BEFORE_SPAN);
  });
});
