/**
 * README examples are executed, so they cannot go stale (STYLE.md, after Skyfield). Every ```ts block of
 * README.md that imports from 'urania' runs against the source; a line written `expr; // => value` asserts that
 * `expr` equals `value` (numbers: within half a unit of the last decimal written, so `// => 115.38` means
 * |x − 115.38| ≤ 0.005).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const OUT = resolve(__dirname, '.generated');
const ENTRY: Record<string, string> = {
  urania: resolve(ROOT, 'src/index.ts'),
  'urania/schemas': resolve(ROOT, 'src/schemas/index.ts'),
  'urania/testing': resolve(ROOT, 'src/testing/index.ts'),
};

interface Check {
  line: number;
  actual: unknown;
  expected: unknown;
  expectedText: string;
}

function blocks(markdown: string): { code: string; startLine: number }[] {
  const out: { code: string; startLine: number }[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim() !== '```ts') continue;
    const start = i + 1;
    let j = start;
    while (j < lines.length && lines[j]!.trim() !== '```') j++;
    const code = lines.slice(start, j).join('\n');
    if (/from 'urania(\/[a-z]+)?'/.test(code)) out.push({ code, startLine: start + 1 });
    i = j;
  }
  return out;
}

/** Rewrites imports to the source tree and `expr; // => value` lines into recorded checks. */
export function instrument(code: string, startLine: number): string {
  const body = code
    .split('\n')
    .map((line, k) => {
      const m = /^(\s*)(.+?);?\s*\/\/ => (.+)$/.exec(line);
      if (!m) return line;
      const [, indent, expr, expected] = m;
      return `${indent}__checks.push({ line: ${startLine + k}, actual: (${expr}), expected: (${expected}), expectedText: ${JSON.stringify(expected)} });`;
    })
    .join('\n')
    .replace(/from '(urania(?:\/[a-z]+)?)'/g, (_all, spec: string) => `from ${JSON.stringify(ENTRY[spec] ?? spec)}`);
  return `export const __checks = [];\n${body}\n`;
}

function decimals(text: string): number {
  const m = /^-?\d+(?:\.(\d+))?$/.exec(text.trim());
  return m ? (m[1]?.length ?? 0) : -1;
}

const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const found = blocks(readme);

describe('README examples', () => {
  it('has examples to run', () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it('instruments `// =>` lines into checks (self-test of the harness)', () => {
    const code = instrument("const x = 1 + 1;\nx; // => 2", 10);
    expect(code).toContain('__checks.push({ line: 11, actual: (x), expected: (2)');
  });

  found.forEach(({ code, startLine }, index) => {
    it(`runs the block at README.md line ${startLine} and its results match`, async () => {
      mkdirSync(OUT, { recursive: true });
      const file = resolve(OUT, `readme-block-${index}.ts`);
      writeFileSync(file, instrument(code, startLine));
      const mod = (await import(pathToFileURL(file).href)) as { __checks: Check[] };
      for (const c of mod.__checks) {
        const places = decimals(c.expectedText);
        if (typeof c.actual === 'number' && places >= 0) {
          const tolerance = 0.5 * 10 ** -places;
          expect(Math.abs(c.actual - (c.expected as number)), `README.md:${c.line}`).toBeLessThanOrEqual(tolerance);
        } else {
          expect(c.actual, `README.md:${c.line}`).toEqual(c.expected);
        }
      }
    });
  });
});
