import { ascendantAndMidheaven } from '../charts/builders/ascendant-and-midheaven.js';
import { birthObserver, type ResolvedBirth } from '../charts/builders/resolved-birth.js';
import { placeBodies } from '../charts/builders/technique-bodies.js';
import type { NatalPointLongitude } from '../forecast/transit-contacts.js';
import { housesAt } from '../houses/houses.js';
import { BODIES, type Body, type TwelveHouseSystem } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';

/** The natal points of the forecast timelines by default: the Sun to Pluto, the Ascendant and the Midheaven. */
export const DEFAULT_TIMELINE_NATAL_POINTS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ascendant', 'Midheaven',
] as const;

/**
 * @summary The natal longitudes of the points a timeline asks for (bodies as `bodyPosition` places them at birth;
 * the Ascendant and the Midheaven only with a birth time), in the order asked, each once.
 */
export function timelineNatalPoints(birth: ResolvedBirth, wanted: readonly string[]): NatalPointLongitude[] {
  const names = [...new Set(wanted)];
  const bodies = names.filter((p): p is Body => (BODIES as readonly string[]).includes(p));
  const placed = new Map(placeBodies(bodies, birth.at, birthObserver(birth)).map((p) => [p.body as string, p.longitude]));
  if (birth.timeKnown && (names.includes('Ascendant') || names.includes('Midheaven'))) {
    const angles = ascendantAndMidheaven(birth.at, birth.latitude, birth.longitude);
    placed.set('Ascendant', angles.ascendant);
    placed.set('Midheaven', angles.midheaven);
  }
  return names.flatMap((point) => {
    const longitude = placed.get(point);
    return longitude === undefined ? [] : [{ point, longitude }];
  });
}

/** @summary The twelve natal cusps (degrees, house 1 first) of a timed birth, or undefined without a birth time. */
export function timelineNatalCusps(birth: ResolvedBirth, system: TwelveHouseSystem): number[] | undefined {
  if (!birth.timeKnown) return undefined;
  return housesAt(birth.at, birth.latitude, birth.longitude, system).cusps.map((c) => normalizeDegrees(c.cusp.longitude));
}
