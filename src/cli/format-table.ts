/**
 * @summary Render rows as a plain-text table with aligned columns (numeric columns right-aligned).
 * @example formatTable(['body', 'sign'], [['Sun', 'Aries']]) // 'body  sign\n----  -----\nSun   Aries'
 */
export function formatTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = header.map((h, i) => Math.max(displayWidth(h), ...cells.map((r) => displayWidth(r[i] ?? ''))));
  // A number in any of the label locales' writings: `-12.5`, `12,5` (de, fr, ru…), with a true minus sign.
  const looksNumeric = (c: string | number | undefined) => typeof c === 'number' || (typeof c === 'string' && /^[-−]?\d+([.,]\d+)?$/.test(c));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => looksNumeric(r[i])));
  const pad = (c: string, width: number, start: boolean) => {
    const fill = ' '.repeat(Math.max(0, width - displayWidth(c)));
    return start ? fill + c : c + fill;
  };
  const line = (r: readonly string[]) =>
    r.map((c, i) => pad(c, widths[i]!, numeric[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/**
 * @summary The columns a text takes in a terminal: combining marks (Devanagari vowel signs and virama) take none,
 * East Asian wide characters (Han, kana, hangul, full-width forms: Unicode UAX #11 "W" and "F") take two, others one.
 * @example displayWidth('巨蟹座') // 6
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (/\p{M}|\u200C|\u200D/u.test(ch)) continue;
    const c = ch.codePointAt(0)!;
    const wide = (c >= 0x1100 && c <= 0x115f) || (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xac00 && c <= 0xd7a3) ||
      (c >= 0xf900 && c <= 0xfaff) || (c >= 0xfe30 && c <= 0xfe4f) || (c >= 0xff00 && c <= 0xff60) || (c >= 0xffe0 && c <= 0xffe6) ||
      (c >= 0x20000 && c <= 0x3fffd);
    width += wide ? 2 : 1;
  }
  return width;
}

/** @summary A degree within a sign as `DD°MM′` (minutes rounded down, so 29°59.9′ never shows as 30°). */
export function degreesMinutes(degree: number, minute: number): string {
  return `${String(Math.floor(degree)).padStart(2)}°${String(Math.floor(minute)).padStart(2, '0')}′`;
}
