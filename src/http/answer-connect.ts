import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CACHE_CONTROL } from './cache-control.js';
import { PROBLEM_CONTENT_TYPE, problem } from './problem.js';
import { clientRequestIdOf, REQUEST_ID_HEADER, requestInstance, serverRequestId } from './request-id.js';

/** The methods the server answers; a `CONNECT` is told these (`Allow`). */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

/**
 * @summary The raw answer to a `CONNECT` request (issue 23 #9: Node closes the socket of a CONNECT nobody
 * handles, so the client saw no answer): 405 problem+json with `Allow`, the headers of every error and
 * `Connection: close`.
 * @example connectResponse('r-1') // 'HTTP/1.1 405 Method Not Allowed\r\n…'
 */
export function connectResponse(requestId: string): string {
  const body = JSON.stringify({
    ...problem('METHOD_NOT_ALLOWED', `This server is not a proxy: CONNECT is not answered; use one of ${ALLOWED_METHODS}.`),
    instance: requestInstance(requestId),
  });
  return (
    'HTTP/1.1 405 Method Not Allowed\r\n' +
    `Allow: ${ALLOWED_METHODS}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `Cache-Control: ${ERROR_CACHE_CONTROL}\r\n` +
    'X-Content-Type-Options: nosniff\r\n' +
    `X-Request-Id: ${requestId}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/** @summary Answer every `CONNECT` of the server with `connectResponse` and close the connection. */
export function answerConnect(app: FastifyInstance): void {
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) => {
    const header = request.headers[REQUEST_ID_HEADER];
    const id = clientRequestIdOf(typeof header === 'string' ? header : undefined) ?? serverRequestId();
    socket.on('error', () => undefined);
    socket.end(connectResponse(id));
  });
}
