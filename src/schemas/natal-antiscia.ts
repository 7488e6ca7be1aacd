import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { longitudeDeg, oneOf } from './fields.js';
import { ANTISCIA_TYPES } from './record-enums.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { bodyMember, bodyPairMembers, exactnessOrbMember, zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Natal and related records": antiscia of a birth (`natalAntiscia`, `POST /traditional/antiscia`). */

export const AntisciaRequest = closedObject('Request for the antiscia of a birth and the bodies connected by them.', {
  birth: BirthData,
  orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, description: 'Orb of the connections, degrees, 0 to 15; default 1.' })),
  ...zodiacMembers(),
});
export type AntisciaRequest = Static<typeof AntisciaRequest>;

export const Antiscia = closedObject('Antiscion and contra-antiscion of a body.', {
  body: bodyMember(),
  originalLongitude: longitudeDeg('Longitude of the body.'),
  antisciaLongitude: longitudeDeg('Reflection across the Cancer–Capricorn axis (180° minus the longitude).'),
  contraAntisciaLongitude: longitudeDeg('Reflection across the Aries–Libra axis (360° minus the longitude).'),
  antisciaSign: oneOf(SIGNS, 'Sign of the antiscion.'),
  contraAntisciaSign: oneOf(SIGNS, 'Sign of the contra-antiscion.'),
});
export type Antiscia = Static<typeof Antiscia>;

export const AntisciaConnection = closedObject('A body on another body’s antiscion or contra-antiscion.', {
  ...bodyPairMembers('Second body, conjunct the first body’s (contra-)antiscion.'),
  type: oneOf(ANTISCIA_TYPES, 'Kind of reflection.'),
  orb: exactnessOrbMember(),
});
export type AntisciaConnection = Static<typeof AntisciaConnection>;

/** Named by Urania: the antiscia of a chart's bodies and the pairs they connect. */
export const AntisciaResponse = closedObject('Antiscia of a natal chart.', {
  antiscia: Type.Array(Antiscia, { description: 'Antiscion and contra-antiscion of each body.' }),
  connections: Type.Array(AntisciaConnection, { description: 'Bodies on another body’s antiscion or contra-antiscion, within the orb.' }),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
});
export type AntisciaResponse = Static<typeof AntisciaResponse>;
