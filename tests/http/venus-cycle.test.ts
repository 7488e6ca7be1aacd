import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineServer, type InlineServer } from './inline-server.js';

describe('GET /venus-cycle', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('2025: greatest eastern elongation Jan 10 (47.2°), inferior conjunction Mar 23 (USNO)', async () => {
    const r = await server.get('/venus-cycle?from=2025-01-01&to=2025-12-31');
    expect(r.status).toBe(200);
    const phases = r.body as { phase: string; date: string; elongation: number }[];
    const east = phases.find((p) => p.phase === 'maximumEasternElongation')!;
    expect(east.date.slice(0, 10)).toBe('2025-01-10');
    expect(east.elongation).toBeCloseTo(47.2, 1);
    const inferior = phases.find((p) => p.phase === 'inferiorConjunction')!;
    expect(Math.abs(Date.parse(inferior.date) - Date.UTC(2025, 2, 23))).toBeLessThan(86400e3);
  });

  it('a latitude without a longitude is a 400 naming longitude', async () => {
    const r = await server.get('/venus-cycle?from=2025-01-01&to=2026-01-01&latitude=51.5');
    expect(r.status).toBe(400);
    expect((r.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain('longitude');
  });
});
