/**
 * Issue 31: the birth form's error sentences in the page's language (src/web/field-errors.ts with the page words of
 * src/web/page-words-<locale>.ts): hand-typed sentences in German, French and simplified Chinese, every template in
 * every language with the English placeholders, no English word of the English sentences left in another
 * language's messages, and English as before (tests/web/field-errors.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { natalChart } from '../../src/records/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../src/schemas/index.js';
import { birthFormValues } from '../../src/web/birth-form-values.js';
import { fieldErrors, type FieldError } from '../../src/web/field-errors.js';
import { loadPageWords } from '../../src/web/load-page-words.js';
import type { PageWords } from '../../src/web/page-words.js';
import { PAGE_WORDS_DE } from '../../src/web/page-words-de.js';
import { PAGE_WORDS_EN } from '../../src/web/page-words-en.js';
import { PAGE_WORDS_FR } from '../../src/web/page-words-fr.js';
import { PAGE_WORDS_ZH_HANS } from '../../src/web/page-words-zh-hans.js';

const FORM = { birthDate: '1990-07-15', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: '' };

/** The members this family added to PageWords. */
const KEYS = [
  'fieldBirthDate', 'fieldBirthTime', 'fieldLatitude', 'fieldLongitude', 'fieldTimezone', 'fieldHouseSystem', 'fieldRequired',
  'fieldCoordinate', 'latitudeHint', 'longitudeHint', 'fieldZone', 'fieldDate', 'fieldTime', 'fieldSpan', 'fieldInvalid', 'formInvalid',
] as const satisfies readonly (keyof PageWords)[];

/** Values that may equal the English one: the French and Portuguese names of the coordinates are the English words. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  fr: ['fieldLatitude', 'fieldLongitude'],
  'pt-BR': ['fieldLatitude', 'fieldLongitude'],
};

function messages(fields: Record<string, string>, words: PageWords, locale: LabelLocale): FieldError[] {
  try {
    natalChart(birthFormValues({ ...FORM, ...fields }).request);
  } catch (e) {
    return fieldErrors(e, { words, locale });
  }
  throw new Error('the library accepted the form');
}

/** The refusals the form can meet, one form each. */
const REFUSALS: readonly Record<string, string>[] = [
  { latitude: 'north' }, { latitude: '91' }, { longitude: '200' }, { birthDate: '' }, { latitude: '' }, { timezone: 'New York' },
  { timezone: 'Mars/Olympus' }, { birthTime: '25:00' }, { birthDate: 'x' }, { birthDate: '1990-02-30' }, { birthDate: '9999-12-31' },
  { birthDate: '1582-10-10' }, { houseSystem: 'Foo' },
];

describe('the birth form\'s errors in the page\'s language (issue 31)', () => {
  it('writes German as a German reader expects it', () => {
    const de = (fields: Record<string, string>) => messages(fields, PAGE_WORDS_DE, 'de').map((e) => e.message);
    expect(de({ latitude: '91' })).toEqual(['Breite muss eine Zahl zwischen −90 und 90 sein (Grad Nord; Süden negativ, zum Beispiel 40,7128).']);
    expect(de({ longitude: 'west' })).toEqual(['Länge muss eine Zahl zwischen −180 und 180 sein (Grad Ost; Westen negativ, zum Beispiel -74,006).']);
    expect(de({ birthDate: '' })).toEqual(['Geburtsdatum ist ein Pflichtfeld.']);
    expect(de({ timezone: 'New York' })).toEqual(['Zeitzone muss ein IANA-Name wie Europe/Berlin oder America/New_York sein; bleibt das Feld leer, wird sie aus dem Ort bestimmt.']);
    expect(de({ birthTime: '25:00' })).toEqual(['Geburtszeit muss eine Uhrzeit HH:MM zwischen 00:00 und 23:59 sein, zum Beispiel 14:30.']);
    expect(de({ birthDate: '1990-02-30' })).toEqual(['Geburtsdatum muss ein Kalenderdatum in der Form JJJJ-MM-TT sein, zum Beispiel 1990-07-15.']);
    expect(de({ birthDate: '9999-12-31' })).toEqual(['Geburtsdatum muss zwischen den Jahren −3000 und 3000 liegen.']);
    expect(de({ houseSystem: 'Foo' })).toEqual(['Häusersystem ist ungültig.']);
    expect(de({ timezone: 'Mars/Olympus' })).toEqual(de({ timezone: 'New York' }));
  });

  it('writes French and simplified Chinese as their readers expect them', () => {
    const fr = (fields: Record<string, string>) => messages(fields, PAGE_WORDS_FR, 'fr').map((e) => e.message);
    expect(fr({ latitude: 'nord' })).toEqual(['Latitude : saisissez un nombre entre −90 et 90 (degrés nord ; le sud en négatif, par exemple 40,7128).']);
    expect(fr({ latitude: '' })).toEqual(['Latitude : ce champ est obligatoire.']);
    expect(fr({ birthDate: 'x' })).toEqual(['Date de naissance : saisissez une date qui existe au calendrier, sous la forme AAAA-MM-JJ, par exemple 1990-07-15.']);
    const zh = (fields: Record<string, string>) => messages(fields, PAGE_WORDS_ZH_HANS, 'zh-Hans').map((e) => e.message);
    expect(zh({ longitude: '200' })).toEqual(['经度必须是 −180 到 180 之间的数字（东经为正，西经为负，例如 -74.006）。']);
    expect(zh({ birthDate: '' })).toEqual(['请填写出生日期。']);
    expect(zh({ houseSystem: 'Foo' })).toEqual(['宫位制无效。']);
    // A keyed error of the whole form is the page's sentence; a foreign error keeps its own words.
    const whole = new UraniaError('INVALID_ARGUMENT', 'no', { wording: { key: 'notAField', values: {} } } as never);
    expect(fieldErrors(whole, { words: PAGE_WORDS_DE, locale: 'de' })).toEqual([{ field: undefined, message: PAGE_WORDS_DE.formInvalid }]);
    expect(fieldErrors(new TypeError('boom'), { words: PAGE_WORDS_DE, locale: 'de' })).toEqual([{ field: undefined, message: 'boom' }]);
  });

  it('has every template in every language, with the English placeholders and none left in English', async () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const locale of LABEL_LOCALES) {
      const words = await loadPageWords(locale);
      for (const key of KEYS) {
        expect(placeholders(words[key]), `${locale} ${key}`).toEqual(placeholders(PAGE_WORDS_EN[key]));
        if (locale !== 'en' && !(SAME_AS_ENGLISH[locale] ?? []).includes(key)) expect(words[key], `${locale} ${key}`).not.toBe(PAGE_WORDS_EN[key]);
      }
    }
  });

  it('leaves no English word of the English sentences in another language\'s messages', async () => {
    const englishWords = new Set(KEYS.flatMap((k) => PAGE_WORDS_EN[k].replace(/\{\w+\}/g, ' ').match(/\b[a-z]{4,}\b/g) ?? []));
    // Words of the languages themselves: French and Portuguese latitude, longitude; French date; Portuguese and Italian data (a date); German Name.
    for (const own of ['latitude', 'longitude', 'date', 'data', 'name']) englishWords.delete(own);
    for (const locale of LABEL_LOCALES.filter((l) => l !== 'en')) {
      const words = await loadPageWords(locale);
      for (const fields of REFUSALS) {
        for (const { message } of messages(fields, words, locale)) {
          const left = (message.toLowerCase().match(/\b[a-z]{4,}\b/g) ?? []).filter((w) => englishWords.has(w));
          expect(left, `${locale} ${JSON.stringify(fields)}: ${message}`).toEqual([]);
        }
      }
    }
  });

  it('keeps English as it was, by default and when asked for', () => {
    for (const fields of REFUSALS) {
      expect(messages(fields, PAGE_WORDS_EN, 'en'), JSON.stringify(fields)).toEqual((() => {
        try { natalChart(birthFormValues({ ...FORM, ...fields }).request); } catch (e) { return fieldErrors(e); }
        return [];
      })());
    }
  });
});
