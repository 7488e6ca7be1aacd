import { apparentBodyPosition } from '../../ephemeris/index.js';
import type { Body, SolarArc } from '../../schemas/index.js';
import { normalizeDegrees } from '../../units/index.js';
import { NAIBOD_DEGREES_PER_YEAR } from '../directions/direction-keys.js';
import { signPlacement } from '../rules/sign-placement.js';
import type { Progression } from './progression.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';
import { shiftedPositions } from './zodiac-shift.js';
import type { Instant } from '../../time/index.js';
import { ayanamsaAt, type AyanamsaChoice } from '../../zodiac/index.js';

/**
 * @summary Solar arc directions of a progression: every natal body moved forward by the arc the secondary-progressed
 * Sun has travelled since birth.
 *
 * arc = λ☉(progressed instant) − λ☉(birth), in [0, 360) — the "true" solar arc, each year of life getting the Sun's
 * actual motion on the corresponding day after birth (between 0°57′ and 1°01′), not Naibod's mean 0°59′08″
 * (Ebertin, Applied Cosmobiology, 1972; Tyl, Solar Arcs, 2001). directedLongitude = natal longitude + arc; `sign`
 * and `degree` (fractional) are the directed longitude's.
 * @example solarArcDirections(birth, progression(birth.at, target), TECHNIQUE_BODIES).arc // ≈ 32.55 for 34 years
 */
export function solarArcDirections(
  birth: ResolvedBirth,
  p: Progression,
  bodies: readonly Body[],
  ayanamsa?: AyanamsaChoice,
  key: 'solarArc' | 'naibod' = 'solarArc',
): Pick<SolarArc, 'arc' | 'directedPositions'> {
  // Sidereal: every longitude minus the true ayanamsa of its own instant (the progressed Sun's at the progressed one).
  const shift = (at: Instant) => (ayanamsa === undefined ? 0 : ayanamsaAt(ayanamsa, at.jdTt));
  const sunAt = (at: Instant) => apparentBodyPosition('Sun', at).longitude - shift(at);
  // Naibod's key: the mean Sun's 0°59′08.33″ for each tropical year of life (Naibod 1560; docs/directions.md).
  const arc = key === 'naibod' ? normalizeDegrees(NAIBOD_DEGREES_PER_YEAR * p.ageYears) : normalizeDegrees(sunAt(p.progressed) - sunAt(p.birth));
  const natal = shiftedPositions(placeBodies(bodies, p.birth, birthObserver(birth)), shift(p.birth));
  return {
    arc,
    directedPositions: natal.map((n) => {
      const d = signPlacement(n.longitude + arc);
      return { body: n.body, natalLongitude: n.longitude, directedLongitude: d.longitude, sign: d.sign, degree: d.degree };
    }),
  };
}
