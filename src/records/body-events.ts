import { spanWordingValues } from '../ephemeris/span-wording.js';
import { wording } from '../errors/error-wording.js';
import type { TSchema } from 'typebox';
import type { Body } from '../schemas/enums.js';
import { instant, type Instant, type TimeInput } from '../time/instant.js';
import { eventRange, type EventRange } from './event-range.js';
import { parse } from './parse.js';
import { canonicalBodyName, type BodyAlias } from './body-alias.js';
import { resolveBodies } from './resolve-bodies.js';
import { boundsAsText } from './time-members.js';
import { bodyDataSpan, hasDataAt } from '../ephemeris/body-data-span.js';
import { UraniaError } from '../errors/urania-error.js';

/** A range request of a per-body finder (`findIngresses`, `findStations`): the bounds and optional bodies. */
export type BodyRangeRequest = EventRange & { readonly bodies?: readonly (Body | BodyAlias)[] };

/**
 * @summary Read the request of a per-body finder in the order callers have always seen the checks: the bounds
 * (`eventRange`, span at most `maxSpanYears`), then the bodies (`resolveBodies`, items named `bodies[i]`; default
 * `defaults` less those without data over the range, e.g. Chiron before 675; a named body without data there is
 * OUT_OF_RANGE naming `bodies[i]`), then the whole request against its schema.
 * @example bodyRange(StationsRequest, { from: '2024-01-01', to: '2025-01-01' }, 101, STATION_BODIES).bodies[0] // 'Mercury'
 */
export function bodyRange(
  schema: TSchema,
  request: BodyRangeRequest,
  maxSpanYears: number,
  defaults: readonly Body[],
): { readonly from: Instant; readonly to: Instant; readonly bodies: Body[] } {
  const { from, to } = eventRange(request, maxSpanYears);
  const named = request.bodies !== undefined;
  // Rahu and Ketu are the mean nodes (body-alias.ts): the schema below reads the canonical names.
  if (Array.isArray(request.bodies)) request = { ...request, bodies: request.bodies.map(canonicalBodyName) as Body[] };
  const bodies = resolveBodies(request.bodies, defaults).filter((b, i) => {
    if (hasDataAt(b, from.jdTt, to.jdTt)) return true;
    // A default body with a narrower span of its own (Chiron 675..3000) is left out; a named one is an error.
    if (!named) return false;
    const allowed = bodyDataSpan(b)?.description ?? 'its own span';
    throw new UraniaError('OUT_OF_RANGE', `bodies[${i}]: ${b} is available for ${allowed} only`, { wording: wording('span.bodyOnly', { field: `bodies[${i}]`, body: b, ...spanWordingValues(bodyDataSpan(b)) }), field: `bodies[${i}]`, received: b, allowed });
  });
  parse(schema, boundsAsText(request));
  return { from, to, bodies };
}

/**
 * @summary The next event of one body strictly after an instant, as its record, or null: the body checked among
 * `defaults`, the instant read as `after`, then `nextAfter` (numeric, TT) and `toRecord`.
 * @example nextBodyEvent('Sun', '2024-01-01', EVENT_BODIES, nextIngressAfter, toEvent)?.sign // 'Aquarius'
 */
export function nextBodyEvent<E, R>(
  body: Body | BodyAlias,
  after: TimeInput,
  defaults: readonly Body[],
  nextAfter: (body: Body, afterJdTt: number) => E | undefined,
  toRecord: (event: E) => R,
): R | null {
  const [b] = resolveBodies([body], defaults);
  const found = nextAfter(b!, instant(after, 'after').jdTt);
  return found === undefined ? null : toRecord(found);
}
