/**
 * Issue 26: the natal report's own text families (docs/interpretations.md "Natal report families"): every entry
 * present, within its stated length, no sentence shared with any other entry of Urania's text, no two entries sharing
 * 40 % of their four-word sequences, no placeholder, only the documented slots; and the house texts no longer place a
 * planet at an angle (the report's heading says so only within orb).
 */
import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../src/schemas/index.js';
import { TEXT_BODIES, TEXT_LOCALES } from '../../src/text/index.js';
import { NATAL_TEXT_LOCALES } from '../../src/text/natal-locales.js';
import { DIGNITY_PLANETS, NATAL_PLANETS, PATTERN_KINDS, SIGN_DIGNITIES, pairKey } from '../../src/text/natal-text.js';
import { MAX_SHARED_4GRAMS, PLACEHOLDER, PLACEHOLDER_TRANSLATED, maxOverlap, sentences, words } from './text-similarity.js';

const MINORS = ['quincunx', 'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile'] as const;
const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
const MODALITIES = ['Cardinal', 'Fixed', 'Mutable'] as const;

/** Word bounds of each family (docs/interpretations.md; the 150–250 for patterns, 60–100 for house rulers, 40–80 for minor aspects). */
const BOUNDS = {
  risingSign: [100, 180], midheavenSign: [85, 160], chartRulerInHouse: [90, 160], houseRulerInHouse: [60, 100],
  partOfFortuneInHouse: [50, 110], dignity: [35, 80], mutualReception: [50, 110], elementDominant: [70, 130],
  elementLacking: [60, 120], modalityDominant: [60, 120], modalityLacking: [50, 110], patterns: [150, 250], minorAspects: [40, 80],
  untimed: [40, 120], stelliumVariants: [70, 140],
} as const;

describe.each(Object.entries(NATAL_TEXT_LOCALES))('natal report text, locale %s', (locale, t) => {
  const families: Record<keyof typeof BOUNDS, { label: string; text: string }[]> = {
    risingSign: SIGNS.map((s) => ({ label: `${s} rising`, text: t.risingSign[s] })),
    midheavenSign: SIGNS.map((s) => ({ label: `MC ${s}`, text: t.midheavenSign[s] })),
    chartRulerInHouse: t.chartRulerInHouse.map((text, i) => ({ label: `chart ruler in ${i + 1}`, text })),
    houseRulerInHouse: t.houseRulerInHouse.flatMap((row, n) => row.map((text, m) => ({ label: `ruler of ${n + 2} in ${m + 1}`, text }))),
    partOfFortuneInHouse: t.partOfFortuneInHouse.map((text, i) => ({ label: `Fortune in ${i + 1}`, text })),
    dignity: DIGNITY_PLANETS.flatMap((p) => SIGN_DIGNITIES.map((d) => ({ label: `${p} ${d}`, text: t.dignity[p][d] }))),
    mutualReception: (['domicile', 'exaltation', 'mixed'] as const).map((k) => ({ label: `reception ${k}`, text: t.mutualReception[k] })),
    elementDominant: ELEMENTS.map((e) => ({ label: `${e} dominant`, text: t.elementDominant[e] })),
    elementLacking: ELEMENTS.map((e) => ({ label: `${e} lacking`, text: t.elementLacking[e] })),
    modalityDominant: MODALITIES.map((m) => ({ label: `${m} dominant`, text: t.modalityDominant[m] })),
    modalityLacking: MODALITIES.map((m) => ({ label: `${m} lacking`, text: t.modalityLacking[m] })),
    patterns: PATTERN_KINDS.map((k) => ({ label: k, text: t.patterns[k] })),
    minorAspects: Object.entries(t.minorAspects).flatMap(([key, byAspect]) => Object.entries(byAspect ?? {}).map(([aspect, text]) => ({ label: `${key} ${aspect}`, text: text! }))),
    untimed: Object.entries(t.untimed).map(([k, text]) => ({ label: `untimed ${k}`, text })),
    stelliumVariants: (['another', 'untimed'] as const).map((k) => ({ label: `stellium ${k}`, text: t.stelliumVariants[k] })),
  };
  const all = Object.values(families).flat();

  it('has every entry: 12 rising signs, 12 Midheavens, 12 chart-ruler houses, 11 × 12 house rulers, 12 Fortune houses, 28 dignities, 3 receptions, 14 balance readings, 7 patterns', () => {
    expect(families.houseRulerInHouse).toHaveLength(132);
    expect(t.houseRulerInHouse.map((r) => r.length)).toEqual(Array.from({ length: 11 }, () => 12));
    for (const f of ['risingSign', 'midheavenSign', 'chartRulerInHouse', 'partOfFortuneInHouse'] as const) expect(families[f], f).toHaveLength(12);
    expect(families.dignity).toHaveLength(28);
    expect(families.elementDominant.length + families.elementLacking.length + families.modalityDominant.length + families.modalityLacking.length).toBe(14);
    expect(families.patterns).toHaveLength(7);
  });

  it('has the minor aspects of all 45 pairs of the ten planets, each pair with all six, keyed in planet order', () => {
    for (const [key, byAspect] of Object.entries(t.minorAspects)) {
      const [a, b] = key.split('|');
      expect(pairKey(a!, b!), key).toBe(key);
      expect(Object.keys(byAspect ?? {}).sort(), key).toEqual([...MINORS].sort());
    }
    expect(NATAL_PLANETS).toHaveLength(10);
    // Every pair of the ten planets (45) in each of the six minor aspects.
    expect(Object.keys(t.minorAspects)).toHaveLength(45);
    expect(families.minorAspects).toHaveLength(270);
  });

  it('keeps each family within its stated length', () => {
    for (const [family, entries] of Object.entries(families)) {
      const [min, max] = BOUNDS[family as keyof typeof BOUNDS];
      for (const e of entries) {
        const n = words(e.text.replace(/\{\w+\}/g, 'Name')).length;
        expect(n, `${e.label}: ${n} words`).toBeGreaterThanOrEqual(min);
        expect(n, `${e.label}: ${n} words`).toBeLessThanOrEqual(max);
      }
    }
  });

  it('uses only the documented slots, and no placeholder', () => {
    const allowed: Record<string, readonly string[]> = {
      patterns: ['a', 'b', 'c', 'd', 'all'], stelliumVariants: ['all'], mutualReception: ['a', 'b', 'signA', 'signB'], untimed: ['body', 'first', 'second', 'when', 'sign', 'start', 'end'],
    };
    for (const [family, entries] of Object.entries(families)) for (const e of entries) {
      for (const m of e.text.matchAll(/\{(\w+)\}/g)) expect(allowed[family] ?? [], `${e.label} {${m[1]}}`).toContain(m[1]);
      // "todo" is English's marker of unfinished text and Spanish and Portuguese for "all": only English is held to it.
      expect(e.text, e.label).not.toMatch(locale === 'es' || locale === 'pt-BR' ? PLACEHOLDER_TRANSLATED : PLACEHOLDER);
    }
  });

  it('never repeats a sentence, within these families or with the rest of Urania’s text, and no two entries share 40 % of their 4-grams', () => {
    const text = TEXT_LOCALES[locale as 'en'];
    const older = [
      ...text.houses.map((h) => h.description), ...SIGNS.map((s) => text.signs[s]), ...text.decans.map((d) => d.description),
      ...TEXT_BODIES.flatMap((b) => SIGNS.map((s) => text.planetInSign[b][s].description)),
      ...TEXT_BODIES.flatMap((b) => text.planetInHouse[b].map((p) => p.description)),
      ...text.aspects.map((a) => a.description),
    ];
    const seen = new Map<string, string>();
    for (const [label, body] of [...all.map((e) => [e.label, e.text] as const), ...older.map((o, i) => [`older ${i}`, o] as const)]) {
      for (const s of sentences(body)) {
        expect(seen.get(s), `"${s}" in ${label} and ${seen.get(s)}`).toBeUndefined();
        seen.set(s, label);
      }
    }
    const texts = [...all.map((e) => e.text), ...older];
    const worst = maxOverlap(texts);
    const name = (i: number) => (i < all.length ? all[i]!.label : `older ${i - all.length}`);
    expect(worst.share, `${name(worst.i)} ~ ${name(worst.j)}`).toBeLessThan(MAX_SHARED_4GRAMS);
  });
});

describe('planet-in-house text', () => {
  it('never places a planet at an angle: the report’s heading says "at the Descendant" only within orb', () => {
    const angle = /\b(at|near|on|close to|around|above|below|across from|opposite) the (Ascendant|Descendant|Imum Coeli|Midheaven)\b/i;
    for (const [locale, text] of Object.entries(TEXT_LOCALES)) for (const b of TEXT_BODIES) text.planetInHouse[b].forEach((p, i) => {
      for (const s of [p.summary, p.description]) {
        const stripped = s.replace(/\b(opens|begins) at the (Ascendant|Descendant|Imum Coeli|Midheaven)\b/g, '');
        expect(stripped, `${locale} ${b} in house ${i + 1}`).not.toMatch(angle);
      }
    });
  });
});
