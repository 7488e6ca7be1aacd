import { Type, type TProperties } from 'typebox';

/**
 * @summary A closed object schema with its description: `Type.Object(properties, { additionalProperties: false,
 * description })`, the one home of the rule that every request and record rejects the members it does not declare
 * (docs/schemas.md, "Objects are closed").
 * @example
 * export const Ingress = closedObject('A planet entering a sign.', {
 *   planet: oneOf(BODIES, 'The planet changing sign.'),
 *   sign: oneOf(SIGNS, 'Sign the planet enters.'),
 * });
 */
export const closedObject = <Properties extends TProperties>(description: string, properties: Properties) =>
  Type.Object(properties, { additionalProperties: false, description });
