import { natalChart } from '../records/index.js';
import { parseBirthRequest } from '../records/parse-birth-request.js';
import { zodiacChoice } from '../records/zodiac-choice.js';
import { TransitsWheelRequest } from '../schemas/index.js';
import { transitWheel } from './transit-wheel.js';
import { asMember, underMember } from './under-member.js';

/**
 * @summary The transits bi-wheel of a birth at an instant (`POST /transits/wheel`): the natal chart inside, the sky
 * at `at` (to the minute) outside, with the transit-to-natal aspects; errors name `birth.birthDate`, `at`, ….
 * With `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri; docs/zodiac.md "Sidereal everywhere") both rings are
 * sidereal — the natal chart at the birth's ayanamsa, the transits at that of `at`, as `transitsToNatal` reads them
 * — and the footer says `Sidereal (<system>)`; a conflicting zodiac and ayanamsa is refused naming `ayanamsa`.
 * @example transitsWheel({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15T12:00:00Z' })
 */
export function transitsWheel(request: TransitsWheelRequest): string {
  const r = parseBirthRequest(TransitsWheelRequest, request);
  // Checked here so that a conflict names the request's own member (`ayanamsa`), not `birth.ayanamsa`.
  zodiacChoice(r);
  const zodiac = { ...(r.zodiac ? { zodiac: r.zodiac } : {}), ...(r.ayanamsa !== undefined ? { ayanamsa: r.ayanamsa } : {}) };
  const natal = underMember('birth', () =>
    natalChart({ ...r.birth, houseSystem: r.houseSystem ?? 'Placidus', ...zodiac }),
  );
  return asMember('options', 'wheel', () => transitWheel(natal, r.at, r.wheel, zodiac));
}
