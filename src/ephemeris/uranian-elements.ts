import type { KeplerianElements } from './uranian-kepler.js';

/**
 * Heliocentric osculating-style Keplerian elements of the eight Hamburg-school ("Uranian") hypothetical
 * bodies, as published by Witte and Sieggrün and refined by James Neely, epoch and equinox J1900
 * (JD 2415020.0, mean ecliptic and equinox of J1900). These bodies do not exist: astrologers use these
 * conventional orbits. Values as tabulated in the shared reference `uranian-elements.json` (which names the
 * Swiss Ephemeris orbital-elements table as its source); the test suite checks this table against a verbatim
 * copy of that file (tests/fixtures/uranian-elements.json).
 */

/**
 * Keplerian elements of one body (the elements of `keplerianState` less the epoch, which all share:
 * `URANIAN_EPOCH_JD_TT`); angles in degrees, referred to the mean ecliptic and equinox of J1900.
 */
export type UranianElements = Omit<KeplerianElements, 'epochJdTt'>;

/** Epoch of the elements and of their equinox, J1900.0, as a TT Julian Day. */
export const URANIAN_EPOCH_JD_TT = 2415020.0;

/** The published elements, one row per body, in the traditional order (Cupido first). */
export const URANIAN_ELEMENTS = {
  Cupido: {
    meanAnomalyDeg: 163.7409,
    semiMajorAxisAu: 40.99837,
    eccentricity: 0.0046,
    argumentOfPerihelionDeg: 171.4333,
    ascendingNodeDeg: 129.8325,
    inclinationDeg: 1.0833,
  },
  Hades: {
    meanAnomalyDeg: 27.6496,
    semiMajorAxisAu: 50.66744,
    eccentricity: 0.00245,
    argumentOfPerihelionDeg: 148.1796,
    ascendingNodeDeg: 161.3339,
    inclinationDeg: 1.05,
  },
  Zeus: {
    meanAnomalyDeg: 165.1232,
    semiMajorAxisAu: 59.21436,
    eccentricity: 0.0012,
    argumentOfPerihelionDeg: 299.044,
    ascendingNodeDeg: 0,
    inclinationDeg: 0,
  },
  Kronos: {
    meanAnomalyDeg: 169.0193,
    semiMajorAxisAu: 64.8169,
    eccentricity: 0.00305,
    argumentOfPerihelionDeg: 208.8801,
    ascendingNodeDeg: 0,
    inclinationDeg: 0,
  },
  Apollon: {
    meanAnomalyDeg: 138.0533,
    semiMajorAxisAu: 70.29949,
    eccentricity: 0,
    argumentOfPerihelionDeg: 0,
    ascendingNodeDeg: 0,
    inclinationDeg: 0,
  },
  Admetos: {
    meanAnomalyDeg: 351.335,
    semiMajorAxisAu: 73.62765,
    eccentricity: 0,
    argumentOfPerihelionDeg: 0,
    ascendingNodeDeg: 0,
    inclinationDeg: 0,
  },
  Vulkanus: {
    meanAnomalyDeg: 55.8983,
    semiMajorAxisAu: 77.25568,
    eccentricity: 0,
    argumentOfPerihelionDeg: 0,
    ascendingNodeDeg: 0,
    inclinationDeg: 0,
  },
  Poseidon: {
    meanAnomalyDeg: 165.5163,
    semiMajorAxisAu: 83.66907,
    eccentricity: 0,
    argumentOfPerihelionDeg: 0,
    ascendingNodeDeg: 0,
    inclinationDeg: 0,
  },
} as const satisfies Record<string, UranianElements>;
