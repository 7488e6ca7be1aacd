import type { TransitToSign, WeeklyHoroscope } from '../schemas/index.js';
import { MOON_PHASE_GUIDANCE } from '../text/lunar-guidance-text.js';
import { localeText, type TextLocale } from '../text/locales.js';
import { narrativeText } from '../text/narrative-locales.js';
import { dateInWords, houseThemes, isTextBody } from './daily-narrative.js';
import { recordFacts } from './narrative-facts.js';
import { assemble, bodyName, chooser, fill, joinList, phasePhrase } from './narrative-writer.js';

/** The structured part of a weekly horoscope, which its narrative is composed from. */
export type WeeklyNarrativeFacts = Omit<WeeklyHoroscope, 'narrative'>;

/** How many distinct transits of the week the narrative tells. */
const WEEK_TRANSITS = 3;

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
 * @summary The readable narrative of a weekly horoscope (docs/horoscopes.md "Narrative"), from the record's own data:
 * the sign and its keywords, the ruler's sign at the start and end of the week, the Moon's phases (the principal ones
 * by day) and its void-of-course days, the week's longest-lasting key transits (with the keywords of the transiting
 * planet's whole-sign house from the sign), and closing advice from the lunar phase guidance; 80–200 words.
 * @example weeklyNarrative(weeklyHoroscope({ sign: 'Aries', date: '2024-04-10', narrative: false })) // 'For Aries, the week from 8 April to 14 April …'
 */
export function weeklyNarrative(w: WeeklyNarrativeFacts, locale: TextLocale = 'en'): string {
  const N = narrativeText(locale);
  const W = N.weekly;
  const P = N.phrases;
  const T = localeText(locale);
  const c = chooser(`${w.weekStart}|${w.sign}|${w.perspective ?? 'sun'}`, recordFacts(w));
  const sign = w.sign;
  const [kw1 = sign, kw2 = kw1] = c.pickFitting(w.signContext.keywords, 'kw', 2);
  const opening = fill(c.pick(W.opening, 'opening'), {
    sign, kw1, kw2, start: dateInWords(w.weekStart, P), end: dateInWords(w.weekEnd, P),
    element: w.signContext.element.toLowerCase(),
  });

  const { ruler, startSign, endSign, signChanged } = w.rulerCondition;
  const rulerTheme = ruler in T.pointThemes ? T.pointThemes[ruler as keyof typeof T.pointThemes] : kw1;
  const themeSign = signChanged ? endSign : startSign;
  const [theme1 = kw1] = isTextBody(ruler) ? c.pickFitting(T.planetInSign[ruler][themeSign].keywords.filter(P.nounLike), 'rulerKw', 1) : [];
  const rulerFrames = !signChanged ? W.rulerStays : startSign === endSign ? W.rulerReturns : W.rulerMoves;
  const rulerSentence = fill(c.pick(rulerFrames, 'ruler'), {
    ruler: bodyName(ruler, P), rulerSign: startSign, startSign, endSign, rulerTheme, theme1,
  });

  const steady = w.moonPhaseAtStart === w.moonPhaseAtEnd;
  const moonSentences = [fill(c.pick(steady ? W.moonSteady : W.moonPhases, 'phases'), {
    startPhase: phasePhrase(w.moonPhaseAtStart, P), endPhase: phasePhrase(w.moonPhaseAtEnd, P),
  })];
  w.dailySnapshots.forEach((d, day) => {
    const principal = d.moonPhase === 'New Moon' || d.moonPhase === 'Full Moon' || d.moonPhase === 'First Quarter' || d.moonPhase === 'Last Quarter';
    if (principal && day > 0 && day < 6) {
      moonSentences.push(fill(c.pick(W.lunation, `lunation${day}`), { phase: d.moonPhase, weekday: P.weekdays[day]! }));
    }
  });
  const voidDays = w.dailySnapshots.flatMap((d, day) => (d.voidOfCourse ? [P.weekdays[day]!] : []));
  if (voidDays.length > 0) {
    moonSentences.push(fill(c.pick(W.voidDays, 'void'), { days: joinList(voidDays, P.and), count: voidDays.length }));
  }

  const transits = weekTransits(w).slice(0, WEEK_TRANSITS);
  const transitSentences = transits.map(({ transit: t, days }, i) => {
    const [theme1 = kw1, theme2 = kw2] = houseThemes(c, locale, t.planet, sign, t.planetSign, `transitKw${i}`);
    const contiguous = days[days.length - 1]! - days[0]! === days.length - 1;
    const when =
      days.length === 7 ? P.allWeek
      : days.length === 1 ? fill(P.onDay, { day: P.weekdays[days[0]!]! })
      : contiguous ? fill(P.fromTo, { from: P.weekdays[days[0]!]!, to: P.weekdays[days[days.length - 1]!]! })
      : fill(P.onDay, { day: joinList(days.map((d) => P.weekdays[d]!), P.and) });
    return fill(c.pick(W.transit[t.aspectNature], `transit${i}`), {
      planet: bodyName(t.planet, P), planetSign: t.planetSign, aspect: t.aspectType, sign, when, theme1, theme2,
    });
  });
  if (transits.length === 0) transitSentences.push(fill(c.pick(W.noTransit, 'noTransit'), { sign }));

  const [phaseFavorable = kw1] = c.pickFitting(MOON_PHASE_GUIDANCE[w.moonPhaseAtStart].favorable, 'phaseFav', 1);
  return assemble({
    core: [opening, rulerSentence, ...moonSentences, ...transitSentences],
    extra: [],
    closing: fill(c.pick(W.closing, 'closing'), { phaseFavorable, kw1 }),
  });
}
