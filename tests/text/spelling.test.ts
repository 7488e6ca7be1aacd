/**
 * The spell check of all interpretation text (issue 12; docs/interpretations.md "Spelling"): every string of the
 * modules and JSON data under src/text/ (the interpretations, the degree symbols, the lunar guidance, the day
 * highlights, the compatibility text and the narrative phrases, their `{placeholders}` removed), checked by cspell
 * (`cspell-lib`, its bundled American English dictionary, offline: the text is written in American spelling) with the project word list
 * `cspell-words.txt` (named by `.cspell.json`) for astrological terms. It lists each unknown word with the entry it
 * occurs in, and fails on any.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readSettings, spellCheckDocument } from 'cspell-lib';
import { describe, expect, it } from 'vitest';
import { TEXT_LOCALE_NAMES, completedLocaleText, localeText } from '../../src/text/locales.js';
import { TRANSLATIONS } from '../../src/text/translations.js';
import { TEXT_FAMILIES } from '../../src/records/text-families.js';
import { HOROSCOPE_GRAMMARS } from '../../src/text/horoscope-grammar-locales.js';
import { TEXT_FAMILY_NAMES } from '../../src/text/text-family-names.js';
import { MINOR_ASPECT_FRAMES } from '../../src/text/minor-aspect-frames.js';

const ROOT = resolve(__dirname, '../..');
const TEXT_DIR = join(ROOT, 'src/text');

/**
 * The translations' folders (issue 31) and the module that gathers them: spelled in their own language, by
 * tests/i18n/translation-quality.test.ts.
 */
const TRANSLATION_DIRS = new Set([...['es', 'fr', 'de', 'pt-br'].map((l) => join(TEXT_DIR, l)), join(TEXT_DIR, 'translations.ts')]);

/** The files under src/text/, recursively, the translations' folders left out. */
function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (TRANSLATION_DIRS.has(path)) return [];
    return statSync(path).isDirectory() ? textFiles(path) : /\.(ts|json)$/.test(name) ? [path] : [];
  });
}

/** One piece of text and where it comes from. */
interface Entry {
  readonly where: string;
  readonly text: string;
}

/** Every string reachable from a module's exports, with its path. */
function exportedStrings(value: unknown, where: string, out: Entry[], seen: Set<unknown>): void {
  if (typeof value === 'string') {
    out.push({ where, text: value });
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) value.forEach((v, i) => exportedStrings(v, `${where}[${i}]`, out, seen));
  else for (const [k, v] of Object.entries(value)) exportedStrings(v, `${where}.${k}`, out, seen);
}

/** String literals of a source file that read as prose (they contain a space), interpolations removed. */
function proseLiterals(source: string, file: string): Entry[] {
  const out: Entry[] = [];
  const literal = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;
  for (const m of source.matchAll(literal)) {
    const text = (m[1] ?? m[2] ?? '').replace(/\$\{[^}]*\}/g, ' ').replace(/\\(.)/g, '$1');
    if (!text.includes(' ') || text.startsWith('.')) continue;
    out.push({ where: `${file}:${source.slice(0, m.index).split('\n').length}`, text });
  }
  return out;
}

/**
 * All the text, one entry per string, each string once; `{placeholders}` removed: the exported values of every module
 * and JSON file (loaded), and the prose string literals of every module's source (for unexported constants).
 */
async function allText(): Promise<Entry[]> {
  const entries: Entry[] = [];
  // The translations, wherever a module re-exports them (TEXT_LOCALES, TRANSLATIONS), are not American English.
  // So are the horoscope grammar tables of the other languages (HOROSCOPE_GRAMMARS: "en Tauro", "im Widder").
  const seen = new Set<unknown>(TEXT_LOCALE_NAMES.filter((l) => l !== 'en').flatMap((l) => [localeText(l), completedLocaleText(l), TRANSLATIONS[l as Exclude<typeof l, 'en'>], HOROSCOPE_GRAMMARS[l], MINOR_ASPECT_FRAMES[l], TEXT_FAMILY_NAMES[l as Exclude<typeof l, 'en'>]]));
  // And each text family's other locales (TEXT_FAMILIES: `NATAL_TEXT_FAMILY.locales.es`), spelled in their language.
  for (const family of Object.values(TEXT_FAMILIES)) for (const l of TEXT_LOCALE_NAMES) if (l !== 'en') seen.add(family.locales[l]).add(family.locales[l].text);
  for (const path of textFiles(TEXT_DIR)) {
    const file = relative(ROOT, path);
    if (path.endsWith('.json')) {
      exportedStrings(JSON.parse(readFileSync(path, 'utf8')), file, entries, seen);
    } else {
      exportedStrings(await import(path), file, entries, seen);
      entries.push(...proseLiterals(readFileSync(path, 'utf8'), file));
    }
  }
  const unique = new Map<string, Entry>();
  for (const e of entries) if (!unique.has(e.text)) unique.set(e.text, { where: e.where, text: e.text.replace(/\{\w+\}/g, ' ') });
  return [...unique.values()];
}

describe('spelling of the interpretation text', () => {
  it('finds no unknown word in any entry (cspell, American English, the project word list)', async () => {
    const entries = await allText();
    expect(entries.length).toBeGreaterThan(5000); // the interpretations, the degree symbols and the rest are all read
    const starts: number[] = [];
    let text = '';
    for (const e of entries) {
      starts.push(text.length);
      text += `${e.text}\n`;
    }
    const settings = await readSettings(join(ROOT, '.cspell.json'));
    const result = await spellCheckDocument(
      { uri: 'file:///urania-text.txt', text, languageId: 'plaintext', locale: 'en' },
      { generateSuggestions: false, noConfigSearch: true },
      settings,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.checked).toBe(true);
    const entryAt = (offset: number): Entry => {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid]! <= offset) lo = mid;
        else hi = mid - 1;
      }
      return entries[lo]!;
    };
    const misspelled = result.issues.map((issue) => {
      const e = entryAt(issue.offset);
      return `${issue.text} — ${e.where}: “${e.text.slice(0, 80)}${e.text.length > 80 ? '…' : ''}”`;
    });
    expect(misspelled).toEqual([]);
  }, 60_000);

  it('can fail: a planted misspelling and a British spelling are found', async () => {
    const settings = await readSettings(join(ROOT, '.cspell.json'));
    const result = await spellCheckDocument(
      { uri: 'file:///urania-probe.txt', text: 'The Moon makes a sextile to Chiron; a recieved Midheaven colour.', languageId: 'plaintext', locale: 'en' },
      { generateSuggestions: false, noConfigSearch: true },
      settings,
    );
    expect(result.issues.map((i) => i.text)).toEqual(['recieved', 'colour']); // a typo, and British spelling
  });
});
