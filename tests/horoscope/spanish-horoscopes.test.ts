/**
 * The Spanish horoscopes (issue 31): a year of daily horoscopes × 12 signs in es read wholly in Spanish — no
 * `{placeholder}` or ICU syntax left, no warning, at least 99 % of the narratives detected as Spanish by franc-min,
 * every word known to cspell's Spanish dictionary and tests/fixtures/i18n/words-es.txt — and a language without a
 * translation reads the English narrative itself, with a warning naming the horoscope text (never a blank or a key;
 * held on French with its horoscope text taken out, now that every text locale has one).
 */
import { describe, expect, it, vi } from 'vitest';
import { dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../../src/index.js';
import { HOROSCOPE_EVENTS_EN } from '../../src/text/en/horoscope-events/index.js';
import { NARRATIVE_EN } from '../../src/text/en/narrative.js';
import { completeHoroscopeText } from '../../src/text/complete-horoscope-text.js';
import { misdetected } from '../i18n/translation-checks.js';
import { OLD_PHRASES_ES } from './spanish-review-phrases.js';
import { TEMPLATE_SYNTAX, translatedHoroscopeYear } from './translated-horoscope-year.js';

describe('Spanish horoscopes', () => {
  const year = translatedHoroscopeYear({ locale: 'es', language: 'Spanish', dictionary: 'Spanish', step: 1 });

  it('2025, every day × 12 signs: none of the phrases the editor rewrote (docs/samples/es/CRITIQUE.md) is left', () => {
    const hits = year().flatMap((h) => {
      const m = OLD_PHRASES_ES.exec(h.narrative!);
      return m === null ? [] : [`${h.date} ${h.sign}: ${m[0]}`];
    });
    expect(hits).toEqual([]);
  }, 300_000);

  it('weekly, monthly and yearly read in Spanish too, without a warning or template syntax', () => {
    const records = [
      weeklyHoroscope({ sign: 'Aries', date: '2024-04-10', locale: 'es' }),
      monthlyHoroscope({ sign: 'Scorpio', year: 2025, month: 3, locale: 'es' }),
      yearlyHoroscope({ sign: 'Gemini', year: 2026, locale: 'es' }),
    ];
    for (const r of records) {
      expect(r.warnings).toBeUndefined();
      expect(r.narrative).not.toMatch(TEMPLATE_SYNTAX);
      expect(misdetected([r.narrative!], 'es')).toEqual([]);
    }
  }, 60_000);
});

describe('a language without a horoscope translation', () => {
  // Every text locale has its horoscope text now (es, pt-BR, fr, de): the fallback is held on French with its
  // horoscope text taken out (its two modules mocked empty, the library loaded afresh), so the whole path runs — the
  // completion, the writer's fallen-back lists and the record's warning.
  it('reads the English narrative itself and names the horoscope text in warnings (French with its horoscope text taken out)', async () => {
    vi.resetModules();
    vi.doMock('../../src/text/fr/horoscope-events/index.js', () => ({ HOROSCOPE_EVENTS_FR: {} }));
    vi.doMock('../../src/text/fr/narrative.js', () => ({ NARRATIVE_FR: {} }));
    try {
      const lib = await import('../../src/index.js');
      const other = lib.dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale: 'fr' });
      const en = lib.dailyHoroscope({ sign: 'Leo', date: '2025-03-20' });
      expect(other.narrative).toBe(en.narrative);
      expect(en.warnings).toBeUndefined();
      expect(other.warnings).toHaveLength(1);
      expect(other.warnings![0]).toMatch(/^[^(]+ \(fr\) : \d+ entrées de « textes de l’horoscope » n’ont pas encore de traduction et restent en anglais : /);
    } finally {
      vi.doUnmock('../../src/text/fr/horoscope-events/index.js');
      vi.doUnmock('../../src/text/fr/narrative.js');
      vi.resetModules();
    }
    // and the real French text reads its own narrative, without the warning
    expect(dailyHoroscope({ sign: 'Leo', date: '2025-03-20', locale: 'fr' }).warnings).toBeUndefined();
  }, 60_000);

  it('completes a partial translation entry by entry; a lead whose embedded words are missing reads English too', () => {
    const ruler = ['{planet}, tu regente, está {signIn}, {house}, {rulerHere}.'];
    const signNote = HOROSCOPE_EVENTS_EN.cells.signNote.map((v) => v.map((s) => `${s} (es)`));
    const partial = completeHoroscopeText(HOROSCOPE_EVENTS_EN, NARRATIVE_EN.phrases, { leads: { ruler, moonSign: ['La Luna está {signIn}, {house}.'] }, cells: { signNote } }, {});
    // moonSign embeds only {house}, whose labels are missing: English. ruler embeds {rulerHere}: missing too.
    expect(partial.events.leads.ruler).toBe(HOROSCOPE_EVENTS_EN.leads.ruler);
    expect(partial.events.leads.moonSign).toBe(HOROSCOPE_EVENTS_EN.leads.moonSign);
    expect(partial.events.cells.signNote).toBe(signNote);
    expect(partial.missing).toContain('leads.ruler');
    expect(partial.missing).toContain('houseLabel');
    expect(partial.missing).not.toContain('cells.signNote');
    const withLabels = completeHoroscopeText(HOROSCOPE_EVENTS_EN, NARRATIVE_EN.phrases, {
      leads: { moonSign: ['La Luna está {signIn}, {house}.'] }, houseLabel: HOROSCOPE_EVENTS_EN.houseLabel, houseShort: HOROSCOPE_EVENTS_EN.houseShort,
    }, {});
    expect(withLabels.events.leads.moonSign).toEqual(['La Luna está {signIn}, {house}.']);
    expect(withLabels.missing).not.toContain('leads.moonSign');
  });
});
