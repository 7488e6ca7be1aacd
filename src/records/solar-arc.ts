import { placeEcho } from './birth-place.js';
import { solarArcDirections } from '../charts/builders/solar-arc-directions.js';
import { SolarArcRequest, type Body, type SolarArc } from '../schemas/index.js';
import { progressedRequest } from './progressed-request.js';
import type { WithTimeInputs } from './time-members.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Library options of {@link solarArc} (not part of the request). */
export interface SolarArcOptions {
  /** The bodies directed; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary Solar arc directions (spec `SolarArc`): every natal body moved forward by the arc the secondary-progressed
 * Sun has travelled since birth (the true solar arc, `solarArcDirections`; the progressed instant is
 * `progression`'s). `targetDate` echoes the caller's date. With `zodiac: 'sidereal'` (or an `ayanamsa`) the natal
 * and directed longitudes are sidereal (minus the true ayanamsa at birth) and the arc is the progressed Sun's
 * sidereal arc (larger than the tropical one by the ayanamsa's change over the progressed days, 0.003° at 80); the
 * record says `zodiac` and `ayanamsa` (its value at birth). With `key: 'naibod'` the arc is Naibod's 0°59′08″ for
 * each tropical year of life instead of the progressed Sun's (issue 29), and the record says `key`.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `targetDate`).
 * @example
 * const s = solarArc({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' });
 * s.arc // ≈ 32.55 (degrees: 34 years of a July-born Sun)
 */
export function solarArc(request: WithTimeInputs<SolarArcRequest, 'targetDate'>, options: SolarArcOptions = {}): SolarArc {
  refuseExtraArguments(arguments.length, 2, 'solarArc(request, options?)', "solarArc({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' })");
  const p = progressedRequest(SolarArcRequest, request, options.bodies);
  const zodiac = zodiacChoice(p.request);
  return {
    birthDate: p.birthDate,
    targetDate: p.targetDate,
    ...solarArcDirections(p.birth, p.progression, p.bodies, zodiac.ayanamsa, p.request.key ?? 'solarArc'),
    ...(p.request.key === 'naibod' ? { key: 'naibod' as const } : {}),
    ...zodiacEcho(zodiac, p.birth.at.jdTt),
    ...placeEcho(request),
  };
}
