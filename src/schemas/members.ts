import { Type } from 'typebox';
import { BODIES, ORB_PROFILES, SIGNS } from './enums.js';
import {
  bodiesQueryParam, dateQueryParam, degreeInSign, geoLatitude, geoLongitude, isoDate, isoDateOrDateTime, longitudeDeg, oneOf,
  ISO_DATE_TIME_PATTERN, orbDeg, timezoneQueryParam, utcInstant,
} from './fields.js';
import { AYANAMSA_SYSTEM_NAMES, NODE_ASPECT_STYLES, RAHU_NODE_KINDS } from './record-enums.js';
import { Aspect, HouseCusp, PlanetaryPosition } from './core.js';
import { houseSystemMember } from './birth-members.js';
import { BirthData } from './birth-data.js';
import { UserAyanamsa } from './user-ayanamsa.js';
import { closedObject } from './closed-object.js';
import { formatAnnotations } from './format-words.js';

/**
 * Members and member groups shared by several request and record schemas: spread a group into a `closedObject`
 * (`{ ...rangeMembers(101), bodies: rangeBodiesMember('…') }`), call a member builder for one member. Not records
 * themselves, so not listed in `all.ts`. Each builder returns fresh schemas with the descriptions the records
 * have always had, so the JSON of every schema is unchanged.
 */

/** @summary The optional `orbProfile` member of a request, with its default worded by the caller. */
export const orbProfileMember = (description: string) => Type.Optional(oneOf(ORB_PROFILES, description));

/**
 * @summary An ayanamsa as a request takes it: a system name (`AYANAMSA_SYSTEM_NAMES`) or a user-defined
 * `{ epochJdTt, valueDeg }` (`UserAyanamsa`), with the caller's description.
 * @example closedObject('…', { ayanamsa: Type.Optional(ayanamsaChoice('Ayanamsa; default Lahiri.')) })
 */
export const ayanamsaChoice = (description: string) =>
  Type.Union([oneOf(AYANAMSA_SYSTEM_NAMES, 'A named ayanamsa system.'), UserAyanamsa], {
    description,
    'x-allowed': `one of: ${AYANAMSA_SYSTEM_NAMES.join(', ')}; or { epochJdTt: 0..5373484.5, valueDeg: -360..360 }`,
  });

/** @summary The optional `ayanamsa` member of a sidereal request (default Lahiri): a system name or a user-defined ayanamsa. */
export const ayanamsaMember = () =>
  Type.Optional(ayanamsaChoice('Ayanamsa of the sidereal longitudes: a system name or a user-defined { epochJdTt, valueDeg }; default Lahiri.'));

/** @summary The optional `ayanamsa` member of a query string: a system name only (default Lahiri). */
export const ayanamsaNameMember = () =>
  Type.Optional(oneOf(AYANAMSA_SYSTEM_NAMES, 'Ayanamsa of the sidereal longitudes; default Lahiri.'));

/** @summary The `body` member of a per-planet record: one of the bodies, described as "The planet.". */
export const planetMember = () => oneOf(BODIES, 'The planet.');

/**
 * @summary `body1`, `body2`: the two bodies of a pair (an aspect, a midpoint, a parallel).
 * @example closedObject('The midpoint of two bodies.', { ...bodyPairMembers(), midpointLongitude: longitudeDeg('…') })
 */
export const bodyPairMembers = (second = 'Second body.') => ({
  body1: oneOf(BODIES, 'First body.'),
  body2: oneOf(BODIES, second),
});

/**
 * @summary `longitude`, `sign`: an ecliptic longitude and the sign containing it (an event, a point).
 * @example closedObject('A principal lunar phase.', { ...longitudeSignMembers('Longitude of the Moon.', 'Sign of the Moon.') })
 */
export const longitudeSignMembers = (longitude: string, sign: string) => ({
  longitude: longitudeDeg(longitude),
  sign: oneOf(SIGNS, sign),
});

/**
 * @summary `longitude`, `sign`, `degree`: a point placed in the zodiac (a lot, a composite position).
 * @example closedObject('An Arabic part.', { ...placementMembers('Longitude of the part.', 'Sign of the part.') })
 */
export const placementMembers = (longitude: string, sign: string) => ({
  ...longitudeSignMembers(longitude, sign),
  degree: degreeInSign('Position within the sign.'),
});

/** @summary `positions`, `aspects`: the bodies of a derived chart and the aspects between them. */
export const chartMembers = () => ({
  positions: Type.Array(PlanetaryPosition, { description: 'Positions of the bodies.' }),
  aspects: Type.Array(Aspect, { description: 'Aspects between the bodies.' }),
});

/**
 * @summary Optional `houses`, `ascendant`, `ascendantSign`, `midheaven`, `midheavenSign` of a derived chart cast for
 * a place (a return, a progression): present when the birth time is known, as in the natal chart (Urania extension,
 * issue 11, beyond `houses`).
 */
export const chartHouseMembers = () => ({
  houses: Type.Optional(Type.Array(HouseCusp, {
    minItems: 12, maxItems: 12, description: 'The twelve cusps, when a place and time were given.',
  })),
  ascendant: Type.Optional(longitudeDeg('Ascendant longitude, when a place and time were given (Urania extension).')),
  ascendantSign: Type.Optional(oneOf(SIGNS, 'Sign of the ascendant (Urania extension).')),
  midheaven: Type.Optional(longitudeDeg('Midheaven longitude, when a place and time were given (Urania extension).')),
  midheavenSign: Type.Optional(oneOf(SIGNS, 'Sign of the midheaven (Urania extension).')),
});

/** @summary `positions`, `aspects`, optional `houses` and angles: a return chart (cusps and angles when a place and time were given). */
export const returnChartMembers = () => ({
  ...chartMembers(),
  ...chartHouseMembers(),
});

/** @summary `latitude`, `longitude`, `houseSystem`, `orbProfile`: where and how a return chart is cast. */
export const returnPlaceMembers = () => ({
  latitude: Type.Optional(geoLatitude('Latitude of the place the return is cast for (give both or neither); default the birth place.')),
  longitude: Type.Optional(geoLongitude('Longitude of that place.')),
  houseSystem: houseSystemMember(),
  orbProfile: orbProfileMember('Orb table of the return’s aspects; default modern-western.'),
});

/**
 * @summary `from`, `to`: the range of instants of an event search, at most `maxYears` long.
 * @example closedObject('The equinoxes and solstices of a range.', rangeMembers(401))
 */
export const rangeMembers = (maxYears: number) => ({
  from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
  to: isoDateOrDateTime(`End of the range, at most ${maxYears} years after from (UT).`),
});

/** @summary The optional `bodies` member of an event search, with the default set worded by the caller. */
export const rangeBodiesMember = (defaultBodies: string) =>
  Type.Optional(
    Type.Array(oneOf(BODIES, 'A body (not Vertex or AntiVertex).'), { description: `Bodies; default ${defaultBodies}.` }),
  );

/** @summary `from`, `to`: a range of UT instants at most `maxYears` long (the cusp, heliacal and Venus searches). */
export const utRangeMembers = (maxYears: number) => ({
  from: isoDateOrDateTime('Start of the range (UT).'),
  to: isoDateOrDateTime(`End of the range (UT), at most ${maxYears} years after from.`),
});

/** @summary The `body` member of a per-body record: one of the bodies, described as "The body.". */
export const bodyMember = () => oneOf(BODIES, 'The body.');

/** @summary The `orb` member of a pair of bodies: its distance from exactness, degrees. */
export const exactnessOrbMember = () => orbDeg('Distance from exactness.');

/** @summary `startDate`, `endDate`: the bounds of a period of a time-lord technique (dasha, zodiacal releasing). */
export const periodMembers = () => ({
  startDate: isoDateOrDateTime('Start of the period.'),
  endDate: isoDateOrDateTime('End of the period.'),
});

/** @summary The `birth` instant of a time-lord request (a date alone is 00:00 UTC). */
export const birthInstantMember = () =>
  isoDateOrDateTime('The birth instant (a date alone is 00:00 UTC; the library also takes a Date or an Instant).');

/** @summary The `at` member of an answer: the UT instant it is given for, as a date-time string. */
export const answerInstantMember = () => Type.String({ pattern: ISO_DATE_TIME_PATTERN, ...formatAnnotations('iso-date-time'), description: 'The instant (UT, ISO 8601).' });

/** @summary `date`, `timezone`: the optional instant of a sky-at-an-instant query (default today) and its zone. */
export const instantQueryMembers = () => ({
  date: Type.Optional(dateQueryParam('Instant: a date-time with Z or an offset, or a date (00:00 local); default today.')),
  timezone: Type.Optional(timezoneQueryParam()),
});

/** @summary The optional `bodies` query parameter listing bodies (default every body). */
export const allBodiesQueryMember = () =>
  Type.Optional(bodiesQueryParam('Comma-separated bodies; default every body this build computes.'));

/** @summary `ayanamsa`, `node`: the options of the sidereal positions (Lahiri and the mean node by default). */
export const siderealOptionMembers = () => ({
  ayanamsa: Type.Optional(ayanamsaChoice('Ayanamsa: a system name or a user-defined { epochJdTt, valueDeg }; default Lahiri.')),
  node: Type.Optional(oneOf(RAHU_NODE_KINDS, 'Rahu from the mean node (default) or the true node; Ketu is always Rahu + 180°.')),
});

/** @summary The optional `nodeAspects` member: how Rahu and Ketu cast graha drishti. */
export const nodeAspectsMember = () =>
  Type.Optional(oneOf(NODE_ASPECT_STYLES, 'How Rahu and Ketu aspect: 5th, 7th and 9th (jupiter-like, default) or the 7th only.'));

/** @summary `personA`, `personB`: the two births of a relationship request (synastry, composite, ashtakoot). */
export const twoBirthsMembers = () => ({ personA: BirthData, personB: BirthData });

/**
 * @summary `birth`, `targetDate`: the request of a progression technique, `subject` naming what is computed
 * ("the progression is", "the directions are").
 */
export const progressionRequestMembers = (subject: string) => ({
  birth: BirthData,
  targetDate: utcInstant(`Date ${subject} for, not before the birth.`),
});

/** @summary `birthDate`, `targetDate`: the dates a progression technique's record echoes (see progressionRequestMembers). */
export const progressionDateMembers = (subject: string) => ({
  birthDate: isoDate('Date of birth.'),
  targetDate: isoDateOrDateTime(`Date ${subject} for.`),
});

/** The zodiacs a longitude can be given in (issue 15): tropical (from the equinox of date) or sidereal. */
export const ZODIAC_KINDS = ['tropical', 'sidereal'] as const;

/**
 * @summary `zodiac`, `ayanamsa`: the zodiac of a request's longitudes (issue 15, "Sidereal everywhere"). Tropical by
 * default; `zodiac: 'sidereal'` subtracts the TRUE ayanamsa of the instant (default Lahiri) from every longitude.
 * An `ayanamsa` alone implies the sidereal zodiac; `zodiac: 'tropical'` with an `ayanamsa` is refused naming
 * `ayanamsa` (docs/zodiac.md "Sidereal everywhere").
 * @example closedObject('Request for a natal chart.', { ...birthMembers(), ...zodiacMembers() })
 */
export const zodiacMembers = () => ({
  zodiac: Type.Optional(oneOf(ZODIAC_KINDS,
    'Zodiac of the longitudes (Urania extension): tropical (default) or sidereal (tropical minus the true ayanamsa).')),
  ayanamsa: Type.Optional(ayanamsaChoice(
    'Ayanamsa of the sidereal zodiac (Urania extension): a system name or a user-defined { epochJdTt, valueDeg }; ' +
      'default Lahiri. Given alone it implies zodiac sidereal; with zodiac tropical it is refused.',
  )),
});

/**
 * @summary `zodiac`, `ayanamsa` of a query string: as `zodiacMembers`, the ayanamsa a system name only.
 * @example Type.Object({ ...rangeQueryMembers(), ...zodiacQueryMembers() }, { additionalProperties: false })
 */
export const zodiacQueryMembers = () => ({
  zodiac: Type.Optional(oneOf(ZODIAC_KINDS, 'Zodiac of the longitudes: tropical (default) or sidereal.')),
  ayanamsa: Type.Optional(oneOf(AYANAMSA_SYSTEM_NAMES,
    'Ayanamsa of the sidereal zodiac; default Lahiri. Given alone it implies zodiac=sidereal; with zodiac=tropical it is refused.')),
});

/**
 * @summary `zodiac`, `ayanamsa`: the zodiac a record's longitudes are in, and for a sidereal one the ayanamsa used
 * (its name, or `user-defined (…)`, and its true value at the record's instant).
 * @example closedObject('A natal chart.', { ...otherMembers, ...zodiacRecordMembers() })
 */
export const zodiacRecordMembers = () => ({
  zodiac: Type.Optional(oneOf(ZODIAC_KINDS, 'Zodiac of the longitudes and signs (Urania extension); absent means tropical.')),
  ayanamsa: Type.Optional(closedObject('The ayanamsa a sidereal record used.', {
    system: Type.String({ minLength: 1, description: 'Name of the ayanamsa system, or user-defined (value at epoch).' }),
    value: longitudeDeg('True ayanamsa (nutation included) at the instant of the record, degrees: tropical minus sidereal longitude.'),
  })),
});
