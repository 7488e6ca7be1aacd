import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { BODIES, SIGNS } from './enums.js';
import { isoDateTime, longitudeDeg, oneOf } from './fields.js';

/** A body's sign at both ends of the birth day, when they differ. */
export const UntimedSignChange = closedObject('A body that changes sign during the birth day.', {
  body: oneOf(BODIES, 'The body.'),
  startSign: oneOf(SIGNS, 'Its sign at 00:00 local.'),
  endSign: oneOf(SIGNS, 'Its sign at 23:59 local.'),
});
export type UntimedSignChange = Static<typeof UntimedSignChange>;

/**
 * What a chart without a birth time assumes by casting it for local noon (issue 24): the Moon's longitude and sign
 * at 00:00 and 23:59 of the birth day, and every aspect body whose sign differs between the two.
 */
export const UntimedDay = closedObject('What the noon chart of an untimed birth assumes (Urania extension, issue 24).', {
  dayStart: isoDateTime('UT instant of 00:00 local on the birth date.'),
  dayEnd: isoDateTime('UT instant of 23:59 local on the birth date.'),
  moonStartLongitude: longitudeDeg('The Moon’s longitude at 00:00 local (in the chart’s zodiac).'),
  moonEndLongitude: longitudeDeg('The Moon’s longitude at 23:59 local.'),
  moonStartSign: oneOf(SIGNS, 'The Moon’s sign at 00:00 local.'),
  moonEndSign: oneOf(SIGNS, 'The Moon’s sign at 23:59 local.'),
  signChanges: Type.Array(UntimedSignChange, {
    description: 'The aspect bodies (ten planets, Chiron, the true nodes) whose sign at 00:00 differs from that at 23:59: their sign in the noon chart may be wrong.',
  }),
});
export type UntimedDay = Static<typeof UntimedDay>;
