/** The base62 alphabet used by API keys: digits, then upper case, then lower case. */
export const BASE62_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * @summary A non-negative integer in base62, left-padded with `0` to `width` characters.
 * @example base62(61, 2) // '0z'
 */
export function base62(value: number, width: number): string {
  let n = Math.floor(value);
  let out = '';
  do {
    out = BASE62_ALPHABET[n % 62]! + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, '0');
}

/**
 * @summary `length` uniformly random base62 characters from a CSPRNG (rejection sampling, no modulo bias).
 * @example randomBase62(32) // 'r8Vq…'
 */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = new Uint8Array(length * 2);
    globalThis.crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // 248 = 4 × 62: bytes at or above it would bias the first characters, so they are skipped.
      if (b < 248 && out.length < length) out += BASE62_ALPHABET[b % 62];
    }
  }
  return out;
}
