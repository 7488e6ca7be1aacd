/**
 * The German horoscopes (issue 31): daily horoscopes through 2025 (every third day) × 12 signs in de read wholly in
 * German — no `{placeholder}` or ICU syntax left, no warning, at least 99 % of the narratives detected as German by
 * franc-min, every word known to cspell's German dictionary and tests/fixtures/i18n/words-de.txt — and the German
 * messages decline as German asks: the Sun is "deine Herrscherin", a planet moves "ins Zeichen Löwe" (no accusative
 * of the sign), a house is "dein" or "deinem" by case, and a list of planets takes the plural verb.
 */
import { describe, expect, it } from 'vitest';
import { monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { PieceLanguage } from '../../src/horoscope/piece-language.js';
import { misdetected } from '../i18n/translation-checks.js';
import { TEMPLATE_SYNTAX, translatedHoroscopeYear } from './translated-horoscope-year.js';

describe('German horoscopes', () => {
  translatedHoroscopeYear({ locale: 'de', language: 'German', dictionary: 'German', step: 3, sentenceEnd: /(?<=[a-zäöüß][.;:])\s+/ });

  it('weekly, monthly and yearly read in German too, without a warning or template syntax', () => {
    const records = [
      weeklyHoroscope({ sign: 'Aries', date: '2024-04-10', locale: 'de' }),
      monthlyHoroscope({ sign: 'Scorpio', year: 2025, month: 3, locale: 'de' }),
      yearlyHoroscope({ sign: 'Gemini', year: 2026, locale: 'de' }),
    ];
    for (const r of records) {
      expect(r.warnings).toBeUndefined();
      expect(r.narrative).not.toMatch(TEMPLATE_SYNTAX);
      expect(misdetected([r.narrative!], 'de')).toEqual([]);
    }
  }, 60_000);
});

describe('German messages: case, gender and number', () => {
  const x = new PieceLanguage('de');
  const L = x.T.leads;

  it('the ruler: the Sun is "deine Herrscherin", Mars "dein Herrscher"; the house in the dative after "in"', () => {
    const facts = (p: string) => ({ ...x.body('planet', p), ...x.sign('sign', 'Leo'), ...x.sign('ownSign', 'Leo'), house: '5. Haus', rulerHere: 'sodass X' });
    expect(x.compose(L.ruler[0]!, facts('Sun'))).toBe('die Sonne, deine Herrscherin, steht im Löwen, in deinem 5. Haus, sodass X.');
    expect(x.compose(L.ruler[0]!, facts('Mars'))).toBe('Mars, dein Herrscher, steht im Löwen, in deinem 5. Haus, sodass X.');
    expect(x.compose(L.ruler[2]!, facts('Sun'))).toBe('die Sonne, die Herrscherin des Löwen, steht im Löwen, in deinem 5. Haus, sodass X.');
  });

  it('a move into a sign names it after "ins Zeichen", whatever its gender and number; the house in the accusative', () => {
    for (const [sign, name] of [['Leo', 'Löwe'], ['Virgo', 'Jungfrau'], ['Pisces', 'Fische']] as const) {
      const out = x.compose(L.sunIngress[0]!, { when: 'heute', ...x.sign('sign', sign), house: '1. Haus' });
      expect(out).toBe(`heute wechselt die Sonne ins Zeichen ${name}, in dein 1. Haus.`);
    }
  });

  it('a place is the grammar table\'s dative: "in den Zwillingen", "in der Waage"', () => {
    const out = (sign: 'Gemini' | 'Libra') => x.compose(L.retrogradeOngoing[0]!, { ...x.bodies('planet', ['Mercury']), ...x.sign('sign', sign), house: '3. Haus' });
    expect(out('Gemini')).toBe('Merkur ist in den Zwillingen rückläufig, in deinem 3. Haus.');
    expect(out('Libra')).toBe('Merkur ist in der Waage rückläufig, in deinem 3. Haus.');
  });

  it('a list of planets takes the plural verb, one planet the singular', () => {
    const together = (planets: string[]) => x.compose(L.retrogradeTogether[1]!, { ...x.bodies('planet', planets), ...x.sign('sign', 'Aries'), house: '1. Haus' });
    expect(together(['Mercury', 'Venus'])).toBe('im Widder, in deinem 1. Haus, sind Merkur und Venus zugleich rückläufig: ein doppelter Grund, zu überarbeiten, bevor du startest.');
    expect(together(['Mars']).startsWith('im Widder, in deinem 1. Haus, ist Mars zugleich')).toBe(true);
  });

  it('time words: "um 14:05 UT", "am 20. März"; months as Intl writes them', () => {
    expect(x.when('atTime', '14:05')).toBe('um 14:05 UT');
    expect(x.when('onDate', x.date('2025-03-20'))).toBe('am 20. März');
    const intl = new Intl.DateTimeFormat('de', { month: 'long', timeZone: 'UTC' });
    expect(x.P.months).toEqual(Array.from({ length: 12 }, (_, m) => intl.format(new Date(Date.UTC(2025, m, 15)))));
  });
});
