import { Type, type Static } from 'typebox';
import { HOUSE_SYSTEMS, ORB_PROFILES } from './enums.js';
import { geoLatitude, geoLongitude, isoDateOrDateTime, isoDateTime, longitudeDeg, oneOf } from './fields.js';
import { Aspect, HouseCusp, PlanetaryPosition } from './core.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": the lunar return (`lunarReturnChart`, `POST /returns/lunar`). */

const positions = () => Type.Array(PlanetaryPosition, { description: 'Positions of the bodies.' });
const aspects = () => Type.Array(Aspect, { description: 'Aspects between the bodies.' });
const houses = () => Type.Array(HouseCusp, { minItems: 12, maxItems: 12, description: 'The twelve cusps, when a place and time were given.' });
const birth = () => BirthData;
const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);
const orbProfile = (description: string) => Type.Optional(oneOf(ORB_PROFILES, description));
const returnPlace = {
  latitude: Type.Optional(geoLatitude('Latitude of the place the return is cast for (give both or neither); default the birth place.')),
  longitude: Type.Optional(geoLongitude('Longitude of that place.')),
  houseSystem: Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system; default Placidus.')),
  orbProfile: orbProfile('Orb table of the return’s aspects; default modern-western.'),
};

export const LunarReturnChartRequest = Type.Object(
  { birth: birth(), after: instantField('The return is the first one strictly after this instant, not before the birth.'), ...returnPlace },
  { additionalProperties: false, description: 'Request for a lunar return chart.' },
);
export type LunarReturnChartRequest = Static<typeof LunarReturnChartRequest>;

export const LunarReturn = Type.Object(
  {
    natalMoonLongitude: longitudeDeg('Longitude of the natal Moon.'),
    exactDate: isoDateTime('Instant the Moon returns to its natal longitude (UT).'),
    positions: positions(),
    aspects: aspects(),
    houses: Type.Optional(houses()),
  },
  { additionalProperties: false, description: 'A lunar return chart.' },
);
export type LunarReturn = Static<typeof LunarReturn>;
