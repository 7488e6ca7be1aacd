import { wording } from '../../errors/error-wording.js';
import { isAlwaysLinkedPair } from '../../aspects/index.js';
import { UraniaError } from '../../errors/index.js';
import { BODIES, type Body, type ParallelAspect } from '../../schemas/index.js';

/**
 * Orb of parallels and contraparallels: 1° of declination, the orb of Kt Boehrer (Declination: The Other
 * Dimension, 1994) and of Paul F. Newman (Declination in Astrology, 2006). For a point on the ecliptic
 * dδ/dλ = sin ε cos λ / cos δ (differentiating Meeus (13.4) with β = 0): ≈ 0.40 at the equinoxes, so 1° of
 * declination spans about 2.5° of longitude there, and 0 at the solstices, where it spans far more.
 */
export const PARALLEL_ORB_DEG = 1;

/** A body's declination, as `parallels` reads it. */
export interface PlacedDeclination {
  readonly body: Body;
  /** Declination, degrees, positive north. */
  readonly declination: number;
}

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

/**
 * @summary Parallels (same declination, same side of the equator: |δ1 − δ2| ≤ orb) and contraparallels (equal
 * declination on opposite sides: |δ1 + δ2| ≤ orb) among bodies, each pair once.
 *
 * Pairs are in the spec's `Body` order (`body1` before `body2`, sorted by body1 then body2); pairs fixed by
 * definition (a node with the other node, Vertex–AntiVertex, the two Liliths: `ALWAYS_LINKED_PAIRS`) are left
 * out. When both relations are within the orb — two bodies within half the orb of the equator — the closer one is
 * reported (a tie goes to the parallel). The relation is symmetric: the order of the input does not matter.
 * @example parallels([{ body: 'Sun', declination: 20 }, { body: 'Mars', declination: -20.4 }])
 * // [{ body1: 'Sun', body2: 'Mars', type: 'contraparallel', orb: 0.4, declination1: 20, declination2: -20.4 }]
 */
export function parallels(positions: readonly PlacedDeclination[], orb = PARALLEL_ORB_DEG): ParallelAspect[] {
  if (typeof orb !== 'number' || !Number.isFinite(orb) || orb < 0 || orb > 90) {
    throw new UraniaError('OUT_OF_RANGE', 'orb must be a number of degrees in 0..90', { wording: wording('degreesIn', { field: 'orb', min: '0', max: '90' }), field: 'orb', received: orb, allowed: '0..90' });
  }
  const sorted = [...positions].sort((a, b) => RANK.get(a.body)! - RANK.get(b.body)!);
  const out: ParallelAspect[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (isAlwaysLinkedPair(a.body, b.body)) continue;
      const parallel = Math.abs(a.declination - b.declination);
      const contra = Math.abs(a.declination + b.declination);
      const best = Math.min(parallel, contra);
      if (best > orb) continue;
      out.push({
        body1: a.body,
        body2: b.body,
        type: parallel <= contra ? 'parallel' : 'contraparallel',
        orb: best,
        declination1: a.declination,
        declination2: b.declination,
      });
    }
  }
  return out;
}
