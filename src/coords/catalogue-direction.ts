import type { Vector3 } from './rotation.js';
import { ARCSEC, RAD_PER_DEG } from '../units/angle.js';
import { DAYS_PER_JULIAN_YEAR, J2000 } from '../units/constants.js';

/**
 * A catalogue direction (a star, or a point such as the galactic centre) and its motion: ICRS position at the
 * epoch J2000.0, proper motion, parallax and radial velocity, the fields of the Hipparcos / SIMBAD catalogues.
 * The position at another epoch follows the rigorous space motion (ESA 1997, The Hipparcos and Tycho
 * Catalogues, vol. 1, §1.5.5, eqs. (1.5.50)–(1.5.60); Kaplan et al. 1989, AJ 97, 1197, §2): the barycentric
 * position r = u/ϖ plus the space velocity t·(μα* p + μδ q + (v_r/4.74047) ϖ u) / ϖ, with p, q the unit vectors
 * toward increasing α and δ. Without a parallax the point is at infinity and moves by its proper motion only.
 */

/** Catalogue data of a direction, ICRS, epoch J2000.0. */
export interface CatalogueEntry {
  /** Right ascension, degrees. */
  readonly raDeg: number;
  /** Declination, degrees. */
  readonly decDeg: number;
  /** Proper motion in right ascension times cos δ, mas per Julian year. */
  readonly pmRaCosDecMasPerYear: number;
  /** Proper motion in declination, mas per Julian year. */
  readonly pmDecMasPerYear: number;
  /** Parallax, mas (0: at infinity). */
  readonly parallaxMas: number;
  /** Radial velocity, km/s (positive receding). */
  readonly radialVelocityKmS: number;
}

const MAS_RAD = (ARCSEC / 1000) * RAD_PER_DEG;
/** AU per Julian year in one km/s (4.740470446 km/s = 1 AU/yr). */
const KM_S_IN_AU_PER_YEAR = 1 / 4.740470446;

/**
 * @summary Barycentric position of a catalogue entry at a TT Julian Day, ICRS axes: for a finite parallax the
 * position in AU (length ≈ 1/ϖ), for none (a point at infinity) a unit-length direction moved by the proper motion.
 * @example catalogueDirectionAt({ raDeg: 0, decDeg: 0, pmRaCosDecMasPerYear: 0, pmDecMasPerYear: 0, parallaxMas: 0, radialVelocityKmS: 0 }, 2451545) // { x: 1, y: 0, z: 0 }
 */
export function catalogueDirectionAt(entry: CatalogueEntry, jdTt: number): Vector3 {
  const ra = entry.raDeg * RAD_PER_DEG;
  const dec = entry.decDeg * RAD_PER_DEG;
  const ca = Math.cos(ra);
  const sa = Math.sin(ra);
  const cd = Math.cos(dec);
  const sd = Math.sin(dec);
  const years = (jdTt - J2000) / DAYS_PER_JULIAN_YEAR;
  const pmA = entry.pmRaCosDecMasPerYear * MAS_RAD;
  const pmD = entry.pmDecMasPerYear * MAS_RAD;
  const parallax = entry.parallaxMas * MAS_RAD;
  // distance in AU (1/ϖ) and the radial motion in AU/yr; at infinity work with the unit vector and pm alone
  const r = parallax > 0 ? 1 / parallax : 1;
  const vr = parallax > 0 ? entry.radialVelocityKmS * KM_S_IN_AU_PER_YEAR : 0;
  const dx = r * (-sa * pmA - sd * ca * pmD) + ca * cd * vr;
  const dy = r * (ca * pmA - sd * sa * pmD) + sa * cd * vr;
  const dz = r * (cd * pmD) + sd * vr;
  return { x: r * ca * cd + dx * years, y: r * sa * cd + dy * years, z: r * sd + dz * years };
}
