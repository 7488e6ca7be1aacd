/**
 * The iCalendar feeds' words (issue 31, src/i18n/<locale>/ics-words.ts), checked as the label catalogues are
 * (tests/i18n/label-catalogues.test.ts): one table per label locale, every key in every locale, no blank value,
 * every template valid ICU MessageFormat using only the arguments the writer gives it and every fact the English
 * template states, and no value left as the English one unless listed below with its reason.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ICS_WORDS } from '../../src/i18n/ics-word-catalogues.js';
import { ICS_TEMPLATE_ARGUMENTS, type IcsTemplates } from '../../src/i18n/ics-words.js';
import { SIGNS } from '../../src/schemas/index.js';
import { LABEL_LOCALES } from '../../src/schemas/label-locale.js';

/** Every leaf of a table as `path → value` (the tag and the grammar facts aside). */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (path === '' && (k === 'locale' || k === 'signCases' || k === 'genders')) continue;
      for (const [p, s] of leaves(v, path === '' ? k : `${path}.${k}`)) out.set(p, s);
    }
  }
  return out;
}

/** The argument names of an ICU MessageFormat text, through every plural and select branch. */
function argumentsOf(text: string): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: MessageFormatElement[]) => {
    for (const n of nodes) {
      if (n.type === TYPE.argument || n.type === TYPE.number) names.add(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) {
        names.add(n.value);
        for (const option of Object.values(n.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return names;
}

/** A sign argument's case forms (`signIn`, `startSignOf`) stand for the sign. */
const base = (name: string) => name.replace(/(?<=[sS]ign)(In|Of)$/, '');

/**
 * Values a language writes as English does, reviewed: the name Panchang; words spelled alike (Transit, Station,
 * Stations, Exact in French; Eclipse(s) in Spanish and Portuguese; Italian «in»); the Turkish transit line, whose
 * «natal» and «orb» are the Turkish terms (docs/i18n/tr.md); and templates of placeholders and symbols only.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  'categories.panchang': ['es', 'pt-BR', 'fr', 'de', 'it', 'tr'],
  'categories.transit': ['fr', 'de', 'tr'],
  'categories.station': ['fr', 'de'],
  'feedNames.stations': ['fr'],
  'categories.exact': ['fr'],
  'feedNames.eclipses': ['es', 'pt-BR'],
  'categories.eclipse': ['es', 'pt-BR'],
  'templates.lunationSummary': ['it'],
  'templates.eclipseSummary': ['it'],
  'templates.contactSummary': ['tr'],
  listSeparator: [...LABEL_LOCALES],
  'templates.contactPasses': [...LABEL_LOCALES],
  'templates.timeUt': [...LABEL_LOCALES],
  'templates.position': [...LABEL_LOCALES],
};

const EN = leaves(ICS_WORDS.en);
const KEYS = Object.keys(ICS_TEMPLATE_ARGUMENTS) as (keyof IcsTemplates)[];

describe('iCalendar feed words (issue 31)', () => {
  it('has one table per label locale, each tagged with its locale', () => {
    expect(Object.keys(ICS_WORDS).sort()).toEqual([...LABEL_LOCALES].sort());
    for (const locale of LABEL_LOCALES) expect(ICS_WORDS[locale].locale).toBe(locale);
  });

  it.each(LABEL_LOCALES)('%s has every key of English, no other, and no blank value', (locale) => {
    const own = leaves(ICS_WORDS[locale]);
    expect([...own.keys()].sort()).toEqual([...EN.keys()].sort());
    for (const [path, value] of own) expect(value.trim(), path).not.toBe('');
    expect(Object.keys(ICS_WORDS[locale].templates).sort()).toEqual([...KEYS].sort());
  });

  it.each(LABEL_LOCALES)('%s: every template uses only its arguments and states every fact the English one does', (locale) => {
    for (const key of KEYS) {
      const given = new Set<string>(ICS_TEMPLATE_ARGUMENTS[key]);
      const own = argumentsOf(ICS_WORDS[locale].templates[key]);
      for (const name of own) expect(given.has(base(name)) || given.has(name), `${locale} ${key}: {${name}}`).toBe(true);
      const ownFacts = new Set([...own].map(base));
      // A gender or a select value only steers the words; every other English argument is a fact to keep.
      for (const name of argumentsOf(ICS_WORDS.en.templates[key])) {
        if (/Gender$/.test(name) || ['direction', 'type', 'range', 'last', 'sarosCase', 'instant', 'how', 'luminary', 'count'].includes(name)) continue;
        expect(ownFacts.has(base(name)), `${locale} ${key} lacks {${name}}`).toBe(true);
      }
    }
  });

  it('writes case forms for all twelve signs where a language has them', () => {
    for (const locale of LABEL_LOCALES) {
      for (const forms of Object.values(ICS_WORDS[locale].signCases ?? {})) expect(Object.keys(forms).sort()).toEqual([...SIGNS].sort());
    }
    expect(ICS_WORDS.de.signCases?.in?.Leo).toBe('im Löwen');
    expect(ICS_WORDS.ru.signCases?.of?.Leo).toBe('Льва');
  });

  it.each(LABEL_LOCALES.filter((l) => l !== 'en'))('%s leaves no value as the English one but the reviewed ones', (locale) => {
    const same = [...leaves(ICS_WORDS[locale])].filter(([path, value]) => EN.get(path) === value && !(SAME_AS_ENGLISH[path] ?? []).includes(locale));
    expect(same.map(([path]) => path)).toEqual([]);
  });

  it('counts 29 templates and 46 words (names, categories, phases, eclipses, rules) in each of the ten locales', () => {
    expect(KEYS.length).toBe(29);
    expect(EN.size - KEYS.length).toBe(46);
  });
});
