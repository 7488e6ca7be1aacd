import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { VedicDoshasRequest, type VedicDoshas } from '../schemas/vedic-doshas.js';
import { kaalSarp } from '../vedic/kaal-sarp.js';
import { manglikDosha } from '../vedic/manglik-dosha.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { birthYogaChart } from './vedic-yogas.js';

export type { VedicDoshasRequest, VedicDoshas };

/**
 * @summary The Manglik (Kuja) and Kaal Sarp doshas of a timed birth: Mars from the Ascendant, the Moon and Venus in
 * the houses of the chosen tradition (`manglik`: classical, south-indian, extended — the default), with the
 * cancellations that apply; the seven grahas against the Rahu–Ketu axis (full, partial, none), its direction and
 * its type by Rahu's house. Sidereal positions by `conventions` (default drik). docs/vedic.md "Doshas".
 * @example vedicDoshas({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).manglik.tradition // 'extended'
 */
export function vedicDoshas(request: VedicDoshasRequest): VedicDoshas {
  refuseExtraArguments(arguments.length, 1, 'vedicDoshas(request)', "vedicDoshas({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(VedicDoshasRequest, request);
  const { chart, ayanamsa } = birthYogaChart(r.birth, r.conventions);
  const m = manglikDosha(chart, r.manglik ?? 'extended');
  const k = kaalSarp(chart);
  return {
    ayanamsa,
    manglik: { ...m, fromAscendant: { ...m.fromAscendant }, fromMoon: { ...m.fromMoon }, fromVenus: { ...m.fromVenus }, cancellations: [...m.cancellations] },
    kaalSarp: { ...k, outside: [...k.outside] },
    ...placeEcho(request),
  };
}
