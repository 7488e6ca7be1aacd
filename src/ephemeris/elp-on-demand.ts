import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { PRELOADED_ELP_ON_DEMAND } from './data/elp-mpp02-preloaded.js';
import { requireDataModule } from '../time/node-data-loader.js';
import type { ElpOnDemandData } from './series-packing.js';

/**
 * The part of the lunar theory that is loaded on demand (issue 17; docs/ephemeris.md, "Chunks"), as a minor body's
 * table is (integration/minor-bodies.ts). The apparent Moon and the range-path fits in 1760–2240 need only the fast
 * selection (data/elp-mpp02-series.ts, 1649 terms, loaded at start); the rest of the contract selection
 * (data/elp-mpp02-series-remainder.ts, 2310 terms) and the long-span supplement (data/elp-mpp02-span-terms.ts) are
 * needed by the osculating lunar points (NorthNode, SouthNode, LilithTrue: `moonGeocentricState`,
 * `moonGeocentricKinematics`) and by the span theory (before 1760, after 2240), and come in one module
 * (data/elp-mpp02-on-demand.ts):
 * - the server and CLI entries (`urania/http`, the CLI) register it at start-up (`registerAllMinorBodies()`);
 * - the library's entries `urania` and `urania/core` (issue 30: the root entry no longer registers it) load it with `await loadBodies([...])` naming an osculating point (or
 *   `await loadBodies()`) and with `await loadEphemerisSpan()` / `loadEphemerisEra` (the eras' Moon needs it);
 *   under Node the built package loads it synchronously on first need (node-data-loader.ts: the build's stable
 *   entry `moon/elp-mpp02-on-demand`); elsewhere asking before loading throws `UraniaError('UNSUPPORTED')` naming
 *   the call, as for a minor body;
 * - in the source tree (tests, scripts) it is preloaded (data/elp-mpp02-preloaded.ts, which the build swaps for
 *   an empty module: scripts/light-entry-plugin.ts).
 */

/** The build's stable entry of the on-demand module (tsup.config.ts), for the synchronous load under Node. */
export const ELP_ON_DEMAND_ENTRY = 'moon/elp-mpp02-on-demand';

/** What needs the on-demand data: the osculating lunar points (the contract Moon) or the span theory. */
export type ElpOnDemandNeed = 'osculating' | 'span';

/** The bodies whose positions need the on-demand data at every date (`loadBodies` loads it for them). */
export const OSCULATING_LUNAR_BODIES: readonly string[] = ['NorthNode', 'SouthNode', 'LilithTrue'];

/** The on-demand ELP/MPP02 data of a process, and how to load it. */
export interface ElpOnDemandSource {
  /** The data: loaded synchronously where possible, else UNSUPPORTED naming the loading call for `need`. */
  data(need: ElpOnDemandNeed): ElpOnDemandData;
  isLoaded(): boolean;
  register(data: ElpOnDemandData): void;
  load(): Promise<void>;
}

/** The error of a need before loading: the wording of a minor body's (integration/minor-bodies.ts). */
function notLoaded(need: ElpOnDemandNeed): UraniaError {
  if (need === 'osculating') {
    return new UraniaError(
      'UNSUPPORTED',
      "the ephemeris of the osculating lunar points (NorthNode, SouthNode, LilithTrue) is not loaded: call `await loadBodies(['NorthNode'])` (or `await loadBodies()` for every body) once before computing them — in a browser or a bundled app (`urania` and `urania/core` alike) the full lunar theory loads on demand; under Node it loads by itself on first use",
      { wording: wording('ephemeris.osculatingNotLoaded', { bodies: OSCULATING_LUNAR_BODIES.join(', ') }), field: 'body', received: OSCULATING_LUNAR_BODIES.join(', '), allowed: 'a loaded body (loadBodies)' },
    );
  }
  return new UraniaError(
    'UNSUPPORTED',
    'the lunar theory of the years before 1760 and after 2240 is not loaded: call `await loadEphemerisSpan()` (or `await loadEphemerisEra(…)` for one era) once before computing dates outside 1800–2200 — in a browser or a bundled app (`urania` and `urania/core` alike) it loads with the eras; under Node it loads by itself on first use',
    { wording: wording('ephemeris.lunarTheoryNotLoaded', {}), field: 'jdTt', allowed: 'a loaded era, or 1800–2200' },
  );
}

/**
 * @summary A source of the on-demand ELP/MPP02 data, starting with `preloaded` and loading it with `loader`
 * (awaited) or, on first need, with `loadSync` when it can (the process has one, below; tests make their own to see
 * the unloaded state).
 * @example await createElpOnDemandSource(undefined, () => import('./data/elp-mpp02-on-demand.js')).load();
 */
export function createElpOnDemandSource(
  preloaded: ElpOnDemandData | undefined,
  loader: () => Promise<{ readonly ELP_ON_DEMAND: ElpOnDemandData }>,
  loadSync: () => ElpOnDemandData | undefined = () => undefined,
): ElpOnDemandSource {
  let data = preloaded;
  let pending: Promise<void> | undefined;
  return {
    data(need) {
      data ??= loadSync();
      if (data === undefined) throw notLoaded(need);
      return data;
    },
    isLoaded: () => data !== undefined,
    register(given) {
      data ??= given;
    },
    load() {
      if (data !== undefined) return Promise.resolve();
      pending ??= loader().then(
        (module) => {
          data ??= module.ELP_ON_DEMAND;
          pending = undefined;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

const SOURCE = createElpOnDemandSource(
  PRELOADED_ELP_ON_DEMAND,
  // The import path is literal so that bundlers see it (one chunk).
  () => import('./data/elp-mpp02-on-demand.js'),
  () => requireDataModule<{ readonly ELP_ON_DEMAND: ElpOnDemandData }>(ELP_ON_DEMAND_ENTRY)?.ELP_ON_DEMAND,
);

/** @summary The on-demand ELP/MPP02 data (UNSUPPORTED naming the loading call for `need` when not loaded). */
export function elpOnDemandData(need: ElpOnDemandNeed): ElpOnDemandData {
  return SOURCE.data(need);
}

/** @summary Whether the on-demand ELP/MPP02 data is loaded (it is in the source tree and with the full entries). */
export function isElpOnDemandLoaded(): boolean {
  return SOURCE.isLoaded();
}

/**
 * @summary Make the on-demand ELP/MPP02 data available synchronously (the full entries, through
 * `registerAllMinorBodies()`).
 * @example registerElpOnDemand(ELP_ON_DEMAND);
 */
export function registerElpOnDemand(data: ElpOnDemandData): void {
  SOURCE.register(data);
}

/**
 * @summary Load the on-demand ELP/MPP02 data once per process (what `loadBodies` does for an osculating lunar
 * point and `loadEphemerisEra` for the eras' Moon).
 * @example await loadElpOnDemand();
 */
export function loadElpOnDemand(): Promise<void> {
  return SOURCE.load();
}
