import { midpointBirth } from '../charts/derived/midpoint-birth.js';
import { MarksChartRequest, type MarksChart } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { relationshipChart } from './relationship-chart.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Marks chart of `personA` in a relationship with `personB` (Bob Marks, who named it; his online course
 * "The Marks Chart", ch. 28): the Davison chart of personA's birth with the pair's Davison birth — the midpoint in
 * time of personA's birth and the Davison instant (so ¾ of the way from personB's birth to personA's), at the
 * midpoint of personA's place and the Davison place (great circle by default, or `placeMidpoint: 'coordinates'`).
 * It reads how the relationship bears on personA; swap the partners for personB's. Houses: `houseSystem` (default
 * Placidus); aspects: `orbProfile` (default modern-western). docs/derived-charts.md.
 *
 * Errors: `UraniaError` naming the member (`personA.birthDate`, `personB.latitude`, `houseSystem`, `placeMidpoint`).
 * @example
 * marksChart({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * }).housesAvailable // true
 */
export function marksChart(request: MarksChartRequest): MarksChart {
  refuseExtraArguments(arguments.length, 1, 'marksChart(request)');
  const r = parseBirthRequest(MarksChartRequest, request);
  const a = birthMoment(r.personA, 'personA').birth;
  const b = birthMoment(r.personB, 'personB').birth;
  const how = r.placeMidpoint ?? 'great-circle';
  const davison = midpointBirth(a, b, how);
  return relationshipChart(midpointBirth(a, davison, how, 'personA'), r.houseSystem ?? 'Placidus', r.orbProfile ?? 'modern-western');
}
