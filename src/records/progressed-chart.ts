import { placeEcho } from './birth-place.js';
import { progressedPositions } from '../charts/builders/progressed-positions.js';
import { ProgressedChartRequest, type Body, type ProgressedChart } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { progressedRequest } from './progressed-request.js';
import type { WithTimeInputs } from './time-members.js';
import { zodiacChoice, zodiacEcho } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Library options of {@link progressedChart} (not part of the request). */
export interface ProgressedChartOptions {
  /** The bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

/**
 * @summary A secondary-progressed chart (spec `ProgressedChart`): the positions of the bodies at the progressed
 * instant — birth + one day per tropical year of age (`progression`) — and the aspects among them.
 *
 * `progressedDate` is that instant (ISO UT, seconds); `birthDate` the civil birth date; `targetDate` echoes the
 * caller's date. Positions are apparent, geocentric, tropical (true ecliptic and equinox of the progressed date) —
 * or, with `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri), sidereal: positions, cusps and angles minus the
 * true ayanamsa of the progressed instant, the record saying `zodiac` and `ayanamsa` (docs/zodiac.md) —
 * speeds in degrees per ephemeris day (= degrees per year of life), so `isApplying` tells whether a progressed
 * aspect is still forming. Aspects use `orbProfile`, default `tight` (docs/chart-techniques.md). With the birth time
 * known, `houses` (`houseSystem`, default Placidus) and the angles (`ascendant`, `midheaven` and their signs) of the
 * chart cast at the progressed instant for the birth place (the sidereal time gains 3m56s a year of life).
 *
 * Errors: `UraniaError` naming the member: `birth.birthDate`, `birth.latitude`, …, `targetDate` (unparseable,
 * outside −3000..+3000, or before the birth), `orbProfile`.
 * @example
 * const p = progressedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' });
 * p.progressedDate // '1990-08-18T…Z' (34 days after the birth)
 */
export function progressedChart(request: WithTimeInputs<ProgressedChartRequest, 'targetDate'>, options: ProgressedChartOptions = {}): ProgressedChart {
  refuseExtraArguments(arguments.length, 2, 'progressedChart(request, options?)', "progressedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' })");
  const p = progressedRequest(ProgressedChartRequest, request, options.bodies);
  const zodiac = zodiacChoice(p.request);
  const progressed = p.progression.progressed;
  return {
    birthDate: p.birthDate,
    targetDate: p.targetDate,
    progressedDate: isoString(progressed.jdUt, 'second'),
    ...progressedPositions(
      p.birth, progressed, p.bodies, p.request.orbProfile ?? 'tight', p.request.houseSystem ?? 'Placidus', zodiac.ayanamsa,
    ),
    ...zodiacEcho(zodiac, progressed.jdTt),
    ...placeEcho(request),
  };
}
