import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { houseNumber, isoDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';
import { houseSystemMember } from './birth-members.js';
import { closedObject } from './closed-object.js';
import { utRangeMembers } from './members.js';
import { TIMELINE_NATAL_POINTS, TIMELINE_TRANSIT_BODIES, TimelineAspects, TimelinePass, TimelinePoints, TimelineStation } from './transit-timeline.js';

/** Issue 27, the forecast layer: the secondary-progression timeline (`progressionTimeline`) — its request and entries. */

/** Longest range a progression or direction timeline covers, years. */
export const PROGRESSION_TIMELINE_MAX_YEARS = 100;

/** Default orb of progressed and directed aspects to natal points: 1° (issue 27). */
export const PROGRESSION_TIMELINE_DEFAULT_ORB = 1;

/** The largest orb a progression or direction timeline accepts, degrees. */
export const PROGRESSION_TIMELINE_MAX_ORB = 10;

/**
 * The eight phases of the progressed lunation cycle, one per 45° of the progressed Moon's elongation from the
 * progressed Sun, named after Dane Rudhyar (The Lunation Cycle, 1967, ch. 4 "The Eight Types"; the progressed
 * cycle, ch. 6).
 */
export const PROGRESSED_LUNATION_PHASES = [
  'New', 'Crescent', 'First Quarter', 'Gibbous', 'Full', 'Disseminating', 'Last Quarter', 'Balsamic',
] as const;

/** The orb member of the progression and direction timelines. */
export const timelineOrbMember = (description: string) =>
  Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: PROGRESSION_TIMELINE_MAX_ORB, description: `${description} Degrees, > 0 and at most ${PROGRESSION_TIMELINE_MAX_ORB}.` }));

export const ProgressionTimelineRequest = closedObject('The secondary progressions of a range of years as a timeline.', {
  birth: BirthData,
  ...utRangeMembers(PROGRESSION_TIMELINE_MAX_YEARS),
  progressedBodies: Type.Optional(
    Type.Array(oneOf(TIMELINE_TRANSIT_BODIES, 'A progressed body (not Vertex or AntiVertex).'), {
      description: 'Progressed bodies; default the Sun, Moon, Mercury, Venus and Mars.',
    }),
  ),
  natalPoints: Type.Optional(TimelinePoints),
  aspects: Type.Optional(TimelineAspects),
  orb: timelineOrbMember('Orb of the progressed aspects; default 1.'),
  houseSystem: houseSystemMember('House system of houseIngress; default Placidus.'),
});
export type ProgressionTimelineRequest = Static<typeof ProgressionTimelineRequest>;

const Direction = () => oneOf(['direct', 'retrograde'] as const, 'The progressed body’s direction then.');

export const ProgressedContact = closedObject('A progressed body within orb of an aspect to a natal point.', {
  kind: oneOf(['contact'] as const, 'The kind of entry: an aspect contact.'),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: orbDeg('The orb used.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  exactLongitude: longitudeDeg('Longitude of the progressed body when the aspect is exact.'),
  enters: isoDateTime('Instant the body comes within orb (UT); from when it already was.'),
  entersBeforeRange: Type.Boolean({ description: 'True when already within orb at from.' }),
  exact: Type.Array(TimelinePass, { description: 'Every exact pass within the range, in time order.' }),
  leaves: isoDateTime('Instant the body leaves the orb (UT); to when it still is within it.'),
  leavesAfterRange: Type.Boolean({ description: 'True when still within orb at to.' }),
  stations: Type.Array(TimelineStation, { description: 'The progressed body’s stations while within orb.' }),
});
export type ProgressedContact = Static<typeof ProgressedContact>;

export const ProgressedSignIngress = closedObject('A progressed body changing sign.', {
  kind: oneOf(['signIngress'] as const, 'The kind of entry: a sign ingress.'),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  sign: oneOf(SIGNS, 'The sign entered.'),
  at: isoDateTime('Instant of the ingress (UT).'),
  direction: Direction(),
});
export type ProgressedSignIngress = Static<typeof ProgressedSignIngress>;

export const ProgressedHouseIngress = closedObject('A progressed body crossing a natal house cusp.', {
  kind: oneOf(['houseIngress'] as const, 'The kind of entry: a natal-house ingress.'),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  house: houseNumber('The natal house entered (moving retrograde: the house before the cusp).'),
  cuspLongitude: longitudeDeg('Longitude of the cusp crossed.'),
  at: isoDateTime('Instant of the crossing (UT).'),
  direction: Direction(),
});
export type ProgressedHouseIngress = Static<typeof ProgressedHouseIngress>;

export const ProgressedStation = closedObject('A progressed body standing still: turning retrograde or direct.', {
  kind: oneOf(['station'] as const, 'The kind of entry: a progressed station.'),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  type: oneOf(['retrograde', 'direct'] as const, 'retrograde: the body turns backwards; direct: forwards again.'),
  at: isoDateTime('Instant of the station (UT).'),
  longitude: longitudeDeg('Longitude of the progressed body at the station.'),
});
export type ProgressedStation = Static<typeof ProgressedStation>;

export const ProgressedLunationPhase = closedObject('The progressed Moon entering a phase of the progressed lunation cycle (each 45°).', {
  kind: oneOf(['lunationPhase'] as const, 'The kind of entry: a progressed lunation phase.'),
  phase: oneOf(PROGRESSED_LUNATION_PHASES, 'The phase entered (Rudhyar’s eight).'),
  elongation: Type.Union([Type.Literal(0), Type.Literal(45), Type.Literal(90), Type.Literal(135), Type.Literal(180), Type.Literal(225), Type.Literal(270), Type.Literal(315)], {
    'x-allowed': 'one of: 0, 45, 90, 135, 180, 225, 270, 315',
    description: 'Elongation of the Moon from the Sun where the phase begins, degrees (a multiple of 45).',
  }),
  at: isoDateTime('Instant the phase begins (UT).'),
  moonLongitude: longitudeDeg('Longitude of the progressed Moon then.'),
});
export type ProgressedLunationPhase = Static<typeof ProgressedLunationPhase>;

export const ProgressionTimelineEntry = Type.Union([ProgressedContact, ProgressedSignIngress, ProgressedHouseIngress, ProgressedStation, ProgressedLunationPhase], {
  description: 'One entry of a progression timeline, told apart by kind: contact, signIngress, houseIngress, station or lunationPhase.',
});
export type ProgressionTimelineEntry = Static<typeof ProgressionTimelineEntry>;

/** The answer of `progressionTimeline` (and `POST /progression-timeline`): its entries, in time order. */
export const ProgressionTimeline = Type.Array(ProgressionTimelineEntry, { description: 'A progression timeline: its entries in time order (contacts by enters, the others by at).' });
export type ProgressionTimeline = Static<typeof ProgressionTimeline>;
