import type { Horoscope, Perspective, RetrogradeStatus, Sign, VoidOfCourseStatus } from '../schemas/index.js';
import type { TimeInput } from '../time/instant.js';
import { dayMoon, type DayMoon } from './day-moon.js';
import { queryLocalDate, requirePerspective, requireSign, requireTimeZone } from './horoscope-input.js';
import { localDay, ttOf, type LocalDay } from './local-day.js';
import { moonVoidAt } from './moon-void.js';
import { signContext, signRuler } from './sign-context.js';
import { keyTransits } from './sign-transits.js';
import { skySnapshot, type SkySnapshot } from './sky-snapshot.js';
import { yearEvents } from './year-events.js';

/** The query of a daily horoscope. */
export interface DailyHoroscopeInput {
  readonly sign: Sign;
  /** The day: an ISO date (a local date in `timezone`), or an ISO date-time / Date / Instant (its local date). */
  readonly date: TimeInput;
  /** IANA zone of the reader's calendar (default UTC). */
  readonly timezone?: string;
  readonly perspective?: Perspective;
}

/** @summary Planets (Mercury–Pluto) retrograde at a snapshot, with whether each is in the queried sign. */
export function retrogradesAt(sky: SkySnapshot, sign: Sign): RetrogradeStatus[] {
  return sky.planets
    .filter((p) => p.planet !== 'Sun' && p.planet !== 'Moon' && p.speed < 0)
    .map((p) => ({ planet: p.planet, sign: p.sign, isTransitingSign: p.sign === sign }));
}

/** What a day's horoscopes share across the twelve signs: the local day, the sky at noon, the Moon. */
export interface DayContext {
  readonly day: LocalDay;
  readonly sky: SkySnapshot;
  readonly moon: DayMoon;
  readonly voidOfCourse: VoidOfCourseStatus;
}

/** @summary Resolve the shared part of a day's horoscopes once (allHoroscopes reuses it for the 12 signs). */
export function dayContext(day: LocalDay): DayContext {
  const noonTt = ttOf(day.noonJdUt);
  return {
    day,
    sky: skySnapshot(noonTt),
    moon: dayMoon(day, yearEvents(Number(day.date.slice(0, 4))).lunations),
    voidOfCourse: moonVoidAt(noonTt),
  };
}

/** @summary The daily horoscope of one sign for a resolved day context. */
export function dailyHoroscopeForDay(ctx: DayContext, sign: Sign, perspective: Perspective): Horoscope {
  const ruler = signRuler(sign);
  return {
    sign,
    date: ctx.day.date,
    signContext: signContext(sign),
    rulerCondition: { ruler, sign: ctx.sky.byPlanet[ruler]!.sign },
    moonContext: { phase: ctx.moon.phase, illumination: ctx.moon.illumination },
    voidOfCourseStatus: ctx.voidOfCourse,
    transits: keyTransits(ctx.sky, sign, perspective, ruler),
    retrogrades: retrogradesAt(ctx.sky, sign),
    perspective,
  };
}

/**
 * @summary Daily horoscope of a sign (spec Horoscope; docs/horoscopes.md "Daily"). The day is the local
 * calendar date of `date` in `timezone` (default UTC); positions, transits, retrogrades, the void-of-course
 * state and the illumination are taken at local noon, the middle of the civil day; the phase name follows the
 * day rule of day-moon.ts. Key transits: the three most significant whole-sign transits (sign-transits.ts).
 * @example dailyHoroscope({ sign: 'Leo', date: '2024-04-08', timezone: 'America/Chicago' }).moonContext.phase // 'New Moon'
 */
export function dailyHoroscope(input: DailyHoroscopeInput): Horoscope {
  const sign = requireSign(input?.sign);
  const timezone = requireTimeZone(input.timezone);
  const perspective = requirePerspective(input.perspective);
  const day = localDay(queryLocalDate(input.date, timezone), timezone);
  return dailyHoroscopeForDay(dayContext(day), sign, perspective);
}
