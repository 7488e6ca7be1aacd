import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { latitudeDeg, longitudeDeg, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { answerInstantMember } from './members.js';

/** Fixed stars (`fixedStar`, `fixedStarPositions`, `GET /fixed-stars`): the star's record and the answer. */

/** One star's apparent position (the records layer's `FixedStarPosition`). */
export const FixedStarRecord = closedObject('Apparent position of a fixed star.', {
  name: text('Traditional name, as in the catalogue.'),
  designation: text('Bayer-style designation (alTau = α Tauri).'),
  longitude: longitudeDeg('Apparent ecliptic longitude, true ecliptic and equinox of date.'),
  latitude: latitudeDeg('Apparent ecliptic latitude.'),
  speed: Type.Number({ description: 'Rate of change of the longitude, degrees per day.' }),
  rightAscension: longitudeDeg('Apparent right ascension.'),
  declination: latitudeDeg('Apparent declination.'),
  magnitude: Type.Number({ description: 'Visual magnitude V.' }),
  sign: oneOf(SIGNS, 'Zodiac sign of the longitude.'),
});
export type FixedStarRecord = Static<typeof FixedStarRecord>;

/** Answer of `/fixed-stars`. */
export const FixedStarsResponse = closedObject('Apparent positions of the fixed stars at an instant.', {
  at: answerInstantMember(),
  stars: Type.Array(FixedStarRecord, { description: 'The catalogue’s classic astrological fixed stars.' }),
});
export type FixedStarsResponse = Static<typeof FixedStarsResponse>;
