import type { Body, ImpactedPlanet } from '../../schemas/index.js';
import { angularSeparation } from '../../units/index.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';
import { shiftedPositions } from './zodiac-shift.js';

/** An aspect an eclipse is read by (the schema's `ImpactedPlanet.aspect`). */
type ImpactAspect = NonNullable<ImpactedPlanet['aspect']>;

/**
 * Orb bands of an eclipse on a natal body, degrees from the exact aspect to the eclipse degree (upper bounds
 * inclusive). A conjunction within 1° is `high`, within 3° `moderate`, within 5° `low`. The opposition — the natal
 * body on the other end of the eclipse axis (for a lunar eclipse, conjunct the eclipsed Sun's degree) — counts one
 * band lower: `moderate` within 1°, `low` within 3°. The square — a natal body across the eclipse axis — counts
 * only as `low`, within 2°. Urania's bands, after the common practice of reading eclipses by conjunction first,
 * opposition second and the square last, with orbs of a few degrees (Brady, The Eagle and the Lark, 1992; Teal,
 * Eclipses, 2006). docs/chart-techniques.md "Eclipse impact".
 */
export const ECLIPSE_IMPACT_BANDS = {
  conjunction: [[1, 'high'], [3, 'moderate'], [5, 'low']],
  opposition: [[1, 'moderate'], [3, 'low']],
  square: [[2, 'low']],
} as const satisfies Record<ImpactAspect, readonly (readonly [number, ImpactedPlanet['significance']])[]>;

/** The aspects an eclipse is read by, strongest first, with their angles. */
const IMPACT_ASPECT_ANGLES: readonly (readonly [ImpactAspect, number])[] = [['conjunction', 0], ['opposition', 180], ['square', 90]];

function significance(
  bands: readonly (readonly [number, ImpactedPlanet['significance']])[],
  orb: number,
): ImpactedPlanet['significance'] | undefined {
  for (const [limit, level] of bands) if (orb <= limit) return level;
  return undefined;
}

/**
 * @summary For each eclipse degree, the natal bodies of a birth within the bands of `ECLIPSE_IMPACT_BANDS`
 * (conjunction; else opposition, one band lower; else square, `low`), in the order of the natal bodies, with `orb`
 * the distance from the exact aspect and `aspect` its name; an eclipse touching nothing gets an empty array.
 * `natalShiftDeg` (default 0) is subtracted from the natal longitudes: the ayanamsa at birth of a sidereal reading,
 * whose eclipse longitudes the caller gives sidereal too (zodiac-shift.ts).
 * @example eclipseImpacts(birth, [120.5], TECHNIQUE_BODIES)[0] // [{ body: 'Sun', natalLongitude: 112.8…, orb: …, significance: …, aspect: 'conjunction' }] or []
 */
export function eclipseImpacts(
  birth: ResolvedBirth,
  eclipseLongitudes: readonly number[],
  bodies: readonly Body[],
  natalShiftDeg = 0,
): ImpactedPlanet[][] {
  const natal = shiftedPositions(placeBodies(bodies, birth.at, birthObserver(birth)), natalShiftDeg);
  return eclipseLongitudes.map((longitude) => {
    const impactedPlanets: ImpactedPlanet[] = [];
    for (const n of natal) {
      const separation = angularSeparation(longitude, n.longitude);
      for (const [aspect, angle] of IMPACT_ASPECT_ANGLES) {
        const orb = Math.abs(separation - angle);
        const level = significance(ECLIPSE_IMPACT_BANDS[aspect], orb);
        if (level === undefined) continue;
        impactedPlanets.push({ body: n.body, natalLongitude: n.longitude, orb, significance: level, aspect });
        break;
      }
    }
    return impactedPlanets;
  });
}
