import type { OrbProfile, SynastryResponse, TwelveHouseSystem } from '../../schemas/index.js';
import { zodiacPlace } from '../../zodiac/index.js';
import { compatibilityScores } from '../rules/compatibility-scores.js';
import { houseOverlays } from '../rules/house-overlays.js';
import { interAspectMatches } from '../rules/inter-aspects.js';
import { personHouses, type PersonChart } from './person-chart.js';

/** The parts of a synastry computed from the two charts (everything but the echoed birth dates). */
export type SynastryParts = Omit<SynastryResponse, 'personA' | 'personB'> & {
  /** Positions of person A's and B's bodies. */
  readonly positionsA: SynastryResponse['personA']['positions'];
  readonly positionsB: SynastryResponse['personB']['positions'];
};

/**
 * @summary Compare two placed charts: the inter-aspects (every pair, A's body then B's, the closest aspect within
 * the orb `profile` allows the two bodies; `isApplying` null between two natal charts), A's bodies in B's houses
 * (when B's birth time is known) and B's in A's, and the compatibility scores (`COMPATIBILITY_RULES`).
 * @example synastryComparison(personChart(a, TECHNIQUE_BODIES), personChart(b, TECHNIQUE_BODIES), 'Placidus', 'modern-western').scores.overall
 */
export function synastryComparison(a: PersonChart, b: PersonChart, system: TwelveHouseSystem, profile: OrbProfile): SynastryParts {
  const matches = interAspectMatches(a.placed, b.placed, profile);
  const positionsOf = (p: PersonChart) => p.placed.map((x) => ({ body: x.body, position: zodiacPlace(x.longitude, x.isRetrograde) }));
  return {
    positionsA: positionsOf(a),
    positionsB: positionsOf(b),
    interAspects: matches.map(({ bodyA, bodyB, match }) => ({ bodyA, bodyB, aspect: match.type, orb: match.orb, isApplying: null })),
    ...(b.timeKnown ? { houseOverlaysAtoB: houseOverlays(a.placed, personHouses(b, system).cusps) } : {}),
    ...(a.timeKnown ? { houseOverlaysBtoA: houseOverlays(b.placed, personHouses(a, system).cusps) } : {}),
    scores: compatibilityScores(matches),
  };
}
