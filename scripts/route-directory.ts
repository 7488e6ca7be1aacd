/**
 * Writes src/http/routes/route-directory.ts (issue 30, session 22): for every route of the table (URANIA_ROUTES), its
 * id, the file and export it is declared in, its batch name and operationId, and whether a batch can compute it —
 * as data, with a literal `import()` of its file so that a bundler makes each route a chunk of its own. A batch's
 * worker thread (src/http/batch-worker.ts) finds and loads only the route it computes through it, instead of the
 * whole table (every route's texts in ten languages: 0.5 CPU-s a thread at start).
 * Run after adding, renaming or moving a route: `npm run routes:directory`. tests/http/routes/route-directory.test.ts
 * fails while the file differs from what this script writes.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as SCHEMAS from '../src/schemas/all.js';
import { batchRecordName, isBatchable } from '../src/http/batch/batch-record.js';
import { operationIds } from '../src/http/openapi.js';
import { routeId, type RouteDefinition } from '../src/http/route-definition.js';
import { URANIA_ROUTES } from '../src/http/routes/index.js';

const ROUTES_DIR = fileURLToPath(new URL('../src/http/routes/', import.meta.url));
export const ROUTE_DIRECTORY_FILE = fileURLToPath(new URL('../src/http/routes/route-directory.ts', import.meta.url));

/** @summary The text of src/http/routes/route-directory.ts, from the route table and the routes' own files. */
export async function routeDirectorySource(): Promise<string> {
  const home = new Map<RouteDefinition, { file: string; exportName: string }>();
  for (const file of readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.ts') && !['index.ts', 'route-directory.ts', 'route-directory-entry.ts'].includes(f)).sort()) {
    const module = (await import(pathToFileURL(`${ROUTES_DIR}${file}`).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      const route = URANIA_ROUTES.find((r) => r === value);
      if (route !== undefined && !home.has(route)) home.set(route, { file: file.slice(0, -3), exportName });
    }
  }
  const ids = operationIds(URANIA_ROUTES, SCHEMAS);
  const quoted = (text: string | undefined): string => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const lines = URANIA_ROUTES.map((route) => {
    const where = home.get(route);
    if (where === undefined) throw new Error(`route ${routeId(route)} is not exported by a file of src/http/routes`);
    const fields = [
      `id: ${quoted(routeId(route))}`,
      `name: ${quoted(batchRecordName(route))}`,
      `operationId: ${quoted(ids.get(route))}`,
      `batchable: ${isBatchable(route)}`,
      `load: () => import('./${where.file}.js').then((m) => m.${where.exportName})`,
    ];
    return `  { ${fields.join(', ')} },`;
  });
  return `/**
 * Every route of the table (URANIA_ROUTES), in its order, as data: its id, batch name, operationId, whether a batch can
 * compute it, and how to load it alone (issue 30: a batch's worker thread loads only the route it computes —
 * src/http/batch-worker.ts). Written by scripts/route-directory.ts (\`npm run routes:directory\`); do not edit by hand.
 */
import type { RouteDirectoryEntry } from './route-directory-entry.js';

export type { RouteDirectoryEntry } from './route-directory-entry.js';

export const ROUTE_DIRECTORY: readonly RouteDirectoryEntry[] = [
${lines.join('\n')}
];
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(ROUTE_DIRECTORY_FILE, await routeDirectorySource());
  console.log(`wrote ${ROUTE_DIRECTORY_FILE}`);
}
