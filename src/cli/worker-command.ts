import { parseArgs } from 'node:util';
import { queueWorker } from '../http/batch/queue-batch.js';
import { loadEphemerisSpan } from '../ephemeris/index.js';
import { UsageError, type CliIo } from './cli-io.js';

/**
 * @summary `urania worker --queue URL`: compute queued batch chunks until SIGINT/SIGTERM, then finish the job in hand
 * and stop (docs/batch.md).
 */
export async function workerCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: { queue: { type: 'string' }, 'queue-name': { type: 'string' }, concurrency: { type: 'string' }, 'lock-ms': { type: 'string' } },
    strict: true,
  });
  if (values.queue === undefined) throw new UsageError('--queue is required: the Redis URL of the batch, e.g. --queue redis://127.0.0.1:6379', 'requiredExample', { flag: '--queue', example: '--queue redis://127.0.0.1:6379' });
  const lock = values['lock-ms'] === undefined ? undefined : Number(values['lock-ms']);
  if (lock !== undefined && !(Number.isInteger(lock) && lock >= 1000)) throw new UsageError(`--lock-ms must be a whole number of at least 1000, got ${JSON.stringify(values['lock-ms'])}`, 'notWholeNumber', { flag: '--lock-ms', value: JSON.stringify(values['lock-ms']) });
  await loadEphemerisSpan();
  const worker = await queueWorker({
    queue: values.queue,
    ...(values['queue-name'] ? { name: values['queue-name'] } : {}),
    ...(values.concurrency ? { concurrency: Number(values.concurrency) } : {}),
    ...(lock ? { lockDurationMs: lock } : {}),
  });
  io.stderr(`urania worker: waiting for batch rows on ${values.queue}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await worker.close();
  io.stderr(`urania worker: stopped after ${worker.processed()} rows\n`);
  return 0;
}
