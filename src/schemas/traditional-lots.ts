import { Type, type Static } from 'typebox';
import { HOUSE_SYSTEMS, SIGNS } from './enums.js';
import { degreeInSign, longitudeDeg, oneOf, text } from './fields.js';
import { TimedBirthData } from './birth-data.js';

/** Spec "Natal and related records": the Hermetic lots of a timed birth (`traditionalLots`, `POST /traditional/lots`). */

const timedBirth = () => TimedBirthData;
const houseSystem = () => Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system of the chart; default Placidus (the Ascendant does not depend on it).'));

export const TraditionalChartRequest = Type.Object(
  { birth: timedBirth(), houseSystem: houseSystem() },
  { additionalProperties: false, description: 'Request for a traditional technique of a timed birth (lots, temperament).' },
);
export type TraditionalChartRequest = Static<typeof TraditionalChartRequest>;

export const ArabicPart = Type.Object(
  {
    name: text('Name of the part (lot).'),
    longitude: longitudeDeg('Longitude of the part.'),
    sign: oneOf(SIGNS, 'Sign of the part.'),
    degree: degreeInSign('Position within the sign.'),
    formula: text('Formula used, for example "ASC + Moon - Sun" (day chart).'),
  },
  { additionalProperties: false, description: 'An Arabic part (Hellenistic lot).' },
);
export type ArabicPart = Static<typeof ArabicPart>;
