import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { degreeInSign, longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { bodyMember, progressionDateMembers, progressionRequestMembers, zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Chart-derived results": solar arc directions (`solarArc`, `POST /solar-arc`). */

export const SolarArcRequest = closedObject('Request for solar arc directions.', {
  ...progressionRequestMembers('the directions are'),
  ...zodiacMembers(),
  key: Type.Optional(oneOf(['solarArc', 'naibod'], "The arc: solarArc (the progressed Sun's, default) or naibod (0°59′08″ for each year of life).")),
});
export type SolarArcRequest = Static<typeof SolarArcRequest>;

/** Named by Urania: an item of SolarArc's `directedPositions`. */
export const DirectedPosition = closedObject('A body directed by solar arc.', {
  body: bodyMember(),
  natalLongitude: longitudeDeg('Natal longitude.'),
  directedLongitude: longitudeDeg('Natal longitude plus the arc.'),
  sign: oneOf(SIGNS, 'Sign of the directed longitude.'),
  degree: degreeInSign('Directed position within the sign.'),
});
export type DirectedPosition = Static<typeof DirectedPosition>;

export const SolarArc = closedObject('Solar arc directions.', {
  ...progressionDateMembers('the directions are'),
  arc: longitudeDeg('Progressed Sun minus natal Sun (or Naibod\'s 0°59′08″ a year with key naibod).'),
  key: Type.Optional(oneOf(['naibod'], 'The key, when not the true solar arc.')),
  directedPositions: Type.Array(DirectedPosition, { description: 'The directed bodies.' }),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
});
export type SolarArc = Static<typeof SolarArc>;
