/**
 * Issue 31: the weekly horoscope's range of dates as each language writes it (the grammar table's `dateRange`,
 * src/text/horoscope-grammar.ts `dayRange`). Within one month the month is named once — "del 17 al 23 de marzo",
 * "de 17 a 23 de março", "du 17 au 23 mars", "vom 17. bis zum 23. März" — across months and years both dates are
 * whole; English keeps both dates in full ("from 17 March to 23 March"). The expected ranges are typed by hand.
 */
import { describe, expect, it } from 'vitest';
import { weeklyHoroscope } from '../../src/index.js';
import { PieceLanguage } from '../../src/horoscope/piece-language.js';
import { weeklyNarrative } from '../../src/horoscope/weekly-narrative.js';
import type { Sign } from '../../src/schemas/index.js';
import type { TextLocale } from '../../src/text/locales.js';

/** The range as the locale's own "from {date} to {date2}" phrase reads it with the forms `dateRange` gives. */
function range(locale: TextLocale, from: string, to: string): string {
  const x = new PieceLanguage(locale);
  const { start, end } = x.dateRange(from, to);
  return x.compose(x.P.when.fromToDate, { date: start, date2: end });
}

/** Four weeks, Monday to Sunday: within March, within September from the 1st, April into May, 2025 into 2026. */
const WEEKS = [['2025-03-17', '2025-03-23'], ['2025-09-01', '2025-09-07'], ['2025-04-28', '2025-05-04'], ['2025-12-29', '2026-01-04']] as const;

const EXPECTED: Readonly<Record<TextLocale, readonly string[]>> = {
  es: ['del 17 al 23 de marzo', 'del 1 al 7 de septiembre', 'del 28 de abril al 4 de mayo', 'del 29 de diciembre al 4 de enero'],
  'pt-BR': ['de 17 a 23 de março', 'de 1º a 7 de setembro', 'de 28 de abril a 4 de maio', 'de 29 de dezembro a 4 de janeiro'],
  fr: ['du 17 au 23 mars', 'du 1er au 7 septembre', 'du 28 avril au 4 mai', 'du 29 décembre au 4 janvier'],
  de: ['vom 17. bis zum 23. März', 'vom 1. bis zum 7. September', 'vom 28. April bis zum 4. Mai', 'vom 29. Dezember bis zum 4. Januar'],
  en: ['from 17 March to 23 March', 'from 1 September to 7 September', 'from 28 April to 4 May', 'from 29 December to 4 January'],
};

describe('weekly date ranges (issue 31)', () => {
  for (const [locale, expected] of Object.entries(EXPECTED) as [TextLocale, readonly string[]][]) {
    it(`${locale}: the month once within a month, both dates whole across months and years`, () => {
      expect(WEEKS.map(([from, to]) => range(locale, from, to))).toEqual(expected);
    });
  }

  it('the weekly narratives open with the short range (hand-typed openings of the samples)', () => {
    expect(weeklyHoroscope({ sign: 'Leo', date: '2025-03-17', locale: 'es' }).narrative).toMatch(/^Para Leo, la semana del 17 al 23 de marzo gira en torno a tu Casa 9 /);
    expect(weeklyHoroscope({ sign: 'Sagittarius', date: '2025-11-10', locale: 'es' }).narrative).toMatch(/^Sagitario, esta semana \(del 10 al 16 de noviembre\) pone el peso en tu Casa 8 /);
    expect(weeklyHoroscope({ sign: 'Aquarius', date: '2025-05-26', locale: 'es' }).narrative).toMatch(/^Acuario, del 26 de mayo al 1 de junio tu semana se inclina hacia tu Casa 5 /);
    // English is as it was: both dates in full.
    expect(weeklyHoroscope({ sign: 'Leo', date: '2025-03-17' }).narrative).toMatch(/17 March to 23 March/);
  });

  it('no weekly repeats the month within one month, in any translated locale (12 signs × a week within March)', () => {
    const SIGNS: Sign[] = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    const repeated: Readonly<Record<Exclude<TextLocale, 'en'>, RegExp>> = {
      es: /17 de marzo al 23 de marzo/, 'pt-BR': /17 de março a 23 de março/, fr: /17 mars au 23 mars/, de: /17\. März bis zum 23\. März/,
    };
    for (const sign of SIGNS) {
      const facts = weeklyHoroscope({ sign, date: '2025-03-17', narrative: false });
      for (const [locale, old] of Object.entries(repeated) as [Exclude<TextLocale, 'en'>, RegExp][]) {
        const text = weeklyNarrative(facts, locale);
        expect(text, `${locale} ${sign}`).not.toMatch(old);
        expect(text, `${locale} ${sign}`).toContain(EXPECTED[locale][0]!.replace(/^(del|de|du|vom) /, ''));
      }
    }
  }, 120_000);
});
