/**
 * Issue 22 item 15: a table of docs/http.md was split in two by a blank line (the second half rendered as a
 * paragraph of pipes), and docs/chart-wheel.md gave two different sizes for the web page's first load. Every table
 * of the README and docs/ is one block, and the first-load size is stated once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const FILES = ['README.md', ...readdirSync(new URL('docs/', ROOT)).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Lines outside fenced code blocks, with their numbers. */
function prose(text: string): { line: string; n: number }[] {
  let fenced = false;
  return text.split('\n').flatMap((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, n: i + 1 }];
  });
}

describe('the Markdown of the docs', () => {
  it('never splits a table with a blank line (a row after a blank line always starts a new table with its header)', () => {
    const split: string[] = [];
    for (const file of FILES) {
      const lines = prose(readFileSync(new URL(file, ROOT), 'utf8'));
      for (let i = 2; i < lines.length; i++) {
        const [before, blank, row] = [lines[i - 2]!, lines[i - 1]!, lines[i]!];
        const next = lines[i + 1]?.line ?? '';
        const startsTable = /^\s*\|?\s*:?-{3,}/.test(next);
        if (blank.line.trim() === '' && before.line.trimStart().startsWith('|') && row.line.trimStart().startsWith('|') && !startsTable) {
          split.push(`${file}:${row.n}`);
        }
      }
    }
    expect(split).toEqual([]);
  });

  it('states one first-load size of the web page in docs/chart-wheel.md', () => {
    const text = readFileSync(new URL('docs/chart-wheel.md', ROOT), 'utf8');
    const sizes = new Set([...text.matchAll(/first load[^.]*?about ([\d.]+) MB gzip/gi)].map((m) => m[1]));
    expect(sizes.size).toBe(1);
  });
});
