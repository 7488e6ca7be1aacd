/**
 * The published declarations type-check in a consumer's strict project (issue 22 item 11): the package is built
 * and packed as `npm publish` would (`npm run build` unless CI built it already, then `npm pack`, under
 * /tmp/build.lock when `flock` exists, since dist/ is shared), the tarball is unpacked into a consumer project's
 * node_modules/urania (no network: the package's own dependencies are linked from this checkout's node_modules),
 * and `tsc` checks an ES module file and a CommonJS file importing every public entry with `strict: true,
 * skipLibCheck: false`.
 *
 * Before the fix: `dist/schemas/index.d.ts(1,10): TS2440 Import declaration conflicts with local declaration of
 * 'ALL_HOUSE_SYSTEMS'` and `TS2693 '_EnumChecks' only refers to a type`.
 *
 * The same tarball's JavaScript keeps the series' scratch arrays as `const` bindings of a function (issue 30,
 * docs/performance.md "Sixth pass"): esbuild writes a bundled module's top-level `const` as `var`, which V8 does not
 * embed in the hot loops.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRIES = Object.keys(packageJson.exports)
  .filter((key) => key !== './package.json')
  .map((key) => (key === '.' ? 'urania' : `urania/${key.slice(2)}`));

/** Run `command` under the shared build lock where `flock` exists (dist/ is shared by concurrent sessions). */
function underBuildLock(command: string): void {
  const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { encoding: 'utf8' }).status === 0;
  const args = hasFlock ? ['/tmp/build.lock', 'sh', '-c', command] : ['-c', command];
  execFileSync(hasFlock ? 'flock' : 'sh', args, { cwd: ROOT, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
}

/** Link every package of this checkout's node_modules into the consumer's (the tarball's dependencies, offline). */
function linkDependencies(consumerModules: string): void {
  const own = join(ROOT, 'node_modules');
  for (const name of readdirSync(own)) {
    if (name.startsWith('.') || name === 'urania') continue;
    if (name.startsWith('@')) {
      mkdirSync(join(consumerModules, name), { recursive: true });
      for (const sub of readdirSync(join(own, name))) symlinkSync(join(own, name, sub), join(consumerModules, name, sub));
    } else {
      symlinkSync(join(own, name), join(consumerModules, name));
    }
  }
}

describe('the packed tarball in a strict consumer project', () => {
  let consumer: string;
  beforeAll(() => {
    consumer = mkdtempSync(join(ROOT, 'node_modules/.cache/urania-consumer-'));
    const packed = join(consumer, 'packed');
    mkdirSync(packed);
    // CI builds dist/ once before the tests (.ci/run sets URANIA_DIST_BUILT=1): pack that build instead of a second one.
    const build = process.env.URANIA_DIST_BUILT === '1' ? '' : 'npm run build --silent && ';
    underBuildLock(`${build}npm pack --silent --pack-destination ${JSON.stringify(packed)}`);
    const tarball = readdirSync(packed).find((f) => f.endsWith('.tgz'));
    if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${packed}`);
    const modules = join(consumer, 'node_modules');
    mkdirSync(join(modules, 'urania'), { recursive: true });
    execFileSync('tar', ['-xzf', join(packed, tarball), '-C', join(modules, 'urania'), '--strip-components=1']);
    linkDependencies(modules);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: false,
          noEmit: true, types: ['node'],
        },
        files: ['consumer.ts', 'consumer-commonjs.cts'],
      }),
    );
    writeFileSync(
      join(consumer, 'consumer.ts'),
      [
        ...ENTRIES.map((entry, i) => `import * as entry${i} from '${entry}';`),
        "import type { NatalChartResponse } from 'urania';",
        "import { bodyPosition } from 'urania';",
        'const sun: number = bodyPosition(\'Sun\', \'2000-01-01T12:00:00Z\').longitude;',
        'export const chartType: NatalChartResponse | undefined = undefined;',
        `export const entries = [${ENTRIES.map((_, i) => `entry${i}`).join(', ')}, sun];`,
      ].join('\n'),
    );
    writeFileSync(
      join(consumer, 'consumer-commonjs.cts'),
      [...ENTRIES.map((entry, i) => `import entry${i} = require('${entry}');`), `export = [${ENTRIES.map((_, i) => `entry${i}`).join(', ')}];`].join('\n'),
    );
  }, 900_000);
  afterAll(() => rmSync(consumer, { recursive: true, force: true }));

  it('names every public entry of package.json `exports`', () => {
    expect(ENTRIES).toEqual(expect.arrayContaining(['urania', 'urania/core', 'urania/schemas', 'urania/http', 'urania/testing']));
  });

  it('type-checks an import of every entry (ES module and CommonJS) with strict: true, skipLibCheck: false', () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const run = spawnSync(process.execPath, [tsc, '-p', join(consumer, 'tsconfig.json')], { cwd: consumer, encoding: 'utf8' });
    expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
    expect(run.status).toBe(0);
  }, 300_000);

  it('keeps the series scratch as const bindings of a function in the bundle (not a top-level var)', () => {
    const dist = join(consumer, 'node_modules/urania/dist');
    const chunks = readdirSync(dist).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(dist, f), 'utf8'));
    for (const factory of ['createElpSeriesSums', 'createSharedFrequencyEvaluation']) {
      const chunk = chunks.find((text) => text.includes(`function ${factory}() {`));
      expect(chunk, factory).toBeDefined();
      const body = chunk!.slice(chunk!.indexOf(`function ${factory}() {`));
      expect(body, factory).toMatch(/^function \w+\(\) \{\n\s+const SHARED_ARGS = new Float64Array\(/);
      expect(chunk, factory).not.toMatch(/\bvar SHARED_ARGS\b/);
    }
  });
});
