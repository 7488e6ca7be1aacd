import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { PTOLEMAIC_ASPECTS } from '../events/aspect-perfections.js';
import { naibodContacts, solarArcContacts } from '../forecast/directed-contacts.js';
import type { AspectType } from '../schemas/enums.js';
import { DirectionTimelineRequest, type DirectedContact } from '../schemas/direction-timeline.js';
import { PROGRESSION_TIMELINE_DEFAULT_ORB, PROGRESSION_TIMELINE_MAX_YEARS } from '../schemas/progression-timeline.js';
import { TIMELINE_NATAL_POINTS } from '../schemas/transit-timeline.js';
import { isoString, type TimeInput } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { birthMoment } from './birth-moment.js';
import { eventDate, eventRange } from './event-range.js';
import { notBeforeBirth } from './not-before-birth.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { boundsAsText } from './time-members.js';
import { DEFAULT_TIMELINE_NATAL_POINTS, timelineNatalPoints } from './timeline-natal-points.js';

/** The library form of `DirectionTimelineRequest`: the range's ends may also be a Date or an Instant. */
export type DirectionTimelineInput = Omit<DirectionTimelineRequest, 'from' | 'to'> & { readonly from: TimeInput; readonly to: TimeInput };

const rank = (p: string): number => (TIMELINE_NATAL_POINTS as readonly string[]).indexOf(p);

/**
 * @summary Directions over a range of years as a timeline of contacts (issue 27): every directed point (a natal body
 * or angle carried forward by the arc) within `orb` (default 1°) of an aspect to a natal point — when it `enters`
 * the orb, the `exact` instant (once: the arc only grows) and when it `leaves`; one already within orb at `from`
 * (still at `to`) says so. `key`: `solarArc` (default), the arc the secondary-progressed Sun has travelled since
 * birth (as `solarArc`; found by the engine on the progressed clock and settled on `bodyPosition`'s path), or
 * `naibod`, the Sun's mean motion 0°59′08″ for each tropical year of life. A point is not directed onto itself by
 * conjunction. Defaults: the natal Sun–Pluto, Ascendant and Midheaven (the angles with a birth time) both directed
 * and natal, the five Ptolemaic aspects. Sorted by `enters`. Range at most 100 years, not before the birth.
 * Errors: `UraniaError` naming the member (`birth.birthDate`, `from`, `to`, `directedPoints[i]`, `natalPoints[i]`,
 * `aspects[i]`, `orb`, `key`).
 * @example directionTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2035-01-01' })
 * // [{ kind: 'contact', directedPoint: 'Sun', natalPoint: …, aspect: …, arc: …, enters: '…', exact: '…', … }, …]
 */
export function directionTimeline(request: DirectionTimelineInput): DirectedContact[] {
  refuseExtraArguments(arguments.length, 1, 'directionTimeline(request)', "directionTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2035-01-01' })");
  const { from, to } = eventRange(request, PROGRESSION_TIMELINE_MAX_YEARS);
  const r = parseBirthRequest(DirectionTimelineRequest, boundsAsText(request));
  const { birth } = birthMoment(r.birth, 'birth');
  notBeforeBirth(from, birth.at, 'from', isoString(from.jdUt));
  const directed = timelineNatalPoints(birth, r.directedPoints ?? DEFAULT_TIMELINE_NATAL_POINTS);
  const natal = timelineNatalPoints(birth, r.natalPoints ?? DEFAULT_TIMELINE_NATAL_POINTS);
  const orb = r.orb ?? PROGRESSION_TIMELINE_DEFAULT_ORB;
  const aspects: AspectType[] = [...new Set(r.aspects ?? PTOLEMAIC_ASPECTS)];
  const found = (r.key ?? 'solarArc') === 'naibod'
    ? naibodContacts(birth.at, directed, natal, aspects, orb, from.jdUt, to.jdUt, TROPICAL_YEAR_DAYS)
    : solarArcContacts(birth.at, timelineNatalPoints(birth, ['Sun'])[0]!.longitude, directed, natal, aspects, orb, from.jdUt, to.jdUt, TROPICAL_YEAR_DAYS);
  return found
    .sort((a, b) => a.entersJdUt - b.entersJdUt || rank(a.directed) - rank(b.directed) || rank(a.natal) - rank(b.natal))
    .map((c) => ({
      kind: 'contact',
      directedPoint: c.directed as DirectedContact['directedPoint'],
      natalPoint: c.natal as DirectedContact['natalPoint'],
      aspect: c.aspect,
      orb: c.orb,
      natalLongitude: c.natalLongitude,
      arc: normalizeDegrees(c.arc),
      enters: eventDate(c.entersJdUt),
      entersBeforeRange: c.entersBeforeRange,
      ...(c.exactJdUt === undefined ? {} : { exact: eventDate(c.exactJdUt) }),
      leaves: eventDate(c.leavesJdUt),
      leavesAfterRange: c.leavesAfterRange,
    }));
}
