import type { FastifyServerOptions } from 'fastify';
import { clientErrorHandler } from './client-error.js';
import { frameworkErrorHandler } from './framework-error-handler.js';
import { requestIdOfMessage } from './request-id.js';

/**
 * @summary The Fastify constructor options of the protocol layer: request ids from `X-Request-Id`
 * (`genReqId`, sane tokens only), problem+json for connection-level errors (`clientErrorHandler`: 400, 408,
 * 431) and for pre-routing errors (`frameworkErrors`: malformed URLs).
 * @example Fastify({ ...protocolServerOptions() })
 */
export function protocolServerOptions(): Pick<FastifyServerOptions, 'genReqId' | 'clientErrorHandler' | 'frameworkErrors'> {
  return {
    genReqId: requestIdOfMessage,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  } as Pick<FastifyServerOptions, 'genReqId' | 'clientErrorHandler' | 'frameworkErrors'>;
}
