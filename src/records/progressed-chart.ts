import { progressedPositions } from '../charts/builders/progressed-positions.js';
import { progression } from '../charts/builders/progression.js';
import { ProgressedChartRequest, type Body, type ProgressedChart } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { birthMoment } from './birth-moment.js';
import { notBeforeBirth } from './not-before-birth.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';

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
 * caller's date. Positions are apparent, geocentric, tropical (true ecliptic and equinox of the progressed date),
 * speeds in degrees per ephemeris day (= degrees per year of life), so `isApplying` tells whether a progressed
 * aspect is still forming. Aspects use `orbProfile`, default `tight` (docs/chart-techniques.md).
 *
 * Errors: `UraniaError` naming the member: `birth.birthDate`, `birth.latitude`, …, `targetDate` (unparseable,
 * outside 1800–2200, or before the birth), `orbProfile`.
 * @example
 * const p = progressedChart({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, targetDate: '2024-07-15' });
 * p.progressedDate // '1990-08-18T…Z' (34 days after the birth)
 */
export function progressedChart(request: WithTimeInputs<ProgressedChartRequest, 'targetDate'>, options: ProgressedChartOptions = {}): ProgressedChart {
  const members = timeMembers(request, ['targetDate']);
  const r = parseBirthRequest(ProgressedChartRequest, members.request);
  const { birth, birthDate } = birthMoment(r.birth, 'birth');
  const bodies = techniqueBodies(options.bodies);
  const { at, echo } = instantMember(members, 'targetDate', r.targetDate);
  const target = notBeforeBirth(at, birth.at, 'targetDate', echo);
  const p = progression(birth.at, target);
  return {
    birthDate,
    targetDate: echo,
    progressedDate: isoString(p.progressed.jdUt, 'second'),
    ...progressedPositions(birth, p.progressed, bodies, r.orbProfile ?? 'tight'),
  };
}
