/**
 * Builds src/ephemeris/data/integrated-ephemeris*.ts (write-integrated-ephemeris.ts): the numerical integration of the solar system from the
 * DE441-derived seeds of tests/fixtures/state-vectors.json (every 50 years 1800–2200 TT), fitted into packed
 * Chebyshev segments. See docs/integration.md for the design and the measured numbers.
 *
 *   npx tsx scripts/build-ephemeris.ts            # writes the data modules, prints the report
 *   npx tsx scripts/build-ephemeris.ts --out-dir=/tmp/x   # writes them elsewhere
 *   npx tsx scripts/build-ephemeris.ts --dry-run  # report only
 *
 * Steps per 50-year interval [A, B]: fit the velocities at A to the seed positions at B (boundary-fit.ts),
 * integrate A → B with dense output (integrate-n-body.ts), and fit every output body with the cheapest
 * (segment length, degree) whose truncation error is within its tolerance (build-ephemeris-fit.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitSeedVelocities } from '../src/ephemeris/integration/boundary-fit.js';
import { seedAt, seedEpochs, solarSystemModel, type StateVectorTable } from '../src/ephemeris/integration/initial-conditions.js';
import { integrateNBody } from '../src/ephemeris/integration/integrate-n-body.js';
import { INTEGRATED_BODIES } from '../src/ephemeris/integration/integrated-bodies.js';
import { decodeIntegers } from '../src/ephemeris/integration/packed-integers.js';
import { fitSpan, type SpanFit } from './build-ephemeris-fit.js';
import { writeIntegratedEphemeris, type IntegratedTableIntegers } from './write-integrated-ephemeris.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURE = resolve(ROOT, 'tests/fixtures/state-vectors.json');
/** `--out-dir=DIR` writes the modules elsewhere (to compare a rebuild with the shipped data). */
const outDirArg = process.argv.find((a) => a.startsWith('--out-dir='));
const OUT_DIR = outDirArg ? resolve(outDirArg.split('=')[1]!) : resolve(ROOT, 'src/ephemeris/data');

/** Integration step (days): 50-year runs agree with 1-day steps to 1e-12 AU (Mercury) and 1e-15 AU (Jupiter). */
const STEP_DAYS = 4;
/** Coverage beyond the first and last seeds, so SUPPORTED_RANGE (1800-01-01 … 2201-01-01 UT) plus light time fits. */
const EXTEND_BEFORE_DAYS = 30.5;
const EXTEND_AFTER_DAYS = 396.5;

const dryRun = process.argv.includes('--dry-run');
/** `--intervals=N` processes only the first N intervals (a quick look; implies --dry-run). */
const intervalsArg = process.argv.find((a) => a.startsWith('--intervals='));
const intervalLimit = intervalsArg ? Number(intervalsArg.split('=')[1]) : Infinity;
const table = JSON.parse(readFileSync(FIXTURE, 'utf8')) as StateVectorTable;
const model = solarSystemModel(true);
const epochs = seedEpochs(table);
const outputs = ['Sun', ...INTEGRATED_BODIES] as const;
const fits = new Map<string, SpanFit[]>(outputs.map((b) => [b, []]));
const n = model.names.length;
const started = performance.now();
const log = (msg: string): void => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

interface SeedDiagnostics {
  readonly epoch: number;
  readonly fitResidualAu: Record<string, number>;
  readonly velocityChangeAuPerDay: Record<string, number>;
}
const diagnostics: SeedDiagnostics[] = [];
let previousEnd: { jd: number; vel: Float64Array; pos: Float64Array } | undefined;
const velocityJumps: Record<string, number> = {};

for (let k = 0; k + 1 < epochs.length && k < intervalLimit; k++) {
  const a = epochs[k]!;
  const b = epochs[k + 1]!;
  const fit = fitSeedVelocities(model, seedAt(table, model, a), seedAt(table, model, b), {
    maxStepDays: STEP_DAYS,
    onIteration: (i, worst) => log(`interval ${k} fit iteration ${i}: largest end residual ${worst.toExponential(2)} AU`),
  });
  const residual: Record<string, number> = {};
  const change: Record<string, number> = {};
  model.names.forEach((name, i) => {
    if (i === 0) return;
    residual[name] = fit.residualsAu[i]!;
    change[name] = fit.velocityChangeAuPerDay[i]!;
  });
  diagnostics.push({ epoch: a, fitResidualAu: residual, velocityChangeAuPerDay: change });
  // Velocity continuity at seed a: the previous interval's arrival vs this interval's departure (heliocentric).
  if (previousEnd && previousEnd.jd === a) {
    model.names.forEach((name, i) => {
      if (i === 0) return;
      const dv = Math.hypot(
        ...[0, 1, 2].map((c) => previousEnd!.vel[3 * i + c]! - previousEnd!.vel[c]! - (fit.seed.vel[3 * i + c]! - fit.seed.vel[c]!)),
      );
      velocityJumps[name] = Math.max(velocityJumps[name] ?? 0, dv);
    });
  }
  if (k === 0) {
    const back = integrateNBody(model, a, fit.seed.pos, fit.seed.vel, a - EXTEND_BEFORE_DAYS, { maxStepDays: STEP_DAYS, dense: true });
    for (const f of fitSpan(back, a - EXTEND_BEFORE_DAYS, a, outputs)) fits.get(f.body)!.push(f);
  }
  const end = k + 2 === epochs.length ? b + EXTEND_AFTER_DAYS : b;
  const tr = integrateNBody(model, a, fit.seed.pos, fit.seed.vel, end, { maxStepDays: STEP_DAYS, dense: true });
  const atB = new Float64Array(6);
  const pos = new Float64Array(3 * n);
  const vel = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) {
    tr.stateAt(b, i, atB);
    for (let c = 0; c < 3; c++) {
      pos[3 * i + c] = atB[c]!;
      vel[3 * i + c] = atB[3 + c]!;
    }
  }
  previousEnd = { jd: b, pos, vel };
  log(`interval ${k} integrated ${a} → ${end} (${tr.steps} steps, ${tr.meanIterations.toFixed(2)} iterations/step)`);
  for (const f of fitSpan(tr, a, end, outputs)) fits.get(f.body)!.push(f);
  log(`interval ${k} fitted`);
}

// ---- report ----
console.log('\nbody       coefficients  chars   max |Δr| AU   max angle ″   max |Δv| AU/d   spans (segments × N)');
let totalChars = 0;
let totalCoefficients = 0;
for (const body of outputs) {
  const list = fits.get(body)!;
  const chars = list.reduce((s, f) => s + f.data.length, 0);
  const count = list.reduce((s, f) => s + f.coefficients, 0);
  totalChars += chars;
  totalCoefficients += count;
  const maxPos = Math.max(...list.map((f) => f.maxPositionErrorAu));
  const maxAngle = Math.max(...list.map((f) => f.maxAngleErrorArcsec));
  const maxVel = Math.max(...list.map((f) => f.maxVelocityErrorAuPerDay));
  console.log(
    `${body.padEnd(10)} ${String(count).padStart(12)} ${String(chars).padStart(7)}   ${maxPos.toExponential(2)}      ${maxAngle.toFixed(5)}     ${maxVel.toExponential(2)}   ${list.map((f) => `${f.segments}×${f.n}`).join(' ')}`,
  );
}
console.log(`total: ${totalCoefficients} coefficients, ${totalChars} characters of packed data`);
console.log('\nseed fit: largest end-position residual (AU) and velocity change (AU/day) per body over the 8 intervals');
for (const name of model.names.slice(1)) {
  const r = Math.max(...diagnostics.map((d) => d.fitResidualAu[name]!));
  const v = Math.max(...diagnostics.map((d) => d.velocityChangeAuPerDay[name]!));
  console.log(`${name.padEnd(10)} residual ${r.toExponential(2)}  Δv ${v.toExponential(2)}  velocity jump at seeds ${(velocityJumps[name] ?? 0).toExponential(2)}`);
}

// ---- modules ----
if (!dryRun && intervalLimit === Infinity) {
  const first = epochs[0]! - EXTEND_BEFORE_DAYS;
  const last = epochs[epochs.length - 1]! + EXTEND_AFTER_DAYS;
  const header = [
    'GENERATED by scripts/build-ephemeris.ts — do not edit by hand; run `npx tsx scripts/build-ephemeris.ts`.',
    '',
    'Packed Chebyshev segments of a numerical integration of the solar system (docs/integration.md):',
    'heliocentric positions (the Sun: barycentric) in AU, geometric, mean ecliptic and equinox J2000, TT.',
    'Seeds: tests/fixtures/state-vectors.json (positions every 50 years 1800–2200 TT from the Swiss Ephemeris',
    '2.10.03 with its JPL DE441-derived files), velocities fitted to the neighbouring seed positions; GM',
    `values of DE440/DE441 (Park et al. 2021, AJ 161:105); Gauss–Legendre collocation, 8 stages, ${STEP_DAYS}-day steps.`,
    'Integers as JSON arrays (src/ephemeris/integration/chebyshev-table.ts).',
  ];
  const tables = new Map<string, IntegratedTableIntegers>();
  for (const body of outputs) {
    const list = fits.get(body)!;
    const integers = list.flatMap((f) => Array.from(decodeIntegers(f.data)));
    tables.set(body, { spans: list.map((f) => [f.start, f.end, f.segments, f.quantumAu] as const), integers });
  }
  for (const file of writeIntegratedEphemeris(OUT_DIR, header, { fromJdTt: first, toJdTt: last }, tables)) log(`wrote ${file}`);
}
