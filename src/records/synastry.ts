import { personChart, personHouses } from '../charts/builders/person-chart.js';
import { synastryInterpretation } from '../report/index.js';
import { synastryComparison } from '../charts/builders/synastry-comparison.js';
import { SynastryRequest, type Body, type SynastryResponse } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Library options of {@link synastry} (not part of the spec's request). */
export interface SynastryOptions {
  /** The bodies of each chart; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
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
 * - `interpretation` (with `interpret: true`, or a `locale` in the request, e.g. `locale: 'en'`): Urania's own text
 *   (`synastryInterpretation`): every major contact between the two people's Sun–Pluto, North Node and — each
 *   birth time known — Ascendant, strongest first (the points' weights minus half the orb), with its pair's text;
 *   and each person's planets in the other's houses with their text (docs/interpretations.md "Synastry and composite").
 * - `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri): each chart sidereal, its longitudes and cusps minus the
 *   true ayanamsa at its own birth (so inter-aspects and overlays move by the ayanamsa's change between the births,
 *   0.014° a year); `personA`/`personB` then say `zodiac` and `ayanamsa` (docs/zodiac.md "Sidereal everywhere").
 *
 * Errors: `UraniaError` naming the member as a dotted path (`personA.birthDate`, `personB.latitude`,
 * `houseSystem`, `orbProfile`), or `bodies[i]` for the option.
 * @example
 * const s = synastry({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * s.scores.overall // a number in 0..100
 */
export function synastry(request: SynastryRequest, options: SynastryOptions = {}): SynastryResponse {
  refuseExtraArguments(arguments.length, 2, 'synastry(request, options?)');
  const r = parseBirthRequest(SynastryRequest, request);
  const a = birthMoment(r.personA, 'personA');
  const b = birthMoment(r.personB, 'personB');
  const bodies = techniqueBodies(options.bodies);
  const zodiac = zodiacChoice(r);
  const chartA = personChart(a.birth, bodies, zodiac.ayanamsa);
  const chartB = personChart(b.birth, bodies, zodiac.ayanamsa);
  const system = r.houseSystem ?? 'Placidus';
  const orbProfile = r.orbProfile ?? 'modern-western';
  const { positionsA, positionsB, ...parts } = synastryComparison(chartA, chartB, system, orbProfile);
  const record: SynastryResponse = {
    personA: { birthDate: a.birthDate, positions: positionsA, ...zodiacEcho(zodiac, a.birth.at.jdTt) },
    personB: { birthDate: b.birthDate, positions: positionsB, ...zodiacEcho(zodiac, b.birth.at.jdTt) },
    ...parts,
    ...placeEcho(request),
  };
  if (r.locale === undefined && r.interpret !== true) return record;
  // The text reads the Ascendants too (a birth time known): the same houses the overlays use.
  const angles = {
    orbProfile,
    ...(chartA.timeKnown ? { ascendantA: personHouses(chartA, system).ascendant } : {}),
    ...(chartB.timeKnown ? { ascendantB: personHouses(chartB, system).ascendant } : {}),
  };
  return { ...record, interpretation: synastryInterpretation(record, angles, r.locale ?? 'en') };
}
