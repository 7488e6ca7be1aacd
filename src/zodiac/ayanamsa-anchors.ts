import type { CatalogueEntry } from '../coords/catalogue-direction.js';
import type { Vector3 } from '../coords/rotation.js';
import { RAD_PER_DEG } from '../units/angle.js';

/**
 * The catalogue directions the star- and galaxy-fixed ayanamsas hold at a sidereal longitude (docs/zodiac.md).
 * ICRS, epoch J2000.0. The stars: SIMBAD, from the new reduction of the Hipparcos data (van Leeuwen 2007,
 * A&A 474, 653) with SIMBAD's radial velocities. Sgr A*, the radio source at the galactic centre: SIMBAD
 * position; proper motion of Reid & Brunthaler 2020 (ApJ 892, 39), −3.156 and −5.585 mas/yr in α·cos δ and δ.
 */

/** The named anchor stars and points. */
export type AyanamsaStar = 'Spica' | 'ZetaPiscium' | 'DeltaCancri' | 'LambdaScorpii' | 'GalacticCenter';

const hms = (h: number, m: number, s: number): number => (h + m / 60 + s / 3600) * 15;
const dms = (d: number, m: number, s: number): number => Math.sign(d || 1) * (Math.abs(d) + m / 60 + s / 3600);

/**
 * Catalogue data of the anchors. Spica (α Vir, Citra), δ Cnc (Asellus Australis, Pushya's yogatara) and λ Sco
 * (Shaula, Mula's) as in the fixed-star catalogue of `src/stars/` (same SIMBAD values; repeated here because the
 * zodiac layer sits below `stars/`); ζ Psc A (Revati's yogatara, HIP 5737): α 01h13m43.88735s, δ +07°34′31.2745″,
 * μ (+145.00, −55.69) mas/yr, ϖ 18.76 mas, v_r 15 km/s.
 *
 * Sgr A*: the proper motion in right ascension is applied as the reference realisation applies it — as if the
 * catalogue's μα·cos δ were μα, i.e. an effective μα·cos δ = −3.156 · cos δ = −2.760 mas/yr (the published value
 * gives the same longitudes to 0.064″ over 1900–2100; docs/zodiac.md, "Galactic centre").
 */
export const AYANAMSA_STARS: Readonly<Record<AyanamsaStar, CatalogueEntry>> = {
  Spica: {
    raDeg: 201.298247375, decDeg: -11.161319472, pmRaCosDecMasPerYear: -42.35, pmDecMasPerYear: -30.67,
    parallaxMas: 13.06, radialVelocityKmS: 1,
  },
  ZetaPiscium: {
    raDeg: hms(1, 13, 43.88735), decDeg: dms(7, 34, 31.2745), pmRaCosDecMasPerYear: 145.0, pmDecMasPerYear: -55.69,
    parallaxMas: 18.76, radialVelocityKmS: 15,
  },
  DeltaCancri: {
    raDeg: 131.171246708, decDeg: 18.1543065, pmRaCosDecMasPerYear: -17.67, pmDecMasPerYear: -229.26,
    parallaxMas: 24.98, radialVelocityKmS: 17.14,
  },
  LambdaScorpii: {
    raDeg: 263.402167167, decDeg: -37.103823556, pmRaCosDecMasPerYear: -8.53, pmDecMasPerYear: -30.8,
    parallaxMas: 5.71, radialVelocityKmS: -3,
  },
  GalacticCenter: {
    raDeg: hms(17, 45, 40.03599), decDeg: dms(-29, 0, 28.1699),
    pmRaCosDecMasPerYear: -3.156 * Math.cos(dms(-29, 0, 28.1699) * RAD_PER_DEG), pmDecMasPerYear: -5.585,
    parallaxMas: 0, radialVelocityKmS: 0,
  },
};

function unitVector(raDeg: number, decDeg: number): Vector3 {
  const a = raDeg * RAD_PER_DEG;
  const d = decDeg * RAD_PER_DEG;
  return { x: Math.cos(a) * Math.cos(d), y: Math.sin(a) * Math.cos(d), z: Math.sin(d) };
}

/**
 * The north galactic pole of the IAU 1958 system (Blaauw, Gum, Pawsey & Westerhout 1960, MNRAS 121, 123: α 12h49m,
 * δ +27.4° for B1950) in the ICRS: α 192.85948°, δ +27.12825° (ESA 1997, The Hipparcos and Tycho Catalogues,
 * vol. 1, §1.5.3, eq. (1.5.9)).
 */
export const GALACTIC_POLE_IAU1958: Vector3 = unitVector(192.85948, 27.12825);

/**
 * The pole of the galactic equator through Sgr A*: the IAU 1958 pole turned the least (about 0.05°) to make the
 * plane pass through the galactic centre at J2000.0, n = (P − (P·g) g)/|…| with P the IAU 1958 pole and g the
 * direction of Sgr A* (the reference's "Galactic Equator" realisation; docs/zodiac.md).
 */
export const GALACTIC_POLE_THROUGH_SGR_A: Vector3 = (() => {
  const p = GALACTIC_POLE_IAU1958;
  const gc = AYANAMSA_STARS.GalacticCenter;
  const g = unitVector(gc.raDeg, gc.decDeg);
  const k = p.x * g.x + p.y * g.y + p.z * g.z;
  const x = p.x - k * g.x;
  const y = p.y - k * g.y;
  const z = p.z - k * g.z;
  const n = Math.hypot(x, y, z);
  return { x: x / n, y: y / n, z: z / n };
})();
