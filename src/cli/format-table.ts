/**
 * @summary Render rows as a plain-text table with aligned columns (numeric columns right-aligned).
 * @example formatTable(['body', 'sign'], [['Sun', 'Aries']]) // 'body  sign\n----  -----\nSun   Aries'
 */
export function formatTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = rows.map((r) => r.map((c) => String(c)));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => (r[i] ?? '').length)));
  const looksNumeric = (c: string | number | undefined) => typeof c === 'number' || (typeof c === 'string' && /^-?\d+(\.\d+)?$/.test(c));
  const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => looksNumeric(r[i])));
  const line = (r: readonly string[]) =>
    r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** @summary A degree within a sign as `DD°MM′` (minutes rounded down, so 29°59.9′ never shows as 30°). */
export function degreesMinutes(degree: number, minute: number): string {
  return `${String(Math.floor(degree)).padStart(2)}°${String(Math.floor(minute)).padStart(2, '0')}′`;
}
