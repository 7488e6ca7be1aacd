/**
 * What the docs say is exported is exported (issue 22 #16: `isDayChart` and the other chart rules were promised by
 * docs/natal-chart.md but had left the root entry). Every sentence of README.md and docs/*.md that says a name is
 * exported by an entry (`urania`, "the root", `urania/core`, …) is read, and each backticked name in it must be a
 * value or a type that entry exports; every row of docs/api.md names a root export (tests/architecture/public-surface
 * holds the exact list). Code examples' imports are checked by tests/docs/doc-examples.test.ts, which runs them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/core.js';
import * as urania from '../../src/index.js';

const ROOT = resolve(__dirname, '../..');
const read = (file: string) => readFileSync(resolve(ROOT, file), 'utf8');
const FILES = ['README.md', ...readdirSync(resolve(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The type names a source entry file exports (`export type { … }`, `export { type X }`) and those it re-exports with `export type *`. */
function typeNames(file: string): Set<string> {
  const text = read(file);
  const names = new Set<string>();
  for (const m of text.matchAll(/export type \{([^}]*)\}/g)) for (const n of m[1]!.split(',')) names.add(n.trim().split(/\s+as\s+/).pop()!);
  for (const m of text.matchAll(/\btype (\w+)\s*[,}]/g)) names.add(m[1]!);
  for (const m of text.matchAll(/export type \* from '(\.[^']+)'/g)) {
    const target = resolve(resolve(ROOT, file), '..', m[1]!.replace(/\.js$/, '.ts'));
    for (const n of readFileSync(target, 'utf8').matchAll(/^\s+(\w+),?$/gm)) names.add(n[1]!);
    for (const n of typeNames(target.slice(ROOT.length + 1))) names.add(n);
  }
  names.delete('');
  return names;
}

const ENTRIES = {
  urania: { values: new Set(Object.keys(urania)), types: typeNames('src/index.ts') },
  'urania/core': { values: new Set(Object.keys(core)), types: typeNames('src/core.ts') },
} as const;

/** The sentences of a Markdown text outside code blocks. */
function sentences(markdown: string): string[] {
  return markdown
    .replace(/(```|~~~)[\s\S]*?\1/g, '')
    .split(/\n\s*\n/)
    .flatMap((p) => p.replace(/\n/g, ' ').split(/(?<=[.;])\s+(?=[A-Z`(])/));
}

/** An entry as the docs name it: `urania`, `urania/core`, … or "the root" (entry). */
const ENTRY = String.raw`(\`urania(?:\/core)?\`|'urania(?:\/core)?'|the root(?: entry)?)`;
const NAME = String.raw`\`([A-Za-z_$][\w$]*)(?:\([^\`]*\))?\``;

/** The entry key of a name as the docs write it. */
const entryKey = (written: string): keyof typeof ENTRIES => (/core/.test(written) ? 'urania/core' : 'urania');

/** The backticked names of a run `a`, `b` and `c` at the start of `text`. */
function nameRun(text: string): string[] {
  const run = new RegExp(String.raw`^\s*(?:${NAME}\s*(?:,|\band\b|\bor\b)?\s*)+`).exec(text)?.[0] ?? '';
  return [...run.matchAll(new RegExp(NAME, 'g'))].map((m) => m[1]!);
}

/**
 * @summary The (entry, name) pairs a sentence claims, in the three forms the docs use:
 * "`X` … exported from <entry>" (X the sentence's subject), "exported from <entry> …: `a`, `b` and `c`" and
 * "<entry> (…) exports … (`a`, `b`, …)".
 */
function claimsOf(sentence: string): { entry: keyof typeof ENTRIES; name: string }[] {
  if (/\bnot exported\b|\bno barrel\b/.test(sentence)) return [];
  const out: { entry: keyof typeof ENTRIES; name: string }[] = [];
  const from = new RegExp(String.raw`exported from ${ENTRY}`).exec(sentence);
  if (from) {
    const entry = entryKey(from[1]!);
    const subject = new RegExp(String.raw`^\s*${NAME}`).exec(sentence);
    if (subject && subject.index < from.index) out.push({ entry, name: subject[1]! });
    const rest = sentence.slice(from.index + from[0].length);
    const colon = rest.indexOf(':');
    if (colon >= 0) for (const name of nameRun(rest.slice(colon + 1))) out.push({ entry, name });
  }
  const exports = new RegExp(String.raw`${ENTRY}(?:\s*\([^)]*\))? exports\b([^(]*)\(([^)]*)\)`).exec(sentence);
  if (exports) for (const name of nameRun(exports[3]!)) out.push({ entry: entryKey(exports[1]!), name });
  return out;
}

describe('names the docs say are exported', () => {
  const claims = FILES.flatMap((file) =>
    sentences(read(file)).flatMap((s) => {
      return claimsOf(s).map((c) => ({ file, ...c, sentence: s.slice(0, 120) }));
    }),
  );

  it('finds the claims (the natal chart rules, the root span constant, the light entry)', () => {
    const found = claims.map((c) => `${c.entry}:${c.name}`);
    expect(found).toEqual(expect.arrayContaining(['urania:isDayChart', 'urania:chartRuler', 'urania:SUPPORTED_SPAN', 'urania/core:loadBodies']));
  });

  it('every name in a sentence saying an entry exports it is a value or type of that entry', () => {
    const missing = claims.filter((c) => !ENTRIES[c.entry].values.has(c.name) && !ENTRIES[c.entry].types.has(c.name));
    expect(missing).toEqual([]);
  });

  it('every row of docs/api.md names a root export, a value at run time or a type of src/index.ts', () => {
    const rows = [...read('docs/api.md').matchAll(/^\| `(\w+)` \| (value|type) \|/gm)].map((m) => ({ name: m[1]!, kind: m[2]! }));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => (r.kind === 'value' ? !(r.name in urania) : !ENTRIES.urania.types.has(r.name)))).toEqual([]);
  });

  it('the natal chart rules and the numeric ashtakoot are functions of the root entry', () => {
    for (const name of ['isDayChart', 'partOfFortune', 'chartRuler', 'elementBalance', 'modalityBalance', 'ashtakoot']) {
      expect(typeof (urania as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
