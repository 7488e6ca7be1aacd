import { personChart, personHouses } from '../charts/builders/person-chart.js';
import { dialPosition } from '../charts/uranian/dial-distance.js';
import { midpointTrees, planetaryPictures, type UranianFactor } from '../charts/uranian/planetary-pictures.js';
import { URANIAN_BODIES } from '../ephemeris/uranian.js';
import { UranianPicturesRequest, type Body, type UranianPictures } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The personal factors of the Hamburg school: the ten planets and the (true) lunar node. */
const PERSONAL: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'];

/**
 * @summary The Uranian (Hamburg school) tools of a birth: every factor on the 90° dial (longitude mod 90), the midpoint
 * tree of each factor (the midpoints of two others within `orb` of it on the dial; Ebertin), and the planetary
 * pictures A + B − C = D within `orb` (Witte and Lefeldt, Regelwerk für Planetenbilder; default orb 1°). Factors:
 * the ten planets, the true North Node, the Aries point (0° Aries), with a birth time the Ascendant and the
 * Midheaven, and — unless `transneptunians: false` — the eight Hamburg transneptunians Cupido, Hades, Zeus, Kronos,
 * Apollon, Admetos, Vulkanus and Poseidon (Urania's ephemeris has them: docs/ephemeris.md). docs/derived-charts.md.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, `orb` 0..5, `transneptunians`).
 * @example uranianPictures({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).factors.length // 22
 */
export function uranianPictures(request: UranianPicturesRequest): UranianPictures {
  refuseExtraArguments(arguments.length, 1, 'uranianPictures(request)', "uranianPictures({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(UranianPicturesRequest, request);
  const { birth } = birthMoment(r.birth, 'birth');
  const orb = r.orb ?? 1;
  const bodies: Body[] = [...PERSONAL, ...(r.transneptunians === false ? [] : URANIAN_BODIES)];
  const person = personChart(birth, bodies);
  const factors: UranianFactor[] = person.placed.map((p) => ({ name: p.body, longitude: p.longitude }));
  if (birth.timeKnown) {
    const houses = personHouses(person, 'Placidus');
    factors.push({ name: 'Ascendant', longitude: houses.ascendant }, { name: 'Midheaven', longitude: houses.midheaven });
  }
  factors.push({ name: 'AriesPoint', longitude: 0 });
  type Name = UranianPictures['factors'][number]['factor'];
  const trees = midpointTrees(factors, orb);
  return {
    orb,
    factors: factors.map((f) => ({ factor: f.name as Name, longitude: f.longitude, dialPosition: dialPosition(f.longitude) })),
    midpointTrees: factors.map((f) => ({
      factor: f.name as Name,
      midpoints: trees.get(f.name)!.map((m) => ({ factor1: m.factor1 as Name, factor2: m.factor2 as Name, orb: m.orb })),
    })),
    pictures: planetaryPictures(factors, orb).map((p) => ({ a: p.a as Name, b: p.b as Name, c: p.c as Name, d: p.d as Name, sensitivePoint: p.sensitivePoint, orb: p.orb })),
  };
}
