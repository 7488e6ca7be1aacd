/**
 * The minor bodies seeded only within 1800–2200 (Hygiea, Astraea, Psyche, Eros, Sappho, Amor and the seven TNOs),
 * extended beyond 1800–2200 as far as their estimated accuracy holds (docs/integration.md, "The span"): the full
 * 1800–2200 model is fitted on 1800–1850 (boundary-value problem, boundary-fit.ts) and integrated backwards from
 * 1800, and fitted on 2150–2200 and integrated forwards from 2200, in 50-year dense chunks aligned with the span's
 * seed epochs; each body is tabulated (build-ephemeris-fit.ts) over its span only. Writes
 * scripts/data/span-extension.json, which build-ephemeris-span.ts adds to the 1000–1800 and 2200–3000 eras.
 *
 *   nice -n 10 npx tsx scripts/build-ephemeris-span-extend.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitSeedVelocities } from '../src/ephemeris/integration/boundary-fit.js';
import { seedAt, solarSystemModel, type StateVectorTable } from '../src/ephemeris/integration/initial-conditions.js';
import { integrateNBody } from '../src/ephemeris/integration/integrate-n-body.js';
import { fitSpan, type SpanFit } from './build-ephemeris-fit.js';
import { MINOR_BODY_EXTENSION_YEARS, SPAN_EXTENSION_TOLERANCES } from './build-ephemeris-span-model.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SEEDS_1800_2200 = JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures/state-vectors.json'), 'utf8')) as StateVectorTable;
const SPAN = JSON.parse(readFileSync(resolve(ROOT, 'scripts/data/state-vectors-span.json'), 'utf8')) as {
  sunBarycentric: { year: number; jd_tt: number }[];
};
const jdOf = new Map(SPAN.sunBarycentric.map((s) => [s.year, s.jd_tt]));
const STEP = 4;
const EXTEND_AFTER_DAYS = 396.5;
const model = solarSystemModel(true);
const n = model.names.length;
const bodies = Object.keys(MINOR_BODY_EXTENSION_YEARS);
const started = performance.now();
const log = (msg: string): void => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${msg}`);
const out: Record<string, SpanFit[]> = Object.fromEntries(bodies.map((b) => [b, []]));

function run(direction: -1 | 1): void {
  const [fitA, fitB] = direction < 0 ? [1800, 1850] : [2150, 2200];
  const fit = fitSeedVelocities(model, seedAt(SEEDS_1800_2200, model, jdOf.get(fitA)!), seedAt(SEEDS_1800_2200, model, jdOf.get(fitB)!), { maxStepDays: STEP });
  let pos = fit.seed.pos;
  let vel = fit.seed.vel;
  let year = fitA;
  if (direction > 0) {
    const tr = integrateNBody(model, jdOf.get(fitA)!, pos, vel, jdOf.get(2200)!, { maxStepDays: STEP });
    pos = tr.positions.slice(tr.steps * 3 * n, (tr.steps + 1) * 3 * n);
    vel = tr.velocities.slice(tr.steps * 3 * n, (tr.steps + 1) * 3 * n);
    year = 2200;
  }
  const last = direction < 0 ? Math.min(...bodies.map((b) => MINOR_BODY_EXTENSION_YEARS[b]![0])) : Math.max(...bodies.map((b) => MINOR_BODY_EXTENSION_YEARS[b]![1]));
  while (direction < 0 ? year > last : year < last) {
    const next = year + 50 * direction;
    const t0 = jdOf.get(year)!;
    const t1 = next === 3000 ? jdOf.get(3000)! + EXTEND_AFTER_DAYS : jdOf.get(next)!;
    const tr = integrateNBody(model, t0, pos, vel, t1, { maxStepDays: STEP, dense: true });
    const [start, end] = direction < 0 ? [t1, t0] : [t0, t1];
    const here = bodies.filter((b) => {
      const [from, to] = MINOR_BODY_EXTENSION_YEARS[b]!;
      return direction < 0 ? next >= from : next <= to;
    });
    for (const f of fitSpan(tr, start, end, here, SPAN_EXTENSION_TOLERANCES)) out[f.body]!.push(f);
    const atEnd = direction < 0 ? jdOf.get(next)! : jdOf.get(next)!;
    const s = new Float64Array(6);
    pos = new Float64Array(3 * n);
    vel = new Float64Array(3 * n);
    for (let i = 0; i < n; i++) {
      tr.stateAt(atEnd, i, s);
      for (let c = 0; c < 3; c++) {
        pos[3 * i + c] = s[c]!;
        vel[3 * i + c] = s[3 + c]!;
      }
    }
    log(`${year} → ${next}: ${here.join(', ')}`);
    year = next;
  }
}

run(-1);
run(1);
for (const b of bodies) out[b]!.sort((x, y) => x.start - y.start);
writeFileSync(
  resolve(ROOT, 'scripts/data/span-extension.json'),
  JSON.stringify(
    Object.fromEntries(bodies.map((b) => [b, out[b]!.map((f) => ({ start: f.start, end: f.end, segments: f.segments, quantumAu: f.quantumAu, data: f.data, maxAngleErrorArcsec: f.maxAngleErrorArcsec }))])),
  ),
);
for (const b of bodies) console.log(`${b.padEnd(9)} ${out[b]!.reduce((a, f) => a + f.data.length, 0)} chars, max fit ${Math.max(...out[b]!.map((f) => f.maxAngleErrorArcsec)).toFixed(3)}″`);
log('wrote scripts/data/span-extension.json');
