import { apparentLongitude } from '../ephemeris/index.js';
import type { Body, HoroscopeEvent, MoonPhase, Sign } from '../schemas/index.js';
import { calendarFromJulianDay } from '../time/julian-day.js';
import { ttFromUt, utFromTt } from '../time/time-scales.js';
import { signOf } from '../zodiac/signs.js';
import { ingressesOf, siderealIngressesOf } from '../events/ingresses.js';
import { TROPICAL_ZODIAC, zodiacLongitude, type HoroscopeZodiac } from './horoscope-zodiac.js';
import { wholeSignHouse } from './sign-transits.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { yearEvents, type YearEvents } from './year-events.js';
import { eventLabel, type EventLabelFacts, type SeasonName } from '../text/horoscope-event-labels.js';

/**
 * The sky events of a horoscope's period (issue 26), weighed and placed in the queried sign's solar houses: the
 * whole-sign houses counted from the sign, the sun-sign column convention (the sign itself is the 1st house). The
 * narratives are written from these, heaviest first (docs/horoscopes.md "Narrative").
 *
 * Weights (1–5): an eclipse, a conjunction of two slow planets and a season (the tropical Sun entering Aries,
 * Cancer, Libra or Capricorn: the equinoxes and solstices, named as such) 5; the Sun's other sign ingresses, the
 * stations of Mercury–Saturn, the New and Full Moons and the ingresses of Jupiter–Pluto 4; the ingresses of
 * Mercury, Venus and Mars and the stations of Uranus, Neptune and Pluto 3; the quarter Moons 2; the Moon's ingresses 1.
 * A New or Full Moon that is an eclipse is told once, as the eclipse.
 */

/**
 * An event of a period as computed here: the record's HoroscopeEvent with its UT Julian Day in place of the ISO date,
 * and the facts its label is composed from (`event` is the English label; a record in another locale composes its own
 * from `facts`, src/text/horoscope-event-labels.ts).
 */
export type PeriodEvent = Omit<HoroscopeEvent, 'date'> & { readonly jdUt: number; readonly facts: EventLabelFacts };

/** An event as pushed: its members but the date and house, its label composed from its facts. */
type PushedEvent = Omit<HoroscopeEvent, 'date' | 'house' | 'event'>;

/** The weight from which a narrative must name an event (tested). */
export const MUST_NAME_IMPORTANCE = 3;

/** Which kinds a period reads. */
export interface PeriodEventKinds {
  readonly lunations: boolean;
  readonly quarters: boolean;
  readonly fastIngresses: boolean;
  readonly sunIngresses: boolean;
  readonly outerStations: boolean;
  readonly moonIngresses: boolean;
  readonly conjunctions: boolean;
}

/** Day and week: everything. */
export const SHORT_PERIOD_KINDS: PeriodEventKinds = {
  lunations: true, quarters: true, fastIngresses: true, sunIngresses: true, outerStations: true, moonIngresses: true, conjunctions: true,
};
/** Month: everything but the Moon's ingresses. */
export const MONTH_KINDS: PeriodEventKinds = { ...SHORT_PERIOD_KINDS, moonIngresses: false };
/** Year: eclipses, conjunctions, seasons, slow ingresses, stations of Mercury–Saturn. */
export const YEAR_KINDS: PeriodEventKinds = {
  lunations: false, quarters: false, fastIngresses: false, sunIngresses: false, outerStations: false, moonIngresses: false, conjunctions: true,
};

const SEASONS: Partial<Record<Sign, SeasonName>> = {
  Aries: 'March equinox', Cancer: 'June solstice', Libra: 'September equinox', Capricorn: 'December solstice',
};
const FAST: readonly Body[] = ['Mercury', 'Venus', 'Mars'];
const OUTER: readonly Body[] = ['Uranus', 'Neptune', 'Pluto'];
/** Half a day: a lunation and an eclipse of the same kind closer than this are one event (monthly-horoscope.ts). */
const ECLIPSE_LUNATION_MAX_DAYS = 0.5;

/** @summary The season a tropical ingress of the Sun begins ("March equinox"), if it is a cardinal one. */
export function seasonOf(sign: Sign): SeasonName | undefined {
  return SEASONS[sign];
}

/** The civil (UT) years a span of UT Julian Days touches. */
function yearsOf(fromJdUt: number, toJdUt: number): number[] {
  const first = calendarFromJulianDay(fromJdUt).year;
  const last = calendarFromJulianDay(toJdUt - 1e-9).year;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * @summary The events of [fromJdUt, toJdUt) in `zodiac`, each with its solar house counted from `sign` and its weight,
 * in time order (heaviest first on the same instant). The year caches (year-events.ts) supply them; the Moon's ingresses
 * are searched for the span itself.
 * @example periodEvents(TROPICAL_ZODIAC, 2460754.5, 2460755.5, 'Leo').find((e) => e.kind === 'season')?.event // 'Sun enters Aries (March equinox)'
 */
export function periodEvents(
  zodiac: HoroscopeZodiac, fromJdUt: number, toJdUt: number, sign: Sign, kinds: PeriodEventKinds = SHORT_PERIOD_KINDS,
): PeriodEvent[] {
  const key = `${zodiac.key}|${fromJdUt}|${toJdUt}|${Object.values(kinds).map(Number).join('')}`;
  return SKY.getOrCompute(key, () => skyEvents(zodiac, fromJdUt, toJdUt, kinds)).map((e) => ({ ...e, house: wholeSignHouse(sign, e.sign) }));
}

/**
 * The sky events of recent spans (the 12 signs of a day or week share them): room for a year of days and more, as a
 * batch of 12 signs × 365 days asks for every day of the year once per sign (issue 30).
 */
const SKY = new BoundedCache<string, readonly PeriodEvent[]>(1024);

function skyEvents(zodiac: HoroscopeZodiac, fromJdUt: number, toJdUt: number, kinds: PeriodEventKinds): PeriodEvent[] {
  const out: PeriodEvent[] = [];
  const push = pusher(out);
  for (const year of yearsOf(fromJdUt, toJdUt)) {
    const ev = yearEvents(year, zodiac);
    const lo = Math.max(fromJdUt, ev.startJdUt);
    const hi = Math.min(toJdUt, ev.endJdUt);
    const inSpan = (jdUt: number) => jdUt >= lo && jdUt < hi;
    for (const e of ev.eclipses) {
      if (inSpan(e.jdUt)) push(e.jdUt, { kind: 'eclipse', sign: e.sign, importance: 5 }, { kind: 'eclipse', eclipseType: e.type, eclipseKind: e.kind, sign: e.sign });
    }
    if (kinds.conjunctions) {
      for (const c of ev.conjunctions) {
        if (!inSpan(c.jdUt)) continue;
        push(c.jdUt, { kind: 'conjunction', body: c.bodies[0], otherBody: c.bodies[1], sign: c.sign, importance: 5 }, {
          kind: 'conjunction', body: c.bodies[0], otherBody: c.bodies[1], sign: c.sign,
        });
      }
    }
    pushSeasons(zodiac, year, inSpan, push);
    for (const i of ev.ingresses) {
      if (!inSpan(i.jdUt)) continue;
      if (i.body === 'Sun') {
        if (zodiac.ayanamsa === undefined && seasonOf(i.sign) !== undefined) continue; // told as the season
        if (kinds.sunIngresses) push(i.jdUt, { kind: 'sunIngress', body: 'Sun', direction: 'direct', sign: i.sign, importance: 4 }, { kind: 'sunIngress', sign: i.sign });
        continue;
      }
      const fast = FAST.includes(i.body);
      if (fast && !kinds.fastIngresses) continue;
      push(i.jdUt, { kind: 'ingress', body: i.body, direction: i.direction, sign: i.sign, importance: fast ? 3 : 4 }, {
        kind: 'ingress', body: i.body, direction: i.direction, sign: i.sign,
      });
    }
    for (const s of stationsOf(ev)) {
      if (!inSpan(s.jdUt)) continue;
      const outer = OUTER.includes(s.body);
      if (outer && !kinds.outerStations) continue;
      const stationSign = s.sign ?? signOf(zodiacLongitude(zodiac, apparentLongitude(s.body, ttFromUt(s.jdUt)), ttFromUt(s.jdUt)));
      push(s.jdUt, { kind: 'station', body: s.body, direction: s.direction, sign: stationSign, importance: outer ? 3 : 4 }, {
        kind: 'station', body: s.body, direction: s.direction, sign: stationSign,
      });
    }
    if (kinds.lunations) {
      for (const l of ev.lunations) {
        if (!inSpan(l.jdUt)) continue;
        const principal = l.phase === 'New Moon' || l.phase === 'Full Moon';
        if (!principal && !kinds.quarters) continue;
        if (principal && isEclipse(ev, l.phase, l.jdUt)) continue;
        push(l.jdUt, { kind: 'lunation', sign: l.sign, importance: principal ? 4 : 2 }, { kind: 'lunation', phase: l.phase, sign: l.sign });
      }
    }
  }
  if (kinds.moonIngresses) {
    const { ayanamsa } = zodiac;
    const from = ttFromUt(fromJdUt);
    const to = ttFromUt(toJdUt);
    for (const m of ayanamsa === undefined ? ingressesOf('Moon', from, to) : siderealIngressesOf('Moon', from, to, ayanamsa)) {
      const jdUt = utFromTt(m.jdTt);
      if (jdUt >= fromJdUt && jdUt < toJdUt) push(jdUt, { kind: 'moonIngress', body: 'Moon', sign: m.sign, importance: 1 }, { kind: 'moonIngress', sign: m.sign });
    }
  }
  return out.sort((a, b) => a.jdUt - b.jdUt || b.importance - a.importance);
}

type Push = (jdUt: number, e: PushedEvent, facts: EventLabelFacts) => void;

/**
 * The push of a span's events into `out`: each with its English label (composed from its facts, in the member order
 * of the record: kind, event, body…) and a house to be set per sign.
 */
function pusher(out: PeriodEvent[]): Push {
  return (jdUt, { kind, ...rest }, facts) => out.push({ jdUt, kind, event: eventLabel(facts), ...rest, house: 1, facts });
}

/** The equinoxes and solstices of a year: the tropical Sun's cardinal ingresses, placed in the zodiac's sign of the Sun. */
function pushSeasons(
  zodiac: HoroscopeZodiac, year: number, inSpan: (jdUt: number) => boolean, push: Push,
): void {
  const tropical = zodiac.ayanamsa === undefined ? yearEvents(year, zodiac) : yearEvents(year, TROPICAL_ZODIAC);
  for (const i of tropical.ingresses) {
    const season = i.body === 'Sun' ? seasonOf(i.sign) : undefined;
    if (season === undefined || !inSpan(i.jdUt)) continue;
    const sunSign = zodiac.ayanamsa === undefined ? i.sign : signOf(zodiacLongitude(zodiac, apparentLongitude('Sun', i.jdTt), i.jdTt));
    push(i.jdUt, { kind: 'season', body: 'Sun', sign: sunSign, importance: 5 }, { kind: 'season', season, sign: sunSign, sidereal: zodiac.ayanamsa !== undefined });
  }
}

/** The stations of a year's retrograde periods (the sign of a retrograde station is the record's; a direct one's is read). */
function stationsOf(ev: YearEvents): { body: Body; jdUt: number; direction: 'retrograde' | 'direct'; sign?: Sign }[] {
  return ev.retrogrades.flatMap((r) => [
    { body: r.body, jdUt: r.startJdUt, direction: 'retrograde' as const, sign: signOf(r.startLongitude) },
    { body: r.body, jdUt: r.endJdUt, direction: 'direct' as const },
  ]);
}

function isEclipse(ev: YearEvents, phase: MoonPhase, jdUt: number): boolean {
  const kind = phase === 'New Moon' ? 'solar' : 'lunar';
  return ev.eclipses.some((e) => e.kind === kind && Math.abs(e.jdUt - jdUt) < ECLIPSE_LUNATION_MAX_DAYS);
}
