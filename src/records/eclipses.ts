import { eclipsesBetween, nextEclipseAfter, type Eclipse } from '../events/eclipses.js';
import { EclipsesRequest, type EclipseEvent } from '../schemas/eclipses.js';
import { ECLIPSE_KINDS } from '../schemas/record-enums.js';
import { requireOneOf } from './request-checks.js';
import { instant, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { eventDateOfTt, parseRange, type EventRange } from './event-range.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findEclipses accepts: the whole supported span (401 years). */
export const ECLIPSES_MAX_SPAN_YEARS = 401;

function toEvent(e: Eclipse): EclipseEvent {
  return {
    kind: e.kind,
    type: e.type,
    date: eventDateOfTt(e.jdTt),
    longitude: e.lunationLongitude,
    sign: signOf(e.lunationLongitude),
    magnitude: e.magnitude,
    gamma: e.gamma,
    saros: e.saros,
    sarosMember: e.sarosMember,
  };
}

/**
 * @summary Solar and lunar eclipses in a range, in time order, dated at greatest eclipse. Solar: greatest
 * eclipse is the minimum distance of the shadow axis from the Earth's centre; type total / annular / hybrid
 * (central or not) or partial, with the canon's Moon radii (k = 0.2722810 for the umbra, 0.2725076 for the
 * penumbra); magnitude at the point nearest the axis. Lunar: minimum distance of the Moon from the shadow's
 * centre; total / partial / penumbral by Danjon's shadow; magnitude umbral (penumbral for penumbral eclipses).
 * `longitude` and `sign` are the lunation's (Sun = Moon at the new moon; the Moon at the full moon); `gamma`
 * (signed, north positive), `saros` and `sarosMember` as in NASA's canons (docs/events.md "Eclipses").
 * @example findEclipses({ from: '2024-01-01', to: '2025-01-01' }).map((e) => `${e.kind} ${e.type}`) // ['lunar penumbral', 'solar total', 'lunar partial', 'solar annular']
 */
export function findEclipses(range: EventRange): EclipseEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findEclipses(range)', "findEclipses({ from: '2024-01-01', to: '2025-01-01' })");
  const { from, to } = parseRange(EclipsesRequest, range, ECLIPSES_MAX_SPAN_YEARS).range;
  return eclipsesBetween(from.jdTt, to.jdTt).map(toEvent);
}

/**
 * @summary The next eclipse (solar or lunar, or only the kind asked for) strictly after an instant, or null.
 * @example nextEclipse('2024-01-01', 'solar')?.type // 'total'
 */
export function nextEclipse(after: TimeInput, kind?: 'solar' | 'lunar'): EclipseEvent | null {
  refuseExtraArguments(arguments.length, 2, 'nextEclipse(after, kind?)', "nextEclipse('2024-01-01', 'solar')");
  const at = instant(after, 'after').jdTt;
  // A kind other than the two would match no eclipse and search to the end of the span (40 s with every era loaded).
  const found = nextEclipseAfter(at, kind === undefined ? undefined : requireOneOf(kind, 'kind', ECLIPSE_KINDS));
  return found === undefined ? null : toEvent(found);
}
