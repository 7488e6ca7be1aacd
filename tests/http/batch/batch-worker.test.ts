/**
 * Issue 30 (session 22): a batch's worker entry (src/http/batch-worker.ts) computes a batch's tasks with only the route
 * it is asked for loaded (through the route directory). In a real worker thread, a batch of natal charts and one of
 * daily horoscopes must give the plain calls' texts (the independent route: the library's functions themselves), a row
 * with a bad field its error naming the field, an unknown record the same refusal as the route table gives, and a
 * chunk task and a single route's task their answers. Its module graph (esbuild, as the package's build splits it)
 * must hold none of the texts, the route table or the schemas' registry, which the server's worker loads.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyHoroscope, natalChart } from '../../../src/index.js';
import { batch, type BatchRow } from '../../../src/http/batch/batch.js';
import { batchRoute } from '../../../src/http/batch/batch-route.js';
import { CHUNK_TASK_ROUTE, chunkResults } from '../../../src/http/executor/chunk-task.js';
import type { Executor } from '../../../src/http/executor/executor.js';
import { workerExecutor } from '../../../src/http/executor/worker-executor.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';
import { dynamicImports, entryOutput, inputsOf, splitBuild, staticChunks } from '../../package/split-graph.js';

const WORKER = fileURLToPath(new URL('../fixtures/source-batch-worker.mjs', import.meta.url));
const NOW = new Date('2026-06-01T12:00:00Z');

let executor: Executor;
beforeAll(async () => {
  executor = await workerExecutor({ filename: WORKER, maxThreads: 1, execArgv: [] });
}, 60_000);
afterAll(async () => executor.close());

/** Degrees: numbers of two records of the same sky agree to this. */
const ORB_AGREEMENT = 1e-9;

/** Where two JSON values differ: paths whose strings, booleans or shapes differ, or whose numbers differ by more than ORB_AGREEMENT. */
function withinNumbers(a: unknown, b: unknown, path = ''): string[] {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= ORB_AGREEMENT ? [] : [`${path}: ${a} ≠ ${b}`];
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => withinNumbers((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}/${k}`));
  }
  return Object.is(a, b) ? [] : [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

const births: BatchRow[] = [
  { birthDate: '1990-04-12', birthTime: '06:30', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' },
  { birthDate: '1875-11-02', latitude: -33.9, longitude: 18.4, timezone: 'UTC' },
  { birthDate: '2031-13-40', latitude: 10, longitude: 10 },
  { birthDate: '2004-02-29', birthTime: '23:59', latitude: 64.1, longitude: -21.9, timezone: 'Atlantic/Reykjavik' },
];

describe('a batch’s worker entry', () => {
  it('computes natal charts as the plain call does, and a bad row’s error naming its field', async () => {
    const outcomes = [];
    for await (const o of batch(births, { record: 'natal-chart', executor, chunkSize: 2, now: NOW })) outcomes.push(o);
    expect(outcomes.map((o) => o.row)).toEqual([0, 1, 2, 3]);
    for (const i of [0, 1, 3]) {
      const o = outcomes[i]!;
      expect(o.ok && o.json).toBe(JSON.stringify(natalChart(births[i] as Parameters<typeof natalChart>[0])));
    }
    const bad = outcomes[2]!;
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.field).toBe('birthDate');
  }, 120_000);

  it('computes daily horoscopes as the plain call does (another route, loaded on its first task)', async () => {
    const rows = (['Aries', 'Leo', 'Pisces'] as const).map((sign, i) => ({ sign, date: `2026-03-0${i + 1}` }));
    const records: unknown[] = [];
    for await (const o of batch(rows, { record: 'horoscope-daily', executor, now: NOW })) records.push(o.ok ? o.result : o.error.message);
    // The same record; numbers to ORB_AGREEMENT (the test process's ephemeris state is the suite's, which other files
    // may have changed — eras loaded, bodies registered — and an orb can move in its 12th digit).
    expect(withinNumbers(records, rows.map((r) => JSON.parse(JSON.stringify(dailyHoroscope(r))) as unknown))).toEqual([]);
  }, 120_000);

  it('refuses an unknown record with the route table’s sentence, naming `record`', async () => {
    let message = '';
    let field: unknown;
    try {
      for await (const o of batch(births, { record: 'natal-chart-of-the-moon', executor, now: NOW })) void o;
    } catch (e) {
      message = (e as Error).message;
      field = (e as { details?: { field?: unknown } }).details?.field;
    }
    let expected = '';
    try {
      batchRoute('natal-chart-of-the-moon', URANIA_ROUTES);
    } catch (e) {
      expected = (e as Error).message;
    }
    expect(expected).not.toBe('');
    expect(message).toBe(expected);
    expect(field).toBe('record');
  }, 120_000);

  it('answers a chunk task and a single route’s task, and an unknown route as INTERNAL', async () => {
    const id = `POST /natal-chart`;
    const canonical = births.filter((_, i) => i !== 2);
    const chunk = await executor.run({ route: CHUNK_TASK_ROUTE, params: { route: id, items: canonical } }, new AbortController().signal);
    expect(chunkResults(chunk, canonical.length).map((r) => (r.ok ? r.body : r.error.message))).toEqual(
      canonical.map((b) => JSON.stringify(natalChart(b as Parameters<typeof natalChart>[0]))),
    );
    const one = await executor.run({ route: id, params: canonical[0] }, new AbortController().signal);
    expect(one.ok && one.body).toBe(JSON.stringify(natalChart(canonical[0] as Parameters<typeof natalChart>[0])));
    const none = await executor.run({ route: 'GET /no-such-route', params: {} }, new AbortController().signal);
    expect(!none.ok && none.error.code).toBe('INTERNAL');
  }, 120_000);
});

describe('a batch’s worker entry’s module graph', () => {
  it('loads no text, route table or schemas’ registry at start, and a natal chart’s route (no text either) behind a dynamic import', async () => {
    const outputs = await splitBuild({ 'batch-worker': 'src/http/batch-worker.ts', worker: 'src/http/worker.ts' }, 'urania-batch-worker');
    const loadedBy = (entryPoint: string): Map<string, number> => inputsOf(outputs, staticChunks(outputs, entryOutput(outputs, entryPoint)));
    const light = loadedBy('src/http/batch-worker.ts');
    const full = loadedBy('src/http/worker.ts');
    const heavy = [...light.keys()].filter((f) => /^src\/text\/|^src\/http\/routes\/(?!route-directory\.ts)|^src\/schemas\/all\.ts$/.test(f));
    expect(heavy).toEqual([]);
    // The server's worker loads them (what this entry saves).
    expect([...full.keys()].some((f) => f.startsWith('src/text/'))).toBe(true);
    const bytes = (m: Map<string, number>): number => [...m.values()].reduce((a, b) => a + b, 0);
    expect(bytes(light)).toBeLessThan(bytes(full) / 4);
    // The natal chart's route is one dynamic import away (its chunk, or the chunks that one imports).
    const dynamic = dynamicImports(outputs, staticChunks(outputs, entryOutput(outputs, 'src/http/batch-worker.ts')));
    const behind = dynamic.filter((f) => [...staticChunks(outputs, f)].some((c) => 'src/http/routes/natal-chart.ts' in outputs[c]!.inputs));
    expect(behind.length).toBeGreaterThan(0);
    // And loading it loads no text either (a natal chart has none).
    const withRoute = new Set(behind.flatMap((f) => [...staticChunks(outputs, f)]).flatMap((c) => Object.keys(outputs[c]!.inputs)));
    expect([...withRoute].filter((f) => /^src\/text\/|^src\/http\/routes\/index\.ts$/.test(f))).toEqual([]);
  }, 120_000);
});
