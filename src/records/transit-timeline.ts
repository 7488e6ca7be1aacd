import { allowedOrb } from '../aspects/orb-profiles.js';
import { ascendantAndMidheaven } from '../charts/builders/ascendant-and-midheaven.js';
import { birthObserver } from '../charts/builders/resolved-birth.js';
import { placeBodies } from '../charts/builders/technique-bodies.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { PTOLEMAIC_ASPECTS } from '../events/aspect-perfections.js';
import { transitContacts, type NatalPointLongitude } from '../forecast/transit-contacts.js';
import type { AspectType, Body } from '../schemas/enums.js';
import {
  TRANSIT_TIMELINE_MAX_YEARS, TIMELINE_NATAL_POINTS, TIMELINE_TRANSIT_BODIES, TransitTimelineRequest, type TransitContact,
} from '../schemas/transit-timeline.js';
import { BODIES } from '../schemas/enums.js';
import type { TimeInput } from '../time/instant.js';
import { birthMoment } from './birth-moment.js';
import { canonicalBodyName } from './body-alias.js';
import { eventDateOfTt, eventRange } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { boundsAsText } from './time-members.js';

/** The transiting bodies of a timeline by default: the slow movers, Jupiter to Pluto and Chiron. */
export const DEFAULT_TIMELINE_TRANSIT_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'] as const satisfies readonly Body[];

/** The natal points of a timeline by default: the Sun to Pluto, the Ascendant and the Midheaven. */
export const DEFAULT_TIMELINE_NATAL_POINTS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Ascendant', 'Midheaven',
] as const satisfies readonly (typeof TIMELINE_NATAL_POINTS)[number][];

/** The library form of `TransitTimelineRequest`: the range's ends may also be a Date or an Instant. */
export type TransitTimelineInput = Omit<TransitTimelineRequest, 'from' | 'to'> & { readonly from: TimeInput; readonly to: TimeInput };

const RANK = new Map<string, number>(TIMELINE_NATAL_POINTS.map((b, i) => [b, i]));

/**
 * @summary The transits of a range to a natal chart as a timeline of contacts (issue 27): for each transiting body,
 * natal point and aspect, every stretch of time the body stays within the orb — the instant it `enters`, each
 * `exact` pass with the body's direction (a retrograde loop within orb makes three), the instant it `leaves`, and
 * its `stations` within orb — sorted by `enters`. A contact already within orb at `from` starts there with
 * `entersBeforeRange: true`; one still within orb at `to` ends there with `leavesAfterRange: true`.
 *
 * Defaults: Jupiter–Pluto and Chiron in transit; the natal Sun–Pluto, Ascendant and Midheaven (the angles only
 * with a birth time); the five Ptolemaic aspects; the `tight` orb profile (3°, the sextile 2°). Longitudes are
 * apparent, geocentric, true ecliptic and equinox of date, the transiting ones those `bodyPosition` computes; the
 * instants come from the one event search engine (`transitContacts`, src/forecast/), within 1e-7 day.
 * Range at most 20 years. Errors: `UraniaError` naming the member (`birth.birthDate`, `from`, `to`,
 * `transitBodies[i]`, `natalPoints[i]`, `aspects[i]`, `orbProfile`).
 * @example transitTimeline({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, from: '2025-01-01', to: '2026-01-01' })
 * // [{ transitBody: 'Saturn', natalPoint: 'Moon', aspect: 'square', orb: 3, enters: '…', exact: [{ at: '…', direction: 'direct' }], … }, …]
 */
export function transitTimeline(request: TransitTimelineInput): TransitContact[] {
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
  const transitBodies = [...new Set(r.transitBodies ?? DEFAULT_TIMELINE_TRANSIT_BODIES)] as Body[];
  const wanted = [...new Set(r.natalPoints ?? DEFAULT_TIMELINE_NATAL_POINTS)];
  const natalBodies = wanted.filter((p): p is Body => (BODIES as readonly string[]).includes(p));
  const points: NatalPointLongitude[] = placeBodies(natalBodies, birth.at, birthObserver(birth)).map((p) => ({ point: p.body, longitude: p.longitude }));
  if (birth.timeKnown && (wanted.includes('Ascendant') || wanted.includes('Midheaven'))) {
    const angles = ascendantAndMidheaven(birth.at, birth.latitude, birth.longitude);
    if (wanted.includes('Ascendant')) points.push({ point: 'Ascendant', longitude: angles.ascendant });
    if (wanted.includes('Midheaven')) points.push({ point: 'Midheaven', longitude: angles.midheaven });
  }
  const aspects: AspectType[] = [...new Set(r.aspects ?? PTOLEMAIC_ASPECTS)];
  const records: (TransitContact & { readonly jd: number })[] = [];
  for (const body of transitBodies) {
    if (!(TIMELINE_TRANSIT_BODIES as readonly string[]).includes(body)) continue;
    const orbs = aspects.map((aspect) => ({ aspect, orb: allowedOrb(aspect, profile, body) }));
    for (const c of transitContacts(body, points, orbs, from.jdTt, to.jdTt)) {
      records.push({
        jd: c.entersJdTt,
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
  records.sort(
    (a, b) =>
      a.jd - b.jd ||
      TIMELINE_TRANSIT_BODIES.indexOf(a.transitBody) - TIMELINE_TRANSIT_BODIES.indexOf(b.transitBody) ||
      RANK.get(a.natalPoint)! - RANK.get(b.natalPoint)!,
  );
  return records.map(({ jd: _jd, ...rest }) => rest);
}
