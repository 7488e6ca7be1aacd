import { Type, type Static } from 'typebox';
import { BodyName, BodyPosition, frameOptionMembers, frameQueryMembers } from './positions.js';
import { dateQueryParam, ISO_DATE_TIME_PATTERN, isoDateOrDateTime, timezoneQueryParam } from './fields.js';
import { closedObject } from './closed-object.js';
import { allBodiesQueryMember, zodiacMembers, zodiacQueryMembers } from './members.js';
import { formatAnnotations } from './format-words.js';

/** Ephemeris tables (`src/records/ephemeris.ts`, `GET /ephemeris`): request, query and one row. */

/** What `ephemeris()` takes: a range of instants, a step and the bodies. */
export const EphemerisRequest = closedObject('Request for positions over a range of instants.', {
  from: isoDateOrDateTime('First instant (UT; the library function also takes a Date or an Instant).'),
  to: isoDateOrDateTime('Last instant, inclusive when it falls on the step grid (UT; also a Date or an Instant).'),
  stepDays: Type.Optional(Type.Number({ minimum: 1 / 1440, maximum: 36525, description: 'Step in days (fractions allowed: 1/24 for hourly rows); default 1.' })),
  bodies: Type.Optional(Type.Array(BodyName, { description: 'Which bodies; default every available body except Vertex/AntiVertex.' })),
  ...frameOptionMembers(),
  ...zodiacMembers(),
});
export type EphemerisRequest = Static<typeof EphemerisRequest>;

/** Query of `GET /ephemeris`. */
export const EphemerisQuery = closedObject('Query of GET /api/v1/ephemeris.', {
  from: dateQueryParam('First instant (a date alone: 00:00 local time).'),
  to: dateQueryParam('Last instant.'),
  step: Type.Optional(Type.Number({ minimum: 1 / 1440, maximum: 36525, default: 1, description: 'Step in days (fractions allowed: 0.25 = 6 h); default 1.' })),
  timezone: Type.Optional(timezoneQueryParam()),
  bodies: allBodiesQueryMember(),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'Latitude of the topocentric observer (with center=topocentric), degrees north.' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180, description: 'Longitude of the topocentric observer (with center=topocentric), degrees east.' })),
  ...frameQueryMembers(),
  ...zodiacQueryMembers(),
});
export type EphemerisQuery = Static<typeof EphemerisQuery>;

/** One row of an ephemeris table (`ephemeris()`, `GET /ephemeris`). */
export const EphemerisRow = closedObject('One row of an ephemeris table: an instant and the positions then.', {
  at: Type.String({ pattern: ISO_DATE_TIME_PATTERN, ...formatAnnotations('iso-date-time'), description: 'The row’s instant (UT, ISO 8601, to the second).' }),
  jdUt: Type.Number({ description: 'Julian Day (UT).' }),
  jdTt: Type.Number({ description: 'Julian Day (TT).' }),
  positions: Type.Array(BodyPosition, { description: 'The position of each body at this instant.' }),
});
export type EphemerisRow = Static<typeof EphemerisRow>;
