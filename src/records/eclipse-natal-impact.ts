import { eclipseImpacts } from '../charts/builders/eclipse-impacts.js';
import { EclipseNatalImpactRequest, type Body, type EclipseNatalImpact } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { findEclipses } from './eclipses.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { timeMembers, type WithTimeInputs } from './time-members.js';

/** Library options of {@link eclipseNatalImpact} (not part of the request). */
export interface EclipseNatalImpactOptions {
  /** The natal bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary The solar and lunar eclipses in a range and the natal bodies each one touches (spec
 * `EclipseNatalImpact`).
 *
 * Every eclipse of the events layer's `findEclipses` (greatest eclipse within `from`..`to`) is listed, in time
 * order, with its lunation's longitude as the eclipse degree (Sun = Moon for a solar eclipse, the Moon's for a
 * lunar one: docs/events.md "Eclipses"); `impactedPlanets` holds the natal bodies in conjunction, opposition or
 * square within the bands of `ECLIPSE_IMPACT_BANDS` (`eclipseImpacts`), each with its `aspect`. An eclipse
 * touching nothing is listed with an empty array.
 *
 * Errors: `UraniaError` naming the member (`birth.latitude`, `from`, `to`: missing, unparseable, reversed, outside
 * 1800–2200, or spanning more than 401 years).
 * @example
 * eclipseNatalImpact({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, from: '2024-01-01', to: '2025-01-01' }).length // 4
 */
export function eclipseNatalImpact(request: WithTimeInputs<EclipseNatalImpactRequest, 'from' | 'to'>, options: EclipseNatalImpactOptions = {}): EclipseNatalImpact[] {
  const members = timeMembers(request, ['from', 'to']);
  const r = parseBirthRequest(EclipseNatalImpactRequest, members.request);
  const { birth } = birthMoment(r.birth, 'birth');
  const bodies = techniqueBodies(options.bodies);
  const eclipses = findEclipses({ from: members.given.from ?? r.from, to: members.given.to ?? r.to });
  const impacts = eclipseImpacts(birth, eclipses.map((e) => e.longitude), bodies);
  return eclipses.map((e, i) => ({
    eclipseDate: e.date, eclipseType: e.kind, eclipseLongitude: e.longitude, eclipseSign: e.sign, impactedPlanets: impacts[i]!,
  }));
}
