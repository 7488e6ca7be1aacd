import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerExecutor } from '../../../src/http/executor/worker-executor.js';

const WORKER = fileURLToPath(new URL('../fixtures/exec-argv-worker.mjs', import.meta.url));

async function threadOptions(options: { execArgv?: readonly string[] }): Promise<unknown> {
  const executor = await workerExecutor({ filename: WORKER, maxThreads: 1, ...options });
  try {
    const r = await executor.run({ route: 'any', params: {} }, new AbortController().signal);
    return r.ok ? JSON.parse(r.body) : r.error.message;
  } finally {
    await executor.close();
  }
}

describe('workerExecutor execArgv (issue 30): the Node options of the worker threads', () => {
  it('starts the threads with the options given (a TypeScript loader of the parent left out of the built worker)', async () => {
    expect(await threadOptions({ execArgv: ['--trace-warnings'] })).toEqual(['--trace-warnings']);
    expect(await threadOptions({ execArgv: [] })).toEqual([]);
  }, 60_000);

  it("keeps this process's options by default, as a Worker does", async () => {
    expect(await threadOptions({})).toEqual(process.execArgv);
  }, 60_000);
});
