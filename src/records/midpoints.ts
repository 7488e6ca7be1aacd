import { midpointActivations } from '../charts/builders/midpoint-activations.js';
import { midpointDial } from '../charts/builders/midpoint-dial.js';
import { midpoints } from '../charts/builders/midpoints.js';
import { birthObserver } from '../charts/builders/resolved-birth.js';
import { placeBodies, TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { shiftedPositions } from '../charts/builders/zodiac-shift.js';
import { MidpointsRequest, type MidpointsResponse } from '../schemas/index.js';
import { instant } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { zodiacChoice, zodiacEcho, zodiacShift } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The natal midpoints of a birth (`midpoints`: nearer midpoints, always-linked pairs left out), the bodies
 * in hard aspect to them within `orb` (default 1.5°) — the natal bodies, or the transiting bodies at `at` when given
 * (`midpointActivations`) — and the natal bodies on the 90° dial (`midpointDial`). Bodies: `TECHNIQUE_BODIES`.
 *
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the natal longitudes are minus the true ayanamsa at
 * birth — each midpoint is then the tropical one minus it, its sign and the dial position read from that — and the
 * transiting ones (with `at`) minus the ayanamsa at `at`, as `transitsToNatal` does; the record says `zodiac` and
 * `ayanamsa` (at birth). Without `at` the activations are differences of natal longitudes and do not change.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `at`, `orb`, `zodiac`, `ayanamsa`).
 * @example natalMidpoints({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).dial.length // 12
 */
export function natalMidpoints(request: MidpointsRequest): MidpointsResponse {
  refuseExtraArguments(arguments.length, 1, 'natalMidpoints(request)', "natalMidpoints({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(MidpointsRequest, request);
  const { birth } = birthMoment(r.birth, 'birth');
  const observer = birthObserver(birth);
  const zodiac = zodiacChoice(r);
  const natal = shiftedPositions(placeBodies(TECHNIQUE_BODIES, birth.at, observer), zodiacShift(zodiac, birth.at.jdTt));
  const transitAt = r.at === undefined ? undefined : instant(r.at, 'at');
  const activators = transitAt === undefined
    ? undefined
    : shiftedPositions(placeBodies(TECHNIQUE_BODIES, transitAt, observer), zodiacShift(zodiac, transitAt.jdTt));
  return {
    midpoints: midpoints(natal),
    activations: midpointActivations(natal, { ...(r.orb === undefined ? {} : { orb: r.orb }), ...(activators ? { activators } : {}) }),
    dial: midpointDial(natal),
    ...zodiacEcho(zodiac, birth.at.jdTt),
    ...placeEcho(request),
  };
}
