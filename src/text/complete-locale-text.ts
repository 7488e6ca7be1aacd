import type { AspectText } from './aspect-text.js';
import type { LocaleText, PartialLocaleText } from './locale-text.js';

/** The families of `LocaleText`, in a reader's words (the `warnings` of a record name them). */
export const LOCALE_TEXT_FAMILY_NAMES: Readonly<Record<keyof LocaleText, string>> = {
  houses: 'house meanings',
  signs: 'sign descriptions',
  decans: 'decans',
  planetInSign: 'planets in signs',
  planetInHouse: 'planets in houses',
  degreeSymbols: 'degree symbols',
  aspects: 'aspects',
  minorAspects: 'minor aspects',
  pointThemes: 'aspect point themes',
};

/** An entry a translation lacks: its family, a reader's name for it, and the English it falls back to. */
export interface MissingEntry {
  readonly family: keyof LocaleText;
  /** `Sun in Aries`, `house 7`, `Aries 12°`, `Sun square Moon`. */
  readonly entry: string;
  readonly english: unknown;
}

/** An entry a translation has: its family, a reader's name for it, the English and the translation. */
export interface TranslatedEntry extends MissingEntry {
  readonly translated: unknown;
}

/** A locale's complete text: the translation where it has an entry, English elsewhere, and what fell back. */
export interface CompletedLocaleText {
  readonly text: LocaleText;
  readonly missing: readonly MissingEntry[];
  /** The entries the translation has, beside their English (for the tests every translation is held to). */
  readonly translated: readonly TranslatedEntry[];
}

/** How deep each family's entries sit (keys from the family to one entry), and how an entry's path reads. */
const SHAPES: Readonly<Record<Exclude<keyof LocaleText, 'aspects'>, { depth: number; name: (path: readonly string[], english: unknown) => string }>> = {
  houses: { depth: 1, name: ([i]) => `house ${Number(i) + 1}` },
  signs: { depth: 1, name: ([sign]) => sign! },
  decans: { depth: 1, name: (_, e) => `${(e as { sign: string }).sign} decan ${(e as { decan: number }).decan}` },
  planetInSign: { depth: 2, name: ([body, sign]) => `${body} in ${sign}` },
  planetInHouse: { depth: 2, name: ([body, i]) => `${body} in house ${Number(i) + 1}` },
  degreeSymbols: { depth: 2, name: ([sign, i]) => `${sign} ${Number(i) + 1}°` },
  minorAspects: { depth: 1, name: ([aspect]) => aspect! },
  pointThemes: { depth: 1, name: ([point]) => point! },
};

/** The English tree with the translation's entries in it, `depth` levels down; each English entry used is reported. */
function mergeAt(
  english: unknown, translated: unknown, depth: number, path: readonly string[],
  missing: (path: readonly string[], english: unknown) => void, present: (path: readonly string[], english: unknown, translated: unknown) => void,
): unknown {
  if (depth === 0) {
    if (translated === undefined || translated === null) {
      missing(path, english);
      return english;
    }
    present(path, english, translated);
    return translated;
  }
  const inner = (key: string): unknown =>
    translated === undefined || translated === null ? undefined : (translated as Record<string, unknown>)[key];
  if (Array.isArray(english)) return english.map((v, i) => mergeAt(v, inner(String(i)), depth - 1, [...path, String(i)], missing, present));
  return Object.fromEntries(
    Object.entries(english as Record<string, unknown>).map(([k, v]) => [k, mergeAt(v, inner(k), depth - 1, [...path, k], missing, present)]),
  );
}

const aspectKey = (a: AspectText): string => `${a.body1}|${a.body2}|${a.aspect}`;

/**
 * @summary A translation completed with English (issue 31): every family and entry the translation has, in English's
 * order and shape, and English for each entry it lacks, listed in `missing` (never a blank, never a key). The English
 * text completed with nothing is itself, entry for entry.
 * @example completeLocaleText(TEXT_EN, {}).missing.length > 1000 // true
 */
export function completeLocaleText(english: LocaleText, translation: PartialLocaleText): CompletedLocaleText {
  const missing: MissingEntry[] = [];
  const translated: TranslatedEntry[] = [];
  const out: Record<string, unknown> = {};
  for (const family of Object.keys(SHAPES) as (keyof typeof SHAPES)[]) {
    const shape = SHAPES[family];
    out[family] = mergeAt(
      english[family], translation[family], shape.depth, [],
      (path, e) => missing.push({ family, entry: shape.name(path, e), english: e }),
      (path, e, t) => translated.push({ family, entry: shape.name(path, e), english: e, translated: t }),
    );
  }
  const translatedAspects = new Map((translation.aspects ?? []).map((a) => [aspectKey(a), a]));
  out.aspects = english.aspects.map((a) => {
    const t = translatedAspects.get(aspectKey(a));
    if (t !== undefined) {
      translated.push({ family: 'aspects', entry: `${a.body1} ${a.aspect} ${a.body2}`, english: a, translated: t });
      return t;
    }
    missing.push({ family: 'aspects', entry: `${a.body1} ${a.aspect} ${a.body2}`, english: a });
    return a;
  });
  return { text: out as unknown as LocaleText, missing, translated };
}
