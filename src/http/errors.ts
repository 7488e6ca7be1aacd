import type { UraniaErrorCode } from '../errors/index.js';

/**
 * The ONE table of every error the HTTP adapter can answer with: its code, HTTP status, RFC 9457 problem
 * `type` and `title`. Library failures (`UraniaError` codes) and adapter failures (auth, rate limit,
 * validation, routing, transport) live side by side, so a status is decided in exactly one place.
 * docs/errors.md reproduces this table; tests/http/errors.test.ts checks the two agree.
 */
export const HTTP_ERRORS = {
  // ── Library errors (UraniaError codes, src/errors/urania-error.ts) ────────────────────────────────────
  INVALID_ARGUMENT: { status: 400, slug: 'invalid-argument', title: 'Invalid argument' },
  OUT_OF_RANGE: { status: 400, slug: 'out-of-range', title: 'Argument out of range' },
  MISSING_ARGUMENT: { status: 400, slug: 'missing-argument', title: 'Missing argument' },
  UNSUPPORTED: { status: 422, slug: 'unsupported', title: 'Computation not supported' },
  NOT_FOUND: { status: 404, slug: 'not-found', title: 'Nothing found' },
  TIMEOUT: { status: 408, slug: 'request-timeout', title: 'Request timeout' },
  INTERNAL: { status: 500, slug: 'internal', title: 'Internal error' },
  // ── Adapter errors ────────────────────────────────────────────────────────────────────────────────────
  INVALID_PARAMETERS: { status: 400, slug: 'invalid-parameters', title: 'Invalid parameters' },
  MALFORMED_REQUEST: { status: 400, slug: 'malformed-request', title: 'Malformed request' },
  MALFORMED_BODY: { status: 400, slug: 'malformed-body', title: 'Malformed request body' },
  CREDENTIALS_REQUIRED: { status: 401, slug: 'credentials-required', title: 'Credentials required' },
  INVALID_API_KEY: { status: 401, slug: 'invalid-api-key', title: 'Invalid API key' },
  ROUTE_NOT_FOUND: { status: 404, slug: 'route-not-found', title: 'No such route' },
  METHOD_NOT_ALLOWED: { status: 405, slug: 'method-not-allowed', title: 'Method not allowed' },
  NOT_ACCEPTABLE: { status: 406, slug: 'not-acceptable', title: 'Not acceptable' },
  REQUEST_TIMEOUT: { status: 408, slug: 'request-timeout', title: 'Request timeout' },
  PAYLOAD_TOO_LARGE: { status: 413, slug: 'payload-too-large', title: 'Payload too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, slug: 'unsupported-media-type', title: 'Unsupported media type' },
  EXPECTATION_FAILED: { status: 417, slug: 'expectation-failed', title: 'Expectation failed' },
  RATE_LIMITED: { status: 429, slug: 'rate-limited', title: 'Too many requests' },
  HEADERS_TOO_LARGE: { status: 431, slug: 'headers-too-large', title: 'Request header fields too large' },
  SERVICE_UNAVAILABLE: { status: 503, slug: 'service-unavailable', title: 'Service unavailable' },
} as const satisfies Record<string, { status: number; slug: string; title: string }>;

/** A code of the HTTP error table. */
export type HttpErrorCode = keyof typeof HTTP_ERRORS;

/** Every HTTP error code, in table order. */
export const HTTP_ERROR_CODES = Object.keys(HTTP_ERRORS) as HttpErrorCode[];

/** The problem `type` URIs are URNs (not dereferenced by clients), one per row of the table. */
export const PROBLEM_TYPE_PREFIX = 'urn:urania:problem:';

/** @summary The problem `type` URI of an error code, e.g. `urn:urania:problem:rate-limited`. */
export function problemType(code: HttpErrorCode): string {
  return PROBLEM_TYPE_PREFIX + HTTP_ERRORS[code].slug;
}

/** @summary The HTTP status of an error code. */
export function statusOf(code: HttpErrorCode): number {
  return HTTP_ERRORS[code].status;
}

/**
 * @summary Map a `UraniaError` code to its row of the table (every library code has one).
 * @example httpErrorOfUraniaCode('OUT_OF_RANGE') // 'OUT_OF_RANGE' (status 400)
 */
export function httpErrorOfUraniaCode(code: UraniaErrorCode): HttpErrorCode {
  return code;
}

/** Fastify's own error codes that reach the error handler, mapped onto the table. */
export const FASTIFY_ERROR_MAP: Readonly<Record<string, HttpErrorCode>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_ASYNC_CONSTRAINT: 'INVALID_PARAMETERS',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
};
