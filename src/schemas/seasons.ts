import { type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { isoDateTime, oneOf } from './fields.js';
import { SEASON_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { rangeMembers } from './members.js';

/** The equinoxes and solstices (`findSeasons`, `nextSeason`, `GET /seasons`): the request and the record. */

export const Season = closedObject('An equinox or solstice.', {
  type: oneOf(SEASON_TYPES, 'Equinox or solstice.'),
  sign: oneOf(SIGNS, 'Sign the Sun enters (Aries, Cancer, Libra, Capricorn).'),
  date: isoDateTime('Instant the Sun reaches 0°, 90°, 180° or 270° (UT).'),
});
export type Season = Static<typeof Season>;

/** `findSeasons`: a range of instants (at most 401 years). */
export const SeasonsRequest = closedObject('The equinoxes and solstices of a range.', rangeMembers(401));
export type SeasonsRequest = Static<typeof SeasonsRequest>;
