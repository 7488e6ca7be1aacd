/**
 * The CommonJS entries (scripts/commonjs-entries.ts): a `.cjs` wrapper that require()s the ES build, and `.d.cts`
 * declarations whose relative imports point at `.d.cts` siblings. The wrapper is run for real, in a child Node
 * process, on a small ES package written here (the built dist/ need not exist for this test).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { commonJsDeclarations, commonJsEntries, commonJsWrapper } from '../../scripts/commonjs-entries.js';

describe('the CommonJS entries', () => {
  const dir = mkdtempSync(join(tmpdir(), 'urania-cjs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are the `require` targets of package.json `exports`, one per public entry', () => {
    expect(commonJsEntries(packageJson)).toEqual(expect.arrayContaining(['index.cjs', 'schemas/index.cjs', 'http/index.cjs', 'testing/index.cjs']));
    for (const e of commonJsEntries(packageJson)) expect(e).toMatch(/\.cjs$/);
  });

  it('load the ES build with require(esm): named exports, the same module instance as import()', () => {
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    writeFileSync(join(dir, 'sub/index.js'), "export const answer = 42;\nexport function twice(x) { return 2 * x; }\nexport const token = {};\n");
    writeFileSync(join(dir, 'sub/index.cjs'), commonJsWrapper('index.js'));
    const script = [
      `const m = require(${JSON.stringify(join(dir, 'sub/index.cjs'))});`,
      `import(${JSON.stringify(join(dir, 'sub/index.js'))}).then((es) => {`,
      '  process.stdout.write(JSON.stringify({ answer: m.answer, twice: m.twice(21), same: es.token === m.token }));',
      '});',
    ].join('\n');
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as Record<string, unknown>;
    expect(out).toEqual({ answer: 42, twice: 42, same: true });
  });

  it('point the declarations\' relative imports (static and import types) at .cjs, leaving packages alone', () => {
    const es = [
      "export { a as X } from './chunk-AB12.js';",
      "import { T } from '../index-Q9.js';",
      "import { Static } from 'typebox';",
      "type U = import('./u.js').U;",
    ].join('\n');
    expect(commonJsDeclarations(es).split('\n')).toEqual([
      "export { a as X } from './chunk-AB12.cjs';",
      "import { T } from '../index-Q9.cjs';",
      "import { Static } from 'typebox';",
      "type U = import('./u.cjs').U;",
    ]);
  });
});
