import { Type, type Static } from 'typebox';
import { ERROR_CACHE_CONTROL } from './cache-control.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { HTTP_ERRORS, problemType, type HttpErrorCode } from './errors.js';
import { problemTitle } from './problem-titles.js';
import { answerRequestId, requestInstance } from './request-id.js';

/** One bad parameter of a request: its name (dotted path for bodies), what is wrong, and what is allowed. */
export const ProblemFieldError = Type.Object(
  {
    field: Type.String({ description: 'Parameter name (query) or dotted path (body), e.g. `personA.birthDate`.' }),
    message: Type.String({ description: 'What is wrong with it.' }),
    allowed: Type.Optional(Type.String({ description: 'What is allowed, in words (`-90..90`, `one of: …`).' })),
  },
  { additionalProperties: false },
);
export type ProblemFieldError = Static<typeof ProblemFieldError>;

/** RFC 9457 problem details, the body of every non-2xx answer (`application/problem+json`). */
export const Problem = Type.Object(
  {
    type: Type.String({ description: 'Problem type URI (`urn:urania:problem:<slug>`), one per error code.' }),
    title: Type.String({ description: 'Short summary of the problem type.' }),
    status: Type.Integer({ minimum: 400, maximum: 599, description: 'The HTTP status code.' }),
    detail: Type.String({ description: 'Explanation specific to this occurrence.' }),
    code: Type.String({ description: 'Machine-readable error code (docs/errors.md).' }),
    errors: Type.Optional(Type.Array(ProblemFieldError, { description: 'Each bad parameter, when the problem is about parameters.' })),
    instance: Type.Optional(
      Type.String({ description: 'This occurrence: `urn:urania:request:<id>`, the id also sent as the `X-Request-Id` header and logged.' }),
    ),
  },
  { additionalProperties: false, description: 'RFC 9457 problem details.' },
);
export type Problem = Static<typeof Problem>;

/** The media type of every error body. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

/**
 * @summary Build a problem body for an error code of the table, its title in `locale` (issue 31; `type` and `code`
 * stay as they are).
 * @example problem('RATE_LIMITED', 'Limit of 100 requests per 60 s reached; retry in 12 s.')
 */
export function problem(code: HttpErrorCode, detail: string, errors?: ProblemFieldError[], locale: LabelLocale = 'en'): Problem {
  const row = HTTP_ERRORS[code];
  const body: Problem = { type: problemType(code), title: problemTitle(code, locale), status: row.status, detail, code };
  if (errors && errors.length > 0) body.errors = errors;
  return body;
}

/** Something that can carry a problem answer: Fastify's reply satisfies it. */
export interface ProblemReply {
  /** The request answered (Fastify's `reply.request`): its id becomes the problem's `instance` (`answerRequestId`). */
  readonly request?: { readonly id?: unknown; readonly headers?: Readonly<Record<string, unknown>> };
  code(status: number): unknown;
  header(name: string, value: string | number): unknown;
  send(payload: string): unknown;
}

/**
 * @summary Send a problem body with its status, `application/problem+json` content type and
 * `Cache-Control: no-store` (an error is never kept by any cache; it replaces any value set before). The
 * request's id becomes the problem's `instance` (`urn:urania:request:<id>`, the `X-Request-Id` of the answer).
 */
export function sendProblem(reply: ProblemReply, body: Problem): void {
  const instance = body.instance ?? requestInstance(answerRequestId(reply.request));
  reply.code(body.status);
  reply.header('content-type', PROBLEM_CONTENT_TYPE);
  reply.header('cache-control', ERROR_CACHE_CONTROL);
  reply.send(JSON.stringify(instance === undefined ? body : { ...body, instance }));
}
