import type { KeyDate, MonthlyHoroscope } from '../schemas/index.js';
import type { TextLocale } from '../text/locales.js';
import { narrativeText } from '../text/narrative-locales.js';
import { SIGN_FACTS, TEN_PLANETS, type RulershipScheme } from '../zodiac/index.js';
import { dateInWords, houseThemes } from './daily-narrative.js';
import { recordFacts } from './narrative-facts.js';
import { assemble, bodyName, chooser, fill } from './narrative-writer.js';
import { signRuler } from './sign-context.js';

/** The structured part of a monthly horoscope, which its narrative is composed from. */
export type MonthlyNarrativeFacts = Omit<MonthlyHoroscope, 'narrative'>;

/** How many ingresses of the month the narrative tells. */
const MONTH_INGRESSES = 3;

/** Slowest first: a slow planet's change of sign marks a longer chapter than a fast one's. */
const SLOWEST_FIRST: readonly string[] = [...TEN_PLANETS].reverse();

/**
 * @summary The month's ingresses in the order the narrative tells them: the sign's ruler first, then ingresses into
 * the sign itself, then the slower planets before the faster; at most MONTH_INGRESSES.
 */
export function notableIngresses(m: MonthlyNarrativeFacts, rulers: RulershipScheme = 'traditional'): KeyDate[] {
  const ruler = signRuler(m.sign, rulers);
  const rank = (k: KeyDate) =>
    (k.planet === ruler ? 0 : 100) + (k.sign === m.sign ? 0 : 50) + SLOWEST_FIRST.indexOf(k.planet ?? '');
  return m.keyDates.filter((k) => k.eventType === 'ingress').sort((a, b) => rank(a) - rank(b)).slice(0, MONTH_INGRESSES);
}

/**
 * @summary The readable narrative of a monthly horoscope (docs/horoscopes.md "Narrative"), from the record's own data:
 * the sign and its keywords, the New and Full Moons and eclipses of the key dates (by the record's wording), the notable
 * ingresses (`notableIngresses`, with the keywords of the planet's whole-sign house from the sign, retrograde re-entries
 * told as such), the busiest week, and a closing line; the quarter phases fill in when the text is short; 80–200 words.
 * @example monthlyNarrative(monthlyHoroscope({ sign: 'Aries', year: 2024, month: 4, narrative: false })) // 'April 2024 asks Aries to weigh impulse against beginnings. …'
 */
export function monthlyNarrative(m: MonthlyNarrativeFacts, locale: TextLocale = 'en', rulers: RulershipScheme = 'traditional'): string {
  const N = narrativeText(locale);
  const M = N.monthly;
  const P = N.phrases;
  const c = chooser(`${m.year}-${m.month}|${m.sign}|${m.perspective ?? 'sun'}`, recordFacts(m));
  const sign = m.sign;
  const [kw1 = sign, kw2 = kw1] = c.pickFitting(m.signContext.keywords, 'kw', 2);
  const opening = fill(c.pick(M.opening, 'opening'), { sign, kw1, kw2, month: P.months[m.month - 1]!, year: m.year });
  const dayOf = (k: KeyDate) => P.dayOfMonth(Number(k.date.slice(8, 10)));

  const lunations: string[] = [];
  const quarters: string[] = [];
  m.keyDates.filter((k) => k.eventType === 'moonPhase').forEach((k, i) => {
    if (/eclipse/i.test(k.event)) {
      const onAxis = k.sign === sign || k.sign === SIGN_FACTS[sign].opposite;
      lunations.push(fill(c.pick(M.eclipse, `eclipse${i}`), {
        event: k.event.charAt(0).toLowerCase() + k.event.slice(1), day: dayOf(k), axis: onAxis ? P.onYourAxis : P.offYourAxis,
      }));
      return;
    }
    const phase = k.event.split(' in ')[0] as keyof typeof P.lunationMeaning;
    const sentence = fill(c.pick(M.lunation, `lunation${i}`), { event: k.event, day: dayOf(k), meaning: P.lunationMeaning[phase] ?? '' });
    (phase === 'New Moon' || phase === 'Full Moon' ? lunations : quarters).push(sentence);
  });

  const ingresses = notableIngresses(m, rulers).map((k, i) => {
    const planetSign = k.sign!;
    const [theme1 = kw1, theme2 = kw2] = houseThemes(c, locale, k.planet!, sign, planetSign, `ingressKw${i}`);
    const frames = /retrograde/i.test(k.event) ? M.reentry : M.ingress;
    return fill(c.pick(frames, `ingress${i}`), {
      planet: bodyName(k.planet!, P), planetSign, day: dayOf(k), theme1, theme2, yours: planetSign === sign ? P.intoYourSign : P.elsewhere,
    });
  });
  if (ingresses.length === 0) ingresses.push(fill(c.pick(M.noIngress, 'noIngress'), { sign }));

  const busiest = [...m.weeklyBreakdown].sort((a, b) => b.ingresses.length - a.ingresses.length || a.weekNumber - b.weekNumber)[0];
  const busiestSentence =
    busiest === undefined || busiest.ingresses.length < 2
      ? ''
      : fill(c.pick(M.busiestWeek, 'busiest'), {
        week: busiest.weekNumber, count: busiest.ingresses.length,
        start: dateInWords(busiest.startDate, P), end: dateInWords(busiest.endDate, P),
      });
  return assemble({
    core: [opening, ...lunations, ...ingresses],
    extra: [...quarters, busiestSentence],
    closing: fill(c.pick(M.closing, 'closing'), { sign, kw1, kw2 }),
  });
}
