import { aspects } from '../aspects/index.js';
import type { Body, CompositeRequest, CompositeResponse, OrbProfile } from '../schemas/index.js';
import { shorterArcMidpoint } from '../units/index.js';
import { signOf } from '../zodiac/index.js';
import { compositeAngles } from './composite-angles.js';
import { requireRequestMembers } from './request-members.js';
import { signPlacement } from './sign-placement.js';
import { personHouses, twoPersonCharts } from './synastry.js';

/** Library options of {@link compositeChart} (not part of the spec's request). */
export interface CompositeOptions {
  /** The bodies; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
  /** Orb profile of the composite aspects; default `modern-western` (the request has no orb profile). */
  readonly orbProfile?: OrbProfile;
}

const COMPOSITE_MEMBERS = ['personA', 'personB', 'houseSystem'] as const;

/**
 * @summary A midpoint composite chart (spec `CompositeResponse`): each body at the midpoint of its two natal
 * longitudes on the shorter arc, the aspects among those midpoints, and — when both birth times are known — the
 * composite Ascendant and MC.
 *
 * The midpoint composite is Townley's (The Composite Chart, 1973) as developed by Hand (Planets in Composite, 1975):
 * composite λ = λA + signedDelta(λA, λB) / 2, the nearer midpoint; two longitudes exactly 180° apart have two
 * midpoints and the one 90° after A's is taken. Angles: `compositeAngles` (near midpoints, the Ascendant kept east
 * of the MC). `houseSystem` is validated and accepted for the spec's request, but the record carries no cusps and
 * the Ascendant and MC do not depend on the system. Aspects: `aspects` of the aspects layer on the composite
 * longitudes (no motion, so no applying/separating), orb profile `modern-western` unless `options.orbProfile`.
 *
 * Errors: `UraniaError` naming the member (`personA.birthDate`, `personB.longitude`, `houseSystem`).
 * @example
 * const c = compositeChart({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * c.positions[0].body // 'Sun'
 */
export function compositeChart(request: CompositeRequest, options: CompositeOptions = {}): CompositeResponse {
  const record = requireRequestMembers(request, COMPOSITE_MEMBERS, ['personA', 'personB'], '', 'a composite request');
  const { system, profile, a, b } = twoPersonCharts(record, options.orbProfile, options.bodies);
  const lonB = new Map(b.placed.map((p) => [p.body, p.longitude]));
  const mids = a.placed
    .filter((p) => lonB.has(p.body))
    .map((p) => ({ body: p.body, longitude: shorterArcMidpoint(p.longitude, lonB.get(p.body)!) }));
  const positions = mids.map((m) => ({ body: m.body, ...signPlacement(m.longitude) }));
  const compositeAspects = aspects(mids, { orbProfile: profile }).map((x) => ({ body1: x.body1, body2: x.body2, type: x.type, orb: x.orb }));
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
