/**
 * The module graph of entries as the package's build splits them (esbuild, code splitting, packages external), for
 * tests that check what an entry loads at start (tests/cli/batch-entry-graph.test.ts,
 * tests/http/batch/batch-worker.test.ts).
 */
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';

const ROOT = join(import.meta.dirname, '..', '..');

/** @summary The outputs of a split build of `entryPoints` (name → source path from the repository's root), not written. */
export async function splitBuild(entryPoints: Record<string, string>, cacheName: string): Promise<Metafile['outputs']> {
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, path]) => [name, join(ROOT, path)])),
    outdir: join(ROOT, 'node_modules/.cache', cacheName),
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    metafile: true,
    packages: 'external',
    logLevel: 'silent',
  });
  return result.metafile.outputs;
}

/** @summary The output chunks reached from `start` by static imports. */
export function staticChunks(outputs: Metafile['outputs'], start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file]!.imports) if (i.kind === 'import-statement' && i.external !== true) visit(i.path);
  };
  visit(start);
  return seen;
}

/** @summary The output file of an entry point (its source path from the repository's root). */
export function entryOutput(outputs: Metafile['outputs'], entryPoint: string): string {
  return Object.keys(outputs).find((f) => outputs[f]!.entryPoint === entryPoint)!;
}

/** @summary The source modules in `chunks`, each with its bytes in the output. */
export function inputsOf(outputs: Metafile['outputs'], chunks: Iterable<string>): Map<string, number> {
  const loaded = new Map<string, number>();
  for (const f of chunks) for (const [input, { bytesInOutput }] of Object.entries(outputs[f]!.inputs)) loaded.set(input, bytesInOutput);
  return loaded;
}

/** @summary The output chunks that `chunks` import dynamically (packages, external to the build, left out). */
export function dynamicImports(outputs: Metafile['outputs'], chunks: Iterable<string>): string[] {
  return [...chunks].flatMap((f) => outputs[f]!.imports.filter((i) => i.kind === 'dynamic-import' && i.external !== true).map((i) => i.path));
}
