import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { bearerToken } from './auth.js';
import type { UraniaMetrics } from './metrics.js';
import { problem, sendProblem } from './problem.js';

/** The path of the metrics (outside the versioned API: an operator's, not a client's). */
export const METRICS_PATH = '/metrics';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * @summary `GET /metrics`: the Prometheus text exposition of `metrics` (docs/operations.md), for a scraper that
 * sends `Authorization: Bearer <token>` (its own token, `URANIA_METRICS_TOKEN`, compared in constant time; never an
 * API key). Without the token: 401 problem+json. Not registered at all unless metrics are enabled (404).
 * @example registerMetricsRoute(app, await createMetrics(), process.env.URANIA_METRICS_TOKEN!)
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: UraniaMetrics, token: string): void {
  const expected = digest(token);
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization;
    const sent = bearerToken(typeof header === 'string' ? header : undefined);
    if (sent === null || !timingSafeEqual(digest(sent), expected)) {
      reply.header('www-authenticate', 'Bearer realm="urania-metrics"');
      sendProblem(reply, problem(sent === null ? 'CREDENTIALS_REQUIRED' : 'INVALID_API_KEY', 'Send the header Authorization: Bearer <metrics token> (URANIA_METRICS_TOKEN).'));
      return reply;
    }
    reply.header('content-type', metrics.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.render();
  });
}
