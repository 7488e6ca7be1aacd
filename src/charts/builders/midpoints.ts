import { isAlwaysLinkedPair } from '../../aspects/index.js';
import { BODIES, type Body, type Midpoint } from '../../schemas/index.js';
import { shorterArcMidpoint } from '../../units/index.js';
import { placedLongitudes, type LongitudeInput } from '../rules/placed-longitudes.js';
import { signPlacement } from '../rules/sign-placement.js';
import { refuseExtraArguments } from '../../errors/extra-arguments.js';

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

/**
 * @summary The midpoint of every pair of bodies (spec `Midpoint`), each pair once, on the shorter arc — the
 * "nearer midpoint" of the Hamburg school (Witte, Regelwerk für Planetenbilder, 1928) and of cosmobiology
 * (Ebertin, The Combination of Stellar Influences, 1940). The far midpoint is the point opposite; hard aspects to a
 * midpoint (`midpointActivations`) cover both.
 *
 * midpoint = λ1 + signedDelta(λ1, λ2) / 2; for two bodies exactly opposite, the one 90° after body1. Pairs in the
 * spec's `Body` order (body1 before body2, sorted by body1 then body2); pairs fixed by definition
 * (`ALWAYS_LINKED_PAIRS`: the two nodes, Vertex–AntiVertex, the two Liliths) are left out — their midpoint is a
 * constant offset, not a meeting of two factors. `midpointDegree` is the fractional degree within the sign.
 * @example midpoints([{ body: 'Sun', longitude: 350 }, { body: 'Moon', longitude: 20 }])
 * // [{ body1: 'Sun', body2: 'Moon', midpointLongitude: 5, midpointSign: 'Aries', midpointDegree: 5 }]
 */
export function midpoints(positions: readonly LongitudeInput[]): Midpoint[] {
  refuseExtraArguments(arguments.length, 1, 'midpoints(positions)', "midpoints([{ body: 'Sun', longitude: 350 }, { body: 'Moon', longitude: 20 }])");
  const sorted = placedLongitudes(positions).sort((a, b) => RANK.get(a.body)! - RANK.get(b.body)!);
  const out: Midpoint[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) {
      const a = sorted[i]!;
      const b = sorted[j]!;
      if (isAlwaysLinkedPair(a.body, b.body)) continue;
      const m = signPlacement(shorterArcMidpoint(a.longitude, b.longitude));
      out.push({ body1: a.body, body2: b.body, midpointLongitude: m.longitude, midpointSign: m.sign, midpointDegree: m.degree });
    }
  }
  return out;
}
