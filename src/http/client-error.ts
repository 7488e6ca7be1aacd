import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CACHE_CONTROL } from './cache-control.js';
import type { HttpErrorCode } from './errors.js';
import { PROBLEM_CONTENT_TYPE, problem } from './problem.js';
import { requestIdOf, requestInstance } from './request-id.js';

/** A connection-level error as Node hands it to `clientError` (an llhttp `HPE_*` code, a timeout, a reset). */
interface ClientError extends Error {
  readonly code?: string;
}

/** What the answer says, per cause: the row of the error table and the detail. */
function problemOfClientError(code: string | undefined): { code: HttpErrorCode; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'REQUEST_TIMEOUT', detail: 'The request (headers or body) did not arrive in time; the connection is closed.' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { code: 'HEADERS_TOO_LARGE', detail: `The request line and headers exceed ${maxHeaderSize} bytes; the connection is closed.` };
  }
  return {
    code: 'MALFORMED_REQUEST',
    detail: 'The request is not well-formed HTTP/1.1 (e.g. a control character in the request line or a header); the connection is closed.',
  };
}

/**
 * @summary The raw HTTP/1.1 answer to a connection-level error: an RFC 9457 problem with the same members and
 * headers as every other error (`instance`, `X-Request-Id`, `Cache-Control: no-store`, `nosniff`) and
 * `Connection: close`. No request was parsed, so the id is always a fresh one.
 * @example clientErrorResponse('HPE_HEADER_OVERFLOW') // 'HTTP/1.1 431 Request Header Fields Too Large\r\n…'
 */
export function clientErrorResponse(errorCode: string | undefined, requestId: string = requestIdOf(undefined)): string {
  const { code, detail } = problemOfClientError(errorCode);
  const body = { ...problem(code, detail), instance: requestInstance(requestId) };
  const text = JSON.stringify(body);
  const status = body.status;
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
    `Content-Length: ${Buffer.byteLength(text)}\r\n` +
    `Cache-Control: ${ERROR_CACHE_CONTROL}\r\n` +
    'X-Content-Type-Options: nosniff\r\n' +
    `X-Request-Id: ${requestId}\r\n` +
    'Connection: close\r\n\r\n' +
    text
  );
}

/**
 * @summary Fastify's `clientErrorHandler`: errors Node raises before any request exists — oversized headers
 * (431), malformed HTTP such as control characters in the request line or a header (400), a request whose
 * headers or body did not arrive within the server's timeouts (408) — are answered as problem+json, then the
 * connection is closed. Nothing is written when the socket is gone or an answer is already under way (as Node
 * itself does, so the peer never sees a corrupted response).
 */
export function clientErrorHandler(this: { log?: { debug(o: object, m: string): void } } | undefined, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !(inFlight && inFlight.headersSent)) {
    const requestId = requestIdOf(undefined);
    this?.log?.debug({ reqId: requestId, code: error.code }, 'client error answered');
    // As Node's own default: write the whole answer (a small one, flushed at once), then close.
    socket.write(clientErrorResponse(error.code, requestId));
  }
  socket.destroy();
}
