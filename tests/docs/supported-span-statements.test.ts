/**
 * The supported span is stated by the code (src/time/supported-span.ts, SUPPORTED_YEARS of src/schemas/fields.ts):
 * −3000..+3000. The docs, the README, the TSDoc and the help texts said 1800–2200 (issue 22 item 9). 1800–2200 is
 * still true of what is ready at import (the eras outside it load on demand), so the years alone are not stale: a
 * statement is, when a sentence gives 1800/2200 as the span's ends, or as where OUT_OF_RANGE begins.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

const ROOT = resolve(__dirname, '../..');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'data' ? [] : files(path, ext); // generated tables
    return path.endsWith(ext) ? [path] : [];
  });
}

/** The text's sentences with the line each starts on (comment markers and line breaks removed). */
function sentences(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let current = '';
  let start = 1;
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/^\s*(\/\*\*?|\*\/|\*|\/\/)\s?/, '').trim();
    if (line === '' || /^[#|`]/.test(line)) {
      if (current) out.push({ line: start, text: current });
      current = '';
      if (line !== '') out.push({ line: i + 1, text: line }); // headings, table rows and fences: one line each
      return;
    }
    for (const part of line.split(/(?<=[.;])\s+(?=[A-Z(`])/)) {
      if (!current) start = i + 1;
      current = current ? `${current} ${part}` : part;
      // A sentence ends at its full stop or semicolon, or where a quoted entry of a data table ends (`'…',`).
      if (/[.;]$/.test(part) || /['"`],$/.test(part)) {
        out.push({ line: start, text: current });
        current = '';
      }
    }
  });
  if (current) out.push({ line: start, text: current });
  return out;
}

/** A sentence that gives 1800/2200 as the span's ends. */
const SPAN_ENDS = /1800-01-01\S*\s*(?:\.\.|…|to|–|—)\s*(?:2200-12-31|2201-01-01)/;
const SPAN_WORDS = /OUT_OF_RANGE|out of range|out-of-range|supported (?:span|range|years)|Dates must lie|years integers|UraniaError|Errors:/i;
const OLD_YEARS = /\b(?:1800|2200|2201|2300)\b/;
/** What 1800–2200 still truly names: the tables ready at import, bounds a caller passes, the eras' names. */
const TRUE_USES = /1800[–-]2200 (?:tables|bounds)|era p1000-p1800|p2200-p3000/g;

function staleStatements(text: string): { line: number; text: string }[] {
  // A sentence about UNSUPPORTED (an era not loaded) alone is about loading, where 1800–2200 is right.
  const aboutLoading = (t: string) => /UNSUPPORTED/.test(t) && !/OUT_OF_RANGE/.test(t);
  return sentences(text).filter(
    (s) => SPAN_ENDS.test(s.text) || (SPAN_WORDS.test(s.text) && !aboutLoading(s.text) && OLD_YEARS.test(s.text.replace(TRUE_USES, ''))),
  );
}

describe('statements of the supported span', () => {
  it('the code says −3000..+3000', () => {
    expect([SUPPORTED_SPAN.firstYear, SUPPORTED_SPAN.lastYear]).toEqual([-3000, 3000]);
  });

  it('the scanner finds the stale forms and passes the true ones (self-test)', () => {
    expect(staleStatements('The supported span is 1800-01-01 to 2200-12-31 (the ephemeris is seeded).')).toHaveLength(1);
    expect(staleStatements(' * Errors: OUT_OF_RANGE for instants outside 1800–2200, `to` before\n * `from`.')).toHaveLength(1);
    expect(staleStatements('Dates must lie in 1800-01-01..2200-12-31.')).toHaveLength(1);
    expect(staleStatements('Between 1800 and 2200 everything is ready at import.')).toHaveLength(0);
    expect(staleStatements('Dates outside 1800–2200 throw UNSUPPORTED until their era is loaded.')).toHaveLength(0);
    expect(staleStatements(' * Errors: `UraniaError` naming `at` (missing, unparseable, outside\n * 1800–2200), `orb`.')).toHaveLength(1);
    expect(staleStatements('(outside the 1800–2200 tables): UNSUPPORTED when not loaded, OUT_OF_RANGE outside every era.')).toHaveLength(0);
  });

  it('README.md, docs/*.md and the TSDoc and help texts of src/ state the span of the code', () => {
    const paths = [resolve(ROOT, 'README.md'), ...files(resolve(ROOT, 'docs'), '.md'), ...files(resolve(ROOT, 'src'), '.ts')];
    const stale = paths.flatMap((p) => staleStatements(readFileSync(p, 'utf8')).map((s) => `${relative(ROOT, p)}:${s.line}: ${s.text.slice(0, 160)}`));
    expect(stale).toEqual([]);
  });
});
