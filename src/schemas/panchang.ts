import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { geoLatitude, geoLongitude, integerIn, isoDate, isoDateTime, longitudeDeg, oneOf, text, timeZoneName } from './fields.js';
import { ayanamsaChoice } from './members.js';
import { AYANAMSA_SYSTEM_NAMES } from './record-enums.js';

/**
 * The Vedic conventions (issue 25) and the Panchang (`panchang`, `GET /panchang`): the request, the limbs, the
 * muhurta periods and the day's record. Definitions and sources: docs/vedic.md ("Conventions", "Panchang").
 */

/** The named presets of the Vedic conventions. */
export const VEDIC_PRESETS = ['drik', 'jhora', 'prokerala', 'kp'] as const;
/**
 * How the Sun and Moon are placed: apparent, geometric, or apparent with the Sun's annual aberration counted twice
 * (the Sun 20.5″ behind its apparent place: what Drik Panchang's published limb ends show, docs/vedic.md "Accuracy").
 */
export const VEDIC_POSITION_KINDS = ['apparent', 'geometric', 'apparent-aberration-twice'] as const;
/** Which sunrise starts the Vedic day. */
export const VEDIC_SUNRISE_KINDS = ['upper-limb-refracted', 'disc-centre-refracted', 'disc-centre-geometric'] as const;
/** The dasha year lengths, days: Julian, tropical, sidereal, savana. */
export const DASHA_YEAR_DAYS = [365.25, 365.2422, 365.256363, 360] as const;

/** The conventions as a request gives them: a preset name, or members over a preset. */
export const VedicConventionsInput = Type.Union([
  oneOf(VEDIC_PRESETS, 'A preset: drik (Drik Panchang), jhora (Jagannatha Hora), prokerala, kp (Krishnamurti).'),
  closedObject('Vedic conventions: members over a preset (default drik).', {
    preset: Type.Optional(oneOf(VEDIC_PRESETS, 'The preset the other members override; default drik.')),
    ayanamsa: Type.Optional(ayanamsaChoice('Ayanamsa: a system name or a user-defined { epochJdTt, valueDeg }; default Lahiri.')),
    ayanamsaKind: Type.Optional(oneOf(['true', 'mean'], 'true: with the nutation in longitude (the default); mean: without.')),
    positions: Type.Optional(oneOf(VEDIC_POSITION_KINDS, 'Apparent (with light time and aberration), geometric, or apparent with the Sun’s aberration counted twice (Drik Panchang).')),
    node: Type.Optional(oneOf(['mean', 'true'], 'Rahu as the mean or the true node.')),
    sunrise: Type.Optional(oneOf(VEDIC_SUNRISE_KINDS, 'Which sunrise starts the Vedic day.')),
    dashaYear: Type.Optional(Type.Union(DASHA_YEAR_DAYS.map((d) => Type.Literal(d)), { description: 'Days of a dasha year.' })),
  }),
], { description: 'Vedic conventions: a preset name or an object of members; default drik.' });
export type VedicConventionsInput = Static<typeof VedicConventionsInput>;

/** `panchang`: a local civil date at a place. */
export const PanchangRequest = closedObject('The Panchang of a local date at a place.', {
  date: isoDate('Local civil date: the Vedic day starts at its sunrise and runs to the next sunrise.'),
  latitude: geoLatitude(),
  longitude: geoLongitude(),
  timezone: Type.Optional(timeZoneName('Zone of the date; default the zone at the coordinates.')),
  conventions: Type.Optional(VedicConventionsInput),
});
export type PanchangRequest = Static<typeof PanchangRequest>;

const nullableInstant = (description: string) => Type.Union([isoDateTime(description), Type.Null()], { description });

/** One limb span (tithi, nakshatra, yoga, karana). */
export const PanchangLimb = closedObject('One limb of the Panchang in force during the day: its number, name, start and end.', {
  number: integerIn(1, 60, 'Number of the limb: tithi 1–30, nakshatra 1–27, yoga 1–27, karana 1–60.'),
  name: text('Name of the limb.'),
  start: isoDateTime('When it begins (UT).'),
  end: isoDateTime('When it ends (UT).'),
  pada: Type.Optional(integerIn(1, 4, 'Nakshatra only: the pada at sunrise, or at the start if later.')),
});
export type PanchangLimb = Static<typeof PanchangLimb>;

/** A named period of the day. */
export const MuhurtaPeriod = closedObject('A period of the day.', {
  name: text('Name of the period (for a Choghadiya its name, for a hora its ruler).'),
  start: isoDateTime('Start (UT).'),
  end: isoDateTime('End (UT).'),
  quality: Type.Optional(oneOf(['auspicious', 'neutral', 'inauspicious'], 'Choghadiya only: its quality.')),
});
export type MuhurtaPeriod = Static<typeof MuhurtaPeriod>;

const lunarMonth = (description: string) => closedObject(description, {
  name: text('Name of the month.'),
  adhika: Type.Boolean({ description: 'True for an adhika (intercalary) month: a lunation without a solar ingress.' }),
});

/** The record of `panchang` and `GET /panchang`. */
export const Panchang = closedObject('The Panchang of one Vedic day (sunrise to the next sunrise).', {
  date: isoDate('The local civil date whose sunrise starts the day.'),
  timezone: text('IANA zone of the date.'),
  conventions: closedObject('The conventions used.', {
    ayanamsa: Type.Union([
      oneOf(AYANAMSA_SYSTEM_NAMES, 'A named ayanamsa system.'),
      Type.String({ pattern: '^user-defined \\(.+\\)$', description: 'A user-defined ayanamsa: user-defined (value° at JD epoch TT).' }),
    ], { description: 'Ayanamsa system: its name, or user-defined (value at epoch).' }),
    ayanamsaKind: oneOf(['true', 'mean'], 'With or without nutation.'),
    positions: oneOf(VEDIC_POSITION_KINDS, 'Apparent, geometric, or apparent with the Sun’s aberration twice.'),
    node: oneOf(['mean', 'true'], 'Mean or true node.'),
    sunrise: oneOf(VEDIC_SUNRISE_KINDS, 'The sunrise used.'),
    dashaYear: Type.Number({ description: 'Days of a dasha year.' }),
  }),
  sunrise: isoDateTime('Sunrise starting the Vedic day (UT).'),
  sunset: isoDateTime('Sunset (UT).'),
  nextSunrise: isoDateTime('Next sunrise, ending the Vedic day (UT).'),
  moonrise: nullableInstant('Moonrise within the Vedic day (UT), null when none.'),
  moonset: nullableInstant('Moonset within the Vedic day (UT), null when none.'),
  vara: closedObject('The weekday of the sunrise.', { name: text('Name of the weekday.'), lord: text('Its planet.') }),
  tithi: Type.Array(PanchangLimb, { description: 'The tithis in force during the day: the one at sunrise first.' }),
  paksha: oneOf(['Shukla', 'Krishna'], 'The lunar fortnight at sunrise: bright (waxing) or dark (waning).'),
  nakshatra: Type.Array(PanchangLimb, { description: 'The Moon’s nakshatras during the day, with the pada.' }),
  yoga: Type.Array(PanchangLimb, { description: 'The yogas during the day.' }),
  karana: Type.Array(PanchangLimb, { description: 'The karanas during the day.' }),
  amantaMonth: lunarMonth('The lunar month reckoned new moon to new moon.'),
  purnimantaMonth: lunarMonth('The lunar month reckoned full moon to full moon.'),
  shakaYear: Type.Integer({ description: 'Shaka (Shalivahana) year of the lunisolar year.' }),
  vikramSamvat: Type.Integer({ description: 'Vikram Samvat of the lunisolar year.' }),
  samvatsara: closedObject('The name of the year in the 60-year cycle.', {
    south: text('South Indian reckoning (from Ugadi, Shaka + 11 mod 60).'),
    north: text('North Indian reckoning: the Vikram year’s name at its start (Vikram Samvat + 9 mod 60).'),
  }),
  ritu: text('The season, two lunar months each from Chaitra.'),
  ayana: oneOf(['Uttarayana', 'Dakshinayana'], 'The Sun’s half-year by its sidereal longitude at sunrise.'),
  sunLongitude: longitudeDeg('Sidereal longitude of the Sun at sunrise.'),
  moonLongitude: longitudeDeg('Sidereal longitude of the Moon at sunrise.'),
  muhurta: closedObject('The muhurta periods of the day.', {
    rahuKalam: MuhurtaPeriod,
    yamaganda: MuhurtaPeriod,
    gulikaKalam: MuhurtaPeriod,
    abhijit: MuhurtaPeriod,
    brahmaMuhurta: MuhurtaPeriod,
    durmuhurta: Type.Array(MuhurtaPeriod, { description: 'The Durmuhurtas of the weekday.' }),
    dayChoghadiya: Type.Array(MuhurtaPeriod, { minItems: 8, maxItems: 8, description: 'The eight day Choghadiyas.' }),
    nightChoghadiya: Type.Array(MuhurtaPeriod, { minItems: 8, maxItems: 8, description: 'The eight night Choghadiyas.' }),
    horas: Type.Array(MuhurtaPeriod, { minItems: 24, maxItems: 24, description: 'The 24 horas, the first from sunrise.' }),
    amritKalam: Type.Array(MuhurtaPeriod, { description: 'Amrit kalam: four ghatikas of each nakshatra in force, from its amrita ghatika (docs/vedic.md); those overlapping the day.' }),
    varjyam: Type.Array(MuhurtaPeriod, { description: 'Varjyam (tyajya): four ghatikas of each nakshatra in force, from its tyajya ghatika (Muhurta Chintamani); those overlapping the day.' }),
  }),
});
export type Panchang = Static<typeof Panchang>;
