import { Type, type Static } from 'typebox';
import { integerIn, isoDateTime, nonNegative, oneOf } from './fields.js';
import { ECLIPSE_KINDS, ECLIPSE_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { longitudeSignMembers, rangeMembers } from './members.js';

/** Solar and lunar eclipses (`findEclipses`, `nextEclipse`, `GET /eclipses`): the request and the record. */

/**
 * @summary The members that place an eclipse (issue 11 #3): `magnitude`, `gamma`, `saros`, `sarosMember`, shared by
 * EclipseEvent (where `magnitude` is a spec member and the others optional extensions) and the yearly horoscope's
 * EclipseEntry (a record whose members are all required: there they are required, and always present).
 * @example closedObject('An eclipse.', { ...eclipseFactMembers() })
 */
export const eclipseFactMembers = () => ({
  magnitude: nonNegative('Magnitude of the eclipse (umbral for lunar eclipses other than penumbral).'),
  gamma: Type.Number({
    description: 'γ at greatest eclipse, Earth equatorial radii, positive north: the distance of the shadow axis from the Earth’s centre (solar) or of the Moon’s centre from the shadow axis (lunar).',
  }),
  // −60: over −3000..+3000 the lowest series met are solar −47 and lunar −54 (issue 14; was −20 for 1800–2200).
  saros: integerIn(-60, 300, 'Saros series (NASA’s numbering; solar and lunar series are numbered separately).'),
  sarosMember: integerIn(1, 100, 'Position of the eclipse in its saros series, 1 for the first.'),
});

const facts = eclipseFactMembers();

export const EclipseEvent = closedObject('A solar or lunar eclipse.', {
  kind: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
  type: oneOf(ECLIPSE_TYPES, 'Type of the eclipse (penumbral: lunar only; annular and hybrid: solar only).'),
  date: isoDateTime('Instant of greatest eclipse (UT).'),
  ...longitudeSignMembers(
    'Longitude of the eclipse: the Moon’s at the exact lunation (new moon, Sun = Moon, for a solar eclipse; full moon for a lunar one).',
    'Sign of that longitude: the sign of the eclipse.',
  ),
  magnitude: facts.magnitude,
  gamma: Type.Optional(facts.gamma),
  saros: Type.Optional(facts.saros),
  sarosMember: Type.Optional(facts.sarosMember),
});
export type EclipseEvent = Static<typeof EclipseEvent>;

/** `findEclipses`: a range of instants (at most 401 years). */
export const EclipsesRequest = closedObject('The solar and lunar eclipses of a range.', rangeMembers(401));
export type EclipsesRequest = Static<typeof EclipsesRequest>;
