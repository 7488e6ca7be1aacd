import { UraniaError } from '../errors/index.js';
import { nakshatraAt } from '../vedic/nakshatra.js';
import { NakshatraRequest, type Nakshatra } from '../schemas/index.js';
import { parse } from './parse.js';
import { siderealPositions } from './sidereal-positions.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The nakshatra and pada of a sidereal `longitude`, or of a graha (`body`, default Moon; Rahu the mean node)
 * at an instant `at` in the sidereal zodiac of `ayanamsa` (default Lahiri), with the nakshatra's facts.
 * Errors: `UraniaError` naming the member — INVALID_ARGUMENT when `longitude` comes with `at`, `body` or `ayanamsa`
 * (or neither `longitude` nor `at` is given), OUT_OF_RANGE for a longitude outside [0, 360) or an instant outside
 * −3000..+3000.
 * @example nakshatraLookup({ longitude: 0 }).name // 'Ashwini'
 */
export function nakshatraLookup(request: WithTimeInputs<NakshatraRequest, 'at'>): Nakshatra {
  refuseExtraArguments(arguments.length, 1, 'nakshatraLookup(request)', 'nakshatraLookup({ longitude: 0 })');
  const members = timeMembers(request, ['at']);
  const r = parse(NakshatraRequest, members.request);
  if (r.longitude !== undefined) {
    const extra = (['at', 'body', 'ayanamsa'] as const).find((k) => r[k] !== undefined);
    if (extra !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', `${extra} does not apply with longitude (give longitude alone, or at with body)`, {
        field: extra, received: r[extra], allowed: 'longitude alone, or at/body/ayanamsa without longitude',
      });
    }
    return nakshatraAt(r.longitude);
  }
  if (r.at === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'at is required when longitude is not given', { field: 'at', allowed: 'an ISO-8601 instant, a Date or an Instant' });
  }
  const body = r.body ?? 'Moon';
  const graha = siderealPositions(instantMember(members, 'at', r.at).at, { ayanamsa: r.ayanamsa ?? 'Lahiri' }).find((g) => g.planet === body)!;
  return nakshatraAt(graha.siderealLongitude);
}
