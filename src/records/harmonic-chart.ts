import { aspectsAmong } from '../aspects/index.js';
import { harmonicLongitude } from '../charts/derived/harmonic-longitude.js';
import { personChart, personHouses } from '../charts/builders/person-chart.js';
import { TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { signPlacement } from '../charts/rules/sign-placement.js';
import { HarmonicChartRequest, type HarmonicChart } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The `harmonic`th harmonic chart of a birth (John Addey, Harmonics in Astrology, 1976): every natal
 * longitude λ (the ten planets, Chiron and the true North Node, tropical) becomes n × λ mod 360, so that the
 * aspects of the 360°/n family fall together — in the 5th harmonic the quintiles are conjunctions, in the 7th the
 * septiles. With a birth time the Ascendant and MC are multiplied too. The aspects are those of the ordinary table
 * (orb profile `orbProfile`, default modern-western) among the harmonic longitudes. Harmonic 1 is the natal chart;
 * the mth harmonic of the nth harmonic chart is the (m·n)th (docs/derived-charts.md).
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, `harmonic` — an integer 1..180, `orbProfile`).
 * @example harmonicChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, harmonic: 5 }).harmonic // 5
 */
export function harmonicChart(request: HarmonicChartRequest): HarmonicChart {
  refuseExtraArguments(arguments.length, 1, 'harmonicChart(request)', "harmonicChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, harmonic: 5 })");
  const r = parseBirthRequest(HarmonicChartRequest, request);
  const { birth } = birthMoment(r.birth, 'birth');
  const n = r.harmonic;
  const person = personChart(birth, TECHNIQUE_BODIES);
  const placed = person.placed.map((p) => ({ body: p.body, natal: p.longitude, longitude: harmonicLongitude(p.longitude, n) }));
  const positions = placed.map((p) => ({ body: p.body, natalLongitude: p.natal, ...signPlacement(p.longitude) }));
  const aspects = aspectsAmong(placed, r.orbProfile ?? 'modern-western').map((x) => ({ body1: x.body1, body2: x.body2, type: x.type, orb: x.orb }));
  if (!birth.timeKnown) return { harmonic: n, positions, aspects };
  const houses = personHouses(person, 'Placidus');
  const asc = signPlacement(harmonicLongitude(houses.ascendant, n));
  const mc = signPlacement(harmonicLongitude(houses.midheaven, n));
  return { harmonic: n, positions, ascendant: asc.longitude, ascendantSign: asc.sign, midheaven: mc.longitude, midheavenSign: mc.sign, aspects };
}
