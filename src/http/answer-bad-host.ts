import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { headerLineCount } from './header-line-count.js';
import { problem, sendProblem } from './problem.js';

/**
 * @summary The Host rule of RFC 9112 §3.2 as problem+json: an HTTP/1.1 request without a `Host` header, or with
 * more than one, is a 400 `malformed-request` naming `Host`, and its connection is closed. (Node's own check
 * answers an empty 400; it is switched off so that this answer replaces it.)
 */
export function answerBadHost(app: FastifyInstance): void {
  (app.server as { requireHostHeader?: boolean }).requireHostHeader = false;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw;
    const count = headerLineCount(raw.rawHeaders, 'host');
    const needsHost = raw.httpVersionMajor === 1 && raw.httpVersionMinor >= 1;
    if (count === 1 || (count === 0 && !needsHost)) return undefined;
    reply.header('connection', 'close');
    sendProblem(
      reply,
      problem('MALFORMED_REQUEST', 'An HTTP/1.1 request carries exactly one Host header (RFC 9112 §3.2).', [
        { field: 'Host', message: count === 0 ? 'is required' : 'is given more than once', allowed: 'one header: Host: <host>[:<port>]' },
      ]),
    );
    return reply;
  });
}
