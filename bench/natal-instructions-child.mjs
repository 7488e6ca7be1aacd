/* global process, URL */
/**
 * The measured program of bench/natal-instructions.sh: `count` natal charts of the built package's `urania/core`
 * (`dist` or the folder given), each followed by its JSON when `json` is given, for births spread over 1900–2029
 * (bench/bench-births.mjs). Run under valgrind by the script; on its own it only computes.
 * Usage: node bench/natal-instructions-child.mjs <distFolder> <count> [json]
 */
import { benchBirth } from './bench-births.mjs';

const [folder, count, json] = process.argv.slice(2);
const { natalChart } = await import(new URL(`../${folder}/core.js`, import.meta.url).href);
for (let i = 0; i < Number(count); i++) {
  const chart = natalChart(benchBirth(i));
  if (json === 'json') JSON.stringify(chart);
}
