import { UraniaError } from '../../errors/index.js';
import * as SCHEMAS from '../../schemas/all.js';
import { operationIds } from '../openapi.js';
import { routeId, type RouteDefinition } from '../route-definition.js';

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
 * `transits`; or in camel case, `natalChart`) or its operationId (`natalChartResponse`, or kebab-case). Picture and calendar routes are left out
 * (a batch writes JSON rows). Throws a UraniaError naming `record` and listing the names there are.
 * @example batchRoute('natal-chart', URANIA_ROUTES).route.url // '/natal-chart'
 */
export function batchRoute(record: string, routes: readonly RouteDefinition[]): { route: RouteDefinition; name: string } {
  const ids = operationIds(routes, SCHEMAS);
  const candidates = routes.filter((r) => r.mediaType === undefined && !r.url.includes('{'));
  const wanted = record.replace(/\//g, '-');
  for (const route of candidates) {
    const name = ids.get(route);
    // `natal-chart`, `horoscope/daily`, or the camel-case spelling of the same words (`natalChart`, `horoscopeDaily`).
    if (batchRecordName(route) === kebabRecord(wanted) || (name !== undefined && (name === record || kebabRecord(name) === record))) return { route, name: batchRecordName(route) };
  }
  const names = [...new Set(candidates.map(batchRecordName))].sort();
  throw new UraniaError('INVALID_ARGUMENT', `record ${JSON.stringify(record)} is not a record a batch can compute; give one of: ${names.join(', ')}.`, {
    field: 'record',
    allowed: names.join(', '),
  });
}

/**
 * What a batch of one record needs to know before its first row: the record's batch name (`natal-chart`), its
 * route's id (what the computing side looks the route up by) and the record's top-level members in schema order (a
 * CSV output's columns after `row`).
 */
export interface BatchPlan {
  readonly record: string;
  readonly route: string;
  readonly columns: readonly string[];
}

/**
 * @summary The plan of a batch of `record` (`batchRoute`'s route, its id and its record's columns); throws as
 * `batchRoute` does for a record no batch can compute.
 * @example batchPlan('natal-chart', URANIA_ROUTES).columns[0] // 'birthDate'
 */
export function batchPlan(record: string, routes: readonly RouteDefinition[]): BatchPlan {
  return planOfRoute(batchRoute(record, routes));
}

/** @summary The plan of the route `batchRoute` found (a caller that also needs the route itself looks it up once). */
export function planOfRoute({ route, name }: { route: RouteDefinition; name: string }): BatchPlan {
  const schema = route.response as unknown as { properties?: Record<string, unknown> };
  return { record: name, route: routeId(route), columns: Object.keys(schema.properties ?? { record: true }) };
}
