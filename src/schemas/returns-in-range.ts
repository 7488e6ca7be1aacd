import { Type, type Static } from 'typebox';
import { isoDateTime, longitudeDeg, oneOf } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { utRangeMembers } from './members.js';
import { TIMELINE_TRANSIT_BODIES } from './transit-timeline.js';

/** Issue 27, the forecast layer: the returns of a body to its natal place over a range (`returnsInRange`). */

/** Longest range `returnsInRange` covers, years. */
export const RETURNS_IN_RANGE_MAX_YEARS = 100;

export const ReturnsInRangeRequest = closedObject('The returns of a body to its natal longitude between two instants.', {
  birth: BirthData,
  body: oneOf(TIMELINE_TRANSIT_BODIES, 'The returning body: the Sun, the Moon, a planet… (not Vertex or AntiVertex).'),
  ...utRangeMembers(RETURNS_IN_RANGE_MAX_YEARS),
});
export type ReturnsInRangeRequest = Static<typeof ReturnsInRangeRequest>;

export const PlanetaryReturn = closedObject('One return of a body to its natal longitude, with every pass a retrograde loop makes.', {
  body: oneOf(TIMELINE_TRANSIT_BODIES, 'The returning body.'),
  natalLongitude: longitudeDeg('The natal longitude returned to.'),
  passes: Type.Array(
    closedObject('One pass over the natal longitude.', {
      at: isoDateTime('Instant the body is on its natal longitude (UT).'),
      direction: oneOf(['direct', 'retrograde'] as const, 'The body’s direction at the pass.'),
    }),
    { minItems: 1, description: 'The passes of this return in time order: one, or three (direct, retrograde, direct) about a retrograde loop — all of them, also those just outside the range.' },
  ),
});
export type PlanetaryReturn = Static<typeof PlanetaryReturn>;

/** The answer of `returnsInRange` (and `POST /returns-in-range`): the returns, in time order. */
export const ReturnsInRange = Type.Array(PlanetaryReturn, { description: 'The returns of a body to its natal longitude, in time order.' });
export type ReturnsInRange = Static<typeof ReturnsInRange>;
