import { keyAt, keyLowerBound, type AtlasData } from './atlas.js';
import { withinOneEdit } from './within-one-edit.js';

/**
 * The places by the length of their search key and its last character (one bucket per pair, indices ascending),
 * built once on the first typo-tolerant search: one pass to count, one to fill (no sort). Lengths from 63 share
 * bucket row 63, last characters outside ASCII share column 127: a bucket may hold more than its pair, never less
 * (the search compares every key it takes).
 */
interface SuffixBuckets {
  /** Where bucket b's places start in `items`; `starts[b + 1]` ends them. */
  readonly starts: Uint32Array;
  readonly items: Uint32Array;
}

const buckets = new WeakMap<AtlasData, SuffixBuckets>();

const bucketOf = (length: number, last: number): number => Math.min(length, 63) * 128 + Math.min(last, 127);

function suffixBuckets(a: AtlasData): SuffixBuckets {
  let built = buckets.get(a);
  if (built === undefined) {
    const ofPlace = new Uint16Array(a.size);
    const starts = new Uint32Array(64 * 128 + 1);
    for (let i = 0; i < a.size; i++) {
      const k = keyAt(a, i);
      const b = bucketOf(k.length, k.charCodeAt(k.length - 1));
      ofPlace[i] = b;
      starts[b + 1]!++;
    }
    for (let b = 1; b < starts.length; b++) starts[b]! += starts[b - 1]!;
    const fill = starts.slice(0, -1);
    const items = new Uint32Array(a.size);
    for (let i = 0; i < a.size; i++) items[fill[ofPlace[i]!]!++] = i;
    built = { starts, items };
    buckets.set(a, built);
  }
  return built;
}

/**
 * @summary The places whose search key is one edit from `key` (`withinOneEdit`) but not equal to it, ordered by key
 * length, then index — the answer, and the order, of a pass over every key of length `key.length ± 1` — found
 * without that pass. A single edit of a query of n letters touches at most two neighbouring letters, at p and p + 1,
 * so a key one edit away begins with the query's first p letters and ends with its last n − p − 2 (a substitution,
 * a deletion, an insertion before p, a swap of p and p + 1). With A = ⌊(n − 1) / 2⌋ and B = n − 1 − A, either p ≥ A
 * and the key begins with the query's first A letters — a range of the sorted keys, found by binary search — or
 * p < A and it ends with the query's last B letters, in the buckets of its length and last letter. Only those
 * keys are compared with `withinOneEdit`. Queries of 3 letters or more (A, B ≥ 1).
 * @example typoCandidates(theAtlas(), 'zurihc') // [index of Zürich's key 'zurich', …]
 */
export function typoCandidates(a: AtlasData, key: string): number[] {
  const n = key.length;
  if (n < 3) throw new Error(`typoCandidates: a key of ${n} letters (3 or more are searched)`);
  const head = key.slice(0, (n - 1) >> 1);
  const tail = key.slice(n - (n - 1 - head.length));
  const found = new Set<number>();
  const keep = (i: number, k: string) => {
    if (k !== key && withinOneEdit(k, key)) found.add(i);
  };
  for (let i = keyLowerBound(a, head); i < a.size; i++) {
    const k = keyAt(a, i);
    if (!k.startsWith(head)) break;
    if (Math.abs(k.length - n) <= 1) keep(i, k);
  }
  const { starts, items } = suffixBuckets(a);
  const last = key.charCodeAt(n - 1);
  // Lengths n − 1 … n + 1 (from 63 on one shared bucket row: visited once).
  for (let length = Math.min(n - 1, 63); length <= Math.min(n + 1, 63); length++) {
    const b = bucketOf(length, last);
    for (let j = starts[b]!, end = starts[b + 1]!; j < end; j++) {
      const i = items[j]!;
      const k = keyAt(a, i);
      if (Math.abs(k.length - n) <= 1 && k.endsWith(tail)) keep(i, k);
    }
  }
  return [...found].sort((x, y) => keyAt(a, x).length - keyAt(a, y).length || x - y);
}
