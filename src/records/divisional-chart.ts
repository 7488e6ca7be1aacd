import { ascendantAndMidheaven } from '../charts/builders/ascendant-and-midheaven.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { DivisionalChartRequest, type DivisionalChart, type VargaPoint } from '../schemas/divisional-chart.js';
import { SIGNS } from '../schemas/enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { positionsIn } from '../vedic/sidereal-positions.js';
import { vargaSign } from '../vedic/varga-sign.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { DivisionalChartRequest, DivisionalChart };

/**
 * @summary A divisional chart (varga) of a birth: the sign of each of the nine grahas (and of the Ascendant when the
 * birth time is known) in division `division` by `method` (Parashara's rule of BPHS ch. 6 by default, or the cyclic
 * count), with its birth-chart sign and whether it is vargottama. Sidereal longitudes by `conventions` (ayanamsa and
 * its kind, node; default drik: docs/vedic.md). INVALID_ARGUMENT naming `division` for a division the method does not
 * define.
 * @example divisionalChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, division: 9 }).points.length // 10
 */
export function divisionalChart(request: DivisionalChartRequest): DivisionalChart {
  refuseExtraArguments(arguments.length, 1, 'divisionalChart(request)', "divisionalChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, division: 9 })");
  const r = parseBirthRequest(DivisionalChartRequest, request);
  const method = r.method ?? 'parashara';
  const c = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const birth = birthMoment(r.birth, 'birth').birth;
  const ayanamsa = conventionAyanamsa(birth.at.jdTt, c);
  vargaSign(0, r.division, method); // refuses a division the method does not define, before any work
  const point = (name: string, lon: number): VargaPoint => {
    const rasi = Math.floor(lon / 30) % 12;
    const sign = vargaSign(lon, r.division, method);
    return { point: name, siderealLongitude: lon, rasi: SIGNS[rasi]!, sign: SIGNS[sign]!, vargottama: sign === rasi };
  };
  const frame = { at: birth.at, system: c.ayanamsa, node: c.node, ayanamsaValue: ayanamsa };
  const points = positionsIn(frame).map((p) => point(p.planet, p.siderealLongitude));
  if (birth.timeKnown) {
    const asc = ascendantAndMidheaven(birth.at, birth.latitude, birth.longitude).ascendant;
    points.push(point('Ascendant', normalizeDegrees(asc - ayanamsa)));
  }
  return { division: r.division, method, ayanamsa: { system: ayanamsaLabel(c.ayanamsa), value: ayanamsa }, points, ...placeEcho(request) };
}
