import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as SCHEMAS from '../schemas/all.js';
import { preferredEncoding, weakTag } from './compression.js';
import { entityTag } from './entity-tag.js';
import { ifNoneMatch } from './if-none-match.js';
import { publishComponents } from './openapi-components.js';

/** `Cache-Control` of the OpenAPI document: it changes only with a new server version. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

/** The published document, serialised once, with its tag and its compressed forms (made on first use). */
export interface OpenapiDocument {
  /** The document (components published, `publishComponents`). */
  readonly document: Readonly<Record<string, unknown>>;
  /** Its JSON text. */
  readonly body: string;
  /** That text as UTF-8 bytes (sent as is: no encoding per request). */
  readonly bytes: Buffer;
  /** The strong `ETag` of `body`. */
  readonly etag: string;
  /** The body compressed with a coding (once, at the highest settings, then kept). */
  coded(coding: 'br' | 'gzip'): Buffer;
}

/**
 * @summary The OpenAPI document as it is served: the generator's document (`@fastify/swagger`) with its shared
 * parts as components, serialised once; the same bytes for every request.
 * @example const doc = openapiDocument(app.swagger() as Record<string, unknown>); doc.body.length // ~250 000
 */
export function openapiDocument(generated: Readonly<Record<string, unknown>>): OpenapiDocument {
  const document = publishComponents(generated, SCHEMAS);
  const body = JSON.stringify(document);
  const bytes = Buffer.from(body, 'utf8');
  const coded: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    document,
    body,
    bytes,
    etag: entityTag(body),
    coded(coding) {
      coded[coding] ??=
        coding === 'br'
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
          : gzipSync(bytes, { level: 9 });
      return coded[coding];
    },
  };
}

/**
 * @summary Answer a request for the document: 304 when `If-None-Match` matches, else the bytes compressed as
 * `Accept-Encoding` prefers (br, gzip, or none), with `ETag` (weak when coded), `Vary: Accept-Encoding` and
 * `Cache-Control: public, max-age=300`.
 */
export function sendOpenapiDocument(doc: OpenapiDocument, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const coding = preferredEncoding(request.headers['accept-encoding']);
  const etag = coding === undefined ? doc.etag : weakTag(doc.etag);
  reply.header('etag', etag);
  reply.header('vary', 'Accept-Encoding');
  reply.header('cache-control', OPENAPI_CACHE_CONTROL);
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  if (coding === undefined) return reply.send(doc.bytes);
  reply.header('content-encoding', coding);
  return reply.send(doc.coded(coding));
}
