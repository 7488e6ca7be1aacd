import { Type, type Static } from 'typebox';
import { ASPECT_TYPES } from './enums.js';
import { isoDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { utRangeMembers } from './members.js';
import { PROGRESSION_TIMELINE_MAX_YEARS, timelineOrbMember } from './progression-timeline.js';
import { TIMELINE_NATAL_POINTS } from './transit-timeline.js';

/** Issue 27, the forecast layer: the timeline of directions (`directionTimeline`) — its request and one contact. */

/** The keys of a direction: the true solar arc (the progressed Sun's motion) or Naibod's mean one. */
export const DIRECTION_KEYS = ['solarArc', 'naibod'] as const;

export const DirectionTimelineRequest = closedObject('Solar arc directions of a range of years as a timeline: when each directed point comes within orb of an aspect to a natal point, is exact and leaves.', {
  birth: BirthData,
  ...utRangeMembers(PROGRESSION_TIMELINE_MAX_YEARS),
  directedPoints: Type.Optional(
    Type.Array(oneOf(TIMELINE_NATAL_POINTS, 'A natal body or angle, directed.'), {
      description: 'Directed points; default the Sun to Pluto, the Ascendant and the Midheaven (the angles only with a birth time).',
    }),
  ),
  natalPoints: Type.Optional(
    Type.Array(oneOf(TIMELINE_NATAL_POINTS, 'A natal body or angle.'), {
      description: 'Natal points; default the Sun to Pluto, the Ascendant and the Midheaven (the angles only with a birth time).',
    }),
  ),
  aspects: Type.Optional(Type.Array(oneOf(ASPECT_TYPES, 'An aspect.'), { description: 'Aspects; default the five Ptolemaic ones.' })),
  orb: timelineOrbMember('Orb of the directed aspects; default 1.'),
  key: Type.Optional(oneOf(DIRECTION_KEYS, 'The arc: solarArc (default), the secondary-progressed Sun’s motion since birth; naibod, the Sun’s mean motion, 0°59′08″ a year.')),
});
export type DirectionTimelineRequest = Static<typeof DirectionTimelineRequest>;

export const DirectedContact = closedObject('A directed point within orb of an aspect to a natal point.', {
  kind: Type.Literal('contact', { description: 'The kind of entry: an aspect contact.' }),
  directedPoint: oneOf(TIMELINE_NATAL_POINTS, 'The directed point.'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: orbDeg('The orb used.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  arc: Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'The arc at which the aspect is exact, degrees.' }),
  enters: isoDateTime('Instant the directed point comes within orb (UT); the range start when it already was (entersBeforeRange).'),
  entersBeforeRange: Type.Boolean({ description: 'True when the directed point was already within orb at from.' }),
  exact: Type.Optional(isoDateTime('Instant the aspect is exact (UT), when within the range.')),
  leaves: isoDateTime('Instant the directed point leaves the orb (UT); the range end when it still is within it (leavesAfterRange).'),
  leavesAfterRange: Type.Boolean({ description: 'True when the directed point is still within orb at to.' }),
});
export type DirectedContact = Static<typeof DirectedContact>;
