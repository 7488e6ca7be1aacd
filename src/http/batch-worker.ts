/**
 * The worker-thread entry of a batch (built to `dist/http/batch-worker.js`; issue 30, session 22): what `batch()` and
 * `urania batch` run in their pool. It computes a batch's tasks — its plan, its rows, its chunks — and loads only the
 * route it is asked for, through the route directory (routes/route-directory.ts), where the server's worker
 * (worker.ts) loads the whole route table: every route's texts in ten languages, 0.45–0.55 CPU-s a thread before the
 * first row, against ≈ 0.13 s here (docs/batch.md "Throughput"). Like that worker it loads every era of the ephemeris
 * and registers every minor body before its first task.
 */
import { loadEphemerisSpan } from '../ephemeris/index.js';
import { registerAllMinorBodies } from '../ephemeris/integration/register-all-minor-bodies.js';
import { atlasFor } from './atlas-on-demand.js';
import { findBatchRecord, planOfRoute, type BatchPlan } from './batch/batch-record.js';
import type { ComputeResult, ComputeTask } from './executor/executor.js';
import { runTask } from './executor/run-task.js';
import type { RouteDefinition } from './route-definition.js';
import { ROUTE_DIRECTORY } from './routes/route-directory.js';

/** Every era, loading from the moment the worker starts (a promise rather than a top-level await: CJS builds too). */
const READY: Promise<void> = loadEphemerisSpan();
// Every minor body's table, registered explicitly (the build leaves them out of the shared core: issue 17).
registerAllMinorBodies();

const BY_ID = new Map(ROUTE_DIRECTORY.map((entry) => [entry.id, entry]));
const BATCHABLE = ROUTE_DIRECTORY.filter((entry) => entry.batchable);
const LOADED = new Map<string, Promise<RouteDefinition>>();

/** @summary The route of an id, loaded once (its own module and what it imports); undefined for an id of no route. */
function routeOf(id: string): Promise<RouteDefinition> | undefined {
  const entry = BY_ID.get(id);
  if (entry === undefined) return undefined;
  let route = LOADED.get(id);
  if (route === undefined) LOADED.set(id, (route = entry.load()));
  return route;
}

/** @summary A batch's plan from the directory: the record's route found by its name, loaded for its columns. */
async function plan(record: string): Promise<BatchPlan> {
  const entry = findBatchRecord(record, BATCHABLE);
  return planOfRoute({ route: await routeOf(entry.id)!, name: entry.name });
}

/** @summary Compute one task of a batch in this worker thread (a plan, a rows task, a chunk, or one route's computation). */
export async function compute(task: ComputeTask): Promise<ComputeResult> {
  await READY;
  // The atlas of places (issue 24) where it does not load by itself on first use (the TypeScript sources).
  const own = await routeOf(task.route);
  await atlasFor(own?.url ?? '', task.params);
  return runTask({ route: routeOf, plan }, task);
}
