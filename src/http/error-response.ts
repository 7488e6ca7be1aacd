import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isUraniaError, type UraniaErrorCode } from '../errors/index.js';
import { fieldSentence } from '../records/parse.js';
import { localizeErrorMessage, localizeFieldMessage } from '../i18n/error-messages.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { FASTIFY_ERROR_MAP, httpErrorOfUraniaCode, type HttpErrorCode } from './errors.js';
import { problem, sendProblem, type Problem, type ProblemFieldError } from './problem.js';
import { internalDetail } from './problem-titles.js';
import { ParameterError } from './validation.js';
import { earlyAnswerLocale } from './request-locale.js';
import { FASTIFY_DETAIL_KEYS, problemDetail } from './problem-details.js';

/** A library error as data (as it comes back from a worker thread). */
export interface UraniaErrorData {
  readonly code: UraniaErrorCode;
  readonly message: string;
  readonly details: Record<string, unknown>;
}

/**
 * @summary The problem body of a library error: its code's row of the table, and when the error names a
 * field, an `errors` entry for it whose sentence (`field message`) is the `detail` (issue 22 #10: one wording).
 * INTERNAL errors never show their message to the client.
 */
export function problemOfUraniaError(e: UraniaErrorData, fieldAliases: Readonly<Record<string, string>> = {}, locale: LabelLocale = 'en'): Problem {
  const code = httpErrorOfUraniaCode(e.code);
  if (code === 'INTERNAL') return problem('INTERNAL', internalDetail(locale), undefined, locale);
  if (locale !== 'en') {
    // The message in the request's language (issue 31); code, field and allowed stay machine-readable.
    const raw = e.details.field;
    const field = typeof raw === 'string' ? (fieldAliases[raw] ?? raw) : undefined;
    const aliased = typeof raw === 'string' && field !== raw && e.message.startsWith(`${raw} `) ? `${field} ${e.message.slice(raw.length + 1)}` : e.message;
    const message = localizeErrorMessage({ code: e.code, message: aliased, details: { ...e.details, ...(field === undefined ? {} : { field }) } }, locale);
    const entry: ProblemFieldError | undefined = field === undefined ? undefined : { field, message };
    if (entry !== undefined && typeof e.details.allowed === 'string') entry.allowed = e.details.allowed;
    return problem(code, message, entry === undefined ? [] : [entry], locale);
  }
  const raw = e.details.field;
  const field = typeof raw === 'string' ? (fieldAliases[raw] ?? raw) : raw;
  const errors: ProblemFieldError[] = [];
  if (typeof field === 'string' && typeof raw === 'string' && e.message.startsWith(`${raw} `)) {
    // "year must be …" → field "year", message "must be …" (as validation messages read); the detail is the
    // entry's sentence, with the field under the name the client sent.
    const entry: ProblemFieldError = { field, message: e.message.slice(raw.length + 1) };
    if (typeof e.details.allowed === 'string') entry.allowed = e.details.allowed;
    errors.push(entry);
    return problem(code, fieldSentence(entry), errors);
  }
  if (typeof field === 'string') {
    // A message that does not start with the field's name is the entry's message as a whole.
    const entry: ProblemFieldError = { field, message: e.message };
    if (typeof e.details.allowed === 'string') entry.allowed = e.details.allowed;
    errors.push(entry);
  }
  return problem(code, e.message, errors);
}

const STATUS_FALLBACK: Readonly<Record<number, HttpErrorCode>> = {
  400: 'INVALID_PARAMETERS',
  404: 'ROUTE_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/** @summary The problem body for anything thrown while serving a request. */
export function problemOfError(error: unknown, fieldAliases: Readonly<Record<string, string>> = {}, locale: LabelLocale = 'en'): Problem {
  if (error instanceof ParameterError && locale !== 'en') {
    // Each entry's sentence in the request's language (issue 31), the whole sentence as its message.
    const errors = error.fieldErrors.map((f, i) => {
      const wording = error.wordings[i];
      return { ...f, message: localizeFieldMessage(wording === undefined ? f : { ...f, wording }, locale) };
    });
    return problem('INVALID_PARAMETERS', errors.map((f) => f.message).join(' '), errors, locale);
  }
  if (error instanceof ParameterError) {
    // The detail is the entries' sentences (`birthTime must be a clock time HH:MM …`), one wording (issue 22 #10).
    return problem('INVALID_PARAMETERS', error.fieldErrors.map(fieldSentence).join('; '), error.fieldErrors);
  }
  if (isUraniaError(error)) {
    return problemOfUraniaError({ code: error.code, message: error.message, details: { ...error.details } }, fieldAliases, locale);
  }
  const fe = error as Partial<FastifyError>;
  const mapped = (fe.code && FASTIFY_ERROR_MAP[fe.code]) || (fe.statusCode && STATUS_FALLBACK[fe.statusCode]);
  if (mapped) {
    // Fastify's refusals of a body in the request's language (issue 31); English keeps Fastify's own sentence.
    const key = locale === 'en' || fe.code === undefined ? undefined : FASTIFY_DETAIL_KEYS[fe.code];
    return problem(mapped, key === undefined ? (fe.message ?? mapped) : problemDetail(locale, key, {}, fe.message ?? mapped), undefined, locale);
  }
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) return problem('INVALID_PARAMETERS', fe.message ?? 'Bad request', undefined, locale);
  return problem('INTERNAL', internalDetail(locale), undefined, locale);
}

/** @summary Fastify error handler: every error becomes RFC 9457 problem+json through the one table. */
export function problemErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  // Before the route's language hook (a body Fastify refuses), the request's language is negotiated here (issue 31).
  const body = problemOfError(error, {}, earlyAnswerLocale(request, reply));
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  sendProblem(reply, body);
}

/** @summary Fastify not-found handler answering problem+json. */
export function problemNotFoundHandler(request: FastifyRequest, reply: FastifyReply): void {
  const locale = earlyAnswerLocale(request, reply);
  const values = { method: request.method, path: request.url.split('?')[0] ?? '' };
  const english = `No route ${values.method} ${values.path}; see the OpenAPI document at /api/v1/openapi.json.`;
  sendProblem(reply, problem('ROUTE_NOT_FOUND', problemDetail(locale, 'routeNotFound', values, english), undefined, locale));
}
