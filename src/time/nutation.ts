import { ARCSEC } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { delaunayArguments, delaunayRates } from './fundamental-arguments.js';

/**
 * IAU 2000B nutation (McCarthy & Luzum 2003, Celest. Mech. Dyn. Astron. 85, 37; IERS Conventions 2010,
 * IERS Technical Note 36, §5.5.1): the 77 largest luni-solar terms of IAU 2000A (MHB2000) plus two fixed
 * offsets standing for the omitted planetary terms. Agrees with IAU 2000A to about 1 mas over 1995–2050.
 */

/** Nutation angles, degrees. */
export interface Nutation {
  /** Nutation in longitude Δψ (degrees, about ±0.005). */
  readonly longitudeDeg: number;
  /** Nutation in obliquity Δε (degrees, about ±0.0026). */
  readonly obliquityDeg: number;
}

/** One row of the series: five argument multipliers, then six coefficients. */
type NutationTerm = readonly [
  ...multipliers: [number, number, number, number, number],
  ...coefficients: [number, number, number, number, number, number],
];

/**
 * Luni-solar terms, IERS Conventions 2010 Table 5.3b (the IAU 2000B subset of MHB2000), in the order of
 * the published table. Each row: multipliers of l, l', F, D, Ω; then in units of 0.1 µas:
 * Δψ sin coefficient, its rate per Julian century, Δψ cos coefficient;
 * Δε cos coefficient, its rate per Julian century, Δε sin coefficient.
 */
// prettier-ignore
export const IAU2000B_TERMS: readonly NutationTerm[] = [
  [0, 0, 0, 0, 1, -172064161, -174666, 33386, 92052331, 9086, 15377],
  [0, 0, 2, -2, 2, -13170906, -1675, -13696, 5730336, -3015, -4587],
  [0, 0, 2, 0, 2, -2276413, -234, 2796, 978459, -485, 1374],
  [0, 0, 0, 0, 2, 2074554, 207, -698, -897492, 470, -291],
  [0, 1, 0, 0, 0, 1475877, -3633, 11817, 73871, -184, -1924],
  [0, 1, 2, -2, 2, -516821, 1226, -524, 224386, -677, -174],
  [1, 0, 0, 0, 0, 711159, 73, -872, -6750, 0, 358],
  [0, 0, 2, 0, 1, -387298, -367, 380, 200728, 18, 318],
  [1, 0, 2, 0, 2, -301461, -36, 816, 129025, -63, 367],
  [0, -1, 2, -2, 2, 215829, -494, 111, -95929, 299, 132],
  [0, 0, 2, -2, 1, 128227, 137, 181, -68982, -9, 39],
  [-1, 0, 2, 0, 2, 123457, 11, 19, -53311, 32, -4],
  [-1, 0, 0, 2, 0, 156994, 10, -168, -1235, 0, 82],
  [1, 0, 0, 0, 1, 63110, 63, 27, -33228, 0, -9],
  [-1, 0, 0, 0, 1, -57976, -63, -189, 31429, 0, -75],
  [-1, 0, 2, 2, 2, -59641, -11, 149, 25543, -11, 66],
  [1, 0, 2, 0, 1, -51613, -42, 129, 26366, 0, 78],
  [-2, 0, 2, 0, 1, 45893, 50, 31, -24236, -10, 20],
  [0, 0, 0, 2, 0, 63384, 11, -150, -1220, 0, 29],
  [0, 0, 2, 2, 2, -38571, -1, 158, 16452, -11, 68],
  [0, -2, 2, -2, 2, 32481, 0, 0, -13870, 0, 0],
  [-2, 0, 0, 2, 0, -47722, 0, -18, 477, 0, -25],
  [2, 0, 2, 0, 2, -31046, -1, 131, 13238, -11, 59],
  [1, 0, 2, -2, 2, 28593, 0, -1, -12338, 10, -3],
  [-1, 0, 2, 0, 1, 20441, 21, 10, -10758, 0, -3],
  [2, 0, 0, 0, 0, 29243, 0, -74, -609, 0, 13],
  [0, 0, 2, 0, 0, 25887, 0, -66, -550, 0, 11],
  [0, 1, 0, 0, 1, -14053, -25, 79, 8551, -2, -45],
  [-1, 0, 0, 2, 1, 15164, 10, 11, -8001, 0, -1],
  [0, 2, 2, -2, 2, -15794, 72, -16, 6850, -42, -5],
  [0, 0, -2, 2, 0, 21783, 0, 13, -167, 0, 13],
  [1, 0, 0, -2, 1, -12873, -10, -37, 6953, 0, -14],
  [0, -1, 0, 0, 1, -12654, 11, 63, 6415, 0, 26],
  [-1, 0, 2, 2, 1, -10204, 0, 25, 5222, 0, 15],
  [0, 2, 0, 0, 0, 16707, -85, -10, 168, -1, 10],
  [1, 0, 2, 2, 2, -7691, 0, 44, 3268, 0, 19],
  [-2, 0, 2, 0, 0, -11024, 0, -14, 104, 0, 2],
  [0, 1, 2, 0, 2, 7566, -21, -11, -3250, 0, -5],
  [0, 0, 2, 2, 1, -6637, -11, 25, 3353, 0, 14],
  [0, -1, 2, 0, 2, -7141, 21, 8, 3070, 0, 4],
  [0, 0, 0, 2, 1, -6302, -11, 2, 3272, 0, 4],
  [1, 0, 2, -2, 1, 5800, 10, 2, -3045, 0, -1],
  [2, 0, 2, -2, 2, 6443, 0, -7, -2768, 0, -4],
  [-2, 0, 0, 2, 1, -5774, -11, -15, 3041, 0, -5],
  [2, 0, 2, 0, 1, -5350, 0, 21, 2695, 0, 12],
  [0, -1, 2, -2, 1, -4752, -11, -3, 2719, 0, -3],
  [0, 0, 0, -2, 1, -4940, -11, -21, 2720, 0, -9],
  [-1, -1, 0, 2, 0, 7350, 0, -8, -51, 0, 4],
  [2, 0, 0, -2, 1, 4065, 0, 6, -2206, 0, 1],
  [1, 0, 0, 2, 0, 6579, 0, -24, -199, 0, 2],
  [0, 1, 2, -2, 1, 3579, 0, 5, -1900, 0, 1],
  [1, -1, 0, 0, 0, 4725, 0, -6, -41, 0, 3],
  [-2, 0, 2, 0, 2, -3075, 0, -2, 1313, 0, -1],
  [3, 0, 2, 0, 2, -2904, 0, 15, 1233, 0, 7],
  [0, -1, 0, 2, 0, 4348, 0, -10, -81, 0, 2],
  [1, -1, 2, 0, 2, -2878, 0, 8, 1232, 0, 4],
  [0, 0, 0, 1, 0, -4230, 0, 5, -20, 0, -2],
  [-1, -1, 2, 2, 2, -2819, 0, 7, 1207, 0, 3],
  [-1, 0, 2, 0, 0, -4056, 0, 5, 40, 0, -2],
  [0, -1, 2, 2, 2, -2647, 0, 11, 1129, 0, 5],
  [-2, 0, 0, 0, 1, -2294, 0, -10, 1266, 0, -4],
  [1, 1, 2, 0, 2, 2481, 0, -7, -1062, 0, -3],
  [2, 0, 0, 0, 1, 2179, 0, -2, -1129, 0, -2],
  [-1, 1, 0, 1, 0, 3276, 0, 1, -9, 0, 0],
  [1, 1, 0, 0, 0, -3389, 0, 5, 35, 0, -2],
  [1, 0, 2, 0, 0, 3339, 0, -13, -107, 0, 1],
  [-1, 0, 2, -2, 1, -1987, 0, -6, 1073, 0, -2],
  [1, 0, 0, 0, 2, -1981, 0, 0, 854, 0, 0],
  [-1, 0, 0, 1, 0, 4026, 0, -353, -553, 0, -139],
  [0, 0, 2, 1, 2, 1660, 0, -5, -710, 0, -2],
  [-1, 0, 2, 4, 2, -1521, 0, 9, 647, 0, 4],
  [-1, 1, 0, 1, 1, 1314, 0, 0, -700, 0, 0],
  [0, -2, 2, -2, 1, -1283, 0, 0, 672, 0, 0],
  [1, 0, 2, 2, 1, -1331, 0, 8, 663, 0, 4],
  [-2, 0, 2, 2, 2, 1383, 0, -2, -594, 0, -2],
  [-1, 0, 0, 0, 2, 1405, 0, 4, -610, 0, 2],
  [1, 1, 2, -2, 2, 1290, 0, 0, -556, 0, 0],
];
const TERMS = IAU2000B_TERMS;

/** 0.1 µas in degrees. */
const TENTH_MICROARCSEC_DEG = ARCSEC * 1e-7;
/** Fixed planetary offsets of IAU 2000B: Δψ −0.135 mas, Δε +0.388 mas (McCarthy & Luzum 2003, §3). */
const PLANETARY_DPSI_DEG = -0.135e-3 * ARCSEC;
const PLANETARY_DEPS_DEG = 0.388e-3 * ARCSEC;

/**
 * @summary Nutation in longitude and obliquity (IAU 2000B series), degrees.
 * By default the series is evaluated with the full polynomial Delaunay arguments of IERS Conventions 2010
 * eq. (5.43), as IAU 2000A uses them: this differs from the strict IAU 2000B definition (linear arguments)
 * by < 5 µas in 1995–2010 and < 0.12 mas up to 2050, but stays much closer to IAU 2000A at the ends of
 * 1800–2200, where the linear arguments make the series drift by ~2.5 mas. Pass `'linear'` for the strict IAU 2000B model (e.g. to compare with SOFA nut00b).
 * @param jdTt Julian Day, Terrestrial Time (TDB differs by < 2 ms, negligible here).
 * @example nutation(2451545).longitudeDeg // ≈ -0.003880 (Δψ ≈ -13.97″ at J2000.0)
 */
export function nutation(jdTt: number, delaunay: 'full' | 'linear' = 'full'): Nutation {
  // A memo of the last few instants: a natal chart asks for four or five instants (the birth, the angle rates'
  // ±1 minute, the speeds' neighbours) interleaved, so a one-entry memo missed most calls (docs/performance.md
  // "Warm natal chart"). The series is a pure function of (jdTt, delaunay): a hit returns the same object.
  for (let k = 0; k < MEMO_SIZE; k += 1) {
    if (memoJd[k] === jdTt && memoDelaunay[k] === delaunay) return memoResult[k]!;
  }
  const result = nutationSeries(jdTt, delaunay);
  memoJd[memoNext] = jdTt;
  memoDelaunay[memoNext] = delaunay;
  memoResult[memoNext] = result;
  memoNext = (memoNext + 1) % MEMO_SIZE;
  return result;
}

/** Entries of the nutation memo (a ring, the oldest replaced first). */
const MEMO_SIZE = 8;
const memoJd = new Float64Array(MEMO_SIZE).fill(Number.NaN);
const memoDelaunay: ('full' | 'linear')[] = new Array<'full' | 'linear'>(MEMO_SIZE).fill('full');
const memoResult: (Nutation | undefined)[] = new Array<Nutation | undefined>(MEMO_SIZE).fill(undefined);
let memoNext = 0;

/** TERMS flattened for evaluation, in summation order (smallest terms first, for floating-point accuracy). */
const N_TERMS = TERMS.length;
const MULTIPLIERS = new Float64Array(5 * N_TERMS);
const COEFFICIENTS = new Float64Array(6 * N_TERMS);
for (let i = 0; i < N_TERMS; i += 1) {
  const row = TERMS[N_TERMS - 1 - i]!;
  for (let j = 0; j < 5; j += 1) MULTIPLIERS[5 * i + j] = row[j]!;
  for (let j = 0; j < 6; j += 1) COEFFICIENTS[6 * i + j] = row[5 + j]!;
}
/**
 * The arguments' sines and cosines by angle addition. Every argument is an integer combination of the five
 * Delaunay arguments, and almost every one of the 77 is the sum or difference of two others (or of one and a
 * Delaunay argument): with (c, s) = (cos, sin), c_k = c_i c_j − (σ_i s_i)(σ_j s_j), s_k = (σ_i s_i) c_j + c_i (σ_j s_j)
 * (Abramowitz & Stegun 4.3.16–4.3.17) — four multiplications instead of a reduction and two polynomials, as the
 * ephemeris's series do (ephemeris/angle-recipes.ts). The recipe is found here, once, from the integer multipliers
 * (exact: no tolerance). Slots: 0 the zero angle (cos 1, sin 0), 1–5 the Delaunay arguments (computed directly),
 * then one per term in evaluation order; a term no recipe reaches is computed directly. Rounding grows by
 * ~1e-16 per level of addition (depth ≤ 8 here), far below the direct evaluation's 2e-14.
 */
interface NutationRecipe {
  /** Per term (summation order): its slot. */
  readonly slotOfTerm: Int32Array;
  /** Terms computed directly (their summation index), evaluated into their slots first. */
  readonly directTerms: Int32Array;
  /** Recipe-built slots in order: target slot, sources and ±1 signs. */
  readonly target: Int32Array;
  readonly sourceA: Int32Array;
  readonly sourceB: Int32Array;
  readonly signA: Float64Array;
  readonly signB: Float64Array;
  readonly slots: number;
}

function buildNutationRecipe(): NutationRecipe {
  const key = (m: readonly number[]): string => m.join(',');
  const slotOf = new Map<string, number>([[key([0, 0, 0, 0, 0]), 0]]);
  for (let d = 0; d < 5; d += 1) {
    const unit = [0, 0, 0, 0, 0];
    unit[d] = 1;
    slotOf.set(key(unit), 1 + d);
  }
  let next = 6;
  const slotOfTerm = new Int32Array(N_TERMS).fill(-1);
  const recipes: [number, number, number, number, number][] = [];
  const multipliersOf = (i: number): number[] => Array.from(MULTIPLIERS.subarray(5 * i, 5 * i + 5));
  // Passes: each finds the terms made of two slots already known (shallow recipes first).
  for (let progress = true; progress; ) {
    progress = false;
    const known = [...slotOf.entries()].map(([k, slot]) => [k.split(',').map(Number), slot] as const);
    const added: [string, number][] = [];
    for (let i = 0; i < N_TERMS; i += 1) {
      if (slotOfTerm[i]! >= 0) continue;
      const m = multipliersOf(i);
      const own = slotOf.get(key(m));
      if (own !== undefined && own >= 6) {
        slotOfTerm[i] = own;
        continue;
      }
      search: for (const [a, slotA] of known) {
        for (const sa of [1, -1]) {
          const rest = m.map((x, d) => x - sa * a[d]!);
          for (const sb of [1, -1]) {
            const slotB = slotOf.get(key(rest.map((x) => sb * x)));
            if (slotB === undefined) continue;
            slotOfTerm[i] = next;
            recipes.push([next, slotA, sa, slotB, sb]);
            added.push([key(m), next]);
            next += 1;
            progress = true;
            break search;
          }
        }
      }
    }
    for (const [k, slot] of added) if (!slotOf.has(k)) slotOf.set(k, slot);
  }
  const direct: number[] = [];
  for (let i = 0; i < N_TERMS; i += 1) {
    if (slotOfTerm[i]! < 0) {
      slotOfTerm[i] = next;
      next += 1;
      direct.push(i);
    }
  }
  return {
    slotOfTerm,
    directTerms: Int32Array.from(direct),
    target: Int32Array.from(recipes, (r) => r[0]),
    sourceA: Int32Array.from(recipes, (r) => r[1]),
    sourceB: Int32Array.from(recipes, (r) => r[3]),
    signA: Float64Array.from(recipes, (r) => r[2]),
    signB: Float64Array.from(recipes, (r) => r[4]),
    slots: next,
  };
}

const RECIPE = buildNutationRecipe();
const ARGS = new Float64Array(RECIPE.slots);
const SINES = new Float64Array(RECIPE.slots);
const COSINES = new Float64Array(RECIPE.slots);

/** 2/π, π/2 in two parts (Cody & Waite 1980), and the 1.5·2⁵² rounding constant — see sinCosAt below. */
const TWO_OVER_PI = 0.6366197723675814;
const PIO2_1 = 1.5707963267341256;
const PIO2_2 = 6.077100506506192e-11;
const MAGIC = 6755399441055744;
const QUARTER_COS = new Float64Array([1, 0, -1, 0]);
const QUARTER_SIN = new Float64Array([0, 1, 0, -1]);

/**
 * cos and sin of ARGS[k] into COSINES[k], SINES[k]: Cody–Waite reduction to |r| ≤ π/4 (Cody & Waite, Software
 * Manual for the Elementary Functions, 1980) and the Maclaurin series of sin to r¹³ and cos to r¹⁴ (Abramowitz
 * & Stegun 4.3.65–4.3.66; remainder < 2e-14, i.e. < 4e-6 µas on the largest term), several times cheaper than
 * Math.sin + Math.cos. (The same scheme as ephemeris/fast-trig.ts, which this layer may not import.)
 */
function sinCosAt(k: number): void {
  const a = ARGS[k]!;
  const q = a * TWO_OVER_PI + MAGIC - MAGIC;
  const r = a - q * PIO2_1 - q * PIO2_2;
  const x = r * r;
  const s = r * (1 + x * (-1 / 6 + x * (1 / 120 + x * (-1 / 5040 + x * (1 / 362880 + x * (-1 / 39916800 + x / 6227020800))))));
  const c = 1 + x * (-1 / 2 + x * (1 / 24 + x * (-1 / 720 + x * (1 / 40320 + x * (-1 / 3628800 + x * (1 / 479001600 - x / 87178291200))))));
  const i = (q | 0) & 3;
  const qc = QUARTER_COS[i]!;
  const qs = QUARTER_SIN[i]!;
  COSINES[k] = c * qc - s * qs;
  SINES[k] = s * qc + c * qs;
}

/** Sines and cosines of every slot at the Delaunay arguments given: the direct ones, then the recipe in order. */
function sinCosSlots(l: number, lp: number, f: number, d: number, om: number): void {
  COSINES[0] = 1;
  SINES[0] = 0;
  ARGS[1] = l;
  ARGS[2] = lp;
  ARGS[3] = f;
  ARGS[4] = d;
  ARGS[5] = om;
  for (let k = 1; k <= 5; k += 1) sinCosAt(k);
  const { directTerms, slotOfTerm, target, sourceA, sourceB, signA, signB } = RECIPE;
  for (let n = 0; n < directTerms.length; n += 1) {
    const i = directTerms[n]!;
    const m = 5 * i;
    const k = slotOfTerm[i]!;
    ARGS[k] = MULTIPLIERS[m]! * l + MULTIPLIERS[m + 1]! * lp + MULTIPLIERS[m + 2]! * f + MULTIPLIERS[m + 3]! * d + MULTIPLIERS[m + 4]! * om;
    sinCosAt(k);
  }
  for (let n = 0; n < target.length; n += 1) {
    const i = sourceA[n]!;
    const j = sourceB[n]!;
    const ci = COSINES[i]!;
    const si = signA[n]! * SINES[i]!;
    const cj = COSINES[j]!;
    const sj = signB[n]! * SINES[j]!;
    const k = target[n]!;
    COSINES[k] = ci * cj - si * sj;
    SINES[k] = si * cj + ci * sj;
  }
}

function nutationSeries(jdTt: number, delaunay: 'full' | 'linear'): Nutation {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const { lRad, lPrimeRad, fRad, dRad, omegaRad } = delaunayArguments(t, delaunay);
  sinCosSlots(lRad, lPrimeRad, fRad, dRad, omegaRad);
  const slotOfTerm = RECIPE.slotOfTerm;
  let dpsi = 0;
  let deps = 0;
  for (let i = 0, c = 0; i < N_TERMS; i += 1, c += 6) {
    const k = slotOfTerm[i]!;
    const s = SINES[k]!;
    const co = COSINES[k]!;
    // IERS Conventions 2010 (5.35): Δψ = Σ (A + A′t) sin ARG + A″ cos ARG; Δε = Σ (B + B′t) cos ARG + B″ sin ARG.
    dpsi += (COEFFICIENTS[c]! + COEFFICIENTS[c + 1]! * t) * s + COEFFICIENTS[c + 2]! * co;
    deps += (COEFFICIENTS[c + 3]! + COEFFICIENTS[c + 4]! * t) * co + COEFFICIENTS[c + 5]! * s;
  }
  return {
    longitudeDeg: dpsi * TENTH_MICROARCSEC_DEG + PLANETARY_DPSI_DEG,
    obliquityDeg: deps * TENTH_MICROARCSEC_DEG + PLANETARY_DEPS_DEG,
  };
}

/**
 * @summary The rate of the nutation in longitude, degrees per day: the IAU 2000B series of `nutation` (full polynomial
 * arguments) differentiated term by term — d/dt [(A + A′t) sin φ + A″ cos φ] = ((A + A′t) cos φ − A″ sin φ) φ′ + A′ sin φ,
 * φ′ the term's integer combination of the Delaunay rates (`delaunayRates`). One pass over the series where a
 * five-point difference takes four (the mean lunar points' speeds, issue 30). The last instant is kept: a chart asks
 * for the mean node's and the mean apogee's at once.
 * @example nutationLongitudeRateSeries(2451545) * 3600 // ″/day, within 0.08″/day of Meeus's four terms
 */
export function nutationLongitudeRateSeries(jdTt: number): number {
  if (jdTt === rateMemoJd) return rateMemoValue;
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  const { lRad, lPrimeRad, fRad, dRad, omegaRad } = delaunayArguments(t);
  const [rl, rlp, rf, rd, rom] = delaunayRates(t);
  sinCosSlots(lRad, lPrimeRad, fRad, dRad, omegaRad);
  const slotOfTerm = RECIPE.slotOfTerm;
  let perCentury = 0;
  for (let i = 0, m = 0, c = 0; i < N_TERMS; i += 1, m += 5, c += 6) {
    const k = slotOfTerm[i]!;
    const s = SINES[k]!;
    const co = COSINES[k]!;
    const argRate = MULTIPLIERS[m]! * rl + MULTIPLIERS[m + 1]! * rlp + MULTIPLIERS[m + 2]! * rf + MULTIPLIERS[m + 3]! * rd + MULTIPLIERS[m + 4]! * rom;
    perCentury += ((COEFFICIENTS[c]! + COEFFICIENTS[c + 1]! * t) * co - COEFFICIENTS[c + 2]! * s) * argRate + COEFFICIENTS[c + 1]! * s;
  }
  rateMemoJd = jdTt;
  rateMemoValue = (perCentury * TENTH_MICROARCSEC_DEG) / DAYS_PER_JULIAN_CENTURY;
  return rateMemoValue;
}

let rateMemoJd = Number.NaN;
let rateMemoValue = 0;
