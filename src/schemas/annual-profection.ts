import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, isoDateOrDateTime, oneOf } from './fields.js';
import { TimedBirthData } from './birth-data.js';

/** Spec "Natal and related records": the annual profection (`annualProfection`, `POST /traditional/profection`). */

const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);
const timedBirth = () => TimedBirthData;

export const ProfectionRequest = Type.Object(
  { birth: timedBirth(), at: instantField('Instant of the profection, on or after the birth and within 400 years of it.') },
  { additionalProperties: false, description: 'Request for the annual profection at an instant.' },
);
export type ProfectionRequest = Static<typeof ProfectionRequest>;

export const Profection = Type.Object(
  {
    age: integerIn(0, 400, 'Completed years of age.'),
    activatedHouse: houseNumber('House activated by the annual profection.'),
    activatedSign: oneOf(SIGNS, 'Sign of the activated house.'),
    lordOfTheYear: oneOf(BODIES, 'Ruler of the activated sign.'),
  },
  { additionalProperties: false, description: 'Annual profection for an age.' },
);
export type Profection = Static<typeof Profection>;
