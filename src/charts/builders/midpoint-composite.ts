import { aspectsAmong } from '../../aspects/index.js';
import type { CompositeResponse, OrbProfile, TwelveHouseSystem } from '../../schemas/index.js';
import { shorterArcMidpoint } from '../../units/index.js';
import { signOf } from '../../zodiac/index.js';
import { compositeAngles } from '../rules/composite-angles.js';
import { signPlacement } from '../rules/sign-placement.js';
import { personHouses, type PersonChart } from './person-chart.js';

/**
 * @summary The midpoint composite of two placed charts: each body at the midpoint of its two natal longitudes on
 * the shorter arc, the aspects among those midpoints, and — when both birth times are known — the composite
 * Ascendant and MC.
 *
 * The midpoint composite is Townley's (The Composite Chart, 1973) as developed by Hand (Planets in Composite, 1975):
 * composite λ = λA + signedDelta(λA, λB) / 2, the nearer midpoint; two longitudes exactly 180° apart have two
 * midpoints and the one 90° after A's is taken. Angles: `compositeAngles` (near midpoints, the Ascendant kept east
 * of the MC; they do not depend on `system`). Aspects: `aspects` of the aspects layer on the composite longitudes
 * (no motion, so no applying/separating).
 * @example midpointComposite(personChart(a, TECHNIQUE_BODIES), personChart(b, TECHNIQUE_BODIES), 'Placidus', 'modern-western').positions[0].body // 'Sun'
 */
export function midpointComposite(a: PersonChart, b: PersonChart, system: TwelveHouseSystem, profile: OrbProfile): CompositeResponse {
  const lonB = new Map(b.placed.map((p) => [p.body, p.longitude]));
  const mids = a.placed
    .filter((p) => lonB.has(p.body))
    .map((p) => ({ body: p.body, longitude: shorterArcMidpoint(p.longitude, lonB.get(p.body)!) }));
  const positions = mids.map((m) => ({ body: m.body, ...signPlacement(m.longitude) }));
  const compositeAspects = aspectsAmong(mids, profile).map((x) => ({ body1: x.body1, body2: x.body2, type: x.type, orb: x.orb }));
  if (!a.timeKnown || !b.timeKnown) return { positions, aspects: compositeAspects };
  const ha = personHouses(a, system);
  const hb = personHouses(b, system);
  const { ascendant, midheaven } = compositeAngles(ha.ascendant, ha.midheaven, hb.ascendant, hb.midheaven);
  return {
    positions,
    aspects: compositeAspects,
    ascendant,
    ascendantSign: signOf(ascendant),
    midheaven,
    midheavenSign: signOf(midheaven),
  };
}
