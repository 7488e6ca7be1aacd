import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { MCP_TOOLS } from '../../../src/http/mcp/mcp-tools.js';

/** The New York birth of the natal-report examples: 1990-07-04 14:30 EDT (18:30 UT). */
const BIRTH = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

const { key } = createApiKey();
let app: FastifyInstance;
let base: string;

async function connect(path: string, bearer: string | null = key): Promise<Client> {
  const client = new Client({ name: 'urania-test', version: '1.0.0' });
  const headers: Record<string, string> = bearer === null ? {} : { authorization: `Bearer ${bearer}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${path}`), { requestInit: { headers } }));
  return client;
}

beforeAll(async () => {
  app = await createServer({ apiKeys: [key], executor: 'inline', webDir: false, logger: false, rateLimit: { limit: 40, windowMs: 60_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(async () => app.close());

describe('the MCP endpoint over streamable HTTP, with the SDK\'s own client', () => {
  it('lists the record tools, each with an object input schema taken from its route and a description for a model', async () => {
    const client = await connect('/mcp');
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    // Every row of the tool table names a route of the server (none silently dropped).
    expect(names).toEqual(MCP_TOOLS.map((t) => t.name));
    for (const name of ['natalChart', 'natalReport', 'transitTimeline', 'synastry', 'dailyHoroscope', 'moonPhase', 'voidOfCourse', 'findEclipses', 'panchang', 'findPlaces']) {
      expect(names).toContain(name);
    }
    const natal = tools.find((t) => t.name === 'natalChart')!;
    expect(natal.inputSchema.type).toBe('object');
    expect(Object.keys(natal.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['birthDate', 'birthTime', 'latitude', 'longitude', 'place']));
    const daily = tools.find((t) => t.name === 'dailyHoroscope')!;
    expect(daily.inputSchema.required).toContain('sign');
    for (const t of tools) expect(t.description!.length).toBeGreaterThan(80);
    await client.close();
  });

  it('answers a natal chart as structured content equal to the route\'s own answer, with a summary naming the Sun in Cancer', async () => {
    const client = await connect('/api/v1/mcp');
    const result = await client.callTool({ name: 'natalChart', arguments: BIRTH });
    expect(result.isError).toBeFalsy();
    const direct = await fetch(`${base}/api/v1/natal-chart`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(BIRTH) });
    expect(result.structuredContent).toEqual(await direct.json());
    // The Sun is in Cancer from about June 21 to July 22 every year (its tropical longitude 90°–120°).
    const text = (result.content as { type: string; text: string }[])[0]!.text;
    expect(text).toMatch(/^natalChart: Sun 1\d° Cancer, Moon/);
    await client.close();
  });

  it('answers the Moon of the 2025-03-14 total lunar eclipse as Full, and a horoscope for the sign asked', async () => {
    const client = await connect('/mcp');
    // NASA's eclipse catalogue: greatest eclipse 2025-03-14 06:58:43 TD, the Moon opposite the Sun.
    const moon = await client.callTool({ name: 'moonPhase', arguments: { date: '2025-03-14T06:58:00Z' } });
    expect(moon.isError).toBeFalsy();
    expect(JSON.stringify(moon.structuredContent)).toMatch(/Full Moon/);
    const leo = await client.callTool({ name: 'dailyHoroscope', arguments: { sign: 'Leo', date: '2025-03-20' } });
    expect(leo.isError).toBeFalsy();
    expect((leo.structuredContent as { sign: string }).sign).toBe('Leo');
    const eclipses = await client.callTool({ name: 'findEclipses', arguments: { from: '2025-03-01', to: '2025-03-31' } });
    const items = (eclipses.structuredContent as { items: unknown[] }).items;
    expect(items.length).toBe(2); // the lunar eclipse of 03-14 and the partial solar eclipse of 03-29
    await client.close();
  });

  it('answers a bad input as a tool error that names the field and says what to type', async () => {
    const client = await connect('/mcp');
    const bad = await client.callTool({ name: 'dailyHoroscope', arguments: { sign: 'Leon' } });
    expect(bad.isError).toBe(true);
    const text = (bad.content as { text: string }[])[0]!.text;
    expect(text).toContain('Field: sign.');
    expect(text).toContain('Leo');
    const unknown = await client.callTool({ name: 'tarotSpread', arguments: {} });
    expect(unknown.isError).toBe(true);
    expect((unknown.content as { text: string }[])[0]!.text).toContain('no tool named "tarotSpread"');
    await client.close();
  });

  it('offers the docs pages as resources and the two prompts', async () => {
    const client = await connect('/mcp');
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['urania://docs/mcp', 'urania://docs/natal-chart']));
    const page = await client.readResource({ uri: 'urania://docs/mcp' });
    expect((page.contents[0] as { text: string }).text).toMatch(/^# /);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(['my-week-ahead', 'read-my-chart']);
    const prompt = await client.getPrompt({ name: 'read-my-chart', arguments: { birthDate: '1990-07-04', place: 'New York' } });
    expect((prompt.messages[0]!.content as { text: string }).text).toContain('born 1990-07-04 (birth time unknown) in New York');
    await client.close();
  });

  it('is behind the API keys: no key is a 401, a wrong key too', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    expect((await fetch(`${base}/mcp`, { method: 'POST', headers, body: JSON.stringify(init) })).status).toBe(401);
    const wrong = createApiKey().key;
    expect((await fetch(`${base}/api/v1/mcp`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${wrong}` }, body: JSON.stringify(init) })).status).toBe(401);
    await expect(connect('/mcp', null)).rejects.toThrow(/401|Unauthorized|credential/i);
  });
});

describe('tool calls spend the caller\'s rate limit like any request', () => {
  it('a key limited to 6 requests a minute gets a tool error saying so once it is spent', async () => {
    const { key: limited } = createApiKey();
    const small = await createServer({ apiKeys: [limited], executor: 'inline', webDir: false, logger: false, rateLimit: { limit: 6, windowMs: 60_000 } });
    await small.listen({ port: 0, host: '127.0.0.1' });
    const address = small.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mcp`;
    try {
      const client = new Client({ name: 'limited', version: '1' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { authorization: `Bearer ${limited}` } } }));
      const outcomes: string[] = [];
      for (let i = 0; i < 4; i++) {
        try {
          const r = await client.callTool({ name: 'retrogradeCalendar', arguments: { year: 2020 + i } });
          outcomes.push(r.isError === true ? `tool error: ${(r.content as { text: string }[])[0]!.text}` : 'ok');
        } catch (e) {
          outcomes.push(`refused: ${(e as Error).message}`); // the /mcp request itself refused (429)
        }
      }
      // initialize + initialized notification + each call (the /mcp request and the route request it makes) count.
      expect(outcomes[0]).toBe('ok');
      expect(outcomes.at(-1)).toMatch(/429|too many|rate limit|limit/i);
      await client.close().catch(() => undefined);
    } finally {
      await small.close();
    }
  });
});
