import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { latitudeDeg, longitudeDeg, oneOf, text } from './fields.js';
import { CHALDEAN_PLANETS } from './record-enums.js';
import { PlanetaryHour } from './library-records.js';

/**
 * Records of the HTTP adapter's `/fixed-stars` and `/planetary-hours` answers: the stars layer's
 * `FixedStarPosition` and the events layer's `PlanetaryHours`, field for field (the spec names neither shape).
 */

/** One star of `/fixed-stars` (the stars layer's `FixedStarPosition`). */
export const FixedStarRecord = Type.Object(
  {
    name: text('Traditional name, as in the catalogue.'),
    designation: text('Bayer-style designation (alTau = α Tauri).'),
    longitude: longitudeDeg('Apparent ecliptic longitude, true ecliptic and equinox of date.'),
    latitude: latitudeDeg('Apparent ecliptic latitude.'),
    speed: Type.Number({ description: 'Rate of change of the longitude, degrees per day.' }),
    rightAscension: longitudeDeg('Apparent right ascension.'),
    declination: latitudeDeg('Apparent declination.'),
    magnitude: Type.Number({ description: 'Visual magnitude V.' }),
    sign: oneOf(SIGNS, 'Zodiac sign of the longitude.'),
  },
  { additionalProperties: false, description: 'Apparent position of a fixed star.' },
);
export type FixedStarRecord = Static<typeof FixedStarRecord>;

/** Answer of `/fixed-stars`. */
export const FixedStarsResponse = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The instant (UT, ISO 8601).' }),
    stars: Type.Array(FixedStarRecord, { description: 'The catalogue’s classic astrological fixed stars.' }),
  },
  { additionalProperties: false, description: 'Apparent positions of the fixed stars at an instant.' },
);
export type FixedStarsResponse = Static<typeof FixedStarsResponse>;

const instantOrNull = (description: string) => Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

/** Answer of `/planetary-hours` (the events layer's `PlanetaryHours`). */
export const PlanetaryHoursResponse = Type.Object(
  {
    date: Type.String({ format: 'date', description: 'The local civil date.' }),
    timezone: text('IANA zone of the date.'),
    dayRuler: oneOf(CHALDEAN_PLANETS, 'Ruler of the day (and of its first hour).'),
    method: oneOf(['sunrise-sunset', 'equal-hours'], 'Unequal hours, or the equal-hours fallback of polar day and night.'),
    sunrise: instantOrNull('Sunrise used (UT), null when none.'),
    sunset: instantOrNull('Sunset used (UT), null when none.'),
    nextSunrise: instantOrNull('Next sunrise used (UT), null when none.'),
    hours: Type.Array(PlanetaryHour, { minItems: 24, maxItems: 24, description: 'The 24 hours: 1–12 day, 13–24 night.' }),
    warnings: Type.Optional(Type.Array(Type.String(), { description: 'Why the fallback was used, when it was.' })),
  },
  { additionalProperties: false, description: 'The planetary hours of a local date at a place.' },
);
export type PlanetaryHoursResponse = Static<typeof PlanetaryHoursResponse>;
