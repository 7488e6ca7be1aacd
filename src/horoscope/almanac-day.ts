import type { AlmanacDay } from '../schemas/index.js';
import { dayHighlight, type DayEvent } from '../text/index.js';
import type { TimeInput } from '../time/instant.js';
import { TEN_PLANETS, signOf, type Planet } from '../zodiac/index.js';
import { dayContext, type DayContext } from './daily-horoscope.js';
import { queryLocalDate, requireTimeZone } from './horoscope-input.js';
import { localDay } from './local-day.js';
import { moonVoidDuring } from './moon-void.js';
import { yearEvents } from './year-events.js';

/** The query of an almanac day or of lunar guidance. */
export interface AlmanacInput {
  /** The day: ISO date (local in `timezone`) or date-time / Date / Instant. */
  readonly date: TimeInput;
  /** IANA zone of the calendar (default UTC). */
  readonly timezone?: string;
}

/** Slowest first: the order in which same-day ingresses and stations are judged notable. */
const SLOWEST_FIRST = [...TEN_PLANETS].reverse();

/**
 * @summary The day's most notable sky event (docs/horoscopes.md "Day highlight"), by precedence: an eclipse
 * on the local day; else an exact lunation; else a station (slowest planet first); else a sign ingress of
 * Sun–Pluto (slowest first); else a void-of-course Moon at some moment of the day; else the Moon's phase and
 * sign at noon.
 */
export function dayEventOf(ctx: DayContext): DayEvent {
  const { day } = ctx;
  const ev = yearEvents(Number(day.date.slice(0, 4)));
  const onDay = (jdUt: number) => jdUt >= day.startJdUt && jdUt < day.endJdUt;
  const eclipse = ev.eclipses.find((e) => onDay(e.jdUt));
  if (eclipse !== undefined) return { kind: 'eclipse', eclipseType: `${eclipse.type} ${eclipse.kind}`, sign: eclipse.sign };
  if (ctx.moon.lunation !== undefined) return { kind: 'lunation', phase: ctx.moon.lunation.phase, sign: ctx.moon.lunation.sign };
  const rank = (body: string) => SLOWEST_FIRST.indexOf(body as never);
  const station = ev.retrogrades
    .flatMap((r) => [
      { body: r.body, jdUt: r.startJdUt, direction: 'retrograde' as const, longitude: r.startLongitude },
      { body: r.body, jdUt: r.endJdUt, direction: 'direct' as const, longitude: Number.NaN },
    ])
    .filter((s) => onDay(s.jdUt))
    .sort((a, b) => rank(a.body) - rank(b.body))[0];
  if (station !== undefined) {
    const sign = Number.isNaN(station.longitude) ? ctx.sky.byPlanet[station.body as Planet]?.sign : signOf(station.longitude);
    if (sign !== undefined) return { kind: 'station', body: station.body, direction: station.direction, sign };
  }
  const ingress = ev.ingresses.filter((i) => onDay(i.jdUt)).sort((a, b) => rank(a.body) - rank(b.body))[0];
  if (ingress !== undefined) return { kind: 'ingress', body: ingress.body, sign: ingress.sign, direction: ingress.direction };
  if (moonVoidDuring(day.startJdUt, day.endJdUt)) return { kind: 'voidOfCourse', sign: ctx.moon.sign };
  return { kind: 'moonInSign', phase: ctx.moon.phase, sign: ctx.moon.sign };
}

/**
 * @summary Almanac of one local day (spec AlmanacDay): the Moon's phase (day rule) and illumination, its sign
 * and longitude at local noon, the void-of-course state at noon (with when it ends and the minutes left),
 * the planets retrograde at noon, and the day's highlight in words.
 * @example almanacDay({ date: '2024-04-08' }).dayHighlight // 'A total solar eclipse in Aries: …'
 */
export function almanacDay(input: AlmanacInput): AlmanacDay {
  const timezone = requireTimeZone(input?.timezone);
  const ctx = dayContext(localDay(queryLocalDate(input.date, timezone), timezone));
  const voc = ctx.voidOfCourse;
  const endsMs = voc.endsAt === undefined ? undefined : Date.parse(voc.endsAt);
  const noonMs = (ctx.day.noonJdUt - 2440587.5) * 86400000;
  return {
    date: ctx.day.date,
    moonPhase: { phase: ctx.moon.phase, illumination: ctx.moon.illumination },
    moonSign: ctx.moon.sign,
    moonLongitude: ctx.moon.longitude,
    isVoidOfCourse: voc.isVoidOfCourse,
    ...(voc.isVoidOfCourse && voc.endsAt !== undefined && endsMs !== undefined
      ? { vocDetails: { ends: voc.endsAt, remainingMinutes: Math.max(0, Math.round((endsMs - noonMs) / 60000)) } }
      : {}),
    retrogradePlanets: ctx.sky.planets
      .filter((p) => p.planet !== 'Sun' && p.planet !== 'Moon' && p.speed < 0)
      .map((p) => ({ body: p.planet, sign: p.sign })),
    dayHighlight: dayHighlight(dayEventOf(ctx)),
  };
}
