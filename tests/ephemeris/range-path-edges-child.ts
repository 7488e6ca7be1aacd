/**
 * Run by tests/ephemeris/range-path-edges.test.ts in a fresh Node process on the TypeScript sources (tsx): no era
 * of the ephemeris is loaded and none can load synchronously (src/time/node-data-loader.ts), as in a
 * browser or a bundle. Prints the searches' outcomes (range-path-edges-cases.ts) and which eras are loaded; with the
 * argument `era`, loads the era 1000–1800 alone first and runs the searches next to its first edge.
 */
import { EPHEMERIS_ERAS, isEphemerisEraLoaded, loadEphemerisEra } from '../../src/ephemeris/integration/index.js';
import { edgeOutcomes, eraEdgeOutcomes } from './range-path-edges-cases.js';

// `era`: only the era 1000–1800 loaded, the searches next to its first edge (eraEdgeOutcomes).
const eraMode = process.argv[2] === 'era';
if (eraMode) await loadEphemerisEra('p1000-p1800');
const outcomes = eraMode ? eraEdgeOutcomes() : edgeOutcomes();
const loadedEras = EPHEMERIS_ERAS.filter((e) => isEphemerisEraLoaded(e.name)).map((e) => e.name);
process.stdout.write(JSON.stringify({ loadedEras, outcomes }));
