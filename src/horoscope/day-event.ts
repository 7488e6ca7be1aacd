import type { DayEvent } from '../text/index.js';
import { SIGNS } from '../schemas/index.js';
import { TEN_PLANETS, signOf, type Planet } from '../zodiac/index.js';
import type { DayContext } from './day-context.js';
import { longestVoidDuring, moonVoidPeriods } from './moon-void.js';
import { yearEvents } from './year-events.js';
import { civilYear } from '../time/local-day.js';

/** Slowest first: the order in which same-day ingresses and stations are judged notable. */
const SLOWEST_FIRST = [...TEN_PLANETS].reverse();

/**
 * @summary The day's most notable sky event (docs/horoscopes.md "Day highlight"), by precedence: an eclipse
 * on the local day; else an exact lunation; else a station (slowest planet first); else a sign ingress of
 * Sun–Pluto (slowest first); else a void-of-course Moon at some moment of the day (named by the sign it is void
 * in: the period covering most of the day, or the one that ends on the day when the Moon entered the longer one's sign
 * after noon; with the sign it enters when the void ends within the day); else the Moon's phase and sign at noon. Signs are in the context's zodiac.
 */
export function dayEventOf(ctx: DayContext): DayEvent {
  const { day } = ctx;
  const ev = yearEvents(civilYear(day.date), ctx.zodiac);
  const onDay = (jdUt: number) => jdUt >= day.startJdUt && jdUt < day.endJdUt;
  const eclipse = ev.eclipses.find((e) => onDay(e.jdUt));
  if (eclipse !== undefined) return { kind: 'eclipse', eclipseType: eclipse.type, eclipseKind: eclipse.kind, sign: eclipse.sign };
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
  // A void statement names the sign the Moon is void in (docs/horoscopes.md "The Moon of a day") and, when the void
  // ends within the day, the sign it then enters, so that the noon sign (the record's moonSign) is one of the two.
  let voidSpan = longestVoidDuring(day.startJdUt, day.endJdUt, ctx.zodiac);
  if (voidSpan !== undefined && voidSpan.sign !== ctx.moon.sign && !onDay(voidSpan.endJdUt)) {
    // The Moon entered the void's sign after noon: the void it left then, which ends on the day, names the noon sign.
    voidSpan = moonVoidPeriods(day.startJdUt, day.endJdUt, ctx.zodiac).find((v) => onDay(v.endJdUt)) ?? voidSpan;
  }
  if (voidSpan !== undefined) {
    const enters = SIGNS[(SIGNS.indexOf(voidSpan.sign) + 1) % 12]!;
    return { kind: 'voidOfCourse', sign: voidSpan.sign, ...(onDay(voidSpan.endJdUt) ? { enters } : {}) };
  }
  return { kind: 'moonInSign', phase: ctx.moon.phase, sign: ctx.moon.sign };
}
