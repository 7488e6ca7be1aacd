import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { longitudeDeg, oneOf, orbDeg } from './fields.js';
import { ANTISCIA_TYPES } from './record-enums.js';
import { BirthData } from './birth-data.js';

/** Spec "Natal and related records": antiscia of a birth (`natalAntiscia`, `POST /traditional/antiscia`). */

const birth = () => BirthData;

export const AntisciaRequest = Type.Object(
  {
    birth: birth(),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, description: 'Orb of the connections, degrees, 0 to 15; default 1.' })),
  },
  { additionalProperties: false, description: 'Request for the antiscia of a birth and the bodies connected by them.' },
);
export type AntisciaRequest = Static<typeof AntisciaRequest>;

export const Antiscia = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    originalLongitude: longitudeDeg('Longitude of the body.'),
    antisciaLongitude: longitudeDeg('Reflection across the Cancer–Capricorn axis (180° minus the longitude).'),
    contraAntisciaLongitude: longitudeDeg('Reflection across the Aries–Libra axis (360° minus the longitude).'),
    antisciaSign: oneOf(SIGNS, 'Sign of the antiscion.'),
    contraAntisciaSign: oneOf(SIGNS, 'Sign of the contra-antiscion.'),
  },
  { additionalProperties: false, description: 'Antiscion and contra-antiscion of a body.' },
);
export type Antiscia = Static<typeof Antiscia>;

export const AntisciaConnection = Type.Object(
  {
    body1: oneOf(BODIES, 'First body.'),
    body2: oneOf(BODIES, 'Second body, conjunct the first body’s (contra-)antiscion.'),
    type: oneOf(ANTISCIA_TYPES, 'Kind of reflection.'),
    orb: orbDeg('Distance from exactness.'),
  },
  { additionalProperties: false, description: 'A body on another body’s antiscion or contra-antiscion.' },
);
export type AntisciaConnection = Static<typeof AntisciaConnection>;

/** Named by Urania: the antiscia of a chart's bodies and the pairs they connect. */
export const AntisciaResponse = Type.Object(
  {
    antiscia: Type.Array(Antiscia, { description: 'Antiscion and contra-antiscion of each body.' }),
    connections: Type.Array(AntisciaConnection, { description: 'Bodies on another body’s antiscion or contra-antiscion, within the orb.' }),
  },
  { additionalProperties: false, description: 'Antiscia of a natal chart.' },
);
export type AntisciaResponse = Static<typeof AntisciaResponse>;
