import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('POST /prenatal-lunation', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('a birth on 2000-01-01 in London follows the Full Moon of 1999-12-22 17:31 UT (USNO), in Cancer', async () => {
    const r = await server.post('/prenatal-lunation', { birthDate: '2000-01-01', birthTime: '12:00', latitude: 51.5, longitude: -0.12 });
    expect(r.status).toBe(200);
    const p = r.body as { type: string; date: string; sign: string };
    expect(p).toMatchObject({ type: 'fullMoon', sign: 'Cancer' });
    expect(Math.abs(Date.parse(p.date) - Date.UTC(1999, 11, 22, 17, 31))).toBeLessThan(60e3);
  });

  it('issue 23 #9: a birth whose lunation falls before the span is a 400 naming birthDate, never the internal jd', async () => {
    const r = await server.post('/prenatal-lunation', { birthDate: '-3000-01-01', birthTime: '12:00', latitude: 30, longitude: 31 });
    expect(r.status).toBe(400);
    const body = r.body as { detail: string; errors: { field: string }[] };
    expect(body.errors.map((e) => e.field)).toEqual(['birthDate']);
    expect(body.detail).toMatch(/^birthDate /);
    expect(JSON.stringify(body)).not.toMatch(/\bjd/);
  });

  it('rejects a member it does not take', async () => {
    const r = await server.post('/prenatal-lunation', { birthDate: '2000-01-01', latitude: 51.5, longitude: -0.12, houseSystem: 'Koch' });
    expect(r.status).toBe(400);
  });
});
