import { midpointActivations } from '../charts/builders/midpoint-activations.js';
import { midpointDial } from '../charts/builders/midpoint-dial.js';
import { midpoints } from '../charts/builders/midpoints.js';
import { birthObserver } from '../charts/builders/resolved-birth.js';
import { placeBodies, TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { MidpointsRequest, type MidpointsResponse } from '../schemas/index.js';
import { instant } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';

/**
 * @summary The natal midpoints of a birth (`midpoints`: nearer midpoints, always-linked pairs left out), the bodies
 * in hard aspect to them within `orb` (default 1.5°) — the natal bodies, or the transiting bodies at `at` when given
 * (`midpointActivations`) — and the natal bodies on the 90° dial (`midpointDial`). Bodies: `TECHNIQUE_BODIES`.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `at`, `orb`).
 * @example natalMidpoints({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).dial.length // 12
 */
export function natalMidpoints(request: MidpointsRequest): MidpointsResponse {
  const r = parseBirthRequest(MidpointsRequest, request);
  const { birth } = birthMoment(r.birth, 'birth');
  const observer = birthObserver(birth);
  const natal = placeBodies(TECHNIQUE_BODIES, birth.at, observer);
  const activators = r.at === undefined ? undefined : placeBodies(TECHNIQUE_BODIES, instant(r.at, 'at'), observer);
  return {
    midpoints: midpoints(natal),
    activations: midpointActivations(natal, { ...(r.orb === undefined ? {} : { orb: r.orb }), ...(activators ? { activators } : {}) }),
    dial: midpointDial(natal),
  };
}
