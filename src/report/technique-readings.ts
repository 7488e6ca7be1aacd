import { SIGNS, type Sign } from '../schemas/enums.js';
import { MAJOR_ASPECTS, PROGRESSED_ASPECT_ORB_DEG, PROGRESSED_READ_BODIES, TECHNIQUE_TEXT_POINTS } from '../schemas/technique-interpretation.js';
import type { LunarReturn, ProgressedChart, SolarReturn } from '../schemas/index.js';
import { houseContaining } from '../houses/house-of.js';
import { TECHNIQUE_TEXT_EN } from '../text/en/technique.js';
import {
  FAST_TRANSIT_BODIES, HOUSE_TRANSIT_BODIES, PROGRESSED_LUNATION_PHASES, SLOW_TRANSIT_BODIES, transitAspectFamily,
  type FastTransitBody, type HouseTransitBody, type ProgressedAspectQuality, type SlowTransitBody, type TechniqueText,
  type TransitAspect, type TransitTarget,
} from '../text/technique-text.js';
import { angularSeparation, normalizeDegrees } from '../units/angle.js';

/** The text name of a point: the mean node reads the node's entries. */
function textPoint(point: string): string {
  return point === 'NorthNodeMean' ? 'NorthNode' : point;
}

const isTarget = (p: string): p is TransitTarget => (TECHNIQUE_TEXT_POINTS as readonly string[]).includes(p);
const isMajor = (a: string): a is TransitAspect => (MAJOR_ASPECTS as readonly string[]).includes(a);

/**
 * @summary The entry of a transiting body to a natal point in an aspect: Mars–Pluto and the North Node read their
 * pair's entry of the aspect's family (trine and sextile share one, read with the contact's own aspect named); the Sun, Moon, Mercury and Venus read their entry
 * for the natal point followed by the aspect's clause. `undefined` for a minor aspect or a body or point without text.
 * @example transitReading(techniqueText('en'), 'Saturn', 'Sun', 'square')?.startsWith('Over several months') // true
 */
export function transitReading(t: TechniqueText, transitBody: string, natalPoint: string, aspect: string): string | undefined {
  const body = textPoint(transitBody);
  const point = textPoint(natalPoint);
  if (!isTarget(point) || !isMajor(aspect)) return undefined;
  if ((SLOW_TRANSIT_BODIES as readonly string[]).includes(body)) {
    const text = t.slowTransits[body as SlowTransitBody][point][transitAspectFamily(aspect)];
    // A harmonious entry names both aspects; the reading names the one the contact is. English's pairs follow the
    // locale's, for an entry a translation still reads in English (a no-op on English's own text and on the locale's).
    if (aspect !== 'trine' && aspect !== 'sextile') return text;
    const pairs = t.harmoniousAs[aspect] === TECHNIQUE_TEXT_EN.harmoniousAs[aspect] ? t.harmoniousAs[aspect] : [...t.harmoniousAs[aspect], ...TECHNIQUE_TEXT_EN.harmoniousAs[aspect]];
    return pairs.reduce((s, [both, one]) => s.split(both).join(one), text);
  }
  if ((FAST_TRANSIT_BODIES as readonly string[]).includes(body)) return `${t.fastTransits[body as FastTransitBody][point]} ${t.fastAspectClauses[aspect]}`;
  return undefined;
}

/**
 * @summary The entry of a transiting body passing through a natal house (the Sun to Pluto), or `undefined`.
 * @example houseTransitReading(techniqueText('en'), 'Jupiter', 10)?.includes('10th house') // true
 */
export function houseTransitReading(t: TechniqueText, body: string, house: number): string | undefined {
  if (!(HOUSE_TRANSIT_BODIES as readonly string[]).includes(body) || !Number.isInteger(house) || house < 1 || house > 12) return undefined;
  return t.houseTransits[body as HouseTransitBody][house - 1];
}

const signOf = (longitude: number): Sign => SIGNS[Math.floor(normalizeDegrees(longitude) / 30)]!;
const ASPECT_ANGLES: Readonly<Record<TransitAspect, number>> = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180 };
const qualityOf = (a: TransitAspect): ProgressedAspectQuality =>
  a === 'conjunction' ? 'conjunction' : a === 'trine' || a === 'sextile' ? 'harmonious' : 'challenging';

/** A point of a chart by name and longitude (bodies, and the angles as `Ascendant` and `Midheaven`). */
export interface NamedLongitude {
  readonly point: string;
  readonly longitude: number;
}

/** @summary The longitudes of a chart's positions and angles, by point name. */
export function chartPoints(chart: { readonly positions: readonly { body: string; position: { longitude: number } }[]; readonly ascendant?: number | undefined; readonly midheaven?: number | undefined }): NamedLongitude[] {
  return [
    ...chart.positions.map((p) => ({ point: p.body, longitude: p.position.longitude })),
    ...(chart.ascendant === undefined ? [] : [{ point: 'Ascendant', longitude: chart.ascendant }]),
    ...(chart.midheaven === undefined ? [] : [{ point: 'Midheaven', longitude: chart.midheaven }]),
  ];
}

/**
 * @summary The `interpretation` of a progressed chart: the progressed Sun's and Moon's signs, the natal house of the
 * progressed Moon (with the natal cusps), the phase of the progressed lunation cycle (eight 45° sectors of the Moon's
 * elongation from the Sun, the New Moon from 0°), and each progressed Sun, Moon, Mercury, Venus and Mars within 1° of a
 * major aspect to a natal point, tightest first (ties in the order of the bodies, then the points).
 */
export function progressedInterpretation(
  t: TechniqueText,
  progressed: Pick<ProgressedChart, 'positions'>,
  natal: readonly NamedLongitude[],
  natalCusps: readonly number[] | undefined,
): NonNullable<ProgressedChart['interpretation']> {
  const at = (body: string) => progressed.positions.find((p) => p.body === body)?.position.longitude;
  const sun = at('Sun') ?? 0;
  const moon = at('Moon') ?? 0;
  const sunSign = signOf(sun);
  const moonSign = signOf(moon);
  const elongation = normalizeDegrees(moon - sun);
  const phase = PROGRESSED_LUNATION_PHASES[Math.floor(elongation / 45) % 8]!;
  const aspects: NonNullable<ProgressedChart['interpretation']>['aspects'][number][] = [];
  const natalPoints = natal.map((n) => ({ ...n, point: textPoint(n.point) })).filter((n) => isTarget(n.point));
  PROGRESSED_READ_BODIES.forEach((body) => {
    const lon = at(body);
    if (lon === undefined) return;
    for (const n of natalPoints) {
      const separation = angularSeparation(lon, n.longitude);
      for (const aspect of MAJOR_ASPECTS) {
        const orb = Math.abs(separation - ASPECT_ANGLES[aspect]);
        if (orb > PROGRESSED_ASPECT_ORB_DEG) continue;
        aspects.push({ progressedBody: body, natalPoint: n.point as TransitTarget, aspect, orb, text: t.progressions.aspects[body][qualityOf(aspect)] });
      }
    }
  });
  aspects.sort((a, b) => a.orb - b.orb);
  const moonHouse = natalCusps === undefined ? undefined : houseContaining(moon, natalCusps);
  return {
    sunSign: { sign: sunSign, text: t.progressions.sunSign[sunSign] },
    moonSign: { sign: moonSign, text: t.progressions.moonSign[moonSign] },
    ...(moonHouse === undefined ? {} : { moonHouse: { house: moonHouse, text: t.progressions.moonHouse[moonHouse - 1]! } }),
    lunationPhase: { phase, elongation, text: t.progressions.lunationPhase[phase] },
    aspects,
  };
}

/** The house of a body in a return chart with cusps, or undefined. */
function returnHouse(chart: Pick<SolarReturn, 'positions' | 'houses'>, body: string): number | undefined {
  const lon = chart.positions.find((p) => p.body === body)?.position.longitude;
  return lon === undefined || chart.houses === undefined ? undefined : houseContaining(lon, chart.houses);
}

/**
 * @summary The `interpretation` of a solar return: the return Ascendant's sign, and the houses of the return Sun
 * and Moon in the return chart (all three need the return's houses, so a birth time).
 */
export function solarReturnInterpretation(t: TechniqueText, chart: Pick<SolarReturn, 'positions' | 'houses' | 'ascendantSign'>): NonNullable<SolarReturn['interpretation']> {
  const sunHouse = returnHouse(chart, 'Sun');
  const moonHouse = returnHouse(chart, 'Moon');
  return {
    ...(chart.ascendantSign === undefined ? {} : { ascendantSign: { sign: chart.ascendantSign, text: t.returns.solarAscendantSign[chart.ascendantSign] } }),
    ...(sunHouse === undefined ? {} : { sunHouse: { house: sunHouse, text: t.returns.solarSunHouse[sunHouse - 1]! } }),
    ...(moonHouse === undefined ? {} : { moonHouse: { house: moonHouse, text: t.returns.solarMoonHouse[moonHouse - 1]! } }),
  };
}

/** @summary The `interpretation` of a lunar return: the return Moon's house in the return chart (needs a birth time). */
export function lunarReturnInterpretation(t: TechniqueText, chart: Pick<LunarReturn, 'positions' | 'houses'>): NonNullable<LunarReturn['interpretation']> {
  const moonHouse = returnHouse(chart, 'Moon');
  return moonHouse === undefined ? {} : { moonHouse: { house: moonHouse, text: t.returns.lunarMoonHouse[moonHouse - 1]! } };
}
