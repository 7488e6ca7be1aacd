import type { FastifyServerOptions } from 'fastify';
import { clientErrorHandler } from './client-error.js';
import { frameworkErrorHandler } from './framework-error-handler.js';
import type { IncomingMessage } from 'node:http';
import { clientRequestIdOf, REQUEST_ID_HEADER, serverRequestId } from './request-id.js';

type ProtocolOptions = Pick<FastifyServerOptions, 'genReqId' | 'clientErrorHandler' | 'frameworkErrors' | 'childLoggerFactory'>;

/**
 * @summary The Fastify constructor options of the protocol layer: the server's own request id for every request
 * (`genReqId`: a UUID, the `reqId` of its log lines) and the client's sane `X-Request-Id` as the separate log
 * field `clientRequestId` (issue 23 #9: a client could choose the log's request id), problem+json for
 * connection-level errors (`clientErrorHandler`: 400, 408, 431) and for pre-routing errors (`frameworkErrors`:
 * malformed URLs).
 * @example Fastify({ ...protocolServerOptions() })
 */
export function protocolServerOptions(): ProtocolOptions {
  return {
    genReqId: serverRequestId,
    childLoggerFactory(logger, bindings, options, raw) {
      const header = (raw as IncomingMessage).headers[REQUEST_ID_HEADER];
      const clientRequestId = clientRequestIdOf(typeof header === 'string' ? header : undefined);
      return logger.child(clientRequestId === undefined ? bindings : { ...bindings, clientRequestId }, options);
    },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  } as ProtocolOptions;
}
