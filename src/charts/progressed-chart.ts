import { aspects } from '../aspects/index.js';
import { requireOneOf } from '../errors/index.js';
import { ORB_PROFILES, type BirthData, type Body, type OrbProfile, type ProgressedChart } from '../schemas/index.js';
import { isoString, type TimeInput } from '../time/index.js';
import { zodiacPosition } from '../zodiac/index.js';
import { birthDataInput } from './birth-data-input.js';
import { echoDate } from './echo-date.js';
import { progressionOf } from './progression.js';
import { requireRequestMembers } from './request-members.js';
import { placeBodies, techniqueBodies } from './technique-bodies.js';

/** Request of {@link progressedChart}. */
export interface ProgressedChartRequest {
  /** The birth data (spec `BirthData`). */
  readonly birth: BirthData;
  /** The date the progression is for: ISO date or date-time with a zone, Date, or Instant. */
  readonly targetDate: TimeInput;
  /** Orb profile of the progressed aspects; default `tight` (progressed aspects are read within a degree or so). */
  readonly orbProfile?: OrbProfile;
}

/** Library options (not part of the request). */
export interface ProgressedChartOptions {
  /** The bodies; default `TECHNIQUE_BODIES`. */
  readonly bodies?: readonly Body[];
}

const MEMBERS = ['birth', 'targetDate', 'orbProfile'] as const;

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
export function progressedChart(request: ProgressedChartRequest, options: ProgressedChartOptions = {}): ProgressedChart {
  const record = requireRequestMembers(request, MEMBERS, ['birth', 'targetDate'], '', 'a progressed chart request');
  const birth = birthDataInput(record.birth, 'birth');
  const profile = record.orbProfile === undefined ? 'tight' : requireOneOf(record.orbProfile, 'orbProfile', ORB_PROFILES);
  const bodies = techniqueBodies(options.bodies);
  const p = progressionOf(birth, record.targetDate as TimeInput);
  const observer = birth.birthTime === undefined ? undefined : { latitude: birth.latitude, longitude: birth.longitude };
  const placed = placeBodies(bodies, p.progressed, observer);
  return {
    birthDate: birth.birthDate,
    targetDate: echoDate(record.targetDate as TimeInput, p.target),
    progressedDate: isoString(p.progressed.jdUt, 'second'),
    positions: placed.map((x) => ({ body: x.body, position: zodiacPosition(x.longitude, x.isRetrograde) })),
    aspects: aspects(placed, { orbProfile: profile }),
  };
}
