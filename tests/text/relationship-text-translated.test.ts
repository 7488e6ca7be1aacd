/**
 * Issue 31: a translated synastry or composite entry names what it reads, as the English does
 * (tests/text/relationship-text.test.ts): a pair both its points and an aspect of its family, an overlay its body and
 * the host's house, a composite entry the word for "composite", its body and its house or sign. Only entries that
 * differ from English are held to the language's names; the English ones are checked by the English test. The
 * names are the languages' astrological names (docs/i18n/<locale>.md), written by hand in tests/fixtures/i18n/point-names.ts.
 */
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import { LABEL_CATALOGUES } from '../../src/i18n/label-catalogues.js';
import { POINT_NAMES, nameWord, type TranslatedLocale } from '../fixtures/i18n/point-names.js';
import { COMPOSITE_SIGN_BODIES, OVERLAY_BODIES, RELATIONSHIP_TEXT_LOCALES, SYNASTRY_ASPECT_FAMILIES } from '../../src/text/index.js';

interface LanguageNames {
  readonly harmonious: string;
  readonly hard: string;
  readonly composite: string;
}

const NAMES: Readonly<Record<TranslatedLocale, LanguageNames>> = {
  es: {
    harmonious: 'trígonos?|sextiles?', hard: 'cuadraturas?|oposición|oposiciones|opuest[oa]s?|opone[ns]?', composite: 'compuest[oa]s?',
  },
  'pt-BR': {
    harmonious: 'trígonos?|sextis|sextil', hard: 'quadraturas?|oposição|oposições|opost[oa]s?|opõe|opõem', composite: 'compost[oa]s?',
  },
  fr: {
    harmonious: 'trigones?|sextiles?', hard: 'carrés?|oppositions?|opposée?s?|oppose|opposent', composite: 'composites?',
  },
  de: {
    harmonious: 'Trigon|Sextil', hard: 'Quadrat|Opposition|opponier|gegenüber', composite: 'Composit|Komposit',
  },
};

/** The house number in digits, not part of a longer number. */
const houseNumber = (n: number) => new RegExp(`(?<!\\d)${n}(?!\\d)`);

interface Entry { readonly label: string; readonly text: string; readonly english: string; readonly needs: readonly RegExp[] }

/** Every synastry and composite entry of a locale with what it must name. */
function entries(locale: TranslatedLocale): Entry[] {
  const n = NAMES[locale];
  const text = RELATIONSHIP_TEXT_LOCALES[locale];
  const en = RELATIONSHIP_TEXT_LOCALES.en;
  const signs = LABEL_CATALOGUES[locale].signs;
  const point = (p: string) => nameWord(POINT_NAMES[locale][p]!, locale);
  const out: Entry[] = [];
  text.synastry.pairs.forEach((e, i) => {
    for (const f of SYNASTRY_ASPECT_FAMILIES) {
      const needs = [point(e.point1), point(e.point2)];
      if (f === 'harmonious') needs.push(nameWord(n.harmonious, locale));
      if (f === 'hard') needs.push(nameWord(n.hard, locale));
      out.push({ label: `synastry ${e.point1}–${e.point2} ${f}`, text: e[f], english: en.synastry.pairs[i]![f], needs });
    }
  });
  for (const b of OVERLAY_BODIES) {
    text.synastry.overlays[b].forEach((t, i) => out.push({
      label: `${b} in the host's house ${i + 1}`, text: t, english: en.synastry.overlays[b][i]!, needs: [point(b), houseNumber(i + 1)],
    }));
    text.composite.houses[b].forEach((t, i) => out.push({
      label: `composite ${b} in house ${i + 1}`, text: t, english: en.composite.houses[b][i]!,
      needs: [nameWord(n.composite, locale), point(b), houseNumber(i + 1)],
    }));
  }
  for (const b of COMPOSITE_SIGN_BODIES) {
    for (const s of SIGNS) out.push({
      label: `composite ${b} in ${s}`, text: text.composite.signs[b][s], english: en.composite.signs[b][s],
      needs: [nameWord(n.composite, locale), point(b), nameWord(signs[s], locale)],
    });
  }
  return out;
}

/** The entries of a list that fail to name something they must, with the pattern they miss. */
const unnamed = (list: readonly Entry[]) =>
  list.flatMap((e) => e.needs.filter((r) => !r.test(e.text)).map((r) => `${e.label}: no ${r.source}`));

describe.each(['es', 'pt-BR', 'fr', 'de'] as const)('the translated synastry and composite text, %s', (locale) => {
  const all = entries(locale);
  const translated = all.filter((e) => e.text !== e.english);

  it('has translated entries to check (the test is not vacuous)', () => {
    expect(translated.length).toBeGreaterThan(0);
  });

  it('names what each translated entry reads: the points and the aspect, the body and the house, the body and the sign', () => {
    expect(unnamed(translated)).toEqual([]);
  });

  it('fails on an entry that names another body, house or aspect (each translated entry with its first name struck)', () => {
    const struck = translated.map((e) => ({ ...e, text: e.text.replace(new RegExp(e.needs[0]!.source, 'giu'), '—') }));
    const failing = new Set(unnamed(struck).map((line) => line.slice(0, line.indexOf(': no '))));
    expect(failing.size).toBe(struck.length);
  });
});
