/**
 * The package's CommonJS entries, written after tsup's ES build (`npm run build`): each public entry's `.cjs` is a
 * two-line module that loads the ES build with require(esm) — built into Node 20.19+ and 22.12+ — so the library's
 * code and data ship ONCE (a second, CommonJS copy was 6.4 MB of the package: issue 14's size goal). Its types, the
 * `.d.cts` files, are the ES declarations with their relative imports pointed at `.d.cts` siblings, so that
 * TypeScript's `node16` resolution sees CommonJS types for `require` (checked by `attw --profile node16`).
 * docs/api.md "CommonJS" says what a CommonJS user needs.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** The `.cjs` files package.json `exports` names under a `require` condition, relative to dist/ (`schemas/index.cjs`). */
export function commonJsEntries(packageJson: { exports?: Record<string, unknown> }): string[] {
  const out: string[] = [];
  for (const target of Object.values(packageJson.exports ?? {})) {
    const file = (target as { require?: { default?: string } }).require?.default;
    if (typeof file === 'string' && file.startsWith('./dist/') && file.endsWith('.cjs')) out.push(file.slice('./dist/'.length));
  }
  return out;
}

/** The CommonJS wrapper of an ES entry file (`./index.js` beside it). */
export function commonJsWrapper(esFile: string): string {
  return [
    "'use strict';",
    '// urania ships ES modules; this CommonJS entry loads them with require(esm), built into Node 20.19+ and 22.12+.',
    'try {',
    `  module.exports = require('./${esFile}');`,
    '} catch (error) {',
    "  if (error && error.code === 'ERR_REQUIRE_ESM') {",
    "    throw new Error(\"urania: require() of this package needs Node 20.19+ or 22.12+ (require of ES modules); on older Node use import('urania')\", { cause: error });",
    '  }',
    '  throw error;',
    '}',
    '',
  ].join('\n');
}

/** Declarations for `require`: relative `.js` specifiers become `.cjs` (their `.d.cts` siblings). */
export function commonJsDeclarations(text: string): string {
  return text.replace(/(\bfrom\s*|\bimport\(\s*)(['"])(\.{1,2}\/[^'"]+)\.js\2/g, (_m, head: string, q: string, path: string) => `${head}${q}${path}.cjs${q}`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'web' ? [] : filesUnder(p);
    return [p];
  });
}

function main(): void {
  const files = filesUnder(DIST);
  // Nothing of an earlier CommonJS build stays.
  for (const f of files) if (/\.c?js\.map$|\.cjs$/.test(f)) rmSync(f);
  const entries = commonJsEntries(JSON.parse(readFileSync(join(DIST, '../package.json'), 'utf8')));
  for (const entry of entries) {
    const esFile = entry.split('/').pop()!.replace(/\.cjs$/, '.js');
    writeFileSync(join(DIST, entry), commonJsWrapper(esFile));
  }
  let declarations = 0;
  for (const f of files) {
    if (!f.endsWith('.d.ts')) continue;
    writeFileSync(f.replace(/\.d\.ts$/, '.d.cts'), commonJsDeclarations(readFileSync(f, 'utf8')));
    declarations++;
  }
  console.log(`CommonJS: ${entries.length} entries, ${declarations} declaration files (${relative(process.cwd(), DIST)})`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) main();
