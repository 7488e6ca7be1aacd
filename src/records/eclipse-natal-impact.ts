import { eclipseImpacts } from '../charts/builders/eclipse-impacts.js';
import { EclipseNatalImpactRequest, type Body, type EclipseNatalImpact } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { findEclipses } from './eclipses.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { timeMembers, type WithTimeInputs } from './time-members.js';
import { instant } from '../time/index.js';
import { normalizeDegrees } from '../units/index.js';
import { signOf } from '../zodiac/index.js';
import { zodiacChoice, zodiacEcho, zodiacShift } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Library options of {@link eclipseNatalImpact} (not part of the request). */
export interface EclipseNatalImpactOptions {
  /** The natal bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary The solar and lunar eclipses in a range and the natal bodies each one touches (spec
 * `EclipseNatalImpact`).
 *
 * Every eclipse of the events layer's `findEclipses` (greatest eclipse within `from`..`to`) is listed, in time
 * order, with its lunation's longitude as the eclipse degree (Sun = Moon for a solar eclipse, the Moon's for a
 * lunar one: docs/events.md "Eclipses"); `impactedPlanets` holds the natal bodies in conjunction, opposition or
 * square within the bands of `ECLIPSE_IMPACT_BANDS` (`eclipseImpacts`), each with its `aspect`. An eclipse
 * touching nothing is listed with an empty array.
 *
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) each eclipse degree and sign are minus the true
 * ayanamsa at the eclipse, the natal longitudes minus that at birth (as `transitsToNatal` reads transits): the orbs
 * then differ from the tropical ones by the ayanamsa gained since birth (50″ a year). Each record then says
 * `zodiac` and `ayanamsa { system, value }` (the value at the eclipse), extensions beside the spec's members.
 *
 * Errors: `UraniaError` naming the member (`birth.latitude`, `from`, `to`: missing, unparseable, reversed, outside
 * −3000..+3000, or spanning more than 401 years; `zodiac`, `ayanamsa`).
 * @example
 * eclipseNatalImpact({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, from: '2024-01-01', to: '2025-01-01' }).length // 4
 */
export function eclipseNatalImpact(request: WithTimeInputs<EclipseNatalImpactRequest, 'from' | 'to'>, options: EclipseNatalImpactOptions = {}): EclipseNatalImpact[] {
  refuseExtraArguments(arguments.length, 2, 'eclipseNatalImpact(request, options?)', "eclipseNatalImpact({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }, from: '2024-01-01', to: '2025-01-01' })");
  const members = timeMembers(request, ['from', 'to']);
  const r = parseBirthRequest(EclipseNatalImpactRequest, members.request);
  const { birth } = birthMoment(r.birth, 'birth');
  const bodies = techniqueBodies(options.bodies);
  const zodiac = zodiacChoice(r);
  const eclipses = findEclipses({ from: members.given.from ?? r.from, to: members.given.to ?? r.to }).map((e) => {
    const jdTt = instant(e.date, 'eclipseDate').jdTt;
    const longitude = normalizeDegrees(e.longitude - zodiacShift(zodiac, jdTt));
    return { ...e, longitude, sign: signOf(longitude) };
  });
  const impacts = eclipseImpacts(birth, eclipses.map((e) => e.longitude), bodies, zodiacShift(zodiac, birth.at.jdTt));
  return eclipses.map((e, i) => ({
    eclipseDate: e.date, eclipseType: e.kind, eclipseLongitude: e.longitude, eclipseSign: e.sign, impactedPlanets: impacts[i]!,
    ...zodiacEcho(zodiac, instant(e.date, 'eclipseDate').jdTt),
  }));
}
