/**
 * The mechanics shared by the four narratives (docs/horoscopes.md "Narrative"): a stable hash for deterministic
 * choices, capitals and word counts (the messages are composed by piece-language.ts).
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

/** @summary A sentence with its first letter upper-cased. */
export function capitalized(sentence: string): string {
  return sentence.length === 0 ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** @summary Words in a text (runs of non-space characters). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}
