import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { geoLatitude, geoLongitude, integerIn, isoDate, isoDateTime, oneOf, supportedYear, text, timeZoneName } from './fields.js';
import { Panchang, PanchangLimb, VedicConventionsInput } from './panchang.js';
import { BirthPlace } from './places.js';

/**
 * The month calendar of the Panchang (`panchangMonth`, `GET /panchang/month`, issue 25): one compact Panchang per
 * civil day of a Gregorian month at a place, and the recurring observances that follow from the tithi and the Sun,
 * each on its civil day by a named rule. Definitions and sources: docs/vedic.md ("Month and observances").
 */

/** The rules that fix an observance's civil day (docs/vedic.md). */
export const OBSERVANCE_RULES = ['sunrise', 'pradosha', 'madhyahna', 'moonrise', 'nishita', 'sankranti'] as const;

/** `panchangMonth`: a Gregorian month at a place (or `place`, an atlas name, instead of the coordinates). */
export const PanchangMonthRequest = closedObject('The Panchang of every day of a month at a place.', {
  year: supportedYear('Gregorian year.'),
  month: integerIn(1, 12, 'Month, 1 (January) to 12.'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
  timezone: Type.Optional(timeZoneName('Zone of the civil days; default the zone at the coordinates (or of the place).')),
  conventions: Type.Optional(VedicConventionsInput),
});
export type PanchangMonthRequest = Static<typeof PanchangMonthRequest>;

const udaya = (description: string) => closedObject(description, {
  number: PanchangLimb.properties.number,
  name: text('Name.'),
  end: isoDateTime('When it ends (UT).'),
});

/** One civil day of the month, compact: the limbs in force at sunrise, with their ends. */
export const PanchangMonthDay = closedObject('One day of the month: the Vedic day from its sunrise, compact.', {
  date: isoDate('Local civil date.'),
  sunrise: isoDateTime('Sunrise (UT).'),
  sunset: isoDateTime('Sunset (UT).'),
  vara: Panchang.properties.vara,
  tithi: udaya('The tithi at sunrise (udaya tithi).'),
  paksha: Panchang.properties.paksha,
  nakshatra: udaya('The nakshatra at sunrise.'),
  yoga: udaya('The yoga at sunrise.'),
  karana: udaya('The karana at sunrise.'),
  amantaMonth: Panchang.properties.amantaMonth,
  purnimantaMonth: Panchang.properties.purnimantaMonth,
  observances: Type.Array(text('An observance of the day.'), { description: 'Names of the observances on this day.' }),
});
export type PanchangMonthDay = Static<typeof PanchangMonthDay>;

/** An observance on its civil day. */
export const Observance = closedObject('A recurring observance on its civil day.', {
  name: text('Name (Shukla Ekadashi, Purnima, Krishna Pradosh, Mesha Sankranti, …).'),
  date: isoDate('The civil day it is kept on.'),
  rule: oneOf(OBSERVANCE_RULES, 'Which part of the day decides (docs/vedic.md): the tithi at sunrise, during pradosha, madhyahna, at moonrise, during nishita; or the sankranti rule.'),
  start: isoDateTime('The tithi’s start, or the sankranti instant (UT).'),
  end: isoDateTime('The tithi’s end, or the sankranti instant (UT).'),
});
export type Observance = Static<typeof Observance>;

/** The record of `panchangMonth` and `GET /panchang/month`. */
export const PanchangMonth = closedObject('The Panchang of every day of a month at a place, with the observances.', {
  year: supportedYear('Gregorian year.'),
  month: integerIn(1, 12, 'Month, 1 to 12.'),
  latitude: geoLatitude('Latitude used.'),
  longitude: geoLongitude('Longitude used.'),
  timezone: text('IANA zone of the civil days.'),
  place: Type.Optional(BirthPlace),
  conventions: Panchang.properties.conventions,
  days: Type.Array(PanchangMonthDay, { minItems: 28, maxItems: 31, description: 'Every civil day of the month, in order.' }),
  observances: Type.Array(Observance, { description: 'The observances kept on days of the month, in date order.' }),
});
export type PanchangMonth = Static<typeof PanchangMonth>;
