import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { isoDateTime, oneOf, isoDateOrDateTime } from './fields.js';
import { SEASON_TYPES } from './record-enums.js';

/** The equinoxes and solstices (`findSeasons`, `nextSeason`, `GET /seasons`): the request and the record. */

export const Season = Type.Object(
  {
    type: oneOf(SEASON_TYPES, 'Equinox or solstice.'),
    sign: oneOf(SIGNS, 'Sign the Sun enters (Aries, Cancer, Libra, Capricorn).'),
    date: isoDateTime('Instant the Sun reaches 0°, 90°, 180° or 270° (UT).'),
  },
  { additionalProperties: false, description: 'An equinox or solstice.' },
);
export type Season = Static<typeof Season>;

/** `findSeasons`: a range of instants (at most 401 years). */
export const SeasonsRequest = Type.Object(
  {
    from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
    to: isoDateOrDateTime('End of the range, at most 401 years after from (UT).'),
  },
  { additionalProperties: false, description: 'The equinoxes and solstices of a range.' },
);
export type SeasonsRequest = Static<typeof SeasonsRequest>;
