/**
 * Issue 30: a transient batch (`BatchOptions.transient`, what `urania batch` asks for) lends each chunk's block of bytes
 * back to the workers once its outcomes have been taken, instead of a new block for every chunk. Each outcome must still
 * be the plain library call's text when it is taken (the independent route: `natalChart` itself); the blocks must be
 * a handful however long the batch (without `transient`, one per chunk); and `Executor.run`'s `transfer` must move a
 * caller's own buffer to a worker thread, not copy it (a batch's blocks are shared memory and need neither:
 * batch-shared-blocks.test.ts).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../../src/index.js';
import { batch, type BatchRow } from '../../../src/http/batch/batch.js';
import { inlineExecutor } from '../../../src/http/executor/inline-executor.js';
import { workerExecutor } from '../../../src/http/executor/worker-executor.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';

const executor = inlineExecutor(URANIA_ROUTES);

/** Births spread over a century and the globe, some with a time. */
function births(n: number): BatchRow[] {
  return Array.from({ length: n }, (_, i) => ({
    birthDate: `${1920 + ((i * 7) % 90)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
    ...(i % 3 === 0 ? {} : { birthTime: `${String(i % 24).padStart(2, '0')}:${String((i * 11) % 60).padStart(2, '0')}` }),
    latitude: -60 + ((i * 17) % 120),
    longitude: -170 + ((i * 41) % 340),
    timezone: 'UTC',
  }));
}

/** Each outcome's text as it is taken, and the distinct blocks its bytes were read from. */
async function take(rows: BatchRow[], transient: boolean): Promise<{ texts: string[]; blocks: number }> {
  const texts: string[] = [];
  const blocks = new Set<ArrayBufferLike>();
  for await (const o of batch(rows, { record: 'natal-chart', executor, chunkSize: 2, concurrency: 1, transient })) {
    if (!o.ok) throw new Error(o.error.message);
    blocks.add(o.bytes.buffer);
    texts.push(Buffer.from(o.bytes).toString('utf8'));
  }
  return { texts, blocks: blocks.size };
}

describe('a transient batch lends its chunks’ blocks back', () => {
  it('gives each outcome the plain call’s text when taken, from at most three blocks over twelve chunks (one a chunk otherwise)', async () => {
    const rows = births(24);
    const expected = rows.map((r) => JSON.stringify(natalChart(r as Parameters<typeof natalChart>[0])));
    const lent = await take(rows, true);
    expect(lent.texts).toEqual(expected);
    // One worker: two chunks in flight, and the block of the chunk just taken.
    expect(lent.blocks).toBeLessThanOrEqual(3);
    const own = await take(rows, false);
    expect(own.texts).toEqual(expected);
    expect(own.blocks).toBe(12);
  }, 60_000);

  it('keeps every outcome readable afterwards when not transient (each chunk’s block its own)', async () => {
    const rows = births(8);
    const kept = [];
    for await (const o of batch(rows, { record: 'natal-chart', executor, chunkSize: 2, concurrency: 1 })) kept.push(o);
    expect(kept.map((o) => (o.ok ? o.json : o.error.message))).toEqual(rows.map((r) => JSON.stringify(natalChart(r as Parameters<typeof natalChart>[0]))));
  }, 60_000);

  it('moves a buffer given in `transfer` to the worker thread: gone from the caller, whole in the thread', async () => {
    const pool = await workerExecutor({ filename: fileURLToPath(new URL('../fixtures/block-echo-worker.mjs', import.meta.url)), maxThreads: 1, execArgv: [] });
    try {
      const block = new TextEncoder().encode('lent bytes');
      const answer = await pool.run({ route: 'any', params: { block } }, new AbortController().signal, { transfer: [block.buffer] });
      expect(answer.ok && JSON.parse(answer.body)).toEqual({ size: 10, text: 'lent bytes' });
      expect(block.byteLength).toBe(0);
      // Without `transfer` the block is copied: the caller keeps it.
      const kept = new TextEncoder().encode('copied');
      const copied = await pool.run({ route: 'any', params: { block: kept } }, new AbortController().signal);
      expect(copied.ok && JSON.parse(copied.body)).toEqual({ size: 6, text: 'copied' });
      expect(kept.byteLength).toBe(6);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
