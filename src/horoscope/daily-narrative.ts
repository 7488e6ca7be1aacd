import type { AspectNature, Horoscope, MoonPhase, Sign, TransitToSign } from '../schemas/index.js';
import { MOON_PHASE_GUIDANCE, MOON_SIGN_GUIDANCE, VOID_OF_COURSE_GUIDANCE } from '../text/lunar-guidance-text.js';
import { localeText, type TextLocale } from '../text/locales.js';
import { narrativeText } from '../text/narrative-locales.js';
import type { NarrativePhrases } from '../text/narrative-text.js';
import { TEXT_BODIES, type TextBody } from '../text/placement-keys.js';
import { isoWeekday } from '../time/local-day.js';
import { SIGN_FACTS } from '../zodiac/index.js';
import { fitsFacts, recordFacts } from './narrative-facts.js';
import { assemble, bodyName, chooser, fill, joinList, phasePhrase, type Chooser } from './narrative-writer.js';
import { wholeSignHouse } from './sign-transits.js';

/** The structured part of a daily horoscope, which its narrative is composed from. */
export type DailyNarrativeFacts = Omit<Horoscope, 'narrative'>;

/** @summary True for a body with interpretation text of its own (Sun–Pluto, Chiron, the North Node, mean Lilith). */
export function isTextBody(body: string): body is TextBody {
  return (TEXT_BODIES as readonly string[]).includes(body);
}

/** @summary "8 April" from an ISO date (the locale's month names). */
export function dateInWords(isoDate: string, phrases: NarrativePhrases): string {
  return fill(phrases.dateInWords, {
    day: Number(isoDate.slice(8, 10)),
    month: phrases.months[Number(isoDate.slice(5, 7)) - 1]!,
  });
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

/** @summary Two interpretation keywords of a body in the whole-sign house counted from `sign` (facts permitting). */
export function houseThemes(c: Chooser, locale: TextLocale, body: string, sign: Sign, planetSign: Sign, slot: string): string[] {
  if (!isTextBody(body)) return [];
  const entry = localeText(locale).planetInHouse[body][wholeSignHouse(sign, planetSign) - 1]!;
  return c.pickFitting(entry.keywords.filter(narrativeText(locale).phrases.nounLike), slot, 2);
}

/**
 * @summary The readable narrative of a daily horoscope (docs/horoscopes.md "Narrative"), composed from the record's
 * own data only: the sign and its keywords; the ruler, its sign (with the keywords of that placement), its key transit
 * and retrograde; the Moon's phase, sign, light and void-of-course state (with the lunar guidance text); each key
 * transit with two keywords of the transiting planet's whole-sign house from the sign; the retrograde planets; an
 * eclipse on the day; closing advice by the dominant nature of the transits. Frames are chosen by hashing the date,
 * sign and perspective (narrative-writer.ts), so neighbouring days and signs read differently; 80–200 words.
 * @example dailyNarrative(dailyHoroscope({ sign: 'Leo', date: '2024-04-08', narrative: false })) // 'The sky of this Monday speaks to Leo through pride and creativity. …'
 */
export function dailyNarrative(h: DailyNarrativeFacts, locale: TextLocale = 'en'): string {
  const N = narrativeText(locale);
  const D = N.daily;
  const P = N.phrases;
  const T = localeText(locale);
  const facts = recordFacts(h);
  const c = chooser(`${h.date}|${h.sign}|${h.perspective ?? 'sun'}`, facts);
  const sign = h.sign;
  const [kw1 = sign, kw2 = kw1] = c.pickFitting(h.signContext.keywords, 'kw', 2);
  const weekday = P.weekdays[isoWeekday(h.date) - 1]!;
  const base = {
    sign, weekday, kw1, kw2,
    element: h.signContext.element.toLowerCase(),
    modality: h.signContext.modality.toLowerCase(),
  };

  // The ruler: where it is, its own key transit, its retrograde.
  const { ruler, sign: rulerSign } = h.rulerCondition;
  const rulerText = isTextBody(ruler) ? T.planetInSign[ruler][rulerSign] : undefined;
  const [theme1 = kw1, theme2 = kw2] = rulerText === undefined ? [] : c.pickFitting(rulerText.keywords.filter(P.nounLike), 'rulerKw', 2);
  const rulerTheme = ruler in T.pointThemes ? T.pointThemes[ruler as keyof typeof T.pointThemes] : kw1;
  const rulerValues = { ...base, ruler: bodyName(ruler, P), rulerSign, rulerTheme, theme1, theme2, moonSign: rulerSign };
  const rulerFrames = ruler === 'Moon' ? D.rulerIsMoon : rulerSign === sign ? D.rulerAtHome : D.ruler;
  const rulerSentences = [fill(c.pick(rulerFrames, 'ruler'), rulerValues)];
  const rulerTransit = h.transits.find((t) => t.planet === ruler);
  if (rulerTransit !== undefined) {
    const motion = c.pick(rulerTransit.isApplying ? P.applying : P.separating, 'rulerMotion');
    rulerSentences.push(fill(c.pick(D.rulerTransit, 'rulerTransit'), { aspect: rulerTransit.aspectType, motion }));
  }
  const rulerRetrograde = h.retrogrades.some((r) => r.planet === ruler);
  if (rulerRetrograde) rulerSentences.push(fill(c.pick(D.rulerRetrograde, 'rulerRetro'), { ruler: bodyName(ruler, P) }));

  // The Moon.
  const phase: MoonPhase = h.moonContext.phase;
  const moonSign = h.voidOfCourseStatus.moonSign;
  const [phaseFavorable = kw1] = c.pickFitting(MOON_PHASE_GUIDANCE[phase].favorable, 'phaseFav', 1);
  const [phaseUnfavorable = kw2] = c.pickFitting(MOON_PHASE_GUIDANCE[phase].unfavorable, 'phaseUnfav', 1);
  const moonValues = {
    phase: phasePhrase(phase, P),
    moonSign,
    // Whole percent, or one decimal under 1 % (a New Moon is not "0 % lit" unless it is).
    illumination: h.moonContext.illumination < 1 ? h.moonContext.illumination.toFixed(1) : Math.round(h.moonContext.illumination),
    bestFor: fitsFacts(MOON_SIGN_GUIDANCE[moonSign].bestFor, facts) ? MOON_SIGN_GUIDANCE[moonSign].bestFor : phaseFavorable,
    phaseFavorable,
  };
  const moonSentences = [fill(c.pick(D.moon, 'moon'), moonValues)];
  const endsAt = h.voidOfCourseStatus.endsAt;
  if (h.voidOfCourseStatus.isVoidOfCourse && endsAt !== undefined) {
    const time = endsAt.slice(11, 16);
    const sameDay = endsAt.slice(0, 10) === h.date;
    const [voidFavorable = phaseFavorable] = c.pickFitting(VOID_OF_COURSE_GUIDANCE.favorable, 'voidFav', 1);
    const [voidUnfavorable = phaseUnfavorable] = c.pickFitting(VOID_OF_COURSE_GUIDANCE.unfavorable, 'voidUnfav', 1);
    moonSentences.push(fill(c.pick(D.moonVoid, 'void'), {
      moonSign,
      endsAt: sameDay ? fill(P.timeUt, { time }) : fill(P.timeUtOn, { time, date: dateInWords(endsAt.slice(0, 10), P) }),
      voidFavorable,
      voidUnfavorable,
    }));
  }

  // The key transits (the ruler's was told above).
  const others = h.transits.filter((t) => t !== rulerTransit);
  const transitSentences = others.map((t, i) => {
    const [t1 = kw1, t2 = kw2] = houseThemes(c, locale, t.planet, sign, t.planetSign, `transitKw${i}`);
    const where = t.house === undefined ? '' : fill(P.throughHouse, { house: P.ordinal(t.house) });
    const motion = c.pick(t.isApplying ? P.applying : P.separating, `motion${i}`);
    return fill(c.pick(D.transit[t.aspectNature], `transit${i}`), {
      planet: bodyName(t.planet, P), planetSign: t.planetSign, aspect: t.aspectType, sign, where, theme1: t1, theme2: t2, motion,
    });
  });
  if (h.transits.length === 0) transitSentences.push(fill(c.pick(D.noTransit, 'noTransit'), base));

  // The retrograde planets (the ruler's was told above).
  const retroSentences: string[] = [];
  const inSign = h.retrogrades.find((r) => r.isTransitingSign && r.planet !== ruler);
  if (inSign !== undefined) retroSentences.push(fill(c.pick(D.retrogradeInSign, 'retroInSign'), { planet: bodyName(inSign.planet, P), sign }));
  const rest = h.retrogrades.filter((r) => r.planet !== ruler && r !== inSign);
  if (rest.length > 0) {
    retroSentences.push(fill(c.pick(D.retrogrades, 'retro'), {
      list: joinList(rest.map((r) => `${bodyName(r.planet, P)} in ${r.sign}`), P.and),
      isAre: rest.length === 1 ? P.is : P.are,
    }));
  }
  if (h.retrogrades.length === 0) retroSentences.push(c.pick(D.noRetrogrades, 'noRetro'));

  // An eclipse on the day.
  const eclipseSentences: string[] = [];
  if (h.eclipse !== undefined) {
    const onAxis = h.eclipse.sign === sign || h.eclipse.sign === SIGN_FACTS[sign].opposite;
    eclipseSentences.push(fill(c.pick(D.eclipse, 'eclipse'), {
      eclipse: h.eclipse.type, eclipseSign: h.eclipse.sign, axis: onAxis ? P.onYourAxis : P.offYourAxis,
    }));
  }

  const guidance = MOON_SIGN_GUIDANCE[moonSign];
  const [favorable1 = phaseFavorable, favorable2 = favorable1] = c.pickFitting(guidance.favorable, 'moonFav', 2);
  const [unfavorable = phaseUnfavorable] = c.pickFitting(guidance.unfavorable, 'moonUnfav', 1);
  const moonExtra = fill(c.pick(D.moonExtra, 'moonExtra'), { moonSign, favorable1, favorable2, unfavorable });
  const closing = fill(c.pick(D.closing[dominantNature(h.transits)], 'closing'), { phaseFavorable, phaseUnfavorable, kw1 });
  return assemble({
    core: [
      fill(c.pick(D.opening, 'opening'), base),
      ...eclipseSentences,
      ...rulerSentences,
      ...moonSentences,
      ...transitSentences,
      ...retroSentences,
    ],
    extra: [moonExtra],
    closing,
  });
}
