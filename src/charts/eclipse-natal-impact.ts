import { findEclipses } from '../events/index.js';
import type { BirthData, Body, EclipseNatalImpact, ImpactedPlanet } from '../schemas/index.js';
import type { TimeInput } from '../time/index.js';
import { angularSeparation } from '../units/index.js';
import { birthDataInput } from './birth-data-input.js';
import { requireRequestMembers } from './request-members.js';
import { placeBodies, techniqueBodies } from './technique-bodies.js';

/** Request of {@link eclipseNatalImpact}. */
export interface EclipseNatalImpactRequest {
  /** The birth data (spec `BirthData`). */
  readonly birth: BirthData;
  /** Start of the range (ISO date or date-time with a zone, Date, Instant). */
  readonly from: TimeInput;
  /** End of the range, at most 401 years after `from` (the events layer's limit). */
  readonly to: TimeInput;
}

/** Library options (not part of the request). */
export interface EclipseNatalImpactOptions {
  /** The natal bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

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

const MEMBERS = ['birth', 'from', 'to'] as const;

function significance(
  bands: readonly (readonly [number, ImpactedPlanet['significance']])[],
  orb: number,
): ImpactedPlanet['significance'] | undefined {
  for (const [limit, level] of bands) if (orb <= limit) return level;
  return undefined;
}

/**
 * @summary The solar and lunar eclipses in a range and the natal bodies each one touches (spec
 * `EclipseNatalImpact`).
 *
 * Every eclipse of the events layer's `findEclipses` (greatest eclipse within `from`..`to`) is listed, in time
 * order, with the Moon's longitude at greatest eclipse as the eclipse degree; `impactedPlanets` holds the natal
 * bodies within the bands of `ECLIPSE_IMPACT_BANDS` (conjunction, or opposition one band lower), in the order of
 * the natal bodies, with `orb` the distance from the exact conjunction or opposition. An eclipse touching nothing is
 * listed with an empty array.
 *
 * Errors: `UraniaError` naming the member (`birth.latitude`, `from`, `to`: missing, unparseable, reversed, outside
 * 1800–2200, or spanning more than 401 years).
 * @example
 * eclipseNatalImpact({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, from: '2024-01-01', to: '2025-01-01' }).length // 4
 */
export function eclipseNatalImpact(request: EclipseNatalImpactRequest, options: EclipseNatalImpactOptions = {}): EclipseNatalImpact[] {
  const record = requireRequestMembers(request, MEMBERS, ['birth', 'from', 'to'], '', 'an eclipse impact request');
  const birth = birthDataInput(record.birth, 'birth');
  const observer = birth.birthTime === undefined ? undefined : { latitude: birth.latitude, longitude: birth.longitude };
  const natal = placeBodies(techniqueBodies(options.bodies), birth.civil.instant, observer);
  const eclipses = findEclipses({ from: record.from as TimeInput, to: record.to as TimeInput });
  return eclipses.map((e) => {
    const impactedPlanets: ImpactedPlanet[] = [];
    for (const n of natal) {
      const separation = angularSeparation(e.longitude, n.longitude);
      const conj = significance(ECLIPSE_IMPACT_BANDS.conjunction, separation);
      const opp = significance(ECLIPSE_IMPACT_BANDS.opposition, 180 - separation);
      if (conj !== undefined) impactedPlanets.push({ body: n.body, natalLongitude: n.longitude, orb: separation, significance: conj });
      else if (opp !== undefined) impactedPlanets.push({ body: n.body, natalLongitude: n.longitude, orb: 180 - separation, significance: opp });
    }
    return { eclipseDate: e.date, eclipseType: e.kind, eclipseLongitude: e.longitude, eclipseSign: e.sign, impactedPlanets };
  });
}
