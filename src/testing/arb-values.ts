import * as fc from 'fast-check';
import {
  ASPECT_TYPES, BODIES, ELECTIONAL_ACTIVITIES, HOUSE_SYSTEMS, MOON_PHASES, ORB_PROFILES, PERSPECTIVES, SIGNS,
  TWELVE_HOUSE_SYSTEMS,
  type AspectType, type Body, type ElectionalActivity, type HouseSystem, type MoonPhase, type OrbProfile,
  type Perspective, type Sign, type TwelveHouseSystem,
} from '../schemas/index.js';

/** @summary A zodiac sign. @example fc.sample(arbSign(), 1) // ['Leo'] */
export const arbSign = (): fc.Arbitrary<Sign> => fc.constantFrom(...SIGNS);

/** @summary A body of the spec's Body enumeration. */
export const arbBody = (): fc.Arbitrary<Body> => fc.constantFrom(...BODIES);

/** @summary A house system of the spec's enumeration (its 14 systems; `arbTwelveHouseSystem` draws all 24). */
export const arbHouseSystem = (): fc.Arbitrary<HouseSystem> => fc.constantFrom(...HOUSE_SYSTEMS);

/**
 * @summary A twelve-house system of the 24 a chart takes (`TWELVE_HOUSE_SYSTEMS`: the spec's 14 and the ten of
 * issue 15 — not the 36 Gauquelin sectors), for the requests whose `houseSystem` accepts them all.
 * @example fc.sample(arbTwelveHouseSystem(), 1) // ['PullenSD']
 */
export const arbTwelveHouseSystem = (): fc.Arbitrary<TwelveHouseSystem> => fc.constantFrom(...TWELVE_HOUSE_SYSTEMS);

/** @summary An orb profile. */
export const arbOrbProfile = (): fc.Arbitrary<OrbProfile> => fc.constantFrom(...ORB_PROFILES);

/** @summary A horoscope perspective. */
export const arbPerspective = (): fc.Arbitrary<Perspective> => fc.constantFrom(...PERSPECTIVES);

/** @summary An aspect type. */
export const arbAspectType = (): fc.Arbitrary<AspectType> => fc.constantFrom(...ASPECT_TYPES);

/** @summary A named Moon phase. */
export const arbMoonPhase = (): fc.Arbitrary<MoonPhase> => fc.constantFrom(...MOON_PHASES);

/** @summary An electional activity. */
export const arbElectionalActivity = (): fc.Arbitrary<ElectionalActivity> => fc.constantFrom(...ELECTIONAL_ACTIVITIES);

/** @summary A geographic latitude, -90 to 90 (poles included). */
export const arbLatitude = (min = -90, max = 90): fc.Arbitrary<number> =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** @summary A geographic longitude, -180 to 180, east positive. */
export const arbLongitude = (): fc.Arbitrary<number> =>
  fc.double({ min: -180, max: 180, noNaN: true, noDefaultInfinity: true });

/** @summary An ecliptic longitude, 0 <= x < 360. */
export const arbEclipticLongitude = (): fc.Arbitrary<number> =>
  fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true, noDefaultInfinity: true });
