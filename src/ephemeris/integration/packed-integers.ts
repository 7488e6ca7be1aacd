import { UraniaError } from '../../errors/urania-error.js';

/**
 * Signed integers packed into a printable string: zig-zag mapping (n ≥ 0 → 2n, n < 0 → −2n − 1), then
 * little-endian groups of 5 bits, one base-64 character per group, bit 6 (value 32) set on every character
 * but the last of a number (a variable-length quantity). Small numbers take one character; integers up to
 * 2^52 in magnitude (whose zig-zag image is still a safe integer) take at most 11, and round-trip exactly:
 * the arithmetic uses no 32-bit bit operators.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** Largest magnitude `encodeIntegers` accepts. */
export const MAX_PACKED_INTEGER = 2 ** 52;

/**
 * @summary Pack integers (|n| ≤ 2^52) into a base-64 variable-length string.
 * @example encodeIntegers([0, -1, 1000]) // 'ABw+B'
 */
export function encodeIntegers(values: ArrayLike<number>): string {
  const out: string[] = [];
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isInteger(v) || Math.abs(v) > MAX_PACKED_INTEGER) {
      throw new UraniaError('INVALID_ARGUMENT', `values[${i}] must be an integer within ±2^52`, {
        field: `values[${i}]`,
        received: v,
        allowed: '-2^52..2^52',
      });
    }
    let z = v >= 0 ? 2 * v : -2 * v - 1;
    do {
      const group = z % 32;
      z = Math.floor(z / 32);
      out.push(ALPHABET[z > 0 ? group + 32 : group]!);
    } while (z > 0);
  }
  return out.join('');
}

/**
 * @summary Unpack a string made by `encodeIntegers`, multiplying each integer by `scale`.
 * @example decodeIntegers('ABw+B') // Float64Array [0, -1, 1000]
 */
export function decodeIntegers(text: string, scale = 1): Float64Array {
  // At most one number per character: allocate once, trim at the end.
  const out = new Float64Array(text.length);
  let count = 0;
  let z = 0;
  let weight = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const d = code < 128 ? DECODE[code]! : -1;
    if (d < 0) {
      throw new UraniaError('INTERNAL', `packed data has an invalid character at ${i}`, { field: 'text', received: text[i] });
    }
    z += (d & 31) * weight;
    if (d & 32) {
      weight *= 32;
    } else {
      out[count++] = (z % 2 === 0 ? z / 2 : -(z + 1) / 2) * scale;
      z = 0;
      weight = 1;
    }
  }
  if (weight !== 1) throw new UraniaError('INTERNAL', 'packed data ends inside a number', { field: 'text' });
  return out.slice(0, count);
}
