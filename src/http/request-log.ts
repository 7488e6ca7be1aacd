import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scrubKeys } from './log-scrub.js';
import { NO_METRICS, type UraniaMetrics } from './metrics.js';
import { requestFacts } from './request-facts.js';

/** The route label of a request in logs and metrics: its route's method and path pattern, `unmatched` for a 404. */
export function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  return url === undefined ? 'unmatched' : `${request.method} ${url}`;
}

/**
 * @summary One structured log line per answered request (message `request`, level info; Fastify's own
 * `incoming request` / `request completed` lines are off): the request id (`reqId`, the server's own), the
 * client's `X-Request-Id` (`clientRequestId`, when it sent a sane one), the key id (`keyId`, never the key), the
 * route, method, URL (keys scrubbed), status, duration in ms, compute cost, cache HIT/MISS and refusal reason.
 * The same hook records the request in the metrics. Refusals decided outside the API steps are read from the
 * status: a 429 without a key is the per-address limit.
 * @example logRequests(app, metrics)
 */
export function logRequests(app: FastifyInstance, metrics: UraniaMetrics = NO_METRICS): void {
  app.addHook('onResponse', async (request, reply) => {
    const facts = requestFacts(request);
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    const route = routeLabel(request);
    if (status === 429 && facts.refusal === undefined) facts.refusal = facts.keyId === undefined ? 'unauthenticated_limit' : 'rate_limit';
    if (status === 408 && facts.refusal === undefined) facts.refusal = 'timeout';
    metrics.request(route, status, seconds);
    if (facts.refusal !== undefined) metrics.refusal(facts.refusal, route);
    request.log.info(
      {
        route,
        method: request.method,
        url: scrubKeys(request.url),
        status,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        ...(facts.keyId !== undefined ? { keyId: facts.keyId } : {}),
        ...(facts.cost !== undefined ? { cost: facts.cost } : {}),
        ...(facts.cache !== undefined ? { cache: facts.cache } : {}),
        ...(facts.refusal !== undefined ? { refusal: facts.refusal } : {}),
      },
      'request',
    );
  });
}
