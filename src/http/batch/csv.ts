/**
 * @summary The records of a CSV text (RFC 4180: comma-separated, `"` quoting with `""` for a quote, CRLF or LF line
 * ends, line breaks inside quotes): an array of rows, each an array of cells. A blank last line is no row.
 * @example parseCsv('a,b\n1,"x, y"\n') // [['a', 'b'], ['1', 'x, y']]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  while (i < s.length) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') [cell, i] = [cell + '"', i + 2];
      else if (c === '"') [quoted, i] = [false, i + 1];
      else [cell, i] = [cell + c, i + 1];
      continue;
    }
    if (c === '"') [quoted, i] = [true, i + 1];
    else if (c === ',') [row, cell, i] = [[...row, cell], '', i + 1];
    else if (c === '\r' || c === '\n') {
      rows.push([...row, cell]);
      [row, cell] = [[], ''];
      i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
    } else [cell, i] = [cell + c, i + 1];
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/**
 * @summary One CSV line (without its line end): a cell is quoted when it holds a comma, a quote or a line break,
 * or starts with `=`, `+`, `-` or `@` (then also prefixed with `'`, so a spreadsheet does not run it as a formula).
 * @example csvLine(['1', 'x, y', '=SUM(A1)']) // '1,"x, y","\'=SUM(A1)"'
 */
export function csvLine(cells: readonly string[]): string {
  return cells
    .map((c) => {
      const safe = /^[=+@-]/.test(c) && !/^-?\d/.test(c) ? `'${c}` : c;
      return /[",\r\n]/.test(safe) || safe !== c ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}
