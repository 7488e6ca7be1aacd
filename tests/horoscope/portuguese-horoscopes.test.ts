/**
 * The Brazilian Portuguese horoscopes (issue 31): a year of daily horoscopes × 12 signs in pt-BR read wholly in
 * Portuguese — no `{placeholder}` or ICU syntax left, no warning, at least 99 % of the narratives detected as
 * Portuguese by franc-min, every word known to cspell's Brazilian Portuguese dictionary and
 * tests/fixtures/i18n/words-pt-BR.txt — and the agreement the messages choose (a feminine planet retrograde, "sua
 * regente", "no sábado" but "na segunda-feira", "1º de março") as Portuguese writes it.
 */
import { describe, expect, it } from 'vitest';
import { allHoroscopes, dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { MIN_DETECTED_SHARE, misdetected, unknownWords } from '../i18n/translation-checks.js';

/** Left-over template syntax: a placeholder, an ICU argument or select, a brace of any kind. */
const TEMPLATE_SYNTAX = /[{}]|\b(select|plural|other|feminine)\b/;

const days: string[] = [];
for (let d = new Date(Date.UTC(2025, 0, 1)); d.getUTCFullYear() === 2025; d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10));

/** The year's Brazilian Portuguese daily records, computed once for the tests of this file (each may run alone). */
let year: ReturnType<typeof allHoroscopes> | undefined;
const portugueseYear = () => (year ??= days.flatMap((date) => allHoroscopes({ date, locale: 'pt-BR' })));

describe('Brazilian Portuguese horoscopes', () => {
  const narratives = () => portugueseYear().map((h) => h.narrative!);

  it('2025, every day × 12 signs: a narrative, no template syntax left, no warning', () => {
    const records = portugueseYear();
    expect(records.length).toBe(365 * 12);
    for (const h of records) {
      expect(h.warnings, `${h.date} ${h.sign}`).toBeUndefined();
      expect(h.narrative!.length, `${h.date} ${h.sign}`).toBeGreaterThan(300);
      expect(h.narrative, `${h.date} ${h.sign}`).not.toMatch(TEMPLATE_SYNTAX);
    }
  }, 300_000);

  it(`reads as Portuguese: at least ${MIN_DETECTED_SHARE * 100} % of those narratives detected so (franc-min)`, () => {
    const wrong = misdetected(narratives(), 'pt-BR');
    expect(wrong.length, JSON.stringify(wrong.slice(0, 3))).toBeLessThanOrEqual(Math.floor(narratives().length * (1 - MIN_DETECTED_SHARE)));
  }, 300_000);

  it('is spelled right: every sentence of the year (cspell, Brazilian Portuguese dictionary and astrology word list)', async () => {
    const sentences = [...new Set(narratives().flatMap((t) => t.split(/(?<=[.;:])\s+/)))];
    expect(sentences.length).toBeGreaterThan(1000);
    expect(await unknownWords(sentences, 'pt-BR')).toEqual([]);
  }, 300_000);

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
