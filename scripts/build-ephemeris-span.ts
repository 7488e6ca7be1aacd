/**
 * Stage 2 of the historical-span build (docs/integration.md, "The span −3000..+3000"): from the fitted states of
 * stage 1 (scripts/data/span-fit/<year>.json, build-ephemeris-span-seeds.ts), integrate every 50-year interval
 * outside 1800–2200 with dense output and write one data module per era under src/ephemeris/data/eras/:
 *
 * - packed Chebyshev tables (barycentric) of the Sun, Jupiter–Pluto, Ceres, Pallas, Juno, Vesta and Chiron
 *   (675–3000 CE), fitted like the 1800–2200 tables (build-ephemeris-fit.ts) with the span's tolerances;
 * - the minor bodies seeded only within 1800–2200, over their extended spans (scripts/data/span-extension.json,
 *   written by build-ephemeris-span-extend.ts) in the 1000–1800 and 2200–3000 eras;
 * - harmonic corrections (integration/harmonic-correction.ts) of the long-term VSOP87 Mercury, Venus, Earth
 *   and Mars (integration/long-term-vsop87.ts) towards the integration (the Earth = EMB − Moon·μM/(μE + μM), the Moon from ELP/MPP02).
 *
 *   nice -n 10 npx tsx scripts/build-ephemeris-span.ts [--dry-run] [--era=m3000-m1000,p2200-p3000] [--limit=N]
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GM_AU3_DAY2, GM_EMB_AU3_DAY2 } from '../src/ephemeris/integration/gravitational-parameters.js';
import { harmonicBasis, harmonicCount } from '../src/ephemeris/integration/harmonic-correction.js';
import { integrateNBody, type Trajectory } from '../src/ephemeris/integration/integrate-n-body.js';
import { encodeIntegers } from '../src/ephemeris/integration/packed-integers.js';
import { moonGeocentricPosition } from '../src/ephemeris/moon.js';
import { VSOP87B_LONG_TERM_SERIES } from '../src/ephemeris/data/eras/vsop87b-long-term.js';
import { longTermState, longTermTheory, type LongTermPlanet, type LongTermTheory } from '../src/ephemeris/integration/long-term-vsop87.js';
import { fitFunction, fitSpan, type FunctionFit, type SpanFit, type SpanTolerances } from './build-ephemeris-fit.js';
import { SPAN_STEP_DAYS, spanModel } from './build-ephemeris-span-model.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIT_DIR = resolve(ROOT, 'scripts/data/span-fit');
const OUT_DIR = resolve(ROOT, 'src/ephemeris/data/eras');
const EXTENSION = resolve(ROOT, 'scripts/data/span-extension.json');

/** The eras: one module each, loaded on demand (src/ephemeris/integration/eras.ts). */
export const ERAS = [
  { name: 'm3000-m1000', fromYear: -3000, toYear: -1000 },
  { name: 'm1000-p1000', fromYear: -1000, toYear: 1000 },
  { name: 'p1000-p1800', fromYear: 1000, toYear: 1800 },
  { name: 'p2200-p3000', fromYear: 2200, toYear: 3000 },
] as const;

/** Coverage beyond the first and last seeds (as the 1800–2200 build): ΔT, light time and range-path margins. */
const EXTEND_BEFORE_DAYS = 30.5;
const EXTEND_AFTER_DAYS = 396.5;
/** Chiron: the reference holds it from 675 CE; its first seed is 700 CE, so the 700–750 fit is run back 25 years. */
const CHIRON_FIRST_SEED_YEAR = 700;
const CHIRON_BACK_DAYS = 25 * 365.25;
/** Span tolerances: the goal is 1″ for the planets and 10″ for the minor bodies (docs/accuracy.md). */
const TOLERANCES: SpanTolerances = { planetArcsec: 0.02, minorArcsec: 8, sunAu: 1e-6 };
/** Harmonic corrections: K harmonics of L, Chebyshev degree D per interval, coefficient quantum (rad or AU). */
const HARMONICS: Record<'Mercury' | 'Venus' | 'Earth' | 'Mars', { k: number; d: number; lunar: boolean }> = {
  Mercury: { k: 4, d: 7, lunar: false },
  Venus: { k: 4, d: 7, lunar: false },
  Earth: { k: 4, d: 7, lunar: true },
  Mars: { k: 4, d: 7, lunar: false },
};
const CORRECTION_QUANTUM = 1e-9;
/**
 * Mars: what the harmonic correction leaves (up to 1e-5 AU, 5″ at opposition, in the oldest era) is tabulated as a
 * Chebyshev remainder within 0.2″ at its closest approach (0.37 AU); δL and δB are stored times a fixed 1.5237 AU.
 */
const REMAINDER_BODIES = new Set(['Mars']);
const REMAINDER_SCALE_AU = 1.5237;
const REMAINDER_TOLERANCE_AU = 0.2 * (Math.PI / 648000) * 0.37;
const SAMPLE_DAYS = 1.3;

const dryRun = process.argv.includes('--dry-run');
const onlyEra = process.argv.find((a) => a.startsWith('--era='))?.split('=')[1];
const limit = Number(process.argv.find((a) => a.startsWith('--limit='))?.split('=')[1] ?? Infinity);
const started = performance.now();
const log = (msg: string): void => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s] ${msg}`);

interface FittedSeed {
  yearA: number;
  yearB: number;
  jdA: number;
  jdB: number;
  names: string[];
  pos: number[];
  vel: number[];
  residualsAu: Record<string, number>;
}
const seeds = readdirSync(FIT_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(resolve(FIT_DIR, f), 'utf8')) as FittedSeed)
  .sort((a, b) => a.jdA - b.jdA);

const FM = GM_AU3_DAY2.Moon / GM_EMB_AU3_DAY2;

/** Heliocentric position of a model body (the Earth from the EMB and the ELP Moon). */
function helio(tr: Trajectory, name: string, t: number, out: Float64Array, sun: Float64Array): [number, number, number] {
  tr.stateAt(t, tr.model.names.indexOf('Sun'), sun);
  if (name === 'Earth') {
    tr.stateAt(t, tr.model.names.indexOf('EMB'), out);
    const m = moonGeocentricPosition(t);
    return [out[0]! - sun[0]! - FM * m.x, out[1]! - sun[1]! - FM * m.y, out[2]! - sun[2]! - FM * m.z];
  }
  tr.stateAt(t, tr.model.names.indexOf(name), out);
  return [out[0]! - sun[0]!, out[1]! - sun[1]!, out[2]! - sun[2]!];
}

/** Solve the normal equations (symmetric positive definite) by Gaussian elimination with partial pivoting. */
function solve(a: Float64Array[], b: Float64Array): Float64Array {
  const n = b.length;
  for (let i = 0; i < n; i++) {
    let p = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(a[r]![i]!) > Math.abs(a[p]![i]!)) p = r;
    [a[i], a[p]] = [a[p]!, a[i]!];
    [b[i], b[p]] = [b[p]!, b[i]!];
    for (let r = i + 1; r < n; r++) {
      const q = a[r]![i]! / a[i]![i]!;
      for (let c = i; c < n; c++) a[r]![c] = a[r]![c]! - q * a[i]![c]!;
      b[r] = b[r]! - q * b[i]!;
    }
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let s = b[i]!;
    for (let c = i + 1; c < n; c++) s -= a[i]![c]! * x[c]!;
    x[i] = s / a[i]![i]!;
  }
  return x;
}

interface CorrectionFit {
  readonly span: [number, number, number, number, number, number];
  readonly ints: number[];
  /** Largest remaining heliocentric error after the correction (AU) and before it. */
  readonly maxAfterAu: number;
  readonly maxBeforeAu: number;
  /** What is left after the (quantised) correction: [δL·a, δB·a, δR] (AU; a = REMAINDER_SCALE_AU) at a TT JD. */
  readonly remainder: (t: number) => number[];
}

const theories = new Map<LongTermPlanet, LongTermTheory>();
function theoryOf(planet: LongTermPlanet): LongTermTheory {
  let t = theories.get(planet);
  if (!t) {
    t = longTermTheory(VSOP87B_LONG_TERM_SERIES[planet]!, planet);
    theories.set(planet, t);
  }
  return t;
}

/** Least-squares harmonic correction of the long-term VSOP87 towards the trajectory over [start, end]. */
function fitCorrection(tr: Trajectory, planet: keyof typeof HARMONICS, start: number, end: number): CorrectionFit {
  const { k, d, lunar } = HARMONICS[planet];
  const m = harmonicCount(k, lunar) * (d + 1);
  const normal = [0, 1, 2].map(() => Array.from({ length: m }, () => new Float64Array(m)));
  const rhs = [0, 1, 2].map(() => new Float64Array(m));
  const basis = new Float64Array(m);
  const out = new Float64Array(6);
  const sun = new Float64Array(6);
  const samples: { t: number; basis: Float64Array; r: number[]; R: number }[] = [];
  const count = Math.max(40, Math.ceil((end - start) / SAMPLE_DAYS));
  for (let i = 0; i <= count; i++) {
    const t = start + ((end - start) * i) / count;
    const v = longTermState(theoryOf(planet), t);
    const h = helio(tr, planet, t, out, sun);
    const rv = Math.hypot(v.x, v.y, v.z);
    const lv = Math.atan2(v.y, v.x);
    const bv = Math.asin(v.z / rv);
    const R = Math.hypot(...h);
    let dl = Math.atan2(h[1], h[0]) - lv;
    dl = Math.atan2(Math.sin(dl), Math.cos(dl));
    const r = [dl, Math.asin(h[2] / R) - bv, R - rv];
    const lDot = (v.x * v.vy - v.y * v.vx) / (v.x * v.x + v.y * v.y);
    harmonicBasis(t, start, end, k, d, lunar, lv, lDot, basis);
    samples.push({ t, basis: Float64Array.from(basis), r, R });
    for (let c = 0; c < 3; c++) {
      const nc = normal[c]!;
      const y = rhs[c]!;
      for (let p = 0; p < m; p++) {
        y[p] = y[p]! + basis[p]! * r[c]!;
        const row = nc[p]!;
        for (let q = 0; q < m; q++) row[q] = row[q]! + basis[p]! * basis[q]!;
      }
    }
  }
  const coefficients = [0, 1, 2].map((c) => solve(normal[c]!, rhs[c]!));
  const ints: number[] = [];
  for (let c = 0; c < 3; c++) for (let p = 0; p < m; p++) ints.push(Math.round(coefficients[c]![p]! / CORRECTION_QUANTUM));
  let maxAfter = 0;
  let maxBefore = 0;
  for (const s of samples) {
    const e = [0, 1, 2].map((c) => {
      let v = 0;
      for (let p = 0; p < m; p++) v += ints[c * m + p]! * CORRECTION_QUANTUM * s.basis[p]!;
      return s.r[c]! - v;
    });
    maxAfter = Math.max(maxAfter, Math.hypot(e[0]! * s.R, e[1]! * s.R, e[2]!));
    maxBefore = Math.max(maxBefore, Math.hypot(s.r[0]! * s.R, s.r[1]! * s.R, s.r[2]!));
  }
  const remainder = (t: number): number[] => {
    const v = longTermState(theoryOf(planet), t);
    const h = helio(tr, planet, t, out, sun);
    const rv = Math.hypot(v.x, v.y, v.z);
    const lv = Math.atan2(v.y, v.x);
    const R = Math.hypot(...h);
    let dl = Math.atan2(h[1], h[0]) - lv;
    dl = Math.atan2(Math.sin(dl), Math.cos(dl));
    const r = [dl, Math.asin(h[2] / R) - Math.asin(v.z / rv), R - rv];
    harmonicBasis(t, start, end, k, d, lunar, lv, (v.x * v.vy - v.y * v.vx) / (v.x * v.x + v.y * v.y), basis);
    return [0, 1, 2].map((c) => {
      let corr = 0;
      for (let p = 0; p < m; p++) corr += ints[c * m + p]! * CORRECTION_QUANTUM * basis[p]!;
      return (r[c]! - corr) * (c < 2 ? REMAINDER_SCALE_AU : 1);
    });
  };
  return { span: [start, end, k, d, lunar ? 1 : 0, CORRECTION_QUANTUM], ints, maxAfterAu: maxAfter, maxBeforeAu: maxBefore, remainder };
}

const TABLE_BODIES = ['Sun', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ceres', 'Pallas', 'Juno', 'Vesta'] as const;
const PLANETS = Object.keys(HARMONICS) as (keyof typeof HARMONICS)[];

for (const era of ERAS) {
  if (onlyEra && !onlyEra.split(',').includes(era.name)) continue;
  const intervals = seeds.filter((s) => s.yearA >= era.fromYear && s.yearB <= era.toYear).slice(0, limit);
  const tables = new Map<string, SpanFit[]>();
  const corrections = new Map<string, CorrectionFit[]>();
  const push = (fits: SpanFit[]): void => {
    for (const f of fits) tables.set(f.body, [...(tables.get(f.body) ?? []), f]);
  };
  const remainders = new Map<string, FunctionFit[]>();
  const pushCorrections = (tr: Trajectory, start: number, end: number): void => {
    for (const p of PLANETS) {
      const c = fitCorrection(tr, p, start, end);
      corrections.set(p, [...(corrections.get(p) ?? []), c]);
      if (REMAINDER_BODIES.has(p)) remainders.set(p, [...(remainders.get(p) ?? []), fitFunction(c.remainder, start, end, REMAINDER_TOLERANCE_AU, `${p} remainder`)]);
    }
  };
  for (const [index, s] of intervals.entries()) {
    const withChiron = s.names.includes('Chiron');
    const model = spanModel(withChiron);
    const pos = Float64Array.from(s.pos);
    const vel = Float64Array.from(s.vel);
    const outputs = withChiron ? [...TABLE_BODIES, 'Chiron'] : [...TABLE_BODIES];
    if (index === 0 && s.yearA === -3000) {
      const back = integrateNBody(model, s.jdA, pos, vel, s.jdA - EXTEND_BEFORE_DAYS, { maxStepDays: SPAN_STEP_DAYS, dense: true });
      push(fitSpan(back, s.jdA - EXTEND_BEFORE_DAYS, s.jdA, TABLE_BODIES, TOLERANCES));
      pushCorrections(back, s.jdA - EXTEND_BEFORE_DAYS, s.jdA);
    }
    if (s.yearA === CHIRON_FIRST_SEED_YEAR) {
      const back = integrateNBody(model, s.jdA, pos, vel, s.jdA - CHIRON_BACK_DAYS, { maxStepDays: SPAN_STEP_DAYS, dense: true });
      push(fitSpan(back, s.jdA - CHIRON_BACK_DAYS, s.jdA, ['Chiron'], TOLERANCES));
    }
    const end = s.yearB === 3000 ? s.jdB + EXTEND_AFTER_DAYS : s.jdB;
    const tr = integrateNBody(model, s.jdA, pos, vel, end, { maxStepDays: SPAN_STEP_DAYS, dense: true });
    push(fitSpan(tr, s.jdA, end, outputs, TOLERANCES));
    pushCorrections(tr, s.jdA, end);
    const worst = PLANETS.map((p) => `${p} ${(corrections.get(p)!.at(-1)!.maxAfterAu * 1e9).toFixed(0)}`).join(', ');
    log(`${era.name}: ${s.yearA}..${s.yearB} done (correction residual, 1e-9 AU: ${worst})`);
  }
  // The minor bodies seeded only within 1800–2200, extended by build-ephemeris-span-extend.ts (when it has run).
  if (existsSync(EXTENSION) && intervals.length > 0) {
    const extension = JSON.parse(readFileSync(EXTENSION, 'utf8')) as Record<string, (Omit<SpanFit, 'body' | 'n' | 'coefficients' | 'maxPositionErrorAu' | 'maxVelocityErrorAuPerDay' | 'minGeocentricDistanceAu'>)[]>;
    const from = intervals[0]!.jdA;
    const to = intervals[intervals.length - 1]!.yearB === 3000 ? Infinity : intervals[intervals.length - 1]!.jdB;
    for (const [body, list] of Object.entries(extension)) {
      const inEra = list.filter((f) => f.start >= from && f.end <= to);
      if (inEra.length > 0) {
        tables.set(
          body,
          inEra.map((f) => ({ ...f, body, n: 0, coefficients: 0, maxPositionErrorAu: 0, maxVelocityErrorAuPerDay: 0, minGeocentricDistanceAu: 0 })),
        );
      }
    }
  }
  // ---- report ----
  let total = 0;
  const lines: string[] = [];
  for (const [body, list] of tables) {
    const chars = list.reduce((a, f) => a + f.data.length, 0);
    total += chars;
    console.log(`${era.name} ${body.padEnd(8)} ${String(chars).padStart(8)} chars, max fit angle ${Math.max(...list.map((f) => f.maxAngleErrorArcsec)).toFixed(4)}″, max ${Math.max(...list.map((f) => f.maxPositionErrorAu)).toExponential(2)} AU`);
  }
  const packedCorrections = new Map<string, { spans: CorrectionFit['span'][]; data: string }>();
  for (const [planet, list] of corrections) {
    const data = encodeIntegers(list.flatMap((c) => c.ints));
    packedCorrections.set(planet, { spans: list.map((c) => c.span), data });
    total += data.length;
    console.log(
      `${era.name} ${planet.padEnd(8)} ${String(data.length).padStart(8)} chars (correction), VSOP87 error ${Math.max(...list.map((c) => c.maxBeforeAu)).toExponential(2)} AU → ${Math.max(...list.map((c) => c.maxAfterAu)).toExponential(2)} AU`,
    );
  }
  for (const [planet, list] of remainders) {
    const chars = list.reduce((a, f) => a + f.chars, 0);
    total += chars;
    console.log(`${era.name} ${planet.padEnd(8)} ${String(chars).padStart(8)} chars (remainder), max fit ${Math.max(...list.map((f) => f.maxErrorAu)).toExponential(2)} AU`);
  }
  console.log(`${era.name}: ${total} characters of packed data`);
  if (dryRun) continue;
  // ---- module ----
  const allTables = [...tables.values()].flat();
  const from = Math.min(...allTables.map((f) => f.start));
  const to = Math.max(...allTables.map((f) => f.end));
  lines.push('/**');
  lines.push(' * GENERATED by scripts/build-ephemeris-span.ts — do not edit by hand.');
  lines.push(' *');
  lines.push(` * Era ${era.fromYear}..${era.toYear} of the numerical integration (docs/integration.md, "The span"): packed Chebyshev`);
  lines.push(' * tables (barycentric, AU, geometric, mean ecliptic and equinox J2000, TT) and harmonic corrections of VSOP87');
  lines.push(' * Mercury, Venus, Earth and Mars. Seeds: scripts/data/state-vectors-span.json (Swiss Ephemeris 2.10.03 with its');
  lines.push(' * DE441-based files, every 50 years), velocities fitted to the neighbouring seed positions; GM values of');
  lines.push(` * DE440/DE441 (Park et al. 2021, AJ 161:105); Gauss–Legendre collocation, 8 stages, ${SPAN_STEP_DAYS}-day steps.`);
  lines.push(' * Loaded on demand by src/ephemeris/integration/eras.ts (never imported statically).');
  lines.push(' */');
  lines.push("import type { EphemerisEraData } from '../../integration/era-data.js';");
  lines.push('');
  lines.push(`/** The data of era ${era.name}. */`);
  lines.push('export const ERA: EphemerisEraData = {');
  lines.push(`  name: '${era.name}',`);
  lines.push(`  fromJdTt: ${from},`);
  lines.push(`  toJdTt: ${to},`);
  lines.push('  tables: {');
  for (const [body, list] of tables) {
    lines.push(`    ${body}: {`);
    lines.push(`      spans: [${list.map((f) => `[${f.start}, ${f.end}, ${f.segments}, ${f.quantumAu}]`).join(', ')}],`);
    const chunks = list.map((f) => f.data).join('').match(/.{1,4000}/g) ?? [''];
    lines.push('      data:');
    chunks.forEach((c, i) => lines.push(`        '${c}'${i + 1 < chunks.length ? ' +' : ','}`));
    lines.push('    },');
  }
  lines.push('  },');
  lines.push('  corrections: {');
  for (const [planet, packed] of packedCorrections) {
    lines.push(`    ${planet}: {`);
    lines.push(`      spans: [${packed.spans.map((s) => `[${s.join(', ')}]`).join(', ')}],`);
    const chunks = packed.data.match(/.{1,4000}/g) ?? [''];
    lines.push('      data:');
    chunks.forEach((c, i) => lines.push(`        '${c}'${i + 1 < chunks.length ? ' +' : ','}`));
    lines.push('    },');
  }
  lines.push('  },');
  lines.push('  remainders: {');
  for (const [planet, list] of remainders) {
    lines.push(`    ${planet}: {`);
    lines.push(`      scaleAu: ${REMAINDER_SCALE_AU},`);
    lines.push('      table: {');
    lines.push(`        spans: [${list.map((f) => `[${f.start}, ${f.end}, ${f.segments}, ${f.quantumAu}]`).join(', ')}],`);
    const chunks = list.map((f) => f.data).join('').match(/.{1,4000}/g) ?? [''];
    lines.push('        data:');
    chunks.forEach((c, i) => lines.push(`          '${c}'${i + 1 < chunks.length ? ' +' : ','}`));
    lines.push('      },');
    lines.push('    },');
  }
  lines.push('  },');
  lines.push('};');
  lines.push('');
  mkdirSync(OUT_DIR, { recursive: true });
  const file = resolve(OUT_DIR, `era-${era.name}.ts`);
  writeFileSync(file, lines.join('\n'));
  log(`wrote ${file} (${(lines.join('\n').length / 1024).toFixed(0)} KB)`);
}
