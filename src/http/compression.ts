import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Answers at most this long (bytes) are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli quality of answers compressed per request (11, the default, costs ~20× more CPU for ~5 % less). */
export const DYNAMIC_BROTLI_QUALITY = 4;
/** gzip level of answers compressed per request. */
export const DYNAMIC_GZIP_LEVEL = 6;

/** A content coding the server produces. */
export type ContentCoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * @summary The content coding to send for an `Accept-Encoding` field (RFC 9110 §12.5.3): `br` when accepted,
 * else `gzip` (or `x-gzip`), else none; `*` accepts both; `q=0` refuses a coding; of two accepted codings the
 * one with the higher q wins (`br` on a tie).
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 * @example preferredEncoding('br;q=0, gzip') // 'gzip'
 */
export function preferredEncoding(field: string | readonly string[] | undefined): ContentCoding | undefined {
  if (field === undefined) return undefined;
  const value = typeof field === 'string' ? field : field.join(',');
  const q: Record<string, number> = {};
  for (const member of value.split(',')) {
    const [coding = '', ...params] = member.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam === undefined ? 1 : Number(qParam.slice(2));
    const name = coding.trim() === 'x-gzip' ? 'gzip' : coding.trim();
    if (Number.isFinite(weight)) q[name] = weight;
  }
  const weight = (coding: ContentCoding): number => q[coding] ?? q['*'] ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/** @summary Compress bytes with a coding at the per-request settings (async: zlib's thread pool, not the event loop). */
export function compress(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: DYNAMIC_GZIP_LEVEL });
}

/** Media types worth compressing: JSON, problem+json, SVG, Markdown, HTML, any text. */
function compressible(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type.startsWith('text/') || type.endsWith('+json') || type.endsWith('/json') || type === 'image/svg+xml' || type.endsWith('+xml');
}

/**
 * @summary The `ETag` of a content-coded answer: the identity answer's tag made weak (`"x"` → `W/"x"`), as
 * nginx does. The coded bytes are the same content (RFC 9110 §8.8.1), so `If-None-Match` with either tag still
 * matches (weak comparison, `ifNoneMatch`), and no strong tag ever names two different byte sequences.
 * @example weakTag('"abc"') // 'W/"abc"'
 */
export function weakTag(etag: string): string {
  return etag.startsWith('W/') ? etag : `W/${etag}`;
}

/**
 * @summary Compress every answer of a scope whose body is longer than `COMPRESSION_THRESHOLD_BYTES` and of a
 * textual media type, when the request's `Accept-Encoding` accepts br or gzip: `Content-Encoding`, `Vary:
 * Accept-Encoding`, the `ETag` made weak (`weakTag`). Bodies already coded (the OpenAPI document, which is
 * compressed once) and streams are left alone. The cache holds identity bodies, so a HIT and a MISS send the
 * same bytes.
 * @example compressAnswers(api)
 */
export function compressAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const status = reply.statusCode;
    if (status < 200 || status === 204 || status === 304 || reply.getHeader('content-encoding') !== undefined) return payload;
    if (!compressible(reply.getHeader('content-type'))) return payload;
    const length = typeof payload === 'string' ? Buffer.byteLength(payload, 'utf8') : payload.length;
    if (length <= COMPRESSION_THRESHOLD_BYTES) return payload;
    // Whatever is sent, a cache must know the answer depends on Accept-Encoding once it could be coded.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary === undefined || vary === '' ? 'Accept-Encoding' : `${String(vary)}, Accept-Encoding`);
    const coding = preferredEncoding(request.headers['accept-encoding']);
    if (coding === undefined) return payload;
    const coded = await compress(typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload, coding);
    reply.header('content-encoding', coding);
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', weakTag(etag));
    reply.removeHeader('content-length');
    return coded;
  });
}
