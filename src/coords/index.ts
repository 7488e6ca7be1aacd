// Public surface of the coords layer (curated re-exports).
export {};
export { ascendant, eastPoint, midheaven, vertex } from './chart-angles.js';
export { eclipticToEquatorial, equatorialToEcliptic } from './ecliptic-equatorial.js';
export type { Ecliptic, Equatorial } from './ecliptic-equatorial.js';
export {
  fukushimaWilliamsAngles,
  gcrsToMeanEclipticMatrix,
  nutationPrecessionBiasMatrix,
  precessionBiasMatrix,
  precessionInLongitudeRate,
} from './precession.js';
export type { FukushimaWilliamsAngles } from './precession.js';
export { FRAME_BIAS_MATRIX, FRAME_BIAS_ARCSEC } from './frame-bias.js';
export { relativisticAberration } from './aberration.js';
export { solarLightDeflection, SUN_SCHWARZSCHILD_RADIUS_AU } from './light-deflection.js';
export { applyMatrix, chainMatrices, multiplyMatrices, rotationX, rotationY, rotationZ, transposeMatrix, IDENTITY3 } from './rotation.js';
export type { Matrix3, Vector3 } from './rotation.js';
