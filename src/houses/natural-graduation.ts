import { normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Natural Graduation houses: a graduated Porphyry. The angles are kept (cusp 1 = Ascendant, cusp 10 = MC,
 * the four quadrants are Porphyry's), but instead of three equal houses per quadrant — which makes the house size
 * jump at every angle — the twelve house sizes change by one constant RATIO g from house to house around the
 * chart: smallest in the middle of the smaller quadrant, largest in the middle of the larger one, with four
 * groups of equal houses ({2, 8}, {1, 3, 7, 9}, {4, 6, 10, 12}, {5, 11} when the MC→Ascendant quadrant is the
 * larger).
 *
 * Sources relied on: the system is Colin J. Evans's "natural graduation" (C. Evans, Improved House-Division: the
 * Natural-Graduation System, London 1952; repeated in his New Waite's Compendium of Natal Astrology, 1953),
 * described in the published summaries available to us as an elaboration of Porphyry with Ascendant and MC as
 * cusps 1 and 10 and a special graduation of the intermediate cusps that sorts the houses into four groups.
 * Evans's own tables could not be consulted and no reference values exist, so the graduation law is ours and is
 * stated exactly (docs/houses.md): with Q = arc MC → Ascendant and house sizes m, m·g, m·g², m·g³ (house 2 = m,
 * houses 1, 3 = m·g, houses 10, 12 = m·g², house 11 = m·g³), the quadrant sums give
 *   m (1 + 2g) = 180° − Q,   m g² (2 + g) = Q,   so   g² (2 + g) / (1 + 2g) = Q / (180° − Q),
 * whose left side increases strictly from 0 to ∞, so g > 0 is unique for every Q in (0°, 180°): every house has a
 * positive size at every latitude. Q = 90° gives g = 1, i.e. equal 30° houses.
 * @example naturalGraduationCusps(frame).cusps[9] // frame.midheaven
 */
export function naturalGraduationCusps(frame: HouseFrame): CuspResult {
  const { ascendant, midheaven } = frame;
  const upper = forwardArc(midheaven, ascendant); // Q, in (0, 180)
  const g = graduationRatio(upper / (180 - upper));
  const m = (180 - upper) / (1 + 2 * g);
  const sizes = [m * g, m, m * g, m * g * g, m * g * g * g, m * g * g]; // houses 1..6 (= 7..12)
  const cusps: number[] = [];
  let at = ascendant;
  for (let i = 0; i < 12; i++) {
    cusps.push(normalizeDegrees(i === 3 ? midheaven + 180 : i === 9 ? midheaven : i === 6 ? ascendant + 180 : at));
    at += sizes[i % 6] as number;
  }
  return { ok: true, cusps };
}

/**
 * @summary The graduation ratio g > 0 with g²(2 + g)/(1 + 2g) = t, by bisection on ln g (the left side increases
 * strictly in g, so the root is unique).
 * @example graduationRatio(3.2) // 2
 */
export function graduationRatio(t: number): number {
  let lo = -40;
  let hi = 40;
  for (let i = 0; i < 200 && hi - lo > 1e-15; i++) {
    const mid = (lo + hi) / 2;
    const g = Math.exp(mid);
    if ((g * g * (2 + g)) / (1 + 2 * g) < t) lo = mid;
    else hi = mid;
  }
  return Math.exp((lo + hi) / 2);
}
