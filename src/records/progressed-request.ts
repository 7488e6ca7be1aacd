import type { Static, TSchema } from 'typebox';
import { progression, type Progression } from '../charts/builders/progression.js';
import type { Body, BirthData } from '../schemas/index.js';
import { birthMoment, type BirthMoment } from './birth-moment.js';
import type { Located, Placed } from './birth-place.js';
import { notBeforeBirth } from './not-before-birth.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { instantMember, timeMembers } from './time-members.js';

/** A progression request read once: the parsed request, the birth, the bodies, the echoed target and the progression. */
export interface ProgressedRequest<T extends TSchema> extends Pick<BirthMoment, 'birth' | 'birthDate'> {
  readonly request: Placed<Static<T>>;
  readonly bodies: readonly Body[];
  /** `targetDate` as the record echoes it (the caller's ISO string, or a Date/Instant as ISO UT to the second). */
  readonly targetDate: string;
  /** Birth + one day per tropical year of age up to the target (`progression`). */
  readonly progression: Progression;
}

/**
 * @summary Read the request of a progression technique (secondary progressions, solar arc directions) in the order
 * callers have always seen the checks: the request against its schema (`targetDate` may be a Date or an Instant),
 * the birth (`birth.*`), the bodies, then `targetDate` not before the birth (OUT_OF_RANGE naming it).
 * @example progressedRequest(SolarArcRequest, { birth, targetDate: '2024-07-15' }).progression.ageYears // ≈ 34
 */
export function progressedRequest<T extends TSchema>(
  schema: T,
  request: unknown,
  bodies: readonly Body[] | undefined,
): ProgressedRequest<T> {
  const members = timeMembers(request, ['targetDate']);
  const r = parseBirthRequest(schema, members.request);
  // The schema of a progression technique has a `birth` and a `targetDate` (ProgressedChartRequest, SolarArcRequest).
  const { birth: given, targetDate } = r as unknown as { birth: Located<BirthData>; targetDate: string };
  const { birth, birthDate } = birthMoment(given, 'birth');
  const chosen = techniqueBodies(bodies);
  const { at, echo } = instantMember(members, 'targetDate', targetDate);
  const target = notBeforeBirth(at, birth.at, 'targetDate', echo);
  return { request: r, birth, birthDate, bodies: chosen, targetDate: echo, progression: progression(birth.at, target) };
}
