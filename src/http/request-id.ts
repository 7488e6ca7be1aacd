import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** @summary The header carrying a request's id, in both directions (lower case, as Node stores it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * @summary A client's `X-Request-Id` is echoed only when it is a sane token: 1..128 characters of `A–Z a–z 0–9 . _ : -`
 * (UUIDs, ULIDs, W3C trace ids, `req-42` all qualify). Anything else — empty, longer, a space, a comma (a
 * repeated header arrives joined by `, `), a quote, a control character, non-ASCII — is replaced by a fresh id,
 * so an id is always safe in a header, a log line and the `instance` URN of a problem (RFC 8141 NSS characters).
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** @summary Prefix of a problem's `instance`: `urn:urania:request:<request id>`. */
export const REQUEST_INSTANCE_PREFIX = 'urn:urania:request:';

/**
 * @summary The id of a request: the client's `X-Request-Id` when it matches `REQUEST_ID_PATTERN`, else a new
 * random UUID (v4).
 * @example requestIdOf('abc-123') // 'abc-123'
 * @example requestIdOf('a b') // e.g. '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function requestIdOf(header: string | readonly string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * @summary Fastify's `genReqId`: the request id from the raw request's `X-Request-Id` (`requestIdOf`). Fastify
 * binds it to the request's logger (`reqId` of every log line) and exposes it as `request.id`.
 * @example Fastify({ genReqId: requestIdOfMessage })
 */
export function requestIdOfMessage(req: IncomingMessage): string {
  return requestIdOf(req.headers[REQUEST_ID_HEADER]);
}

/**
 * @summary The `instance` URI of a problem answered to a request: `urn:urania:request:<id>`, or `undefined` when
 * the id is not a sane token (a host's own `genReqId` may produce anything).
 * @example requestInstance('abc-123') // 'urn:urania:request:abc-123'
 */
export function requestInstance(id: unknown): string | undefined {
  return typeof id === 'string' && REQUEST_ID_PATTERN.test(id) ? REQUEST_INSTANCE_PREFIX + id : undefined;
}

/**
 * @summary The client's `X-Request-Id` when it is a sane token (`REQUEST_ID_PATTERN`), else `undefined`. Since
 * issue 23 #9 the server's own id (a UUID, `serverRequestId`) is the request id of its logs; the client's id is
 * echoed in the answer's `X-Request-Id` and a problem's `instance`, and logged as the separate `clientRequestId`.
 * @example clientRequestIdOf('req-42') // 'req-42'
 */
export function clientRequestIdOf(header: string | readonly string[] | undefined): string | undefined {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : undefined;
}

/** @summary Fastify's `genReqId` since issue 23 #9: a new random UUID for every request, whatever the client sent. */
export function serverRequestId(): string {
  return randomUUID();
}

/**
 * @summary The id an answer carries (`X-Request-Id`, a problem's `instance`): the client's sane `X-Request-Id`, else
 * the server's request id.
 * @example answerRequestId({ id: '3b24…', headers: { 'x-request-id': 'req-42' } }) // 'req-42'
 */
export function answerRequestId(request: { readonly id?: unknown; readonly headers?: Readonly<Record<string, unknown>> } | undefined): unknown {
  const header = request?.headers?.[REQUEST_ID_HEADER];
  return clientRequestIdOf(typeof header === 'string' ? header : undefined) ?? request?.id;
}

