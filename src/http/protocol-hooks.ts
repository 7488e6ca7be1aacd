import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerRequestId, REQUEST_ID_HEADER } from './request-id.js';

/** @summary `X-Content-Type-Options` of every answer: no browser may sniff a JSON or problem body into something else. */
export const NOSNIFF = 'nosniff';

const INSTALLED = 'uraniaProtocolHooks';

/** @summary Set the headers every answer carries: `X-Request-Id` (the request's id) and `X-Content-Type-Options: nosniff`. */
export function setBaseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, String(answerRequestId(request)));
  reply.header('x-content-type-options', NOSNIFF);
}

/**
 * @summary Install, once per server, the hook giving every answer sent through Fastify (routes, 404s, errors,
 * 304s) its `X-Request-Id` and `nosniff` headers. Called at the root by `createServer` and again by
 * `uraniaPlugin` (a no-op there, unless the plugin is embedded in a host's own server).
 */
export function protocolHooks(app: FastifyInstance): void {
  if (app.hasDecorator(INSTALLED)) return;
  app.decorate(INSTALLED, true);
  app.addHook('onSend', async (request, reply, payload) => {
    setBaseHeaders(request, reply);
    return payload;
  });
}
