import { requireOneOf } from '../errors/index.js';
import { houses } from '../houses/index.js';
import {
  HOUSE_SYSTEMS, ORB_PROFILES, type Body, type BodyPosition, type HouseSystem, type SynastryRequest, type SynastryResponse,
} from '../schemas/index.js';
import { zodiacPosition } from '../zodiac/index.js';
import { birthDataInput } from './birth-data-input.js';
import { compatibilityScores } from './compatibility-scores.js';
import { houseOverlays } from './house-overlays.js';
import { interAspectMatches } from './inter-aspects.js';
import type { NatalChartInput } from './natal-chart-input.js';
import { requireRequestMembers } from './request-members.js';
import { placeBodies, techniqueBodies } from './technique-bodies.js';

/** Library options of {@link synastry} (not part of the spec's request). */
export interface SynastryOptions {
  /** The bodies of each chart; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
}

const SYNASTRY_MEMBERS = ['personA', 'personB', 'houseSystem', 'orbProfile'] as const;

/** One person's chart as a synastry or composite needs it. */
export interface PersonChart {
  readonly input: NatalChartInput;
  readonly timeKnown: boolean;
  readonly placed: readonly BodyPosition[];
}

/**
 * @summary Place one person's bodies at the birth instant (Vertex/AntiVertex only when the birth time is known).
 * @example personChart(birthDataInput({ birthDate: '1990-07-15', latitude: 0, longitude: 0 }, 'personA'), ['Sun']).placed.length // 1
 */
export function personChart(input: NatalChartInput, bodies: readonly Body[]): PersonChart {
  const timeKnown = input.birthTime !== undefined;
  const observer = timeKnown ? { latitude: input.latitude, longitude: input.longitude } : undefined;
  return { input, timeKnown, placed: placeBodies(bodies, input.civil.instant, observer) };
}

function cuspsOf(person: PersonChart, system: HouseSystem) {
  return houses({ at: person.input.civil.instant, latitude: person.input.latitude, longitude: person.input.longitude, system }).cusps;
}

/**
 * @summary A synastry (spec `SynastryResponse`): both people's positions, the inter-aspects between the two charts,
 * house overlays and compatibility scores.
 *
 * - Birth data as in the natal chart (local time at the birth place, zone from `timezone` or the coordinates; no
 *   birth time → local noon).
 * - `interAspects`: every pair (A's body, B's body), the closest aspect within the orb `orbProfile` allows the two
 *   bodies (default `modern-western`), sorted by A's body then B's; `isApplying` is null (two natal charts).
 * - `houseOverlaysAtoB`: A's bodies in B's houses (`houseSystem`, default Placidus; polar fallback to Porphyry as
 *   in `houses`), present when B's birth time is known — the houses need it; A's bodies are then A's noon
 *   positions if A's time is unknown. `houseOverlaysBtoA` likewise.
 * - `scores`: `compatibilityScores` (weights in `COMPATIBILITY_RULES`, docs/chart-techniques.md).
 *
 * Errors: `UraniaError` naming the member as a dotted path (`personA.birthDate`, `personB.latitude`,
 * `houseSystem`, `orbProfile`).
 * @example
 * const s = synastry({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * s.scores.overall // a number in 0..100
 */
export function synastry(request: SynastryRequest, options: SynastryOptions = {}): SynastryResponse {
  const record = requireRequestMembers(request, SYNASTRY_MEMBERS, ['personA', 'personB'], '', 'a synastry request');
  const inputA = birthDataInput(record.personA, 'personA');
  const inputB = birthDataInput(record.personB, 'personB');
  const system = record.houseSystem === undefined ? 'Placidus' : requireOneOf(record.houseSystem, 'houseSystem', HOUSE_SYSTEMS);
  const profile = record.orbProfile === undefined ? 'modern-western' : requireOneOf(record.orbProfile, 'orbProfile', ORB_PROFILES);
  const bodies = techniqueBodies(options.bodies);
  const a = personChart(inputA, bodies);
  const b = personChart(inputB, bodies);
  const matches = interAspectMatches(a.placed, b.placed, profile);
  const positionsOf = (p: PersonChart) => p.placed.map((x) => ({ body: x.body, position: zodiacPosition(x.longitude, x.isRetrograde) }));
  return {
    personA: { birthDate: inputA.birthDate, positions: positionsOf(a) },
    personB: { birthDate: inputB.birthDate, positions: positionsOf(b) },
    interAspects: matches.map(({ bodyA, bodyB, match }) => ({ bodyA, bodyB, aspect: match.type, orb: match.orb, isApplying: null })),
    ...(b.timeKnown ? { houseOverlaysAtoB: houseOverlays(a.placed, cuspsOf(b, system)) } : {}),
    ...(a.timeKnown ? { houseOverlaysBtoA: houseOverlays(b.placed, cuspsOf(a, system)) } : {}),
    scores: compatibilityScores(matches),
  };
}
