import type { PartialText } from './partial-text.js';

/** An entry of a text family that a translation lacks: its path in the family's data, and the English it reads. */
export interface MissingText {
  /** The entry's path in the family's data, as a translator finds it: `houseTransits.Saturn[3]`, `risingSign.Leo`. */
  readonly entry: string;
  readonly english: unknown;
}

/** An entry a translation has: its path, its English and its translation (for the checks every translation is held to). */
export interface TranslatedText extends MissingText {
  readonly translated: unknown;
}

/** A family's text completed with English: the translation where it has an entry, English elsewhere, and which is which. */
export interface CompletedText<T> {
  readonly text: T;
  /** The entries read in English, in the family's order. */
  readonly missing: readonly MissingText[];
  readonly translated: readonly TranslatedText[];
}

/** How to walk a family. */
export interface CompleteTextOptions {
  /**
   * Members that name an entry rather than hold text (a synastry pair's `point1` and `point2`): always English's,
   * never counted as missing; an array entry carrying them is named by them (`synastry.pairs[Sun|Moon].hard`).
   */
  readonly identifiers?: readonly string[];
}

/** An array element's path segment: `[Sun|Moon]` by its identifiers, else `[3]`. */
function segment(index: number, english: unknown, identifiers: readonly string[]): string {
  if (english !== null && typeof english === 'object' && !Array.isArray(english)) {
    const ids = identifiers.map((k) => (english as Record<string, unknown>)[k]).filter((v) => typeof v === 'string');
    if (ids.length > 0) return `[${ids.join('|')}]`;
  }
  return `[${index}]`;
}

/**
 * @summary A translation of a text family completed with English (issue 31), the one step every family outside
 * `LocaleText` shares: English's shape, member for member and index for index; each string or composing function the
 * translation has, and English's for each it lacks (never a blank, never a key), listed by path in `missing`.
 * Numbers, booleans and identifier members are English's. A translation with nothing in it is English itself.
 * @example completeText({ a: 'One', b: ['Two', 'Three'] }, { b: [undefined, 'Tres'] }).missing.map((m) => m.entry) // ['a', 'b[0]']
 */
export function completeText<T>(english: T, translation: PartialText<T> | undefined, options: CompleteTextOptions = {}): CompletedText<T> {
  const identifiers = options.identifiers ?? [];
  const missing: MissingText[] = [];
  const translated: TranslatedText[] = [];
  const merge = (e: unknown, t: unknown, path: string): unknown => {
    if (typeof e === 'string' || typeof e === 'function') {
      if (t === undefined || t === null) {
        missing.push({ entry: path, english: e });
        return e;
      }
      translated.push({ entry: path, english: e, translated: t });
      return t;
    }
    if (e === null || typeof e !== 'object') return e;
    const inner = (key: string | number): unknown => (t === undefined || t === null ? undefined : (t as Record<string, unknown>)[key]);
    if (Array.isArray(e)) return e.map((v, i) => merge(v, inner(i), `${path}${segment(i, v, identifiers)}`));
    return Object.fromEntries(Object.entries(e as Record<string, unknown>).map(([k, v]) =>
      [k, identifiers.includes(k) ? v : merge(v, inner(k), path === '' ? k : `${path}.${k}`)]));
  };
  const text = merge(english, translation, '') as T;
  return { text: translated.length === 0 ? english : text, missing, translated };
}
