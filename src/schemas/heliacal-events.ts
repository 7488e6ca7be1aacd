import { Type, type Static } from 'typebox';
import { geoLatitude, geoLongitude, isoDateOrDateTime, oneOf } from './fields.js';
import { HELIACAL_BODIES, HELIACAL_EVENT_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { longitudeSignMembers, utRangeMembers } from './members.js';

/** Spec "Chart-derived results": HeliacalEvent, and the query of `GET /heliacal-events`. */

export const HeliacalEvent = closedObject('A heliacal rising or setting of a planet.', {
  body: oneOf(HELIACAL_BODIES, 'The planet.'),
  type: oneOf(HELIACAL_EVENT_TYPES, 'Kind of heliacal event.'),
  date: isoDateOrDateTime('When the event happens.'),
  ...longitudeSignMembers('Longitude of the planet.', 'Sign of the planet.'),
});
export type HeliacalEvent = Static<typeof HeliacalEvent>;

const members = {
  ...utRangeMembers(10),
  latitude: geoLatitude('Latitude of the observer.'),
  longitude: geoLongitude('Longitude of the observer.'),
};

/** Pattern of a comma list of the heliacal planets (`Venus,Mars`). */
const HELIACAL_LIST_PATTERN = `^(${HELIACAL_BODIES.join('|')})(,(${HELIACAL_BODIES.join('|')}))*$`;

/** `GET /heliacal-events`: a range, a place, and optionally the planets as a comma list. */
export const HeliacalEventsQuery = closedObject('Heliacal events of Mercury–Saturn at a place in a range.', {
  ...members,
  bodies: Type.Optional(Type.String({
    pattern: HELIACAL_LIST_PATTERN,
    'x-allowed': `comma-separated, each one of: ${HELIACAL_BODIES.join(', ')}`,
    description: 'Comma-separated planets; default Mercury, Venus, Mars, Jupiter, Saturn.',
  })),
});
export type HeliacalEventsQuery = Static<typeof HeliacalEventsQuery>;

/** `findHeliacalEvents`: the query with the planets as an array. */
export const HeliacalEventsRequest = closedObject('Heliacal events of Mercury–Saturn at a place in a range.', {
  ...members,
  bodies: Type.Optional(Type.Array(oneOf(HELIACAL_BODIES, 'A planet.'), { description: 'Planets; default Mercury–Saturn.' })),
});
export type HeliacalEventsRequest = Static<typeof HeliacalEventsRequest>;
