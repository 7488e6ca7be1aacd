import { Type, type Static } from 'typebox';
import { ASPECT_TYPES } from './enums.js';
import { isoDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { utRangeMembers } from './members.js';
import { PROGRESSION_TIMELINE_MAX_YEARS, timelineOrbMember } from './progression-timeline.js';
import { TIMELINE_NATAL_POINTS, TimelineAspects, TimelinePoints } from './transit-timeline.js';

/** Issue 27, the forecast layer: the timeline of directions (`directionTimeline`) — its request and one contact. */

/** The keys of a direction: the true solar arc (the progressed Sun's motion) or Naibod's mean one. */
export const DIRECTION_KEYS = ['solarArc', 'naibod'] as const;

export const DirectionTimelineRequest = closedObject('Solar arc directions of a range of years as a timeline of contacts.', {
  birth: BirthData,
  ...utRangeMembers(PROGRESSION_TIMELINE_MAX_YEARS),
  directedPoints: Type.Optional(TimelinePoints),
  natalPoints: Type.Optional(TimelinePoints),
  aspects: Type.Optional(TimelineAspects),
  orb: timelineOrbMember('Orb of the directed aspects; default 1.'),
  key: Type.Optional(oneOf(DIRECTION_KEYS, 'The arc: solarArc (default), the progressed Sun’s motion; naibod, 0°59′08″ a year.')),
});
export type DirectionTimelineRequest = Static<typeof DirectionTimelineRequest>;

export const DirectedContact = closedObject('A directed point within orb of an aspect to a natal point.', {
  kind: oneOf(['contact'] as const, 'The kind of entry: an aspect contact.'),
  directedPoint: oneOf(TIMELINE_NATAL_POINTS, 'The directed point.'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: orbDeg('The orb used.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  arc: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'The arc at which the aspect is exact, degrees.' }),
  enters: isoDateTime('Instant the point comes within orb (UT); from when it already was.'),
  entersBeforeRange: Type.Boolean({ description: 'True when already within orb at from.' }),
  exact: Type.Optional(isoDateTime('Instant the aspect is exact (UT), when in the range.')),
  leaves: isoDateTime('Instant the point leaves the orb (UT); to when it still is within it.'),
  leavesAfterRange: Type.Boolean({ description: 'True when still within orb at to.' }),
});
export type DirectedContact = Static<typeof DirectedContact>;

/** The answer of `directionTimeline` (and `POST /direction-timeline`): its contacts, sorted by enters. */
export const DirectionTimeline = Type.Array(DirectedContact, { description: 'A direction timeline: its contacts sorted by enters.' });
export type DirectionTimeline = Static<typeof DirectionTimeline>;
