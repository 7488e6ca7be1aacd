import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDateOrDateTime, longitudeDeg, oneOf, orbDeg, utcInstant } from './fields.js';
import { ECLIPSE_KINDS, IMPACT_SIGNIFICANCES } from './record-enums.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Chart-derived results": eclipses on a natal chart (`eclipseNatalImpact`, `POST /eclipse-impact`). */

export const EclipseNatalImpactRequest = closedObject('Request for the eclipses of a range and the natal bodies they touch.', {
  birth: BirthData,
  from: utcInstant('Start of the range.'),
  to: utcInstant('End of the range, at most 401 years after from.'),
  ...zodiacMembers(),
});
export type EclipseNatalImpactRequest = Static<typeof EclipseNatalImpactRequest>;

/** The aspects an eclipse is read by (docs/chart-techniques.md "Eclipse impact"). */
const ECLIPSE_IMPACT_ASPECTS = ['conjunction', 'opposition', 'square'] as const;

/** Named by Urania: an item of EclipseNatalImpact's `impactedPlanets`. */
export const ImpactedPlanet = closedObject('A natal body touched by an eclipse.', {
  body: oneOf(BODIES, 'The natal body.'),
  natalLongitude: longitudeDeg('Natal longitude.'),
  orb: orbDeg('Distance from the exact aspect (conjunction, opposition or square) to the eclipse degree.'),
  significance: oneOf(IMPACT_SIGNIFICANCES, 'How strongly the eclipse touches the body.'),
  aspect: Type.Optional(oneOf(ECLIPSE_IMPACT_ASPECTS, 'The aspect of the natal body to the eclipse degree (Urania extension, issue 11).')),
});
export type ImpactedPlanet = Static<typeof ImpactedPlanet>;

export const EclipseNatalImpact = closedObject('An eclipse and the natal bodies it touches.', {
  eclipseDate: isoDateOrDateTime('Instant of greatest eclipse.'),
  eclipseType: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
  eclipseLongitude: longitudeDeg('Longitude of the eclipse: its lunation’s (Sun = Moon for a solar eclipse; the Moon’s for a lunar one).'),
  eclipseSign: oneOf(SIGNS, 'Sign of the eclipse.'),
  impactedPlanets: Type.Array(ImpactedPlanet, { description: 'Natal bodies near the eclipse degree.' }),
  ...zodiacRecordMembers(),
});
export type EclipseNatalImpact = Static<typeof EclipseNatalImpact>;
