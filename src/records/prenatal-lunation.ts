import { wording } from '../errors/error-wording.js';
import { lastSyzygyBefore } from '../events/prenatal-lunation.js';
import { PrenatalLunationRequest, ZodiacOptions, type PrenatalLunation } from '../schemas/index.js';
import { instant, type Instant, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { birthMoment } from './birth-moment.js';
import { eventDateOfTt } from './event-range.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { parse } from './parse.js';
import { UraniaError } from '../errors/urania-error.js';
import { normalizeDegrees } from '../units/angle.js';
import { zodiacChoice, zodiacEcho, zodiacShift, type ZodiacRequestMembers } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** A birth request (`birthDate`, …) rather than an instant. */
function isBirthRequest(birth: TimeInput | PrenatalLunationRequest): birth is PrenatalLunationRequest {
  return typeof birth === 'object' && birth !== null && !(birth instanceof Date) && !('jdUt' in birth && 'jdTt' in birth);
}

/**
 * @summary The prenatal lunation: the last new or full Moon at or before the birth (Ptolemy, Tetrabiblos III.2),
 * its longitude the Moon's. The birth is an instant (ISO-8601 string with Z or an offset, Date, Instant) or a
 * birth request (`birthDate`, `birthTime` local wall-clock time — local noon when absent —, `latitude`,
 * `longitude`, `timezone`), the body of `POST /prenatal-lunation`.
 *
 * The zodiac is the request's `zodiac` / `ayanamsa` (a birth request) or the second argument's (an instant): with
 * `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri) the longitude is the Moon's minus the true ayanamsa at the
 * lunation and the sign is read from it; the type and instant do not change (a syzygy is a difference of
 * longitudes). The record then says `zodiac` and `ayanamsa` (its value at the lunation). Errors name `zodiac` or
 * `ayanamsa` (with `options.` for the second argument); a second argument with a birth request is refused naming
 * `options` (the request has its own members).
 * @example prenatalLunation('2000-01-01T12:00:00Z') // { type: 'fullMoon', date: '1999-12-22T17:31:…Z', sign: 'Cancer', … }
 * @example prenatalLunation('2000-01-01T12:00:00Z', { zodiac: 'sidereal' }).sign // 'Gemini' (Lahiri)
 */
export function prenatalLunation(birth: TimeInput | PrenatalLunationRequest, options?: ZodiacRequestMembers): PrenatalLunation {
  refuseExtraArguments(arguments.length, 2, 'prenatalLunation(birth, options?)', "prenatalLunation('2000-01-01T12:00:00Z')");
  let at: Instant;
  let members: ZodiacRequestMembers;
  let prefix = '';
  if (isBirthRequest(birth)) {
    if (options !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', 'a birth request carries its own zodiac and ayanamsa: give them in the request, not as options', {
        wording: wording('prenatal.zodiacInRequest', { field: 'options' }),
        field: 'options', received: options, allowed: 'absent with a birth request; { zodiac, ayanamsa } with an instant',
      });
    }
    const r = parseBirthRequest(PrenatalLunationRequest, birth);
    at = birthMoment(r).civil.instant;
    members = r;
  } else {
    at = instant(birth, 'birth');
    members = options === undefined ? {} : parse(ZodiacOptions, options, 'options');
    prefix = 'options.';
  }
  const zodiac = zodiacChoice(members, prefix);
  const s = lastSyzygyBefore(at.jdTt);
  const longitude = normalizeDegrees(s.moonLongitude - zodiacShift(zodiac, s.jdTt));
  return { type: s.type, date: eventDateOfTt(s.jdTt), longitude, sign: signOf(longitude), ...zodiacEcho(zodiac, s.jdTt), ...placeEcho(birth) };
}
