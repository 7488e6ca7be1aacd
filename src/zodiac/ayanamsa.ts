import { AYANAMSA_SYSTEM_NAMES } from '../schemas/record-enums.js';
import { nutation } from '../time/nutation.js';
import { ARCSEC, normalizeDegrees } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';

/**
 * Ayanamsa: the arc from the sidereal zodiac's origin to the vernal equinox, i.e. tropical minus sidereal
 * longitude. Each system is defined by its MEAN ayanamsa at a stated epoch; the ayanamsa at another instant is
 * that value plus the IAU 2006 general precession in longitude accumulated since the epoch (the "traditional
 * method": the sidereal origin is a fixed direction that the equinox recedes from along the moving ecliptic).
 * The true ayanamsa adds the nutation in longitude Δψ (the true equinox of date). Sources, epoch values and the
 * measured agreement with the reference realisation are in docs/vedic.md.
 */

/** The ayanamsa systems Urania implements (the schemas' `AYANAMSA_SYSTEM_NAMES`: one list). */
export const AYANAMSA_SYSTEMS = AYANAMSA_SYSTEM_NAMES;

/** One of `AYANAMSA_SYSTEMS`. */
export type AyanamsaSystem = (typeof AYANAMSA_SYSTEMS)[number];

/** The definition of an ayanamsa system: its mean value at an epoch (TT). */
export interface AyanamsaDefinition {
  /** Epoch, Julian Day (TT). */
  readonly epochJdTt: number;
  /** Mean ayanamsa at the epoch, degrees (no nutation). */
  readonly meanAtEpoch: number;
  /** Where the value comes from. */
  readonly source: string;
}

/**
 * Epoch values (docs/vedic.md "Epoch values"). The published definitions state the ayanamsa to the arcsecond or
 * coarser; the adopted constants are the sub-arcsecond realisation of the reference tables (Swiss Ephemeris 2.10,
 * tests/fixtures/sidereal.json), each within 1″ of the published figure:
 * - Lahiri (Chitrapaksha): Report of the Calendar Reform Committee (Government of India, 1955): 23°15′00″ on
 *   1956 March 21, 0h ET, nutation included. Adopted mean value 23°14′44.020″ at that epoch (23°15′00.80″ true
 *   with the IAU 2000B Δψ = +16.777″; 22°27′37.84″ mean at J1900.0 against the often quoted 22°27′37.7″).
 * - Raman (B. V. Raman): 21°00′52″ quoted at 1900.0; adopted 21°00′51.157″ mean at J1900.0 (−0.84″).
 * - Krishnamurti (K. S. Krishnamurti, KP): 22°21′50″ quoted at 1900.0; adopted 22°21′49.173″ mean at J1900.0
 *   (−0.83″). Raman and Krishnamurti are Lahiri minus the constants 1°26′46.68″ and 5′48.67″.
 */
export const AYANAMSA_DEFINITIONS: Readonly<Record<AyanamsaSystem, AyanamsaDefinition>> = {
  Lahiri: {
    epochJdTt: 2435553.5, // 1956-03-21T00:00 TT (ET)
    meanAtEpoch: 23.245561028,
    source: 'Calendar Reform Committee (1955): 23°15′00″ true on 1956 March 21, 0h ET',
  },
  Raman: {
    epochJdTt: 2415020.0, // J1900.0 = 1900-01-00.5 TT
    meanAtEpoch: 21.014210223,
    source: 'B. V. Raman: 21°00′52″ quoted at 1900.0 (mean, J1900.0)',
  },
  Krishnamurti: {
    epochJdTt: 2415020.0,
    meanAtEpoch: 22.363659223,
    source: 'K. S. Krishnamurti: 22°21′50″ quoted at 1900.0 (mean, J1900.0)',
  },
};

/**
 * @summary General precession in longitude p_A since J2000, degrees (IAU 2006: Capitaine, Wallace & Chapront
 * 2003, A&A 412, 567, eq. (39); IERS Conventions 2010 Table 5.2d). `jdTt` is a TT Julian Day.
 * @example generalPrecessionInLongitude(2451545 + 36525) // ≈ 1.39720 (5029.9″ in the first century)
 */
export function generalPrecessionInLongitude(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  // p_A = 5028.796195″t + 1.1054348″t² + 0.00007964″t³ − 0.000023857″t⁴ − 0.0000000383″t⁵ (P03 eq. 39)
  const arcsec = t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
  return arcsec * ARCSEC;
}

/**
 * @summary Mean ayanamsa (no nutation) of a known system at a finite TT Julian Day, degrees, inputs taken as valid
 * (the numeric core of the records function `meanAyanamsa`). The epoch value plus p_A(t) − p_A(epoch)
 * (docs/vedic.md).
 * @example meanAyanamsaAt('Lahiri', 2451545) // ≈ 23.85709 (23°51′25.5″ at J2000)
 */
export function meanAyanamsaAt(system: AyanamsaSystem, jdTt: number): number {
  const def = AYANAMSA_DEFINITIONS[system];
  return def.meanAtEpoch + generalPrecessionInLongitude(jdTt) - generalPrecessionInLongitude(def.epochJdTt);
}

/**
 * @summary The numeric entry behind `ayanamsa`: the ayanamsa of a known system at a TT Julian day, degrees in
 * [0, 360), true (nutation in longitude, IAU 2000B) unless `withNutation` is false. Inputs taken as valid.
 * @example ayanamsaAt('Lahiri', 2451545.0) // ≈ 23.8532
 */
export function ayanamsaAt(system: AyanamsaSystem, jdTt: number, withNutation = true): number {
  const mean = meanAyanamsaAt(system, jdTt);
  return normalizeDegrees(withNutation ? mean + nutation(jdTt).longitudeDeg : mean);
}
