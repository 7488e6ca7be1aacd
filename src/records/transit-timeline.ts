import { allowedOrb } from '../aspects/orb-profiles.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { PTOLEMAIC_ASPECTS } from '../events/aspect-perfections.js';
import { eclipsesBetween } from '../events/eclipses.js';
import { findLunations } from '../events/moon-phases.js';
import { longitudeCrossings, transitContacts } from '../forecast/transit-contacts.js';
import type { AspectType, Body } from '../schemas/enums.js';
import {
  LUNATION_NATAL_ORB_DEG, TRANSIT_TIMELINE_MAX_YEARS, TIMELINE_NATAL_POINTS, TIMELINE_TRANSIT_BODIES, TransitTimelineRequest,
  type TransitContact, type TransitHouseIngress, type TransitLunation, type TransitTimelineEntry,
} from '../schemas/transit-timeline.js';
import type { TimeInput } from '../time/instant.js';
import { angularSeparation, normalizeDegrees } from '../units/angle.js';
import { birthMoment } from './birth-moment.js';
import { canonicalBodyName } from './body-alias.js';
import { eventDateOfTt, eventRange } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { boundsAsText } from './time-members.js';
import { DEFAULT_TIMELINE_NATAL_POINTS, timelineNatalCusps, timelineNatalPoints } from './timeline-natal-points.js';

export { DEFAULT_TIMELINE_NATAL_POINTS } from './timeline-natal-points.js';

/** The transiting bodies of a timeline by default: the slow movers, Jupiter to Pluto and Chiron. */
export const DEFAULT_TIMELINE_TRANSIT_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'] as const satisfies readonly Body[];

/** The library form of `TransitTimelineRequest`: the range's ends may also be a Date or an Instant. */
export type TransitTimelineInput = Omit<TransitTimelineRequest, 'from' | 'to'> & { readonly from: TimeInput; readonly to: TimeInput };

const RANK = new Map<string, number>(TIMELINE_NATAL_POINTS.map((b, i) => [b, i]));

/** The kinds of entry `include` may ask for; the library form of the request's `include`. */
type EntryKind = NonNullable<TransitTimelineRequest['include']>[number];

/**
 * @summary The transits of a range to a natal chart as a timeline (issue 27). By default one entry per aspect
 * **contact** (`kind: 'contact'`): for each transiting body, natal point and aspect, every stretch of time the body
 * stays within the orb — the instant it `enters`, each `exact` pass with the body's direction (a retrograde loop
 * within orb makes three), the instant it `leaves`, and its `stations` within orb. A contact already within orb at
 * `from` starts there with `entersBeforeRange: true`; one still within orb at `to` ends there with
 * `leavesAfterRange: true`.
 *
 * `include` adds two more kinds: `houseIngress` — each transiting body crossing a natal house cusp (`houseSystem`,
 * default Placidus; needs a birth time), entering the house moving direct or backing into the previous one moving
 * retrograde, a direct crossing after such a backing-out flagged `reentry` — and `lunation` — each new and full
 * moon whose Moon or Sun falls within 3° of a natal point, with its `eclipse` when it is one. Entries are sorted by
 * time (`enters`, or `at`).
 *
 * Defaults: Jupiter–Pluto and Chiron in transit; the natal Sun–Pluto, Ascendant and Midheaven (the angles only
 * with a birth time); the five Ptolemaic aspects; the `tight` orb profile (3°, the sextile 2°). Longitudes are
 * apparent, geocentric, true ecliptic and equinox of date, the transiting ones those `bodyPosition` computes; the
 * instants come from the one event search engine (`transitContacts`, src/forecast/), within 1e-7 day.
 * Range at most 20 years. Errors: `UraniaError` naming the member (`birth.birthDate`, `from`, `to`,
 * `transitBodies[i]`, `natalPoints[i]`, `aspects[i]`, `orbProfile`, `include[i]`, `houseSystem`).
 * @example transitTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2026-01-01' })
 * // [{ kind: 'contact', transitBody: 'Saturn', natalPoint: 'Moon', aspect: 'square', orb: 3, enters: '…', exact: [{ at: '…', direction: 'direct' }], … }, …]
 */
export function transitTimeline(request: TransitTimelineInput & { readonly include?: undefined | readonly ['contact'] }): TransitContact[];
export function transitTimeline(request: TransitTimelineInput): TransitTimelineEntry[];
export function transitTimeline(request: TransitTimelineInput): TransitTimelineEntry[] {
  refuseExtraArguments(arguments.length, 1, 'transitTimeline(request)', "transitTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2026-01-01' })");
  const { from, to } = eventRange(request, TRANSIT_TIMELINE_MAX_YEARS);
  // Rahu and Ketu read as the mean nodes (body-alias.ts): the schema checks the canonical names.
  const canonical = (list: unknown): unknown => (Array.isArray(list) ? list.map((b: unknown) => canonicalBodyName(b)) : list);
  const r = parseBirthRequest(
    TransitTimelineRequest,
    boundsAsText({ ...request, ...(request.transitBodies === undefined ? {} : { transitBodies: canonical(request.transitBodies) }), ...(request.natalPoints === undefined ? {} : { natalPoints: canonical(request.natalPoints) }) }),
  );
  const { birth } = birthMoment(r.birth, 'birth');
  const profile = r.orbProfile ?? 'tight';
  const include = new Set<EntryKind>(r.include ?? ['contact']);
  const transitBodies = [...new Set(r.transitBodies ?? DEFAULT_TIMELINE_TRANSIT_BODIES)] as Body[];
  const points = timelineNatalPoints(birth, r.natalPoints ?? DEFAULT_TIMELINE_NATAL_POINTS);
  const aspects: AspectType[] = [...new Set(r.aspects ?? PTOLEMAIC_ASPECTS)];
  const records: (TransitTimelineEntry & { readonly jd: number; readonly rank: number })[] = [];
  const bodyRank = (b: string): number => (TIMELINE_TRANSIT_BODIES as readonly string[]).indexOf(b) * 100;
  for (const body of transitBodies) {
    if (!(TIMELINE_TRANSIT_BODIES as readonly string[]).includes(body)) continue;
    if (!include.has('contact')) break;
    const orbs = aspects.map((aspect) => ({ aspect, orb: allowedOrb(aspect, profile, body) }));
    for (const c of transitContacts(body, points, orbs, from.jdTt, to.jdTt)) {
      records.push({
        jd: c.entersJdTt,
        rank: bodyRank(c.body) + RANK.get(c.point)!,
        kind: 'contact',
        transitBody: c.body as TransitContact['transitBody'],
        natalPoint: c.point as TransitContact['natalPoint'],
        aspect: c.aspect,
        orb: c.orb,
        natalLongitude: c.natalLongitude,
        exactLongitude: c.exactLongitude,
        enters: eventDateOfTt(c.entersJdTt),
        entersBeforeRange: c.entersBeforeRange,
        exact: c.exact.map((e) => ({ at: eventDateOfTt(e.jdTt), direction: e.direction })),
        leaves: eventDateOfTt(c.leavesJdTt),
        leavesAfterRange: c.leavesAfterRange,
        stations: c.stations.map((s) => ({ at: eventDateOfTt(s.jdTt), type: s.type })),
      });
    }
  }
  const cusps = include.has('houseIngress') ? timelineNatalCusps(birth, r.houseSystem ?? 'Placidus') : undefined;
  if (cusps !== undefined) {
    for (const body of transitBodies) {
      if (!(TIMELINE_TRANSIT_BODIES as readonly string[]).includes(body)) continue;
      for (const i of houseIngressesOf(body, cusps, from.jdTt, to.jdTt)) records.push({ ...i, rank: bodyRank(body) });
    }
  }
  if (include.has('lunation')) {
    for (const l of lunationsOnPoints(points, from.jdTt, to.jdTt)) records.push({ ...l, rank: RANK.get(l.natalPoint)! });
  }
  records.sort((a, b) => a.jd - b.jd || a.rank - b.rank);
  return records.map(({ jd: _jd, rank: _rank, ...rest }) => rest as TransitTimelineEntry);
}

/**
 * The natal-house ingresses of one transiting body: its crossings of the cusps (the engine, `longitudeCrossings`,
 * as the contacts). Moving direct over cusp k the body enters house k; moving retrograde over it, house k − 1
 * (house 12 over cusp 1) — the convention of events/house-ingresses.ts and the spec's HouseIngressEvent.
 */
function houseIngressesOf(body: Body, cusps: readonly number[], fromJdTt: number, toJdTt: number): (TransitHouseIngress & { readonly jd: number })[] {
  const wrapped = cusps.map((c) => normalizeDegrees(c));
  const backedOut = new Set<number>();
  const out: (TransitHouseIngress & { readonly jd: number })[] = [];
  for (const c of longitudeCrossings(body, [...new Set(wrapped)], fromJdTt, toJdTt)) {
    wrapped.forEach((cusp, i) => {
      if (cusp !== normalizeDegrees(c.target)) return;
      const direct = c.direction > 0;
      const reentry = direct && backedOut.has(i);
      if (direct) backedOut.delete(i);
      else backedOut.add(i);
      out.push({
        jd: c.jdTt,
        kind: 'houseIngress',
        transitBody: body as TransitHouseIngress['transitBody'],
        house: direct ? i + 1 : i === 0 ? 12 : i,
        cuspLongitude: cusp,
        at: eventDateOfTt(c.jdTt),
        direction: direct ? 'direct' : 'retrograde',
        reentry,
      });
    });
  }
  return out;
}

/**
 * The new and full moons of the range whose Moon or Sun falls within `LUNATION_NATAL_ORB_DEG` of a natal point, each
 * with its eclipse when it is one (eclipses are found at their syzygy: the one within a day of the lunation).
 */
function lunationsOnPoints(
  points: readonly { readonly point: string; readonly longitude: number }[],
  fromJdTt: number,
  toJdTt: number,
): (TransitLunation & { readonly jd: number })[] {
  if (points.length === 0) return [];
  const eclipses = eclipsesBetween(fromJdTt - 1, toJdTt + 1);
  const out: (TransitLunation & { readonly jd: number })[] = [];
  for (const l of findLunations(fromJdTt, toJdTt, [0, 180])) {
    const phase = l.target === 0 ? 'newMoon' : 'fullMoon';
    const moon = normalizeDegrees(l.moonLongitude);
    // The finder's Moon is the Sun carried to the instant plus the target elongation: the Sun is that Moon less it.
    const sun = normalizeDegrees(moon - l.target);
    const eclipse = eclipses.find((e) => Math.abs(e.jdTt - l.jdTt) < 1 && (e.kind === 'solar') === (l.target === 0));
    for (const p of points) {
      const byMoon = angularSeparation(moon, p.longitude);
      const bySun = angularSeparation(sun, p.longitude);
      const [luminary, distance] = phase === 'newMoon' || byMoon <= bySun ? (['Moon', byMoon] as const) : (['Sun', bySun] as const);
      if (distance > LUNATION_NATAL_ORB_DEG) continue;
      out.push({
        jd: l.jdTt,
        kind: 'lunation',
        phase,
        at: eventDateOfTt(l.jdTt),
        moonLongitude: moon,
        sunLongitude: sun,
        luminary,
        natalPoint: p.point as TransitLunation['natalPoint'],
        natalLongitude: p.longitude,
        distance,
        ...(eclipse === undefined ? {} : { eclipse: { kind: eclipse.kind, type: eclipse.type, at: eventDateOfTt(eclipse.jdTt) } }),
      });
    }
  }
  return out;
}
