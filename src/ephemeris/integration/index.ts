// Public surface of the numerical integration (contract: INTEGRATED_BODIES, integratedSource,
// sunBarycentricState, INTEGRATION_RANGE). The integrator, force model and fitting tools in this folder are
// build-time machinery (scripts/build-ephemeris.ts) and stay out of the barrel.
export { INTEGRATED_BODIES, type IntegratedBody } from './integrated-bodies.js';
export { INTEGRATION_RANGE, integratedSource, isIntegratedBody, sunBarycentricState } from './integrated-source.js';
