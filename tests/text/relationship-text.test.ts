/**
 * The synastry and composite text (issue 26, "New text families"): every entry present once, in the stated word
 * bounds, naming what it reads (the pair's points, the aspect family's aspects, the house, the sign), no sentence
 * shared with another entry of these families or of the natal text, and no entry sharing 40 % of its 4-word
 * sequences with another of its family (the check of tests/text/interpretations.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import {
  COMPOSITE_SIGN_BODIES, OVERLAY_BODIES, RELATIONSHIP_TEXT_LOCALES, SYNASTRY_ASPECT_FAMILIES, SYNASTRY_POINTS, TEXT_LOCALES,
  compositeHouseText, compositeSignText, synastryAspectFamily, synastryOverlayText, synastryPairText,
} from '../../src/text/index.js';

/** The bounds: synastry aspects 60–120 words, overlays 40–80, composite 60–100. */
const PAIR_WORDS = { min: 60, max: 120 };
const OVERLAY_WORDS = { min: 40, max: 80 };
const COMPOSITE_WORDS = { min: 60, max: 100 };
/** The bound on shared 4-word sequences between two entries (tests/text/interpretations.test.ts). */
const MAX_SHARED_4GRAMS = 0.4;
const PLACEHOLDER = /lorem|ipsum|\btodo\b|\btbd\b|\bxxx\b|placeholder|\?\?|\{|\}/i;

// The word, sentence and 4-gram definitions of tests/text/interpretations.test.ts, repeated here to the letter.
const words = (s: string) => s.split(/\s+/).filter((w) => /\w/.test(w));
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 20);
function fourGrams(s: string): Set<string> {
  const w = words(s.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' '));
  const out = new Set<string>();
  for (let i = 0; i + 3 < w.length; i += 1) out.add(w.slice(i, i + 4).join(' '));
  return out;
}
/** The largest share of one text's 4-grams found in another's, over all pairs, with the pair. */
function maxOverlap(texts: readonly { label: string; text: string }[]): { share: number; pair: string } {
  const grams = texts.map((t) => fourGrams(t.text));
  const postings = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const g of set) {
      const list = postings.get(g);
      if (list === undefined) postings.set(g, [i]);
      else list.push(i);
    }
  });
  let best = { share: 0, pair: '' };
  grams.forEach((set, i) => {
    if (set.size === 0) return;
    const shared = new Map<number, number>();
    for (const g of set) for (const j of postings.get(g)!) if (j !== i) shared.set(j, (shared.get(j) ?? 0) + 1);
    for (const [j, n] of shared) if (n / set.size > best.share) best = { share: n / set.size, pair: `${texts[i]!.label} ~ ${texts[j]!.label}` };
  });
  return best;
}

const NAMES: Readonly<Record<string, string>> = { NorthNode: 'North Node' };
const nameOf = (p: string) => NAMES[p] ?? p;
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

describe.each(Object.entries({ en: RELATIONSHIP_TEXT_LOCALES.en }))('synastry and composite text, locale %s', (locale, text) => {
  const pairs = text.synastry.pairs.flatMap((e) => SYNASTRY_ASPECT_FAMILIES.map((f) => ({
    label: `${e.point1}–${e.point2} ${f}`, point1: e.point1, point2: e.point2, family: f, text: e[f],
  })));
  const overlays = OVERLAY_BODIES.flatMap((b) => text.synastry.overlays[b].map((t, i) => ({ label: `${b} in house ${i + 1} (overlay)`, body: b, house: i + 1, text: t })));
  const houses = OVERLAY_BODIES.flatMap((b) => text.composite.houses[b].map((t, i) => ({ label: `composite ${b} in house ${i + 1}`, body: b, house: i + 1, text: t })));
  const signs = COMPOSITE_SIGN_BODIES.flatMap((b) => SIGNS.map((s) => ({ label: `composite ${b} in ${s}`, body: b, sign: s, text: text.composite.signs[b][s] })));

  it('has every pair of the twelve synastry points once (a point with itself included: 78), each in three aspect families', () => {
    const want = SYNASTRY_POINTS.flatMap((a, i) => SYNASTRY_POINTS.slice(i).map((b) => `${a}|${b}`));
    expect(want).toHaveLength(78);
    expect(text.synastry.pairs.map((e) => `${e.point1}|${e.point2}`).sort()).toEqual([...want].sort());
    expect(pairs).toHaveLength(234);
  });

  it('has the ten planets in each of the other person’s houses (120) and in each composite house (120), and the composite Sun, Moon, Venus and Mars in each sign (48)', () => {
    for (const b of OVERLAY_BODIES) {
      expect(text.synastry.overlays[b], b).toHaveLength(12);
      expect(text.composite.houses[b], b).toHaveLength(12);
    }
    expect(overlays).toHaveLength(120);
    expect(houses).toHaveLength(120);
    for (const b of COMPOSITE_SIGN_BODIES) expect(Object.keys(text.composite.signs[b]).sort(), b).toEqual([...SIGNS].sort());
    expect(signs).toHaveLength(48);
  });

  it('keeps the stated lengths: synastry aspects 60–120 words, overlays 40–80, composite 60–100', () => {
    const check = (list: readonly { label: string; text: string }[], bounds: { min: number; max: number }) => {
      for (const e of list) {
        expect(words(e.text).length, e.label).toBeGreaterThanOrEqual(bounds.min);
        expect(words(e.text).length, e.label).toBeLessThanOrEqual(bounds.max);
      }
    };
    check(pairs, PAIR_WORDS);
    check(overlays, OVERLAY_WORDS);
    check([...houses, ...signs], COMPOSITE_WORDS);
  });

  it('names what each entry reads: the pair’s points and the family’s aspects, the body and the house, the body and the sign', () => {
    for (const e of pairs) {
      expect(e.text, e.label).toContain(nameOf(e.point1));
      expect(e.text, e.label).toContain(nameOf(e.point2));
      if (e.family === 'harmonious') expect(e.text, e.label).toMatch(/\b(trine|sextile)\b/);
      if (e.family === 'hard') expect(e.text, e.label).toMatch(/\b(square|squares|squaring|oppose|opposes|opposing|opposite|opposition)\b/);
    }
    for (const e of overlays) {
      expect(e.text, e.label).toContain(`${e.body} `);
      expect(e.text, e.label).toContain(`the host's ${ordinal(e.house)} house`);
    }
    for (const e of houses) {
      expect(e.text, e.label).toContain(`composite ${e.body} `);
      expect(e.text, e.label).toContain(`${ordinal(e.house)} house`);
    }
    for (const e of signs) expect(e.text, e.label).toContain(`composite ${e.body} in ${e.sign}`);
  });

  it('never repeats a sentence, within these families or against the natal text', () => {
    const natal = TEXT_LOCALES[locale as keyof typeof TEXT_LOCALES];
    const seen = new Map<string, string>();
    const natalTexts = [
      ...natal.houses.map((h) => h.description), ...Object.values(natal.signs), ...natal.decans.map((d) => d.description),
      ...Object.values(natal.planetInSign).flatMap((r) => Object.values(r).map((p) => p.description)),
      ...Object.values(natal.planetInHouse).flatMap((l) => l.map((p) => p.description)),
      ...natal.aspects.map((a) => a.description),
    ];
    for (const t of natalTexts) for (const s of sentences(t)) seen.set(s, 'natal text');
    for (const e of [...pairs, ...overlays, ...houses, ...signs]) {
      for (const s of sentences(e.text)) {
        expect(seen.get(s), `${e.label} repeats "${s}"`).toBeUndefined();
        seen.set(s, e.label);
      }
    }
  });

  it('no entry shares 40 % of its 4-word sequences with another of its family (synastry aspects, overlays, composite houses, composite signs)', () => {
    for (const list of [pairs, overlays, houses, signs]) {
      const { share, pair } = maxOverlap(list);
      expect(share, pair).toBeLessThan(MAX_SHARED_4GRAMS);
    }
  });

  it('holds no placeholder text', () => {
    for (const e of [...pairs, ...overlays, ...houses, ...signs]) expect(e.text, e.label).not.toMatch(PLACEHOLDER);
  });
});

describe('the relationship lookups', () => {
  it('read a pair whichever person holds which point, by the aspect’s family; overlays, houses and signs by number and name', () => {
    expect(synastryPairText('Moon', 'Saturn', 'hard')).toBe(synastryPairText('Saturn', 'Moon', 'hard'));
    expect(synastryPairText('Moon', 'Saturn', 'hard')).not.toBe(synastryPairText('Moon', 'Saturn', 'harmonious'));
    expect(synastryPairText('Venus', 'Venus', 'conjunction')).toContain('Venus');
    expect(synastryOverlayText('Venus', 7)).toContain('7th house');
    expect(compositeHouseText('Saturn', 10)).toContain('10th house');
    expect(compositeSignText('Mars', 'Aries')).toContain('composite Mars in Aries');
  });

  it('sorts each major aspect into its family and leaves the minor ones out', () => {
    expect(['conjunction', 'sextile', 'trine', 'square', 'opposition', 'quincunx'].map((a) => synastryAspectFamily(a as never)))
      .toEqual(['conjunction', 'harmonious', 'harmonious', 'hard', 'hard', null]);
  });
});
