import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { degreeInSign, isoDate, isoDateOrDateTime, longitudeDeg, oneOf } from './fields.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": solar arc directions (`solarArc`, `POST /solar-arc`). */

const birth = () => BirthData;
const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);

export const SolarArcRequest = Type.Object(
  {
    birth: birth(),
    targetDate: instantField('Date the directions are for, not before the birth.'),
  },
  { additionalProperties: false, description: 'Request for solar arc directions.' },
);
export type SolarArcRequest = Static<typeof SolarArcRequest>;

/** Named by Urania: an item of SolarArc's `directedPositions`. */
export const DirectedPosition = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    natalLongitude: longitudeDeg('Natal longitude.'),
    directedLongitude: longitudeDeg('Natal longitude plus the arc.'),
    sign: oneOf(SIGNS, 'Sign of the directed longitude.'),
    degree: degreeInSign('Directed position within the sign.'),
  },
  { additionalProperties: false, description: 'A body directed by solar arc.' },
);
export type DirectedPosition = Static<typeof DirectedPosition>;

export const SolarArc = Type.Object(
  {
    birthDate: isoDate('Date of birth.'),
    targetDate: isoDateOrDateTime('Date the directions are for.'),
    arc: longitudeDeg('Progressed Sun minus natal Sun.'),
    directedPositions: Type.Array(DirectedPosition, { description: 'The directed bodies.' }),
  },
  { additionalProperties: false, description: 'Solar arc directions.' },
);
export type SolarArc = Static<typeof SolarArc>;
