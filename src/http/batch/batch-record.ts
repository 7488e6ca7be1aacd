import { UraniaError } from '../../errors/index.js';
import { routeId, type RouteDefinition } from '../route-definition.js';

/*
 * How a batch names its record and finds the route that computes it (issue 30), without the route table or the
 * schemas: batch-route.ts applies it to the table, and a batch's worker thread to the route directory
 * (routes/route-directory.ts), so that it loads only the one route it computes.
 */

/** @summary `natalChart` → `natal-chart`: the kebab-case spelling of a record name, as the CLI writes it. */
export function kebabRecord(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** @summary A route's name in a batch: its path without the leading slash, `/` as `-` (`horoscope-daily`). */
export function batchRecordName(route: Pick<RouteDefinition, 'url'>): string {
  return route.url.slice(1).replace(/\//g, '-');
}

/** @summary Whether a batch can compute a route: JSON records only, and no parameter in the path (pictures and calendars are left out). */
export function isBatchable(route: Pick<RouteDefinition, 'url' | 'mediaType'>): boolean {
  return route.mediaType === undefined && !route.url.includes('{');
}

/** What a record's name is matched against: a route's batch name and its operationId. */
export interface BatchCandidate {
  readonly name: string;
  readonly operationId: string | undefined;
}

/**
 * @summary The first candidate a batch's `record` names — by its path name (`natal-chart`, `horoscope/daily`, or in
 * camel case, `natalChart`) or its operationId (`natalChartResponse`, or kebab-case). Throws a UraniaError naming
 * `record` and listing the names there are.
 */
export function findBatchRecord<T extends BatchCandidate>(record: string, candidates: readonly T[]): T {
  const wanted = kebabRecord(record.replace(/\//g, '-'));
  for (const candidate of candidates) {
    const { name, operationId } = candidate;
    if (name === wanted || (operationId !== undefined && (operationId === record || kebabRecord(operationId) === record))) return candidate;
  }
  const names = [...new Set(candidates.map((c) => c.name))].sort();
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

/** @summary The plan of a route a batch computes, under its batch name. */
export function planOfRoute({ route, name }: { route: RouteDefinition; name: string }): BatchPlan {
  const schema = route.response as unknown as { properties?: Record<string, unknown> };
  return { record: name, route: routeId(route), columns: Object.keys(schema.properties ?? { record: true }) };
}
