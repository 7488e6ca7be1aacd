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
  keywords: textList('Keywords of the sign.'),
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

export const HoroscopeEvent = closedObject('A sky event of the horoscope’s period, weighed and placed in the sign’s solar house (Urania extension, issue 26).', {
  date: isoDateTime('When the event is exact (UT).'),
  kind: oneOf(HOROSCOPE_EVENT_KINDS, 'Kind of event: eclipse, conjunction of two slow planets, season (the Sun entering a cardinal sign of the tropical zodiac), the Sun’s sign ingress, a station, a lunation, a planet’s sign ingress, the Moon’s sign ingress.'),
  event: text('What happens, in words (for example "Sun enters Aries (March equinox)", "Mercury stations retrograde in Aries").'),
  body: Type.Optional(oneOf(BODIES, 'The body the event concerns (ingress, station; the first of a conjunction).')),
  otherBody: Type.Optional(oneOf(BODIES, 'The second body of a conjunction.')),
  direction: Type.Optional(oneOf(MOTION_DIRECTIONS, 'Station: the motion that begins; ingress: the motion of the planet entering.')),
  sign: oneOf(SIGNS, 'Sign of the event (entered, of the station, of the lunation or eclipse, of the conjunction).'),
  house: houseNumber('Solar house of the event: the whole-sign house of `sign` counted from the queried sign as the 1st (the sun-sign column convention).'),
  importance: integerIn(1, 5, 'Weight of the event (5 eclipses, slow conjunctions and the seasons; 4 the Sun’s ingresses, stations, New and Full Moons, slow ingresses; 3 the faster planets’ ingresses and stations of the outer planets; 2 quarter Moons; 1 the Moon’s ingresses). A narrative names every event of importance 3 or more.'),
});
export type HoroscopeEvent = Static<typeof HoroscopeEvent>;

/** @summary The optional `events` member of a horoscope record (issue 26). */
export const horoscopeEventsMember = (span: string) =>
  Type.Optional(Type.Array(HoroscopeEvent, { description: `The sky events of ${span} in time order, each with its weight and solar house (Urania extension, issue 26).` }));
