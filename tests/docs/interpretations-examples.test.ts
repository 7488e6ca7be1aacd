/**
 * The examples of docs/interpretations.md are executed, like the README's (tests/docs/readme-examples.test.ts):
 * every ```ts block importing 'urania' runs against the source, and a line `expr; // => value` asserts that `expr`
 * deep-equals `value`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const OUT = resolve(__dirname, '.generated');
const DOC = 'docs/interpretations.md';

interface Check {
  line: number;
  actual: unknown;
  expected: unknown;
}

/** The ```ts blocks that import 'urania', with the line of their first code line. */
function tsBlocks(markdown: string): { code: string; startLine: number }[] {
  const lines = markdown.split('\n');
  const out: { code: string; startLine: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```ts') continue;
    let j = i + 1;
    while (j < lines.length && lines[j]!.trim() !== '```') j++;
    const code = lines.slice(i + 1, j).join('\n');
    if (/from 'urania'/.test(code)) out.push({ code, startLine: i + 2 });
    i = j;
  }
  return out;
}

/** The block with its import pointed at the source and each `// =>` line turned into a recorded check. */
function instrumented(code: string, startLine: number): string {
  const body = code
    .split('\n')
    .map((line, k) => {
      const m = /^(\s*)(.+?);?\s*\/\/ => (.+)$/.exec(line);
      return m ? `${m[1]}__checks.push({ line: ${startLine + k}, actual: (${m[2]}), expected: (${m[3]}) });` : line;
    })
    .join('\n')
    .replace(/from 'urania'/g, `from ${JSON.stringify(resolve(ROOT, 'src/index.ts'))}`);
  return `export const __checks = [];\n${body}\n`;
}

const blocks = tsBlocks(readFileSync(resolve(ROOT, DOC), 'utf8'));

describe(`${DOC} examples`, () => {
  it('has the natal report example, with checks', () => {
    expect(blocks.some((b) => b.code.includes('natalReport(') && b.code.includes('// =>'))).toBe(true);
  });

  blocks.forEach(({ code, startLine }, index) => {
    it(`runs the block at ${DOC} line ${startLine} and its results match`, async () => {
      mkdirSync(OUT, { recursive: true });
      const file = resolve(OUT, `interpretations-block-${index}.ts`);
      writeFileSync(file, instrumented(code, startLine));
      const mod = (await import(pathToFileURL(file).href)) as { __checks: Check[] };
      for (const c of mod.__checks) expect(c.actual, `${DOC}:${c.line}`).toEqual(c.expected);
    });
  });
});
