import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES } from './enums.js';
import { isoDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { orbProfileMember, utRangeMembers } from './members.js';

/** Issue 27, the forecast layer: the transit timeline (`transitTimeline`) — its request and one contact. */

/** Longest range a transit timeline covers, years. */
export const TRANSIT_TIMELINE_MAX_YEARS = 20;

/** The natal points a transit timeline can follow: the bodies (Vertex and AntiVertex need a birth time) and the two angles. */
export const TIMELINE_NATAL_POINTS = [...BODIES, 'Ascendant', 'Midheaven'] as const;

/** The bodies a timeline can follow in transit: every body but Vertex and AntiVertex (chart points, no motion of their own). */
export const TIMELINE_TRANSIT_BODIES = BODIES.filter((b) => b !== 'Vertex' && b !== 'AntiVertex');

export const TransitTimelineRequest = closedObject('The transits of a range to a natal chart as contacts: when each enters orb, is exact and leaves.', {
  birth: BirthData,
  ...utRangeMembers(TRANSIT_TIMELINE_MAX_YEARS),
  transitBodies: Type.Optional(
    Type.Array(oneOf(TIMELINE_TRANSIT_BODIES, 'A transiting body (not Vertex or AntiVertex).'), {
      description: 'Transiting bodies; default Jupiter, Saturn, Uranus, Neptune, Pluto and Chiron.',
    }),
  ),
  natalPoints: Type.Optional(
    Type.Array(oneOf(TIMELINE_NATAL_POINTS, 'A natal body or angle.'), {
      description: 'Natal points; default the Sun to Pluto, the Ascendant and the Midheaven (the angles only with a birth time).',
    }),
  ),
  aspects: Type.Optional(Type.Array(oneOf(ASPECT_TYPES, 'An aspect.'), { description: 'Aspects; default the five Ptolemaic ones.' })),
  orbProfile: orbProfileMember('Orb table; default tight (3° for the majors, 2° for the sextile).'),
});
export type TransitTimelineRequest = Static<typeof TransitTimelineRequest>;

const ExactPassItem = closedObject('One exact pass of a contact.', {
  at: isoDateTime('Instant the aspect is exact (UT).'),
  direction: oneOf(['direct', 'retrograde'] as const, 'The transiting body’s direction at the pass.'),
});

const StationItem = closedObject('A station of the transiting body within orb.', {
  at: isoDateTime('Instant of the station (UT).'),
  type: oneOf(['retrograde', 'direct'] as const, 'retrograde: the body turns backwards; direct: it turns forwards again.'),
});

export const TransitContact = closedObject('One contact of a transit timeline: a transiting body within orb of an aspect to a natal point.', {
  transitBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The transiting body.'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: orbDeg('The orb used: the band around the exact aspect the contact stays within.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  exactLongitude: longitudeDeg('Longitude of the transiting body when the aspect is exact.'),
  enters: isoDateTime('Instant the body comes within orb (UT); the range start when it already was (entersBeforeRange).'),
  entersBeforeRange: Type.Boolean({ description: 'True when the body was already within orb at from.' }),
  exact: Type.Array(ExactPassItem, { description: 'Every exact pass within the range, in time order (up to three about a station).' }),
  leaves: isoDateTime('Instant the body leaves the orb (UT); the range end when it still is within it (leavesAfterRange).'),
  leavesAfterRange: Type.Boolean({ description: 'True when the body is still within orb at to.' }),
  stations: Type.Array(StationItem, { description: 'The body’s stations while within orb, in time order.' }),
});
export type TransitContact = Static<typeof TransitContact>;
