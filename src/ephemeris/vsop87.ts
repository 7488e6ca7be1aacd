import mercuryTable from 'astronomia/data/vsop87Bmercury';
import venusTable from 'astronomia/data/vsop87Bvenus';
import earthTable from 'astronomia/data/vsop87Bearth';
import marsTable from 'astronomia/data/vsop87Bmars';
import jupiterTable from 'astronomia/data/vsop87Bjupiter';
import saturnTable from 'astronomia/data/vsop87Bsaturn';
import uranusTable from 'astronomia/data/vsop87Buranus';
import neptuneTable from 'astronomia/data/vsop87Bneptune';
import type { HeliocentricState } from './source.js';
import {
  loadVsop87,
  shareFrequencies,
  vsop87Spherical,
  vsop87SphericalShared,
  vsop87Values,
  type SharedFrequencyTheory,
  type Vsop87Spherical,
  type Vsop87RawTable,
  type Vsop87Theory,
  type Vsop87Truncation,
} from './vsop87-series.js';

/**
 * VSOP87B planets (Bretagnon & Francou 1988, A&A 202, 309) from astronomia's machine-readable tables, as
 * heliocentric rectangular states in the contract frame of `source.ts` (mean ecliptic and equinox J2000).
 *
 * Frame: VSOP87 is referred to the mean dynamical ecliptic and equinox J2000 of its own construction (fitted
 * to DE200). The contract frame is the J2000 ecliptic of the reference tables (JPL DE441). The two differ by
 * a small rotation about the ecliptic pole — see `VSOP87_TO_J2000_ARCSEC` below.
 */

/** Planets VSOP87 provides. */
export const VSOP87_PLANETS = ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'] as const;
export type Vsop87Planet = (typeof VSOP87_PLANETS)[number];

const TABLES: Record<Vsop87Planet, Vsop87RawTable> = {
  Mercury: mercuryTable,
  Venus: venusTable,
  Earth: earthTable,
  Mars: marsTable,
  Jupiter: jupiterTable,
  Saturn: saturnTable,
  Uranus: uranusTable,
  Neptune: neptuneTable,
};

/** Mean distances (AU), only to scale the radius truncation threshold. */
const MEAN_DISTANCE_AU: Record<Vsop87Planet, number> = {
  Mercury: 0.387,
  Venus: 0.723,
  Earth: 1,
  Mars: 1.524,
  Jupiter: 5.2,
  Saturn: 9.55,
  Uranus: 19.2,
  Neptune: 30.1,
};

/**
 * The truncation used for single-instant positions. Thresholds (radians; radius relative) keep the
 * truncated series within 0.04″ (Venus, Earth, Mars), 0.08″ (Mercury, whose geocentric distance is never
 * below 0.55 AU) and 0.1″ (Jupiter–Neptune, interim theories whose own error is larger) of the full series over
 * 1778–2222 (measured in tests/ephemeris/vsop87.test.ts). The apparent places stay within 0.2″ of DE441
 * (docs/accuracy.md): the thresholds trade accuracy margin for speed (each term is one cosine).
 */
export const VSOP87_TRUNCATION: Record<Vsop87Planet, Vsop87Truncation> = {
  Mercury: { tauMax: 0.22, angle: 1e-8, radius: 1e-8 },
  Venus: { tauMax: 0.22, angle: 8e-9, radius: 8e-9 },
  Earth: { tauMax: 0.22, angle: 6e-9, radius: 6e-9 },
  Mars: { tauMax: 0.22, angle: 5e-9, radius: 5e-9 },
  Jupiter: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
  Saturn: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
  Uranus: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
  Neptune: { tauMax: 0.22, angle: 2e-8, radius: 2e-8 },
};

/**
 * The truncation used for the rates (velocities): a term's contribution to a rate is A·C, and dropping
 * every term below 1e-6 changes a planet's velocity by < 3e-4 of itself (Earth: < 3e-5, i.e. < 0.001″ in
 * aberration; geocentric speeds within 1″/day of the reference; measured in tests/ephemeris/vsop87.test.ts).
 */
export const VSOP87_RATE_TRUNCATION: Vsop87Truncation = { tauMax: 0.22, angle: 1e-6, radius: 1e-6 };

interface TheoryPair {
  readonly position: Vsop87Theory;
  readonly rate: Vsop87Theory;
}

const theories = new Map<Vsop87Planet, TheoryPair>();

/** @summary The (lazily packed, truncated) VSOP87B theories of a planet: positions and rates. */
export function vsop87Theory(planet: Vsop87Planet): TheoryPair {
  let pair = theories.get(planet);
  if (pair === undefined) {
    pair = {
      position: loadVsop87(TABLES[planet], VSOP87_TRUNCATION[planet], MEAN_DISTANCE_AU[planet]),
      rate: loadVsop87(TABLES[planet], VSOP87_RATE_TRUNCATION, MEAN_DISTANCE_AU[planet]),
    };
    theories.set(planet, pair);
  }
  return pair;
}

/** @summary The raw astronomia table of a planet (for tests and the accuracy script). */
export function vsop87RawTable(planet: Vsop87Planet): Vsop87RawTable {
  return TABLES[planet];
}

/**
 * Rotation from the VSOP87 J2000 frame to the contract's J2000 ecliptic (that of the JPL DE ephemerides
 * in the reference tables), about the ecliptic pole, in arcseconds: θ(T) = θ0 + θ1·T, T in Julian
 * centuries from J2000. VSOP87 was fitted to DE200, whose dynamical ("inertial") equinox differs from the
 * ICRS-based equinox of DE405/DE441 by a few hundredths of an arcsecond (Chapront, Chapront-Touzé & Francou
 * 2002, A&A 387, 700, §5; Standish 1981, A&A 101, L17, on inertial vs rotational equinoxes) and whose
 * mean motions drift slightly against DE441. MEASURED here (not taken from a paper): least-squares over the
 * DE441 heliocentric longitudes of the Earth and Venus at nine epochs 1800–2200
 * (reference/state-vectors.json), where the two planets agree to 0.004″ in θ0 and 0.002″/cy in θ1; Mercury
 * and Mars show the same offset at J2000 (0.083″, 0.083″). Latitudes agree to 0.01″ without rotation.
 */
export const VSOP87_TO_J2000_ARCSEC = { theta0: -0.0809, theta1: 0.0226 } as const;

/**
 * Secular correction to VSOP87's Mars longitude, arcseconds, c0 + c1·T + c2·T² (T in Julian centuries from
 * J2000). VSOP87 Mars drifts along its orbit against DE441 by up to −0.24″ at 2200 and −0.12″ at 1800
 * (heliocentric, after the frame rotation), which a close opposition magnifies to 0.6″ geocentric. MEASURED:
 * least-squares quadratic through the DE441 heliocentric longitudes of Mars at the nine epochs of
 * reference/state-vectors.json (fit residual ≤ 0.03″); radius and latitude need no correction (≤ 0.01″).
 * Checked independently on the 300 apparent positions of reference/positions.json (docs/accuracy.md).
 */
export const VSOP87_LONGITUDE_CORRECTION_ARCSEC: Partial<Record<Vsop87Planet, readonly [number, number, number]>> = {
  Mars: [-0.00034, 0.02793, 0.04747],
};

const ARCSEC_RAD = Math.PI / 648000;

/**
 * @summary Heliocentric state (AU, AU/day) of a planet from VSOP87 theories, rotated into the contract frame.
 * Spherical to rectangular with the chain rule on L, B, R and their rates.
 */
export function vsop87StateFromTheory(
  position: Vsop87Theory,
  rate: Vsop87Theory,
  jdTt: number,
  correction?: readonly [number, number, number],
): HeliocentricState {
  return stateFromSpherical(vsop87Spherical(position, rate, jdTt), jdTt, correction);
}

/** Spherical coordinates and rates -> rectangular state in the contract frame (rotation and correction applied). */
function stateFromSpherical(
  s: Vsop87Spherical,
  jdTt: number,
  correction: readonly [number, number, number] | undefined,
): HeliocentricState {
  const t = (jdTt - 2451545.0) / 36525;
  let shift = VSOP87_TO_J2000_ARCSEC.theta0 + VSOP87_TO_J2000_ARCSEC.theta1 * t;
  if (correction !== undefined) shift += correction[0] + t * (correction[1] + t * correction[2]);
  const lRad = s.lRad + shift * ARCSEC_RAD;
  const cl = Math.cos(lRad);
  const sl = Math.sin(lRad);
  const cb = Math.cos(s.bRad);
  const sb = Math.sin(s.bRad);
  const r = s.rAu;
  const rcb = r * cb;
  const bTerm = s.rAuPerDay * cb - r * sb * s.bRadPerDay;
  const lTerm = rcb * s.lRadPerDay;
  return {
    x: rcb * cl,
    y: rcb * sl,
    z: r * sb,
    vx: bTerm * cl - lTerm * sl,
    vy: bTerm * sl + lTerm * cl,
    vz: s.rAuPerDay * sb + rcb * s.bRadPerDay,
  };
}

/**
 * @summary Geometric heliocentric state of a VSOP87 planet at a TT Julian Day (contract frame, AU, AU/day).
 * @example vsop87State('Earth', 2451545).x // ≈ -0.1771 AU
 */
export function vsop87State(planet: Vsop87Planet, jdTt: number): HeliocentricState {
  return stateFromSpherical(vsop87SphericalShared(sharedTheory(planet), jdTt), jdTt, VSOP87_LONGITUDE_CORRECTION_ARCSEC[planet]);
}

const shared = new Map<Vsop87Planet, SharedFrequencyTheory>();

/**
 * The position theory repacked around its distinct frequencies (vsop87-series.ts): the single-instant path
 * evaluates one sine/cosine pair per distinct frequency and takes the rates from the same terms.
 */
function sharedTheory(planet: Vsop87Planet): SharedFrequencyTheory {
  let theory = shared.get(planet);
  if (theory === undefined) {
    theory = shareFrequencies(vsop87Theory(planet).position);
    shared.set(planet, theory);
  }
  return theory;
}

/**
 * @summary Heliocentric POSITION only (AU, contract frame) of a VSOP87 planet — no rates, about half the cost
 * of `vsop87State`; used to fit the Chebyshev segments of the range path.
 */
export function vsop87Position(planet: Vsop87Planet, jdTt: number): { x: number; y: number; z: number } {
  const s = vsop87Values(vsop87Theory(planet).position, jdTt);
  const t = (jdTt - 2451545.0) / 36525;
  const correction = VSOP87_LONGITUDE_CORRECTION_ARCSEC[planet];
  let shift = VSOP87_TO_J2000_ARCSEC.theta0 + VSOP87_TO_J2000_ARCSEC.theta1 * t;
  if (correction !== undefined) shift += correction[0] + t * (correction[1] + t * correction[2]);
  const lRad = s.lRad + shift * ARCSEC_RAD;
  const rcb = s.rAu * Math.cos(s.bRad);
  return { x: rcb * Math.cos(lRad), y: rcb * Math.sin(lRad), z: s.rAu * Math.sin(s.bRad) };
}
