/**
 * The words of the predictive techniques (issue 26): transits to natal points, transits through the natal houses,
 * secondary progressions and the returns. Every family is complete (the counts below come from the families'
 * definitions: bodies × points × aspect families, 12 signs, 12 houses, 8 phases), each entry is within the family's
 * length bounds, no sentence is used twice anywhere (within a family, across the families, and against the natal
 * entries of `LocaleText`), no entry shares 40 % of its four-word sequences with another of its family, and none
 * holds a placeholder.
 */
import { describe, expect, it } from 'vitest';
import { POINT_NAMES, nameWord, type TranslatedLocale } from '../fixtures/i18n/point-names.js';
import { SIGNS } from '../../src/schemas/index.js';
import { TEXT_LOCALES } from '../../src/text/index.js';
import { TECHNIQUE_TEXT_LOCALES } from '../../src/text/technique-locales.js';
import {
  FAST_TRANSIT_BODIES, HOUSE_TRANSIT_BODIES, PROGRESSED_ASPECT_BODIES, PROGRESSED_ASPECT_QUALITIES, PROGRESSED_LUNATION_PHASES,
  SLOW_TRANSIT_BODIES, TRANSIT_ASPECT_FAMILIES, TRANSIT_ASPECTS, TRANSIT_TARGETS, type TechniqueText,
} from '../../src/text/technique-text.js';

/** The bounds: transits of Mars to Pluto and the node 60–120 words; house passages 40–80. */
const SLOW_WORDS = { min: 60, max: 120 };
const HOUSE_WORDS = { min: 40, max: 80 };
/** Urania's bounds where the issue gives none: a fast transit 45–100 words before its aspect clause (one sentence). */
const FAST_WORDS = { min: 45, max: 100 };
const CLAUSE_WORDS = { min: 8, max: 25 };
/** Progressions and returns: 45–120 words. */
const TECHNIQUE_WORDS = { min: 45, max: 120 };
const MAX_SHARED_4GRAMS = 0.4;
const PLACEHOLDER = /lorem|ipsum|\btodo\b|\btbd\b|\bxxx\b|placeholder|\?\?|\{\w+\}/i;
/** The same in a translation: "todo" left out (Spanish and Portuguese for "all"), "lorem" and "ipsum" as whole words. */
const PLACEHOLDER_TRANSLATED = /\blorem\b|\bipsum\b|\btbd\b|\bxxx\b|placeholder|\?\?|\{\w+\}/i;

const words = (s: string) => s.split(/\s+/).filter((w) => /\w/.test(w));
const sentences = (s: string) => s.split(/(?<=[.!?])\s+/).map((x) => x.trim().toLowerCase()).filter((x) => x.length > 20);
function fourGrams(s: string): Set<string> {
  const w = words(s.toLowerCase().replace(/[^\p{L}\p{N}\s'-]/gu, ' '));
  const out = new Set<string>();
  for (let i = 0; i + 3 < w.length; i += 1) out.add(w.slice(i, i + 4).join(' '));
  return out;
}
/** The pair of entries sharing the largest part of one's 4-grams, and that share. */
function maxOverlap(entries: readonly Entry[]): { share: number; pair: string } {
  const grams = entries.map((e) => fourGrams(e.text));
  const postings = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const g of set) postings.set(g, [...(postings.get(g) ?? []), i]);
  });
  let best = { share: 0, pair: '' };
  grams.forEach((set, i) => {
    const shared = new Map<number, number>();
    for (const g of set) for (const j of postings.get(g)!) if (j !== i) shared.set(j, (shared.get(j) ?? 0) + 1);
    for (const [j, n] of shared) if (n / set.size > best.share) best = { share: n / set.size, pair: `${entries[i]!.label} ~ ${entries[j]!.label}` };
  });
  return best;
}

interface Entry {
  readonly label: string;
  readonly text: string;
}

/** Every family of one locale as labelled entries, with its length bounds. */
function families(t: TechniqueText): Record<string, { entries: Entry[]; bounds: { min: number; max: number } }> {
  return {
    slowTransits: {
      bounds: SLOW_WORDS,
      entries: SLOW_TRANSIT_BODIES.flatMap((b) =>
        TRANSIT_TARGETS.flatMap((p) => TRANSIT_ASPECT_FAMILIES.map((f) => ({ label: `${b} ${f} natal ${p}`, text: t.slowTransits[b][p][f] })))),
    },
    fastTransits: {
      bounds: FAST_WORDS,
      entries: FAST_TRANSIT_BODIES.flatMap((b) => TRANSIT_TARGETS.map((p) => ({ label: `${b} to natal ${p}`, text: t.fastTransits[b][p] }))),
    },
    fastAspectClauses: { bounds: CLAUSE_WORDS, entries: TRANSIT_ASPECTS.map((a) => ({ label: `clause ${a}`, text: t.fastAspectClauses[a] })) },
    houseTransits: {
      bounds: HOUSE_WORDS,
      entries: HOUSE_TRANSIT_BODIES.flatMap((b) => t.houseTransits[b].map((text, i) => ({ label: `${b} through house ${i + 1}`, text }))),
    },
    progressions: {
      bounds: TECHNIQUE_WORDS,
      entries: [
        ...SIGNS.map((s) => ({ label: `progressed Moon in ${s}`, text: t.progressions.moonSign[s] })),
        ...t.progressions.moonHouse.map((text, i) => ({ label: `progressed Moon in house ${i + 1}`, text })),
        ...SIGNS.map((s) => ({ label: `progressed Sun into ${s}`, text: t.progressions.sunSign[s] })),
        ...PROGRESSED_LUNATION_PHASES.map((p) => ({ label: `progressed ${p}`, text: t.progressions.lunationPhase[p] })),
        ...PROGRESSED_ASPECT_BODIES.flatMap((b) =>
          PROGRESSED_ASPECT_QUALITIES.map((q) => ({ label: `progressed ${b} ${q}`, text: t.progressions.aspects[b][q] }))),
      ],
    },
    returns: {
      bounds: TECHNIQUE_WORDS,
      entries: [
        ...SIGNS.map((s) => ({ label: `solar return ${s} rising`, text: t.returns.solarAscendantSign[s] })),
        ...t.returns.solarSunHouse.map((text, i) => ({ label: `solar return Sun in house ${i + 1}`, text })),
        ...t.returns.solarMoonHouse.map((text, i) => ({ label: `solar return Moon in house ${i + 1}`, text })),
        ...t.returns.lunarMoonHouse.map((text, i) => ({ label: `lunar return Moon in house ${i + 1}`, text })),
      ],
    },
  };
}

describe.each(Object.entries(TECHNIQUE_TEXT_LOCALES))('technique text, locale %s', (locale, t) => {
  const fams = families(t);

  it('has every entry of every family (counts from the families’ definitions)', () => {
    // 7 slow bodies × 14 natal points × 4 aspect families; 4 fast bodies × 14 points; 10 bodies × 12 houses; …
    expect(Object.fromEntries(Object.entries(fams).map(([k, f]) => [k, f.entries.length]))).toEqual({
      slowTransits: 7 * 14 * 4,
      fastTransits: 4 * 14,
      fastAspectClauses: 5,
      houseTransits: 10 * 12,
      progressions: 12 + 12 + 12 + 8 + 5 * 3,
      returns: 12 * 4,
    });
    for (const b of HOUSE_TRANSIT_BODIES) expect(t.houseTransits[b], b).toHaveLength(12);
    for (const list of [t.progressions.moonHouse, t.returns.solarSunHouse, t.returns.solarMoonHouse, t.returns.lunarMoonHouse]) expect(list).toHaveLength(12);
    for (const f of Object.values(fams)) for (const e of f.entries) expect(typeof e.text, e.label).toBe('string');
  });

  it.each(Object.keys(fams))('%s: every entry is within its length bounds, with no placeholder', (name) => {
    const { entries, bounds } = fams[name]!;
    const outside = entries.map((e) => ({ label: e.label, n: words(e.text).length })).filter(({ n }) => n < bounds.min || n > bounds.max);
    expect(outside).toEqual([]);
    const placeholder = locale === 'en' ? PLACEHOLDER : PLACEHOLDER_TRANSLATED;
    expect(entries.filter((e) => placeholder.test(e.text)).map((e) => e.label)).toEqual([]);
  });

  it.each(Object.keys(fams))('%s: no two entries share 40 per cent of their four-word sequences', (name) => {
    const { share, pair } = maxOverlap(fams[name]!.entries);
    expect(share, pair).toBeLessThan(MAX_SHARED_4GRAMS);
  });

  it('uses no sentence twice: within a family, across the families, or in the natal entries', () => {
    const natal = TEXT_LOCALES[locale as keyof typeof TEXT_LOCALES];
    const seen = new Map<string, string>();
    for (const e of [
      ...natal.aspects.map((a) => ({ label: `natal ${a.body1} ${a.aspect} ${a.body2}`, text: a.description })),
      ...natal.houses.map((h) => ({ label: `house ${h.house}`, text: h.description })),
      ...Object.entries(natal.planetInSign).flatMap(([b, bySign]) => Object.entries(bySign).map(([s, e]) => ({ label: `${b} in ${s}`, text: e.description }))),
      ...Object.entries(natal.planetInHouse).flatMap(([b, list]) => list.map((e, i) => ({ label: `${b} in house ${i + 1}`, text: e.description }))),
    ]) for (const s of sentences(e.text)) seen.set(s, e.label);
    const repeated: string[] = [];
    for (const f of Object.values(fams)) {
      for (const e of f.entries) {
        for (const s of sentences(e.text)) {
          if (seen.has(s)) repeated.push(`${e.label} & ${seen.get(s)}: ${s}`);
          else seen.set(s, e.label);
        }
      }
    }
    expect(repeated).toEqual([]);
  });

  it('names its subject: a slow transit’s entry names its transiting body, a house passage its house', () => {
    const englishName = (b: string) => (b === 'NorthNode' ? /\bnode\b|\bnodal\b|\bnodes\b/i : new RegExp(`\\b${b}\\b`));
    // A translated entry names its body in its language's way (docs/i18n/<locale>.md: "Saturno", "o Nodo Norte").
    const translatedName = (b: string) => nameWord(POINT_NAMES[locale as TranslatedLocale][b]!, locale as TranslatedLocale);
    const name = (b: (typeof SLOW_TRANSIT_BODIES)[number], p: (typeof TRANSIT_TARGETS)[number], f: (typeof TRANSIT_ASPECT_FAMILIES)[number]) =>
      t.slowTransits[b][p][f] === TECHNIQUE_TEXT_LOCALES.en.slowTransits[b][p][f] ? englishName(b) : translatedName(b);
    const missing = SLOW_TRANSIT_BODIES.flatMap((b) =>
      TRANSIT_TARGETS.flatMap((p) => TRANSIT_ASPECT_FAMILIES.filter((f) => !name(b, p, f).test(t.slowTransits[b][p][f])).map((f) => `${b} ${f} ${p}`)));
    expect(missing).toEqual([]);
    const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'} house`;
    // A translated passage names the house in its language's way (docs/i18n/<locale>.md: "Casa 7" in Spanish, « maison 7 »
    // in French; in German the ordinal before the noun, „4. Haus“, „4. Radixhaus“, „4. Feld“, the noun varied by body).
    const translatedHouse: Readonly<Record<string, (n: number) => string>> = { es: (n) => `Casa ${n}`, fr: (n) => `maison ${n}`, de: (n) => `${n}. `, 'pt-BR': (n) => `Casa ${n}` };
    const houseName = (b: (typeof HOUSE_TRANSIT_BODIES)[number], i: number) =>
      t.houseTransits[b][i] === TECHNIQUE_TEXT_LOCALES.en.houseTransits[b][i] ? ordinal(i + 1) : translatedHouse[locale]!(i + 1);
    const houses = HOUSE_TRANSIT_BODIES.flatMap((b) => t.houseTransits[b].map((text, i) => (text.includes(houseName(b, i)) ? '' : `${b} ${i + 1}`))).filter(Boolean);
    expect(houses).toEqual([]);
  });

  it('the checks can fail: a planted repeated sentence and a copied entry are found', () => {
    const a = t.slowTransits.Mars.Sun.conjunction;
    expect(maxOverlap([{ label: 'a', text: a }, { label: 'b', text: `${a} One more sentence here.` }]).share).toBeGreaterThan(MAX_SHARED_4GRAMS);
    expect(sentences(a).some((s) => sentences(`${t.slowTransits.Saturn.Sun.square} ${a}`).includes(s))).toBe(true);
  });
});
