import { PRINCIPAL_MOON_PHASES } from '../schemas/record-enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { coarseMoonLongitude, coarseSunLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT } from './event-range.js';
import { findCrossings } from './search.js';
import { elongationOf, sunMoon, type SunMoon } from './sun-moon.js';

/** The four principal phases and their elongations (apparent Moon − apparent Sun, true ecliptic of date). */
export type PrincipalMoonPhase = (typeof PRINCIPAL_MOON_PHASES)[number];
export const PRINCIPAL_PHASE_ELONGATIONS: Readonly<Record<PrincipalMoonPhase, number>> = {
  'New Moon': 0,
  'First Quarter': 90,
  'Full Moon': 180,
  'Last Quarter': 270,
};

/**
 * Scan step: 3 days (the elongation moves 30°–46° per step, never 90°: one target per step at most).
 * The crossing is refined on the coarse model to 1e-4 day, then polished by Newton steps on the full
 * theory. The coarse model is within ~80 s of the truth and the coarse rate within 1e-3 of the true rate,
 * |f″/2f′| ≤ 0.02/day for the elongation: after a step shorter than 0.002 day the remaining error is below
 * 0.02·0.002² + 1e-3·0.002 ≈ 2e-6 day (0.2 s); in practice one full-theory evaluation per phase.
 */
export const LUNATION_STEP_DAYS = 3;
const CONVERGED_STEP_DAYS = 0.002;

/** A lunation found by the engine: its TT instant, target elongation and the Sun and Moon there. */
export interface Lunation {
  readonly jdTt: number;
  readonly target: number;
  /** Apparent longitude of the Moon at the instant, degrees. */
  readonly moonLongitude: number;
  /** The full-theory Sun and Moon at the last polish evaluation (within 0.002 day of jdTt). */
  readonly last: SunMoon;
}

/**
 * @summary Every instant in [fromJdTt, toJdTt] when the apparent elongation of the Moon reaches one of the
 * target angles (degrees), with an optional cheap filter on the seed (used by the eclipse search).
 */
export function findLunations(
  fromJdTt: number,
  toJdTt: number,
  targets: readonly number[],
  accept?: (jdTt: number, target: number) => boolean,
): Lunation[] {
  const evaluations: SunMoon[] = [];
  const crossings = findCrossings(
    {
      angle: (t) => coarseMoonLongitude(t) - coarseSunLongitude(t),
      targets,
      stepDays: LUNATION_STEP_DAYS,
      ...(accept === undefined ? {} : { accept }),
      polish: {
        evaluate: (t) => {
          const sm = sunMoon(t);
          evaluations.push(sm);
          return elongationOf(sm);
        },
        convergedStepDays: CONVERGED_STEP_DAYS,
      },
    },
    fromJdTt,
    toJdTt,
  );
  // Each crossing was polished just before the next one (≥ 7 days later): its last evaluation is the latest
  // one within 0.01 day of it (the polish stays inside the crossing's 3-day bracket).
  const out: Lunation[] = [];
  let k = 0;
  for (const c of crossings) {
    while (k + 1 < evaluations.length && evaluations[k + 1]!.jdTt < c.jdTt + 0.5) k += 1;
    let last = evaluations[k];
    if (last === undefined || Math.abs(last.jdTt - c.jdTt) > 0.01) last = sunMoon(c.jdTt);
    out.push({ jdTt: c.jdTt, target: c.target, moonLongitude: moonLongitudeAt(last, c.jdTt, c.target), last });
  }
  return out;
}

/** The Moon's longitude at the exact phase: the Sun's, carried to jdTt by its daily motion, plus the target. */
function moonLongitudeAt(sm: SunMoon, jdTt: number, target: number): number {
  return normalizeDegrees(sm.sun.longitude + sm.sun.speed * (jdTt - sm.jdTt) + target);
}

/** @summary The first principal phase strictly after a TT Julian day, or undefined past the supported span. */
export function nextLunationAfter(afterJdTt: number): Lunation | undefined {
  const end = Math.min(afterJdTt + 8, SUPPORTED_END_JD_TT);
  return findLunations(afterJdTt, end, [0, 90, 180, 270]).find((l) => l.jdTt > afterJdTt);
}
