/**
 * Issue 30: `urania batch`'s own entry (src/cli/batch-main.ts) never loads the library in the thread that reads the rows
 * and writes the answers — its worker threads do — so that thread's heap and collections stay small
 * (docs/batch.md "Throughput"). Read from the module graph as the package's build splits it (esbuild, code splitting):
 * the modules a default batch loads are the entry's static imports and, when the command runs, the batch command's
 * chunk and its static imports. The route table, the validator and the inline executor are reached only by dynamic
 * imports on the paths that need them (a route table of the caller's, an executor that does not check rows, no built
 * worker), and the error wordings only when an error is printed.
 */
import { describe, expect, it } from 'vitest';
import { dynamicImports, entryOutput, inputsOf, splitBuild, staticChunks } from '../package/split-graph.js';

describe("urania batch's own entry", () => {
  it('loads the batch command and its file and thread plumbing, and no module of the library’s computations', async () => {
    const outputs = await splitBuild({ 'batch-main': 'src/cli/batch-main.ts' }, 'urania-batch-entry');
    const entry = entryOutput(outputs, 'src/cli/batch-main.ts');
    const command = Object.keys(outputs).find((f) => 'src/cli/batch-command.ts' in outputs[f]!.inputs)!;
    const chunks = new Set([...staticChunks(outputs, entry), ...staticChunks(outputs, command)]);
    const loaded = inputsOf(outputs, chunks);
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
    const dynamic = dynamicImports(outputs, chunks);
    const behind = dynamic.flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
    expect(behind).toContain('src/http/batch/batch-checked-here.ts');
  }, 120_000);
});
