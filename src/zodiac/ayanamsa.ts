import { apparentEclipticDirection } from '../coords/apparent-catalogue-direction.js';
import { eclipticNodeOfPlane, polarLongitude } from '../coords/ecliptic-node.js';
import { precessionOnEpochEcliptic } from '../coords/epoch-ecliptic-precession.js';
import { meanObliquity } from '../time/obliquity.js';
import { nutation } from '../time/nutation.js';
import { ARCSEC, normalizeDegrees } from '../units/angle.js';
import { DAYS_PER_JULIAN_CENTURY, J2000 } from '../units/constants.js';
import { AYANAMSA_STARS, GALACTIC_POLE_IAU1958, GALACTIC_POLE_THROUGH_SGR_A } from './ayanamsa-anchors.js';
import {
  AYANAMSA_DEFINITIONS, AYANAMSA_SYSTEMS, type AnchoredAyanamsaDefinition, type AyanamsaDefinition, type AyanamsaSystem,
} from './ayanamsa-systems.js';

/**
 * Ayanamsa: the arc from the sidereal zodiac's origin to the vernal equinox, i.e. tropical minus sidereal
 * longitude. A system is defined either by its MEAN ayanamsa at a stated epoch, carried to other dates by the
 * precession measured on the ecliptic of the epoch (the sidereal origin is a fixed point of that ecliptic; the
 * equinox of date is projected onto it: `coords/epoch-ecliptic-precession.ts`), or by a star or galactic point
 * held at a sidereal longitude (its apparent longitude of date minus that longitude). The true ayanamsa adds the
 * nutation in longitude Δψ (the true equinox of date). Sources, epoch values and the measured agreement with the
 * reference realisation: docs/zodiac.md ("Ayanamsas") and docs/vedic.md.
 */

export { AYANAMSA_DEFINITIONS, AYANAMSA_SYSTEMS };
export type { AyanamsaDefinition, AyanamsaSystem };

/** A user-defined ayanamsa: its mean value at an epoch, precessed like the epoch-defined systems. */
export interface UserAyanamsa {
  /** Epoch, Julian Day (TT). */
  readonly epochJdTt: number;
  /** Mean ayanamsa at the epoch, degrees. */
  readonly valueDeg: number;
}

/** A named system or a user-defined one: what every function taking an ayanamsa accepts. */
export type AyanamsaChoice = AyanamsaSystem | UserAyanamsa;

/**
 * @summary General precession in longitude p_A since J2000, degrees (IAU 2006: Capitaine, Wallace & Chapront
 * 2003, A&A 412, 567, eq. (39); IERS Conventions 2010 Table 5.2d). `jdTt` is a TT Julian Day. No longer used
 * by the ayanamsas (which project onto the ecliptic of their epoch), kept for callers and tests.
 * @example generalPrecessionInLongitude(2451545 + 36525) // ≈ 1.39720 (5029.9″ in the first century)
 */
export function generalPrecessionInLongitude(jdTt: number): number {
  const t = (jdTt - J2000) / DAYS_PER_JULIAN_CENTURY;
  // p_A = 5028.796195″t + 1.1054348″t² + 0.00007964″t³ − 0.000023857″t⁴ − 0.0000000383″t⁵ (P03 eq. 39)
  const arcsec = t * (5028.796195 + t * (1.1054348 + t * (0.00007964 + t * (-0.000023857 + t * -0.0000000383))));
  return arcsec * ARCSEC;
}

/**
 * @summary The definition behind a choice: a named system's (`AYANAMSA_DEFINITIONS`), or an epoch definition made
 * of a user-defined `{ epochJdTt, valueDeg }`.
 * @example definitionOf({ epochJdTt: 2451545, valueDeg: 23.85 }).kind // 'epoch'
 */
export function definitionOf(choice: AyanamsaChoice): AyanamsaDefinition {
  if (typeof choice === 'string') return AYANAMSA_DEFINITIONS[choice];
  return { kind: 'epoch', epochJdTt: choice.epochJdTt, meanAtEpoch: choice.valueDeg, source: 'user-defined' };
}

/** Signed difference a − b wrapped into (−180, 180]. */
function wrap180(deg: number): number {
  const d = normalizeDegrees(deg);
  return d > 180 ? d - 360 : d;
}

/** @summary Longitude of date (mean equinox) of an anchor, as its definition projects it. */
function anchorLongitude(def: AnchoredAyanamsaDefinition, jdTt: number): number {
  if (def.anchor === 'GalacticPoleIAU1958') return eclipticNodeOfPlane(GALACTIC_POLE_IAU1958, jdTt);
  if (def.anchor === 'GalacticPoleThroughSgrA') return eclipticNodeOfPlane(GALACTIC_POLE_THROUGH_SGR_A, jdTt);
  const d = apparentEclipticDirection(AYANAMSA_STARS[def.anchor], jdTt);
  return def.projection === 'polar' ? polarLongitude(d.longitude, d.latitude, meanObliquity(jdTt)) : d.longitude;
}

/**
 * @summary Mean ayanamsa (no nutation) of a system or a user-defined `{ epochJdTt, valueDeg }` at a finite TT
 * Julian Day, degrees, inputs taken as valid (the numeric core of the records function `meanAyanamsa`).
 * Epoch-defined: the epoch value plus the precession from the epoch on the epoch's ecliptic (continuous, not
 * wrapped). Anchored: the anchor's apparent longitude of date minus its sidereal longitude, in (−180, 180].
 * @example meanAyanamsaAt('Lahiri', 2451545) // ≈ 23.85709 (23°51′25.5″ at J2000)
 */
export function meanAyanamsaAt(system: AyanamsaChoice, jdTt: number): number {
  const def = definitionOf(system);
  if (def.kind === 'epoch') return def.meanAtEpoch + precessionOnEpochEcliptic(def.epochJdTt, jdTt);
  return wrap180(anchorLongitude(def, jdTt) - def.siderealLongitude);
}

/**
 * @summary The numeric entry behind `ayanamsa`: the ayanamsa of a system (or a user-defined one) at a TT Julian
 * day, degrees in [0, 360), true (nutation in longitude, IAU 2000B) unless `withNutation` is false. Inputs taken
 * as valid.
 * @example ayanamsaAt('Lahiri', 2451545.0) // ≈ 23.8532
 */
export function ayanamsaAt(system: AyanamsaChoice, jdTt: number, withNutation = true): number {
  const mean = meanAyanamsaAt(system, jdTt);
  return normalizeDegrees(withNutation ? mean + nutation(jdTt).longitudeDeg : mean);
}

/**
 * @summary How a record names the ayanamsa it used: the system's name, or `user-defined (…)` with the epoch and
 * value of a user-defined one.
 * @example ayanamsaLabel({ epochJdTt: 2451545, valueDeg: 23.85 }) // 'user-defined (23.85° at JD 2451545 TT)'
 */
export function ayanamsaLabel(choice: AyanamsaChoice): string {
  return typeof choice === 'string' ? choice : `user-defined (${choice.valueDeg}° at JD ${choice.epochJdTt} TT)`;
}
