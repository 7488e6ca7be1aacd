import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDateOrDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { ECLIPSE_KINDS, IMPACT_SIGNIFICANCES } from './record-enums.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": eclipses on a natal chart (`eclipseNatalImpact`, `POST /eclipse-impact`). */

const birth = () => BirthData;
const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);

export const EclipseNatalImpactRequest = Type.Object(
  {
    birth: birth(),
    from: instantField('Start of the range.'),
    to: instantField('End of the range, at most 401 years after from.'),
  },
  { additionalProperties: false, description: 'Request for the eclipses of a range and the natal bodies they touch.' },
);
export type EclipseNatalImpactRequest = Static<typeof EclipseNatalImpactRequest>;

/** Named by Urania: an item of EclipseNatalImpact's `impactedPlanets`. */
export const ImpactedPlanet = Type.Object(
  {
    body: oneOf(BODIES, 'The natal body.'),
    natalLongitude: longitudeDeg('Natal longitude.'),
    orb: orbDeg('Distance from the eclipse degree.'),
    significance: oneOf(IMPACT_SIGNIFICANCES, 'How strongly the eclipse touches the body.'),
  },
  { additionalProperties: false, description: 'A natal body touched by an eclipse.' },
);
export type ImpactedPlanet = Static<typeof ImpactedPlanet>;

export const EclipseNatalImpact = Type.Object(
  {
    eclipseDate: isoDateOrDateTime('Instant of greatest eclipse.'),
    eclipseType: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
    eclipseLongitude: longitudeDeg('Longitude of the eclipse (the Moon’s).'),
    eclipseSign: oneOf(SIGNS, 'Sign of the eclipse.'),
    impactedPlanets: Type.Array(ImpactedPlanet, { description: 'Natal bodies near the eclipse degree.' }),
  },
  { additionalProperties: false, description: 'An eclipse and the natal bodies it touches.' },
);
export type EclipseNatalImpact = Static<typeof EclipseNatalImpact>;
