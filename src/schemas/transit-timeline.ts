import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES } from './enums.js';
import { houseNumber, isoDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';
import { houseSystemMember } from './birth-members.js';
import { ECLIPSE_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { orbProfileMember, utRangeMembers } from './members.js';

/** Issue 27, the forecast layer: the transit timeline (`transitTimeline`) — its request and one contact. */

/** Longest range a transit timeline covers, years. */
export const TRANSIT_TIMELINE_MAX_YEARS = 20;

/** The natal points a transit timeline can follow: the bodies (Vertex and AntiVertex need a birth time) and the two angles. */
export const TIMELINE_NATAL_POINTS = [...BODIES, 'Ascendant', 'Midheaven'] as const;

/** The bodies a timeline can follow in transit: every body but Vertex and AntiVertex (chart points, no motion of their own). */
export const TIMELINE_TRANSIT_BODIES = BODIES.filter((b) => b !== 'Vertex' && b !== 'AntiVertex');

/** A body that moves (every body but Vertex and AntiVertex): named, so the HTTP document publishes its list once. */
export const TimelineBody = oneOf(TIMELINE_TRANSIT_BODIES, 'A body that moves: any body but Vertex and AntiVertex.');
export type TimelineBody = Static<typeof TimelineBody>;

/** A natal point of a timeline (a body or an angle): named, so the HTTP document publishes its list once. */
export const TimelinePoint = oneOf(TIMELINE_NATAL_POINTS, 'A natal body, or the Ascendant or the Midheaven.');
export type TimelinePoint = Static<typeof TimelinePoint>;

/** The kinds of entry a transit timeline can hold (`include`): aspect contacts, natal-house ingresses, lunations near natal points. */
export const TIMELINE_ENTRY_KINDS = ['contact', 'houseIngress', 'lunation'] as const;

/** How close (degrees) a lunation's Sun or Moon must fall to a natal point to be listed: 3° (issue 27). */
export const LUNATION_NATAL_ORB_DEG = 3;

/** The natal points a timeline follows (`natalPoints`, `directedPoints`): named, so the HTTP document publishes it once. */
export const TimelinePoints = Type.Array(TimelinePoint, {
  description: 'Natal points; default the Sun to Pluto, the Ascendant and the Midheaven (the angles only with a birth time).',
});

/** The aspects a timeline looks for: named, so the HTTP document publishes it once. */
export const TimelineAspects = Type.Array(oneOf(ASPECT_TYPES, 'An aspect.'), { description: 'Aspects; default the five Ptolemaic ones.' });

export const TransitTimelineRequest = closedObject('The transits of a range to a natal chart as contacts: when each enters orb, is exact and leaves.', {
  birth: BirthData,
  ...utRangeMembers(TRANSIT_TIMELINE_MAX_YEARS),
  transitBodies: Type.Optional(
    Type.Array(oneOf(TIMELINE_TRANSIT_BODIES, 'A transiting body (not Vertex or AntiVertex).'), {
      description: 'Transiting bodies; default Jupiter, Saturn, Uranus, Neptune, Pluto and Chiron.',
    }),
  ),
  natalPoints: Type.Optional(TimelinePoints),
  aspects: Type.Optional(TimelineAspects),
  orbProfile: orbProfileMember('Orb table; default tight (3° for the majors, 2° for the sextile).'),
  include: Type.Optional(
    Type.Array(oneOf(TIMELINE_ENTRY_KINDS, 'A kind of timeline entry.'), {
      description: 'Kinds of entry: contact (default), houseIngress (natal houses; with a birth time), lunation (within 3° of a natal point).',
    }),
  ),
  houseSystem: houseSystemMember('House system of houseIngress; default Placidus.'),
});
export type TransitTimelineRequest = Static<typeof TransitTimelineRequest>;

/** One exact pass of a contact (transits, progressions): named, so the HTTP document publishes it once. */
export const TimelinePass = closedObject('One exact pass of a contact.', {
  at: isoDateTime('Instant the aspect is exact (UT).'),
  direction: oneOf(['direct', 'retrograde'] as const, 'The moving body’s direction at the pass.'),
});
export type TimelinePass = Static<typeof TimelinePass>;

/** A station of the moving body within orb (transits, progressions): named, so the HTTP document publishes it once. */
export const TimelineStation = closedObject('A station of the moving body within orb.', {
  at: isoDateTime('Instant of the station (UT).'),
  type: oneOf(['retrograde', 'direct'] as const, 'retrograde: the body turns backwards; direct: it turns forwards again.'),
});
export type TimelineStation = Static<typeof TimelineStation>;

export const TransitContact = closedObject('One contact of a transit timeline: a transiting body within orb of an aspect to a natal point.', {
  kind: oneOf(['contact'] as const, 'The kind of entry: an aspect contact.'),
  transitBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The transiting body.'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: orbDeg('The orb used: the band around the exact aspect the contact stays within.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  exactLongitude: longitudeDeg('Longitude of the transiting body when the aspect is exact.'),
  enters: isoDateTime('Instant the body comes within orb (UT); the range start when it already was (entersBeforeRange).'),
  entersBeforeRange: Type.Boolean({ description: 'True when the body was already within orb at from.' }),
  exact: Type.Array(TimelinePass, { description: 'Every exact pass within the range, in time order (up to three about a station).' }),
  leaves: isoDateTime('Instant the body leaves the orb (UT); the range end when it still is within it (leavesAfterRange).'),
  leavesAfterRange: Type.Boolean({ description: 'True when the body is still within orb at to.' }),
  stations: Type.Array(TimelineStation, { description: 'The body’s stations while within orb, in time order.' }),
});
export type TransitContact = Static<typeof TransitContact>;

export const TransitHouseIngress = closedObject('A transiting body crossing a natal house cusp: entering a house moving direct, or backing into the previous one moving retrograde.', {
  kind: oneOf(['houseIngress'] as const, 'The kind of entry: a natal-house ingress.'),
  transitBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The transiting body.'),
  house: houseNumber('The natal house entered (moving retrograde: the house before the cusp).'),
  cuspLongitude: longitudeDeg('Longitude of the cusp crossed.'),
  at: isoDateTime('Instant of the crossing (UT).'),
  direction: oneOf(['direct', 'retrograde'] as const, 'The body’s direction then.'),
  reentry: Type.Boolean({ description: 'True for a direct crossing of a cusp the body backed over earlier in the range.' }),
});
export type TransitHouseIngress = Static<typeof TransitHouseIngress>;

const LunationEclipse = closedObject('The eclipse at this lunation.', {
  kind: oneOf(['solar', 'lunar'] as const, 'Solar or lunar.'),
  type: oneOf(ECLIPSE_TYPES, 'Type of the eclipse.'),
  at: isoDateTime('Instant of greatest eclipse (UT).'),
});

export const TransitLunation = closedObject('A new or full moon whose Sun or Moon falls within 3° of a natal point.', {
  kind: oneOf(['lunation'] as const, 'The kind of entry: a lunation on a natal point.'),
  phase: oneOf(['newMoon', 'fullMoon'] as const, 'New or full moon.'),
  at: isoDateTime('Instant of the exact lunation (UT).'),
  moonLongitude: longitudeDeg('Longitude of the Moon then.'),
  sunLongitude: longitudeDeg('Longitude of the Sun then.'),
  luminary: oneOf(['Moon', 'Sun'] as const, 'The luminary on the natal point (Moon at a new moon).'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  distance: orbDeg('Distance of the luminary from the natal point.'),
  eclipse: Type.Optional(LunationEclipse),
});
export type TransitLunation = Static<typeof TransitLunation>;

export const TransitTimelineEntry = Type.Union([TransitContact, TransitHouseIngress, TransitLunation], {
  description: 'One entry of a transit timeline, told apart by kind: contact, houseIngress or lunation.',
});
export type TransitTimelineEntry = Static<typeof TransitTimelineEntry>;

/** The answer of `transitTimeline` (and `POST /transit-timeline`): its entries, in time order. */
export const TransitTimeline = Type.Array(TransitTimelineEntry, { description: 'A transit timeline: its entries in time order (contacts by enters, the others by at).' });
export type TransitTimeline = Static<typeof TransitTimeline>;
