import type { Body, ImpactedPlanet } from '../../schemas/index.js';
import { angularSeparation } from '../../units/index.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';

/**
 * Orb bands of an eclipse on a natal body, degrees from the eclipse degree (upper bounds inclusive). A conjunction
 * within 1° is `high`, within 3° `moderate`, within 5° `low`. The opposition — the natal body on the other end of
 * the eclipse axis (for a lunar eclipse, conjunct the eclipsed Sun's degree) — counts one band lower: `moderate`
 * within 1°, `low` within 3°. Urania's bands, after the common practice of reading eclipses by conjunction first and
 * opposition second with orbs of a few degrees (Brady, The Eagle and the Lark, 1992; Teal, Eclipses, 2006).
 */
export const ECLIPSE_IMPACT_BANDS = {
  conjunction: [[1, 'high'], [3, 'moderate'], [5, 'low']],
  opposition: [[1, 'moderate'], [3, 'low']],
} as const satisfies Record<'conjunction' | 'opposition', readonly (readonly [number, ImpactedPlanet['significance']])[]>;

function significance(
  bands: readonly (readonly [number, ImpactedPlanet['significance']])[],
  orb: number,
): ImpactedPlanet['significance'] | undefined {
  for (const [limit, level] of bands) if (orb <= limit) return level;
  return undefined;
}

/**
 * @summary For each eclipse degree, the natal bodies of a birth within the bands of `ECLIPSE_IMPACT_BANDS`
 * (conjunction, or opposition one band lower), in the order of the natal bodies, with `orb` the distance from the
 * exact conjunction or opposition; an eclipse touching nothing gets an empty array.
 * @example eclipseImpacts(birth, [120.5], TECHNIQUE_BODIES)[0] // [{ body: 'Sun', natalLongitude: 112.8…, orb: …, significance: … }] or []
 */
export function eclipseImpacts(birth: ResolvedBirth, eclipseLongitudes: readonly number[], bodies: readonly Body[]): ImpactedPlanet[][] {
  const natal = placeBodies(bodies, birth.at, birthObserver(birth));
  return eclipseLongitudes.map((longitude) => {
    const impactedPlanets: ImpactedPlanet[] = [];
    for (const n of natal) {
      const separation = angularSeparation(longitude, n.longitude);
      const conj = significance(ECLIPSE_IMPACT_BANDS.conjunction, separation);
      const opp = significance(ECLIPSE_IMPACT_BANDS.opposition, 180 - separation);
      if (conj !== undefined) impactedPlanets.push({ body: n.body, natalLongitude: n.longitude, orb: separation, significance: conj });
      else if (opp !== undefined) impactedPlanets.push({ body: n.body, natalLongitude: n.longitude, orb: 180 - separation, significance: opp });
    }
    return impactedPlanets;
  });
}
