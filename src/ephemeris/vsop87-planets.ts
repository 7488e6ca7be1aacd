import { unpackVsop87, type Vsop87PackedTable } from './series-packing.js';
import { VSOP87_MEAN_DISTANCE_AU, VSOP87_RATE_TRUNCATION, VSOP87_TRUNCATION, type Vsop87Planet } from './series-truncation.js';
import type { HeliocentricState } from './source.js';
import { rectangularState } from './rectangular-state.js';
import { loadVsop87, vsop87Spherical, type Vsop87FlatTable, type Vsop87Spherical, type Vsop87Theory } from './vsop87-series.js';
import { shareFrequencies, vsop87SphericalShared, vsop87ValuesShared, type SharedFrequencyTheory } from './vsop87-shared-frequencies.js';

/**
 * VSOP87B planets (Bretagnon & Francou 1988, A&A 202, 309) as heliocentric rectangular states in the contract
 * frame of `source.ts` (mean ecliptic and equinox J2000), from one generated module of packed series
 * (scripts/build-series.ts; already truncated at VSOP87_TRUNCATION). The series are split in two modules so that
 * bundles of the position path carry only the planets it uses: data/vsop87b-series.ts (Mercury–Mars, read by
 * vsop87-inner.ts, the position path) and data/vsop87b-series-outer.ts (Jupiter–Neptune, which no position uses:
 * the outer planets come from the numerical integration; read by vsop87.ts, the comparisons). Each module's
 * planets are served by one `vsop87Planets(series)`, which decodes a planet's series on first use.
 *
 * Frame: VSOP87 is referred to the mean dynamical ecliptic and equinox J2000 of its own construction (fitted
 * to DE200). The contract frame is the J2000 ecliptic of the reference tables (JPL DE441). The two differ by
 * a small rotation about the ecliptic pole — see `VSOP87_TO_J2000_ARCSEC` below.
 */

/** The position theory and the coarser separate rate series of a planet. */
export interface Vsop87TheoryPair {
  readonly position: Vsop87Theory;
  readonly rate: Vsop87Theory;
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

/**
 * @summary Spherical coordinates and rates (VSOP87's own frame) -> rectangular state in the contract frame (the
 * frame rotation `VSOP87_TO_J2000_ARCSEC` and the planet's longitude correction applied).
 */
export function stateFromSpherical(
  s: Vsop87Spherical,
  jdTt: number,
  correction: readonly [number, number, number] | undefined,
): HeliocentricState {
  const t = (jdTt - 2451545.0) / 36525;
  let shift = VSOP87_TO_J2000_ARCSEC.theta0 + VSOP87_TO_J2000_ARCSEC.theta1 * t;
  if (correction !== undefined) shift += correction[0] + t * (correction[1] + t * correction[2]);
  const lRad = s.lRad + shift * ARCSEC_RAD;
  return rectangularState(lRad, s.bRad, s.rAu, s.lRadPerDay, s.bRadPerDay, s.rAuPerDay);
}

/** The planets of one generated series module, each decoded on first use. */
export interface Vsop87Planets<P extends Vsop87Planet> {
  /** The (lazily decoded, truncated) position theory and the separate rate series of a planet. */
  readonly theory: (planet: P) => Vsop87TheoryPair;
  /** The position theory alone (what `state` evaluates), decoded on first use. */
  readonly positionTheory: (planet: P) => Vsop87Theory;
  /** Geometric heliocentric state (contract frame, AU, AU/day) at a TT Julian Day. */
  readonly state: (planet: P, jdTt: number) => HeliocentricState;
  /** Heliocentric position only (AU, contract frame): no rates, about half the cost of `state`. */
  readonly position: (planet: P, jdTt: number) => { x: number; y: number; z: number };
}

/**
 * @summary The VSOP87B planets of one generated series module (data/vsop87b-series*.ts): their theories, states
 * and positions, each planet's series decoded once, on its first use.
 * @example vsop87Planets(VSOP87B_SERIES).state('Earth', 2451545).x // ≈ -0.1771 AU
 */
export function vsop87Planets<P extends Vsop87Planet>(series: Readonly<Record<string, Vsop87PackedTable>>): Vsop87Planets<P> {
  const decoded = new Map<P, Vsop87FlatTable & { readonly recipe: Int32Array | undefined }>();
  const positionTheories = new Map<P, Vsop87Theory>();
  const rateTheories = new Map<P, Vsop87Theory>();
  const shared = new Map<P, SharedFrequencyTheory>();

  /** The generated (already truncated) series of a planet, decoded on first use. */
  const packedTable = (planet: P): Vsop87FlatTable & { readonly recipe: Int32Array | undefined } => {
    let table = decoded.get(planet);
    if (table === undefined) {
      table = { name: planet, ...unpackVsop87(series[planet]!) };
      decoded.set(planet, table);
    }
    return table;
  };

  const positionTheoryOf = (planet: P): Vsop87Theory => {
    let theory = positionTheories.get(planet);
    if (theory === undefined) {
      theory = loadVsop87(packedTable(planet), VSOP87_TRUNCATION[planet], VSOP87_MEAN_DISTANCE_AU[planet]);
      positionTheories.set(planet, theory);
    }
    return theory;
  };

  /**
   * The position theory repacked around its distinct frequencies (vsop87-shared-frequencies.ts): the single-instant path
   * evaluates one sine/cosine pair per distinct frequency and takes the rates from the same terms.
   */
  const sharedTheory = (planet: P): SharedFrequencyTheory => {
    let theory = shared.get(planet);
    if (theory === undefined) {
      theory = shareFrequencies(positionTheoryOf(planet), packedTable(planet).recipe);
      shared.set(planet, theory);
    }
    return theory;
  };

  return {
    positionTheory: positionTheoryOf,
    theory(planet) {
      let rate = rateTheories.get(planet);
      if (rate === undefined) {
        rate = loadVsop87(packedTable(planet), VSOP87_RATE_TRUNCATION, VSOP87_MEAN_DISTANCE_AU[planet]);
        rateTheories.set(planet, rate);
      }
      return { position: positionTheoryOf(planet), rate };
    },
    state(planet, jdTt) {
      return stateFromSpherical(vsop87SphericalShared(sharedTheory(planet), jdTt), jdTt, VSOP87_LONGITUDE_CORRECTION_ARCSEC[planet]);
    },
    position(planet, jdTt) {
      const s = vsop87ValuesShared(sharedTheory(planet), jdTt);
      const t = (jdTt - 2451545.0) / 36525;
      const correction = VSOP87_LONGITUDE_CORRECTION_ARCSEC[planet];
      let shift = VSOP87_TO_J2000_ARCSEC.theta0 + VSOP87_TO_J2000_ARCSEC.theta1 * t;
      if (correction !== undefined) shift += correction[0] + t * (correction[1] + t * correction[2]);
      const lRad = s.lRad + shift * ARCSEC_RAD;
      const rcb = s.rAu * Math.cos(s.bRad);
      return { x: rcb * Math.cos(lRad), y: rcb * Math.sin(lRad), z: s.rAu * Math.sin(s.bRad) };
    },
  };
}
