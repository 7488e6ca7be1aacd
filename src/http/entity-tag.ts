import { createHash } from 'node:crypto';

/**
 * @summary The strong `ETag` of a serialized response body (RFC 9110 §8.8.3): the SHA-256 of its UTF-8
 * bytes in base64url, quoted. It depends on the bytes only, so a HIT and the MISS that filled it, or two
 * processes sharing a Redis cache, give the same tag for the same body.
 * @example entityTag('{"a":1}') // '"ZTcyZjBl…"' (44 characters with the quotes)
 */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body, 'utf8').digest('base64url')}"`;
}
