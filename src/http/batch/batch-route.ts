import { UraniaError } from '../../errors/index.js';
import * as SCHEMAS from '../../schemas/all.js';
import { operationIds } from '../openapi.js';
import type { RouteDefinition } from '../route-definition.js';

/** @summary `natalChart` → `natal-chart`: the kebab-case spelling of a record name, as the CLI writes it. */
export function kebabRecord(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** @summary A route's name in a batch: its path without the leading slash, `/` as `-` (`horoscope-daily`). */
export function batchRecordName(route: Pick<RouteDefinition, 'url'>): string {
  return route.url.slice(1).replace(/\//g, '-');
}

/**
 * @summary The route that computes a record for a batch, by its path name (`natal-chart`, `horoscope-daily`,
 * `transits`) or its operationId (`natalChartResponse`, or kebab-case). Picture and calendar routes are left out
 * (a batch writes JSON rows). Throws a UraniaError naming `record` and listing the names there are.
 * @example batchRoute('natal-chart', URANIA_ROUTES).route.url // '/natal-chart'
 */
export function batchRoute(record: string, routes: readonly RouteDefinition[]): { route: RouteDefinition; name: string } {
  const ids = operationIds(routes, SCHEMAS);
  const candidates = routes.filter((r) => r.mediaType === undefined && !r.url.includes('{'));
  const wanted = record.replace(/\//g, '-');
  for (const route of candidates) {
    const name = ids.get(route);
    if (batchRecordName(route) === wanted || (name !== undefined && (name === record || kebabRecord(name) === record))) return { route, name: batchRecordName(route) };
  }
  const names = [...new Set(candidates.map(batchRecordName))].sort();
  throw new UraniaError('INVALID_ARGUMENT', `record ${JSON.stringify(record)} is not a record a batch can compute; give one of: ${names.join(', ')}.`, {
    field: 'record',
    allowed: names.join(', '),
  });
}
