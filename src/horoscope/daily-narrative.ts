import { SIGNS, type AspectNature, type Horoscope, type HoroscopeEvent, type Sign, type TransitToSign } from '../schemas/index.js';
import type { TextLocale } from '../text/locales.js';
import { TEXT_BODIES, type TextBody } from '../text/placement-keys.js';
import { composePiece, PIECE_WORDS, PieceWriter, type Part } from './event-writer.js';
import type { PieceLanguage } from './piece-language.js';
import { MUST_NAME_IMPORTANCE } from './period-events.js';
import { wholeSignHouse } from './sign-transits.js';

/** The structured part of a daily horoscope, which its narrative is composed from. */
export type DailyNarrativeFacts = Omit<Horoscope, 'narrative'>;

/** @summary True for a body with interpretation text of its own (Sun–Pluto, Chiron, the North Node, mean Lilith). */
export function isTextBody(body: string): body is TextBody {
  return (TEXT_BODIES as readonly string[]).includes(body);
}

/** @summary The nature that dominates a set of transits ('quiet' when there are none). */
export function dominantNature(transits: readonly TransitToSign[]): AspectNature | 'quiet' {
  if (transits.length === 0) return 'quiet';
  const count = (n: AspectNature) => transits.filter((t) => t.aspectNature === n).length;
  const hard = count('challenging');
  const soft = count('harmonious');
  if (hard > soft) return 'challenging';
  if (soft > hard) return 'harmonious';
  return count('neutral') > 0 ? 'neutral' : 'quiet';
}

/** @summary Events heaviest first, then in time order. */
export function byImportance(events: readonly HoroscopeEvent[]): HoroscopeEvent[] {
  return [...events].sort((a, b) => b.importance - a.importance || a.date.localeCompare(b.date));
}

/** The planets whose retrograde a day names on its own (the outer ones are background). */
export const NAMED_RETROGRADES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/**
 * @summary The readable narrative of a daily horoscope (docs/horoscopes.md "Narrative"; issue 26), written from the
 * record's own data as an editor would: the day's events heaviest first (eclipse, the season or the Sun's ingress,
 * stations, a New or Full Moon, ingresses; every one of weight 3 or more), each with a lead naming it and the sign's
 * solar house and an original sentence for that event in that house; then the Moon's sign and house with its phase,
 * the ruler's house, the key transits as houses, the retrograde planets, and advice for the Moon's house. 120–200 words.
 * Written in `locale` (issue 31); the lists the translation lacks read English and are added to `fellBack`.
 * @example dailyNarrative(dailyHoroscope({ sign: 'Leo', date: '2025-03-20', narrative: false })) // '… the March equinox …'
 */
export function dailyNarrative(h: DailyNarrativeFacts, locale: TextLocale = 'en', fellBack?: Set<string>): string {
  const sign = h.sign;
  const w = new PieceWriter(`${h.date}|${sign}|${h.perspective ?? 'sun'}`, sign, locale, `${h.date}|${h.perspective ?? 'sun'}`);
  const events = h.events ?? [];
  const major = byImportance(events.filter((e) => e.importance >= MUST_NAME_IMPORTANCE));
  const houseOf = (s: Sign) => wholeSignHouse(sign, s);
  const parts: Part[] = [];
  const fillers: Part[] = [];
  const moonSign = h.voidOfCourseStatus.moonSign;
  const moonHouse = houseOf(moonSign);

  if (major.length === 0) parts.push({ text: w.frame('quietDay', 'quiet', (x) => ({ ...x.sign('sign', sign), house: w.house(x, moonHouse, 'moon') })), drop: 0 });
  major.forEach((e, i) => {
    const s = w.event(e, (x) => x.when('today'), `e${i}`);
    parts.push({ text: s.lead, drop: 0 }, { text: s.cell, drop: 6 + i });
    fillers.push({ text: w.cell(s.cells, e.house, `e${i}more`), drop: 9, after: s.cell });
  });

  // The Moon: its sign and house at noon with its phase, and where it moves during the day.
  const lunationToday = major.some((e) => e.kind === 'lunation' || e.kind === 'eclipse');
  if (!lunationToday) {
    parts.push({
      text: w.lead('moonSign', 'moon', (x) => {
        const phaseWords = w.pick(x.T.phaseWords[h.moonContext.phase] ?? [''], 'phase');
        return { ...x.sign('sign', moonSign), house: w.house(x, moonHouse, 'moon'), phaseWords };
      }),
      drop: 4,
    });
  }
  const moonDay = w.cell('moonDay', moonHouse, 'moonDay');
  parts.push({ text: moonDay, drop: 3 });
  const moonMove = events.find((e) => e.kind === 'moonIngress' && e.sign !== moonSign);
  if (moonMove !== undefined) {
    parts.push({ text: w.lead('moonMoves', 'moonMove', (x) => ({ when: x.when('atTime', moonMove.date.slice(11, 16)), ...x.sign('sign', moonMove.sign), house: w.house(x, moonMove.house, 'moonMove') })), drop: 5 });
  }
  if (h.voidOfCourseStatus.isVoidOfCourse && h.voidOfCourseStatus.endsAt !== undefined) {
    const ends = h.voidOfCourseStatus.endsAt;
    const until = (x: PieceLanguage) => (ends.slice(0, 10) === h.date ? x.until(ends.slice(11, 16)) : x.until(ends.slice(11, 16), x.date(ends.slice(0, 10))));
    parts.push({ text: w.lead('voidMoon', 'void', (x) => ({ until: until(x), ...x.sign('sign', moonSign), house: w.house(x, moonHouse, 'void') })), drop: 7 });
  }

  // The ruler, by house.
  const { ruler, sign: rulerSign } = h.rulerCondition;
  const rulerRetro = h.retrogrades.some((r) => r.planet === ruler);
  if (ruler !== 'Moon' && !major.some((e) => e.body === ruler)) {
    const rh = houseOf(rulerSign);
    const text = w.lead(rulerRetro ? 'rulerRetrograde' : 'ruler', 'ruler', (x) => ({
      ...x.body('planet', ruler), ...x.sign('sign', rulerSign), ...x.sign('ownSign', sign), house: w.house(x, rh, 'ruler'), rulerHere: w.cell('rulerHere', rh, 'rulerHere', 0, x),
    }));
    parts.push({ text, drop: 5 });
  }

  // The key transits, read as houses (the ruler's and the Moon's are told above).
  h.transits.filter((t) => t.planet !== ruler && t.planet !== 'Moon').forEach((t, i) => {
    const frames = t.aspectNature === 'harmonious' ? 'transitHarmonious' : t.aspectNature === 'challenging' ? 'transitChallenging' : 'transitNeutral';
    parts.push({ text: w.lead(frames, `transit${i}`, (x) => ({ ...x.body('planet', t.planet), ...x.sign('sign', t.planetSign), house: w.house(x, houseOf(t.planetSign), `transit${i}`) })), drop: 8 });
  });

  // Retrograde planets (not the ruler, told above; not one whose station is today's event).
  const stationed = new Set(major.filter((e) => e.kind === 'station').map((e) => e.body));
  // Planets retrograde in the same sign are told together ("Mercury and Venus").
  const retro = h.retrogrades.filter((r) => r.planet !== ruler && NAMED_RETROGRADES.includes(r.planet) && !stationed.has(r.planet));
  [...new Set(retro.map((r) => r.sign))].slice(0, 2).forEach((s, i) => {
    const rh = houseOf(s);
    const planets = retro.filter((r) => r.sign === s).map((r) => r.planet);
    const text = w.lead(planets.length === 1 ? 'retrogradeOngoing' : 'retrogradeTogether', `retro${i}`, (x) => ({ ...x.bodies('planet', planets), ...x.sign('sign', s), house: w.house(x, rh, `retro${i}`) }));
    parts.push({ text, drop: 7 });
  });

  h.retrogrades.filter((r) => !NAMED_RETROGRADES.includes(r.planet) && r.planet !== ruler && !stationed.has(r.planet)).slice(0, 2).forEach((r, i) => {
    fillers.push({ text: w.lead('retrogradeOngoing', `outer${i}`, (x) => ({ ...x.bodies('planet', [r.planet]), ...x.sign('sign', r.sign), house: w.house(x, houseOf(r.sign), `outer${i}`) })), drop: 9 });
  });
  fillers.unshift({ text: w.cell('moonDay', moonHouse, 'moonDayMore'), drop: 9, after: moonDay });
  fillers.push({ text: w.cell('quarterMoon', moonHouse, 'moonChoice'), drop: 9, after: moonDay });
  fillers.push({ text: w.cell('moonDay', moonHouse, 'moonDayThird'), drop: 9, after: moonDay });
  const signIndex = SIGNS.indexOf(sign) + 1;
  fillers.unshift({ text: w.cell('signNote', signIndex, 'signNote'), drop: 9 });
  const advice = w.cell('advice', moonHouse, 'advice');
  fillers.push({ text: w.cell('advice', moonHouse, 'adviceMore'), drop: 9 });
  // Last resort on a quiet day, now that a house is labeled once: the sign's other note.
  fillers.push({ text: w.cell('signNote', signIndex, 'signNoteMore'), drop: 9 });
  parts.push({ text: advice, drop: 0 });
  for (const path of w.fellBack) fellBack?.add(path);
  return composePiece(parts, fillers, PIECE_WORDS.daily);
}
