import { AU_KM, SECONDS_PER_DAY } from '../../units/constants.js';

/**
 * The gravitational parameters (GM) of the integration's massive bodies, as published with JPL DE440/DE441:
 * Park, Folkner, Williams & Boggs, "The JPL Planetary and Lunar Ephemerides DE440 and DE441", AJ 161:105
 * (2021), and the constants distributed with them (gm_de440.tpc). The six asteroids are the members of the
 * SB441-N16 perturber set (Farnocchia 2021, JPL IOM 392R-21-005) for which seed states exist here.
 * Values in km³/s² exactly as published; planets beyond Earth are their systems (planet + satellites).
 */
export const GM_KM3_S2 = {
  Sun: 132712440041.279419,
  Mercury: 22031.868551,
  Venus: 324858.592,
  Earth: 398600.435507,
  Moon: 4902.800118,
  Mars: 42828.375816,
  Jupiter: 126712764.1,
  Saturn: 37940584.8418,
  Uranus: 5794556.4,
  Neptune: 6836527.10058,
  Pluto: 975.5,
  Ceres: 62.628888644409933,
  Pallas: 13.665878145967422,
  Juno: 1.9205707002025889,
  Vesta: 17.288232879171513,
  Hygiea: 5.6251476453852289,
  Psyche: 1.5896582441709424,
} as const;

/** km³/s² → AU³/day² (IAU 2012 astronomical unit, day of 86 400 s). */
const KM3_S2_TO_AU3_DAY2 = (SECONDS_PER_DAY * SECONDS_PER_DAY) / (AU_KM * AU_KM * AU_KM);

/** The same GM values in AU³/day², the integration's units. */
export const GM_AU3_DAY2: { readonly [K in keyof typeof GM_KM3_S2]: number } = Object.fromEntries(
  Object.entries(GM_KM3_S2).map(([k, v]) => [k, v * KM3_S2_TO_AU3_DAY2]),
) as { readonly [K in keyof typeof GM_KM3_S2]: number };

/** GM of the Earth–Moon barycentre (the Earth and the Moon move as one point mass in the integration). */
export const GM_EMB_AU3_DAY2 = GM_AU3_DAY2.Earth + GM_AU3_DAY2.Moon;
