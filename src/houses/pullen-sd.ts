import { normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Pullen SD ("sinusoidal delta", formerly "Neo-Porphyry") houses: Porphyry's quadrants (cusp 1 =
 * Ascendant, cusp 10 = MC), each graduated so that house sizes change smoothly around the chart. In a quadrant of q°
 * with d = q − 90°, the three houses measure 30° + d/4, 30° + d/2, 30° + d/4: over the twelve houses the deviations
 * from 30° are ±d/4, ±d/2 — samples of a sine wave, hence the name. W. D. Pullen, "Sinusoidal House Systems"
 * (astrolog.org). A quadrant under 30° (possible from |φ| ≈ 62° outward) would make its middle house negative; there
 * the middle house gets zero size and the outer two q/2 each, the limit of the rule at q = 30° — our choice, stated
 * here: the reference table (|φ| ≤ 66°) has no such chart.
 * @example pullenSdCusps(frame).cusps[9] // frame.midheaven
 */
export function pullenSdCusps(frame: HouseFrame): CuspResult {
  return { ok: true, cusps: graduatedQuadrantCusps(frame, pullenSdSizes) };
}

/**
 * @summary The three house sizes (first, middle, last) of a quadrant of q degrees under the sinusoidal-delta rule.
 * @example pullenSdSizes(100) // [32.5, 35, 32.5]
 */
export function pullenSdSizes(q: number): readonly [number, number, number] {
  if (q < 30) return [q / 2, 0, q / 2];
  const d = (q - 90) / 4;
  return [30 + d, 30 + 2 * d, 30 + d];
}

/**
 * @summary Cusps of a graduated quadrant system: the quadrants are Porphyry's (Ascendant → IC → Descendant → MC →
 * Ascendant), and `sizes(q)` splits a quadrant of q degrees into its three houses (first, middle, last).
 */
export function graduatedQuadrantCusps(
  frame: HouseFrame,
  sizes: (q: number) => readonly [number, number, number],
): number[] {
  const upper = forwardArc(frame.midheaven, frame.ascendant); // MC → Asc (houses 10–12), in (0, 180)
  const lower = 180 - upper; // Asc → IC (houses 1–3)
  const [l1, l2] = sizes(lower);
  const [u1, u2] = sizes(upper);
  const first = [
    frame.ascendant,
    frame.ascendant + l1,
    frame.ascendant + l1 + l2,
    frame.midheaven + 180,
    frame.midheaven + 180 + u1,
    frame.midheaven + 180 + u1 + u2,
  ];
  return [...first, ...first.map((c) => c + 180)].map(normalizeDegrees);
}
