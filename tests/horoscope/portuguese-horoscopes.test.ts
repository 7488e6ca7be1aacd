/**
 * The Brazilian Portuguese horoscopes (issue 31): a year of daily horoscopes × 12 signs in pt-BR read wholly in
 * Portuguese — no `{placeholder}` or ICU syntax left, no warning, at least 99 % of the narratives detected as
 * Portuguese by franc-min, every word known to cspell's Brazilian Portuguese dictionary and
 * tests/fixtures/i18n/words-pt-BR.txt — and the agreement the messages choose (a feminine planet retrograde, "sua
 * regente", "no sábado" but "na segunda-feira", "1º de março") as Portuguese writes it.
 */
import { describe, expect, it } from 'vitest';
import { dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { misdetected } from '../i18n/translation-checks.js';
import { TEMPLATE_SYNTAX, translatedHoroscopeYear } from './translated-horoscope-year.js';

describe('Brazilian Portuguese horoscopes', () => {
  const portugueseYear = translatedHoroscopeYear({ locale: 'pt-BR', language: 'Portuguese', dictionary: 'Brazilian Portuguese', step: 1 });
  const narratives = () => portugueseYear().map((h) => h.narrative!);

  it('agrees in gender and writes dates as Portuguese does', () => {
    const all = narratives().join('\n');
    // Venus stations retrograde on 2 March 2025 (a feminine planet; Mercury, masculine, on 15 March).
    expect(all).toMatch(/Vênus (fica|estaciona|está|segue) retrógrada/);
    expect(all).not.toMatch(/Vênus (fica|estaciona|está|segue) retrógrado\b/);
    expect(all).not.toMatch(/Mercúrio (fica|estaciona|está|segue) retrógrada/);
    // Taurus and Libra are ruled by Venus: "sua regente"; the Sun rules Leo: "seu regente".
    expect(all).toMatch(/Vênus, sua regente,/);
    expect(all).not.toMatch(/Vênus, seu regente,/);
    expect(all).not.toMatch(/\b(em|na|no) 1 de /);
    expect(all).not.toMatch(/\bna (sábado|domingo)\b|\bno (segunda|terça|quarta|quinta|sexta)-feira\b/);
  });

  it('weekly, monthly and yearly read in Portuguese too, without a warning or template syntax', () => {
    const records = [
      weeklyHoroscope({ sign: 'Aries', date: '2024-04-10', locale: 'pt-BR' }),
      monthlyHoroscope({ sign: 'Scorpio', year: 2025, month: 3, locale: 'pt-BR' }),
      yearlyHoroscope({ sign: 'Gemini', year: 2026, locale: 'pt-BR' }),
    ];
    for (const r of records) {
      expect(r.warnings).toBeUndefined();
      expect(r.narrative).not.toMatch(TEMPLATE_SYNTAX);
      expect(misdetected([r.narrative!], 'pt-BR')).toEqual([]);
    }
    // The weekly names its days: "na segunda-feira", "no sábado".
    expect(records[0]!.narrative).toMatch(/\bna segunda-feira\b|\bna (terça|quarta|quinta|sexta)-feira\b/);
    expect(dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale: 'pt-BR' }).narrative).not.toBe(dailyHoroscope({ sign: 'Leo', date: '2025-03-20' }).narrative);
  }, 60_000);
});
