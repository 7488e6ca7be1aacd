import { bodyPosition } from '../ephemeris/index.js';
import type { BirthData, Body, SolarArc } from '../schemas/index.js';
import type { TimeInput } from '../time/index.js';
import { normalizeDegrees } from '../units/index.js';
import { birthDataInput } from './birth-data-input.js';
import { echoDate } from './echo-date.js';
import { progressionOf } from './progression.js';
import { requireRequestMembers } from './request-members.js';
import { signPlacement } from './sign-placement.js';
import { placeBodies, techniqueBodies } from './technique-bodies.js';

/** Request of {@link solarArc}. */
export interface SolarArcRequest {
  /** The birth data (spec `BirthData`). */
  readonly birth: BirthData;
  /** The date the directions are for: ISO date or date-time with a zone, Date, or Instant. */
  readonly targetDate: TimeInput;
}

/** Library options (not part of the request). */
export interface SolarArcOptions {
  /** The bodies directed; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

const MEMBERS = ['birth', 'targetDate'] as const;

/**
 * @summary Solar arc directions (spec `SolarArc`): every natal body moved forward by the arc the secondary-progressed
 * Sun has travelled since birth.
 *
 * arc = λ☉(progressed instant) − λ☉(birth), in [0, 360) — the "true" solar arc, each year of life getting the Sun's
 * actual motion on the corresponding day after birth (between 0°57′ and 1°01′), not Naibod's mean 0°59′08″
 * (Ebertin, Applied Cosmobiology, 1972; Tyl, Solar Arcs, 2001). directedLongitude = natal longitude + arc; `sign`
 * and `degree` (fractional) are the directed longitude's. The progressed instant is `progression`'s.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `targetDate`).
 * @example
 * const s = solarArc({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' });
 * s.arc // ≈ 32.55 (degrees: 34 years of a July-born Sun)
 */
export function solarArc(request: SolarArcRequest, options: SolarArcOptions = {}): SolarArc {
  const record = requireRequestMembers(request, MEMBERS, ['birth', 'targetDate'], '', 'a solar arc request');
  const birth = birthDataInput(record.birth, 'birth');
  const bodies = techniqueBodies(options.bodies);
  const p = progressionOf(birth, record.targetDate as TimeInput);
  const arc = normalizeDegrees(bodyPosition('Sun', p.progressed).longitude - bodyPosition('Sun', p.birth).longitude);
  const observer = birth.birthTime === undefined ? undefined : { latitude: birth.latitude, longitude: birth.longitude };
  const natal = placeBodies(bodies, p.birth, observer);
  return {
    birthDate: birth.birthDate,
    targetDate: echoDate(record.targetDate as TimeInput, p.target),
    arc,
    directedPositions: natal.map((n) => {
      const d = signPlacement(n.longitude + arc);
      return { body: n.body, natalLongitude: n.longitude, directedLongitude: d.longitude, sign: d.sign, degree: d.degree };
    }),
  };
}
