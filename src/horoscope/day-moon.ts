import { illuminationPercent } from '../events/moon-phase.js';
import { sunMoon } from '../events/sun-moon.js';
import { MOON_PHASES, type MoonPhase, type Sign } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { ttFromUt } from '../time/time-scales.js';
import type { LocalDay } from '../time/local-day.js';
import type { YearLunation } from './year-events.js';
import { TROPICAL_ZODIAC, zodiacLongitude, type HoroscopeZodiac } from './horoscope-zodiac.js';
import { signOf } from '../zodiac/index.js';

/** The Moon of one local day. */
export interface DayMoon {
  /** Principal phase on the local date of the exact lunation, else the intermediate name (rule below). */
  readonly phase: MoonPhase;
  /** Illuminated percentage at local noon. */
  readonly illumination: number;
  /** Apparent longitude of the Moon at local noon in the day's zodiac (sidereal: minus the true ayanamsa), degrees. */
  readonly longitude: number;
  readonly sign: Sign;
  /** The exact lunation falling on the day, if any. */
  readonly lunation?: YearLunation;
}

/**
 * @summary The Moon's phase name for a local calendar day (docs/horoscopes.md "Moon phase of a day"): the
 * principal phase (New Moon, First Quarter, Full Moon, Last Quarter) on the local date on which the exact
 * lunation falls, and on the days between, the intermediate name of the quarter the Moon is in at local noon
 * (Waxing Crescent, Waxing Gibbous, Waning Gibbous, Waning Crescent) — so each principal name is given to
 * exactly one day per lunation, as printed calendars do. Illumination and the Moon's place are those of local
 * noon (Meeus, Astronomical Algorithms 2nd ed., (48.1) p. 345, through the events layer). The phase and the
 * illumination do not depend on the zodiac (an elongation is a difference of longitudes); the Moon's longitude and
 * sign are read in `zodiac` (default tropical).
 */
export function dayMoon(day: LocalDay, lunations: readonly YearLunation[], zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): DayMoon {
  const noonTt = ttFromUt(day.noonJdUt);
  const sm = sunMoon(noonTt);
  const longitude = zodiacLongitude(zodiac, sm.moon.longitude, noonTt);
  const lunation = lunations.find((l) => l.jdUt >= day.startJdUt && l.jdUt < day.endJdUt);
  const elongation = normalizeDegrees(sm.moon.longitude - sm.sun.longitude);
  const phase = lunation?.phase ?? MOON_PHASES[2 * Math.floor(elongation / 90) + 1]!;
  return {
    phase,
    illumination: Math.min(100, Math.max(0, illuminationPercent(sm))),
    longitude,
    sign: signOf(longitude),
    ...(lunation === undefined ? {} : { lunation }),
  };
}
