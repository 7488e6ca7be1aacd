import { Type, type Static } from 'typebox';
import { HOUSE_SYSTEMS, ORB_PROFILES } from './enums.js';
import { geoLatitude, geoLongitude, isoDateTime, longitudeDeg, oneOf, supportedYear } from './fields.js';
import { Aspect, HouseCusp, PlanetaryPosition } from './core.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": the solar return (`solarReturnChart`, `POST /returns/solar`). */

const positions = () => Type.Array(PlanetaryPosition, { description: 'Positions of the bodies.' });
const aspects = () => Type.Array(Aspect, { description: 'Aspects between the bodies.' });
const houses = () => Type.Array(HouseCusp, { minItems: 12, maxItems: 12, description: 'The twelve cusps, when a place and time were given.' });
const birth = () => BirthData;
const orbProfile = (description: string) => Type.Optional(oneOf(ORB_PROFILES, description));
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

export const SolarReturn = Type.Object(
  {
    natalSunLongitude: longitudeDeg('Longitude of the natal Sun.'),
    targetYear: supportedYear('Year of the return.'),
    exactDate: isoDateTime('Instant the Sun returns to its natal longitude (UT).'),
    positions: positions(),
    aspects: aspects(),
    houses: Type.Optional(houses()),
  },
  { additionalProperties: false, description: 'A solar return chart.' },
);
export type SolarReturn = Static<typeof SolarReturn>;
