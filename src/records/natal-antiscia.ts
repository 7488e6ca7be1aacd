import { placeBodies, TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { shiftedPositions } from '../charts/builders/zodiac-shift.js';
import { antiscia, antisciaConnections } from './antiscia.js';
import { AntisciaRequest, type AntisciaResponse } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { zodiacChoice, zodiacEcho, zodiacShift } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The antiscia of a birth: antiscion (mirror across Cancer–Capricorn) and contra-antiscion (across
 * Aries–Libra) of the ten planets, Chiron and the true North Node (`antiscia`), and the pairs where a body stands on
 * another's (contra-)antiscion within `orb` (default 1°, `antisciaConnections`). The birth time is optional (noon
 * without it).
 *
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the bodies are minus the true ayanamsa at birth and
 * are mirrored across the SIDEREAL Cancer–Capricorn and Aries–Libra axes, as sidereal practice reads the signs
 * (docs/zodiac.md "Sidereal everywhere"): the antiscion of a sidereal longitude λ′ is 180° − λ′, i.e. the tropical
 * antiscion plus the ayanamsa, not minus it. The connections therefore change: B stands on A's sidereal antiscion
 * when λA + λB = 180° + 2·ayanamsa (tropical longitudes). The record says `zodiac` and `ayanamsa` (at birth).
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `orb`, `zodiac`, `ayanamsa`).
 * @example natalAntiscia({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } }).antiscia.length // 12
 */
export function natalAntiscia(request: AntisciaRequest): AntisciaResponse {
  refuseExtraArguments(arguments.length, 1, 'natalAntiscia(request)', "natalAntiscia({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(AntisciaRequest, request);
  const at = birthMoment(r.birth, 'birth').birth.at;
  const zodiac = zodiacChoice(r);
  const placed = shiftedPositions(placeBodies(TECHNIQUE_BODIES, at), zodiacShift(zodiac, at.jdTt));
  return { antiscia: antiscia(placed), connections: antisciaConnections(placed, r.orb ?? 1), ...zodiacEcho(zodiac, at.jdTt), ...placeEcho(request) };
}
