/**
 * Synchronous loading of the package's own ES data modules when Urania runs under Node (issue 14: "lazy require"):
 * Node 20.19+ / 22.12+ can load an ES module that has no top-level await with CommonJS `require`, and `process.getBuiltinModule`
 * (Node 20.16+) reaches `createRequire` without importing a Node module — so the core keeps no Node import and
 * runs unchanged in browsers, workers and bundlers, where this answers `undefined` and the data must be loaded
 * with an awaited call (`loadEphemerisSpan`). The files are the build's stable entries (tsup.config.ts: `eras/*`),
 * looked up beside the chunk that holds this code (dist/) or one folder up; from the TypeScript sources (tests)
 * they do not exist, and the caller falls back to its "not loaded" error.
 */

interface RequireFunction {
  (id: string): unknown;
  resolve?(id: string): string;
}

interface NodeProcess {
  getBuiltinModule?(id: string): unknown;
}

let nodeRequire: RequireFunction | null | undefined;

/** Node's `require` for this module's location, or null outside Node (looked up once). */
function requireHere(): RequireFunction | null {
  if (nodeRequire === undefined) {
    const proc = (globalThis as { process?: NodeProcess }).process;
    const moduleApi = typeof proc?.getBuiltinModule === 'function' ? proc.getBuiltinModule('node:module') : undefined;
    const createRequire = (moduleApi as { createRequire?: (url: string) => RequireFunction } | undefined)?.createRequire;
    nodeRequire = typeof createRequire === 'function' ? createRequire(import.meta.url) : null;
  }
  return nodeRequire;
}

/**
 * @summary The ES data module `name` of the build (`eras/era-m3000-m1000`), loaded synchronously under Node, or
 * `undefined` where that is not possible (not Node, an older Node, the TypeScript sources, a bundled app).
 * @example requireDataModule<{ ERA: EphemerisEraData }>('eras/era-m3000-m1000')?.ERA
 */
export function requireDataModule<T>(name: string): T | undefined {
  const req = requireHere();
  if (req === null) return undefined;
  for (const path of [`./${name}.js`, `../${name}.js`]) {
    try {
      return req(path) as T;
    } catch {
      // Not at this place (or not loadable synchronously here): try the next, then give up.
    }
  }
  return undefined;
}

/**
 * @summary Whether `requireDataModule(name)` can find the module, without loading it (a file lookup): true under Node
 * in the built package, false elsewhere.
 */
export function dataModuleAvailable(name: string): boolean {
  const req = requireHere();
  if (req === null || typeof req.resolve !== 'function') return false;
  for (const path of [`./${name}.js`, `../${name}.js`]) {
    try {
      req.resolve(path);
      return true;
    } catch {
      // Not at this place: try the next.
    }
  }
  return false;
}
