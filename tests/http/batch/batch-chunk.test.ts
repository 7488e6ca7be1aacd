import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyHoroscope, natalChart } from '../../../src/index.js';
import { batch, type BatchRow } from '../../../src/http/batch/batch.js';
import { CHUNK_TASK_ROUTE, chunkResults, computeChunkTask } from '../../../src/http/executor/chunk-task.js';
import { computeTask } from '../../../src/http/executor/compute-task.js';
import type { ComputeResult } from '../../../src/http/executor/executor.js';
import { inlineExecutor } from '../../../src/http/executor/inline-executor.js';
import { routeId } from '../../../src/http/route-definition.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';
import { SIGNS } from '../../../src/schemas/index.js';

const TABLE = new Map(URANIA_ROUTES.map((r) => [routeId(r), r]));
const NATAL_ID = routeId(URANIA_ROUTES.find((r) => r.url === '/natal-chart')!);

/** A sample of births spread over 1900–2029, every hour and many places (the batch benchmark's rows). */
function births(n: number): { birthDate: string; birthTime: string; latitude: number; longitude: number; timezone: string }[] {
  return Array.from({ length: n }, (_, i) => ({
    birthDate: `${1900 + ((i * 17) % 130)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    birthTime: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    latitude: -50 + ((i * 13) % 110),
    longitude: -170 + ((i * 37) % 340),
    timezone: 'UTC',
  }));
}

describe('a batch chunk (issue 30): each row answered as the plain call answers it, byte for byte', () => {
  it('answers one item per row, in order, each body the JSON text of the plain library call (no second encoding)', async () => {
    const rows = births(12);
    const answer = await computeTask(TABLE, { route: CHUNK_TASK_ROUTE, params: { route: NATAL_ID, items: rows } });
    expect(answer.ok).toBe(true);
    const results = chunkResults(answer, rows.length);
    expect(results).toHaveLength(rows.length);
    expect(results.map((r) => (r.ok ? r.body : r.error.message))).toEqual(rows.map((b) => JSON.stringify(natalChart(b))));
  });

  it('sends the rows’ bodies as ONE block of UTF-8 bytes, each row’s end in `ends` (one block to copy between threads, no string per row)', async () => {
    const rows = [births(1)[0]!, { ...births(1)[0]!, latitude: 95 }, ...births(6).slice(1)];
    const answer = await computeTask(TABLE, { route: CHUNK_TASK_ROUTE, params: { route: NATAL_ID, items: rows } });
    if (!answer.ok) throw new Error('the chunk failed');
    const texts = rows.map((b, i) => (i === 1 ? '' : JSON.stringify(natalChart(b))));
    // Node's own UTF-8 encoder, not the chunk's, says what the bytes must be.
    expect(answer.bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(answer.bytes!).equals(Buffer.from(texts.join(''), 'utf8'))).toBe(true);
    let end = 0;
    expect(answer.ends).toEqual(texts.map((t) => (end += Buffer.byteLength(t, 'utf8'))));
    // A view of the rows' bytes from the start of the chunk's own block, which goes with the answer (a worker moves it).
    expect(answer.bytes!.byteLength).toBe(end);
    expect(answer.bytes!.byteOffset).toBe(0);
    expect(answer.body).toBe('');
    expect(answer.items).toBeUndefined();
    expect(Object.keys(answer.failures ?? {})).toEqual(['1']);
    const failed = answer.failures![1]!;
    expect(failed.ok ? undefined : failed.error.details.field).toBe('latitude');
    // Through the structured clone a worker thread's message makes, the rows read back the same.
    const cloned = structuredClone(answer);
    expect(chunkResults(cloned, rows.length).map((r) => (r.ok ? r.body : r.error.code))).toEqual(texts.map((t) => t || 'OUT_OF_RANGE'));
  });

  it('property: gives back every row’s text and bytes as they were, whatever its characters and sizes (blocks grown past 64 KB mid-character)', async () => {
    // Bodies as a route writes them: well-formed text (JSON.stringify escapes a lone surrogate), any code point.
    const body = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      // Long runs of 2-, 3- and 4-byte characters: the first block (64 KB) fills in the middle of one.
      fc.tuple(fc.constantFrom('é', '€', '𝄞', 'a'), fc.integer({ min: 1, max: 30_000 })).map(([c, n]) => c.repeat(n)),
    );
    const row = fc.oneof({ weight: 5, arbitrary: body.map((text) => ({ ok: true as const, body: text })) }, { weight: 1, arbitrary: fc.constant({ ok: false as const, error: { code: 'INVALID_ARGUMENT' as const, message: 'bad row', details: {} } }) });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 12 }), async (results) => {
        let next = 0;
        const answer = await computeChunkTask(() => Promise.resolve(results[next++]!), { route: NATAL_ID, items: results.map(() => ({})) });
        const back = chunkResults(structuredClone(answer), results.length);
        expect(back.map((r) => (r.ok ? r.body : r.error.message))).toEqual(results.map((r) => (r.ok ? r.body : r.error.message)));
        // Each good row also carries its own bytes (a view into the block, for a writer that copies them as they are):
        // exactly its text's UTF-8 encoding.
        const encoder = new TextEncoder();
        back.forEach((r, i) => {
          const sent = results[i]!;
          if (r.ok && sent.ok) expect(r.bytes === undefined ? undefined : Buffer.from(r.bytes).equals(encoder.encode(sent.body))).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a row error that row’s, between good rows', async () => {
    const rows = [births(1)[0]!, { ...births(1)[0]!, latitude: 95 }, births(2)[1]!];
    const answer = await computeTask(TABLE, { route: CHUNK_TASK_ROUTE, params: { route: NATAL_ID, items: rows } });
    const results = chunkResults(answer, rows.length);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    const bad = results[1]!;
    expect(bad.ok ? undefined : bad.error.details.field).toBe('latitude');
  });

  it('reads an answer in the older forms too (the rows as `items`, or as a JSON array in body), and fans a failed chunk out to its rows', () => {
    const rows: ComputeResult[] = [{ ok: true, body: '{"a":1}' }, { ok: false, error: { code: 'INVALID_ARGUMENT', message: 'x is bad', details: {} } }];
    expect(chunkResults({ ok: true, body: JSON.stringify(rows) }, 2)).toEqual(rows);
    expect(chunkResults({ ok: true, body: '', items: rows }, 2)).toEqual(rows);
    const failed: ComputeResult = { ok: false, error: { code: 'INTERNAL', message: 'no computation registered', details: {} } };
    expect(chunkResults(failed, 3)).toEqual([failed, failed, failed]);
  });

  it('gives, through batch(), the JSON text of the plain calls for natal charts and for 12 signs × a run of days', async () => {
    const executor = inlineExecutor(URANIA_ROUTES);
    const natalRows = births(40);
    const natal: string[] = [];
    for await (const o of batch(natalRows as BatchRow[], { record: 'natal-chart', executor, chunkSize: 7 })) natal.push(o.ok ? o.json : o.error.message);
    expect(natal).toEqual(natalRows.map((b) => JSON.stringify(natalChart(b))));

    const dates = Array.from({ length: 5 }, (_, d) => new Date(Date.UTC(2026, 4, 1 + d)).toISOString().slice(0, 10));
    const horoscopeRows = SIGNS.flatMap((sign) => dates.map((date) => ({ sign, date })));
    const horoscopes: string[] = [];
    for await (const o of batch(horoscopeRows, { record: 'horoscope-daily', executor, chunkSize: 8 })) horoscopes.push(o.ok ? o.json : o.error.message);
    expect(horoscopes).toEqual(horoscopeRows.map((q) => JSON.stringify(dailyHoroscope(q))));
  }, 120_000);
});
