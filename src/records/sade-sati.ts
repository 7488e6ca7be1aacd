import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { SIGNS } from '../schemas/enums.js';
import { SadeSatiRequest, type SadeSati } from '../schemas/vedic-doshas.js';
import { saturnTransitPeriods } from '../vedic/sade-sati.js';
import { conventionAyanamsa } from '../vedic/panchang-day.js';
import { vedicConventions, type VedicConventionsChoice } from '../vedic/vedic-conventions.js';
import { siderealMoon } from '../vedic/vimshottari-dasha.js';
import { ayanamsaLabel } from '../zodiac/ayanamsa.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { eventDateOfTt } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';

export type { SadeSatiRequest, SadeSati };

/** Days in the years of the range (Julian years). */
const YEAR_DAYS = 365.25;

/**
 * @summary The Sade Sati and Dhaiya periods of a life: Saturn's stays in the 12th, 1st and 2nd sidereal signs from
 * the natal Moon (Sade Sati: rising, peak, setting) and in the 4th and the 8th (Dhaiya), from birth over `years`
 * (default 100), found from Saturn's sidereal ingresses (ayanamsa of `conventions`, default drik's Lahiri). An
 * untimed birth takes its day's noon for the Moon. docs/vedic.md "Doshas".
 * @example sadeSati({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } }).periods.length > 0 // true
 */
export function sadeSati(request: SadeSatiRequest): SadeSati {
  refuseExtraArguments(arguments.length, 1, 'sadeSati(request)', "sadeSati({ birth: { birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(SadeSatiRequest, request);
  const c = vedicConventions(r.conventions as VedicConventionsChoice | undefined);
  const at = birthMoment(r.birth, 'birth').birth.at;
  const moonSign = Math.floor(siderealMoon(at, c.ayanamsa) / 30) % 12;
  const from = at.jdTt;
  const to = from + (r.years ?? 100) * YEAR_DAYS;
  return {
    ayanamsa: { system: ayanamsaLabel(c.ayanamsa), value: conventionAyanamsa(at.jdTt, c) },
    moonSign: SIGNS[moonSign]!,
    from: eventDateOfTt(from),
    to: eventDateOfTt(to),
    periods: saturnTransitPeriods(moonSign, from, to, c.ayanamsa).map((p) => ({
      kind: p.kind, start: eventDateOfTt(p.startJdTt), end: eventDateOfTt(p.endJdTt), clippedStart: p.clippedStart, clippedEnd: p.clippedEnd,
      phases: p.phases.map((s) => ({ phase: s.phase, sign: s.sign, start: eventDateOfTt(s.startJdTt), end: eventDateOfTt(s.endJdTt) })),
    })),
    ...placeEcho(request),
  };
}
