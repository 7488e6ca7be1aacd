import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from './problem.js';

/** Time in-flight requests get to finish once the server closes (default); Kubernetes' own grace is 30 s. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8_000;

/**
 * @summary Install the shutdown behaviour on a server (before its routes are registered, so every route
 * inherits it). When `app.close()` starts (SIGTERM in `urania serve`):
 * - idle keep-alive connections are closed at once (`server.closeIdleConnections()`);
 * - requests already in flight finish, and their answers carry `Connection: close`, so their connections
 *   close with them instead of idling for the keep-alive timeout;
 * - a request arriving on an open connection meanwhile gets 503 problem+json, `Retry-After: 1` and
 *   `Connection: close`;
 * - at `graceMs` every connection still open is closed (`server.closeAllConnections()`), so `close()`
 *   resolves by then (plus the release of workers and stores).
 * @example gracefulShutdown(app, 8_000);
 */
export function gracefulShutdown(app: FastifyInstance, graceMs: number = DEFAULT_SHUTDOWN_GRACE_MS): void {
  let closing = false;
  let deadline: NodeJS.Timeout | undefined;

  // Callback-style hooks: they run on every request, and cost less than async ones.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    reply.header('retry-after', '1');
    sendProblem(reply, problem('SERVICE_UNAVAILABLE', 'The server is shutting down; retry on another instance.'));
  });

  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    if (!server.listening) return;
    server.closeIdleConnections();
    deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    deadline.unref();
  });

  app.addHook('onClose', async () => {
    if (deadline) clearTimeout(deadline);
  });
}
