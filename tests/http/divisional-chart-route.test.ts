import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisionalChart, divisionalCharts, kpChart } from '../../src/records/index.js';
import { inlineServer, type InlineServer } from './inline-server.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('POST /divisional-chart and /divisional-charts', () => {
  let server: InlineServer;
  beforeAll(async () => {
    server = await inlineServer();
  });
  afterAll(() => server.close());

  it('/divisional-chart answers the record of divisionalChart() for the body', async () => {
    const body = { birth: BIRTH, division: 3, method: 'jagannatha' };
    const r = await server.post('/divisional-chart', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(divisionalChart(body as never))));
  });

  it('/divisional-charts answers the record of divisionalCharts() for the body', async () => {
    const body = { birth: BIRTH, divisions: [1, 9, 60] };
    const r = await server.post('/divisional-charts', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(divisionalCharts(body))));
  });

  it('a method the division does not have is a 400 naming method, never a 5xx', async () => {
    const r = await server.post('/divisional-chart', { birth: BIRTH, division: 5, method: 'parashara' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('method');
  });

  it('/kp-chart answers the record of kpChart() for the body; an untimed birth is a 400 naming birthTime', async () => {
    const body = { birth: BIRTH, conventions: { ayanamsa: 'Lahiri' } };
    const r = await server.post('/kp-chart', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(kpChart(body as never))));
    const { birthTime: _t, ...untimed } = BIRTH;
    const bad = await server.post('/kp-chart', { birth: untimed });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('birthTime');
  });

  it('/kp-chart takes nodes: agents in the body (the record of kpChart()); an unknown rule is a 400 naming nodes', async () => {
    const body = { birth: BIRTH, nodes: 'agents' };
    const r = await server.post('/kp-chart', body);
    expect(r.status).toBe(200);
    expect(r.body).toEqual(JSON.parse(JSON.stringify(kpChart(body as never))));
    expect((r.body as { nodes: string }).nodes).toBe('agents');
    const bad = await server.post('/kp-chart', { birth: BIRTH, nodes: 'proxy' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('nodes');
  });
});
