import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, SIGNS } from './enums.js';
import {
  degreeInSign, houseNumber, integerIn, isoDateOrDateTime, longitudeDeg, nonNegative, oneOf, orbDeg, text,
} from './fields.js';
import { ANTISCIA_TYPES, PRENATAL_LUNATION_TYPES, TEMPERAMENTS } from './record-enums.js';

/** Spec "Natal and related records": traditional techniques and transits to a natal chart. */

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

export const ZodiacalReleasingPeriod = Type.Object(
  {
    sign: oneOf(SIGNS, 'Sign of the period.'),
    lord: oneOf(BODIES, 'Ruler of the sign.'),
    startDate: isoDateOrDateTime('Start of the period.'),
    endDate: isoDateOrDateTime('End of the period.'),
    durationMonths: nonNegative('Length of the period in months.'),
    level: integerIn(1, 4, 'Level of the period (1 = major).'),
    isPeakPeriod: Type.Boolean({ description: 'True when the sign is angular to the lot (a peak period).' }),
    isLoosingOfTheBond: Type.Boolean({ description: 'True when the period is a loosing of the bond.' }),
  },
  { additionalProperties: false, description: 'A period of zodiacal releasing.' },
);
export type ZodiacalReleasingPeriod = Static<typeof ZodiacalReleasingPeriod>;

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

export const Temperament = Type.Object(
  {
    hot: nonNegative('Points for the hot quality.'),
    cold: nonNegative('Points for the cold quality.'),
    wet: nonNegative('Points for the wet quality.'),
    dry: nonNegative('Points for the dry quality.'),
    primary: oneOf(TEMPERAMENTS, 'Dominant temperament (hot+dry choleric, hot+wet sanguine, cold+dry melancholic, cold+wet phlegmatic).'),
    secondary: oneOf(TEMPERAMENTS, 'Second temperament.'),
  },
  { additionalProperties: false, description: 'Temperament from the balance of the four qualities.' },
);
export type Temperament = Static<typeof Temperament>;

export const PrenatalLunation = Type.Object(
  {
    type: oneOf(PRENATAL_LUNATION_TYPES, 'New or full Moon.'),
    date: isoDateOrDateTime('Instant of the lunation (UT).'),
    longitude: longitudeDeg('Longitude of the lunation (the Moon’s).'),
    sign: oneOf(SIGNS, 'Sign of the lunation.'),
  },
  { additionalProperties: false, description: 'The last new or full Moon before birth.' },
);
export type PrenatalLunation = Static<typeof PrenatalLunation>;

export const TransitAspect = Type.Object(
  {
    transitBody: oneOf(BODIES, 'The transiting body.'),
    natalBody: oneOf(BODIES, 'The natal body.'),
    aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
    orb: orbDeg('Distance from exactness.'),
    isApplying: Type.Boolean({ description: 'True when the aspect is closing.' }),
    transitLongitude: longitudeDeg('Longitude of the transiting body.'),
    natalLongitude: longitudeDeg('Longitude of the natal body.'),
  },
  { additionalProperties: false, description: 'A transiting body’s aspect to a natal body.' },
);
export type TransitAspect = Static<typeof TransitAspect>;
