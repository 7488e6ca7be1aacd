export { UraniaError, isUraniaError, URANIA_ERROR_CODES } from './urania-error.js';
export type { UraniaErrorCode, UraniaErrorDetails } from './urania-error.js';
export { requireNumberInRange } from './checks.js';
