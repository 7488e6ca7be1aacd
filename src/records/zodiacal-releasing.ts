import { releasingSpans } from '../charts/traditional/zodiacal-releasing.js';
import { ZodiacalReleasingRequest, type ZodiacalReleasingPeriod } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import { parse } from './parse.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Zodiacal releasing from a lot (Vettius Valens, Anthology IV.4; `releasingSpans`): periods of the signs
 * from the lot's sign onward, each lasting its sign's minor years at level 1 and as many months, 2½-day and 5-hour
 * units at levels 2–4, with the loosing of the bond and the peak periods (angular to the Lot of Fortune's sign).
 * Time runs in 360-day years from the birth; dates are UT ISO strings to the second. Depth first, level 1 to
 * `levels` (default 2), over `years` (default 100) from birth. Rules and sources in docs/traditional.md.
 *
 * Errors: MISSING_ARGUMENT without `birth` or `lot`; INVALID_ARGUMENT for non-numeric longitudes or a malformed
 * birth; OUT_OF_RANGE for `levels` outside 1..4, `years` outside (0, 250] or a birth outside −3000..+3000.
 * @example zodiacalReleasing({ lot: 100, birth: '1990-01-01T00:00:00Z', levels: 1 })[0]
 * // { sign: 'Cancer', lord: 'Moon', durationMonths: 300, level: 1, isPeakPeriod: true, … } (25 years of 360 days)
 */
export function zodiacalReleasing(request: WithTimeInputs<ZodiacalReleasingRequest, 'birth'>): ZodiacalReleasingPeriod[] {
  refuseExtraArguments(arguments.length, 1, 'zodiacalReleasing(request)', "zodiacalReleasing({ lot: 100, birth: '1990-01-01T00:00:00Z', levels: 1 })");
  const members = timeMembers(request, ['birth']);
  const r = parse(ZodiacalReleasingRequest, members.request);
  const birth = instantMember(members, 'birth', r.birth).at;
  return releasingSpans(r.lot, r.fortune ?? r.lot, birth.jdUt, r.levels ?? 2, r.years ?? 100).map(({ startJdUt, endJdUt, ...rest }) => ({
    sign: rest.sign,
    lord: rest.lord,
    startDate: isoString(startJdUt, 'second'),
    endDate: isoString(endJdUt, 'second'),
    durationMonths: rest.durationMonths,
    level: rest.level,
    isPeakPeriod: rest.isPeakPeriod,
    isLoosingOfTheBond: rest.isLoosingOfTheBond,
  }));
}
