import { wording } from '../errors/error-wording.js';
import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { ageOfArc, arcOfAge, type SunRaTable } from '../charts/directions/direction-keys.js';
import { primaryArcs, type DirectionPoint } from '../charts/directions/primary-arcs.js';
import { eclipticToEquatorial, midheaven } from '../coords/index.js';
import { apparentBodyPosition } from '../ephemeris/index.js';
import { UraniaError } from '../errors/index.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import {
  DIRECTION_ASPECTS, PRIMARY_DIRECTIONS_MAX_YEARS, PrimaryDirectionsRequest, type Body, type PrimaryDirection, type PrimaryDirections,
} from '../schemas/index.js';
import { instant, instantFromJulianDay, isoString, localSiderealTime, trueObliquity, type Instant } from '../time/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { arabicParts } from './arabic-parts.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { timedChart } from './timed-chart.js';

const DEFAULT_PROMISSORS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const DEFAULT_SIGNIFICATORS = ['Ascendant', 'Midheaven', 'Sun', 'Moon', 'Fortune'] as const;
const ASPECT_ANGLES: Readonly<Record<(typeof DIRECTION_ASPECTS)[number], readonly number[]>> = {
  conjunction: [0], sextile: [60, -60], square: [90, -90], trine: [120, -120], opposition: [180],
};

/**
 * @summary The primary directions of a timed birth over a range of life (docs/directions.md "Primary directions";
 * `primaryArcs`): each promissor carried by the diurnal rotation to each significator's place or aspect — by the
 * Placidus semi-arc method (default) or Regiomontanus's circles of position, in the zodiac (default; `withLatitude`
 * keeps the ecliptic latitudes) or in mundo — direct and converse, the arcs turned into years by `key`: Naibod's
 * 0°59′08″ a year (default), Ptolemy's degree a year, or the Sun's true motion in right ascension (a day for a year).
 * Defaults: the Sun to Pluto directed to the Ascendant, Midheaven, Sun, Moon and Lot of Fortune, all five aspects,
 * from the birth to 100 years. Dates are UT (birth + age × 365.24219 days), in date order.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` required; `method`, `motion`, `key`, `promissors[i]`,
 * `significators[i]`, `aspects[i]`, `directions[i]`, `from`, `to`: before the birth, `to` not after `from` or more than
 * 120 years after the birth).
 * @example primaryDirections({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, to: '2000-01-01' }).directions[0].arc // the smallest arc
 */
export function primaryDirections(request: PrimaryDirectionsRequest): PrimaryDirections {
  refuseExtraArguments(arguments.length, 1, 'primaryDirections(request)', "primaryDirections({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, to: '2000-01-01' })");
  const r = parseBirthRequest(PrimaryDirectionsRequest, request);
  const { chart, at } = timedChart(r.birth);
  const latitude = r.birth.latitude;
  const { fromJd, toJd } = range(r, at);
  const maxAge = (toJd - at.jdUt) / TROPICAL_YEAR_DAYS;
  const key = r.key ?? 'naibod';
  const obliquity = trueObliquity(at.jdTt);
  const ramc = localSiderealTime(at, r.birth.longitude);
  const table = key === 'solarArc' ? sunRaTable(at, Math.ceil(maxAge) + 2) : undefined;
  const maxArc = key === 'solarArc' ? table!.at(-1)! - table![0]! : arcOfAge(key, maxAge);

  const points = new Map<string, DirectionPoint>();
  const fortune = arabicParts(chart).find((l) => l.name === 'Fortune')!.longitude;
  const mc = midheaven(ramc, obliquity);
  const onEcliptic = (name: string, longitude: number): DirectionPoint => ({ name, longitude, latitude: 0, ...eclipticToEquatorial(longitude, 0, obliquity) });
  for (const [name, lon] of [['Fortune', fortune], ['Ascendant', chart.ascendant], ['Descendant', chart.ascendant + 180], ['Midheaven', mc], ['ImumCoeli', mc + 180]] as const) {
    points.set(name, onEcliptic(name, normalizeDegrees(lon)));
  }
  const pointOf = (name: string): DirectionPoint => {
    const known = points.get(name);
    if (known !== undefined) return known;
    const p = apparentBodyPosition(name as Body, at);
    const made = { name, longitude: p.longitude, latitude: p.latitude, rightAscension: p.rightAscension, declination: p.declination };
    points.set(name, made);
    return made;
  };
  const promissors = [...new Set(r.promissors ?? DEFAULT_PROMISSORS)].map(pointOf);
  const significators = [...new Set(r.significators ?? DEFAULT_SIGNIFICATORS)].map(pointOf);
  const aspects = [...new Set(r.aspects ?? DIRECTION_ASPECTS)].flatMap((aspect) => ASPECT_ANGLES[aspect].map((angle) => ({ aspect, angle })));
  const arcs = primaryArcs(promissors, significators, {
    method: r.method ?? 'placidus',
    motion: r.motion ?? 'zodiacal',
    withLatitude: r.withLatitude ?? false,
    ramc, latitude, obliquity, aspects,
    senses: [...new Set(r.directions ?? (['direct', 'converse'] as const))],
    maxArc,
  });
  const directions: PrimaryDirection[] = [];
  for (const a of arcs) {
    const age = ageOfArc(key, a.arc, table);
    if (age === undefined) continue;
    const jd = at.jdUt + age * TROPICAL_YEAR_DAYS;
    if (jd < fromJd || jd > toJd) continue;
    directions.push({
      promissor: a.promissor as PrimaryDirection['promissor'],
      significator: a.significator as PrimaryDirection['significator'],
      aspect: a.aspect as PrimaryDirection['aspect'],
      angle: a.angle,
      direction: a.direction,
      arc: a.arc,
      ageYears: age,
      date: isoString(jd, 'second'),
    });
  }
  return {
    birthDate: r.birth.birthDate,
    method: r.method ?? 'placidus',
    motion: r.motion ?? 'zodiacal',
    withLatitude: r.withLatitude ?? false,
    key,
    ramc,
    directions,
    ...placeEcho(request),
  };
}

/** The range asked (UT Julian Days), checked against the birth and the 120-year bound. */
function range(r: PrimaryDirectionsRequest, birth: Instant): { fromJd: number; toJd: number } {
  const fromJd = r.from === undefined ? birth.jdUt : instant(r.from, 'from').jdUt;
  const toJd = r.to === undefined ? birth.jdUt + 100 * TROPICAL_YEAR_DAYS : instant(r.to, 'to').jdUt;
  const born = isoString(birth.jdUt, 'second');
  if (fromJd < birth.jdUt) throw new UraniaError('OUT_OF_RANGE', `from must not be before the birth (${born})`, { wording: wording('notBeforeBirth', { field: 'from', born }), field: 'from', received: r.from, allowed: `an instant at or after ${born}` });
  const last = birth.jdUt + PRIMARY_DIRECTIONS_MAX_YEARS * TROPICAL_YEAR_DAYS;
  if (!(toJd > fromJd && toJd <= last)) {
    throw new UraniaError('OUT_OF_RANGE', `to must be after from and at most ${PRIMARY_DIRECTIONS_MAX_YEARS} years after the birth (${isoString(last, 'second')})`, {
      wording: wording('primaryDirections.to', { field: 'to', other: 'from', maximum: String(PRIMARY_DIRECTIONS_MAX_YEARS), last: isoString(last, 'second') }),
      field: 'to', received: r.to ?? isoString(toJd, 'second'), allowed: `after from, up to ${isoString(last, 'second')}`,
    });
  }
  return { fromJd, toJd };
}

/** @summary The Sun's apparent right ascension at birth + d days (UT), d = 0 … days, unwrapped (increasing). */
function sunRaTable(birth: Instant, days: number): SunRaTable {
  const table: number[] = [];
  let turns = 0;
  let last = -1;
  for (let d = 0; d <= days; d++) {
    const ra = apparentBodyPosition('Sun', instantFromJulianDay(birth.jdUt + d, 'UT')).rightAscension;
    if (last >= 0 && ra < last - 180) turns += 360;
    last = ra;
    table.push(ra + turns);
  }
  return table;
}
