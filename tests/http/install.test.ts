/**
 * Issue 11 "Install and headers": `npm ci` on Node 20 installs the committed lock without an EBADENGINE
 * warning (light-my-request, fastify's inject helper, pulled cookie@2 which declares node >= 22; the
 * package.json override pins cookie 1.1.x, which has the same `stringifySetCookie` and supports Node 18+),
 * and the lock lists every optional platform build (npm ci refuses a lock missing one).
 * The engine ranges are npm's semver ranges; the few forms the lock uses are evaluated here by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  readonly version?: string;
  readonly dev?: boolean;
  readonly engines?: { readonly node?: string } | readonly string[];
  readonly optionalDependencies?: Readonly<Record<string, string>>;
}
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};

/** The oldest Node 20 release every development tool of the lock accepts (docs/http.md "Install"). */
const NODE_20_DEV_MINIMUM = '20.19.0';
/**
 * The Node 20 release the runtime dependencies must accept: the package's own `engines` (>= 20.19, the first Node 20
 * that loads ES modules from `require`, which the CommonJS entries need: docs/api.md "CommonJS").
 */
const NODE_20_RUNTIME_MINIMUM = '20.19.0';

type Version = readonly [number, number, number];

function cmp(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether a version satisfies one comparator of npm's semver grammar: `*`, `X`, `X.Y`, `X.x`, `X.*`,
 * `X.Y.Z`, each optionally after `>=`, `>`, `<=`, `<`, `=`, `^` or `~` (partial versions are X-ranges).
 */
function satisfiesComparator(v: Version, comparator: string): boolean {
  if (comparator === '' || comparator === '*' || comparator === 'x') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
  if (!m) throw new Error(`engine comparator not understood: ${comparator}`);
  const op = m[1] ?? '';
  const major = Number(m[2]);
  const minor = m[3] === undefined || m[3] === 'x' || m[3] === '*' ? undefined : Number(m[3]);
  const patch = m[4] === undefined || m[4] === 'x' || m[4] === '*' ? undefined : Number(m[4]);
  const low: Version = [major, minor ?? 0, patch ?? 0];
  // The first version above the X-range (or the caret/tilde range).
  const next: Version =
    op === '^'
      ? major > 0 || minor === undefined
        ? [major + 1, 0, 0]
        : minor > 0 || patch === undefined
          ? [0, minor + 1, 0]
          : [0, 0, patch + 1]
      : minor === undefined
        ? [major + 1, 0, 0]
        : patch === undefined || op === '~'
          ? [major, minor + 1, 0]
          : [major, minor, patch + 1];
  switch (op) {
    case '>=':
      return cmp(v, low) >= 0;
    case '>':
      return cmp(v, next) >= 0;
    case '<':
      return cmp(v, low) < 0;
    case '<=':
      return cmp(v, next) < 0;
    default:
      return cmp(v, low) >= 0 && cmp(v, next) < 0; // '', '=', '^', '~'
  }
}

/** Whether a version satisfies a range: `||` alternatives of space-separated comparators. */
function satisfies(version: string, range: string): boolean {
  const v = version.split('.').map(Number) as unknown as Version;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((c) => satisfiesComparator(v, c)),
  );
}

function nodeRange(entry: LockEntry): string | undefined {
  return entry.engines && !Array.isArray(entry.engines)
    ? (entry.engines as { node?: string }).node
    : undefined;
}

describe('issue 11: the lock installs on Node 20 (npm ci, no EBADENGINE)', () => {
  it('reads engine ranges as npm does (hand-checked cases)', () => {
    expect(satisfies('20.0.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '^18.18.0 || ^20.9.0 || >=21.1.0')).toBe(true);
    expect(satisfies('20.18.9', '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies('20.0.0', '>=20.x')).toBe(true);
    expect(satisfies('20.5.1', '20 || >=22')).toBe(true);
    expect(satisfies('21.0.0', '20 || >=22')).toBe(false);
    expect(satisfies('20.0.0', '>= 10.x')).toBe(true);
    expect(satisfies('20.0.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.0.0', '^14.17.0 || ^16.13.0')).toBe(false);
  });

  it(`every package of the lock accepts Node ${NODE_20_DEV_MINIMUM} (was: cookie@2 requires node >= 22)`, () => {
    const refused = Object.entries(lock.packages)
      .filter(
        ([, entry]) => nodeRange(entry) !== undefined && !satisfies(NODE_20_DEV_MINIMUM, nodeRange(entry)!),
      )
      .map(([path, entry]) => `${path}@${entry.version} requires node ${nodeRange(entry)}`);
    expect(refused).toEqual([]);
  });

  it(`the runtime dependencies accept the package's own engines (node ${pkg.engines.node})`, () => {
    expect(pkg.engines.node).toBe(`>=${NODE_20_RUNTIME_MINIMUM.split('.').slice(0, 2).join('.')}`);
    const refused = Object.entries(lock.packages)
      .filter(
        ([path, entry]) =>
          path !== '' &&
          !entry.dev &&
          nodeRange(entry) !== undefined &&
          !satisfies(NODE_20_RUNTIME_MINIMUM, nodeRange(entry)!),
      )
      .map(([path]) => path);
    expect(refused).toEqual([]);
  });

  it("lists every optional platform build of every package (e.g. rollup's @rollup/rollup-* builds)", () => {
    const paths = Object.keys(lock.packages);
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // Node's resolution: the package's own node_modules, then each enclosing node_modules up to the root.
        const candidates: string[] = [];
        let dir = path;
        for (;;) {
          candidates.push(`${dir === '' ? '' : `${dir}/`}node_modules/${name}`);
          const up = dir.lastIndexOf('/node_modules/');
          if (dir === '') break;
          dir = up < 0 ? '' : dir.slice(0, up);
        }
        if (!candidates.some((c) => paths.includes(c))) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    const rollupBuilds = Object.keys(lock.packages['node_modules/rollup']?.optionalDependencies ?? {});
    expect(rollupBuilds.length).toBeGreaterThan(0);
    for (const name of rollupBuilds) expect(paths, name).toContain(`node_modules/${name}`);
  });
});
