/**
 * Under Node, the built library loads an ephemeris era synchronously on first use (issue 14's "lazy require";
 * src/time/node-data-loader.ts): no `await loadEphemerisSpan()` needed. The library is built here
 * as tsup builds it (ES modules, the eras as stable `eras/*` entries) into a folder under node_modules/.cache (so
 * that its `typebox` import resolves), and a fresh Node process computes Caesar's Sun without loading anything; the
 * value must equal the one this process computes with the eras loaded by the test setup.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasLoadOnFirstUse } from '../../src/ephemeris/integration/eras.js';
import { bodyPosition } from '../../src/records/positions.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The same value from the same code and data: only float formatting through JSON separates them. */
const SAME_VALUE_DEG = 1e-12;

describe('the built library under Node loads an era on first use', () => {
  let dir: string;
  beforeAll(async () => {
    const cache = join(ROOT, 'node_modules/.cache');
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(join(cache, 'urania-eras-'));
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    const eras = Object.fromEntries(
      readdirSync(join(ROOT, 'src/ephemeris/data/eras'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => [`eras/${f.slice(0, -3)}`, join(ROOT, 'src/ephemeris/data/eras', f)]),
    );
    await build({
      // `eras` exposes `erasLoadOnFirstUse`, which the CLI asks before loading every era up front.
      entryPoints: { index: join(ROOT, 'src/index.ts'), eras: join(ROOT, 'src/ephemeris/integration/eras.ts'), ...eras },
      outdir: dir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
    });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a date of 44 BCE synchronously, as the library with its eras loaded does', () => {
    const script = [
      `const m = await import(${JSON.stringify(join(dir, 'index.js'))});`,
      "const p = m.bodyPosition('Sun', '-0043-03-15T12:00:00Z');",
      "const q = m.bodyPosition('Jupiter', '1000-06-01T00:00:00Z');",
      'process.stdout.write(JSON.stringify({ sun: p.longitude, jupiter: q.longitude }));',
    ].join('\n');
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { sun: number; jupiter: number };
    expect(Math.abs(out.sun - bodyPosition('Sun', '-0043-03-15T12:00:00Z').longitude)).toBeLessThan(SAME_VALUE_DEG);
    expect(Math.abs(out.jupiter - bodyPosition('Jupiter', '1000-06-01T00:00:00Z').longitude)).toBeLessThan(SAME_VALUE_DEG);
  });

  it('says so (erasLoadOnFirstUse): true in the build, false from the TypeScript sources', () => {
    const script = `const m = await import(${JSON.stringify(join(dir, 'eras.js'))}); process.stdout.write(JSON.stringify(m.erasLoadOnFirstUse()));`;
    expect(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))).toBe(true);
    expect(erasLoadOnFirstUse()).toBe(false);
  });

  it('still names the loading call where no synchronous load is possible (a bundle without the era files)', () => {
    rmSync(join(dir, 'eras'), { recursive: true, force: true });
    const script = [
      `const m = await import(${JSON.stringify(join(dir, 'index.js'))});`,
      "try { m.bodyPosition('Sun', '-0043-03-15T12:00:00Z'); process.stdout.write('no error'); }",
      'catch (e) { process.stdout.write(JSON.stringify({ code: e.code, message: e.message })); }',
    ].join('\n');
    const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as { code: string; message: string };
    expect(out.code).toBe('UNSUPPORTED');
    expect(out.message).toContain('loadEphemerisSpan');
    const probe = `const m = await import(${JSON.stringify(join(dir, 'eras.js'))}); process.stdout.write(JSON.stringify(m.erasLoadOnFirstUse()));`;
    expect(JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8' }))).toBe(false);
  });
});
