/* global process, URL */
/**
 * The measured program of bench/natal-instructions.sh: `count` natal charts of the built package's `urania/core`
 * (`dist` or the folder given), each followed by its JSON when `json` is given, for births spread over 1900–2029 as
 * bench/batch-child.mjs makes them. Run under valgrind by the script; on its own it only computes.
 * Usage: node bench/natal-instructions-child.mjs <distFolder> <count> [json]
 */
const [folder, count, json] = process.argv.slice(2);
const { natalChart } = await import(new URL(`../${folder}/core.js`, import.meta.url).href);
for (let i = 0; i < Number(count); i++) {
  const chart = natalChart({
    birthDate: `${1900 + (i % 130)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    birthTime: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
    latitude: -50 + ((i * 13) % 110),
    longitude: -170 + ((i * 37) % 340),
    timezone: 'UTC',
  });
  if (json === 'json') JSON.stringify(chart);
}
