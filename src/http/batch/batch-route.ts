import * as SCHEMAS from '../../schemas/all.js';
import { operationIds } from '../openapi.js';
import type { RouteDefinition } from '../route-definition.js';
import { batchRecordName, findBatchRecord, isBatchable, planOfRoute, type BatchPlan } from './batch-record.js';

export { batchRecordName, kebabRecord, planOfRoute, type BatchPlan } from './batch-record.js';

/**
 * @summary The route that computes a record for a batch, by its path name (`natal-chart`, `horoscope-daily`,
 * `transits`; or in camel case, `natalChart`) or its operationId (`natalChartResponse`, or kebab-case). Picture and calendar routes are left out
 * (a batch writes JSON rows). Throws a UraniaError naming `record` and listing the names there are.
 * @example batchRoute('natal-chart', URANIA_ROUTES).route.url // '/natal-chart'
 */
export function batchRoute(record: string, routes: readonly RouteDefinition[]): { route: RouteDefinition; name: string } {
  const ids = operationIds(routes, SCHEMAS);
  const candidates = routes.filter(isBatchable).map((route) => ({ route, name: batchRecordName(route), operationId: ids.get(route) }));
  const { route, name } = findBatchRecord(record, candidates);
  return { route, name };
}

/**
 * @summary The plan of a batch of `record` (`batchRoute`'s route, its id and its record's columns); throws as
 * `batchRoute` does for a record no batch can compute.
 * @example batchPlan('natal-chart', URANIA_ROUTES).columns[0] // 'birthDate'
 */
export function batchPlan(record: string, routes: readonly RouteDefinition[]): BatchPlan {
  return planOfRoute(batchRoute(record, routes));
}
