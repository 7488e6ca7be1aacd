import { natalChart } from '../records/index.js';
import { parseBirthRequest } from '../records/parse-birth-request.js';
import { zodiacChoice } from '../records/zodiac-choice.js';
import { SynastryWheelRequest } from '../schemas/index.js';
import { biWheel } from './bi-wheel.js';
import { asMember, underMember } from './under-member.js';

/**
 * @summary The synastry bi-wheel of two births (`POST /synastry/wheel`): person A's chart inside (with its houses
 * in `houseSystem`), person B's bodies outside, their inter-chart aspects; errors name `personA.birthDate`, ….
 * @example synastryWheel({ personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 }, personB: { birthDate: '1992-03-02', latitude: 51.5, longitude: -0.13 } })
 */
export function synastryWheel(request: SynastryWheelRequest): string {
  const r = parseBirthRequest(SynastryWheelRequest, request);
  const houseSystem = r.houseSystem ?? 'Placidus';
  // Both charts in the requested zodiac (each at its own birth's ayanamsa, as `synastry` does); a conflicting
  // zodiac and ayanamsa is refused here, naming the request's own member.
  zodiacChoice(r);
  const zodiac = { ...(r.zodiac ? { zodiac: r.zodiac } : {}), ...(r.ayanamsa !== undefined ? { ayanamsa: r.ayanamsa } : {}) };
  const a = underMember('personA', () => natalChart({ ...r.personA, houseSystem, ...zodiac }));
  const b = underMember('personB', () => natalChart({ ...r.personB, houseSystem, ...zodiac }));
  return asMember('options', 'wheel', () =>
    biWheel(a, b, { innerName: 'Person A', outerName: 'Person B', ...r.wheel }),
  );
}
