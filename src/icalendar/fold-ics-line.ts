/** Longest content line of iCalendar, octets, without its CRLF (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75;

/** Octets of a code point in UTF-8. */
function utf8Octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/**
 * @summary One iCalendar content line folded as RFC 5545 §3.1 requires: no line longer than 75 octets of UTF-8
 * (CRLF excluded), each continuation starting with one space, a break never inside a character (a multi-octet
 * UTF-8 sequence or a surrogate pair); the lines joined with CRLF, without a final CRLF. Counted in octets without
 * a Node API, so the core stays browser-safe.
 * @example foldIcsLine('SUMMARY:' + 'x'.repeat(80)).split('\r\n').map((l) => l.length) // [75, 14]
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const n = utf8Octets(ch.codePointAt(0)!);
    if (octets + n > ICS_LINE_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += n;
  }
  out.push(current);
  return out.join('\r\n');
}
