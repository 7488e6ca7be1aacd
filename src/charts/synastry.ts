import { requireOneOf } from '../errors/index.js';
import { houses } from '../houses/index.js';
import {
  HOUSE_SYSTEMS, ORB_PROFILES, type Body, type BodyPosition, type HouseSystem, type OrbProfile, type SynastryRequest, type SynastryResponse,
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

/**
 * @summary The houses of one person's chart at the birth instant and place (cusps, Ascendant, MC).
 * @example personHouses(personChart(birthDataInput({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 0, longitude: 0 }, 'personA'), ['Sun']), 'Placidus').cusps.length // 12
 */
export function personHouses(person: PersonChart, system: HouseSystem) {
  const { input } = person;
  return houses({ at: input.civil.instant, latitude: input.latitude, longitude: input.longitude, system });
}

/** The two people's charts of a two-person request, with its validated house system and orb profile. */
export interface TwoPersonCharts {
  readonly inputA: NatalChartInput;
  readonly inputB: NatalChartInput;
  readonly system: HouseSystem;
  readonly profile: OrbProfile;
  readonly a: PersonChart;
  readonly b: PersonChart;
}

/**
 * @summary Validate and place a two-person request (synastry, composite), in this order: `personA`, `personB`,
 * `houseSystem` (default Placidus), the orb profile (default `modern-western`; taken from the request or the
 * options, as the caller passes it), `bodies` (default `TECHNIQUE_BODIES`); then each person's chart.
 * @example twoPersonCharts({ personA: { birthDate: '1990-07-15', latitude: 0, longitude: 0 },
 *   personB: { birthDate: '1992-03-02', latitude: 0, longitude: 0 } }, undefined, undefined).profile // 'modern-western'
 */
export function twoPersonCharts(record: Record<string, unknown>, orbProfile: unknown, bodiesOption: unknown): TwoPersonCharts {
  const inputA = birthDataInput(record.personA, 'personA');
  const inputB = birthDataInput(record.personB, 'personB');
  const system = record.houseSystem === undefined ? 'Placidus' : requireOneOf(record.houseSystem, 'houseSystem', HOUSE_SYSTEMS);
  const profile = orbProfile === undefined ? 'modern-western' : requireOneOf(orbProfile, 'orbProfile', ORB_PROFILES);
  const bodies = techniqueBodies(bodiesOption);
  return { inputA, inputB, system, profile, a: personChart(inputA, bodies), b: personChart(inputB, bodies) };
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
  const { inputA, inputB, system, profile, a, b } = twoPersonCharts(record, record.orbProfile, options.bodies);
  const matches = interAspectMatches(a.placed, b.placed, profile);
  const positionsOf = (p: PersonChart) => p.placed.map((x) => ({ body: x.body, position: zodiacPosition(x.longitude, x.isRetrograde) }));
  return {
    personA: { birthDate: inputA.birthDate, positions: positionsOf(a) },
    personB: { birthDate: inputB.birthDate, positions: positionsOf(b) },
    interAspects: matches.map(({ bodyA, bodyB, match }) => ({ bodyA, bodyB, aspect: match.type, orb: match.orb, isApplying: null })),
    ...(b.timeKnown ? { houseOverlaysAtoB: houseOverlays(a.placed, personHouses(b, system).cusps) } : {}),
    ...(a.timeKnown ? { houseOverlaysBtoA: houseOverlays(b.placed, personHouses(a, system).cusps) } : {}),
    scores: compatibilityScores(matches),
  };
}
