import { decimalYear } from './julian-day.js';

/**
 * ΔT = TT − UT1 in seconds, from published models and observations, in four pieces:
 *
 * 1. −720 ≤ year < 1955: the cubic spline of Stephenson, Morrison & Hohenkerk 2016, Proc. R. Soc. A 472,
 *    20160404, Table S15 as updated in Morrison, Stephenson, Hohenkerk & Zawilski 2021, Proc. R. Soc. A 477,
 *    20200776 ("Addendum 2020"; HM Nautical Almanac Office, http://astro.ukho.gov.uk/nao/lvm/Table-S15.2020.txt).
 *    The published coefficients are rounded to 0.001 s, so consecutive rows before 1720 meet within a few ms;
 *    each of those rows is given a linear correction (≤ 0.003 s) so that it ends exactly on the next row's a0.
 * 2. 1955 ≤ year ≤ 2025: observed values at 1 January of each year — USNO/Astronomical Almanac
 *    (K9 "ΔT" table, historic_deltat.data) to 1973, then IERS EOP (ΔT = 32.184 s + (TAI−UTC) − (UT1−UTC)) —
 *    interpolated with a cubic Hermite (Catmull–Rom) curve. Over 1955–1960 the spline fades linearly into the
 *    observed table (they differ by ≤ 0.7 s there), so ΔT stays continuous.
 * 3. Outside: the long-term length-of-day model of Morrison et al. 2021 (the Addendum's eq. for the lod, replacing
 *    the 2016 parabola −320 + 32.5 t²): lod = 1.72 t − 3.5 sin(2π(t + 0.75)/14) ms/day with t = (year − 1825)/100,
 *    integrated (31.4115 t² + 284.8436 cos(2π(t + 0.75)/14) s) and shifted to join the spline at −720 and the last
 *    observation at 2025. At each join the rate of the data fades linearly into the model's rate (over 20 years
 *    after 2025, over 100 years before −720), so value and slope are continuous.
 *
 * Beyond the last observation ΔT is a prediction, and before the telescope a reconstruction: its 1σ uncertainty
 * is `deltaTUncertaintyAtYear` (delta-t-uncertainty.ts).
 */

/**
 * Stephenson, Morrison & Hohenkerk 2016, Table S15 (2020 update), rows from −720 to 1962.
 * Each row: [first year K_i, last year K_{i+1}, a0, a1, a2, a3]; ΔT = a0 + a1 τ + a2 τ² + a3 τ³,
 * τ = (year − K_i) / (K_{i+1} − K_i).
 */
// prettier-ignore
const SPLINE: readonly (readonly [number, number, number, number, number, number])[] = [
  [-720, -100, 20371.848, -9999.586, 776.247, 409.16],
  [-100, 400, 11557.668, -5822.27, 1303.151, -503.433],
  [400, 1000, 6535.116, -5671.519, -298.291, 1085.087],
  [1000, 1150, 1650.393, -753.21, 184.811, -25.346],
  [1150, 1300, 1056.647, -459.628, 108.771, -24.641],
  [1300, 1500, 681.149, -421.345, 61.953, -29.414],
  [1500, 1600, 292.343, -192.841, -6.572, 16.197],
  [1600, 1650, 109.127, -78.697, 10.505, 3.018],
  [1650, 1720, 43.952, -68.089, 38.333, -2.127],
  [1720, 1800, 12.068, 2.507, 41.731, -37.939],
  [1800, 1810, 18.367, -3.481, -1.126, 1.918],
  [1810, 1820, 15.678, 0.021, 4.629, -3.812],
  [1820, 1830, 16.516, -2.157, -6.806, 3.25],
  [1830, 1840, 10.804, -6.018, 2.944, -0.096],
  [1840, 1850, 7.634, -0.416, 2.658, -0.539],
  [1850, 1855, 9.338, 1.642, 0.261, -0.883],
  [1855, 1860, 10.357, -0.486, -2.389, 1.558],
  [1860, 1865, 9.04, -0.591, 2.284, -2.477],
  [1865, 1870, 8.255, -3.456, -5.148, 2.72],
  [1870, 1875, 2.371, -5.593, 3.011, -0.914],
  [1875, 1880, -1.126, -2.314, 0.269, -0.039],
  [1880, 1885, -3.21, -1.893, 0.152, 0.563],
  [1885, 1890, -4.388, 0.101, 1.842, -1.438],
  [1890, 1895, -3.884, -0.531, -2.474, 1.871],
  [1895, 1900, -5.017, 0.134, 3.138, -0.232],
  [1900, 1905, -1.977, 5.715, 2.443, -1.257],
  [1905, 1910, 4.923, 6.828, -1.329, 0.72],
  [1910, 1915, 11.142, 6.33, 0.831, -0.825],
  [1915, 1920, 17.479, 5.518, -1.643, 0.262],
  [1920, 1925, 21.617, 3.02, -0.856, 0.008],
  [1925, 1930, 23.789, 1.333, -0.831, 0.127],
  [1930, 1935, 24.418, 0.052, -0.449, 0.142],
  [1935, 1940, 24.164, -0.419, -0.022, 0.702],
  [1940, 1945, 24.426, 1.645, 2.086, -1.106],
  [1945, 1950, 27.05, 2.499, -1.232, 0.614],
  [1950, 1953, 28.932, 1.127, 0.22, -0.277],
  [1953, 1956, 30.002, 0.737, -0.61, 0.631],
  [1956, 1959, 30.76, 1.409, 1.282, -0.799],
  [1959, 1962, 32.652, 1.577, -1.115, 0.507],
];

/** First year of the observed table. */
const OBSERVED_FIRST_YEAR = 1955;
/**
 * ΔT (s) at 1 January of 1955, 1956, … 2025. 1955–1973: USNO historic_deltat.data (the Astronomical
 * Almanac's table); 1974–2025: IERS Earth-orientation data (EOP C04 / Bulletin A), rounded to 0.01 s.
 */
// prettier-ignore
const OBSERVED: readonly number[] = [
  31.07, 31.35, 31.68, 32.17, 32.67, 33.15, 33.58, 33.99, 34.47, 35.03, // 1955–1964
  35.74, 36.55, 37.43, 38.29, 39.20, 40.18, 41.17, 42.23, 43.37, 44.48, // 1965–1974
  45.48, 46.46, 47.52, 48.53, 49.59, 50.54, 51.38, 52.17, 52.96, 53.79, // 1975–1984
  54.34, 54.87, 55.32, 55.82, 56.30, 56.86, 57.57, 58.31, 59.12, 59.98, // 1985–1994
  60.78, 61.63, 62.30, 62.97, 63.47, 63.83, 64.09, 64.30, 64.47, 64.57, // 1995–2004
  64.69, 64.85, 65.15, 65.46, 65.78, 66.07, 66.32, 66.60, 66.91, 67.28, // 2005–2014
  67.64, 68.10, 68.59, 68.97, 69.22, 69.36, 69.36, 69.29, 69.17, 69.17, // 2015–2024
  69.14, // 2025
];
/** Last year of the observed table (1 January). */
export const DELTA_T_LAST_OBSERVED_YEAR = OBSERVED_FIRST_YEAR + OBSERVED.length - 1;
/** Years over which the spline fades into the observed table. */
const SPLINE_TO_TABLE_BLEND_YEARS = 5;
/** Years over which the last observed rate fades into the long-term model's rate. */
const RATE_BLEND_YEARS = 20;
/** Years over which the spline's rate at −720 fades into the long-term model's rate, going back in time. */
const PAST_RATE_BLEND_YEARS = 100;
/** Rows starting before this year get the closing correction (later rows are kept exactly as published). */
const CLOSED_ROWS_BEFORE = 1720;

/** The cubic of a row at τ. */
function rowValue(row: (typeof SPLINE)[number], tau: number): number {
  const [, , a0, a1, a2, a3] = row;
  return a0 + tau * (a1 + tau * (a2 + tau * a3));
}

/** Per row: the mismatch between its end (τ = 1) and the next row's a0, for the rows that get closed. */
const ROW_CLOSURE: readonly number[] = SPLINE.map((row, i) => {
  const next = SPLINE[i + 1];
  return next !== undefined && row[0] < CLOSED_ROWS_BEFORE ? next[2] - rowValue(row, 1) : 0;
});

function splineDeltaT(year: number): number {
  const last = SPLINE.length - 1;
  let i = SPLINE.findIndex((r) => year < r[1]);
  if (i < 0) i = last;
  const row = SPLINE[i]!;
  const tau = (year - row[0]) / (row[1] - row[0]);
  return rowValue(row, tau) + tau * ROW_CLOSURE[i]!;
}

/** Slope (s/yr) of the spline at its first node, −720. */
function splineStartRate(): number {
  const [k0, k1, , a1] = SPLINE[0]!;
  return (a1 + ROW_CLOSURE[0]!) / (k1 - k0);
}

function observed(i: number): number {
  return OBSERVED[Math.max(0, Math.min(OBSERVED.length - 1, i))]!;
}

/** Slope (s/yr) of the observed curve at node i: central difference inside, one-sided at the ends. */
function observedSlope(i: number): number {
  const last = OBSERVED.length - 1;
  if (i <= 0) return observed(1) - observed(0);
  if (i >= last) return observed(last) - observed(last - 1);
  return (observed(i + 1) - observed(i - 1)) / 2;
}

function tableDeltaT(year: number): number {
  const x = year - OBSERVED_FIRST_YEAR;
  const i = Math.min(Math.max(Math.floor(x), 0), OBSERVED.length - 2);
  const u = x - i;
  // Cubic Hermite basis (Catmull–Rom tangents): continuous value and slope at every node.
  const h00 = 2 * u ** 3 - 3 * u ** 2 + 1;
  const h10 = u ** 3 - 2 * u ** 2 + u;
  const h01 = -2 * u ** 3 + 3 * u ** 2;
  const h11 = u ** 3 - u ** 2;
  return h00 * observed(i) + h10 * observedSlope(i) + h01 * observed(i + 1) + h11 * observedSlope(i + 1);
}

/** Integrated long-term lod model of Morrison et al. 2021, seconds (arbitrary constant). */
function integratedLod(year: number): number {
  const t = (year - 1825) / 100;
  return 31.4115 * t * t + 284.8435805251424 * Math.cos(((2 * Math.PI) / 14) * (t + 0.75));
}

/** Its derivative, seconds per year. */
function integratedLodRate(year: number): number {
  const t = (year - 1825) / 100;
  const w = (2 * Math.PI) / 14;
  return (2 * 31.4115 * t - 284.8435805251424 * w * Math.sin(w * (t + 0.75))) / 100;
}

/**
 * @summary ΔT = TT − UT1 (seconds) for a decimal year (Julian years from J2000: 2000 + (JD − 2451544.5)/365.2425).
 * @example deltaTAtYear(2000) // 63.83
 */
export function deltaTAtYear(year: number): number {
  const firstSplineYear = SPLINE[0]![0];
  if (year < firstSplineYear) {
    // Model shape before −720, shifted onto the spline there, the spline's rate fading into the model's going back.
    const dy = firstSplineYear - year;
    const rateGap = splineStartRate() - integratedLodRate(firstSplineYear);
    const fade = dy < PAST_RATE_BLEND_YEARS ? dy - (dy * dy) / (2 * PAST_RATE_BLEND_YEARS) : PAST_RATE_BLEND_YEARS / 2;
    return splineDeltaT(firstSplineYear) + integratedLod(year) - integratedLod(firstSplineYear) - rateGap * fade;
  }
  if (year < OBSERVED_FIRST_YEAR) return splineDeltaT(year);
  if (year < OBSERVED_FIRST_YEAR + SPLINE_TO_TABLE_BLEND_YEARS) {
    const w = (year - OBSERVED_FIRST_YEAR) / SPLINE_TO_TABLE_BLEND_YEARS;
    return (1 - w) * splineDeltaT(year) + w * tableDeltaT(year);
  }
  const lastYear = DELTA_T_LAST_OBSERVED_YEAR;
  if (year <= lastYear) return tableDeltaT(year);
  // Prediction: model shape from the last observation, with the observed rate fading into the model's.
  const dy = year - lastYear;
  const rateGap = observedSlope(OBSERVED.length - 1) - integratedLodRate(lastYear);
  const fade = dy < RATE_BLEND_YEARS ? dy - (dy * dy) / (2 * RATE_BLEND_YEARS) : RATE_BLEND_YEARS / 2;
  return observed(OBSERVED.length - 1) + integratedLod(year) - integratedLod(lastYear) + rateGap * fade;
}

/**
 * @summary ΔT = TT − UT1 in seconds at a Julian Day (UT).
 * @example deltaT(2451544.5) // 63.83 (2000-01-01)
 */
export function deltaT(jdUt: number): number {
  return deltaTAtYear(decimalYear(jdUt));
}
