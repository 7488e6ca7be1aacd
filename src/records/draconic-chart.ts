import { aspectsAmong } from '../aspects/index.js';
import { personChart, personHouses } from '../charts/builders/person-chart.js';
import { TECHNIQUE_BODIES } from '../charts/builders/technique-bodies.js';
import { signPlacement } from '../charts/rules/sign-placement.js';
import { DraconicChartRequest, type Body, type DraconicChart } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The draconic chart of a birth: the zodiac counted from the Moon's North Node, every tropical longitude λ
 * becoming λ − Ω mod 360 (Ω the true node, or the mean node with `node: 'mean'`), so the node itself stands at
 * 0° Aries. The bodies are the ten planets, Chiron and the node used (`NorthNode` or `NorthNodeMean`); with a birth
 * time the Ascendant, MC and the twelve cusps (`houseSystem`, default Placidus) are rotated the same way. A rotation
 * keeps every angle between two points, so the aspects (orb profile `orbProfile`, default modern-western) are the
 * natal chart's (Pamela Crane, Draconic Astrology, 1987; docs/derived-charts.md).
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, `node`, `houseSystem`, `orbProfile`).
 * @example draconicChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).positions.find((p) => p.body === 'NorthNode')?.longitude // 0
 */
export function draconicChart(request: DraconicChartRequest): DraconicChart {
  refuseExtraArguments(arguments.length, 1, 'draconicChart(request)', "draconicChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(DraconicChartRequest, request);
  const { birth } = birthMoment(r.birth, 'birth');
  const node = r.node ?? 'true';
  const nodeBody: Body = node === 'true' ? 'NorthNode' : 'NorthNodeMean';
  const bodies: Body[] = [...TECHNIQUE_BODIES.filter((b) => b !== 'NorthNode'), nodeBody];
  const person = personChart(birth, bodies);
  const nodeLongitude = person.placed.find((p) => p.body === nodeBody)!.longitude;
  const rotate = (lon: number) => normalizeDegrees(lon - nodeLongitude);
  const placed = person.placed.map((p) => ({ body: p.body, tropical: p.longitude, longitude: rotate(p.longitude) }));
  const positions = placed.map((p) => ({ body: p.body, tropicalLongitude: p.tropical, ...signPlacement(p.longitude) }));
  const aspects = aspectsAmong(placed, r.orbProfile ?? 'modern-western').map((x) => ({ body1: x.body1, body2: x.body2, type: x.type, orb: x.orb }));
  const base = { node, nodeLongitude, positions };
  if (!birth.timeKnown) return { ...base, aspects };
  const houses = personHouses(person, r.houseSystem ?? 'Placidus');
  const asc = signPlacement(rotate(houses.ascendant));
  const mc = signPlacement(rotate(houses.midheaven));
  return {
    ...base,
    houses: houses.cusps.map((c) => rotate(c.cusp.longitude)),
    ascendant: asc.longitude,
    ascendantSign: asc.sign,
    midheaven: mc.longitude,
    midheavenSign: mc.sign,
    aspects,
  };
}
