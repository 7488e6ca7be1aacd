import type { CuspResult, HouseFrame } from './house-frame.js';
import { graduatedQuadrantCusps } from './pullen-sd.js';

/**
 * @summary Pullen SR ("sinusoidal ratio") houses: Porphyry's quadrants (cusp 1 = Ascendant, cusp 10 = MC), graduated
 * so that the RATIO of consecutive house sizes follows a sine wave: with x the middle house of the smaller quadrant
 * (q° ≤ 90°) and r ≥ 1, the sizes around the chart are x, x·r (its two neighbours), then x·r³, x·r⁴, x·r³ in the larger
 * quadrant (180° − q), so consecutive ratios are r, r², r, 1/r, 1/r², 1/r. The quadrant sums x(1 + 2r) = q and
 * x·r³(2 + r) = 180° − q give r⁴ + 2r³ − 2c·r − c = 0 with c = (180° − q)/q ≥ 1, whose left side increases on r ≥ 1
 * from 3(1 − c) ≤ 0: one root r ≥ 1, found here by bisection then Newton. W. D. Pullen, "Sinusoidal House Systems"
 * (astrolog.org). Defined at every latitude (a quadrant of 0°, possible only inside the polar circles, gives houses 0°, 180°, 0°).
 * @example pullenSrCusps(frame).cusps[0] // frame.ascendant
 */
export function pullenSrCusps(frame: HouseFrame): CuspResult {
  return { ok: true, cusps: graduatedQuadrantCusps(frame, pullenSrSizes) };
}

/**
 * @summary The three house sizes (first, middle, last) of a quadrant of q degrees under the sinusoidal-ratio rule.
 * @example pullenSrSizes(90) // [30, 30, 30]
 */
export function pullenSrSizes(q: number): readonly [number, number, number] {
  const small = Math.min(q, 180 - q);
  if (small <= 1e-9) return q <= 90 ? [q / 2, 0, q / 2] : [0, q, 0];
  const r = sinusoidalRatio((180 - small) / small);
  const x = small / (1 + 2 * r);
  if (q <= 90) return [x * r, x, x * r];
  const big = x * r * r * r;
  return [big, big * r, big];
}

/**
 * @summary The root r ≥ 1 of r⁴ + 2r³ − 2c·r − c = 0 (c ≥ 1): bisection on [1, c + 3] (the polynomial is ≤ 0 at 1
 * and > 0 at c + 3), polished by Newton steps.
 * @example sinusoidalRatio(1) // 1 (equal quadrants: equal houses)
 */
export function sinusoidalRatio(c: number): number {
  const f = (r: number): number => ((r + 2) * r * r - 2 * c) * r - c;
  let lo = 1;
  let hi = c + 3;
  for (let i = 0; i < 80 && hi - lo > 1e-13 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (f(mid) <= 0) lo = mid;
    else hi = mid;
  }
  let r = (lo + hi) / 2;
  for (let i = 0; i < 3; i++) {
    const slope = (4 * r + 6) * r * r - 2 * c;
    if (slope > 0) r -= f(r) / slope;
  }
  return r;
}
