/**
 * The similarity measures of the interpretation-text tests (the same as tests/text/interpretations.test.ts uses for
 * the first texts): words, sentences, and the largest share of one text's four-word sequences found in another.
 */

/** The bound on shared 4-word sequences between two entries. */
export const MAX_SHARED_4GRAMS = 0.4;
/** Text that is not finished writing. */
export const PLACEHOLDER = /lorem|ipsum|\btodo\b|\btbd\b|\bxxx\b|placeholder|\?\?/i;
/**
 * The same in a translation: "todo" left out (Spanish and Portuguese for "all"), and "lorem" and "ipsum" as whole words
 * (Portuguese "florem"); each language adds its own words.
 */
export const PLACEHOLDER_TRANSLATED = /\blorem\b|\bipsum\b|\btbd\b|\bxxx\b|placeholder|\?\?/i;

export const words = (s: string): string[] => s.split(/\s+/).filter((w) => /\w/.test(w));
export const sentences = (s: string): string[] => s.split(/(?<=[.!?])\s+/).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 20);

export function fourGrams(s: string): Set<string> {
  const w = words(s.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' '));
  const out = new Set<string>();
  for (let i = 0; i + 3 < w.length; i += 1) out.add(w.slice(i, i + 4).join(' '));
  return out;
}

/** The largest share of one text's 4-grams found in another's, over all pairs, with the pair (inverted index). */
export function maxOverlap(texts: readonly string[]): { share: number; i: number; j: number } {
  const grams = texts.map(fourGrams);
  const postings = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const g of set) {
      const list = postings.get(g);
      if (list === undefined) postings.set(g, [i]);
      else list.push(i);
    }
  });
  let best = { share: 0, i: -1, j: -1 };
  grams.forEach((set, i) => {
    if (set.size === 0) return;
    const shared = new Map<number, number>();
    for (const g of set) for (const j of postings.get(g)!) if (j !== i) shared.set(j, (shared.get(j) ?? 0) + 1);
    for (const [j, n] of shared) if (n / set.size > best.share) best = { share: n / set.size, i, j };
  });
  return best;
}
