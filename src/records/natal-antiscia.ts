import { placeBodies, TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { antiscia, antisciaConnections } from './antiscia.js';
import { AntisciaRequest, type AntisciaResponse } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';

/**
 * @summary The antiscia of a birth: antiscion (mirror across Cancer–Capricorn) and contra-antiscion (across
 * Aries–Libra) of the ten planets, Chiron and the true North Node (`antiscia`), and the pairs where a body stands on
 * another's (contra-)antiscion within `orb` (default 1°, `antisciaConnections`). The birth time is optional (noon
 * without it).
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `orb`).
 * @example natalAntiscia({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } }).antiscia.length // 12
 */
export function natalAntiscia(request: AntisciaRequest): AntisciaResponse {
  const r = parseBirthRequest(AntisciaRequest, request);
  const placed = placeBodies(TECHNIQUE_BODIES, birthMoment(r.birth, 'birth').birth.at);
  return { antiscia: antiscia(placed), connections: antisciaConnections(placed, r.orb ?? 1) };
}
