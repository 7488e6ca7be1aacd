import type { FastifyReply, FastifyRequest } from 'fastify';
import { privateCacheControl } from '../cache-control.js';
import { entityTag } from '../entity-tag.js';
import { ifNoneMatch } from '../if-none-match.js';
import { JSON_MEDIA_TYPE } from '../preferred-media-type.js';

/** Media type of a PNG picture answer. */
export const PNG_MEDIA_TYPE = 'image/png';

/**
 * @summary A successful answer: `X-Cache`, the body's strong `ETag`, `Cache-Control: private, max-age=<seconds the
 * cache entry has left>`; a GET or HEAD whose `If-None-Match` matches the tag gets 304 with the same headers and no
 * body (RFC 9110 §13.1.2, §15.4.5). POST routes ignore `If-None-Match` (docs/http.md).
 * @example return sendAnswer(request, reply, body, 'MISS', route.cacheTtlMs)
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cacheStatus: 'HIT' | 'MISS',
  remainingTtlMs: number,
  mediaType: string = JSON_MEDIA_TYPE,
): FastifyReply {
  const etag = entityTag(body);
  reply.header('x-cache', cacheStatus);
  reply.header('etag', etag);
  reply.header('cache-control', privateCacheControl(remainingTtlMs));
  if ((request.method === 'GET' || request.method === 'HEAD') && ifNoneMatch(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  reply.header('content-type', `${mediaType}; charset=utf-8`);
  return reply.send(body);
}

/**
 * @summary A PNG answer from its bytes in base64 (as rendered and cached); headers as `sendAnswer`, the ETag the
 * bytes' own.
 * @example return sendPngBytes(reply, cached.body, 'HIT', cached.remainingTtlMs)
 */
export function sendPngBytes(reply: FastifyReply, base64: string, cacheStatus: 'HIT' | 'MISS', remainingTtlMs: number): FastifyReply {
  reply.header('x-cache', cacheStatus);
  reply.header('etag', entityTag(`${PNG_MEDIA_TYPE}\n${base64}`));
  reply.header('cache-control', privateCacheControl(remainingTtlMs));
  reply.header('content-type', PNG_MEDIA_TYPE);
  return reply.send(Buffer.from(base64, 'base64'));
}
