import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth.js';
import type { KeyVerifier } from '../key-verifier.js';
import { problem, sendProblem } from '../problem.js';
import type { UnauthenticatedLimiter } from './unauthenticated-limiter.js';
import { problemDetail } from '../problem-details.js';
import { earlyAnswerLocale } from '../request-locale.js';

/** An `onRequest` hook: resolves with the reply when it answered, else with nothing. */
export type RequestHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * @summary Wrap the authentication step with the per-IP limit of unauthenticated traffic: an IP over its
 * limit of refused requests gets 429 problem+json with `Retry-After` for every request without a valid key
 * (checked before anything else; a valid key from that IP passes on to the authentication step as usual); every
 * request the authentication step refuses is logged against its IP (`request.ip`: the peer address, or the
 * proxy's when the server sits behind one).
 * @example onRequest: [limitUnauthenticated(authHook, verifier, unauthenticatedLimiter(config), config.windowMs), rateLimitHook]
 */
export function limitUnauthenticated(
  authHook: RequestHook,
  verifier: KeyVerifier,
  limiter: UnauthenticatedLimiter,
  windowMs: number,
): RequestHook {
  return async function unauthenticatedGuard(request, reply) {
    const ip = request.ip;
    const over = limiter.blocked(ip);
    if (over) {
      const token = bearerToken(typeof request.headers.authorization === 'string' ? request.headers.authorization : undefined);
      if (token === null || verifier.verify(token) === null) {
        reply.header('retry-after', String(over.retryAfterSeconds));
        const locale = earlyAnswerLocale(request, reply);
        const values = { limit: String(over.limit), seconds: String(windowMs / 1000), retry: String(over.retryAfterSeconds) };
        const english = `Limit of ${over.limit} requests without a valid API key per ${windowMs / 1000} s reached for this address; retry in ${over.retryAfterSeconds} s.`;
        sendProblem(reply, problem('RATE_LIMITED', problemDetail(locale, 'rateLimitedAnonymous', values, english), undefined, locale));
        return reply;
      }
    }
    const answered = await authHook(request, reply);
    if (answered !== undefined || reply.sent) limiter.record(ip);
    return answered;
  };
}
