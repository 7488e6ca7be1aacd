import { ELP_ON_DEMAND } from '../data/elp-mpp02-on-demand.js';
import { MINOR_BODY_TABLES } from '../data/integrated-ephemeris-minor-bodies.js';
import { registerElpOnDemand } from '../elp-on-demand.js';
import { registerMinorBodies } from './minor-bodies.js';

/**
 * @summary Register every minor body's table and the on-demand part of the lunar theory (elp-on-demand.ts: the
 * osculating lunar points, the Moon beyond 1760–2240), all statically imported: the full entries `urania`,
 * `urania/http` and the CLI call this once at start-up, so that every body answers synchronously without
 * `loadBodies`.
 * @example registerAllMinorBodies();
 */
export function registerAllMinorBodies(): void {
  registerMinorBodies(MINOR_BODY_TABLES);
  registerElpOnDemand(ELP_ON_DEMAND);
}
