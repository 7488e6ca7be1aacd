import { refuseExtraArguments } from './extra-arguments.js';
/**
 * The one error class of Urania. Every failure the library reports is a `UraniaError` with a machine-readable
 * `code` and structured `details`, so callers branch on data, not on message text.
 *
 * | code               | meaning                                                        | HTTP |
 * |--------------------|----------------------------------------------------------------|------|
 * | INVALID_ARGUMENT   | a value has the wrong type or format (bad date, unknown enum)  | 400  |
 * | OUT_OF_RANGE       | a value is well formed but outside the supported range         | 400  |
 * | MISSING_ARGUMENT   | a required value is absent                                     | 400  |
 * | UNSUPPORTED        | the request is valid but this computation is not available     | 422  |
 * | NOT_FOUND          | a search found nothing where a result was required             | 404  |
 * | TIMEOUT            | a computation exceeded its deadline                            | 408  |
 * | INTERNAL           | a broken invariant inside Urania (a bug: please report it)     | 500  |
 */
export const URANIA_ERROR_CODES = [
  'INVALID_ARGUMENT',
  'OUT_OF_RANGE',
  'MISSING_ARGUMENT',
  'UNSUPPORTED',
  'NOT_FOUND',
  'TIMEOUT',
  'INTERNAL',
] as const;

export type UraniaErrorCode = (typeof URANIA_ERROR_CODES)[number];

/** Structured details: the offending field (dotted path), what was received, and what is allowed. */
export interface UraniaErrorDetails {
  /** Dotted path of the offending input, e.g. `latitude` or `personA.birthDate`. */
  readonly field?: string;
  /** The value received (as given, or a short rendering of it). */
  readonly received?: unknown;
  /** What is allowed, in words: `"-90..90"`, `"one of: Placidus, Koch, …"`, `"YYYY-MM-DD"`. */
  readonly allowed?: string;
  /** Numeric bounds, when the rule is a range. */
  readonly minimum?: number;
  readonly maximum?: number;
  /** Anything else a caller may want (e.g. a list of valid values). */
  readonly [key: string]: unknown;
}

/**
 * @summary The error every Urania function throws.
 * @example
 * try { houses({ at, latitude: 91, longitude: 0 }) }
 * catch (e) { if (e instanceof UraniaError && e.code === 'OUT_OF_RANGE') console.log(e.details.field) }
 */
export class UraniaError extends Error {
  override readonly name = 'UraniaError';
  readonly code: UraniaErrorCode;
  readonly details: UraniaErrorDetails;

  constructor(code: UraniaErrorCode, message: string, details: UraniaErrorDetails = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }

  /** A plain JSON-able rendering (`{ code, message, details }`). */
  toJSON(): { code: UraniaErrorCode; message: string; details: UraniaErrorDetails } {
    return { code: this.code, message: this.message, details: this.details };
  }
}

/** Type guard usable across realms (worker threads serialize errors). */
export function isUraniaError(value: unknown): value is UraniaError {
  refuseExtraArguments(arguments.length, 1, 'isUraniaError(value)');
  return (
    value instanceof UraniaError ||
    (typeof value === 'object' &&
      value !== null &&
      (value as { name?: unknown }).name === 'UraniaError' &&
      URANIA_ERROR_CODES.includes((value as { code?: UraniaErrorCode }).code as UraniaErrorCode))
  );
}
