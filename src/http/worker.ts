/**
 * The worker-thread entry of the HTTP adapter (built to `dist/http/worker.js`): piscina calls `compute` with a
 * route id and canonical parameters; it runs the route's core composer and returns the serialized body. A worker
 * thread has its own module graph, so it loads every era of the ephemeris itself, once, before its first task
 * (docs/ephemeris.md, "Loading the eras").
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { loadEphemerisSpan } from '../ephemeris/index.js';
import { registerAllMinorBodies } from '../ephemeris/integration/register-all-minor-bodies.js';
import { atlasFor } from './atlas-on-demand.js';
import { computeTask } from './executor/compute-task.js';
import type { ComputeResult, ComputeTask } from './executor/executor.js';
import { routeId } from './route-definition.js';
import { URANIA_ROUTES } from './routes/index.js';

const TABLE = new Map(URANIA_ROUTES.map((r) => [routeId(r), r]));
/** Every era, loading from the moment the worker starts (a promise rather than a top-level await: CJS builds too). */
const READY: Promise<void> = loadEphemerisSpan();
// Every minor body's table, registered explicitly (the build leaves them out of the shared core: issue 17).
registerAllMinorBodies();

/**
 * A chunk's answer whose block of bytes is moved to the calling thread instead of copied (piscina's transfer
 * protocol: the value and its transferables): a 32-row chunk of natal charts is ≈ 500 KB, and cloning it cost the
 * worker ≈ 0.5 ms a chunk, about 15 µs a row (issue 30, docs/batch.md "Throughput"). The block is the chunk's own
 * (chunk-task.ts `ByteBlock.bytes`), never used again here.
 */
class MovedAnswer {
  constructor(private readonly answer: ComputeResult & { readonly bytes: Uint8Array }) {}

  get [transferableSymbol](): ArrayBufferLike[] {
    return [this.answer.bytes.buffer];
  }

  get [valueSymbol](): ComputeResult {
    return this.answer;
  }
}

/** @summary Compute one task in this worker thread (a batch chunk's block of bytes moved, not copied, to the caller). */
export function compute(task: ComputeTask): Promise<ComputeResult> {
  // The atlas of places (issue 24) where it does not load by itself on first use (the TypeScript sources).
  const route = TABLE.get(task.route);
  return READY.then(() => atlasFor(route?.url ?? '', task.params))
    .then(() => computeTask(TABLE, task))
    .then((answer) => (answer.ok && answer.bytes !== undefined && answer.ends !== undefined ? (move(new MovedAnswer(answer as ComputeResult & { bytes: Uint8Array })) as unknown as ComputeResult) : answer));
}
