import { aspectMatch, aspectsAmong, isApplying } from '../../aspects/index.js';
import { UraniaError } from '../../errors/index.js';
import { apparentBodyPositionAmong, prepareBodyPositions } from '../../ephemeris/body-position.js';
import { availableBodies } from '../../ephemeris/index.js';
import { housesAt } from '../../houses/index.js';
import {
  NATAL_ASPECT_BODIES, type Body, type BodyPosition, type NatalChartResponse, type OrbProfile, type PlanetaryPosition,
  type TwelveHouseSystem,
} from '../../schemas/index.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import { warningText } from '../../i18n/warning-catalogues.js';
import { localSiderealTime, trueObliquity, type Instant } from '../../time/index.js';
import { ayanamsaAt, signOf, zodiacPlace, type AyanamsaChoice, type RulershipScheme } from '../../zodiac/index.js';
import { besiegedPlanets } from '../rules/besieged.js';
import { chartRuler } from '../rules/chart-ruler.js';
import { combustionStatuses } from '../rules/combustion.js';
import { decanPlacements } from '../rules/decan-placements.js';
import { chartDignities } from '../rules/dignities.js';
import { elementBalance, type PlacedFactor } from '../rules/element-balance.js';
import { isDayChart } from '../rules/is-day-chart.js';
import { modalityBalance } from '../rules/modality-balance.js';
import { chartMutualReceptions } from '../rules/mutual-receptions.js';
import { outOfBoundsPlanets } from '../rules/out-of-bounds.js';
import { partOfFortune } from '../rules/part-of-fortune.js';
import { speedClassifications } from '../rules/speed-classification.js';
import { ascendantAndMidheavenRates } from './ascendant-and-midheaven.js';
import type { ResolvedBirth } from './resolved-birth.js';
import { shiftedHouses, shiftedPositions } from './zodiac-shift.js';

/** Bodies a chart cannot do without: an error computing them is the chart's error. */
const ESSENTIAL: readonly Body[] = ['Sun', 'Moon'];

/** The points that need the birth time (they turn with the Earth). */
const TIME_BOUND: readonly Body[] = ['Vertex', 'AntiVertex'];

/** The members of a natal chart computed from the birth (everything but the echoed request and the instant). */
type Computed =
  | 'positions' | 'housesAvailable' | 'houses' | 'ascendant' | 'ascendantSign' | 'midheaven' | 'midheavenSign' | 'aspects'
  | 'angleAspects'
  | 'elementBalance' | 'modalityBalance' | 'chartRuler' | 'partOfFortune' | 'dignities' | 'combustionStatuses'
  | 'mutualReceptions' | 'outOfBoundsPlanets' | 'decanInfo' | 'speedClassifications' | 'besiegedPlanets';

/** The computed parts of a natal chart, in the record's member order, and the notes made on the way. */
export interface NatalChartParts {
  readonly parts: Pick<NatalChartResponse, Computed>;
  /** The house system used, when a polar fallback replaced the one asked for. */
  readonly houseSystemUsed?: TwelveHouseSystem;
  /** Bodies left out (an ephemeris limit) and house fallbacks, in the order met, in the language asked for. */
  readonly warnings: string[];
}

/**
 * The positions of the chart's bodies at the birth, in order; a body that follows from one already placed (the
 * South nodes, the AntiVertex) is taken from it (`apparentBodyPositionAmong`, bit for bit the same record).
 */
function placeChartBodies(bodies: readonly Body[], birth: ResolvedBirth, warnings: string[], locale: LabelLocale): BodyPosition[] {
  const out: BodyPosition[] = [];
  const placed = new Map<Body, BodyPosition>();
  const observer = { latitude: birth.latitude, longitude: birth.longitude };
  prepareBodyPositions(bodies, birth.at);
  for (const body of bodies) {
    try {
      const p = apparentBodyPositionAmong(body, birth.at, observer, placed);
      placed.set(body, p);
      out.push(p);
    } catch (error) {
      if (!(error instanceof UraniaError) || ESSENTIAL.includes(body)) throw error;
      warnings.push(warningText({ key: 'bodyOmitted', values: { body: { body }, code: error.code, detail: error.message } }, locale));
    }
  }
  return out;
}

type AngleAspectEntry = NonNullable<NatalChartResponse['angleAspects']>[number];

/**
 * @summary The aspects of `placed` bodies to the Ascendant and the Midheaven under an orb profile (each angle counted
 * as an ordinary planet for the orb), applying when the orb shrinks with both the body's motion and the angle's
 * diurnal motion (its speed differenced over ±1 minute, some 360°/day and more), by angle then `placed` order.
 */
function angleAspectsOf(
  placed: readonly BodyPosition[],
  at: Instant,
  birth: ResolvedBirth,
  angles: { readonly ascendant: number; readonly midheaven: number },
  orbProfile: OrbProfile,
): AngleAspectEntry[] {
  const rates = ascendantAndMidheavenRates(at, birth.latitude, birth.longitude);
  const list = [
    { angle: 'Ascendant' as const, longitude: angles.ascendant, speed: rates.ascendant },
    { angle: 'Midheaven' as const, longitude: angles.midheaven, speed: rates.midheaven },
  ];
  const out: AngleAspectEntry[] = [];
  for (const a of list) {
    for (const p of placed) {
      const match = aspectMatch(p.longitude, a.longitude, orbProfile, p.body);
      if (match === null) continue;
      out.push({
        body: p.body,
        angle: a.angle,
        type: match.type,
        orb: match.orb,
        isApplying: isApplying(p.longitude, p.speed, a.longitude, a.speed, match.angle),
      });
    }
  }
  return out;
}

/** The members of `from` named in `keys` that are present (keeps the record's member order readable). */
function pick<K extends keyof NatalChartResponse>(from: Partial<NatalChartResponse>, keys: readonly K[]): Partial<Pick<NatalChartResponse, K>> {
  const out: Partial<Pick<NatalChartResponse, K>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}

/**
 * @summary The computed parts of a natal chart of a resolved birth: positions of every available body, aspects,
 * element and modality balance, houses and angles, chart ruler, Part of Fortune, dignities, combustion, mutual
 * receptions, out-of-bounds planets, decans, speed classifications and besiegement (each rule and its source in
 * docs/natal-chart.md). Without the birth time: no houses, angles, Vertex/AntiVertex, chart ruler or Part of
 * Fortune; the sect (for triplicity dignities) is then the noon chart's. Positions are apparent, geocentric,
 * tropical, on the true ecliptic and equinox of date. Aspects are those among the placed bodies of `aspectBodies`
 * (default `NATAL_ASPECT_BODIES`: the ten planets, Chiron and the true nodes), and, with the birth time, those
 * bodies' aspects to the Ascendant and the Midheaven (`angleAspects`). With an `ayanamsa` the chart is sidereal:
 * every longitude (bodies, cusps, angles, Part of Fortune) minus the true ayanamsa of the birth instant, and the
 * signs, dignities, decans and element balance read from the sidereal longitudes (aspects are unchanged). The
 * chart ruler is read in `rulers`, traditional by default (`chartRuler`). The warnings are written in `locale` (default en).
 * @example natalChartParts(birth, 'Placidus', 'modern-western').parts.ascendantSign // 'Scorpio'
 */
export function natalChartParts(
  birth: ResolvedBirth,
  houseSystem: TwelveHouseSystem,
  orbProfile: OrbProfile,
  aspectBodies: readonly Body[] = NATAL_ASPECT_BODIES,
  ayanamsa?: AyanamsaChoice,
  rulers: RulershipScheme = 'traditional',
  locale: LabelLocale = 'en',
): NatalChartParts {
  const { at, timeKnown } = birth;
  const warnings: string[] = [];
  const bodies = availableBodies().filter((b) => timeKnown || !TIME_BOUND.includes(b));
  // Sidereal: every ecliptic longitude minus the true ayanamsa of the birth instant (zodiac-shift.ts).
  const shift = ayanamsa === undefined ? 0 : ayanamsaAt(ayanamsa, at.jdTt);
  const placed = shiftedPositions(placeChartBodies(bodies, birth, warnings, locale), shift);
  const positions: PlanetaryPosition[] = placed.map((p) => ({ body: p.body, position: zodiacPlace(p.longitude, p.isRetrograde) }));
  const sun = placed.find((p) => p.body === 'Sun')!;
  const moon = placed.find((p) => p.body === 'Moon')!;
  const isDay = isDayChart(sun.rightAscension, sun.declination, localSiderealTime(at, birth.longitude, true), birth.latitude);

  const factors: PlacedFactor[] = placed.map((p) => ({ factor: p.body, longitude: p.longitude }));
  let angles: Partial<NatalChartResponse> = {};
  let houseSystemUsed: TwelveHouseSystem | undefined;
  const aspectPlaced = placed.filter((p) => aspectBodies.includes(p.body));
  if (timeKnown) {
    const h = shiftedHouses(housesAt(at, birth.latitude, birth.longitude, houseSystem, locale), shift);
    warnings.push(...h.warnings);
    factors.push({ factor: 'Ascendant', longitude: h.ascendant });
    const ruler = chartRuler(h.ascendant, placed, rulers);
    angles = {
      houses: h.cusps,
      ascendant: h.ascendant,
      ascendantSign: signOf(h.ascendant),
      midheaven: h.midheaven,
      midheavenSign: signOf(h.midheaven),
      ...(ruler === null ? {} : { chartRuler: ruler }),
      partOfFortune: partOfFortune(h.ascendant, sun.longitude, moon.longitude, isDay),
      angleAspects: angleAspectsOf(aspectPlaced, at, birth, h, orbProfile),
    };
    if (h.systemUsed !== h.system) houseSystemUsed = h.systemUsed;
  }

  const parts = {
    positions,
    housesAvailable: timeKnown,
    ...pick(angles, ['houses', 'ascendant', 'ascendantSign', 'midheaven', 'midheavenSign']),
    aspects: aspectsAmong(aspectPlaced, orbProfile),
    ...pick(angles, ['angleAspects']),
    elementBalance: elementBalance(factors),
    modalityBalance: modalityBalance(factors),
    ...pick(angles, ['chartRuler', 'partOfFortune']),
    dignities: chartDignities(placed, isDay),
    combustionStatuses: combustionStatuses(placed),
    mutualReceptions: chartMutualReceptions(placed),
    outOfBoundsPlanets: outOfBoundsPlanets(placed, trueObliquity(at.jdTt)),
    decanInfo: decanPlacements(placed),
    speedClassifications: speedClassifications(placed),
    besiegedPlanets: besiegedPlanets(placed),
  };
  return { parts, ...(houseSystemUsed === undefined ? {} : { houseSystemUsed }), warnings };
}
