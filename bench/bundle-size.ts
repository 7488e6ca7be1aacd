/**
 * What a browser app downloads (issue 17): esbuild bundles a tiny app the way an application's bundler would
 * (browser, ES modules, minified, code splitting so that dynamic `import()`s become chunks), and this reports the
 * chunks it loads at start — the entry and everything it imports statically — apart from the chunks fetched later
 * (a minor body on `loadBodies`, an era on `loadEphemerisSpan`). Sizes in kB (1024 bytes), raw and gzip level 9.
 * The library's build plugin (scripts/light-entry-plugin.ts) is applied, as tsup.config.ts does for the package.
 */
import { build, type Metafile } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  readonly initialRawKb: number;
  readonly initialGzipKb: number;
  readonly allRawKb: number;
  readonly allGzipKb: number;
}

/** @summary Bundle `source` (an ES module resolved from the repository root) and measure its chunks. */
export async function bundleSize(source: string, options: { plugin?: boolean } = {}): Promise<BundleSize> {
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
  });
  const meta: Metafile = result.metafile;
  const key = (path: string): string => path.slice(ROOT.length + 1);
  const bytes = new Map(result.outputFiles.map((f) => [key(f.path), f.contents]));
  const entry = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === '<stdin>')![0];
  const initial = new Set<string>();
  const visit = (file: string): void => {
    if (initial.has(file)) return;
    initial.add(file);
    for (const imp of meta.outputs[file]!.imports) if (imp.kind === 'import-statement') visit(imp.path);
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
  return { chunks, initialRawKb: sum(first, 'rawKb'), initialGzipKb: sum(first, 'gzipKb'), allRawKb: sum(chunks, 'rawKb'), allGzipKb: sum(chunks, 'gzipKb') };
}
