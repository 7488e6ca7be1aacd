import type { FastifyInstance } from 'fastify';

/**
 * @summary Close the connection of every request answered before its body was received (a 401 or 429 sent
 * from the first steps of a POST, a 404 for a POST to no route): the answer carries `Connection: close` and
 * the socket is destroyed once the answer is flushed. Without it, Node keeps reading — and discarding — the
 * rest of the body, so a client announcing a large `Content-Length` and dripping bytes holds the socket for
 * as long as it likes. Install before the routes are registered, so every route inherits it.
 * @example closeOnUnreadBody(app);
 */
export function closeOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is false while the request's body is still arriving (undefined for injected requests).
    if (request.raw.complete === false) {
      reply.header('connection', 'close');
      const socket = request.raw.socket;
      reply.raw.once('finish', () => socket.destroy());
    }
    done(null, payload);
  });
}
