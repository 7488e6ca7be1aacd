/**
 * Stage 1 of the historical-span build (docs/integration.md, "The span −3000..+3000"): for every 50-year
 * interval [A, B] of scripts/data/state-vectors-span.json outside 1800–2200, solve the two-point boundary-value
 * problem (boundary-fit.ts: velocities at A such that the trajectory meets the seed positions at B) and store
 * the fitted barycentric state at A in scripts/data/span-fit/<A>.json. Stage 2 (build-ephemeris-span.ts)
 * integrates from these states with dense output and packs the era modules, so the expensive fits run once.
 *
 *   nice -n 10 npx tsx scripts/build-ephemeris-span-seeds.ts [--from=-3000] [--to=3000] [--force]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitSeedVelocities } from '../src/ephemeris/integration/boundary-fit.js';
import { seedAt, type StateVectorTable } from '../src/ephemeris/integration/initial-conditions.js';
import { SPAN_STEP_DAYS, spanIntervals, spanModel } from './build-ephemeris-span-model.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SEEDS = resolve(ROOT, 'scripts/data/state-vectors-span.json');
const OUT_DIR = resolve(ROOT, 'scripts/data/span-fit');

const arg = (name: string, fallback: number): number => {
  const a = process.argv.find((s) => s.startsWith(`--${name}=`));
  return a ? Number(a.split('=')[1]) : fallback;
};
const fromYear = arg('from', -3000);
const toYear = arg('to', 3000);
const force = process.argv.includes('--force');
const table = JSON.parse(readFileSync(SEEDS, 'utf8')) as StateVectorTable & { bodies: Record<string, { states: { year: number }[] }> };
mkdirSync(OUT_DIR, { recursive: true });
const started = performance.now();
const log = (msg: string): void => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${msg}`);

for (const interval of spanIntervals(table)) {
  if (interval.yearA < fromYear || interval.yearB > toYear) continue;
  const file = resolve(OUT_DIR, `${interval.yearA}.json`);
  if (existsSync(file) && !force) continue;
  const model = spanModel(interval.withChiron);
  const fit = fitSeedVelocities(model, seedAt(table, model, interval.a), seedAt(table, model, interval.b), {
    maxStepDays: SPAN_STEP_DAYS,
    onIteration: (i, worst) => log(`${interval.yearA}..${interval.yearB} iteration ${i}: largest end residual ${worst.toExponential(2)} AU`),
  });
  const residualsAu: Record<string, number> = {};
  const velocityChangeAuPerDay: Record<string, number> = {};
  model.names.forEach((name, i) => {
    if (i === 0) return;
    residualsAu[name] = fit.residualsAu[i]!;
    velocityChangeAuPerDay[name] = fit.velocityChangeAuPerDay[i]!;
  });
  writeFileSync(
    file,
    JSON.stringify({
      yearA: interval.yearA,
      yearB: interval.yearB,
      jdA: interval.a,
      jdB: interval.b,
      names: model.names,
      pos: Array.from(fit.seed.pos),
      vel: Array.from(fit.seed.vel),
      residualsAu,
      velocityChangeAuPerDay,
    }),
  );
  log(`${interval.yearA}..${interval.yearB} written (${fit.iterations} iterations)`);
}
log('done');
