import { Type, type Static } from 'typebox';
import { ASPECT_NATURES, ASPECT_TYPES, BODIES, ELEMENTS, MODALITIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, isoDateOrDateTime, isoDateTime, oneOf, orbDeg, text, textList } from './fields.js';
import { HOROSCOPE_EVENT_KINDS, MOTION_DIRECTIONS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { moonSignMember } from './moon-members.js';
import { zodiacRecordMembers } from './members.js';

/**
 * Parts shared by the horoscope records (daily, weekly, monthly, yearly): the sign's standing facts, a key transit,
 * the void-of-course state of the Moon and a sign ingress.
 */

export const SignContext = closedObject('Standing facts about the queried sign.', {
  element: oneOf(ELEMENTS, 'Element of the sign.'),
  modality: oneOf(MODALITIES, 'Modality of the sign.'),
  keywords: textList('Keywords of the sign, in the record’s locale.'),
});
export type SignContext = Static<typeof SignContext>;

export const VoidOfCourseStatus = closedObject('Void-of-course state of the Moon.', {
  isVoidOfCourse: Type.Boolean({ description: 'True when the Moon is void of course at the reference instant.' }),
  moonSign: moonSignMember(),
  endsAt: Type.Optional(isoDateTime('When the void-of-course period ends (the Moon’s next sign ingress), UT.')),
  // Issue 15: `voidOfCourse(at, { zodiac })` / `GET /moon/void-of-course?zodiac=sidereal` say their zodiac.
  ...zodiacRecordMembers(),
});
export type VoidOfCourseStatus = Static<typeof VoidOfCourseStatus>;

export const TransitToSign = closedObject('A key transit: a planet’s aspect to the queried sign.', {
  planet: oneOf(BODIES, 'The transiting planet.'),
  planetSign: oneOf(SIGNS, 'Sign the transiting planet occupies.'),
  aspectType: oneOf(ASPECT_TYPES, 'Aspect the planet makes to the queried sign.'),
  aspectNature: oneOf(ASPECT_NATURES, 'Nature of that aspect.'),
  orb: orbDeg('Distance from the exact aspect.'),
  isApplying: Type.Boolean({ description: 'True when the aspect is closing, false when separating.' }),
  house: Type.Optional(houseNumber(
    'Whole-sign house the planet transits, counted from the queried sign as the first house (rising perspective only; Urania extension, issue 6).',
  )),
});
export type TransitToSign = Static<typeof TransitToSign>;

export const Ingress = closedObject('A planet entering a sign.', {
  planet: oneOf(BODIES, 'The planet changing sign.'),
  sign: oneOf(SIGNS, 'Sign the planet enters.'),
  date: isoDateOrDateTime('When the planet enters the sign (UT instant).'),
});
export type Ingress = Static<typeof Ingress>;

export const HoroscopeEvent = closedObject('A sky event of the period, weighed, in the sign’s solar house (issue 26).', {
  date: isoDateTime('When (UT).'),
  kind: oneOf(HOROSCOPE_EVENT_KINDS, 'Kind.'),
  event: text('In words, in the record’s locale (issue 31; English by default, for example "Full Moon in Leo").'),
  body: Type.Optional(oneOf(BODIES, 'The body.')),
  otherBody: Type.Optional(oneOf(BODIES, 'A conjunction’s second body.')),
  direction: Type.Optional(oneOf(MOTION_DIRECTIONS, 'Direction of motion.')),
  sign: oneOf(SIGNS, 'Sign of the event.'),
  house: houseNumber('Solar house (whole-sign, from the queried sign).'),
  importance: integerIn(1, 5, 'Weight, 5 heaviest; the narrative names every event of 3 or more.'),
});
export type HoroscopeEvent = Static<typeof HoroscopeEvent>;

/** @summary The optional `events` member of a horoscope record (issue 26). */
export const horoscopeEventsMember = (span: string) =>
  Type.Optional(Type.Array(HoroscopeEvent, { description: `Sky events of ${span}, in time order (Urania extension).` }));
