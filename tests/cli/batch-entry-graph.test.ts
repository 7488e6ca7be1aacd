/**
 * Issue 30: `urania batch`'s own entry (src/cli/batch-main.ts) never loads the library in the thread that reads the rows
 * and writes the answers — its worker threads do — so that thread's heap and collections stay small
 * (docs/batch.md "Throughput"). Read from the module graph as the package's build splits it (esbuild, code splitting):
 * the modules a default batch loads are the entry's static imports and, when the command runs, the batch command's
 * chunk and its static imports. The route table, the validator and the inline executor are reached only by dynamic
 * imports on the paths that need them (a route table of the caller's, an executor that does not check rows, no built
 * worker), and the error wordings only when an error is printed.
 */
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** The output chunks reached from `start` by static imports. */
function staticChunks(outputs: Metafile['outputs'], start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file]!.imports) if (i.kind === 'import-statement' && i.external !== true) visit(i.path);
  };
  visit(start);
  return seen;
}

describe("urania batch's own entry", () => {
  it('loads the batch command and its file and thread plumbing, and no module of the library’s computations', async () => {
    const result = await build({
      entryPoints: { 'batch-main': join(ROOT, 'src/cli/batch-main.ts') },
      outdir: join(ROOT, 'node_modules/.cache/urania-batch-entry'),
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
    const outputs = result.metafile.outputs;
    const entry = Object.keys(outputs).find((f) => outputs[f]!.entryPoint === 'src/cli/batch-main.ts')!;
    const command = Object.keys(outputs).find((f) => 'src/cli/batch-command.ts' in outputs[f]!.inputs)!;
    const chunks = new Set([...staticChunks(outputs, entry), ...staticChunks(outputs, command)]);
    const loaded = new Map<string, number>();
    for (const f of chunks) for (const [input, { bytesInOutput }] of Object.entries(outputs[f]!.inputs)) loaded.set(input, bytesInOutput);
    // What it does load: the command, batch(), the worker pool's executor and the chunk tasks' ids.
    for (const file of ['src/cli/batch-command.ts', 'src/http/batch/batch.ts', 'src/http/executor/worker-executor.ts', 'src/http/executor/chunk-task.ts'])
      expect([...loaded.keys()]).toContain(file);
    // What it must not: the library's computations, records, routes, schemas' registry, the validator, the catalogues.
    const heavy = [...loaded.keys()].filter((f) =>
      /^src\/(ephemeris|records|charts|vedic|text|horoscopes|houses|aspects|events)\/|^src\/http\/routes\/|^src\/(index|core)\.ts$|^src\/schemas\/all\.ts$|^src\/http\/validation\.ts$|^src\/http\/batch\/batch-params\.ts$|^src\/i18n\/[a-z-]+\//i.test(f),
    );
    expect(heavy).toEqual([]);
    // The whole of it is a few tens of kB of JavaScript (the library is several MB).
    const bytes = [...loaded.values()].reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThan(120_000);
    // The route table and the row checks are there for the paths that need them, behind dynamic imports.
    const dynamic = [...chunks].flatMap((f) => outputs[f]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
    const behind = dynamic.flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
    expect(behind).toContain('src/http/batch/batch-checked-here.ts');
  }, 120_000);
});
