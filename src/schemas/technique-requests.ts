import { Type, type Static } from 'typebox';
import { HOUSE_SYSTEMS, ORB_PROFILES } from './enums.js';
import {
  clockTime, geoLatitude, geoLongitude, integerIn, isoDate, isoDateOrDateTime, oneOf, supportedYear, timeZoneName,
} from './fields.js';
import { VEDIC_GRAHAS } from './record-enums.js';
import { BirthData } from './synastry.js';

/**
 * Request schemas of the chart techniques, Vedic and traditional routes (POST bodies and GET queries of the HTTP
 * adapter, docs/http.md). The core functions take the same members (the TS request interfaces of `src/charts/`
 * and `src/vedic/`); `src/http/routes/technique-contracts.ts` checks at compile time that each schema's static
 * type is assignable to its core request. Instants are ISO strings: a date alone means 00:00 UTC in the core.
 */

/** Ayanamsa systems of the zodiac layer (`AYANAMSA_SYSTEMS`; equality checked at compile time). */
export const AYANAMSA_SYSTEM_NAMES = ['Lahiri', 'Raman', 'Krishnamurti'] as const;
/** Which lunar node stands for Rahu (the vedic layer's `NODE_KINDS`). */
export const RAHU_NODE_KINDS = ['mean', 'true'] as const;
/** How Rahu and Ketu aspect (the vedic layer's `NODE_ASPECT_CONVENTIONS`). */
export const NODE_ASPECT_STYLES = ['jupiter-like', 'seventh-only'] as const;
/** The lots zodiacal releasing starts from. */
export const RELEASING_LOTS = ['Fortune', 'Spirit'] as const;

const birth = () => BirthData;
const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);
const orbProfile = (description: string) => Type.Optional(oneOf(ORB_PROFILES, description));
const ayanamsa = () => Type.Optional(oneOf(AYANAMSA_SYSTEM_NAMES, 'Ayanamsa of the sidereal longitudes; default Lahiri.'));

/** Birth data with the birth time required: the techniques that need the Ascendant or the sect. */
export const TimedBirthData = Type.Object(
  {
    birthDate: isoDate('Local civil date of birth.'),
    birthTime: clockTime('Local wall-clock time of birth (required: the technique needs the Ascendant).'),
    latitude: geoLatitude('Latitude of the birth place.'),
    longitude: geoLongitude('Longitude of the birth place.'),
    timezone: Type.Optional(timeZoneName('Time zone of the birth time; default: from the coordinates.')),
  },
  { additionalProperties: false, description: 'Birth data of one person, birth time known.' },
);
export type TimedBirthData = Static<typeof TimedBirthData>;

export const ProgressedChartRequest = Type.Object(
  {
    birth: birth(),
    targetDate: instantField('Date the progression is for, not before the birth.'),
    orbProfile: orbProfile('Orb table of the progressed aspects; default tight.'),
  },
  { additionalProperties: false, description: 'Request for a secondary-progressed chart.' },
);
export type ProgressedChartRequest = Static<typeof ProgressedChartRequest>;

export const SolarArcRequest = Type.Object(
  {
    birth: birth(),
    targetDate: instantField('Date the directions are for, not before the birth.'),
  },
  { additionalProperties: false, description: 'Request for solar arc directions.' },
);
export type SolarArcRequest = Static<typeof SolarArcRequest>;

const returnPlace = {
  latitude: Type.Optional(geoLatitude('Latitude of the place the return is cast for (give both or neither); default the birth place.')),
  longitude: Type.Optional(geoLongitude('Longitude of that place.')),
  houseSystem: Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system; default Placidus.')),
  orbProfile: orbProfile('Orb table of the return’s aspects; default modern-western.'),
};

export const SolarReturnChartRequest = Type.Object(
  { birth: birth(), year: supportedYear('Year of the return (UT), not before the birth year.'), ...returnPlace },
  { additionalProperties: false, description: 'Request for a solar return chart.' },
);
export type SolarReturnChartRequest = Static<typeof SolarReturnChartRequest>;

export const LunarReturnChartRequest = Type.Object(
  { birth: birth(), after: instantField('The return is the first one strictly after this instant, not before the birth.'), ...returnPlace },
  { additionalProperties: false, description: 'Request for a lunar return chart.' },
);
export type LunarReturnChartRequest = Static<typeof LunarReturnChartRequest>;

export const TransitsToNatalRequest = Type.Object(
  {
    birth: birth(),
    at: instantField('Instant of the transits.'),
    orbProfile: orbProfile('Orb table; default tight.'),
  },
  { additionalProperties: false, description: 'Request for the transits to a natal chart.' },
);
export type TransitsToNatalRequest = Static<typeof TransitsToNatalRequest>;

export const EclipseNatalImpactRequest = Type.Object(
  {
    birth: birth(),
    from: instantField('Start of the range.'),
    to: instantField('End of the range, at most 401 years after from.'),
  },
  { additionalProperties: false, description: 'Request for the eclipses of a range and the natal bodies they touch.' },
);
export type EclipseNatalImpactRequest = Static<typeof EclipseNatalImpactRequest>;

export const MidpointsRequest = Type.Object(
  {
    birth: birth(),
    at: Type.Optional(instantField('When given, the midpoints are activated by the transiting bodies at this instant; else by the natal bodies.')),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 22.5, description: 'Orb of the activations, degrees, 0 to 22.5; default 1.5.' })),
  },
  { additionalProperties: false, description: 'Request for the natal midpoints, their activations and the 90° dial.' },
);
export type MidpointsRequest = Static<typeof MidpointsRequest>;

export const DeclinationsQuery = Type.Object(
  {
    date: Type.Optional(isoDateOrDateTime('Instant of the declinations (a date alone is 00:00 in timezone); defaults to today in the HTTP adapter.')),
    timezone: Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.')),
  },
  { additionalProperties: false, description: 'Query for the declinations and parallels at an instant.' },
);
export type DeclinationsQuery = Static<typeof DeclinationsQuery>;

export const VedicChartRequest = Type.Object(
  {
    birth: birth(),
    ayanamsa: ayanamsa(),
    node: Type.Optional(oneOf(RAHU_NODE_KINDS, 'Rahu from the mean (default) or the true node.')),
    nodeAspects: Type.Optional(oneOf(NODE_ASPECT_STYLES, 'How Rahu and Ketu aspect: 5th, 7th and 9th (jupiter-like, default) or the 7th only.')),
  },
  { additionalProperties: false, description: 'Request for the sidereal positions and graha drishti of a birth.' },
);
export type VedicChartRequest = Static<typeof VedicChartRequest>;

export const NakshatraQuery = Type.Object(
  {
    longitude: Type.Optional(Type.Number({ minimum: 0, exclusiveMaximum: 360, description: 'Sidereal longitude, degrees, 0 <= x < 360. Exclusive with date.' })),
    date: Type.Optional(isoDateOrDateTime('Instant (a date alone is 00:00 in timezone): the nakshatra of body then. Exclusive with longitude.')),
    timezone: Type.Optional(timeZoneName('Zone that date-only values are local dates in; default UTC.')),
    body: Type.Optional(oneOf(VEDIC_GRAHAS, 'Graha whose sidereal longitude is looked up at date (Rahu: the mean node); default Moon.')),
    ayanamsa: ayanamsa(),
  },
  { additionalProperties: false, description: 'Query for a nakshatra: a sidereal longitude, or a date and a body.' },
);
export type NakshatraQuery = Static<typeof NakshatraQuery>;

export const AshtakootRequest = Type.Object(
  {
    personA: birth(),
    personB: birth(),
    ayanamsa: ayanamsa(),
  },
  { additionalProperties: false, description: 'Request for the ashtakoot score of two births, from their sidereal Moons; personA is the groom’s side of the classical tables (varna, vashya, gana), personB the bride’s.' },
);
export type AshtakootRequest = Static<typeof AshtakootRequest>;

export const DashaRequest = Type.Object(
  {
    birth: birth(),
    levels: Type.Optional(integerIn(1, 3, 'Depth: 1 mahadashas, 2 with antardashas (default), 3 with pratyantardashas.')),
    ayanamsa: ayanamsa(),
  },
  { additionalProperties: false, description: 'Request for the Vimshottari dasha periods of a birth.' },
);
export type DashaRequest = Static<typeof DashaRequest>;

const timedBirth = () => TimedBirthData;
const houseSystem = () => Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system of the chart; default Placidus (the Ascendant does not depend on it).'));

export const TraditionalChartRequest = Type.Object(
  { birth: timedBirth(), houseSystem: houseSystem() },
  { additionalProperties: false, description: 'Request for a traditional technique of a timed birth (lots, temperament).' },
);
export type TraditionalChartRequest = Static<typeof TraditionalChartRequest>;

export const ProfectionRequest = Type.Object(
  { birth: timedBirth(), at: instantField('Instant of the profection, on or after the birth and within 400 years of it.') },
  { additionalProperties: false, description: 'Request for the annual profection at an instant.' },
);
export type ProfectionRequest = Static<typeof ProfectionRequest>;

export const ZodiacalReleasingHttpRequest = Type.Object(
  {
    birth: timedBirth(),
    lot: Type.Optional(oneOf(RELEASING_LOTS, 'Lot released from: Fortune (body, fortune; default) or Spirit (action, career).')),
    levels: Type.Optional(integerIn(1, 3, 'Depth 1 to 3; default 2.')),
    years: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 120, description: 'Span covered from birth, Julian years, up to 120; default 100.' })),
  },
  { additionalProperties: false, description: 'Request for zodiacal releasing from a lot of a timed birth.' },
);
export type ZodiacalReleasingHttpRequest = Static<typeof ZodiacalReleasingHttpRequest>;

export const AntisciaRequest = Type.Object(
  {
    birth: birth(),
    orb: Type.Optional(Type.Number({ minimum: 0, maximum: 15, description: 'Orb of the connections, degrees, 0 to 15; default 1.' })),
  },
  { additionalProperties: false, description: 'Request for the antiscia of a birth and the bodies connected by them.' },
);
export type AntisciaRequest = Static<typeof AntisciaRequest>;
