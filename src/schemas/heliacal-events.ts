import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { geoLatitude, geoLongitude, isoDateOrDateTime, longitudeDeg, oneOf } from './fields.js';
import { HELIACAL_BODIES, HELIACAL_EVENT_TYPES } from './record-enums.js';

/** Spec "Chart-derived results": HeliacalEvent, and the query of `GET /heliacal-events`. */

export const HeliacalEvent = Type.Object(
  {
    body: oneOf(HELIACAL_BODIES, 'The planet.'),
    type: oneOf(HELIACAL_EVENT_TYPES, 'Kind of heliacal event.'),
    date: isoDateOrDateTime('When the event happens.'),
    longitude: longitudeDeg('Longitude of the planet.'),
    sign: oneOf(SIGNS, 'Sign of the planet.'),
  },
  { additionalProperties: false, description: 'A heliacal rising or setting of a planet.' },
);
export type HeliacalEvent = Static<typeof HeliacalEvent>;

const members = {
  from: isoDateOrDateTime('Start of the range (UT).'),
  to: isoDateOrDateTime('End of the range (UT), at most 10 years after from.'),
  latitude: geoLatitude('Latitude of the observer.'),
  longitude: geoLongitude('Longitude of the observer.'),
};

/** Pattern of a comma list of the heliacal planets (`Venus,Mars`). */
const HELIACAL_LIST_PATTERN = `^(${HELIACAL_BODIES.join('|')})(,(${HELIACAL_BODIES.join('|')}))*$`;

/** `GET /heliacal-events`: a range, a place, and optionally the planets as a comma list. */
export const HeliacalEventsQuery = Type.Object(
  {
    ...members,
    bodies: Type.Optional(Type.String({
      pattern: HELIACAL_LIST_PATTERN,
      'x-allowed': `comma-separated, each one of: ${HELIACAL_BODIES.join(', ')}`,
      description: 'Comma-separated planets; default Mercury, Venus, Mars, Jupiter, Saturn.',
    })),
  },
  { additionalProperties: false, description: 'Heliacal events of Mercury–Saturn at a place in a range.' },
);
export type HeliacalEventsQuery = Static<typeof HeliacalEventsQuery>;

/** `findHeliacalEvents`: the query with the planets as an array. */
export const HeliacalEventsRequest = Type.Object(
  {
    ...members,
    bodies: Type.Optional(Type.Array(oneOf(HELIACAL_BODIES, 'A planet.'), { description: 'Planets; default Mercury–Saturn.' })),
  },
  { additionalProperties: false, description: 'Heliacal events of Mercury–Saturn at a place in a range.' },
);
export type HeliacalEventsRequest = Static<typeof HeliacalEventsRequest>;
