import type { FastifyRequest } from 'fastify';
import { wording } from '../errors/error-wording.js';
import { ParameterError } from './validation.js';

/** @summary What a POST route allows in its query string: nothing (its parameters are members of the JSON body). */
export const POST_QUERY_ALLOWED = 'none: a POST route takes its parameters in its JSON body';

/** @summary What `/health`, the OpenAPI document and the docs page allow in their query string: nothing. */
export const NO_QUERY_ALLOWED = 'none: this route takes no parameter';

/**
 * @summary A validation hook for a route without query parameters: any query parameter — `__proto__` and
 * friends included — is a 400 naming it, `"is not a parameter of this route"` with `allowed`, instead of being
 * silently ignored.
 * @example api.route({ method: 'GET', url: '/health', preValidation: queryRejecter(NO_QUERY_ALLOWED), … })
 */
export function queryRejecter(allowed: string): (request: FastifyRequest) => Promise<void> {
  return async function rejectQuery(request: FastifyRequest): Promise<void> {
    // Fastify's query parser (fast-querystring) answers a null-prototype object holding every name as sent.
    const names = Object.keys(request.query as object);
    if (names.length === 0) return;
    throw new ParameterError(
      names.map((field) => ({ field, message: 'is not a parameter of this route', allowed })),
      'query',
      names.map((field) => wording('notAParameter', { field })),
    );
  };
}

/**
 * @summary The query-string check of a POST route (its validation step, before the body's): any query parameter
 * is a 400 naming it.
 * @example api.route({ method: 'POST', …, preValidation: rejectQueryParameters })
 */
export const rejectQueryParameters = queryRejecter(POST_QUERY_ALLOWED);
