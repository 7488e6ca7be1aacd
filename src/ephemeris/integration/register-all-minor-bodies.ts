import { MINOR_BODY_TABLES } from '../data/integrated-ephemeris-minor-bodies.js';
import { registerMinorBodies } from './minor-bodies.js';

/**
 * @summary Register every minor body's table (statically imported: the full entries `urania`, `urania/http` and
 * the CLI call this once at start-up, so that every body answers synchronously without `loadBodies`).
 * @example registerAllMinorBodies();
 */
export function registerAllMinorBodies(): void {
  registerMinorBodies(MINOR_BODY_TABLES);
}
