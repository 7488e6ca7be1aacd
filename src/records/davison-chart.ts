import { midpointBirth } from '../charts/derived/midpoint-birth.js';
import { DavisonChartRequest, type DavisonChart } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { relationshipChart } from './relationship-chart.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Davison relationship chart of two births (Ronald C. Davison, Synastry: Understanding Human Relations
 * through Astrology, 1977): a real chart, cast for the midpoint in time of the two births (the mean of their UT
 * Julian Days) at the midpoint of the two places — by default the point halfway along the great circle joining
 * them; `placeMidpoint: 'coordinates'` takes the mean latitude and longitude, as Davison did. Swapping the partners
 * gives the same chart. Without both birth times the instant is between the two local noons and there are no
 * houses. Houses: `houseSystem` (default Placidus); aspects: `orbProfile` (default modern-western).
 * docs/derived-charts.md.
 *
 * Errors: `UraniaError` naming the member (`personA.birthDate`, `personB.latitude`, `houseSystem`, `placeMidpoint`).
 * @example
 * davisonChart({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * }).housesAvailable // true
 */
export function davisonChart(request: DavisonChartRequest): DavisonChart {
  refuseExtraArguments(arguments.length, 1, 'davisonChart(request)');
  const r = parseBirthRequest(DavisonChartRequest, request);
  const a = birthMoment(r.personA, 'personA').birth;
  const b = birthMoment(r.personB, 'personB').birth;
  return relationshipChart(midpointBirth(a, b, r.placeMidpoint ?? 'great-circle'), r.houseSystem ?? 'Placidus', r.orbProfile ?? 'modern-western');
}
