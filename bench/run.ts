/**
 * `npm run bench`: runs every `bench/*.bench.ts` module (each exports `async function run(): Promise<BenchRow[]>`),
 * prints one table per module and writes all rows to bench/results/latest.json.
 * `npm run bench -- positions` runs only the modules whose file name contains "positions".
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatTable, type BenchRow } from './harness.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const modules = readdirSync(HERE)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

const results: Record<string, BenchRow[] | { error: string }> = {};
for (const file of modules) {
  process.stdout.write(`\n## ${file}\n\n`);
  try {
    const mod = (await import(pathToFileURL(resolve(HERE, file)).href)) as { run?: () => Promise<BenchRow[]> };
    if (typeof mod.run !== 'function') throw new Error('exports no run()');
    const rows = await mod.run();
    results[file] = rows;
    process.stdout.write(`${formatTable(rows)}\n`);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    results[file] = { error };
    process.stdout.write(`skipped: ${error}\n`);
  }
}

const out = resolve(HERE, 'results/latest.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify({ generated: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
process.stdout.write(`\nwrote ${out}\n`);
