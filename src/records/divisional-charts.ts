import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { DivisionalChartsRequest, type DivisionalCharts } from '../schemas/divisional-chart.js';
import type { BodiedGraha } from '../vedic/graha-relationships.js';
import { VARGA_DIVISIONS } from '../vedic/varga-rules.js';
import { defaultVargaMethod } from '../vedic/varga-sign.js';
import { VIMSHOPAKA_GRAHAS, vimshopakaBala } from '../vedic/vimshopaka-bala.js';
import { birthSiderealPoints, vargaName, vargaPoint } from './divisional-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { DivisionalChartsRequest, DivisionalCharts };

/**
 * @summary Several divisional charts of a birth at once — by default the 23 named divisions, each by its default
 * method (docs/vedic.md "Divisional charts") — with the Vimshopaka bala of the seven grahas over the shadvarga,
 * saptavarga, dasavarga and shodasavarga (BPHS ch. 7). Sidereal longitudes by `conventions` (default drik).
 * @example divisionalCharts({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).charts.length // 23
 */
export function divisionalCharts(request: DivisionalChartsRequest): DivisionalCharts {
  refuseExtraArguments(arguments.length, 1, 'divisionalCharts(request)', "divisionalCharts({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(DivisionalChartsRequest, request);
  const divisions = r.divisions ?? [...VARGA_DIVISIONS];
  const { ayanamsa, points } = birthSiderealPoints(r.birth, r.conventions);
  const charts = divisions.map((division) => {
    const method = defaultVargaMethod(division);
    return { division, name: vargaName(division), method, points: points.map((p) => vargaPoint(p.point, p.siderealLongitude, division, method)) };
  });
  const longitudes = Object.fromEntries(points.map((p) => [p.point, p.siderealLongitude])) as Record<BodiedGraha, number>;
  const bala = vimshopakaBala(longitudes);
  return { ayanamsa, charts, vimshopaka: VIMSHOPAKA_GRAHAS.map((graha) => ({ graha, ...bala[graha] })) };
}
