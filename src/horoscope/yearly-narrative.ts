import type { Ingress, YearlyHoroscope } from '../schemas/index.js';
import type { TextLocale } from '../text/locales.js';
import { narrativeText } from '../text/narrative-locales.js';
import { dateInWords, houseThemes } from './daily-narrative.js';
import { recordFacts } from './narrative-facts.js';
import { assemble, bodyName, chooser, fill, joinList, timesInWords } from './narrative-writer.js';

/** The structured part of a yearly horoscope, which its narrative is composed from. */
export type YearlyNarrativeFacts = Omit<YearlyHoroscope, 'narrative'>;

/** The slow planets, whose ingresses and retrogrades mark the chapters of a year. */
const SLOW_PLANETS: readonly string[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** How many eclipses (every one: a year has at most seven), slow ingresses and slow retrogrades the narrative names. */
const MAX_ECLIPSES = 7;
const MAX_SLOW_INGRESSES = 3;
const MAX_SLOW_RETROGRADES = 4;

/**
 * @summary The readable narrative of a yearly horoscope (docs/horoscopes.md "Narrative"), from the record's own data:
 * the sign and its keywords, the eclipses (and which fall on the sign's axis), Mercury's retrogrades and those of the
 * slower planets by their station signs, the slow planets' ingresses (with the keywords of the planet's whole-sign house
 * from the sign), the busiest quarter, and a closing line; 80–200 words.
 * @example yearlyNarrative(yearlyHoroscope({ sign: 'Leo', year: 2024, narrative: false })) // 'The year 2024 turns the spotlight on display for Leo, …'
 */
export function yearlyNarrative(y: YearlyNarrativeFacts, locale: TextLocale = 'en'): string {
  const N = narrativeText(locale);
  const Y = N.yearly;
  const P = N.phrases;
  const c = chooser(`${y.year}|${y.sign}|${y.perspective ?? 'sun'}`, recordFacts(y));
  const sign = y.sign;
  const [kw1 = sign, kw2 = kw1] = c.pickFitting(y.signContext.keywords, 'kw', 2);
  const opening = fill(c.pick(Y.opening, 'opening'), { sign, year: y.year, kw1, kw2, element: y.signContext.element.toLowerCase() });

  const eclipseSentences: string[] = [];
  if (y.eclipses.length > 0) {
    const list = y.eclipses.slice(0, MAX_ECLIPSES).map((e) => fill(P.eclipseItem, { type: e.type, sign: e.sign, date: dateInWords(e.date, P) }));
    eclipseSentences.push(fill(c.pick(Y.eclipses, 'eclipses'), { count: y.eclipses.length, list: joinList(list, P.and) }));
    const direct = [...new Set(y.eclipses.filter((e) => e.isDirectImpact).map((e) => e.sign))];
    eclipseSentences.push(direct.length > 0
      ? fill(c.pick(Y.eclipseImpact, 'impact'), { list: joinList(direct, P.and), sign })
      : fill(c.pick(Y.eclipseNoImpact, 'noImpact'), { sign }));
  }

  const retroSentences: string[] = [];
  const mercury = y.retrogrades.filter((r) => r.body === 'Mercury');
  if (mercury.length > 0) {
    retroSentences.push(fill(c.pick(Y.retrogradeRepeated, 'mercury'), {
      planet: bodyName('Mercury', P), count: timesInWords(mercury.length, P),
      signs: joinList([...new Set(mercury.map((r) => r.startSign))], P.and),
    }));
  }
  const others = y.retrogrades.filter((r) => r.body !== 'Mercury').slice(0, MAX_SLOW_RETROGRADES);
  if (others.length > 0) {
    retroSentences.push(fill(c.pick(Y.retrogradeSlow, 'slowRetro'), {
      list: joinList(others.map((r) => `${bodyName(r.body, P)} in ${r.startSign}`), P.and),
    }));
  }

  const allIngresses: Ingress[] = y.quarters.flatMap((q) => q.ingresses);
  const slow = allIngresses.filter((i) => SLOW_PLANETS.includes(i.planet)).slice(0, MAX_SLOW_INGRESSES);
  const ingressSentences = slow.map((i, n) => {
    const [theme1 = kw1] = houseThemes(c, locale, i.planet, sign, i.sign, `ingressKw${n}`);
    return fill(c.pick(Y.ingress, `ingress${n}`), {
      planet: bodyName(i.planet, P), planetSign: i.sign, month: P.months[Number(i.date.slice(5, 7)) - 1]!, theme1,
      yours: i.sign === sign ? P.intoYourSign : P.elsewhere,
    });
  });
  if (slow.length === 0) ingressSentences.push(fill(c.pick(Y.noSlowIngress, 'noSlow'), { sign }));

  const busiest = [...y.quarters].sort((a, b) => b.ingresses.length - a.ingresses.length || a.quarter - b.quarter)[0];
  const busiestSentence = busiest === undefined || busiest.ingresses.length === 0
    ? ''
    : fill(c.pick(Y.busiestQuarter, 'busiest'), { quarter: P.ordinal(busiest.quarter), count: busiest.ingresses.length });
  return assemble({
    core: [opening, ...eclipseSentences, ...ingressSentences, ...retroSentences],
    extra: [busiestSentence],
    closing: fill(c.pick(Y.closing, 'closing'), { sign, kw1, kw2 }),
  });
}
