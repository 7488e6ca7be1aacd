/**
 * The MCP tools in the person's language (issue 31, the locale audit's row 21): every tool takes `lang` (the ten
 * label locales), sent to its route as `?lang=`; the answer is the route's answer in that language and the text
 * summary is written in it where it has words (mcp-summary-words.ts).
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { mcpSummary } from '../../../src/http/mcp/mcp-summary.js';
import { LABEL_LOCALES } from '../../../src/schemas/label-locale.js';

/** The New York birth of the natal-report examples: 1990-07-04 14:30 EDT (18:30 UT). */
const BIRTH = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };

const { key } = createApiKey();
let app: FastifyInstance;
let base: string;
let client: Client;

const textOf = (result: unknown) => ((result as { content: { type: string; text: string }[] }).content)[0]!.text;

beforeAll(async () => {
  app = await createServer({ apiKeys: [key], executor: 'inline', webDir: false, logger: false, rateLimit: { limit: 100, windowMs: 60_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  client = new Client({ name: 'urania-lang-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
}, 60_000);
afterAll(async () => {
  await client.close();
  await app.close();
});

describe('MCP tools take lang', () => {
  it('every tool lists lang, one of the ten label locales, described for a model', async () => {
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(20);
    for (const t of tools) {
      const lang = (t.inputSchema.properties as Record<string, { enum?: string[]; description?: string }>).lang;
      expect(lang?.enum, t.name).toEqual([...LABEL_LOCALES]);
      expect(lang?.description).toMatch(/readings stay English/);
    }
  });

  it('dailyHoroscope with lang de: the German horoscope, the route\'s own answer to ?lang=de, its narrative in the summary', async () => {
    const result = await client.callTool({ name: 'dailyHoroscope', arguments: { sign: 'Leo', date: '2025-03-20', lang: 'de' } });
    expect(result.isError).toBeFalsy();
    const direct = await fetch(`${base}/api/v1/horoscope/daily?sign=Leo&date=2025-03-20&lang=de`, { headers: { authorization: `Bearer ${key}` } });
    expect(direct.headers.get('content-language')).toBe('de');
    const german = (await direct.json()) as { narrative: string };
    expect(result.structuredContent).toEqual(german);
    const english = (await client.callTool({ name: 'dailyHoroscope', arguments: { sign: 'Leo', date: '2025-03-20' } })).structuredContent as { narrative: string };
    expect(german.narrative).not.toBe(english.narrative);
    // German, not English: its own articles and conjunctions, none of English's.
    expect(german.narrative).toMatch(/\b(der|die|das|und)\b/);
    expect(german.narrative).not.toMatch(/\b(the|and|with)\b/);
    expect(textOf(result)).toContain(german.narrative.slice(0, 80));
  });

  it('natalChart with lang de and zh-Hans: the placements of the summary in the language', async () => {
    const de = await client.callTool({ name: 'natalChart', arguments: { ...BIRTH, lang: 'de' } });
    expect(de.isError).toBeFalsy();
    // The Sun is in Cancer from about June 21 to July 22 every year (its tropical longitude 90°–120°).
    expect(textOf(de)).toMatch(/^natalChart: Sonne 1\d° Krebs, Mond \d+° \S+/);
    expect(textOf(de)).toMatch(/; Aszendent \S+; Medium Coeli \S+$/);
    const zh = await client.callTool({ name: 'natalChart', arguments: { ...BIRTH, lang: 'zh-Hans' } });
    expect(textOf(zh)).toMatch(/^natalChart: 太阳巨蟹座1\d°, 月亮/);
    expect(textOf(zh)).toContain('; 上升点在');
    const en = await client.callTool({ name: 'natalChart', arguments: BIRTH });
    expect(textOf(en)).toMatch(/^natalChart: Sun 1\d° Cancer, Moon/);
  });

  it('a language of labels only: the English reading, said so in Russian; a lang Urania has not is a tool error naming lang', async () => {
    const ru = await client.callTool({ name: 'dailyHoroscope', arguments: { sign: 'Leo', date: '2025-03-20', lang: 'ru' } });
    expect((ru.structuredContent as { warnings?: string[] }).warnings?.[0]).toMatch(/^Толкования даны на английском языке/);
    const bad = await client.callTool({ name: 'moonPhase', arguments: { date: '2025-03-14', lang: 'xx' } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain('Field: lang.');
  });
});

describe('mcpSummary in the label locales (typed by hand)', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));

  it('counts a list with each language\'s plural', () => {
    expect(mcpSummary('findEclipses', list(2), 'de')).toBe('findEclipses: 2 Einträge; die ersten: {"i":0} | {"i":1}');
    expect(mcpSummary('findEclipses', list(1), 'fr')).toBe('findEclipses: 1 élément ; les premiers : {"i":0}');
    expect(mcpSummary('findEclipses', [], 'ru')).toBe('findEclipses: 0 записей');
    expect(mcpSummary('findEclipses', list(2), 'ru')).toMatch(/^findEclipses: 2 записи; первые: /);
    expect(mcpSummary('findEclipses', list(1), 'en')).toBe('findEclipses: 1 item; first: {"i":0}');
    expect(mcpSummary('findEclipses', [], 'en')).toBe('findEclipses: 0 items');
  });

  it('names a retrograde placement, the angles and a report\'s sections', () => {
    const chart = { positions: [{ body: 'Mercury', position: { sign: 'Gemini', degree: 27, isRetrograde: true } }], ascendantSign: 'Libra', midheavenSign: 'Cancer' };
    expect(mcpSummary('natalChart', chart, 'de')).toBe('natalChart: Merkur 27° Zwillinge (rückläufig); Aszendent Waage; Medium Coeli Krebs');
    expect(mcpSummary('natalChart', chart, 'fr')).toBe('natalChart: Mercure à 27° Gémeaux (rétrograde); Ascendant Balance; Milieu du Ciel Cancer');
    expect(mcpSummary('natalChart', chart, 'ru')).toBe('natalChart: Меркурий 27° Близнецы (ретроградный); Асцендент — Весы; Середина неба — Рак');
    expect(mcpSummary('natalChart', chart)).toBe('natalChart: Mercury 27° Gemini (retrograde); Ascendant in Libra; Midheaven in Cancer');
    const report = { sections: [{ title: 'Sonne' }, { title: 'Mond' }] };
    expect(mcpSummary('natalReport', report, 'de')).toBe('natalReport: 2 Abschnitte: Sonne; Mond');
    expect(mcpSummary('natalReport', { sections: [{ title: 'A' }] })).toBe('natalReport: 1 sections: A');
  });
});
