import { Type, type Static } from 'typebox';
import {
  geoLatitude, geoLongitude, integerIn, ISO_DATE_PATTERN, ISO_DATE_TIME_PATTERN, isoDate, isoDateTime, oneOf, text, timeZoneName,
} from './fields.js';
import { CHALDEAN_PLANETS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { warningsLocaleMember } from './label-locale.js';
import { formatAnnotations } from './format-words.js';

/** Planetary hours (`planetaryHours`, `GET /planetary-hours`): the request, the hour and the day's record. */

/** `planetaryHours`: a local civil date at a place. */
export const PlanetaryHoursRequest = closedObject('The planetary hours of a local date at a place.', {
  date: isoDate('Local civil date (the day begins at its sunrise).'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
  timezone: Type.Optional(timeZoneName('Zone of the date; default the zone at the coordinates.')),
  locale: warningsLocaleMember(),
});
export type PlanetaryHoursRequest = Static<typeof PlanetaryHoursRequest>;

export const PlanetaryHour = closedObject('One planetary hour (library record, issue 5).', {
  hour: integerIn(1, 24, 'Number of the hour from sunrise (1–12 day hours, 13–24 night hours).'),
  isDaytime: Type.Boolean({ description: 'True for the hours between sunrise and sunset.' }),
  ruler: oneOf(CHALDEAN_PLANETS, 'Planet ruling the hour (Chaldean order).'),
  start: isoDateTime('Start of the hour (UT).'),
  end: isoDateTime('End of the hour (UT).'),
});
export type PlanetaryHour = Static<typeof PlanetaryHour>;

const instantOrNull = (description: string) => Type.Union([Type.String({ pattern: ISO_DATE_TIME_PATTERN, ...formatAnnotations('iso-date-time') }), Type.Null()], { description });

/** Answer of `planetaryHours` and `/planetary-hours`. */
export const PlanetaryHoursResponse = closedObject('The planetary hours of a local date at a place.', {
  date: Type.String({ pattern: ISO_DATE_PATTERN, ...formatAnnotations('iso-date'), description: 'The local civil date.' }),
  timezone: text('IANA zone of the date.'),
  dayRuler: oneOf(CHALDEAN_PLANETS, 'Ruler of the day (and of its first hour).'),
  method: oneOf(['sunrise-sunset', 'equal-hours'], 'Unequal hours, or the equal-hours fallback of polar day and night.'),
  sunrise: instantOrNull('Sunrise used (UT), null when none.'),
  sunset: instantOrNull('Sunset used (UT), null when none.'),
  nextSunrise: instantOrNull('Next sunrise used (UT), null when none.'),
  hours: Type.Array(PlanetaryHour, { minItems: 24, maxItems: 24, description: 'The 24 hours: 1–12 day, 13–24 night.' }),
  warnings: Type.Optional(Type.Array(Type.String(), { description: 'Why the fallback was used, when it was.' })),
});
export type PlanetaryHoursResponse = Static<typeof PlanetaryHoursResponse>;
