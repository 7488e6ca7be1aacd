/**
 * workerExecutor's `youngGenerationMb` (issue 30): the worker threads start with the young generation asked for —
 * `batch()` asks for `BATCH_YOUNG_GENERATION_MB` — and without the option keep V8's default, as the server's pool does.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BATCH_YOUNG_GENERATION_MB } from '../../../src/http/batch/batch.js';
import { workerExecutor } from '../../../src/http/executor/worker-executor.js';

const WORKER = fileURLToPath(new URL('../fixtures/resource-limits-worker.mjs', import.meta.url));

async function limits(options: { youngGenerationMb?: number }): Promise<{ resourceLimits: { maxYoungGenerationSizeMb: number } }> {
  const executor = await workerExecutor({ filename: WORKER, maxThreads: 1, execArgv: [], ...options });
  try {
    const r = await executor.run({ route: 'any', params: {} }, new AbortController().signal);
    if (!r.ok) throw new Error(r.error.message);
    return JSON.parse(r.body) as { resourceLimits: { maxYoungGenerationSizeMb: number } };
  } finally {
    await executor.close();
  }
}

describe('workerExecutor youngGenerationMb (issue 30)', () => {
  it('starts the threads with the young generation asked for, and batch() asks for 64 MB', async () => {
    expect(BATCH_YOUNG_GENERATION_MB).toBe(64);
    expect((await limits({ youngGenerationMb: BATCH_YOUNG_GENERATION_MB })).resourceLimits.maxYoungGenerationSizeMb).toBe(64);
    expect((await limits({ youngGenerationMb: 32 })).resourceLimits.maxYoungGenerationSizeMb).toBe(32);
  }, 60_000);

  it('keeps V8’s default without the option (the server’s pool)', async () => {
    expect((await limits({})).resourceLimits.maxYoungGenerationSizeMb).not.toBe(64);
  }, 60_000);
});
