// `urania/testing`: fast-check arbitraries for every request type, valid and invalid (fast-check is a peer dependency).
// Dates are drawn over the whole supported span (−3000..+3000) by default: `await loadEphemerisSpan()` (from `urania`)
// once before computing with them, or pass 1800–2200 bounds (docs/time.md, "The supported span, stated once").
export * from './arb-dates.js';
export * from './arb-values.js';
export * from './arb-birth-place.js';
export * from './arb-requests.js';
export * from './arb-invalid-requests.js';
export * from './arb-unsupported-requests.js';
export * from './arb-technique-requests.js';
export * from './arbitrary-from-schema.js';
export { arbRequest, arbInvalidRequest } from './arb-request.js';
export {
  UNEXPECTED_MEMBER, applyViolation, arbInvalidFromSchema, failsOnField, fieldOf, schemaViolations,
  type InvalidCase, type Violation, type ViolationKind,
} from './schema-violations.js';
export type { SchemaNode } from './schema-node.js';
