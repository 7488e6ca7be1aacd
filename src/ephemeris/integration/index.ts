// Public surface of the numerical integration (contract: INTEGRATED_BODIES, integratedSource,
// sunBarycentricState, INTEGRATION_RANGE, the eras and their loading). The integrator, force model and fitting
// tools in this folder are build-time machinery (scripts/build-ephemeris*.ts) and stay out of the barrel.
export { INTEGRATED_BODIES, MINOR_BODIES, type IntegratedBody, type MinorBody } from './integrated-bodies.js';
export { isBodyLoaded, isMinorBody, loadBodies, registerMinorBodies } from './minor-bodies.js';
export {
  INTEGRATION_RANGE,
  integratedBodySpan,
  integratedSource,
  isIntegratedBody,
  sunBarycentricState,
  type IntegratedSpan,
} from './integrated-source.js';
export {
  CHIRON_SPAN_JD_TT,
  EPHEMERIS_ERAS,
  EPHEMERIS_SPAN_JD_TT,
  eraAt,
  isEphemerisEraLoaded,
  loadEphemerisEra,
  loadEphemerisFor,
  loadEphemerisSpan,
  type EphemerisEra,
} from './eras.js';
export { longTermState } from './long-term-vsop87.js';
