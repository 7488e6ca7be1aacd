import { Type, type TProperties } from 'typebox';

/**
 * A birth is placed by `latitude` and `longitude`, or by `place` instead (issue 24): exactly one of the two. Written
 * as JSON Schema's `oneOf` of two `required` lists on the birth object, so the body schema of every route says it
 * and the one validator (src/records/parse.ts) checks it; `x-place-or-coordinates` marks the object so that a
 * failure is worded as a sentence (`latitude is required, or give place …`) rather than as the rule.
 */
export const PLACE_OR_COORDINATES = [
  { required: ['latitude', 'longitude'], properties: { place: false } },
  { required: ['place'], properties: { latitude: false, longitude: false } },
];

/**
 * @summary A closed birth object (`closedObject` and the place-or-coordinates rule): a request or a person whose
 * birth is given by `latitude`/`longitude` or by `place` (`birthLocationMembers`).
 * @example birthObject('Birth data of one person.', { birthDate: birthDateMember(), ...birthLocationMembers() })
 */
export const birthObject = <Properties extends TProperties>(description: string, properties: Properties) =>
  Type.Object(properties, {
    additionalProperties: false,
    description,
    oneOf: PLACE_OR_COORDINATES,
    'x-place-or-coordinates': true,
  });
