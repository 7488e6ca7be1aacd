import type { AyanamsaStar } from './ayanamsa-anchors.js';
import { AYANAMSA_SYSTEM_NAMES } from '../schemas/record-enums.js';

/**
 * The definitions of the 47 ayanamsa systems (docs/zodiac.md, "Ayanamsas", for each system's author, epoch,
 * published figure, adopted constant and measured agreement with the reference). Two kinds:
 * - `epoch`: the mean ayanamsa has a stated value at an epoch and is carried to other dates by the precession
 *   measured on the ecliptic of the epoch (`coords/epoch-ecliptic-precession.ts`);
 * - `anchor`: a star, the galactic centre or the node of the galactic equator is held at a sidereal longitude,
 *   so the mean ayanamsa is that point's longitude of date minus the sidereal longitude (`projection`: along
 *   the ecliptic meridian, along the hour circle — "polar" —, or the node of a plane on the ecliptic).
 * Epoch values are given to the nanodegree (0.000004″) as the adopted realisation; the published figures, to the
 * arcsecond or coarser, are in docs/zodiac.md with the difference.
 */

/** The ayanamsa systems Urania implements (the schemas' `AYANAMSA_SYSTEM_NAMES`: one list). */
export const AYANAMSA_SYSTEMS = AYANAMSA_SYSTEM_NAMES;

/** One of `AYANAMSA_SYSTEMS`. */
export type AyanamsaSystem = (typeof AYANAMSA_SYSTEMS)[number];

/** A system defined by its mean value at an epoch. */
export interface EpochAyanamsaDefinition {
  readonly kind: 'epoch';
  /** Epoch, Julian Day (TT). */
  readonly epochJdTt: number;
  /** Mean ayanamsa at the epoch, degrees (no nutation). */
  readonly meanAtEpoch: number;
  /** Where the value comes from. */
  readonly source: string;
}

/** How an anchor's position of date becomes a longitude. */
export type AnchorProjection = 'ecliptic' | 'polar' | 'node';

/** A system that holds a star or galactic point at a sidereal longitude. */
export interface AnchoredAyanamsaDefinition {
  readonly kind: 'anchor';
  /** The star or point (`AYANAMSA_STARS`), or the galactic pole whose equator's node is held (`node`). */
  readonly anchor: AyanamsaStar | 'GalacticPoleIAU1958' | 'GalacticPoleThroughSgrA';
  /** Ecliptic longitude (apparent, of date) or polar longitude, or the plane's ascending node. */
  readonly projection: AnchorProjection;
  /** Sidereal longitude at which the anchor is held, degrees. */
  readonly siderealLongitude: number;
  /** Where the definition comes from. */
  readonly source: string;
}

/** The definition of an ayanamsa system. */
export type AyanamsaDefinition = EpochAyanamsaDefinition | AnchoredAyanamsaDefinition;

const J1900 = 2415020.0; // 1900 January 0.5 TT
const B1950 = 2433282.42346; // Besselian 1950.0
const BABYLON = 1684532.5; // −100 (101 BCE) January 1, 0h TT, Julian calendar
const SS_EPOCH = 1903396.8128654; // 499 CE March 21: the mean vernal equinox of the Surya Siddhanta's era
const ARYA_EPOCH = 1903396.7895321; // the same equinox, Aryabhata's moment

const epoch = (epochJdTt: number, meanAtEpoch: number, source: string): EpochAyanamsaDefinition => ({
  kind: 'epoch', epochJdTt, meanAtEpoch, source,
});
const anchor = (
  a: AnchoredAyanamsaDefinition['anchor'], projection: AnchorProjection, siderealLongitude: number, source: string,
): AnchoredAyanamsaDefinition => ({ kind: 'anchor', anchor: a, projection, siderealLongitude, source });

/** The definitions, one per system (docs/zodiac.md has the sources and the measured agreement). */
// prettier-ignore
export const AYANAMSA_DEFINITIONS: Readonly<Record<AyanamsaSystem, AyanamsaDefinition>> = {
  Lahiri: epoch(2435553.5, 23.245560955, 'Calendar Reform Committee (1955): 23°15′00″ true on 1956 March 21, 0h ET'),
  Raman: epoch(J1900, 21.014210013, 'B. V. Raman: 21°00′52″ quoted at 1900.0'),
  Krishnamurti: epoch(J1900, 22.363659013, 'K. S. Krishnamurti: 22°21′50″ quoted at 1900.0'),
  FaganBradley: epoch(B1950, 24.041929837, 'C. Fagan & D. Bradley: SVP 5°57′28.64″ Pisces at 1950.0 (ayanamsa 24°02′31.36″)'),
  DeLuce: epoch(1721057.5, -0.000004653, 'R. DeLuce: zero ayanamsa at the start of the era (year 0)'),
  UshaShashi: epoch(J1900, 18.66096, 'Usha & Shashi: 18°39′39.456″ at J1900.0 (the reference realisation)'),
  DjwhalKhul: epoch(J1900, 26.9630976, 'Djwhal Khul: the Aquarian age (ayanamsa 30°) from 2117; 26°57′47.151″ at J1900.0'),
  Yukteshwar: epoch(J1900, 21.082222, 'Sri Yukteswar, The Holy Science (1894); 21°04′56.0″ at J1900.0 (the reference realisation)'),
  JNBhasin: epoch(J1900, 21.365556, 'J. N. Bhasin; 21°21′56.0″ at J1900.0 (the reference realisation)'),
  BabylonianKugler1: epoch(BABYLON, -5.666675122, 'F. X. Kugler, Babylonian zodiac (variant 1): −5°40′ at −100'),
  BabylonianKugler2: epoch(BABYLON, -4.266675122, 'F. X. Kugler, Babylonian zodiac (variant 2): −4°16′ at −100'),
  BabylonianKugler3: epoch(BABYLON, -3.416675122, 'F. X. Kugler, Babylonian zodiac (variant 3): −3°25′ at −100'),
  BabylonianHuber: epoch(BABYLON, -4.466675122, 'P. Huber, Babylonian zodiac: −4°28′ at −100'),
  BabylonianEtaPiscium: epoch(1673941.0, -5.079172263, 'Babylonian zodiac with η Psc as fiducial star; −5°04′45.02″ at −129 (the reference realisation)'),
  BabylonianAldebaran15Tau: epoch(BABYLON, -4.441391102, 'Babylonian zodiac with Aldebaran at 15° Taurus; −4°26′29.01″ at −100 (the reference realisation)'),
  Hipparchos: epoch(1674484.0, -9.333335256, 'Hipparchus’s equinox: −9°20′ at −128 June 27'),
  Sassanian: epoch(1927135.8747793, -0.000002186, 'Zij-i Shah (Sassanian): zero ayanamsa at the equinox of 564'),
  GalacticCenter0Sag: anchor('GalacticCenter', 'ecliptic', 240, 'Galactic centre (Sgr A*) at 0° Sagittarius'),
  J2000: epoch(2451545.0, 0, 'Zero at J2000.0 (sidereal frame of the J2000 equinox)'),
  J1900: epoch(J1900, 0, 'Zero at J1900.0'),
  B1950: epoch(2433282.4235, 0, 'Zero at B1950.0'),
  Suryasiddhanta: epoch(SS_EPOCH, -0.000002472, 'Surya Siddhanta: zero ayanamsa at the vernal equinox of 499'),
  SuryasiddhantaMeanSun: epoch(SS_EPOCH, -0.214636422, 'Surya Siddhanta with the mean Sun; −0°12′52.69″ in 499 (the reference realisation)'),
  Aryabhata: epoch(ARYA_EPOCH, -0.000002472, 'Aryabhatiya: zero ayanamsa at the vernal equinox of 499'),
  AryabhataMeanSun: epoch(ARYA_EPOCH, -0.237634852, 'Aryabhatiya with the mean Sun; −0°14′15.49″ in 499 (the reference realisation)'),
  SSRevati: epoch(SS_EPOCH, -0.791672932, 'Surya Siddhanta with ζ Psc (Revati) at 359°50′; −0°47′30.02″ in 499 (the reference realisation)'),
  SSCitra: epoch(SS_EPOCH, 2.110701968, 'Surya Siddhanta with Spica (Citra) at 180°; 2°06′38.53″ in 499 (the reference realisation)'),
  TrueCitra: anchor('Spica', 'ecliptic', 180, 'Spica (Citra) at 180° (0° Libra)'),
  TrueRevati: anchor('ZetaPiscium', 'ecliptic', 359 + 50 / 60, 'ζ Psc (Revati) at 359°50′'),
  TruePushyaPVRNRao: anchor('DeltaCancri', 'ecliptic', 106, 'P. V. R. Narasimha Rao: δ Cnc (Pushya) at 106° (16° Cancer)'),
  GalacticCenterGilBrand: anchor('GalacticCenter', 'ecliptic', 210 + 90 * ((3 - Math.sqrt(5)) / 2), 'R. Gil Brand: galactic centre at the golden section of 0° Scorpio – 0° Aquarius'),
  GalacticEquatorIAU1958: anchor('GalacticPoleIAU1958', 'node', 240, 'Node of the IAU 1958 galactic equator at 0° Sagittarius'),
  GalacticEquator: anchor('GalacticPoleThroughSgrA', 'node', 240, 'Node of the galactic equator through Sgr A* at 0° Sagittarius'),
  GalacticEquatorMidMula: anchor('GalacticPoleThroughSgrA', 'node', 246 + 40 / 60, 'Node of the galactic equator at 6°40′ Sagittarius (the middle of Mula)'),
  SkydramMardyks: epoch(2451079.734892, 30, 'R. Mardyks (Skydram): 30° at the equinox of 1998 September 23'),
  TrueMulaChandraHari: anchor('LambdaScorpii', 'ecliptic', 240, 'K. Chandra Hari: λ Sco (Mula) at 240° (0° Sagittarius)'),
  DhruvaGalCenterMulaWilhelm: anchor('GalacticCenter', 'polar', 246 + 40 / 60, 'E. Wilhelm: polar longitude of the galactic centre at 6°40′ Sagittarius (mid-Mula)'),
  Aryabhata522: epoch(1911797.740782065, -0.000002371, 'Aryabhata (522 era): zero ayanamsa at the equinox of 522'),
  BabylonianBritton: epoch(1721057.5, -3.200004653, 'J. P. Britton’s Babylonian norm: −3°12′ at year 0'),
  VedicSheoran: anchor('DeltaCancri', 'ecliptic', 103.492642207, 'R. S. Sheoran, "Vedic" ayanamsa: δ Cnc held at 103°29′33.51″ (the reference realisation)'),
  CochraneGalCenter0Cap: anchor('GalacticCenter', 'ecliptic', 270, 'D. Cochrane: galactic centre at 0° Capricorn'),
  GalacticEquatorFiorenza: epoch(2451545.0, 25.000019094, 'N. A. Fiorenza: 25°00′00″ at J2000.0'),
  VettiusValens: epoch(1775845.5, -2.942203988, 'Vettius Valens’s zodiac; −2°56′31.93″ in 150 (the reference realisation)'),
  Lahiri1940: epoch(J1900, 22.445742233, 'N. C. Lahiri’s first (1940) value; 22°26′44.67″ at J1900.0 (the reference realisation)'),
  LahiriVP285: epoch(1825235.2458513028, 0, 'Lahiri: zero ayanamsa at the vernal point of 285'),
  KrishnamurtiSenthilathiban: epoch(1827424.752255678, 0, 'Krishnamurti (Senthilathiban): zero ayanamsa at the equinox of 291'),
  LahiriICRC: epoch(2435553.5, 23.245257617, 'The Calendar Reform Committee definition re-derived (ICRC); 23°14′42.93″ mean on 1956 March 21 (the reference realisation)'),
};
