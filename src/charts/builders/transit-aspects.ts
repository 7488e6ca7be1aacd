import { aspectMatch, isApplying } from '../../aspects/index.js';
import { BODIES, type Body, type OrbProfile, type TransitAspect } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';
import { shiftedPositions } from './zodiac-shift.js';
import { ayanamsaAt, type AyanamsaChoice } from '../../zodiac/index.js';

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

/**
 * @summary Aspects of the transiting bodies at `at` to the natal bodies of a birth (spec `TransitAspect`).
 *
 * Every pair (transiting body, natal body) — the same body included (a Saturn return is transiting Saturn
 * conjunct natal Saturn) — gets the closest aspect within the orb the profile allows the two bodies
 * (`aspectMatch`). `isApplying`: the natal point is fixed, so the aspect applies when the transiting body's own
 * motion (retrograde included) shrinks the orb (`isApplying` with natal speed 0). Sorted by transiting body then
 * natal body, in the spec's `Body` order. Transiting positions are apparent, geocentric, true ecliptic and equinox
 * of date (Vertex/AntiVertex for the birth place); natal ones those of the natal chart.
 * @example transitAspects(birth, instant('2024-07-15T12:00:00Z'), TECHNIQUE_BODIES, TECHNIQUE_BODIES, 'tight')[0].transitBody // 'Sun'
 */
export function transitAspects(
  birth: ResolvedBirth,
  at: Instant,
  natalBodies: readonly Body[],
  transitBodies: readonly Body[],
  profile: OrbProfile,
  ayanamsa?: AyanamsaChoice,
): TransitAspect[] {
  const byRank = (a: { body: Body }, b: { body: Body }) => RANK.get(a.body)! - RANK.get(b.body)!;
  // Sidereal: each chart minus the true ayanamsa of its own instant, so the aspects move by the precession since birth.
  const shift = (t: Instant) => (ayanamsa === undefined ? 0 : ayanamsaAt(ayanamsa, t.jdTt));
  const natal = shiftedPositions(placeBodies(natalBodies, birth.at, birthObserver(birth)), shift(birth.at)).sort(byRank);
  const transits = shiftedPositions(placeBodies(transitBodies, at, { latitude: birth.latitude, longitude: birth.longitude }), shift(at))
    .sort(byRank);
  const out: TransitAspect[] = [];
  for (const t of transits) {
    for (const n of natal) {
      const match = aspectMatch(t.longitude, n.longitude, profile, t.body, n.body);
      if (match === null) continue;
      out.push({
        transitBody: t.body,
        natalBody: n.body,
        aspect: match.type,
        orb: match.orb,
        isApplying: isApplying(t.longitude, t.speed, n.longitude, 0, match.angle),
        transitLongitude: t.longitude,
        natalLongitude: n.longitude,
      });
    }
  }
  return out;
}
