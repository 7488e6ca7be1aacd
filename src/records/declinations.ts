import { declinationPositions } from '../charts/builders/declination-positions.js';
import { PARALLEL_ORB_DEG } from '../charts/rules/parallels.js';
import { DeclinationsRequest, type Body, type DeclinationsResponse } from '../schemas/index.js';
import { parse } from './parse.js';
import { techniqueBodies } from './technique-bodies.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Library options of {@link declinations} (not part of the request). */
export interface DeclinationsOptions {
  /** The bodies; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
  /** Orb of parallels and contraparallels, degrees; default `PARALLEL_ORB_DEG` (1°). */
  readonly orb?: number;
}

/**
 * @summary Declinations at an instant (spec `DeclinationsResponse`): each body's apparent declination (true equator
 * of date), the parallels and contraparallels among them (`parallels`, 1° orb), the bodies out of bounds (beyond
 * the true obliquity of date), and True Lilith with its declination (`declinationPositions`). `date` echoes the
 * caller's instant (its ISO string as given; a Date or an Instant as ISO UT to the second).
 *
 * Errors: `UraniaError` naming `at` (missing, unparseable, outside −3000..+3000), `bodies[i]`, `orb`.
 * @example declinations({ at: '2024-06-20T20:51:00Z' }).positions[0] // { body: 'Sun', declination: 23.44…, isOutOfBounds: false, … }
 */
export function declinations(request: WithTimeInputs<DeclinationsRequest, 'at'>, options: DeclinationsOptions = {}): DeclinationsResponse {
  refuseExtraArguments(arguments.length, 2, 'declinations(request, options?)', "declinations({ at: '2024-06-20T20:51:00Z' })");
  const members = timeMembers(request, ['at']);
  const r = parse(DeclinationsRequest, members.request);
  const { at, echo } = instantMember(members, 'at', r.at);
  const bodies = techniqueBodies(options.bodies);
  return { date: echo, ...declinationPositions(at, bodies, options.orb ?? PARALLEL_ORB_DEG) };
}
