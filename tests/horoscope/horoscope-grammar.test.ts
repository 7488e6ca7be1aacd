/**
 * The grammar tables of the horoscope composer (issue 31; src/text/<locale>/horoscope-grammar.ts), held to their
 * DEFINITION written here independently of the tables: for every sign × planet × locale, the locative, the article
 * and the genitive follow the language's rule from the sign's (or planet's) gender and number (German dative "im" /
 * "in der" / "in den", French "le" / "la" / "les" and "du" / "de la" / "des", Spanish "el" + "de" = "del",
 * Portuguese "de" + "o" = "do"), the names are the label catalogue's (src/i18n/<locale>/labels.ts), and the ICU
 * composer puts them where a message asks, with agreement (`select`) and plural (`plural`).
 */
import { describe, expect, it } from 'vitest';
import { PieceLanguage } from '../../src/horoscope/piece-language.js';
import { labelCatalogue } from '../../src/i18n/label-catalogues.js';
import { SIGNS, type Sign } from '../../src/schemas/index.js';
import { HOROSCOPE_GRAMMARS } from '../../src/text/horoscope-grammar-locales.js';
import type { GrammaticalGender, GrammaticalNumber } from '../../src/text/horoscope-grammar.js';
import { TEXT_LOCALE_NAMES, type TextLocale } from '../../src/text/locales.js';

const PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

/** German: the dative after "in" by gender and number (Duden, Grammatik: in + Dativ; in dem → im). */
const GERMAN_IN = (g: GrammaticalGender, n: GrammaticalNumber) => (n === 'plural' ? 'in den ' : g === 'feminine' ? 'in der ' : 'im ');
/** German nominative and genitive articles. */
const GERMAN_THE = (g: GrammaticalGender, n: GrammaticalNumber) => (n === 'plural' || g === 'feminine' ? 'die ' : 'der ');
const GERMAN_OF = (g: GrammaticalGender, n: GrammaticalNumber) => (n === 'plural' || g === 'feminine' ? 'der ' : 'des ');
/** French definite article and de + article (du, de la, des; l’ before a vowel). */
const FRENCH_THE = (g: GrammaticalGender, n: GrammaticalNumber, name: string) =>
  (n === 'plural' ? 'les ' : /^[aeiouéèh]/i.test(name) ? 'l’' : g === 'feminine' ? 'la ' : 'le ');
const FRENCH_OF = (g: GrammaticalGender, n: GrammaticalNumber, name: string) =>
  (n === 'plural' ? 'des ' : /^[aeiouéèh]/i.test(name) ? 'de l’' : g === 'feminine' ? 'de la ' : 'du ');

/** The locative of a sign by the language's rule. */
function expectedIn(locale: TextLocale, name: string, g: GrammaticalGender, n: GrammaticalNumber): RegExp {
  switch (locale) {
    case 'en': return new RegExp(`^in ${name}$`);
    case 'es': case 'fr': return new RegExp(`^en ${name}$`);
    case 'pt-BR': return new RegExp(`^em ${name}$`);
    // The noun itself may take its dative ending (Zwillinge → Zwillingen, Löwe → Löwen).
    case 'de': return new RegExp(`^${GERMAN_IN(g, n)}${name}n?$`);
  }
}

/** The definite article a language gives the Sun and the Moon, by gender, and "of" contracted with it. */
const LUMINARY: Readonly<Record<TextLocale, (g: GrammaticalGender) => { the: string; of: string }>> = {
  en: () => ({ the: 'the ', of: 'of the ' }),
  es: (g) => (g === 'feminine' ? { the: 'la ', of: 'de la ' } : { the: 'el ', of: 'del ' }),
  fr: (g) => (g === 'feminine' ? { the: 'la ', of: 'de la ' } : { the: 'le ', of: 'du ' }),
  'pt-BR': (g) => (g === 'feminine' ? { the: 'a ', of: 'da ' } : { the: 'o ', of: 'do ' }),
  de: (g) => (g === 'feminine' ? { the: 'die ', of: 'der ' } : { the: 'der ', of: 'des ' }),
};

describe.each(TEXT_LOCALE_NAMES)('horoscope grammar, %s', (locale) => {
  const G = HOROSCOPE_GRAMMARS[locale];
  const labels = labelCatalogue(locale);
  const x = new PieceLanguage(locale);

  it('names every sign as the label catalogue does, with the locative, article and genitive its gender and number ask', () => {
    for (const sign of SIGNS) {
      const s = G.signs[sign];
      expect(s.name, sign).toBe(labels.signs[sign]);
      expect(s.in, sign).toMatch(expectedIn(locale, s.name, s.gender, s.number));
      if (locale === 'de') {
        expect(s.the, sign).toBe(`${GERMAN_THE(s.gender, s.number)}${s.name}`);
        expect(s.of.startsWith(GERMAN_OF(s.gender, s.number)), `${sign}: ${s.of}`).toBe(true);
      }
      if (locale === 'fr') {
        expect(s.the, sign).toBe(`${FRENCH_THE(s.gender, s.number, s.name)}${s.name}`);
        expect(s.of, sign).toBe(`${FRENCH_OF(s.gender, s.number, s.name)}${s.name}`);
      }
      if (locale === 'es' || locale === 'pt-BR') expect(s.of, sign).toBe(`de ${s.name}`);
    }
  });

  it('names every planet as the label catalogue does, the Sun and the Moon with the article of their gender', () => {
    for (const p of PLANETS) {
      const b = G.bodies[p]!;
      const label = labels.bodies[p]!;
      if (p === 'Sun' || p === 'Moon') {
        const art = LUMINARY[locale](b.gender);
        expect(b.name, p).toBe(`${art.the}${label}`);
        // German declines the noun in the genitive too (des Mondes): the article and the stem are the rule here.
        if (locale === 'de') expect(b.of.startsWith(`${art.of}${label}`), `${p}: ${b.of}`).toBe(true);
        else expect(b.of, p).toBe(`${art.of}${label}`);
      } else {
        expect(b.name, p).toBe(label);
      }
      // The Moon is feminine in the Romance languages, the Sun masculine; German the other way round.
      if (p === 'Moon' && locale !== 'en') expect(b.gender).toBe(locale === 'de' ? 'masculine' : 'feminine');
      if (p === 'Sun' && locale !== 'en') expect(b.gender).toBe(locale === 'de' ? 'feminine' : 'masculine');
    }
  });

  it('composes a planet in a sign (every sign × planet) with the forms the definition gives', () => {
    for (const sign of SIGNS) {
      for (const p of PLANETS) {
        const v = { ...x.body('planet', p), ...x.sign('sign', sign as Sign) };
        const out = x.compose('{planet} {signIn} ({planetGender, select, feminine {f} masculine {m} other {n}})', v);
        const g = G.bodies[p]!.gender;
        expect(out, `${p} ${sign}`).toBe(`${G.bodies[p]!.name} ${G.signs[sign].in} (${g === 'feminine' ? 'f' : g === 'masculine' ? 'm' : 'n'})`);
      }
    }
  });
});

describe('Spanish messages: agreement and plural', () => {
  const x = new PieceLanguage('es');
  const L = x.T.leads;

  it('a planet retrograde in a sign: "retrógrado", "en <sign>", for every sign × planet (Mercury–Pluto)', () => {
    for (const sign of SIGNS) {
      for (const p of PLANETS.slice(2)) {
        const out = x.compose(L.retrogradeOngoing[0]!, { ...x.bodies('planet', [p]), ...x.sign('sign', sign), house: 'tu Casa 1' });
        expect(out).toBe(`${labelCatalogue('es').bodies[p]} está retrógrado en ${labelCatalogue('es').signs[sign]}, tu Casa 1.`);
      }
    }
  });

  it('a list of planets takes the plural: "Mercurio y Venus están retrógrados"; three join with a comma', () => {
    const two = x.compose(L.retrogradeTogether[1]!, { ...x.bodies('planet', ['Mercury', 'Venus']), ...x.sign('sign', 'Aries'), house: 'tu Casa 1' });
    expect(two).toBe('en Aries, tu Casa 1, Mercurio y Venus están retrógrados a la vez: doble motivo para revisar antes de lanzarte.');
    const three = x.compose(L.retrogradeTogether[0]!, { ...x.bodies('planet', ['Mercury', 'Venus', 'Mars']), ...x.sign('sign', 'Pisces'), house: 'tu Casa 12' });
    expect(three.startsWith('Mercurio, Venus y Marte están retrógrados a la vez en Piscis')).toBe(true);
  });

  it('a feminine subject takes the feminine: the Moon "retrógrada" (a message given the Moon)', () => {
    expect(x.compose(L.retrogradeOngoing[0]!, { ...x.bodies('planet', ['Moon']), ...x.sign('sign', 'Leo'), house: 'tu Casa 5' })).toBe('la Luna está retrógrada en Leo, tu Casa 5.');
  });

  it('time words: "a la 01:05 UT" but "a las 14:05 UT"; dates in words, months as Intl writes them', () => {
    expect(x.when('atTime', '01:05')).toBe('a la 01:05 UT');
    expect(x.when('atTime', '14:05')).toBe('a las 14:05 UT');
    expect(x.date('2025-03-20')).toBe('20 de marzo');
    const intl = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' });
    expect(x.P.months).toEqual(Array.from({ length: 12 }, (_, m) => intl.format(new Date(Date.UTC(2025, m, 15)))));
  });
});
