import { DELTA_T_LAST_OBSERVED_YEAR } from './delta-t.js';
import { decimalYear } from './julian-day.js';

/**
 * The 1σ uncertainty of ΔT (seconds) that `deltaT` returns, by era. ΔT is measured to a millisecond since 1955, pinned
 * by telescopic timings from 1600, reconstructed from ancient eclipses and occultations before, and predicted after
 * the last observation. The uncertainty grows away from the present in both directions:
 *
 * - before 1600: σ = 0.8 t² s, t = (year − 1820)/100 (Morrison & Stephenson 2004, "Historical values of the Earth's
 *   clock error ΔT and the calculation of eclipses", J. Hist. Astron. 35, 327, as tabulated by Espenak & Meeus,
 *   NASA Five Millennium Canon: 636 s at −1000, 431 s at −500, 265 s at 0, 54 s at 1000), never below 20 s, the
 *   decade fluctuations of ΔT over 1300–1600;
 * - 1600–1955: the telescopic era, 20 s at 1600, 5 s at 1700, 1 s at 1800, 0.1 s at 1900 (Stephenson & Houlden 1986,
 *   ibid.), linear between, 0.1 s to 1955;
 * - 1955 to the last observation (2025): 0.1 s (the yearly table and its interpolation);
 * - after it: 0.1 s + 60 s × ((year − 2025)/175)^1.5 — the t^1.5 growth of a random walk in the length of day
 *   (Huber 2000's Brownian model of the lod), scaled to about a minute by 2200 (Morrison et al. 2021: several
 *   seconds by 2050, about a minute by 2200). Urania's own statement of the prediction's reach, not a fit.
 */

/** The floor of the observed era, seconds. */
const OBSERVED_SIGMA_S = 0.1;
/** Morrison & Stephenson 2004: σ = 0.8 t² s with t in centuries from 1820. */
const PARABOLA_SIGMA_S = 0.8;
const PARABOLA_EPOCH = 1820;
/** The decade fluctuations of ΔT before the telescope (1300–1600), seconds: the floor of the parabola. */
const PRE_TELESCOPIC_FLOOR_S = 20;
/** Telescopic era: [year, σ seconds], Stephenson & Houlden 1986 via Espenak & Meeus; linear between. */
// prettier-ignore
const TELESCOPIC: readonly (readonly [number, number])[] = [
  [1600, 20], [1700, 5], [1800, 1], [1900, 0.1], [1955, 0.1],
];
/** Prediction: σ reaches PREDICTION_SIGMA_S after PREDICTION_YEARS years, growing as the 1.5 power of the lead. */
const PREDICTION_SIGMA_S = 60;
const PREDICTION_YEARS = 175;

/**
 * @summary The 1σ uncertainty of ΔT (seconds) at a decimal year (see the rules above): 0.1 s today, ~1 s at 1800,
 * 265 s at year 0, ~1860 s at −3000; 3 s at 2050, 60 s at 2200.
 * @example deltaTUncertaintyAtYear(0) // 265.0…
 */
export function deltaTUncertaintyAtYear(year: number): number {
  const first = TELESCOPIC[0]!;
  if (year < first[0]) {
    const t = (year - PARABOLA_EPOCH) / 100;
    return Math.max(PRE_TELESCOPIC_FLOOR_S, PARABOLA_SIGMA_S * t * t);
  }
  const last = TELESCOPIC[TELESCOPIC.length - 1]!;
  if (year < last[0]) {
    const i = TELESCOPIC.findIndex((row) => year < row[0]) - 1;
    const [y0, s0] = TELESCOPIC[i]!;
    const [y1, s1] = TELESCOPIC[i + 1]!;
    return s0 + ((s1 - s0) * (year - y0)) / (y1 - y0);
  }
  if (year <= DELTA_T_LAST_OBSERVED_YEAR) return OBSERVED_SIGMA_S;
  const lead = (year - DELTA_T_LAST_OBSERVED_YEAR) / PREDICTION_YEARS;
  return OBSERVED_SIGMA_S + PREDICTION_SIGMA_S * lead ** 1.5;
}

/**
 * @summary The 1σ uncertainty of ΔT (seconds) at a UT Julian Day (`deltaTUncertaintyAtYear` of its decimal year).
 * @example deltaTUncertaintySeconds(2451544.5) // 0.1 (2000-01-01)
 */
export function deltaTUncertaintySeconds(jdUt: number): number {
  return deltaTUncertaintyAtYear(decimalYear(jdUt));
}
