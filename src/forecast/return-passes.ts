import type { Body } from '../schemas/enums.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../events/event-range.js';
import { longitudeCrossings, type ExactPass } from './transit-contacts.js';

/**
 * Margin (days) searched on either side of the range so that a return whose passes straddle an end is listed whole:
 * longer than any retrograde loop's span of passes over one longitude (Mars's, the longest of the planets', under
 * 8 months; the outer planets' under a year).
 */
const LOOP_MARGIN_DAYS = 400;

/**
 * @summary The returns of a body to a longitude with a pass in [fromJdTt, toJdTt], each the list of its passes
 * (TT). Consecutive passes in opposite directions belong to one retrograde loop — between two returns the body
 * goes all the way round, so the next pass is in the same direction as the last — and make one return of one or
 * three passes (direct, retrograde, direct; for the nodes, which move backwards, the mirror). Passes are found by
 * the one engine (`longitudeCrossings`: the heliocentric bodies settled on the direct path of `bodyPosition`).
 */
export function returnPasses(body: Body, longitude: number, fromJdTt: number, toJdTt: number): ExactPass[][] {
  const margin = body === 'Sun' || body === 'Moon' ? 0 : LOOP_MARGIN_DAYS;
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - margin);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + margin);
  const groups: ExactPass[][] = [];
  let last: ExactPass | undefined;
  for (const c of longitudeCrossings(body, [longitude], lo, hi)) {
    const pass: ExactPass = { jdTt: c.jdTt, direction: c.direction > 0 ? 'direct' : 'retrograde' };
    if (last !== undefined && last.direction !== pass.direction) groups[groups.length - 1]!.push(pass);
    else groups.push([pass]);
    last = pass;
  }
  return groups.filter((g) => g.some((p) => p.jdTt >= fromJdTt && p.jdTt <= toJdTt));
}
