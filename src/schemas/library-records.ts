import { Type, type Static } from 'typebox';
import { BODIES, HOUSE_SYSTEMS } from './enums.js';
import { integerIn, isoDateTime, latitudeDeg, longitudeDeg, oneOf, text } from './fields.js';
import { HouseCusp } from './core.js';
import { CHALDEAN_PLANETS, CHINESE_ANIMALS, CHINESE_ELEMENTS } from './record-enums.js';

/** Urania's own records beyond the spec (issues 3–5): positions, houses, planetary hours, Chinese calendar. */

export const BodyPosition = Type.Object(
  {
    body: oneOf(BODIES, 'The body or chart point.'),
    longitude: longitudeDeg('Apparent geocentric longitude, true ecliptic and equinox of date.'),
    latitude: latitudeDeg('Apparent geocentric ecliptic latitude.'),
    distanceAu: Type.Number({ minimum: 0, description: 'Geocentric distance in astronomical units (0 for chart points without one).' }),
    speed: Type.Number({ description: 'Rate of change of longitude, degrees per day (negative when retrograde).' }),
    rightAscension: longitudeDeg('Apparent right ascension, true equator and equinox of date.'),
    declination: latitudeDeg('Apparent declination, true equator of date.'),
    isRetrograde: Type.Boolean({ description: 'True when speed < 0.' }),
  },
  { additionalProperties: false, description: 'Apparent geocentric position of a body (library record, issue 3).' },
);
export type BodyPosition = Static<typeof BodyPosition>;

export const Houses = Type.Object(
  {
    system: oneOf(HOUSE_SYSTEMS, 'House system requested.'),
    systemUsed: oneOf(HOUSE_SYSTEMS, 'House system used (Porphyry where the requested one is undefined).'),
    cusps: Type.Array(HouseCusp, { minItems: 12, maxItems: 12, description: 'The twelve cusps, house 1 first.' }),
    ascendant: longitudeDeg('Ascendant.'),
    midheaven: longitudeDeg('Midheaven (MC).'),
    armc: longitudeDeg('Right ascension of the MC (local sidereal time as an angle).'),
    vertex: longitudeDeg('Vertex.'),
    eastPoint: longitudeDeg('East Point (equatorial ascendant).'),
    warnings: Type.Array(Type.String({ minLength: 1 }), { description: 'Why a fallback system was used, if one was.' }),
  },
  { additionalProperties: false, description: 'House cusps and angles of a place and instant (library record, issue 4).' },
);
export type Houses = Static<typeof Houses>;

export const PlanetaryHour = Type.Object(
  {
    hour: integerIn(1, 24, 'Number of the hour from sunrise (1–12 day hours, 13–24 night hours).'),
    isDaytime: Type.Boolean({ description: 'True for the hours between sunrise and sunset.' }),
    ruler: oneOf(CHALDEAN_PLANETS, 'Planet ruling the hour (Chaldean order).'),
    start: isoDateTime('Start of the hour (UT).'),
    end: isoDateTime('End of the hour (UT).'),
  },
  { additionalProperties: false, description: 'One planetary hour (library record, issue 5).' },
);
export type PlanetaryHour = Static<typeof PlanetaryHour>;

export const ChineseCalendarDate = Type.Object(
  {
    year: Type.Integer({ description: 'Gregorian year in which this Chinese year began (at Chinese New Year).' }),
    month: integerIn(1, 12, 'Chinese lunar month (1 begins at Chinese New Year).'),
    isLeapMonth: Type.Boolean({ description: 'True in an intercalary (leap) month.' }),
    day: integerIn(1, 30, 'Day of the lunar month.'),
    solarTerm: text('Solar term (jieqi) in effect on the date: the last of the 24 terms begun on or before it.'),
    yearStemBranch: text('Sexagenary stem-branch of the year.'),
    monthStemBranch: text('Sexagenary stem-branch of the month.'),
    dayStemBranch: text('Sexagenary stem-branch of the day.'),
    animal: oneOf(CHINESE_ANIMALS, 'Zodiac animal of the year.'),
    element: oneOf(CHINESE_ELEMENTS, 'Element of the year’s stem.'),
  },
  { additionalProperties: false, description: 'A civil date in the Chinese calendar (library record, issue 5).' },
);
export type ChineseCalendarDate = Static<typeof ChineseCalendarDate>;
