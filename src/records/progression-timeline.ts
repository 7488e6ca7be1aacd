import { TROPICAL_YEAR_DAYS } from '../charts/builders/progression.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { PTOLEMAIC_ASPECTS } from '../events/aspect-perfections.js';
import { lifeJdUt, progressedJdTt } from '../forecast/progressed-clock.js';
import {
  LUNATION_PHASE_ELONGATIONS, progressedContacts, progressedCrossings, progressedLunationPhases, progressedSignIngresses, progressedStations,
} from '../forecast/progressed-events.js';
import { SIGNS, type AspectType, type Body } from '../schemas/enums.js';
import {
  PROGRESSED_LUNATION_PHASES, PROGRESSION_TIMELINE_DEFAULT_ORB, PROGRESSION_TIMELINE_MAX_YEARS, ProgressionTimelineRequest,
  type ProgressedContact, type ProgressionTimelineEntry,
} from '../schemas/progression-timeline.js';
import { TIMELINE_NATAL_POINTS, TIMELINE_TRANSIT_BODIES } from '../schemas/transit-timeline.js';
import type { TimeInput } from '../time/instant.js';
import { isoString } from '../time/instant.js';
import { birthMoment } from './birth-moment.js';
import { canonicalBodyName } from './body-alias.js';
import { eventDate, eventRange } from './event-range.js';
import { notBeforeBirth } from './not-before-birth.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { boundsAsText } from './time-members.js';
import { DEFAULT_TIMELINE_NATAL_POINTS, timelineNatalCusps, timelineNatalPoints } from './timeline-natal-points.js';

/** The progressed bodies of a progression timeline by default: the Sun, the Moon, Mercury, Venus and Mars. */
export const DEFAULT_PROGRESSED_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const satisfies readonly Body[];

/** The library form of `ProgressionTimelineRequest`: the range's ends may also be a Date or an Instant. */
export type ProgressionTimelineInput = Omit<ProgressionTimelineRequest, 'from' | 'to'> & { readonly from: TimeInput; readonly to: TimeInput };

type Dated = ProgressionTimelineEntry & { readonly jd: number; readonly rank: number };

const bodyRank = (b: string): number => (TIMELINE_TRANSIT_BODIES as readonly string[]).indexOf(b) * 100;
const pointRank = (p: string): number => (TIMELINE_NATAL_POINTS as readonly string[]).indexOf(p);

/**
 * @summary The secondary progressions of a range of years as a timeline (issue 27): a day of ephemeris after the birth
 * for each tropical year of life (365.24219 days; `progressedChart`'s key), every instant dated on the clock of life
 * (UT). Entries, told apart by `kind`, sorted by time:
 * - `contact`: a progressed body within `orb` (default 1°) of an aspect to a natal point — `enters`, each `exact`
 *   pass with its direction (three about a progressed station), `leaves`, the `stations` within orb; one already
 *   within orb at `from` (still at `to`) says so, as in `transitTimeline`;
 * - `signIngress`: a progressed body entering a sign (the progressed Moon's every two and a half years or so);
 * - `houseIngress`: a progressed body crossing a natal house cusp (`houseSystem`, default Placidus; with a birth time);
 * - `station`: a progressed body turning retrograde or direct;
 * - `lunationPhase`: the progressed Moon entering one of Rudhyar's eight phases of the progressed lunation cycle (each
 *   45° of elongation from the progressed Sun; about 3.7 years apiece).
 * Defaults: the Sun, Moon, Mercury, Venus and Mars progressed; the natal Sun–Pluto, Ascendant and Midheaven; the five
 * Ptolemaic aspects. Each instant is settled on the path of `bodyPosition` at the progressed instant (a minute of life
 * is 0.16 s of ephemeris). Range at most 100 years, not before the birth. Errors: `UraniaError` naming the member
 * (`birth.birthDate`, `from`, `to`, `progressedBodies[i]`, `natalPoints[i]`, `aspects[i]`, `orb`, `houseSystem`).
 * @example progressionTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2035-01-01' })
 * // [{ kind: 'contact', progressedBody: 'Moon', natalPoint: …, enters: '…', exact: [{ at: '…', direction: 'direct' }], … }, …]
 */
export function progressionTimeline(request: ProgressionTimelineInput): ProgressionTimelineEntry[] {
  refuseExtraArguments(arguments.length, 1, 'progressionTimeline(request)', "progressionTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2035-01-01' })");
  const { from, to } = eventRange(request, PROGRESSION_TIMELINE_MAX_YEARS);
  const canonical = (list: unknown): unknown => (Array.isArray(list) ? list.map((b: unknown) => canonicalBodyName(b)) : list);
  const r = parseBirthRequest(
    ProgressionTimelineRequest,
    boundsAsText({ ...request, ...(request.progressedBodies === undefined ? {} : { progressedBodies: canonical(request.progressedBodies) }), ...(request.natalPoints === undefined ? {} : { natalPoints: canonical(request.natalPoints) }) }),
  );
  const { birth } = birthMoment(r.birth, 'birth');
  notBeforeBirth(from, birth.at, 'from', isoString(from.jdUt));
  const pFrom = progressedJdTt(birth.at, from.jdUt, TROPICAL_YEAR_DAYS);
  const pTo = progressedJdTt(birth.at, to.jdUt, TROPICAL_YEAR_DAYS);
  // A contact open at an end of the range starts (ends) there: the range's own instant, not its progressed image.
  const life = (jdTt: number, edge?: 'from' | 'to'): number => (edge === 'from' ? from.jdUt : edge === 'to' ? to.jdUt : lifeJdUt(birth.at, jdTt, TROPICAL_YEAR_DAYS));
  const date = (jdTt: number, edge?: 'from' | 'to'): string => eventDate(life(jdTt, edge));
  const bodies = [...new Set(r.progressedBodies ?? DEFAULT_PROGRESSED_BODIES)] as Body[];
  const points = timelineNatalPoints(birth, r.natalPoints ?? DEFAULT_TIMELINE_NATAL_POINTS);
  const orb = r.orb ?? PROGRESSION_TIMELINE_DEFAULT_ORB;
  const aspects: AspectType[] = [...new Set(r.aspects ?? PTOLEMAIC_ASPECTS)];
  const cusps = timelineNatalCusps(birth, r.houseSystem ?? 'Placidus');
  const out: Dated[] = [];
  for (const body of bodies) {
    const progressedBody = body as ProgressedContact['progressedBody'];
    for (const c of progressedContacts(body, points, aspects.map((aspect) => ({ aspect, orb })), pFrom, pTo)) {
      out.push({
        jd: life(c.entersJdTt, c.entersBeforeRange ? 'from' : undefined),
        rank: bodyRank(body) + pointRank(c.point),
        kind: 'contact',
        progressedBody,
        natalPoint: c.point as ProgressedContact['natalPoint'],
        aspect: c.aspect,
        orb: c.orb,
        natalLongitude: c.natalLongitude,
        exactLongitude: c.exactLongitude,
        enters: date(c.entersJdTt, c.entersBeforeRange ? 'from' : undefined),
        entersBeforeRange: c.entersBeforeRange,
        exact: c.exact.map((e) => ({ at: date(e.jdTt), direction: e.direction })),
        leaves: date(c.leavesJdTt, c.leavesAfterRange ? 'to' : undefined),
        leavesAfterRange: c.leavesAfterRange,
        stations: c.stations.map((s) => ({ at: date(s.jdTt), type: s.type })),
      });
    }
    for (const i of progressedSignIngresses(body, pFrom, pTo)) {
      const index = Math.round(i.longitude / 30) % 12;
      const sign = SIGNS[i.direction === 'direct' ? index : (index + 11) % 12]!;
      out.push({ jd: life(i.jdTt), rank: bodyRank(body), kind: 'signIngress', progressedBody, sign, at: date(i.jdTt), direction: i.direction });
    }
    if (cusps !== undefined) {
      for (const i of progressedCrossings(body, [...new Set(cusps)], pFrom, pTo)) {
        cusps.forEach((cusp, k) => {
          if (cusp !== i.longitude) return;
          const house = i.direction === 'direct' ? k + 1 : k === 0 ? 12 : k;
          out.push({ jd: life(i.jdTt), rank: bodyRank(body), kind: 'houseIngress', progressedBody, house, cuspLongitude: cusp, at: date(i.jdTt), direction: i.direction });
        });
      }
    }
    if (body !== 'Sun' && body !== 'Moon') {
      for (const s of progressedStations(body, pFrom, pTo)) {
        out.push({ jd: life(s.jdTt), rank: bodyRank(body), kind: 'station', progressedBody, type: s.type, at: date(s.jdTt), longitude: s.longitude });
      }
    }
  }
  for (const p of progressedLunationPhases(pFrom, pTo)) {
    const phase = PROGRESSED_LUNATION_PHASES[LUNATION_PHASE_ELONGATIONS.indexOf(p.elongation as (typeof LUNATION_PHASE_ELONGATIONS)[number])]!;
    out.push({ jd: life(p.jdTt), rank: 10_000, kind: 'lunationPhase', phase, elongation: p.elongation as (typeof LUNATION_PHASE_ELONGATIONS)[number], at: date(p.jdTt), moonLongitude: p.moonLongitude });
  }
  out.sort((a, b) => a.jd - b.jd || a.rank - b.rank);
  return out.map(({ jd: _jd, rank: _rank, ...rest }) => rest as ProgressionTimelineEntry);
}
