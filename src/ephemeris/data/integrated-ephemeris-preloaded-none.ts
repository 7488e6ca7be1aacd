import type { PackedChebyshevBody } from '../integration/chebyshev-table.js';
import type { MinorBody } from '../integration/integrated-bodies.js';

/**
 * What the library's build puts in place of integrated-ephemeris-preloaded.ts (scripts/light-entry-plugin.ts):
 * no minor-body table, so that no entry carries them unless it registers them (`registerAllMinorBodies()`, the
 * full entries) or loads them (`loadBodies`, the light entry `urania/core`).
 */
export const PRELOADED_MINOR_BODY_TABLES: Readonly<Partial<Record<MinorBody, PackedChebyshevBody>>> = {};
