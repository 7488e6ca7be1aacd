import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import {
  degreeInSign, isoDate, isoDateOrDateTime, isoDateTime, longitudeDeg, oneOf, supportedYear,
} from './fields.js';
import { Aspect, HouseCusp, PlanetaryPosition } from './core.js';

/** Spec "Chart-derived results": progressions, returns and solar arc directions. */

const positions = () => Type.Array(PlanetaryPosition, { description: 'Positions of the bodies.' });
const aspects = () => Type.Array(Aspect, { description: 'Aspects between the bodies.' });
const houses = () => Type.Array(HouseCusp, { minItems: 12, maxItems: 12, description: 'The twelve cusps, when a place and time were given.' });

export const ProgressedChart = Type.Object(
  {
    birthDate: isoDate('Date of birth.'),
    targetDate: isoDateOrDateTime('Date the progression is for.'),
    progressedDate: isoDateOrDateTime('Birth date plus one day per year of life (secondary progression).'),
    positions: positions(),
    aspects: aspects(),
  },
  { additionalProperties: false, description: 'A secondary-progressed chart.' },
);
export type ProgressedChart = Static<typeof ProgressedChart>;

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

/** Named by Urania: an item of SolarArc's `directedPositions`. */
export const DirectedPosition = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    natalLongitude: longitudeDeg('Natal longitude.'),
    directedLongitude: longitudeDeg('Natal longitude plus the arc.'),
    sign: oneOf(SIGNS, 'Sign of the directed longitude.'),
    degree: degreeInSign('Directed position within the sign.'),
  },
  { additionalProperties: false, description: 'A body directed by solar arc.' },
);
export type DirectedPosition = Static<typeof DirectedPosition>;

export const SolarArc = Type.Object(
  {
    birthDate: isoDate('Date of birth.'),
    targetDate: isoDateOrDateTime('Date the directions are for.'),
    arc: longitudeDeg('Progressed Sun minus natal Sun.'),
    directedPositions: Type.Array(DirectedPosition, { description: 'The directed bodies.' }),
  },
  { additionalProperties: false, description: 'Solar arc directions.' },
);
export type SolarArc = Static<typeof SolarArc>;
