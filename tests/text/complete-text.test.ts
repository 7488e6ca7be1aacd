/**
 * Issue 31: the one completion step of every text family outside `LocaleText` (src/text/complete-text.ts). For any
 * partial translation — a random subset of a real family's entries — the completed text has exactly English's shape,
 * the translation where it gave an entry, English elsewhere, and `missing` lists exactly the absent entries, in the
 * family's order, by their path. The leaves and their paths are found here by a scan of the English data of the test's
 * own (a string or a function is an entry; a synastry pair's points are identifiers, not text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_FAMILIES } from '../../src/records/text-families.js';
import { completeText } from '../../src/text/complete-text.js';

interface Leaf {
  readonly keys: readonly (string | number)[];
  readonly name: string;
  readonly english: unknown;
}

const IDENTIFIERS: Readonly<Record<string, readonly string[]>> = { relationship: ['point1', 'point2'] };

/** Every entry of an English family: its keys from the root, its path as a translator reads it, its English. */
function leavesOf(value: unknown, ids: readonly string[], keys: (string | number)[] = [], name = '', out: Leaf[] = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'function') out.push({ keys, name, english: value });
  else if (Array.isArray(value)) {
    value.forEach((v: unknown, i) => {
      const own = v !== null && typeof v === 'object' && !Array.isArray(v) ? ids.map((k) => (v as Record<string, unknown>)[k]).filter((x) => typeof x === 'string') : [];
      leavesOf(v, ids, [...keys, i], `${name}[${own.length > 0 ? own.join('|') : i}]`, out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!ids.includes(k)) leavesOf(v, ids, [...keys, k], name === '' ? k : `${name}.${k}`, out);
  }
  return out;
}

/** A partial translation holding the chosen entries, each a marked copy: `«path»`, or a new function. */
function partialOf(leaves: readonly Leaf[]): { partial: Record<string, unknown>; given: Map<string, unknown> } {
  const partial: Record<string, unknown> = {};
  const given = new Map<string, unknown>();
  for (const leaf of leaves) {
    const t = typeof leaf.english === 'function' ? () => `«${leaf.name}»` : `«${leaf.name}»`;
    given.set(leaf.name, t);
    let node: Record<string | number, unknown> = partial;
    leaf.keys.forEach((k, i) => {
      if (i === leaf.keys.length - 1) node[k] = t;
      else node = (node[k] ??= typeof leaf.keys[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
    });
  }
  return { partial, given };
}

const at = (value: unknown, keys: readonly (string | number)[]): unknown => keys.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

/** The shape of a value: its members and lengths, each entry replaced by its kind. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
  return typeof value === 'string' || typeof value === 'function' ? 'entry' : value;
}

describe.each(Object.entries(TEXT_FAMILIES))('completeText on the %s family', (key, family) => {
  const ids = IDENTIFIERS[key] ?? [];
  const leaves = leavesOf(family.english, ids);

  it('has entries to translate', () => {
    // The smallest family, the chart shape's leading-planet sentence (one composer), has one.
    expect(leaves.length).toBeGreaterThanOrEqual(1);
  });

  it('completes any partial translation: English’s shape, the given entries, English elsewhere, and exactly the absent ones missing', () => {
    const subsets = fc.oneof(
      fc.array(fc.boolean(), { minLength: leaves.length, maxLength: leaves.length }),
      fc.constantFrom(leaves.map(() => true), leaves.map(() => false)),
      fc.nat(leaves.length - 1).map((i) => leaves.map((_, j) => j === i)),
    );
    fc.assert(fc.property(subsets, (chosen) => {
      const kept = leaves.filter((_, i) => chosen[i]);
      const { partial, given } = partialOf(kept);
      const done = completeText(family.english, partial as never, { identifiers: ids });
      expect(shapeOf(done.text)).toEqual(shapeOf(family.english));
      for (const leaf of leaves) expect(at(done.text, leaf.keys), leaf.name).toBe(given.get(leaf.name) ?? leaf.english);
      expect(done.missing.map((m) => m.entry)).toEqual(leaves.filter((_, i) => !chosen[i]).map((l) => l.name));
      expect(done.missing.every((m, i) => m.english === leaves.filter((_, j) => !chosen[j])[i]!.english)).toBe(true);
      expect(done.translated.map((t) => t.entry)).toEqual(kept.map((l) => l.name));
      // Nothing translated: English itself, not a copy.
      if (kept.length === 0) expect(done.text).toBe(family.english);
    }), { numRuns: 40 });
  });
});
