import { isUraniaError } from '../../errors/index.js';
import type { RouteDefinition } from '../route-definition.js';
import type { ComputeResult } from './executor.js';

/**
 * @summary Run one route's computation and serialize its answer once (`JSON.stringify`): what every executor does for
 * a route (compute-task.ts) and a batch's worker for each row (batch-worker.ts). Library errors come back as data;
 * anything else is an INTERNAL error (a bug), reported without a stack.
 */
export async function computeRoute(route: Pick<RouteDefinition, 'compute'>, params: unknown): Promise<ComputeResult> {
  try {
    const value = await (route.compute as (p: unknown) => unknown)(params);
    return { ok: true, body: JSON.stringify(value) };
  } catch (e) {
    if (isUraniaError(e)) {
      return { ok: false, error: { code: e.code, message: e.message, details: plainDetails(e.details) } };
    }
    const message = e instanceof Error ? `${e.name}: ${e.message}` : 'non-error thrown';
    return { ok: false, error: { code: 'INTERNAL', message, details: {} } };
  }
}

/** Details made structured-clonable (functions and symbols dropped by a JSON round trip). */
function plainDetails(details: unknown): Record<string, unknown> {
  try {
    return JSON.parse(JSON.stringify(details ?? {})) as Record<string, unknown>;
  } catch {
    return {};
  }
}
