/**
 * DESIGN.md §2: imports point down only. Each folder under src/ is a layer with a rank; a file may import
 * only from its own layer or from layers of lower rank. `schemas` and `errors` are leaves. The core
 * (everything below `testing`) may not import Node-only modules, fastify, piscina, ioredis or lru-cache.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

// Bottom to top. See docs/design.md "Layers" for why coords and zodiac sit below ephemeris and text below events.
const LAYERS = [
  'errors',
  'schemas',
  'i18n',
  'units',
  'time',
  'coords',
  'zodiac',
  'ephemeris',
  // The atlas (issue 24): beside time, below records; it loads its data module with the ephemeris' loader.
  'places',
  'houses',
  'aspects',
  'text',
  'events',
  // Timelines built on the one event search engine (issue 27): beside events, below records (DESIGN.md §7).
  'forecast',
  'stars',
  'charts',
  // Astrocartography (issue 29): the lines on the globe, from the ephemeris and sidereal time; below records.
  'astrocartography',
  'vedic',
  'calendars',
  'horoscope',
  'report',
  'records',
  // iCalendar documents of event records (issue 27): above the records it writes.
  'icalendar',
  'chart-wheel',
  // Indian chart drawings (issue 25): beside the wheel, above records.
  'indian-chart',
  // The forecast pictures (issue 27): a graphic ephemeris and the transit timeline chart, drawn as the wheel is.
  'forecast-charts',
  // The astrocartography world map (issue 29): d3-geo and Natural Earth's land, drawn as the wheel is.
  'world-map',
  // The web page's own entries of the library's build (issue 30): what each part of the page imports, re-exported.
  'web-library',
  'web',
  'testing',
  'http',
  'cli',
] as const;

const RANK = new Map<string, number>(LAYERS.map((l, i) => [l, i]));
const LEAVES = new Set(['errors', 'schemas']);
// The core (no Node API) runs up to the browser page's code: the wheel and the page compute in a browser.
const CORE_TOP = RANK.get('web')!;
const RECORDS = RANK.get('records')!;
const SRC = resolve(__dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

function layerOf(file: string, root = SRC): string {
  const rel = relative(root, file);
  return rel.includes('/') ? rel.split('/')[0]! : 'root';
}

/** `import … from 'x'`, `export … from 'x'`, `import('x')` and the side-effect `import 'x'`. */
const IMPORT_RE = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(IMPORT_RE)) out.push((m[1] ?? m[2] ?? m[3])!);
  return out;
}

/**
 * @summary The relative imports under a source tree that point up a layer (or out of a leaf): the rule of DESIGN.md
 * §2, as `file -> spec (from may not import to)`. Run on src/ below, and on a synthetic tree to prove it can fail.
 */
function layerViolations(root: string): string[] {
  const violations: string[] = [];
  for (const file of files(root)) {
    const from = layerOf(file, root);
    if (from === 'root') continue; // src/index.ts gathers the core layers
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      const to = layerOf(target, root);
      if (to === from) continue;
      // The web page is an app of the library: it imports the public root entry (checked below).
      if (from === 'web' && to === 'root') continue;
      const ok = !LEAVES.has(from) && (RANK.get(to) ?? Infinity) < (RANK.get(from) ?? -1);
      if (!ok) violations.push(`${relative(root, file)} -> ${spec} (${from} may not import ${to})`);
    }
  }
  return violations;
}

const NODE_ONLY = /^(node:|fs$|path$|os$|child_process$|worker_threads$|http$|net$|crypto$)/;
const ADAPTER_PACKAGES = /^(fastify|@fastify\/|piscina|ioredis|lru-cache)/;

describe('layer imports (DESIGN.md §2)', () => {
  const all = files(SRC);

  it('knows every folder under src/ as a layer', () => {
    const folders = readdirSync(SRC).filter((n) => statSync(join(SRC, n)).isDirectory());
    // src/types holds ambient declarations only (no runtime code, no imports), so it is not a layer.
    expect(folders.filter((f) => !RANK.has(f) && f !== 'types')).toEqual([]);
  });

  it('points every relative import down or sideways within a layer', () => {
    expect(all.length).toBeGreaterThan(300);
    expect(layerViolations(SRC)).toEqual([]);
  });

  it('lets the web page import the library only through its public entries (scripts/web-page-build.ts)', () => {
    const bad = all
      .filter((f) => layerOf(f) === 'web')
      .flatMap((f) => importsOf(f).filter((s) => s.startsWith('..') && !['../index.js', '../schemas/index.js'].includes(s) && !/^\.\.\/web-library\/[a-z-]+\.js$/.test(s)).map((s) => `${relative(SRC, f)}: ${s}`));
    expect(bad).toEqual([]);
    expect(all.filter((f) => layerOf(f) === 'web').some((f) => importsOf(f).includes('../index.js'))).toBe(true);
  });

  it('keeps the core free of Node-only APIs and adapter packages', () => {
    const violations: string[] = [];
    for (const file of all) {
      const layer = layerOf(file);
      const rank = layer === 'root' ? 0 : RANK.get(layer)!;
      if (rank > CORE_TOP) continue;
      for (const spec of importsOf(file)) {
        if (NODE_ONLY.test(spec) || ADAPTER_PACKAGES.test(spec)) violations.push(`${relative(SRC, file)} -> ${spec}`);
      }
      if (/\bprocess\.(env|argv|exit)|\bBuffer\.|\brequire\(/.test(readFileSync(file, 'utf8'))) {
        violations.push(`${relative(SRC, file)} uses a Node global`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('lets schemas import only typebox', () => {
    const bad = all
      .filter((f) => layerOf(f) === 'schemas')
      .flatMap((f) => importsOf(f).filter((s) => !s.startsWith('.') && !s.startsWith('typebox')).map((s) => `${f}: ${s}`));
    expect(bad).toEqual([]);
  });

  it('keeps validation in records/ and above: nothing below imports the validator or TypeBox checks', () => {
    // docs/design.md "Records": the layers below records/ are numeric and unvalidated; the one validator is
    // src/records/parse.ts, used by the record functions and the adapters alike.
    const bad = all
      .filter((f) => layerOf(f) !== 'root' && RANK.get(layerOf(f))! < RECORDS)
      .flatMap((f) =>
        importsOf(f)
          .filter((s) => /^typebox\/(compile|value)/.test(s) || /records\/parse(\.js)?$/.test(s))
          .map((s) => `${relative(SRC, f)}: ${s}`),
      );
    expect(bad).toEqual([]);
  });

  it('formats and parses ISO strings only in records/ and above (time/ holds the formatting helpers)', () => {
    // docs/design.md "Records": below records/ the layers take and return Julian days; a record's ISO strings are
    // written once, in records/, and never parsed back. time/ defines isoString and the civil-date helpers.
    const ISO_WORK = /\bisoString\(|\btoISOString\(|\bDate\.parse\(|\beventDate(OfTt)?\(|\bnew Date\(\s*['"`]/;
    const bad = all
      .filter((f) => layerOf(f) !== 'root' && layerOf(f) !== 'time' && RANK.get(layerOf(f))! < RECORDS)
      .filter((f) => ISO_WORK.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((f) => relative(SRC, f));
    expect(bad).toEqual([]);
  });

  it('keeps UT↔TT and milliseconds-per-day arithmetic in time/', () => {
    const INLINE = /deltaT\([^)]*\)\s*\/\s*(SECONDS_PER_DAY|86400)|\b86_?400_?000\b|\b2440587\.5\b/;
    const bad = all
      .filter((f) => layerOf(f) !== 'time' && layerOf(f) !== 'units' && RANK.get(layerOf(f)) !== undefined && RANK.get(layerOf(f))! <= RECORDS)
      .filter((f) => INLINE.test(readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')))
      .map((f) => relative(SRC, f));
    expect(bad).toEqual([]);
  });

  it('detects a violation when one is present: the scanner run on a synthetic tree (self-check of the rule)', () => {
    // units/ (rank 2) importing houses/ (higher) in each import form, schemas/ (a leaf) importing units/; and the
    // allowed forms beside them: houses/ importing units/, a side-effect import within units/.
    const root = mkdtempSync(join(tmpdir(), 'urania-layers-'));
    try {
      const write = (path: string, text: string): void => {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      };
      write('houses/cusps.ts', "import { angle } from '../units/angle.js';\nexport const cusp = angle;\n");
      write('units/angle.ts', "import './register.js';\nexport const angle = 1;\n");
      write('units/register.ts', 'export {};\n');
      write('units/side-effect.ts', "import '../houses/cusps.js';\n");
      write('units/named.ts', "import { cusp } from '../houses/cusps.js';\nexport const x = cusp;\n");
      write('units/re-export.ts', "export * from '../houses/cusps.js';\n");
      write('units/dynamic.ts', "export const load = () => import('../houses/cusps.js');\n");
      write('schemas/leaf.ts', "import { angle } from '../units/angle.js';\nexport const y = angle;\n");
      expect(layerViolations(root).sort()).toEqual([
        'schemas/leaf.ts -> ../units/angle.js (schemas may not import units)',
        'units/dynamic.ts -> ../houses/cusps.js (units may not import houses)',
        'units/named.ts -> ../houses/cusps.js (units may not import houses)',
        'units/re-export.ts -> ../houses/cusps.js (units may not import houses)',
        'units/side-effect.ts -> ../houses/cusps.js (units may not import houses)',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the CLI without the HTTP adapter’s optional peers', () => {
  // `urania chart`, `report`, `horoscope`, `positions` and `keys` must run in an install without fastify, lru-cache,
  // piscina or ioredis (optional peer dependencies): only `serve` needs them, and run-cli.ts loads it on demand.
  const STATIC_RE = /^\s*(?:import|export)\s(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm;
  const staticImports = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(STATIC_RE)].map((m) => m[1]!);

  it('reaches no optional peer through the static imports of src/cli/main.ts, the command table it loads, or the batch entry', () => {
    const seen = new Set<string>();
    const peers: string[] = [];
    // The bin loads its command table (run-cli.ts) by a dynamic import once it knows the command is not a relaunched
    // batch (issue 30); every command but `batch` runs from there, `batch` from its own entry.
    const queue = [join(SRC, 'cli/main.ts'), join(SRC, 'cli/run-cli.ts'), join(SRC, 'cli/batch-main.ts')];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of staticImports(file)) {
        if (spec.startsWith('.')) queue.push(resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
        else if (ADAPTER_PACKAGES.test(spec)) peers.push(`${relative(SRC, file)} -> ${spec}`);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
    expect(peers).toEqual([]);
  });
});
