import type { MoonPhase } from '../schemas/index.js';
import type { NarrativePhrases } from '../text/narrative-text.js';
import { fitsFacts, type FactToken } from './narrative-facts.js';

/**
 * The mechanics shared by the four narratives (docs/horoscopes.md "Narrative"): deterministic choice of a frame,
 * filling its placeholders, joining lists, and assembling sentences within the word bounds.
 */

/** Bounds of a narrative's length, words. */
export const NARRATIVE_WORDS = { min: 80, max: 200 } as const;

/**
 * @summary 32-bit FNV-1a hash of a string (Fowler, Noll and Vo, "The FNV Non-Cryptographic Hash Algorithm",
 * IETF draft-eastlake-fnv, offset basis 2166136261, prime 16777619): a stable, platform-independent choice.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A deterministic chooser: the same key and slot always give the same choice. */
export interface Chooser {
  /** One item of a non-empty list, chosen by the key and the slot name. */
  pick<T>(list: readonly T[], slot: string): T;
  /** `count` distinct items of a list that fit the facts (fewer when not enough fit), in a chosen order. */
  pickFitting(list: readonly string[], slot: string, count: number): string[];
}

/** @summary A chooser keyed by the record's identity (date or period, sign, perspective) and its allowed facts. */
export function chooser(key: string, facts: ReadonlySet<FactToken>): Chooser {
  return {
    pick<T>(list: readonly T[], slot: string): T {
      return list[fnv1a(`${key}|${slot}`) % list.length]!;
    },
    pickFitting(list: readonly string[], slot: string, count: number): string[] {
      const fitting = list.filter((s) => fitsFacts(s, facts));
      if (fitting.length === 0) return [];
      const start = fnv1a(`${key}|${slot}`) % fitting.length;
      const out: string[] = [];
      for (let i = 0; i < Math.min(count, fitting.length); i++) out.push(fitting[(start + i) % fitting.length]!);
      return out;
    },
  };
}

/** @summary Fill `{name}` placeholders of a frame (a missing value leaves the placeholder, which the tests catch). */
export function fill(frame: string, values: Readonly<Record<string, string | number>>): string {
  return frame.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    return v === undefined ? whole : String(v);
  });
}

/** @summary A sentence with its first letter upper-cased. */
export function capitalized(sentence: string): string {
  return sentence.length === 0 ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** @summary "A", "A and B", "A, B and C" with the locale's joiner. */
export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]!}`;
}

/** @summary Words in a text (runs of non-space characters). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** @summary The phrase of a lunar phase: "the Full Moon" (principal) or "a Waxing Gibbous phase" (intermediate). */
export function phasePhrase(phase: MoonPhase, phrases: NarrativePhrases): string {
  const principal = phase === 'New Moon' || phase === 'Full Moon' || phase === 'First Quarter' || phase === 'Last Quarter';
  return fill(principal ? phrases.principalPhase : phrases.intermediatePhase, { phase });
}

/** @summary A body as named in running prose ("the Sun", "Mars"). */
export function bodyName(body: string, phrases: NarrativePhrases): string {
  return phrases.bodyNames[body] ?? body;
}

/** @summary A count in words ("twice", "5 times"). */
export function timesInWords(n: number, phrases: NarrativePhrases): string {
  return fill(phrases.times[Math.min(n, phrases.times.length - 1)]!, { n });
}

/** Length a narrative grows to with optional sentences, words (the bounds stay NARRATIVE_WORDS). */
export const NARRATIVE_TARGET_WORDS = 120;

/** The sentences of a narrative: the facts (in order), optional colour, and a closing line. */
export interface NarrativeParts {
  readonly core: readonly string[];
  readonly extra: readonly string[];
  readonly closing: string;
}

/**
 * @summary Join sentences within NARRATIVE_WORDS: the `core` sentences in order (dropped from the end, never the
 * first, while they and the closing exceed the maximum), then `extra` ones in order while the text is shorter than
 * NARRATIVE_TARGET_WORDS and they fit, then the closing. The composers supply enough extra sentences to reach the
 * minimum; the tests measure it.
 */
export function assemble(parts: NarrativeParts): string {
  const closing = capitalized(parts.closing);
  const closingWords = wordCount(closing);
  const sentences = parts.core.filter((s) => s.length > 0).map(capitalized);
  while (sentences.length > 1 && wordCount(sentences.join(' ')) + closingWords > NARRATIVE_WORDS.max) sentences.pop();
  let words = wordCount(sentences.join(' ')) + closingWords;
  for (const s of parts.extra) {
    if (words >= NARRATIVE_TARGET_WORDS) break;
    if (s.length === 0 || words + wordCount(s) > NARRATIVE_WORDS.max) continue;
    sentences.push(capitalized(s));
    words += wordCount(s);
  }
  return [...sentences, closing].filter((s) => s.length > 0).join(' ');
}
