/**
 * Generates src/ephemeris/data/inner-planet-tables.ts (src/ephemeris/fitted-inner-state.ts says what they are):
 * for the Earth and Mars, the slow part of Urania's own truncated VSOP87B series (vsop87-inner.ts; the terms with
 * periods of at least `fastPeriodDays`) as piecewise Chebyshev series of L, B and R over the integration's
 * 1800–2200 range, interpolated at the Chebyshev–Gauss nodes of each segment (Numerical Recipes 3rd ed. (2007),
 * §5.8, eqs. 5.8.7–5.8.8) and quantised to multiples of QUANTUM (radians for L and B, AU for R), packed by
 * integration/packed-integers.ts. Nothing here comes from another ephemeris.
 *
 * Checks before writing: at 24 points of every segment, the decoded table against the slow series (values and
 * daily rates) — the largest differences are printed and the script fails above MAX_ERROR.
 *
 * Run: npx tsx scripts/build-inner-planet-tables.ts   (≈ 10 s)
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chebyshevTransform } from '../src/ephemeris/integration/chebyshev-fit.js';
import { chebyshevTable } from '../src/ephemeris/integration/chebyshev-table.js';
import { encodeIntegers } from '../src/ephemeris/integration/packed-integers.js';
import { INTEGRATION_RANGE } from '../src/ephemeris/integration/index.js';
import { splitByPeriod } from '../src/ephemeris/split-by-period.js';
import { INNER_VSOP87, type InnerVsop87Planet } from '../src/ephemeris/vsop87-inner.js';
import { shareFrequencies, vsop87SphericalShared, vsop87ValuesShared } from '../src/ephemeris/vsop87-shared-frequencies.js';

/** Radians (L, B) or AU (R) per integer of the packed coefficients. */
const QUANTUM = 1e-10;
/** The largest difference allowed between a table and its slow series (radians or AU). */
const MAX_ERROR = 1e-9;
/**
 * The same for the daily rates (radians or AU per day; largest at the segments' ends, where a Chebyshev series'
 * derivative amplifies the quantisation): 1e-8 rad/day is 0.002″ a day on a speed, 6e-11 of the aberration.
 */
const MAX_RATE_ERROR = 1e-8;

interface PlanetSpec {
  readonly planet: InnerVsop87Planet;
  /** Segment length aimed at (days); the range is cut into equal segments near it. */
  readonly lengthDays: number;
  /** Chebyshev nodes (and coefficients before trimming) per segment. */
  readonly nodes: number;
  /** Terms with shorter periods stay out of the table (summed directly at run time). */
  readonly fastPeriodDays: number;
}

/**
 * Chosen by measuring size against the cost of a call: the Earth's geocentre carries the Moon's monthly pull (49
 * terms with periods under 60 days), which a table would need 16-day segments for (≈ 1 MB); without them its
 * slow part fits 512-day segments. Mars has no term under 60 days. Venus (2.6 µs by the series) and Mercury (whose
 * 88-day orbit of eccentricity 0.2 needs short segments) stay with their series: their tables would cost 80–500 kB
 * gzip for little time.
 */
const SPECS: readonly PlanetSpec[] = [
  { planet: 'Earth', lengthDays: 512, nodes: 36, fastPeriodDays: 60 },
  { planet: 'Mars', lengthDays: 512, nodes: 30, fastPeriodDays: 0 },
];

const FROM = INTEGRATION_RANGE.fromJdTt;
const TO = INTEGRATION_RANGE.toJdTt;

function build(spec: PlanetSpec): { literal: string[]; gzipBytes: number; chars: number } {
  const slow = shareFrequencies(splitByPeriod(INNER_VSOP87.positionTheory(spec.planet), spec.fastPeriodDays).slow);
  const segments = Math.round((TO - FROM) / spec.lengthDays);
  const length = (TO - FROM) / segments;
  const n = spec.nodes;
  const transform = chebyshevTransform(n);
  const values = new Float64Array(3 * n);
  const c = new Float64Array(n);
  const integers: number[] = [];
  for (let k = 0; k < segments; k++) {
    const start = FROM + k * length;
    for (let i = 0; i < n; i++) {
      const v = vsop87ValuesShared(slow, start + ((transform.nodes[i]! + 1) / 2) * length);
      values[i] = v.lRad;
      values[n + i] = v.bRad;
      values[2 * n + i] = v.rAu;
    }
    const coords: number[][] = [];
    for (let d = 0; d < 3; d++) {
      transform.coefficients(values, d * n, 1, c, 0);
      coords.push(Array.from(c, (x) => Math.round(x / QUANTUM)));
    }
    let kept = n;
    while (kept > 2 && coords.every((cs) => cs[kept - 1] === 0)) kept -= 1;
    integers.push(kept, ...coords.flatMap((cs) => cs.slice(0, kept)));
  }
  const data = encodeIntegers(integers);
  const packed = { spans: [[FROM, TO, segments, QUANTUM]] as [number, number, number, number][], data };
  // Check: the decoded table against the slow series.
  const table = chebyshevTable(packed, spec.planet);
  const worst = [0, 0, 0, 0, 0, 0];
  for (let k = 0; k < segments; k++) {
    for (let j = 0; j <= 23; j++) {
      const jd = FROM + (k + j / 23) * length;
      const t = table.state(Math.min(jd, TO));
      const s = vsop87SphericalShared(slow, Math.min(jd, TO));
      const diffs = [t.x - s.lRad, t.y - s.bRad, t.z - s.rAu, t.vx - s.lRadPerDay, t.vy - s.bRadPerDay, t.vz - s.rAuPerDay];
      diffs.forEach((d, i) => (worst[i] = Math.max(worst[i]!, Math.abs(d))));
    }
  }
  console.log(
    `${spec.planet}: ${segments} segments of ${length.toFixed(2)} d, ${integers.length} integers, ${data.length} chars, ` +
      `${gzipSync(data, { level: 9 }).length} B gzip; largest differences L B R ${worst.slice(0, 3).map((w) => w.toExponential(1)).join(' ')}, ` +
      `rates per day ${worst.slice(3).map((w) => w.toExponential(1)).join(' ')}`,
  );
  if (worst.some((w, i) => !(w <= (i < 3 ? MAX_ERROR : MAX_RATE_ERROR)))) throw new Error(`${spec.planet}: the table misses its series by more than ${MAX_ERROR}`);
  const chunks = data.match(/.{1,4000}/g) ?? [''];
  return {
    chars: data.length,
    gzipBytes: gzipSync(data, { level: 9 }).length,
    literal: [
      `  ${spec.planet}: {`,
      `    fastPeriodDays: ${spec.fastPeriodDays},`,
      `    spans: [[${packed.spans[0]!.join(', ')}]],`,
      '    data:',
      ...chunks.map((chunk, i) => `      '${chunk}'${i + 1 < chunks.length ? ' +' : ','}`),
      '  },',
    ],
  };
}

const built = SPECS.map(build);
const lines = [
  '/**',
  ' * GENERATED by scripts/build-inner-planet-tables.ts — do not edit by hand; run `npx tsx scripts/build-inner-planet-tables.ts`.',
  ' *',
  ' * The slow part of the truncated VSOP87B series of the Earth and Mars (src/ephemeris/vsop87-inner.ts; Bretagnon &',
  " * Francou 1988, A&A 202, 309) as piecewise Chebyshev series of L, B (radians) and R (AU) in VSOP87's own frame,",
  ` * TT, ${FROM}–${TO} (1800–2200), integers of ${QUANTUM} packed by integration/packed-integers.ts; the terms with`,
  ' * periods under `fastPeriodDays` are not in the tables (src/ephemeris/fitted-inner-state.ts sums them). Fitted from',
  " * Urania's own series only.",
  ' */',
  "import type { InnerPlanetTables } from '../fitted-inner-state.js';",
  '',
  '/** The tables by planet (fitted-inner-state.ts). */',
  'export const INNER_PLANET_TABLES: InnerPlanetTables = {',
  ...built.flatMap((b) => b.literal),
  '};',
];
const file = resolve(import.meta.dirname, '../src/ephemeris/data/inner-planet-tables.ts');
writeFileSync(file, `${lines.join('\n')}\n`);
console.log(`wrote ${file}: ${built.reduce((s, b) => s + b.chars, 0)} chars of data, ${built.reduce((s, b) => s + b.gzipBytes, 0)} B gzip`);
