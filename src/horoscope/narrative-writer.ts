import type { NarrativePhrases } from '../text/narrative-text.js';

/**
 * The mechanics shared by the four narratives (docs/horoscopes.md "Narrative"): a stable hash for deterministic
 * choices, filling placeholders, capitals, word counts and body names.
 */

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

/** @summary Words in a text (runs of non-space characters). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

/** @summary A body as named in running prose ("the Sun", "Mars"). */
export function bodyName(body: string, phrases: NarrativePhrases): string {
  return phrases.bodyNames[body] ?? body;
}
