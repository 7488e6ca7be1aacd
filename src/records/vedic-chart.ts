import { VedicChartRequest, type VedicAspectResult } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { vedicAspects } from './vedic-aspects.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Vedic chart of a birth (`vedicAspects` at the birth instant): tropical and sidereal longitudes of the
 * nine grahas (ayanamsa default Lahiri; Rahu the mean node unless `node` is true, Ketu opposite) with sign and
 * nakshatra, and the graha drishti between them with sputa-drishti strength (`nodeAspects`, default jupiter-like).
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `ayanamsa`, `node`, `nodeAspects`).
 * @example vedicChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).positions.length // 9
 */
export function vedicChart(request: VedicChartRequest): VedicAspectResult {
  refuseExtraArguments(arguments.length, 1, 'vedicChart(request)', "vedicChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(VedicChartRequest, request);
  const result = vedicAspects(birthMoment(r.birth, 'birth').birth.at, {
    ...(r.ayanamsa === undefined ? {} : { ayanamsa: r.ayanamsa }),
    ...(r.node === undefined ? {} : { node: r.node }),
    ...(r.nodeAspects === undefined ? {} : { nodeAspects: r.nodeAspects }),
  });
  return { ...result, ...placeEcho(request) };
}
