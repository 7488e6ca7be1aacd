/**
 * Issue 30 (session 22): the route directory (src/http/routes/route-directory.ts) is the route table as data, written
 * by scripts/route-directory.ts, for a batch's worker thread that loads one route alone. It must be what the script
 * writes from today's table (else: `npm run routes:directory`), each entry must load the very route object of the table
 * at its place, and a batch must find the same route through it as through the table (`batchRoute`), for every name a
 * record can be given by, and refuse an unknown one with the same sentence.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_DIRECTORY_FILE, routeDirectorySource } from '../../../scripts/route-directory.js';
import * as SCHEMAS from '../../../src/schemas/all.js';
import { findBatchRecord } from '../../../src/http/batch/batch-record.js';
import { batchRoute } from '../../../src/http/batch/batch-route.js';
import { operationIds } from '../../../src/http/openapi.js';
import { routeId } from '../../../src/http/route-definition.js';
import { ROUTE_DIRECTORY } from '../../../src/http/routes/route-directory.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';

describe('the route directory', () => {
  it('is what scripts/route-directory.ts writes from the route table (run `npm run routes:directory` after changing a route)', async () => {
    expect(readFileSync(ROUTE_DIRECTORY_FILE, 'utf8')).toBe(await routeDirectorySource());
  }, 120_000);

  it('lists every route of the table in order, each loading the table’s own route object, with its id and operationId', async () => {
    expect(ROUTE_DIRECTORY.map((e) => e.id)).toEqual(URANIA_ROUTES.map(routeId));
    const ids = operationIds(URANIA_ROUTES, SCHEMAS);
    expect(ROUTE_DIRECTORY.map((e) => e.operationId)).toEqual(URANIA_ROUTES.map((r) => ids.get(r)));
    const loaded = await Promise.all(ROUTE_DIRECTORY.map((e) => e.load()));
    loaded.forEach((route, i) => expect(route).toBe(URANIA_ROUTES[i]));
  }, 120_000);

  it('finds for a batch the route the table finds, by path name, camel case and operationId, and refuses an unknown record alike', () => {
    const batchable = ROUTE_DIRECTORY.filter((e) => e.batchable);
    expect(batchable.length).toBeGreaterThan(50);
    for (const entry of batchable) {
      const camel = entry.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      for (const record of [entry.name, entry.name.replace(/-/g, '/'), camel, entry.operationId]) {
        const viaTable = batchRoute(record, URANIA_ROUTES);
        const viaDirectory = findBatchRecord(record, batchable);
        expect(viaDirectory.id).toBe(routeId(viaTable.route));
        expect(viaDirectory.name).toBe(viaTable.name);
      }
    }
    const refusal = (find: () => unknown): string => {
      try {
        find();
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    const table = refusal(() => batchRoute('natal-chart-wheel-of-fortune', URANIA_ROUTES));
    expect(table).toMatch(/^record "natal-chart-wheel-of-fortune" is not a record a batch can compute; give one of: /);
    expect(refusal(() => findBatchRecord('natal-chart-wheel-of-fortune', batchable))).toBe(table);
  });
});
