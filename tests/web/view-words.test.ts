/**
 * The views' words (src/web/view-words-<locale>.ts, issue 31), checked as the label catalogues are
 * (tests/i18n/label-catalogues.test.ts): every key in every locale with English's placeholders, no value left as the
 * English one unless it is a name or a word the language writes the same (listed with the reason); then what the
 * views write from the records, typed by hand as a reader of German, French, Chinese and Hindi expects it, no English
 * word of the English view words left in the German rows, and English as the views wrote it before.
 */
import { describe, expect, it } from 'vitest';
import { panchang, sadeSati, shadbala, transitTimeline, vedicCompatibility, vedicDoshas } from '../../src/index.js';
import type { LabelLocale } from '../../src/schemas/index.js';
import { forecastLanguage, forecastRows } from '../../src/web/forecast-view.js';
import { loadViewWords } from '../../src/web/load-view-words.js';
import { longitudeText } from '../../src/web/map-view.js';
import { panchangLanguage, panchangRows } from '../../src/web/panchang-view.js';
import { matchingLabels } from '../../src/web/vedic-matching-section.js';
import { manglikRows, manglikVerdict, poruthamRows, type MatchingLanguage } from '../../src/web/vedic-matching-rows.js';
import { bhavaBalaRows, doshaBlocks, sarvaColumns, vedicLanguage } from '../../src/web/vedic-rows.js';
import type { ViewWords } from '../../src/web/view-words.js';
import { VIEW_WORDS_EN } from '../../src/web/view-words-en.js';

const LOCALES: readonly LabelLocale[] = ['es', 'pt-BR', 'fr', 'de', 'it', 'hi', 'ru', 'tr', 'zh-Hans'];

/** Every string of a words object by its path (`forecast.columns.0`). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path === '' ? k : `${path}.${k}`));
}

/** The words of a text, lower case, without its ICU arguments and the docs/ paths it cites. */
function wordsOf(text: string): string[] {
  let t = text.replace(/\(?docs\/[\w./-]+\)?/g, ' ');
  for (let before = ''; before !== t;) [before, t] = [t, t.replace(/\{[^{}]*\}/g, ' ')];
  return t.toLowerCase().match(/[a-zäöüß]{4,}/g) ?? [];
}

/** The arguments a template takes (`{name}`, `{count, plural, …}`), sorted. */
const placeholders = (template: string): string[] => [...new Set([...template.matchAll(/\{(\w+)/g)].map((m) => m[1]!))].sort();

/**
 * Values a language writes as English does: the Sanskrit terms and the koota and porutham names (transliterated as
 * the English writes them in the Latin-script languages), the marks, and words spelled alike.
 */
const SAME_EVERYWHERE = new RegExp('^(' + [
  'panchang\\.rows\\.(tithi|paksha|nakshatra|yoga|karana|rahuKalam|yamaganda|gulikaKalam|abhijit|brahmaMuhurta|durmuhurta|amritKalam|varjyam)',
  'panchang\\.varas\\.\\d', 'matching\\.(kootas|poruthams)\\.[\\w-]+', 'vedic\\.shadbalaColumns\\.[0-7]', 'vedic\\.bhavaColumns\\.3',
  'vedic\\.(sarvaTotal|sadeSati|dhaiya|ashtakavargaTitle|antardashaColumns\\.0|yogaTitle|doshaTitle)',
  'matching\\.(ashtakootColumns\\.0|poruthamColumns\\.0|manglikColumns\\.2)',
  // Templates of names and marks only.
  'forecast\\.exactRetrograde', 'vedic\\.period', 'panchang\\.(weekdayLord|pada|months|adhika|year)',
].join('|') + ')$');
const SAME_IN: Readonly<Partial<Record<LabelLocale, RegExp>>> = {
  // French words spelled as the English ones.
  fr: /^(fields\.conventions|forecast\.columns\.[14]|map\.projection|panchang\.date|vedic\.(total|shadbalaColumns\.8)|matching\.(ashtakootColumns\.1|poruthamColumns\.1))$/,
  es: /^vedic\.total$/,
  'pt-BR': /^vedic\.total$/,
  // Turkish astrologers write the dosha names in Latin transliteration, as English does.
  tr: /^vedic\.(manglikTitle|kaalSarpTitle)$/,
};

describe('the views\' words in ten languages', () => {
  it('has every key in every locale, with English\'s placeholders, and no English left', async () => {
    const english = new Map(leaves(VIEW_WORDS_EN));
    for (const locale of LOCALES) {
      const words: ViewWords = await loadViewWords(locale);
      const own = new Map(leaves(words));
      expect([...own.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [path, text] of own) {
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
        expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(english.get(path)!));
        if (text === english.get(path) && /[a-z]{2}/i.test(text)) {
          expect(SAME_EVERYWHERE.test(path) || (SAME_IN[locale]?.test(path) ?? false), `${locale} ${path} is English: ${text}`).toBe(true);
        }
      }
    }
  });

  const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
  const contacts = transitTimeline({ birth, from: '2025-01-01', to: '2026-01-01' });
  const saturnPluto = contacts.findIndex((c) => c.transitBody === 'Saturn' && c.aspect === 'trine' && c.natalPoint === 'Pluto');
  const day = panchang({ date: '2025-03-14', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' });
  const vedic = { birth: { ...birth, latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' }, conventions: 'drik' as const };

  it('writes the forecast as a reader expects it (de, fr, zh-Hans), English as before', async () => {
    expect(saturnPluto).toBeGreaterThanOrEqual(0);
    const row = async (locale: LabelLocale) => forecastRows(contacts, forecastLanguage(locale, (await loadViewWords(locale)).forecast))[saturnPluto];
    expect(await row('de')).toEqual(['Saturn', 'Trigon', 'Pluto', 'vor dem 1. Januar 2025', '6. Januar 2025', '6. Februar 2025']);
    expect(await row('fr')).toEqual(['Saturne', 'trigone', 'Pluton', 'avant le 1 janvier 2025', '6 janvier 2025', '6 février 2025']);
    expect(await row('zh-Hans')).toEqual(['土星', '三分相', '冥王星', '2025年1月1日之前', '2025年1月6日', '2025年2月6日']);
    expect(forecastRows(contacts)[saturnPluto]).toEqual(['Saturn', 'trine', 'Pluto', 'before 2025-01-01', '2025-01-06', '2025-02-06']);
    const de = forecastLanguage('de', (await loadViewWords('de')).forecast);
    expect(de.say(de.words.caption, { count: 1 })).toBe('1 Kontakt; Tage in Weltzeit (UT), R: exakt in rückläufiger Bewegung');
    expect(de.say(de.words.caption, { count: 37 })).toBe('37 Kontakte; Tage in Weltzeit (UT), R: exakt in rückläufiger Bewegung');
    const en = forecastLanguage();
    expect(en.say(en.words.caption, { count: 1 })).toBe('1 contact; days in UT, R: exact while retrograde');
    expect(en.say(en.words.caption, { count: 37 })).toBe('37 contacts; days in UT, R: exact while retrograde');
  });

  it('writes the Panchang with the catalogue\'s names (de, hi), English as before', async () => {
    const rows = async (locale: LabelLocale) => new Map(panchangRows(day, panchangLanguage(locale, (await loadViewWords(locale)).panchang)));
    const de = await rows('de');
    expect(de.get('Tithi')).toBe('Purnima bis 12:23; danach Pratipada bis 14:32 (15/03)');
    expect(de.get('Nakshatra')).toBe('Uttara Phalguni (Pada 1) bis 08:54 (15/03)');
    expect(de.get('Wochentag')).toBe('Shukravara (Venus)');
    expect((await rows('zh-Hans')).get('星期')).toBe('星期五（金星）');
    const hi = await rows('hi');
    expect(hi.get('तिथि')).toBe('पूर्णिमा 12:23 तक; फिर प्रतिपदा 14:32 (15/03) तक');
    expect(hi.get('पक्ष')).toBe('शुक्ल');
    expect(hi.get('वार')).toBe('शुक्रवार (शुक्र)');
    const en = new Map(panchangRows(day));
    expect(en.get('Tithi')).toBe('Purnima until 12:23; then Pratipada until 14:32 (15/03)');
    expect(en.get('Month')).toBe('Phalguna (amanta), Phalguna (purnimanta)');
  });

  it('writes the Vedic view\'s doshas, houses and sarva columns in the language (de, fr, zh-Hans)', async () => {
    const at = '2025-01-01T00:00:00Z';
    const blocks = async (locale: LabelLocale) => doshaBlocks(vedicDoshas(vedic), sadeSati(vedic), at, vedicLanguage(locale, (await loadViewWords(locale)).vedic));
    const [manglik, kaalSarp, sade] = await blocks('de');
    expect(manglik!.title).toBe('Manglik-Dosha (Kuja)');
    expect(manglik!.facts[0]).toBe('Mars im 7. Haus vom Aszendenten (ein Dosha-Haus), im 2. vom Mond (ein Dosha-Haus), im 11. von der Venus; Häuser nach der Regel „erweitert“.');
    expect(kaalSarp!.facts[0]).toBe('Rahu im 4. Haus; von Rahu vorwärts bis Ketu.');
    expect(sade!.verdict).toBe('Sade Sati läuft am 1. Januar 2025 (aufsteigend); Geburtsmond im Zeichen Fische');
    const [, frKaal] = await blocks('fr');
    expect(frKaal!.facts[0]).toBe('Rahu en maison 4 ; de Rahu vers Ketu dans le sens direct.');
    const [zhManglik] = await blocks('zh-Hans');
    expect(zhManglik!.verdict).toBe('有，已解除');
    const en = doshaBlocks(vedicDoshas(vedic), sadeSati(vedic), at);
    expect(en[0]!.facts[0]).toBe('Mars in the 7th from the Ascendant (a dosha house), 2nd from the Moon (a dosha house), 11th from Venus; extended houses.');
    expect(en[1]!.facts[0]).toBe('Rahu in the 4th house; from Rahu forward to Ketu.');
    const zh = vedicLanguage('zh-Hans', (await loadViewWords('zh-Hans')).vedic);
    expect(sarvaColumns(zh)).toEqual(['星座', '日', '月', '火', '水', '木', '金', '土', '合计']);
    expect(bhavaBalaRows(shadbala(vedic), zh)[0]!.slice(0, 3)).toEqual(['第1宫', '天秤座', '金星']);
    expect(sarvaColumns()).toEqual(['Sign', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Sarva']);
  });

  it('writes the match in the language (de), with the library\'s summary asked in it', async () => {
    const partner = { birthDate: '1992-03-02', birthTime: '08:15', latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' };
    const words = await loadViewWords('de');
    const language: MatchingLanguage = { words: words.matching, vedic: vedicLanguage('de', words.vedic) };
    const c = vedicCompatibility({ personA: vedic.birth, personB: partner, conventions: 'drik', locale: 'de' });
    expect(c.summary).toMatch(/^Ashtakoot [\d,]+ von 36 Punkten; \d+ der 10 Poruthams/);
    const labels = matchingLabels('A', words.matching);
    expect(labels).toEqual(['Die Geburt oben (Person A)', 'Der Partner (Person B)']);
    for (const [, verdict] of poruthamRows(c, language)) expect(['Günstig', 'Ungünstig']).toContain(verdict);
    expect(manglikRows(c, labels, language)[0]![1]).toBe('7.*, 2.*, 11.');
    expect(['In keiner der beiden Geburten ein Manglik-Dosha: Es gibt nichts abzugleichen.',
      'Manglik in beiden Geburten: ausgeglichen, das eine hebt das andere auf (die überlieferte Regel).',
      'Manglik nur in einer Geburt, die Geburt oben (Person A): unausgeglichen.',
      'Manglik nur in einer Geburt, der Partner (Person B): unausgeglichen.']).toContain(manglikVerdict(c, labels, language));
  });

  it('leaves no English word of the English view words in the German rows', async () => {
    // Names both languages write alike (bodies, Sanskrit terms), and the marks.
    const shared = new Set(['mars', 'venus', 'saturn', 'pluto', 'jupiter', 'chiron', 'neptune', 'rahu', 'ketu', 'sade', 'sati', 'dhaiya', 'manglik', 'kuja',
      'kaal', 'sarp', 'amrit', 'shaka', 'vikram', 'adhika', 'amanta', 'purnimanta', 'pada', 'tithi', 'paksha', 'nakshatra', 'yoga', 'karana', 'dosha',
      'kalam', 'muhurta', 'brahma', 'gulika', 'abhijit', 'yamaganda', 'durmuhurta', 'varjyam', 'rupas', 'sarva', 'graha', 'sthana', 'kala', 'cheshta',
      'naisargika', 'drik', 'shani', 'kantaka', 'ashtama', 'antardasha', 'koota', 'porutham', 'varna', 'vashya', 'tara', 'yoni', 'maitri', 'gana',
      'bhakoot', 'nadi', 'dina', 'mahendra', 'stree', 'deergha', 'rasi', 'rasyadhipati', 'vasya', 'rajju', 'vedha', 'ashtakavarga', 'person', 'partner',
      'vimshottari', 'dashas', 'mahadashas', 'antardashas', 'mahadasha', 'yogas', 'doshas', 'bindus', 'bhinnashtakavarga', 'sarvashtakavarga', 'shadbala',
      'bhava', 'bala', 'grahas', 'virupas', 'rupa', 'gunas', 'poruthams', 'ashtakoot', 'kootas', 'panchang', 'urania', 'bphs', 'ravivara', 'somavara',
      'mangalavara', 'budhavara', 'guruvara', 'shukravara', 'shanivara', 'navamsa',
      // Proper names and words German writes as English does: the zone database, the atlas, the map's sources and projections.
      'iana', 'atlas', 'browser', 'natural', 'earth', 'equal', 'mollweide', 'match', 'planet',
      // The section of docs/vedic.md the matching's hint cites by its title.
      'matching']);
    const englishWords = new Set(leaves(VIEW_WORDS_EN).flatMap(([, t]) => wordsOf(t)).filter((w) => !shared.has(w)));
    const words = await loadViewWords('de');
    const at = '2025-01-01T00:00:00Z';
    const shown = [
      ...forecastRows(contacts, forecastLanguage('de', words.forecast)).flat(),
      ...panchangRows(day, panchangLanguage('de', words.panchang)).flat(),
      ...doshaBlocks(vedicDoshas(vedic), sadeSati(vedic), at, vedicLanguage('de', words.vedic)).flatMap((b) => [b.title, b.verdict, ...b.facts]),
      ...bhavaBalaRows(shadbala(vedic), vedicLanguage('de', words.vedic)).flat(),
      longitudeText(267.9, vedicLanguage('de', words.vedic).sign),
      ...leaves(words).map(([, t]) => t),
    ].join(' ');
    const left = wordsOf(shown).filter((w) => englishWords.has(w));
    expect([...new Set(left)]).toEqual([]);
  });
});
