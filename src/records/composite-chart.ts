import { wording } from '../errors/error-wording.js';
import { midpointComposite } from '../charts/builders/midpoint-composite.js';
import { personChart, personHouses } from '../charts/builders/person-chart.js';
import { compositeCusps } from '../charts/rules/composite-cusps.js';
import { derivedCompositeHouses } from '../charts/rules/derived-composite-houses.js';
import { coordinateMidpoint, greatCircleMidpoint } from '../charts/derived/great-circle-midpoint.js';
import { UraniaError } from '../errors/urania-error.js';
import { trueObliquity } from '../time/obliquity.js';
import { signOf } from '../zodiac/index.js';
import { compositeInterpretation } from '../report/index.js';
import { requireOneOf } from './request-checks.js';
import { CompositeRequest, ORB_PROFILES, type Body, type CompositeResponse, type OrbProfile } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { normalizeDegrees, signedDelta } from '../units/index.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Library options of {@link compositeChart} (not part of the spec's request). */
export interface CompositeOptions {
  /** The bodies; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
  /** Orb profile of the composite aspects; default `modern-western` (the request has no orb profile). */
  readonly orbProfile?: OrbProfile;
}

/**
 * @summary A midpoint composite chart (spec `CompositeResponse`): each body at the midpoint of its two natal
 * longitudes on the shorter arc, the aspects among those midpoints, and — when both birth times are known — the
 * composite Ascendant and MC (`midpointComposite`: Townley 1973, Hand 1975).
 *
 * `houseSystem` is validated and accepted for the spec's request; the record carries no cusps and the Ascendant and
 * MC do not depend on the system. With `interpret: true` or a `locale` in the request (e.g. `locale: 'en'`) the record carries
 * `interpretation` (`compositeInterpretation`): Urania's own text for the composite Sun, Moon, Venus and Mars by
 * sign and — both birth times known — the ten planets in the composite houses, whose cusps (`houseCusps`,
 * `compositeCusps`) are the midpoints of the two charts' cusps in `houseSystem` (default Placidus) between the
 * composite angles (docs/interpretations.md "Synastry and composite"). Aspects use the orb profile `modern-western` unless `options.orbProfile`.
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri): the midpoints of the two sidereal charts (each minus the
 * true ayanamsa at its birth); the record says `zodiac` and `ayanamsa`, its value the mean of the two births'.
 *
 * `angles: 'derived'` (both birth times known): the composite MC's own Ascendant and houses at the latitude of
 * `referencePlace` (default: the midpoint of the two birth places, `placeMidpoint` great-circle or coordinates), the
 * "derived Ascendant" (`derivedCompositeHouses`; Hand, Planets in Composite, 1975, ch. 1): the record then carries
 * `angles`, `referencePlace` and `houseCusps`, and the house text reads those cusps.
 *
 * Errors: `UraniaError` naming the member (`personA.birthDate`, `personB.longitude`, `houseSystem`), or the option
 * (`orbProfile`, `bodies[i]`).
 * @example
 * const c = compositeChart({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * c.positions[0].body // 'Sun'
 */
export function compositeChart(request: CompositeRequest, options: CompositeOptions = {}): CompositeResponse {
  refuseExtraArguments(arguments.length, 2, 'compositeChart(request, options?)');
  const r = parseBirthRequest(CompositeRequest, request);
  const a = birthMoment(r.personA, 'personA');
  const b = birthMoment(r.personB, 'personB');
  const profile = options.orbProfile === undefined ? 'modern-western' : requireOneOf(options.orbProfile, 'orbProfile', ORB_PROFILES);
  const bodies = techniqueBodies(options.bodies);
  const zodiac = zodiacChoice(r);
  const chartA = personChart(a.birth, bodies, zodiac.ayanamsa);
  const chartB = personChart(b.birth, bodies, zodiac.ayanamsa);
  const system = r.houseSystem ?? 'Placidus';
  const chart = midpointComposite(chartA, chartB, system, profile);
  const echoA = zodiacEcho(zodiac, a.birth.at.jdTt);
  const echoB = zodiacEcho(zodiac, b.birth.at.jdTt);
  // A sidereal composite is the midpoints of two sidereal charts: its ayanamsa is the mean of the two births'.
  const ayanamsa = echoA.ayanamsa && echoB.ayanamsa
    ? { ayanamsa: { system: echoA.ayanamsa.system, value: normalizeDegrees(echoA.ayanamsa.value + signedDelta(echoA.ayanamsa.value, echoB.ayanamsa.value) / 2) } }
    : {};
  if (r.angles !== 'derived') {
    const stray = r.referencePlace !== undefined ? 'referencePlace' : r.placeMidpoint !== undefined ? 'placeMidpoint' : undefined;
    if (stray !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', `${stray} is used only by derived composite houses: add angles: 'derived', or leave ${stray} out`, {
        wording: wording('composite.derivedOnly', { field: stray }),
        field: stray, received: r[stray], allowed: "with angles: 'derived'",
      });
    }
  }
  let derived: Pick<CompositeResponse, 'ascendant' | 'ascendantSign' | 'angles' | 'referencePlace' | 'houseCusps'> = {};
  if (r.angles === 'derived' && chart.midheaven !== undefined) {
    const place = r.referencePlace ?? referenceMidpoint(a.birth, b.birth, r.placeMidpoint ?? 'great-circle');
    // A sidereal composite's MC is the tropical one minus the mean of the two births' ayanamsas: the sky is tropical.
    const shift = ((chartA.shiftDeg ?? 0) + (chartB.shiftDeg ?? 0)) / 2;
    const obliquity = trueObliquity((a.birth.at.jdTt + b.birth.at.jdTt) / 2);
    const houses = derivedCompositeHouses(normalizeDegrees(chart.midheaven + shift), place.latitude, obliquity, system);
    const ascendant = normalizeDegrees(houses.ascendant - shift);
    derived = {
      ascendant, ascendantSign: signOf(ascendant), angles: 'derived', referencePlace: { latitude: place.latitude, longitude: place.longitude },
      houseCusps: houses.cusps.map((c) => normalizeDegrees(c - shift)),
    };
  }
  const record: CompositeResponse = { ...chart, ...derived, ...(echoA.zodiac === undefined ? {} : { zodiac: echoA.zodiac }), ...ayanamsa, ...placeEcho(request) };
  if (r.locale === undefined && r.interpret !== true) return record;
  const longitudes = (chartOf: typeof chartA) => personHouses(chartOf, system).cusps.map((c) => c.cusp.longitude);
  const cusps = record.houseCusps !== undefined
    ? [...record.houseCusps]
    : chart.ascendant !== undefined && chart.midheaven !== undefined
      ? compositeCusps(longitudes(chartA), longitudes(chartB), chart.ascendant, chart.midheaven)
      : undefined;
  return { ...record, interpretation: compositeInterpretation(record, cusps, r.locale ?? 'en') };
}

/** The midpoint of the two birth places, for derived houses without a reference place; antipodes are refused. */
function referenceMidpoint(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }, how: 'great-circle' | 'coordinates') {
  const place = how === 'coordinates' ? coordinateMidpoint(a, b) : greatCircleMidpoint(a, b);
  if (place === undefined) {
    throw new UraniaError('INVALID_ARGUMENT', "personB.latitude: the two birth places are antipodes, so no great circle has one midpoint between them; give referencePlace, or placeMidpoint: 'coordinates'", {
      wording: wording('antipodes.composite', { field: 'personB.latitude' }),
      field: 'personB.latitude', received: b.latitude, allowed: 'a place that is not the antipode of the other birth place',
    });
  }
  return place;
}
