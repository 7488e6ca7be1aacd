/**
 * @summary Text as an iCalendar TEXT value (RFC 5545 §3.3.11): a backslash, semicolon and comma are escaped with a
 * backslash, and every line break (CRLF, LF or CR) becomes `\n`. Other control characters (which TEXT forbids) are
 * dropped.
 * @example escapeIcsText('Sun, Moon; Mars\nVenus') // 'Sun\\, Moon\\; Mars\\nVenus'
 */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, '\n')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}
