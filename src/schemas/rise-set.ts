import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { geoLatitude, geoLongitude, isoDate, oneOf, isoDateOrDateTime, timeZoneName } from './fields.js';
import { closedObject } from './closed-object.js';

/** Rise, set and transits of a body at a place (`riseSetTransit`, `findRiseSet`): the requests. */

/** `riseSetTransit`: a body, a place and a local civil date. */
export const RiseSetTransitRequest = closedObject('Rise, set and transits of a body during one local day.', {
  body: oneOf(BODIES, 'The body (any with a position of its own: not Vertex or AntiVertex).'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
  date: isoDate('Local civil date at the place.'),
  timezone: Type.Optional(timeZoneName('Zone of the place; default the zone at the coordinates.')),
});
export type RiseSetTransitRequest = Static<typeof RiseSetTransitRequest>;

/** `findRiseSet`: a body, a place and a range of instants (at most 2 years). */
export const RiseSetRequest = closedObject('Every rise, set and transit of a body at a place in a range.', {
  body: oneOf(BODIES, 'The body (any with a position of its own: not Vertex or AntiVertex).'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
  from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
  to: isoDateOrDateTime('End of the range, at most 2 years after from (UT).'),
});
export type RiseSetRequest = Static<typeof RiseSetRequest>;

/** `isAboveHorizon`: a body and a place (the instant is its own argument). */
export const HorizonPlaceRequest = closedObject('A body and the place it is seen from.', {
  body: oneOf(BODIES, 'The body (any with a position of its own: not Vertex or AntiVertex).'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
});
export type HorizonPlaceRequest = Static<typeof HorizonPlaceRequest>;
