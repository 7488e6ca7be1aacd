import { UraniaError } from '../../errors/urania-error.js';
import { BODIES } from '../../schemas/enums.js';
import { PRELOADED_MINOR_BODY_TABLES } from '../data/integrated-ephemeris-preloaded.js';
import { OSCULATING_LUNAR_BODIES, isElpOnDemandLoaded, loadElpOnDemand } from '../elp-on-demand.js';
import type { PackedChebyshevBody } from './chebyshev-table.js';
import { MINOR_BODIES, type MinorBody } from './integrated-bodies.js';
import { requireDataModule } from '../../time/node-data-loader.js';
import { refuseExtraArguments } from '../../errors/extra-arguments.js';

/**
 * The minor bodies' 1800–2200 tables (Chiron, the asteroids, the TNOs: 18 modules, 1.5–195 kB each), kept apart
 * from the core so that a bundler leaves out the bodies an application never asks for (docs/ephemeris.md,
 * "Chunks").
 *
 * - The server and CLI entries (`urania/http` and its worker, the CLI) call `registerAllMinorBodies()` at start-up (an explicit
 *   call in the entry file, which package.json's `"sideEffects"` lists so that bundlers keep it; a module that
 *   registered by being imported would be dropped): every body answers synchronously, as it always did.
 * - The library's entries `urania` and `urania/core` register none of them (issue 30: no import-time work): `await loadBodies(['Ceres', …])` imports a body's
 *   module (dynamic `import()`, one chunk per body: `dist/bodies/integrated-ephemeris-<body>.js`) once per
 *   process, after which the body answers synchronously. Under Node the built package loads that file
 *   synchronously on the body's first use instead (node-data-loader.ts, as the eras do), so no call is needed
 *   there; elsewhere (browsers, bundled apps) asking before loading throws `UraniaError('UNSUPPORTED')` naming
 *   the body and the call — never a silent fallback.
 *
 * The osculating lunar points (NorthNode, SouthNode, LilithTrue) are loaded the same way: they need the part of the
 * lunar theory that is not loaded at start (elp-on-demand.ts), which `loadBodies` loads when it names one of them
 * (or names nothing).
 *
 * In the source tree (tests, scripts, benchmarks) every table is preloaded
 * (data/integrated-ephemeris-preloaded.ts); the library's build (tsup.config.ts) swaps that module for an empty one
 * (scripts/light-entry-plugin.ts), which is what makes `urania/core` light.
 */

/** A minor body's generated module. */
type MinorBodyModule = Promise<{ readonly INTEGRATED_TABLE: PackedChebyshevBody }>;

/** How each minor body's module is loaded. The import paths are literal so that bundlers see them. */
const LOADERS: Readonly<Record<MinorBody, () => MinorBodyModule>> = {
  Chiron: () => import('../data/integrated-ephemeris-chiron.js'),
  Ceres: () => import('../data/integrated-ephemeris-ceres.js'),
  Pallas: () => import('../data/integrated-ephemeris-pallas.js'),
  Juno: () => import('../data/integrated-ephemeris-juno.js'),
  Vesta: () => import('../data/integrated-ephemeris-vesta.js'),
  Hygiea: () => import('../data/integrated-ephemeris-hygiea.js'),
  Astraea: () => import('../data/integrated-ephemeris-astraea.js'),
  Psyche: () => import('../data/integrated-ephemeris-psyche.js'),
  Eros: () => import('../data/integrated-ephemeris-eros.js'),
  Sappho: () => import('../data/integrated-ephemeris-sappho.js'),
  Amor: () => import('../data/integrated-ephemeris-amor.js'),
  Eris: () => import('../data/integrated-ephemeris-eris.js'),
  Sedna: () => import('../data/integrated-ephemeris-sedna.js'),
  Makemake: () => import('../data/integrated-ephemeris-makemake.js'),
  Haumea: () => import('../data/integrated-ephemeris-haumea.js'),
  Quaoar: () => import('../data/integrated-ephemeris-quaoar.js'),
  Ixion: () => import('../data/integrated-ephemeris-ixion.js'),
  Varuna: () => import('../data/integrated-ephemeris-varuna.js'),
};

/** The file of a minor body's module (src/ephemeris/data/, and dist/bodies/ in the build). */
export function minorBodyModuleFile(body: MinorBody): string {
  return `integrated-ephemeris-${body.toLowerCase()}`;
}

/** The tables of the minor bodies known to a process, and how to load the others. */
export interface MinorBodyRegistry {
  /** A body's packed table: UNSUPPORTED naming `loadBodies` when it is not loaded. */
  table(body: MinorBody): PackedChebyshevBody;
  isLoaded(body: MinorBody): boolean;
  register(tables: Readonly<Partial<Record<MinorBody, PackedChebyshevBody>>>): void;
  load(bodies: readonly MinorBody[]): Promise<void>;
}

/**
 * @summary A registry of minor-body tables, starting with `preloaded` and loading the others with `loaders`
 * (awaited) or, on first use, with `loadSync` when it can (the process has one, below; tests make their own to
 * see the unloaded state).
 * @example await createMinorBodyRegistry({}, loaders).load(['Ceres']);
 */
export function createMinorBodyRegistry(
  preloaded: Readonly<Partial<Record<MinorBody, PackedChebyshevBody>>>,
  loaders: Readonly<Record<MinorBody, () => MinorBodyModule>>,
  loadSync: (body: MinorBody) => PackedChebyshevBody | undefined = () => undefined,
): MinorBodyRegistry {
  const tables = new Map<MinorBody, PackedChebyshevBody>();
  const pending = new Map<MinorBody, Promise<void>>();
  const register = (given: Readonly<Partial<Record<MinorBody, PackedChebyshevBody>>>): void => {
    for (const body of MINOR_BODIES) {
      const t = given[body];
      if (t !== undefined && !tables.has(body)) tables.set(body, t);
    }
  };
  register(preloaded);
  return {
    table(body) {
      let t = tables.get(body);
      if (t !== undefined) return t;
      t = loadSync(body);
      if (t !== undefined) {
        tables.set(body, t);
        return t;
      }
      throw new UraniaError(
        'UNSUPPORTED',
        `the ephemeris of ${body} is not loaded: call \`await loadBodies(['${body}'])\` (or \`await loadBodies()\` for every minor body) once before computing it — in a browser or a bundled app (\`urania\` and \`urania/core\` alike) each minor body loads on demand; under Node it loads by itself on first use`,
        { field: 'body', received: body, allowed: 'a loaded body (loadBodies)' },
      );
    },
    isLoaded: (body) => tables.has(body),
    register,
    load(bodies) {
      return Promise.all(
        bodies.map((body) => {
          if (tables.has(body)) return undefined;
          let p = pending.get(body);
          if (p === undefined) {
            p = loaders[body]().then(
              (module) => {
                if (!tables.has(body)) tables.set(body, module.INTEGRATED_TABLE);
                pending.delete(body);
              },
              (error: unknown) => {
                pending.delete(body);
                throw error;
              },
            );
            pending.set(body, p);
          }
          return p;
        }),
      ).then(() => undefined);
    },
  };
}

const REGISTRY = createMinorBodyRegistry(
  PRELOADED_MINOR_BODY_TABLES,
  LOADERS,
  (body) => requireDataModule<Awaited<MinorBodyModule>>(`bodies/${minorBodyModuleFile(body)}`)?.INTEGRATED_TABLE,
);
const MINOR = new Set<string>(MINOR_BODIES);
const KNOWN = new Set<string>(BODIES);

/** @summary Whether a body is one of MINOR_BODIES (its data is a module of its own). */
export function isMinorBody(body: string): body is MinorBody {
  return MINOR.has(body);
}

/** @summary The packed 1800–2200 table of a minor body; UNSUPPORTED naming `loadBodies` when not loaded. */
export function minorBodyTable(body: MinorBody): PackedChebyshevBody {
  return REGISTRY.table(body);
}

/**
 * @summary Make minor bodies' tables available synchronously (what `registerAllMinorBodies()` does with all of them).
 * @example registerMinorBodies({ Ceres: INTEGRATED_TABLE });
 */
export function registerMinorBodies(tables: Readonly<Partial<Record<MinorBody, PackedChebyshevBody>>>): void {
  REGISTRY.register(tables);
}

const OSCULATING = new Set<string>(OSCULATING_LUNAR_BODIES);

/**
 * @summary Whether a body answers synchronously now: true for every body but a minor body or an osculating lunar
 * point (NorthNode, SouthNode, LilithTrue) not loaded yet (`urania` and `urania/core`: loaded by `loadBodies`, or
 * under Node on first use; the server and the CLI have them all). INVALID_ARGUMENT for a name that is not a body.
 * @example isBodyLoaded('Ceres') // false before `await loadBodies(['Ceres'])` (or, under Node, the first use of Ceres)
 */
export function isBodyLoaded(body: string): boolean {
  refuseExtraArguments(arguments.length, 1, 'isBodyLoaded(body)', "isBodyLoaded('Ceres')");
  if (typeof body !== 'string' || !KNOWN.has(body)) {
    const allowed = BODIES.join(', ');
    throw new UraniaError('INVALID_ARGUMENT', `body must be one of: ${allowed}`, { field: 'body', received: body, allowed });
  }
  if (OSCULATING.has(body)) return isElpOnDemandLoaded();
  return !isMinorBody(body) || REGISTRY.isLoaded(body);
}

/**
 * @summary Load the data of minor bodies (Chiron, the asteroids, the TNOs) and of the osculating lunar points
 * (NorthNode, SouthNode, LilithTrue: the rest of the lunar theory) once per process; afterwards they answer
 * synchronously. Without an argument: all of them. Bodies that need no loading (the Sun, the Moon, the planets,
 * the mean lunar points, the Hamburg bodies) are accepted and cost nothing; in the server and the CLI every body
 * is loaded already. Throws INVALID_ARGUMENT (synchronously) for a name that is not a body.
 * @example await loadBodies(['Ceres', 'Chiron']); bodyPosition('Ceres', instant('2024-01-01T00:00:00Z'));
 */
export function loadBodies(bodies?: readonly string[]): Promise<void> {
  refuseExtraArguments(arguments.length, 1, 'loadBodies(bodies?)', "loadBodies(['Ceres', 'Chiron'])");
  if (bodies === undefined) return Promise.all([REGISTRY.load(MINOR_BODIES), loadElpOnDemand()]).then(() => undefined);
  const allowed = BODIES.join(', ');
  if (!Array.isArray(bodies)) {
    throw new UraniaError('INVALID_ARGUMENT', 'bodies must be an array of body names', { field: 'bodies', received: bodies, allowed: `an array of: ${allowed}` });
  }
  const minor: MinorBody[] = [];
  let osculating = false;
  bodies.forEach((body: unknown, i) => {
    if (typeof body !== 'string' || !KNOWN.has(body)) {
      throw new UraniaError('INVALID_ARGUMENT', `bodies[${i}] must be one of: ${allowed}`, { field: `bodies[${i}]`, received: body, allowed });
    }
    if (isMinorBody(body)) minor.push(body);
    if (OSCULATING.has(body)) osculating = true;
  });
  return osculating ? Promise.all([REGISTRY.load(minor), loadElpOnDemand()]).then(() => undefined) : REGISTRY.load(minor);
}
