/**
 * Issue 30 (session 22): a batch's chunk answers reach the calling thread without detaching an ArrayBuffer in the
 * worker thread. Detaching one, once, made V8 recompile every typed-array reader of that thread with a check a read:
 * a natal chart cost 16.5 % more instructions in every worker of `urania batch` (docs/batch.md "Throughput"). The
 * real worker entry runs in a real thread (tests/http/fixtures/detach-watch-worker.mjs), which counts the blocks it
 * handed over and how many it has lost since; each outcome must still be the plain call's text (the independent route:
 * `natalChart` itself), with lent blocks too (a transient batch, as `urania batch` runs).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../../src/index.js';
import { batch, type BatchRow } from '../../../src/http/batch/batch.js';
import { workerExecutor } from '../../../src/http/executor/worker-executor.js';

const WORKER = fileURLToPath(new URL('../fixtures/detach-watch-worker.mjs', import.meta.url));

/** Births spread over two centuries and the globe, some without a time. */
function births(n: number): BatchRow[] {
  return Array.from({ length: n }, (_, i) => ({
    birthDate: `${1850 + ((i * 13) % 200)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    ...(i % 4 === 0 ? {} : { birthTime: `${String((i * 5) % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}` }),
    latitude: -55 + ((i * 23) % 110),
    longitude: -175 + ((i * 37) % 350),
    timezone: 'UTC',
  }));
}

describe('a batch’s blocks are handed over without detaching them in the worker', () => {
  for (const transient of [true, false]) {
    it(`keeps every block it handed over whole, outcomes the plain call’s text (${transient ? 'transient: blocks lent back' : 'each chunk its own block'})`, async () => {
      const executor = await workerExecutor({ filename: WORKER, maxThreads: 1, execArgv: [] });
      try {
        const rows = births(18);
        const texts: string[] = [];
        const shared: boolean[] = [];
        for await (const o of batch(rows, { record: 'natal-chart', executor, chunkSize: 3, concurrency: 1, transient })) {
          if (!o.ok) throw new Error(o.error.message);
          shared.push(o.bytes.buffer instanceof SharedArrayBuffer);
          texts.push(Buffer.from(o.bytes).toString('utf8'));
        }
        expect(texts).toEqual(rows.map((r) => JSON.stringify(natalChart(r as Parameters<typeof natalChart>[0]))));
        const report = await executor.run({ route: 'detached blocks', params: {} }, new AbortController().signal);
        expect(report.ok && JSON.parse(report.body)).toEqual({ handedOver: 6, detached: 0 });
        // The bytes are shared memory, read where the worker wrote them.
        expect(shared.every(Boolean)).toBe(true);
      } finally {
        await executor.close();
      }
    }, 120_000);
  }
});
