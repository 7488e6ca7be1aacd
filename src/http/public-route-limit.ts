import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './auth.js';
import type { KeyVerifier } from './key-verifier.js';
import { problem, sendProblem } from './problem.js';
import type { RequestHook } from './rate-limit/unauthenticated-guard.js';
import type { UnauthenticatedLimiter } from './rate-limit/unauthenticated-limiter.js';
import { problemDetail } from './problem-details.js';
import { earlyAnswerLocale } from './request-locale.js';

/**
 * @summary An `onRequest` hook for a route that needs no key (the OpenAPI document, the docs page): a request
 * with a valid key passes freely; any other counts against its address in the per-IP limiter of unauthenticated
 * traffic, and an address over that limit gets 429 problem+json with `Retry-After` (issue 23 #5: 16 fetchers of
 * the 1 MB document took the server from every keyed client).
 * @example api.get('/openapi.json', { onRequest: limitPublicRoute(verifier, limiter, 60_000, onRefused) }, handler)
 */
export function limitPublicRoute(
  verifier: KeyVerifier,
  limiter: UnauthenticatedLimiter,
  windowMs: number,
  onRefused: () => void = () => undefined,
): RequestHook {
  return async function publicRouteLimit(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const header = request.headers.authorization;
    const token = bearerToken(typeof header === 'string' ? header : undefined);
    if (token !== null && verifier.verify(token) !== null) return undefined;
    const over = limiter.blocked(request.ip);
    if (over) {
      onRefused();
      reply.header('retry-after', String(over.retryAfterSeconds));
      const locale = earlyAnswerLocale(request, reply);
      const values = { limit: String(over.limit), seconds: String(windowMs / 1000), retry: String(over.retryAfterSeconds) };
      const english = `Limit of ${over.limit} requests without a valid API key per ${windowMs / 1000} s reached for this address; retry in ${over.retryAfterSeconds} s.`;
      sendProblem(reply, problem('RATE_LIMITED', problemDetail(locale, 'rateLimitedAnonymous', values, english), undefined, locale));
      return reply;
    }
    limiter.record(request.ip);
    return undefined;
  };
}
