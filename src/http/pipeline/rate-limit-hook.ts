import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../problem.js';
import { requestFacts } from '../request-facts.js';
import type { PipelineContext } from './pipeline-context.js';
import { refund } from './refund.js';
import { problemDetail } from '../problem-details.js';
import { earlyAnswerLocale } from '../request-locale.js';

/**
 * @summary The rate-limit step of an authenticated request: its hit in the key's sliding window, the
 * `X-RateLimit-*` headers, 429 with `Retry-After` past the limit, 503 when the store does not answer (the hit then
 * refunded). A request without a key's state passes (the auth step answered it).
 * @example api.route({ …, onRequest: [authHook, rateLimitHook(ctx)] })
 */
export function rateLimitHook(ctx: PipelineContext) {
  return async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const s = ctx.state.get(request);
    if (!s) return undefined;
    let d;
    try {
      d = await ctx.storeStep(ctx.limiter.hit(s.keyHash, s.ticket), s.deadline, 'rate-limit store');
    } catch (e) {
      request.log.error({ err: e }, 'rate-limit store unavailable');
      requestFacts(request).refusal = 'store_unavailable';
      // The hit may still reach the store once it answers again: take it out then (issue 23 #7).
      refund(ctx, request);
      reply.header('retry-after', '1');
      const locale = earlyAnswerLocale(request, reply);
      const detail = problemDetail(locale, 'rateStoreUnavailable', {}, 'The rate-limit store is unavailable; retry shortly.');
      sendProblem(reply, problem('SERVICE_UNAVAILABLE', detail, undefined, locale));
      return reply;
    }
    reply.header('x-ratelimit-limit', String(d.limit));
    reply.header('x-ratelimit-remaining', String(d.remaining));
    reply.header('x-ratelimit-reset', String(d.resetEpochSeconds));
    if (!d.allowed) {
      requestFacts(request).refusal = 'rate_limit';
      reply.header('retry-after', String(d.retryAfterSeconds));
      const locale = earlyAnswerLocale(request, reply);
      const values = { limit: String(d.limit), seconds: String(ctx.limitWindowMs / 1000), retry: String(d.retryAfterSeconds) };
      const english = `Limit of ${d.limit} requests per ${ctx.limitWindowMs / 1000} s reached for this key; retry in ${d.retryAfterSeconds} s.`;
      sendProblem(reply, problem('RATE_LIMITED', problemDetail(locale, 'rateLimited', values, english), undefined, locale));
      return reply;
    }
    return undefined;
  };
}
