import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemOfError } from './error-response.js';
import { sendProblem } from './problem.js';
import { setBaseHeaders } from './protocol-hooks.js';
import { earlyAnswerLocale } from './request-locale.js';

/**
 * @summary Fastify's `frameworkErrors`: the errors Fastify raises before routing — a malformed URL
 * (`GET /api/v1/%`, `FST_ERR_BAD_URL`), an over-long path parameter — become problem+json through the one
 * error table, with the request's id, instead of Fastify's own `{"error":…}` body.
 */
export function frameworkErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  setBaseHeaders(request, reply);
  sendProblem(reply, problemOfError(error, {}, earlyAnswerLocale(request, reply)));
}
