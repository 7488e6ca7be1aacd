/**
 * The worker-thread entry of the HTTP adapter (built to `dist/http/worker.js`): piscina calls `compute` with a
 * route id and canonical parameters; it runs the route's core composer and returns the serialized body. A worker
 * thread has its own module graph, so it loads every era of the ephemeris itself, once, before its first task
 * (docs/ephemeris.md, "Loading the eras").
 */
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
 * @summary Compute one task in this worker thread. A batch chunk's block of bytes is shared memory (chunk-task.ts
 * `freshBlock`): it reaches the caller with the answer, neither copied nor moved — moving it would detach an
 * ArrayBuffer here, which slows every later computation of this thread that reads a typed array (issue 30).
 */
export function compute(task: ComputeTask): Promise<ComputeResult> {
  // The atlas of places (issue 24) where it does not load by itself on first use (the TypeScript sources).
  const route = TABLE.get(task.route);
  return READY.then(() => atlasFor(route?.url ?? '', task.params))
    .then(() => computeTask(TABLE, task));
}
