/**
 * The catalogue facts the Vedic report quotes, in each language (issue 31): each yoga's rule and source
 * (src/report/vedic-facts-words.ts), and each nakshatra's symbol, which the report reads from the Vedic words
 * (src/i18n/vedic-words.ts; checked in tests/vedic/nakshatra-symbols.test.ts). English is the catalogues' own words; a translation keeps every
 * number of the rule and the source (house counts, chapters, verses) and every work it cites by the work's name, and
 * the report quotes the reader's language where a translation has the entry. The general checks (no English word
 * left, spelling) are those of every family: tests/text/translated-text.test.ts, tests/i18n/translation-quality.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { vedicReport } from '../../src/index.js';
import { VEDIC_WORDS } from '../../src/i18n/vedic-words.js';
import { VEDIC_FACTS_WORDS, VEDIC_FACTS_WORDS_FAMILY, type VedicFactsWords } from '../../src/report/vedic-facts-words.js';
import { VEDIC_REPORT_WORDS } from '../../src/report/vedic-report-words.js';
import type { Locale } from '../../src/schemas/index.js';
import { YOGA_RULES } from '../../src/vedic/yoga-rules.js';

/** The 27 nakshatras in order from 0° sidereal Aries (BPHS ch. 3), typed from the text, not from the catalogue. */
const NAKSHATRA_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha', 'Magha',
  'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha', 'Mula',
  'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
];
/** The works the catalogue cites, kept by name in every language. */
const WORKS = ['BPHS', 'Brihat Jataka', 'Saravali', 'Phaladeepika', 'Uttara Kalamrita', 'Jataka Parijata', 'Raman 300', 'Raman'];
const TRANSLATED = ['es', 'pt-BR', 'fr', 'de'] as const;
const INDIA = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

const numbers = (s: string) => (s.match(/\d+/g) ?? []).sort();
const works = (s: string) => WORKS.filter((w) => s.includes(w));

/** What a translated entry must keep of its English: its numbers and the works it cites; both members of a yoga. */
function factsProblems(english: VedicFactsWords, translated: { yogas?: Readonly<Record<string, { rule?: string; source?: string } | undefined>> }): string[] {
  const problems: string[] = [];
  for (const [id, yoga] of Object.entries(translated.yogas ?? {})) {
    const en = english.yogas[id];
    if (en === undefined) { problems.push(`yogas.${id}: no such yoga`); continue; }
    if (yoga?.rule === undefined || yoga.source === undefined) { problems.push(`yogas.${id}: rule and source land together`); continue; }
    for (const part of ['rule', 'source'] as const) {
      const text = yoga[part] ?? '';
      if (numbers(text).join() !== numbers(en[part]).join()) problems.push(`yogas.${id}.${part}: numbers ${numbers(text).join(' ')} for English ${numbers(en[part]).join(' ')}`);
      const lost = works(en[part]).filter((w) => !text.includes(w));
      if (lost.length > 0) problems.push(`yogas.${id}.${part}: cites no longer ${lost.join(', ')}`);
    }
  }
  return problems;
}

describe('the Vedic report’s quoted catalogue facts', () => {
  const en = VEDIC_FACTS_WORDS.en;

  it('English holds every yoga of the catalogue, and the Vedic words the 27 symbols by nakshatra', () => {
    expect(Object.keys(VEDIC_WORDS.en.symbols)).toEqual(NAKSHATRA_NAMES);
    expect(Object.keys(en)).toEqual(['yogas']);
    expect(Object.keys(en.yogas)).toEqual(YOGA_RULES.map((y) => y.id));
    expect(Object.keys(en.yogas).length).toBeGreaterThanOrEqual(79);
  });

  it.each(TRANSLATED)('%s: each translated yoga keeps its numbers and the works it cites', (locale) => {
    const translation = VEDIC_FACTS_WORDS_FAMILY.locales[locale];
    const given = { yogas: {} as Record<string, { rule?: string; source?: string }> };
    for (const e of translation.translated) {
      const [member, key, part] = e.entry.split('.') as ['yogas', string, 'rule' | 'source'];
      expect(member).toBe('yogas');
      given.yogas[key] = { ...given.yogas[key], [part]: e.translated as string };
    }
    expect(factsProblems(en, given)).toEqual([]);
  });

  it('the check fails on a lost number, a lost work and half a yoga', () => {
    const id = 'gajakesari';
    const rule = en.yogas[id]!;
    expect(rule.rule).toMatch(/\d/);
    expect(factsProblems(en, { yogas: { [id]: { rule: rule.rule.replace(/\d+/, ''), source: rule.source } } })[0]).toMatch(/^yogas\.gajakesari\.rule: numbers/);
    expect(factsProblems(en, { yogas: { [id]: { rule: rule.rule, source: rule.source.replace('Raman', 'R.') } } })).toContain('yogas.gajakesari.source: cites no longer Raman 300, Raman');
    expect(factsProblems(en, { yogas: { [id]: { rule: rule.rule } } })).toEqual(['yogas.gajakesari: rule and source land together']);
  });

  it.each(['en', ...TRANSLATED] as Locale[])('%s: the report quotes the locale’s symbol in each nakshatra lead and the locale’s rule and source under each yoga', (locale) => {
    const r = vedicReport({ birth: INDIA, at: '2026-01-01', locale });
    const facts = VEDIC_FACTS_WORDS[locale];
    const words = VEDIC_REPORT_WORDS[locale];
    // India 1947: the Moon in Pushya, the Lagna in Krittika.
    expect(r.sections[1]!.lead).toContain(VEDIC_WORDS[locale].symbols.Pushya);
    expect(r.sections[2]!.lead).toContain(VEDIC_WORDS[locale].symbols.Krittika);
    const yogas = r.sections.find((s) => s.id === 'yogas')!;
    expect(yogas.paragraphs.length).toBe(r.yogas.length);
    r.yogas.forEach((y, i) => expect(yogas.paragraphs[i]!.text.endsWith(words.yogaFacts(facts.yogas[y.id]!.rule, facts.yogas[y.id]!.source))).toBe(true));
    if (locale === 'en') expect(r.yogas.every((y, i) => yogas.paragraphs[i]!.text.endsWith(`Rule: ${y.rule} Source: ${y.source}.`))).toBe(true);
  });
});
