/**
 * What a browser app downloads (issue 17): esbuild bundles a tiny app the way an application's bundler would
 * (browser, ES modules, minified, code splitting so that dynamic `import()`s become chunks), and this reports the
 * chunks it loads at start — the entry and everything it imports statically — apart from the chunks fetched later
 * (a minor body on `loadBodies`, an era on `loadEphemerisSpan`). Sizes in kB (1024 bytes), raw and gzip level 9.
 * The library's build plugin (scripts/light-entry-plugin.ts) is applied, as tsup.config.ts does for the package.
 */
import { build, type Metafile } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lightEntryPlugin } from '../scripts/light-entry-plugin.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** One output chunk. */
export interface BundleChunk {
  readonly file: string;
  readonly rawKb: number;
  readonly gzipKb: number;
  /** Loaded at start (the entry and its static imports) or only on a dynamic import. */
  readonly initial: boolean;
  /** The source files with the most bytes in it (for the docs' chunk table). */
  readonly inputs: readonly string[];
}

/** The chunks of a bundle, and the sums of those loaded at start. */
export interface BundleSize {
  readonly chunks: readonly BundleChunk[];
  /** Every source file in the chunks loaded at start, with its minified bytes there (largest first). */
  readonly initialInputs: readonly { readonly file: string; readonly bytes: number }[];
  readonly initialRawKb: number;
  readonly initialGzipKb: number;
  readonly allRawKb: number;
  readonly allGzipKb: number;
}

/** @summary Bundle `source` (an ES module resolved from the repository root) and measure its chunks. */
export async function bundleSize(source: string, options: { plugin?: boolean; external?: readonly string[] } = {}): Promise<BundleSize> {
  const outdir = resolve(ROOT, 'node_modules/.cache/urania-bundle-size');
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    outdir,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: options.plugin === false ? [] : [lightEntryPlugin()],
    external: [...(options.external ?? [])],
  });
  const meta: Metafile = result.metafile;
  const key = (path: string): string => path.slice(ROOT.length + 1);
  const bytes = new Map(result.outputFiles.map((f) => [key(f.path), f.contents]));
  const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === '<stdin>')![0];
  const initial = new Set<string>();
  const visit = (file: string): void => {
    if (initial.has(file)) return;
    initial.add(file);
    // (external modules are no output of the bundle)
    for (const imp of meta.outputs[file]!.imports) if (imp.kind === 'import-statement' && !imp.external) visit(imp.path);
  };
  visit(entry);
  const chunks: BundleChunk[] = Object.entries(meta.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, out]) => {
      const contents = bytes.get(file)!;
      const inputs = Object.entries(out.inputs)
        .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
        .slice(0, 3)
        .map(([name]) => name);
      return { file: file.split('/').pop()!, rawKb: contents.length / 1024, gzipKb: gzipSync(contents, { level: 9 }).length / 1024, initial: initial.has(file), inputs };
    })
    .sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipKb - a.gzipKb);
  const sum = (list: readonly BundleChunk[], k: 'rawKb' | 'gzipKb'): number => list.reduce((s, c) => s + c[k], 0);
  const first = chunks.filter((c) => c.initial);
  const initialBytes = new Map<string, number>();
  for (const file of initial) {
    for (const [name, input] of Object.entries(meta.outputs[file]!.inputs)) {
      if (input.bytesInOutput > 0) initialBytes.set(name, (initialBytes.get(name) ?? 0) + input.bytesInOutput);
    }
  }
  const initialInputs = [...initialBytes].map(([file, bytes]) => ({ file, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { chunks, initialInputs, initialRawKb: sum(first, 'rawKb'), initialGzipKb: sum(first, 'gzipKb'), allRawKb: sum(chunks, 'rawKb'), allGzipKb: sum(chunks, 'gzipKb') };
}

/** One part of what an app loads at start, gzip of the part on its own (kB). */
export interface BundlePart {
  readonly part: string;
  readonly rawKb: number;
  readonly gzipKb: number;
}

/**
 * @summary Where the start-up bytes of `source`'s bundle are: each generated data module (src/ephemeris/data/)
 * minified and gzipped on its own, TypeBox (the start-up gzip with and without it, `typebox` left external), and
 * the rest (code, schemas) as what remains of the start-up gzip.
 */
export async function bundleParts(source: string): Promise<{ total: BundleSize; parts: readonly BundlePart[] }> {
  const total = await bundleSize(source);
  const parts: BundlePart[] = [];
  for (const { file } of total.initialInputs.filter((i) => i.file.startsWith('src/ephemeris/data/'))) {
    const alone = await bundleSize(`export * from './${file}';`);
    parts.push({ part: file, rawKb: alone.initialRawKb, gzipKb: alone.initialGzipKb });
  }
  const withoutTypeBox = await bundleSize(source, { external: ['typebox', 'typebox/*'] });
  parts.push({ part: 'TypeBox', rawKb: total.initialRawKb - withoutTypeBox.initialRawKb, gzipKb: total.initialGzipKb - withoutTypeBox.initialGzipKb });
  const sum = (k: 'rawKb' | 'gzipKb'): number => parts.reduce((s, p) => s + p[k], 0);
  parts.push({ part: 'the rest (code, schemas; gzip: what remains)', rawKb: total.initialRawKb - sum('rawKb'), gzipKb: total.initialGzipKb - sum('gzipKb') });
  return { total, parts };
}

// `npx tsx bench/bundle-size.ts ["<app source>"]`: the start-up chunks of an app (default: `bodyPosition` from the
// light entry) and where their bytes are.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const source = process.argv[2] ?? "export { bodyPosition } from './src/core.ts';";
  const { total, parts } = await bundleParts(source);
  const kb = (n: number): string => n.toFixed(1).padStart(7);
  console.log(`${source}\nat start: ${kb(total.initialRawKb)} kB raw, ${kb(total.initialGzipKb)} kB gzip; everything: ${kb(total.allRawKb)} kB raw, ${kb(total.allGzipKb)} kB gzip`);
  for (const c of total.chunks.filter((c) => c.initial)) console.log(`  start chunk ${c.file}: ${kb(c.rawKb)} raw ${kb(c.gzipKb)} gzip`);
  console.log(`  loaded later: ${total.chunks.filter((c) => !c.initial).length} chunks`);
  for (const p of parts) console.log(`  ${kb(p.rawKb)} raw ${kb(p.gzipKb)} gzip  ${p.part}`);
}
