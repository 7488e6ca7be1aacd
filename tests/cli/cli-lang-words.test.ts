/**
 * The CLI's word families of issue 31 (src/cli/traditional-words.ts, map-words.ts, match-words.ts, panchang-words.ts,
 * forecast-table-words.ts, derived-words.ts, kp-words.ts, time-lords-words.ts),
 * checked as the label catalogues are: every key in every locale with English's ICU arguments, no value left as
 * English unless listed here with its reason, and the four languages of the translated text spelled right (cspell).
 */
import { describe, expect, it } from 'vitest';
import { DERIVED_WORDS } from '../../src/cli/derived-words.js';
import { FORECAST_TABLE_WORDS } from '../../src/cli/forecast-table-words.js';
import { KP_WORDS } from '../../src/cli/kp-words.js';
import { TIME_LORDS_WORDS } from '../../src/cli/time-lords-words.js';
import { MAP_WORDS } from '../../src/cli/map-words.js';
import { MATCH_WORDS } from '../../src/cli/match-words.js';
import { PANCHANG_WORDS } from '../../src/cli/panchang-words.js';
import { TRADITIONAL_WORDS } from '../../src/cli/traditional-words.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';
import { unknownWords, type TextLocaleTag } from '../i18n/translation-checks.js';
import { argumentsOf, leaves } from '../i18n/word-family-leaves.js';

const FAMILIES = { TRADITIONAL_WORDS, MAP_WORDS, MATCH_WORDS, PANCHANG_WORDS, FORECAST_TABLE_WORDS, DERIVED_WORDS, KP_WORDS, TIME_LORDS_WORDS } as const;
const OTHERS = LABEL_LOCALES.filter((l) => l !== 'en');

/**
 * Values another language writes as English does, reviewed: the Sanskrit terms of Jyotish in Latin transliteration
 * (the languages in Latin script write them so: Tithi, Nakshatra, Rahu kalam, the poruthams, the kootas of the
 * ashtakoot; docs/i18n/<locale>.md), the Latin `almuten figuris`, unit symbols, punctuation, and words spelled alike.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, string>> = {
  'TRADITIONAL_WORDS.almuten': 'almuten figuris is Latin, written so in es, pt-BR, it, tr',
  'TRADITIONAL_WORDS.scoreColumns.5': 'total is the word in es, pt-BR, fr',
  'TRADITIONAL_WORDS.lotColumns.1': 'longitude is the word in pt-BR and fr',
  'TRADITIONAL_WORDS.lotColumns.3': 'formula is the word in it',
  'MAP_WORDS.kilometres': 'the unit symbol km',
  'MATCH_WORDS.ashtakoot': 'the kootas by their Sanskrit names',
  'MATCH_WORDS.poruthams': 'Poruthams, the Sanskrit plural as the glossaries write it',
  'MATCH_WORDS.listSeparator': 'a comma',
  ...Object.fromEntries(Object.keys(MATCH_WORDS.en.poruthamNames).map((k) => [`MATCH_WORDS.poruthamNames.${k}`, 'a porutham by its Sanskrit name'])),
  ...Object.fromEntries(['tithi', 'paksha', 'nakshatra', 'yoga', 'karana'].map((k) => [`PANCHANG_WORDS.rows.${k}`, 'a limb of the Panchang by its Sanskrit name'])),
  ...Object.fromEntries(Object.keys(PANCHANG_WORDS.en.periods).map((k) => [`PANCHANG_WORDS.periods.${k}`, 'a period of the day by its Sanskrit name'])),
  'PANCHANG_WORDS.months': 'amanta and purnimanta, the Sanskrit names of the month reckonings',
  'PANCHANG_WORDS.adhika': 'Adhika, the Sanskrit intercalary month',
  'PANCHANG_WORDS.years': 'the Shaka and Vikram eras by their names',
  'FORECAST_TABLE_WORDS.contact': 'placeholders only: the names come from the catalogue',
  'FORECAST_TABLE_WORDS.transitColumns.1': 'transit is the word in fr and tr',
  'FORECAST_TABLE_WORDS.transitColumns.2': 'exact is the word in fr',
  'FORECAST_TABLE_WORDS.progressionColumns.2': 'exact is the word in fr',
  'DERIVED_WORDS.harmonicColumns.1': 'natal is the word in es, pt-BR, fr, tr',
  'DERIVED_WORDS.harmonicColumns.2': 'H and the harmonic’s number, a symbol',
  'DERIVED_WORDS.draconicColumns.1': 'tropical is the word in es, pt-BR, fr',
  'DERIVED_WORDS.relationshipColumns.1': 'longitude is the word in pt-BR and fr',
  'DERIVED_WORDS.uranianColumns.2': 'orb is the word in tr',
  'KP_WORDS.columns.0': 'longitude is the word in pt-BR and fr',
  'KP_WORDS.columns.1': 'the nakshatra by its Sanskrit name',
  'KP_WORDS.columns.4': 'sub, Krishnamurti’s own term',
  'KP_WORDS.columns.5': 'sub-sub, Krishnamurti’s own term',
};

describe.each(Object.entries(FAMILIES))('%s', (name, family) => {
  const english = leaves(family.en);

  it.each(OTHERS)('%s has every key of English with the same ICU arguments', (locale) => {
    const own = leaves(family[locale]);
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of english) expect(argumentsOf(own.get(path)!), `${name}.${path} (${locale})`).toEqual(argumentsOf(text));
  });

  it.each(OTHERS)('%s leaves no value as English but the listed ones', (locale) => {
    const same = [...leaves(family[locale])].filter(([path, text]) => english.get(path) === text).map(([path]) => `${name}.${path}`);
    expect(same.filter((path) => SAME_AS_ENGLISH[path] === undefined)).toEqual([]);
  });
});

/** The words of a template: arguments, ICU syntax and the flag `--json` left out. */
function wordsOf(text: string): string {
  return text
    .replace(/\{\w+, (?:select|plural),/g, ' ')
    .replace(/\b(?:greater|middle|other|yes|balanced|unbalanced|one|few|none|back|again|newMoon|retrograde|agents|day|bonatti) \{/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/--json|docs\/vedic\.md|[{}#]/g, ' ');
}

describe.each(['es', 'pt-BR', 'fr', 'de'] as const)('the CLI words in %s', (locale: TextLocaleTag) => {
  it('are spelled right (cspell, the language’s dictionary and its astrology word list)', async () => {
    const texts = Object.values(FAMILIES).flatMap((family) => [...leaves(family[locale]).values()].map(wordsOf));
    expect(await unknownWords(texts, locale)).toEqual([]);
  }, 120_000);
});
