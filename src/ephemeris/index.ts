// Public surface of the ephemeris layer (curated re-exports).
export type { HeliocentricSource, HeliocentricState } from './source.js';
export { apparentBodyPosition } from './body-position.js';
export { ephemerisSamples, type EphemerisSample } from './ephemeris-samples.js';
export type { Observer } from './apparent-body.js';
export { apparentLongitude, apparentLongitudeAndSpeed, RANGE_PATH_JD_TT } from './range-path.js';
export { BODY_METHODS, availableBodies, isAvailable } from './bodies.js';
export type { BodyMethod } from './bodies.js';
export { moonGeocentricState } from './moon.js';
export { vsop87State, VSOP87_PLANETS } from './vsop87.js';
export type { Vsop87Planet } from './vsop87.js';
export type { ApparentPlace } from './apparent-place.js';
export { EPHEMERIS_ERAS, loadEphemerisEra, loadEphemerisSpan, type EphemerisEra } from './integration/index.js';
export { MINOR_BODIES, isBodyLoaded, loadBodies, type MinorBody } from './integration/index.js';
// Not here: registerAllMinorBodies (integration/register-all-minor-bodies.ts). The full entries import it from its own
// file, so that no barrel makes the minor bodies' data reachable from the light entry's modules (bundlers' code
// splitting assigns whole files to entry points by the imports they can reach).
