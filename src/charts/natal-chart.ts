import { UraniaError } from '../errors/index.js';
import type { Body, BodyPosition, NatalChartRequest, NatalChartResponse, PlanetaryPosition } from '../schemas/index.js';
import { availableBodies, bodyPosition } from '../ephemeris/index.js';
import { houses } from '../houses/index.js';
import { aspects } from '../aspects/index.js';
import { isoString, localSiderealTime, trueObliquity } from '../time/index.js';
import { signOf, zodiacPosition } from '../zodiac/index.js';
import { besiegedPlanets } from './besieged.js';
import { chartRuler } from './chart-ruler.js';
import { combustionStatuses } from './combustion.js';
import { decanPlacements } from './decan-placements.js';
import { chartDignities } from './dignities.js';
import { elementBalance, type PlacedFactor } from './element-balance.js';
import { isDayChart } from './is-day-chart.js';
import { modalityBalance } from './modality-balance.js';
import { chartMutualReceptions } from './mutual-receptions.js';
import { natalChartInput } from './natal-chart-input.js';
import { outOfBoundsPlanets } from './out-of-bounds.js';
import { partOfFortune } from './part-of-fortune.js';
import { speedClassifications } from './speed-classification.js';

/** Bodies a chart cannot do without: an error computing them is the chart's error. */
const ESSENTIAL: readonly Body[] = ['Sun', 'Moon'];

/** The points that need the birth time (they turn with the Earth). */
const TIME_BOUND: readonly Body[] = ['Vertex', 'AntiVertex'];

function placeBodies(
  bodies: readonly Body[],
  at: Parameters<typeof bodyPosition>[1],
  observer: { latitude: number; longitude: number },
  warnings: string[],
): BodyPosition[] {
  const out: BodyPosition[] = [];
  for (const body of bodies) {
    try {
      out.push(bodyPosition(body, at, observer));
    } catch (error) {
      if (!(error instanceof UraniaError) || ESSENTIAL.includes(body)) throw error;
      warnings.push(`${body} omitted: ${error.message}`);
    }
  }
  return out;
}

/**
 * @summary A natal chart: positions of every available body, aspects, element and modality balance, houses and
 * angles, chart ruler, Part of Fortune, dignities, combustion, mutual receptions, out-of-bounds planets, decans,
 * speed classifications and besiegement (each rule and its source in docs/natal-chart.md).
 *
 * The birth date and time are local wall-clock time at the birth place, in `timezone` when given, else in the zone
 * found from the coordinates (`civilInstant`: IANA history, local mean time before standard time, DST folds take
 * the first occurrence, gaps move forward — reported in `warnings`). Without `birthTime` the chart is cast for
 * local noon: `housesAvailable: false`, and no houses, angles, Vertex/AntiVertex, chart ruler or Part of Fortune;
 * the sect (for triplicity dignities) is then the noon chart's. Positions are apparent, geocentric, tropical, on
 * the true ecliptic and equinox of date. Extensions (optional members): `timezone`, `orbProfile`, `instant`,
 * `houseSystemUsed` (polar fallback), `partOfFortune.isDayChart`, `dignities[].held`, `warnings`.
 *
 * Errors: `UraniaError` naming the request member — INVALID_ARGUMENT for a malformed or impossible birthDate
 * (`2023-02-30`), a birthTime outside 00:00–23:59, an unknown houseSystem, orbProfile or timezone, or an unknown
 * member; OUT_OF_RANGE for latitude/longitude outside −90..90/−180..180 or a birth instant outside 1800–2200;
 * MISSING_ARGUMENT for an absent birthDate, latitude or longitude.
 * @example
 * const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
 * chart.positions.find((p) => p.body === 'Sun')?.position.sign // 'Cancer'
 * chart.ascendantSign // 'Scorpio'
 */
export function natalChart(request: NatalChartRequest): NatalChartResponse {
  const input = natalChartInput(request);
  const at = input.civil.instant;
  const timeKnown = input.birthTime !== undefined;
  const observer = { latitude: input.latitude, longitude: input.longitude };
  const warnings: string[] = [...input.civil.warnings];

  const bodies = availableBodies().filter((b) => timeKnown || !TIME_BOUND.includes(b));
  const placed = placeBodies(bodies, at, observer, warnings);
  const positions: PlanetaryPosition[] = placed.map((p) => ({
    body: p.body,
    position: zodiacPosition(p.longitude, p.isRetrograde),
  }));
  const sun = placed.find((p) => p.body === 'Sun')!;
  const moon = placed.find((p) => p.body === 'Moon')!;
  const isDay = isDayChart(sun.rightAscension, sun.declination, localSiderealTime(at, input.longitude, true), input.latitude);

  const factors: PlacedFactor[] = placed.map((p) => ({ factor: p.body, longitude: p.longitude }));
  let angles: Partial<NatalChartResponse> = {};
  if (timeKnown) {
    const h = houses({ at, latitude: input.latitude, longitude: input.longitude, system: input.houseSystem });
    warnings.push(...h.warnings);
    factors.push({ factor: 'Ascendant', longitude: h.ascendant });
    const ruler = chartRuler(h.ascendant, placed);
    angles = {
      houses: h.cusps,
      ascendant: h.ascendant,
      ascendantSign: signOf(h.ascendant),
      midheaven: h.midheaven,
      midheavenSign: signOf(h.midheaven),
      ...(ruler === null ? {} : { chartRuler: ruler }),
      partOfFortune: partOfFortune(h.ascendant, sun.longitude, moon.longitude, isDay),
      ...(h.systemUsed === h.system ? {} : { houseSystemUsed: h.systemUsed }),
    };
  }

  return {
    birthDate: input.birthDate,
    ...(input.birthTime === undefined ? {} : { birthTime: input.birthTime }),
    latitude: input.latitude,
    longitude: input.longitude,
    houseSystem: input.houseSystem,
    positions,
    housesAvailable: timeKnown,
    ...pick(angles, ['houses', 'ascendant', 'ascendantSign', 'midheaven', 'midheavenSign']),
    aspects: aspects(placed, { orbProfile: input.orbProfile }),
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
    timezone: input.civil.timezone,
    orbProfile: input.orbProfile,
    ...pick(angles, ['houseSystemUsed']),
    instant: isoString(at.jdUt, 'second'),
    ...(warnings.length === 0 ? {} : { warnings }),
  };
}

/** The members of `from` named in `keys` that are present (keeps the response's member order readable). */
function pick<K extends keyof NatalChartResponse>(from: Partial<NatalChartResponse>, keys: readonly K[]): Partial<Pick<NatalChartResponse, K>> {
  const out: Partial<Pick<NatalChartResponse, K>> = {};
  for (const k of keys) if (from[k] !== undefined) out[k] = from[k];
  return out;
}
