import type { BesiegedPlanet, Body } from '../../schemas/index.js';
import { isTraditionalPlanet, TRADITIONAL_PLANETS } from '../../zodiac/index.js';
import { normalizeDegrees } from '../../units/index.js';

/** The two malefics that besiege. */
export const MALEFICS = ['Mars', 'Saturn'] as const satisfies readonly Body[];

/** The planets examined for besiegement: the classical planets other than the malefics. */
export const BESIEGEABLE = ['Sun', 'Moon', 'Mercury', 'Venus', 'Jupiter'] as const satisfies readonly Body[];

/**
 * @summary Whether each of Sun, Moon, Mercury, Venus and Jupiter is besieged by Mars and Saturn, by body (longitude).
 *
 * Rule (Urania's reading of the medieval "besieging", Lilly, Christian Astrology, 1647, Book I: "besieged of
 * Saturn and Mars", a debility of −5; the Hellenistic "enclosure", e.g. Porphyry, Introduction): a planet is
 * besieged when it lies strictly inside the SHORTER ecliptic arc between Mars and Saturn and no other of the seven
 * classical planets lies inside that arc — i.e. its nearest classical neighbours on either side, by longitude,
 * are the two malefics. No distance limit; aspects (besiegement by ray) are not counted. A conjunction of the
 * malefics (arc 0) besieges nothing; when Mars and Saturn are exactly opposite, both semicircles are examined.
 * Items for the planets present, in the order of `BESIEGEABLE`; `besiegingMalefics` is ['Mars', 'Saturn'] when
 * besieged, absent otherwise.
 * @example besiegedPlanets([{ body: 'Mars', longitude: 10 }, { body: 'Saturn', longitude: 20 }, { body: 'Jupiter', longitude: 15 }])
 * // [{ body: 'Jupiter', isBesieged: true, besiegingMalefics: ['Mars', 'Saturn'] }]
 */
export function besiegedPlanets(placed: readonly { readonly body: Body; readonly longitude: number }[]): BesiegedPlanet[] {
  // Only the seven are ever looked up (a chart places 44 bodies): the last place of each, as a Map of all would keep.
  const byBody = new Map<Body, number>();
  for (const p of placed) if (isTraditionalPlanet(p.body)) byBody.set(p.body, normalizeDegrees(p.longitude));
  const mars = byBody.get('Mars');
  const saturn = byBody.get('Saturn');
  const classical = TRADITIONAL_PLANETS.filter((b) => byBody.has(b));
  // The arcs to examine, each as [start, length] running forward in longitude.
  const arcs: [number, number][] = [];
  if (mars !== undefined && saturn !== undefined) {
    const forward = normalizeDegrees(saturn - mars); // Mars -> Saturn in the order of the signs
    if (forward > 0 && forward <= 180) arcs.push([mars, forward]);
    if (forward >= 180) arcs.push([saturn, 360 - forward]);
  }
  const inside = (lon: number, [start, length]: [number, number]) => {
    const offset = normalizeDegrees(lon - start);
    return offset > 0 && offset < length;
  };
  const out: BesiegedPlanet[] = [];
  for (const body of BESIEGEABLE) {
    const lon = byBody.get(body);
    if (lon === undefined) continue;
    const besieged = arcs.some(
      (arc) =>
        inside(lon, arc) &&
        classical.every((other) => other === body || (MALEFICS as readonly Body[]).includes(other) || !inside(byBody.get(other)!, arc)),
    );
    out.push(besieged ? { body, isBesieged: true, besiegingMalefics: [...MALEFICS] } : { body, isBesieged: false });
  }
  return out;
}
