/**
 * CRC-32 (the ISO-HDLC / IEEE 802.3 CRC used by zip and PNG): reflected polynomial 0xEDB88320, initial value
 * and final XOR 0xFFFFFFFF. Algorithm as specified in RFC 1952 §8 ("Appendix: Sample CRC Code" describes the
 * table-driven method re-implemented here).
 */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/**
 * @summary CRC-32 of a string's UTF-8 bytes, as an unsigned 32-bit integer.
 * @example crc32('123456789') // 0xCBF43926 (the standard check value)
 */
export function crc32(text: string): number {
  const bytes = new TextEncoder().encode(text);
  let c = 0xffffffff;
  for (const b of bytes) c = TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
