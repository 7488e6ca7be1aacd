import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, SIGNS } from './enums.js';
import { houseNumber, isoDateTime, longitudeDeg, oneOf, orbDeg } from './fields.js';
import { BirthData } from './birth-data.js';
import { houseSystemMember } from './birth-members.js';
import { closedObject } from './closed-object.js';
import { utRangeMembers } from './members.js';
import { TIMELINE_NATAL_POINTS, TIMELINE_TRANSIT_BODIES } from './transit-timeline.js';

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

export const ProgressionTimelineRequest = closedObject('The secondary progressions of a range of years as a timeline: aspects to natal points, ingresses, stations and the progressed lunation phases.', {
  birth: BirthData,
  ...utRangeMembers(PROGRESSION_TIMELINE_MAX_YEARS),
  progressedBodies: Type.Optional(
    Type.Array(oneOf(TIMELINE_TRANSIT_BODIES, 'A progressed body (not Vertex or AntiVertex).'), {
      description: 'Progressed bodies; default the Sun, Moon, Mercury, Venus and Mars.',
    }),
  ),
  natalPoints: Type.Optional(
    Type.Array(oneOf(TIMELINE_NATAL_POINTS, 'A natal body or angle.'), {
      description: 'Natal points; default the Sun to Pluto, the Ascendant and the Midheaven (the angles only with a birth time).',
    }),
  ),
  aspects: Type.Optional(Type.Array(oneOf(ASPECT_TYPES, 'An aspect.'), { description: 'Aspects; default the five Ptolemaic ones.' })),
  orb: timelineOrbMember('Orb of the progressed aspects; default 1.'),
  houseSystem: houseSystemMember('House system of the natal houses of houseIngress entries; default Placidus.'),
});
export type ProgressionTimelineRequest = Static<typeof ProgressionTimelineRequest>;

const Direction = () => oneOf(['direct', 'retrograde'] as const, 'The progressed body’s direction then.');

export const ProgressedContact = closedObject('A progressed body within orb of an aspect to a natal point.', {
  kind: Type.Literal('contact', { description: 'The kind of entry: an aspect contact.' }),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  natalPoint: oneOf(TIMELINE_NATAL_POINTS, 'The natal point.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: orbDeg('The orb used.'),
  natalLongitude: longitudeDeg('Longitude of the natal point.'),
  exactLongitude: longitudeDeg('Longitude of the progressed body when the aspect is exact.'),
  enters: isoDateTime('Instant (UT, of life) the progressed body comes within orb; the range start when it already was (entersBeforeRange).'),
  entersBeforeRange: Type.Boolean({ description: 'True when the progressed body was already within orb at from.' }),
  exact: Type.Array(closedObject('One exact pass.', { at: isoDateTime('Instant the aspect is exact (UT, of life).'), direction: Direction() }), {
    description: 'Every exact pass within the range, in time order (three about a progressed station).',
  }),
  leaves: isoDateTime('Instant (UT, of life) the progressed body leaves the orb; the range end when it still is within it (leavesAfterRange).'),
  leavesAfterRange: Type.Boolean({ description: 'True when the progressed body is still within orb at to.' }),
  stations: Type.Array(closedObject('A progressed station within orb.', {
    at: isoDateTime('Instant of the progressed station (UT, of life).'),
    type: oneOf(['retrograde', 'direct'] as const, 'retrograde: the body turns backwards; direct: forwards again.'),
  }), { description: 'The progressed body’s stations while within orb.' }),
});
export type ProgressedContact = Static<typeof ProgressedContact>;

export const ProgressedSignIngress = closedObject('A progressed body changing sign.', {
  kind: Type.Literal('signIngress', { description: 'The kind of entry: a sign ingress.' }),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  sign: oneOf(SIGNS, 'The sign entered.'),
  at: isoDateTime('Instant of the ingress (UT, of life).'),
  direction: Direction(),
});
export type ProgressedSignIngress = Static<typeof ProgressedSignIngress>;

export const ProgressedHouseIngress = closedObject('A progressed body crossing a natal house cusp.', {
  kind: Type.Literal('houseIngress', { description: 'The kind of entry: a natal-house ingress.' }),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  house: houseNumber('The natal house entered (moving retrograde over a cusp, the house before it).'),
  cuspLongitude: longitudeDeg('Longitude of the natal cusp crossed.'),
  at: isoDateTime('Instant of the crossing (UT, of life).'),
  direction: Direction(),
});
export type ProgressedHouseIngress = Static<typeof ProgressedHouseIngress>;

export const ProgressedStation = closedObject('A progressed body standing still: turning retrograde or direct.', {
  kind: Type.Literal('station', { description: 'The kind of entry: a progressed station.' }),
  progressedBody: oneOf(TIMELINE_TRANSIT_BODIES, 'The progressed body.'),
  type: oneOf(['retrograde', 'direct'] as const, 'retrograde: the body turns backwards; direct: forwards again.'),
  at: isoDateTime('Instant of the station (UT, of life).'),
  longitude: longitudeDeg('Longitude of the progressed body at the station.'),
});
export type ProgressedStation = Static<typeof ProgressedStation>;

export const ProgressedLunationPhase = closedObject('The progressed Moon entering a phase of the progressed lunation cycle (each 45° of elongation from the progressed Sun).', {
  kind: Type.Literal('lunationPhase', { description: 'The kind of entry: a progressed lunation phase.' }),
  phase: oneOf(PROGRESSED_LUNATION_PHASES, 'The phase entered (Rudhyar’s eight).'),
  elongation: Type.Number({ minimum: 0, maximum: 315, multipleOf: 45, description: 'Elongation of the progressed Moon from the progressed Sun where the phase begins: 0, 45, …, 315 degrees.' }),
  at: isoDateTime('Instant the phase begins (UT, of life).'),
  moonLongitude: longitudeDeg('Longitude of the progressed Moon then.'),
});
export type ProgressedLunationPhase = Static<typeof ProgressedLunationPhase>;

export const ProgressionTimelineEntry = Type.Union([ProgressedContact, ProgressedSignIngress, ProgressedHouseIngress, ProgressedStation, ProgressedLunationPhase], {
  description: 'One entry of a progression timeline, told apart by kind: contact, signIngress, houseIngress, station or lunationPhase.',
});
export type ProgressionTimelineEntry = Static<typeof ProgressionTimelineEntry>;
