import { spanWordingValues } from '../ephemeris/span-wording.js';
import { wording } from '../errors/error-wording.js';
import { bodyDataSpan, hasDataAt } from '../ephemeris/body-data-span.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/urania-error.js';
import { returnPasses } from '../forecast/return-passes.js';
import type { Body } from '../schemas/enums.js';
import { RETURNS_IN_RANGE_MAX_YEARS, ReturnsInRangeRequest, type PlanetaryReturn } from '../schemas/returns-in-range.js';
import { isoString, type TimeInput } from '../time/instant.js';
import { birthMoment } from './birth-moment.js';
import { canonicalBodyName } from './body-alias.js';
import { eventDateOfTt, eventRange } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { boundsAsText } from './time-members.js';
import { timelineNatalPoints } from './timeline-natal-points.js';

/** The library form of `ReturnsInRangeRequest`: the range's ends may also be a Date or an Instant. */
export type ReturnsInRangeInput = Omit<ReturnsInRangeRequest, 'from' | 'to'> & { readonly from: TimeInput; readonly to: TimeInput };

/**
 * @summary Every return of a body to its natal longitude with a pass between `from` and `to` (issue 27): the Sun's
 * yearly returns, the Moon's monthly ones, Jupiter's about every twelve years, Saturn's about every 29½ — each one
 * entry with all its `passes` (`{ at, direction }`): one, or three when a retrograde loop carries the body back over
 * its natal degree and forward again (a Saturn return often has three), the passes of a loop that straddles an end of
 * the range included whole. Tropical, apparent, geocentric longitudes as `bodyPosition` computes them; the instants
 * from the one event search engine (within 1e-7 day). Range at most 100 years. Errors: `UraniaError` naming the
 * member (`birth.birthDate`, `body`, `from`, `to`).
 * @example returnsInRange({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, body: 'Saturn', from: '2018-01-01', to: '2022-01-01' })
 * // [{ body: 'Saturn', natalLongitude: 291.9…, passes: [{ at: '2019-…', direction: 'direct' }, …] }]
 */
export function returnsInRange(request: ReturnsInRangeInput): PlanetaryReturn[] {
  refuseExtraArguments(arguments.length, 1, 'returnsInRange(request)', "returnsInRange({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, body: 'Saturn', from: '2018-01-01', to: '2022-01-01' })");
  const { from, to } = eventRange(request, RETURNS_IN_RANGE_MAX_YEARS);
  const r = parseBirthRequest(ReturnsInRangeRequest, boundsAsText({ ...request, body: canonicalBodyName(request.body) }));
  const { birth } = birthMoment(r.birth, 'birth');
  const body = r.body as Body;
  // A minor body outside its own span (Makemake at −3000) at the birth or at an end of the range: say so, naming `body`.
  for (const at of [birth.at, from, to]) {
    if (hasDataAt(body, at.jdTt)) continue;
    const span = bodyDataSpan(body)?.description ?? 'its own span';
    throw new UraniaError('OUT_OF_RANGE', `body: ${body} is available for ${span}, not at ${isoString(at.jdUt, 'second')}; choose another body or dates within that span`, {
      wording: wording('span.bodyAtChoose', { field: 'body', body, at: isoString(at.jdUt, 'second'), ...spanWordingValues(bodyDataSpan(body)) }),
      field: 'body', received: body, allowed: span,
    });
  }
  const natalLongitude = timelineNatalPoints(birth, [body])[0]!.longitude;
  return returnPasses(body, natalLongitude, from.jdTt, to.jdTt).map((passes) => ({
    body: r.body,
    natalLongitude,
    passes: passes.map((p) => ({ at: eventDateOfTt(p.jdTt), direction: p.direction })),
  }));
}
