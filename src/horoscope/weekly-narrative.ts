import type { HoroscopeEvent, Sign, TransitToSign, WeeklyHoroscope } from '../schemas/index.js';
import type { TextLocale } from '../text/locales.js';
import { byImportance, NAMED_RETROGRADES } from './daily-narrative.js';
import { composePiece, focusHouse, PIECE_WORDS, PieceWriter, type Part } from './event-writer.js';
import type { PieceLanguage } from './piece-language.js';
import { MUST_NAME_IMPORTANCE } from './period-events.js';
import { wholeSignHouse } from './sign-transits.js';

/** The structured part of a weekly horoscope, which its narrative is composed from. */
export type WeeklyNarrativeFacts = Omit<WeeklyHoroscope, 'narrative'>;

/** How many distinct transits of the week, and Moon ingresses, the narrative tells. */
const WEEK_TRANSITS = 2;
const WEEK_MOON_MOVES = 3;

/** A transit of the week (one planet, sign and aspect) with the days (0 = Monday) it is key. */
interface WeekTransit {
  readonly transit: TransitToSign;
  readonly days: number[];
}

/** @summary The week's distinct key transits, the longest-lasting first (then the earliest). */
export function weekTransits(w: WeeklyNarrativeFacts): WeekTransit[] {
  const byKey = new Map<string, WeekTransit>();
  w.dailySnapshots.forEach((d, day) => {
    for (const t of d.transits) {
      const key = `${t.planet}|${t.planetSign}|${t.aspectType}`;
      const seen = byKey.get(key);
      if (seen === undefined) byKey.set(key, { transit: t, days: [day] });
      else seen.days.push(day);
    }
  });
  return [...byKey.values()].sort((a, b) => b.days.length - a.days.length || a.days[0]! - b.days[0]!);
}

/**
 * @summary The readable narrative of a weekly horoscope (docs/horoscopes.md "Narrative"; issue 26), written from the
 * record's events heaviest first (every one of weight 3 or more: eclipses, the season or the Sun's ingress, stations,
 * New and Full Moons, ingresses), each with its lead and an original sentence for its solar house, then the Moon's
 * path through the houses by weekday, the ruler's house, the week's longest key transits as houses, and a closing for
 * the house where the week's events weigh most; the dated sentences in date order (`composePiece`). The record's `retrogrades` (at midweek) let it say so of the ruler
 * and tell Mercury–Saturn retrograde through the week (not stationing in it) by house. 250–400 words.
 * @example weeklyNarrative(weeklyHoroscope({ sign: 'Aries', date: '2024-04-10', narrative: false })) // '… total solar eclipse …'
 */
export function weeklyNarrative(wk: WeeklyNarrativeFacts, locale: TextLocale = 'en', fellBack?: Set<string>): string {
  const retrogrades = wk.retrogrades ?? [];
  const sign = wk.sign;
  const w = new PieceWriter(`${wk.weekStart}|${sign}|${wk.perspective ?? 'sun'}`, sign, locale);
  const houseOf = (s: Sign) => wholeSignHouse(sign, s);
  const events = wk.events ?? [];
  const dayIndex = (e: HoroscopeEvent) => {
    const i = wk.dailySnapshots.findIndex((d) => d.date === e.date.slice(0, 10));
    return i >= 0 ? i : e.date.slice(0, 10) < wk.weekStart ? 0 : 6;
  };
  const whenOf = (e: HoroscopeEvent) => (x: PieceLanguage) => x.when('onWeekday', dayIndex(e));
  const major = byImportance(events.filter((e) => e.importance >= MUST_NAME_IMPORTANCE));
  const quarters = events.filter((e) => e.kind === 'lunation' && e.importance < MUST_NAME_IMPORTANCE);
  const moonMoves = events.filter((e) => e.kind === 'moonIngress').slice(0, WEEK_MOON_MOVES);
  const topHouse = major.length > 0 ? focusHouse(major, 1) : (quarters[0] ?? moonMoves[0])?.house ?? houseOf(wk.rulerCondition.startSign);
  const parts: Part[] = [];
  const fillers: Part[] = [];
  parts.push({ text: w.frame('weeklyOpening', 'opening', (x) => ({ ...x.sign('sign', sign), ...x.dateRange(wk.weekStart, wk.weekEnd), house: w.house(x, topHouse, 'opening') })), drop: 0 });
  if (major.length === 0) {
    const moonHouse = moonMoves[0]?.house ?? topHouse;
    parts.push({ text: w.frame('quietWeek', 'quiet', (x) => ({ ...x.sign('sign', sign), house: w.house(x, moonHouse, 'quiet') })), drop: 0 });
  }
  major.forEach((e, i) => {
    const s = w.event(e, whenOf(e), `e${i}`);
    parts.push({ text: s.lead, drop: 0, date: e.date }, { text: s.cell, drop: 5 + i, date: e.date });
    fillers.push({ text: w.cell(s.cells, e.house, `e${i}more`), drop: 9, after: s.cell, date: e.date });
  });
  // The Moon's week in time order: its changes of sign and the quarter Moons.
  [...quarters, ...moonMoves].sort((a, b) => a.date.localeCompare(b.date)).forEach((e, i) => {
    const s = w.event(e, whenOf(e), `m${i}`);
    const quarter = e.kind === 'lunation';
    parts.push({ text: s.lead, drop: quarter ? 7 : 6, date: e.date }, { text: s.cell, drop: 8, date: e.date });
    if (!quarter) fillers.push({ text: w.cell('advice', e.house, `madv${i}`), drop: 9, after: s.cell, date: e.date });
  });
  moonMoves.forEach((e, i) => fillers.push({ text: w.cell('moonDay', e.house, `m${i}more`), drop: 9 }));
  quarters.forEach((e, i) => fillers.push({ text: w.cell('quarterMoon', e.house, `q${i}more`), drop: 9 }));
  const lateMoon = events.filter((e) => e.kind === 'moonIngress').slice(WEEK_MOON_MOVES);
  lateMoon.forEach((e, i) => {
    const s = w.event(e, whenOf(e), `late${i}`);
    fillers.push({ text: s.lead, drop: 9, date: e.date }, { text: s.cell, drop: 9, after: s.lead, date: e.date });
  });

  const { ruler, startSign, endSign } = wk.rulerCondition;
  if (ruler !== 'Moon') {
    const rh = houseOf(endSign);
    const told = major.some((e) => e.body === ruler && e.kind === 'ingress');
    if (!told || startSign === endSign) {
      const rulerRetro = retrogrades.some((r) => r.planet === ruler) && !major.some((e) => e.body === ruler && e.kind === 'station');
      const text = w.lead(rulerRetro ? 'rulerRetrograde' : 'ruler', 'ruler', (x) => ({
        ...x.body('planet', ruler), ...x.sign('sign', endSign), ...x.sign('ownSign', sign), house: w.house(x, rh, 'ruler'), rulerHere: w.cell('rulerHere', rh, 'rulerHere', 0, x),
      }));
      parts.push({ text, drop: 6 });
      fillers.unshift({ text: w.cell('planetArrives', rh, 'rulerMore'), drop: 9, after: text });
    }
  }
  // Planets retrograde through the week (not the ruler, told above; not one stationing this week), by sign.
  const stationed = new Set<string>(major.filter((e) => e.kind === 'station').map((e) => e.body ?? ''));
  const retro = retrogrades.filter((r) => r.planet !== ruler && NAMED_RETROGRADES.includes(r.planet) && !stationed.has(r.planet));
  [...new Set(retro.map((r) => r.sign))].slice(0, 2).forEach((s, i) => {
    const names = retro.filter((r) => r.sign === s).map((r) => r.planet);
    parts.push({ text: w.lead(names.length === 1 ? 'retrogradeOngoing' : 'retrogradeTogether', `retro${i}`, (x) => ({ ...x.bodies('planet', names), ...x.sign('sign', s), house: w.house(x, houseOf(s), `retro${i}`) })), drop: 7 });
  });
  weekTransits(wk).filter((t) => t.transit.planet !== ruler && t.transit.planet !== 'Moon').slice(0, WEEK_TRANSITS).forEach(({ transit: t }, i) => {
    const frames = t.aspectNature === 'harmonious' ? 'transitHarmonious' : t.aspectNature === 'challenging' ? 'transitChallenging' : 'transitNeutral';
    parts.push({ text: w.lead(frames, `transit${i}`, (x) => ({ ...x.body('planet', t.planet), ...x.sign('sign', t.planetSign), house: w.house(x, houseOf(t.planetSign), `transit${i}`) })), drop: 9 });
  });
  parts.push({ text: w.frame('weeklyClosing', 'closing', (x) => ({ ...x.sign('sign', sign), house: w.house(x, topHouse, 'closing') })), drop: 0 });
  for (const path of w.fellBack) fellBack?.add(path);
  // A weekday the previous dated sentence already named, as the language says it (German: „am selben Tag“).
  const piece = composePiece(parts, fillers, PIECE_WORDS.weekly);
  return w.x.G.sameDay?.(piece) ?? piece;
}
