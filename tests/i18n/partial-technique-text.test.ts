/**
 * Issue 31, a text family translated in part, end to end: the predictive technique text of each language holds what
 * its writers have translated (src/text/<locale>/transits, progressions, returns) — Spanish and Brazilian Portuguese
 * all of it since wave 3 session 12, French and German in part (the German report below reads Pluto's contact to the
 * Ascendant in English, so the English half of the test reads a paragraph).
 * A transit report reads each translated entry in its language and every other entry in English, and its `warnings`
 * name exactly the entries it read in English — found here from the report's `sources` and the language's and
 * English's source files (an entry's path looked up in `TECHNIQUE_TEXT_<LOCALE>`; trine and sextile read the
 * `harmonious` entry, src/text/technique-text.ts), not from the code under test. The other records that read the
 * family say so too (transitsToNatal); the return and progressed charts with `interpret` read Spanish.
 */
import { describe, expect, it } from 'vitest';
import { lunarReturnChart, progressedChart, solarReturnChart, transitReport, transitsToNatal } from '../../src/index.js';
import { FAST_ASPECT_CLAUSES_EN, FAST_TRANSITS_EN, HOUSE_TRANSITS_EN, SLOW_TRANSITS_EN } from '../../src/text/en/transits/index.js';
import { PROGRESSED_SUN_SIGN_ES } from '../../src/text/es/progressions/sun-and-aspects.js';
import { LUNAR_RETURN_MOON_HOUSE_ES } from '../../src/text/es/returns/lunar-return.js';
import { SOLAR_RETURN_ASCENDANT_ES } from '../../src/text/es/returns/solar-return.js';
import { TECHNIQUE_TEXT_DE } from '../../src/text/de/technique.js';
import { TECHNIQUE_TEXT_ES } from '../../src/text/es/technique.js';
import { TECHNIQUE_TEXT_FR } from '../../src/text/fr/technique.js';
import { TECHNIQUE_TEXT_PT_BR } from '../../src/text/pt-br/technique.js';
import type { PartialTechniqueText } from '../../src/text/technique-text.js';

const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const family = (aspect: string) => (aspect === 'trine' || aspect === 'sextile' ? 'harmonious' : aspect);
type Source = { record: string; transitBody: string; natalPoint?: string; aspect?: string; house?: number };

/** The entries a technique report's source reads, by their path in the source files. */
function entriesOf(source: Source): string[] {
  if (source.record === 'TransitHouseInterpretation') return [`houseTransits.${source.transitBody}[${source.house! - 1}]`];
  if (source.transitBody in SLOW_TRANSITS_EN) return [`slowTransits.${source.transitBody}.${source.natalPoint!}.${family(source.aspect!)}`];
  return [`fastTransits.${source.transitBody}.${source.natalPoint!}`, `fastAspectClauses.${source.aspect!}`];
}

type Translated = 'es' | 'pt-BR' | 'fr' | 'de';
/** Each language's source files, its name in a warning and the technique text's name there (issue 31: the warnings in that language). */
const LANGUAGES: Readonly<Record<Translated, { readonly text: PartialTechniqueText; readonly name: string; readonly family: string }>> = {
  es: { text: TECHNIQUE_TEXT_ES, name: 'Español', family: 'textos de técnicas predictivas' },
  'pt-BR': { text: TECHNIQUE_TEXT_PT_BR, name: 'Português (Brasil)', family: 'textos de técnicas preditivas' },
  fr: { text: TECHNIQUE_TEXT_FR, name: 'Français', family: 'textes des techniques prévisionnelles' },
  de: { text: TECHNIQUE_TEXT_DE, name: 'Deutsch', family: 'Texte der Prognosetechniken' },
};

/** A language's source file entry at a path ("houseTransits.Saturn[4]", "slowTransits.Mars.Sun.square"), if written. */
function translatedEntry(locale: Translated, path: string): string | undefined {
  let at: unknown = LANGUAGES[locale].text;
  for (const key of path.split(/[.[\]]+/).filter((k) => k !== '')) at = at === undefined ? undefined : (at as Record<string, unknown>)[key];
  return typeof at === 'string' ? at : undefined;
}

/** What a paragraph reads when its entry is translated: the entry, a harmonious one naming the contact's own aspect. */
function translatedText(locale: Translated, source: Source): string | undefined {
  const texts = entriesOf(source).map((e) => translatedEntry(locale, e));
  if (texts.some((t) => t === undefined)) return undefined;
  if (source.record === 'TransitHouseInterpretation' || !(source.transitBody in SLOW_TRANSITS_EN)) return texts.join(' ');
  const aspect = source.aspect as 'trine' | 'sextile';
  if (family(aspect) !== 'harmonious') return texts[0];
  const pairs = LANGUAGES[locale].text.harmoniousAs![aspect] as readonly (readonly [string, string])[];
  return pairs.reduce((t, [both, one]) => t.split(both).join(one), texts[0]!);
}

/** The entries a warning on the technique text names, and the count it gives. */
function named(warnings: readonly string[] | undefined, locale: Translated = 'es'): { count: number; names: string[] } | undefined {
  const w = (warnings ?? []).find((s) => s.includes(LANGUAGES[locale].family));
  if (w === undefined) return undefined;
  expect(w.startsWith(`${LANGUAGES[locale].name} (${locale})`), w).toBe(true);
  // `<language>: <count> … <family> …: <names>[ and <n> more].` in the language's words (src/i18n/<locale>/warning-words.ts).
  const m = /^[^:]+?\s?: (\d+) .*\s?: ([^:]+?)(?: (?:y|e mais|et|und) \d+(?: más| de plus| weitere)?)?\.$/.exec(w);
  expect(m, w).not.toBeNull();
  return { count: Number(m![1]), names: m![2]!.split(', ') };
}

describe.each(['es', 'pt-BR', 'fr', 'de'] as const)('a transit report in %s, the technique text translated whole or in part', (locale) => {
  // Saturn is in the natal 5th house through the period; limit 1: one major transit, five house passages.
  const report = transitReport({ birth, from: '2026-01-01', to: '2026-03-01', limit: 1, locale });
  const paragraphs = report.sections.flatMap((s) => s.paragraphs.map((p, i) => ({ text: p.text, source: s.sources[i]! as Source })));
  const inLanguage = paragraphs.filter((p) => translatedText(locale, p.source) !== undefined);
  const inEnglish = paragraphs.filter((p) => translatedText(locale, p.source) === undefined);

  it('reads Saturn’s house passage in the language, from its source file', () => {
    const saturn = paragraphs.filter((p) => p.source.record === 'TransitHouseInterpretation' && p.source.transitBody === 'Saturn');
    expect(saturn).toHaveLength(1);
    expect(saturn[0]!.text).toBe(LANGUAGES[locale].text.houseTransits!.Saturn![saturn[0]!.source.house! - 1]);
  });

  it('reads each translated entry in the language and every other entry in English, from the source files', () => {
    expect(paragraphs.length).toBe(6);
    // Every body's house passages are translated in the four languages.
    expect(inLanguage.filter((p) => p.source.record === 'TransitHouseInterpretation').length).toBe(5);
    for (const { text, source } of inLanguage) expect(text).toBe(translatedText(locale, source));
    for (const { text, source: s } of inEnglish) {
      if (s.record === 'TransitHouseInterpretation') expect(text).toBe((HOUSE_TRANSITS_EN as Record<string, readonly string[]>)[s.transitBody]![s.house! - 1]);
      else if (s.transitBody in SLOW_TRANSITS_EN) expect(text.split(/(?<=\.)\s+/)[0]).toBe((SLOW_TRANSITS_EN as Record<string, Record<string, Record<string, string>>>)[s.transitBody]![s.natalPoint!]![family(s.aspect!)]!.split(/(?<=\.)\s+/)[0]);
      else expect(text).toBe(`${(FAST_TRANSITS_EN as Record<string, Record<string, string>>)[s.transitBody]![s.natalPoint!]} ${(FAST_ASPECT_CLAUSES_EN as Record<string, string>)[s.aspect!]}`);
    }
  });

  it('names in warnings exactly the entries read in English, and not the translated ones', () => {
    const expected = paragraphs.flatMap((p) => entriesOf(p.source)).filter((e) => translatedEntry(locale, e) === undefined);
    expect(expected.length).toBeLessThanOrEqual(5); // every name listed, none counted in "and N more"
    const got = named(report.warnings, locale);
    if (expected.length === 0) expect(got).toBeUndefined();
    else {
      expect(got!.count).toBe(expected.length);
      expect([...got!.names].sort()).toEqual([...expected].sort());
    }
    // The headings are translated (src/report/words/<locale>/technique-report-words.ts): no warning names them.
    expect((report.warnings ?? []).filter((w) => w.includes('section titles and headings'))).toEqual([]);
  });
});

describe('the English half of a transit report read in part', () => {
  it('German reads Pluto’s contact to the Ascendant in English while Pluto’s German entries are unwritten, and says so', () => {
    const pluto = TECHNIQUE_TEXT_DE.slowTransits?.Pluto?.Ascendant?.square;
    const de = transitReport({ birth, from: '2026-01-01', to: '2026-03-01', limit: 1, locale: 'de' });
    const text = de.sections.flatMap((s) => s.paragraphs.map((p, i) => ({ p, s: s.sources[i]! as Source })))
      .find((x) => x.s.transitBody === 'Pluto' && x.s.natalPoint === 'Ascendant');
    expect(text, 'the period holds Pluto square the Ascendant').toBeDefined();
    if (pluto === undefined) {
      expect(text!.p.text.split(/(?<=\.)\s+/)[0]).toBe(SLOW_TRANSITS_EN.Pluto.Ascendant.square.split(/(?<=\.)\s+/)[0]);
      expect(named(de.warnings, 'de')!.names).toContain('slowTransits.Pluto.Ascendant.square');
    } else {
      // German Pluto landed: the paragraph is German, and no warning names it.
      expect(text!.p.text).toBe(translatedText('de', text!.s));
      expect(named(de.warnings, 'de')?.names ?? []).not.toContain('slowTransits.Pluto.Ascendant.square');
    }
  });

  it('the same period in English: no warning, and Saturn’s passage is the English entry', () => {
    const en = transitReport({ birth, from: '2026-01-01', to: '2026-03-01', limit: 1 });
    expect(en.warnings).toBeUndefined();
    const saturn = en.sections.flatMap((s) => s.paragraphs.map((p, i) => ({ p, s: s.sources[i]! }))).find((x) => x.s.record === 'TransitHouseInterpretation' && x.s.transitBody === 'Saturn')!;
    expect(saturn.p.text).toBe(HOUSE_TRANSITS_EN.Saturn[(saturn.s as { house: number }).house - 1]);
  });
});

describe('the other records that read the technique text say what fell back', () => {
  it('transitsToNatal with interpret: each interpreted aspect names its own entries read in English, none when Spanish', () => {
    const aspects = transitsToNatal({ birth, at: '2026-01-15T12:00:00Z', interpret: true, locale: 'es' });
    const read = aspects.filter((a) => a.interpretation !== undefined);
    expect(read.length).toBeGreaterThan(3);
    for (const a of read) {
      const source = { record: 'TransitInterpretation', transitBody: a.transitBody === 'NorthNodeMean' ? 'NorthNode' : a.transitBody, natalPoint: a.natalBody === 'NorthNodeMean' ? 'NorthNode' : a.natalBody, aspect: a.aspect };
      const english = entriesOf(source).filter((e) => translatedEntry('es', e) === undefined).sort();
      expect(named(a.warnings)?.names.sort() ?? [], `${a.transitBody} ${a.aspect} ${a.natalBody}`).toEqual(english);
      if (english.length === 0) expect(a.interpretation).toBe(translatedText('es', source));
    }
    // Spanish holds every technique entry since wave 3 session 12: no aspect reads English, none warns.
    expect(read.every((a) => named(a.warnings) === undefined)).toBe(true);
    expect(transitsToNatal({ birth, at: '2026-01-15T12:00:00Z', interpret: true }).every((a) => a.warnings === undefined)).toBe(true);
  });

  it('the solar and lunar return charts and the progressed chart with interpret read Spanish and name no technique entry', () => {
    const solar = solarReturnChart({ birth, year: 2026, interpret: true, locale: 'es' });
    const ascendant = solar.interpretation!.ascendantSign!;
    expect(ascendant.text).toBe(SOLAR_RETURN_ASCENDANT_ES[ascendant.sign]);
    expect(named(solar.warnings)).toBeUndefined();
    const lunar = lunarReturnChart({ birth, after: '2026-01-01T00:00:00Z', interpret: true, locale: 'es' });
    expect(lunar.interpretation!.moonHouse!.text).toBe(LUNAR_RETURN_MOON_HOUSE_ES[lunar.interpretation!.moonHouse!.house - 1]);
    expect(named(lunar.warnings)).toBeUndefined();
    const progressed = progressedChart({ birth, targetDate: '2026-01-01', interpret: true, locale: 'es' });
    expect(progressed.interpretation!.sunSign.text).toBe(PROGRESSED_SUN_SIGN_ES[progressed.interpretation!.sunSign.sign]);
    expect(named(progressed.warnings)).toBeUndefined();
    expect(solarReturnChart({ birth, year: 2026, interpret: true }).warnings).toBeUndefined();
  });
});
