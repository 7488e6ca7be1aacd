import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Graha } from '../../src/vedic/graha-relationships.js';
import { evaluateYogaCondition, type YogaChart } from '../../src/vedic/yoga-evaluator.js';
import { YOGA_RULES } from '../../src/vedic/yoga-rules.js';

/**
 * For every yoga of the catalogue, a chart built by hand where its rule (as the row's `rule` text and its classical
 * source state it) must hold, and one where it must not. The expectation is the definition read on the chart, not
 * the evaluator's output. Charts are given by HOUSE from the lagna (whole signs; every graha at 15° of its sign),
 * over a base chart; Ketu is always opposite Rahu. Lagna Aries unless stated: house h is sign h − 1 (1 Aries …
 * 12 Pisces), and the lords are 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter,
 * 10 Saturn, 11 Saturn, 12 Jupiter.
 *
 * Base (lagna Aries): Sun 3, Moon 6, Mars 9, Mercury 3, Jupiter 11, Venus 2, Saturn 12, Rahu 5, Ketu 11. In it the
 * Moon is waxing (Virgo − Gemini = 90°), Jupiter and Saturn are in exchange, the 2nd and 12th from the Moon hold no
 * planet but Rahu, the seven occupy six signs.
 */
type Houses = Partial<Record<Graha, number>>;
const BASE: Houses = { Sun: 3, Moon: 6, Mars: 9, Mercury: 3, Jupiter: 11, Venus: 2, Saturn: 12, Rahu: 5 };

function chart(houses: Houses, lagnaSign = 0): YogaChart {
  const h = { ...BASE, ...houses };
  const lon = (house: number) => (((lagnaSign + house - 1) % 12) * 30 + 15) % 360;
  const grahas = Object.fromEntries((['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'] as const).map((g) => [g, lon(h[g]!)])) as Record<Graha, number>;
  grahas.Ketu = (grahas.Rahu + 180) % 360;
  return { lagna: lagnaSign * 30 + 15, grahas };
}

interface Case { readonly holds: Houses; readonly fails: Houses; readonly lagna?: number; readonly failsLagna?: number }

/** Seven grahas by house, Sun … Saturn. */
const seven = (...h: number[]): Houses => ({ Sun: h[0], Moon: h[1], Mars: h[2], Mercury: h[3], Jupiter: h[4], Venus: h[5], Saturn: h[6] });

const CASES: Record<string, Case> = {
  ruchaka: { holds: { Mars: 10 }, fails: { Mars: 9 } }, // Mars exalted in Capricorn, the 10th / in Sagittarius
  bhadra: { lagna: 2, holds: { Mercury: 1 }, fails: { Mercury: 2 } }, // Gemini lagna: Mercury in Gemini (1st) / Cancer
  hamsa: { holds: { Jupiter: 4 }, fails: { Jupiter: 5 } }, // exalted in Cancer, the 4th / Leo, not a kendra
  malavya: { holds: { Venus: 7 }, fails: { Venus: 8 } }, // Libra, the 7th / Scorpio
  shasha: { holds: { Saturn: 10 }, fails: { Saturn: 4 } }, // Capricorn, the 10th / Cancer: a kendra but an enemy's sign
  sunapha: { holds: { Mars: 7 }, fails: { Sun: 7, Rahu: 7 } }, // 2nd from the Moon (Virgo) is Libra: Mars / only the Sun and Rahu
  anapha: { holds: { Saturn: 5 }, fails: { Sun: 5 } }, // 12th from the Moon is Leo: Saturn / the Sun and Rahu only
  durudhara: { holds: { Mars: 7, Saturn: 5 }, fails: { Mars: 7 } },
  kemadruma: { holds: {}, fails: { Venus: 5 } }, // the base: only Rahu beside the Moon / Venus in the 12th from it
  // Base: Kemadruma, and Mars (Sagittarius) is in a kendra from the Moon. Fails: every tara graha in the 2nd, 8th, 11th
  // — not with the Moon, not in a kendra from the lagna (1, 4, 7, 10) or from the Moon (6, 9, 12, 3).
  'kemadruma-bhanga': { holds: {}, fails: { Mars: 8, Mercury: 2, Jupiter: 11, Venus: 2, Saturn: 8 } },
  adhi: { holds: { Moon: 1, Mercury: 6, Jupiter: 7, Venus: 8 }, fails: { Moon: 1, Mercury: 6, Jupiter: 7, Venus: 8, Saturn: 7 } },
  vasumati: { holds: { Venus: 6 }, fails: {} }, // Mercury 3, Jupiter 11, Venus 6: all upachayas / Venus in the 2nd (9th from the Moon)
  'chandra-mangala': { holds: { Moon: 9 }, fails: { Moon: 8 } },
  gajakesari: { holds: { Jupiter: 9 }, fails: {} }, // Sagittarius is the 4th from the Moon in Virgo / Aquarius the 6th
  // Jupiter exalted in Cancer (a kendra) with Venus, 90° from the Sun / debilitated in Capricorn with Venus.
  'gajakesari-parashara': { holds: { Jupiter: 4, Venus: 4, Sun: 1 }, fails: { Jupiter: 10, Venus: 10, Sun: 1 } },
  shakata: { holds: {}, fails: { Moon: 4 } }, // Moon 8th from Jupiter, in the 6th / 6th from Jupiter but in a kendra (4th)
  vesi: { holds: { Mars: 4 }, fails: { Moon: 4 } }, // 2nd from the Sun (Gemini) is Cancer
  vasi: { holds: {}, fails: { Venus: 3, Moon: 2 } }, // Venus in Taurus, the 12th from the Sun / only the Moon there
  ubhayachari: { holds: { Mars: 4 }, fails: {} },
  budhaditya: { holds: {}, fails: { Mercury: 4 } },
  'shubha-kartari': { holds: { Jupiter: 12 }, fails: {} }, // Venus 2nd and Jupiter 12th / Saturn alone in the 12th
  'papa-kartari': { holds: { Mars: 2 }, fails: {} }, // Mars 2nd and Saturn 12th / Venus alone in the 2nd
  amala: { holds: { Jupiter: 10 }, fails: {} }, // the 10th from the lagna holds Jupiter alone / empty, and the Moon's 10th holds the Sun
  parvata: { holds: { Jupiter: 1, Venus: 7 }, fails: { Jupiter: 1, Venus: 7, Saturn: 8 } },
  kahala: { holds: { Jupiter: 9, Mars: 10 }, fails: { Jupiter: 9 } }, // 4th lord Moon in Virgo, Jupiter 4th from it; Mars exalted / in Sagittarius
  chamara: { holds: { Mars: 10, Jupiter: 2 }, fails: { Mars: 10, Jupiter: 3 } }, // Jupiter in Taurus aspects its 9th, Capricorn / from Gemini it does not
  shankha: { holds: { Sun: 1, Mercury: 4, Mars: 10 }, fails: { Sun: 1, Mercury: 2, Mars: 10 } }, // 5th lord Sun, 6th lord Mercury
  lakshmi: { holds: { Jupiter: 4, Mars: 1 }, fails: { Jupiter: 4 } }, // 9th lord exalted in the 4th, lagna lord in Aries / in Sagittarius
  kalanidhi: { holds: { Jupiter: 5, Mercury: 5, Venus: 11 }, fails: { Jupiter: 5, Mercury: 5 } }, // Venus opposite Jupiter / Venus in the 2nd
  saraswati: { holds: { Mercury: 2, Jupiter: 9 }, fails: {} }, // Mercury 2, Jupiter own 9, Venus 2 / Mercury in the 3rd
  chatussagara: { holds: { Sun: 1, Moon: 4, Mars: 7, Saturn: 10 }, fails: {} },
  'guru-mangala': { holds: { Mars: 5 }, fails: {} }, // Mars 7th from Jupiter (Aquarius) / Mars in Sagittarius
  lagnadhi: { holds: { Venus: 7 }, fails: { Venus: 7, Mars: 8 } },
  // Fails: no kendra lord (Mars, Moon, Venus, Saturn) with, in mutual aspect with, or in exchange with a different
  // trikona lord (Mars, Sun, Jupiter): Saturn in Pisces aspects Taurus, but Jupiter and the Sun there do not aspect back.
  'raja-kendra-trikona': {
    holds: { Mars: 1, Sun: 2, Jupiter: 3, Moon: 3, Venus: 3, Saturn: 12, Mercury: 2 },
    fails: { Mars: 1, Sun: 2, Jupiter: 2, Moon: 3, Venus: 3, Saturn: 12, Mercury: 2 },
  },
  // The base's Jupiter (Aquarius) and Saturn (Pisces) are in exchange / Jupiter in Taurus: Saturn aspects it, not back.
  'dharma-karmadhipati': { holds: {}, fails: { Jupiter: 2 } },
  yogakaraka: { lagna: 3, failsLagna: 0, holds: {}, fails: {} }, // Cancer lagna: Mars rules the 5th and 10th / Aries: no graha does
  'neecha-bhanga-raja': { holds: { Sun: 7, Venus: 4 }, fails: { Sun: 7, Venus: 2, Mars: 8 } }, // Sun in Libra; its dispositor Venus in the 4th
  harsha: { holds: { Mercury: 8 }, fails: {} },
  sarala: { holds: { Mars: 12 }, fails: {} },
  vimala: { holds: { Jupiter: 6 }, fails: {} },
  'maha-parivartana': { holds: {}, fails: { Jupiter: 2 } }, // 9th lord and 10th lord in exchange / no exchange
  'khala-parivartana': { holds: { Mercury: 1, Mars: 3 }, fails: {} }, // 3rd lord in Aries, lagna lord in Gemini
  'dainya-parivartana': { holds: {}, fails: { Jupiter: 2 } }, // 12th lord Jupiter in exchange with Saturn
  'dhana-2-11': { holds: { Venus: 12 }, fails: {} }, // Venus with Saturn / Saturn aspects Venus, not back
  'dhana-trikona': { holds: {}, fails: { Jupiter: 4 } }, // 9th lord with 11th lord in exchange / Jupiter in Cancer
  daridra: { holds: {}, fails: { Saturn: 11 } },
  'kala-sarpa': { holds: seven(6, 7, 8, 6, 9, 7, 10), fails: {} }, // all between Rahu (Leo) and Ketu (Aquarius)
  rajju: { holds: seven(1, 4, 7, 1, 4, 10, 7), fails: {} },
  musala: { holds: seven(2, 5, 8, 2, 11, 2, 11), fails: {} },
  nala: { holds: { Jupiter: 12, Venus: 12 }, fails: {} },
  mala: { holds: { Mercury: 1, Jupiter: 4, Venus: 7 }, fails: { Mercury: 1, Jupiter: 4 } },
  sarpa: { holds: { Sun: 1, Mars: 4, Saturn: 7 }, fails: { Sun: 1, Mars: 4 } },
  gada: { holds: seven(1, 4, 4, 1, 4, 1, 1), fails: seven(1, 4, 4, 1, 4, 1, 7) },
  'shakata-nabhasa': { holds: seven(1, 7, 7, 1, 7, 1, 1), fails: seven(1, 1, 1, 1, 1, 1, 1) },
  vihaga: { holds: seven(4, 4, 4, 4, 4, 4, 10), fails: seven(4, 4, 4, 4, 4, 4, 4) },
  shringataka: { holds: seven(1, 5, 9, 1, 5, 1, 9), fails: seven(1, 5, 9, 1, 5, 1, 10) },
  hala: { holds: seven(2, 6, 10, 2, 6, 2, 10), fails: seven(2, 6, 10, 2, 6, 2, 1) },
  vajra: { holds: seven(4, 6, 10, 1, 7, 1, 4), fails: seven(5, 6, 10, 1, 7, 1, 4) },
  yava: { holds: seven(1, 6, 7, 4, 10, 4, 1), fails: seven(1, 6, 7, 4, 10, 5, 1) },
  kamala: { holds: seven(1, 4, 7, 10, 1, 4, 7), fails: seven(1, 4, 7, 10, 1, 4, 8) },
  vapi: { holds: seven(2, 5, 8, 11, 2, 5, 8), fails: seven(2, 5, 8, 11, 2, 5, 9) },
  yupa: { holds: seven(1, 2, 3, 4, 1, 2, 3), fails: seven(1, 2, 3, 4, 1, 2, 5) },
  ishu: { holds: seven(4, 5, 6, 7, 4, 5, 6), fails: seven(4, 5, 6, 8, 4, 5, 6) },
  shakti: { holds: seven(7, 8, 9, 10, 7, 8, 9), fails: seven(7, 8, 9, 11, 7, 8, 9) },
  danda: { holds: seven(10, 11, 12, 1, 10, 11, 12), fails: seven(10, 11, 12, 2, 10, 11, 12) },
  nauka: { holds: seven(1, 2, 3, 4, 5, 6, 7), fails: seven(1, 2, 3, 4, 5, 6, 1) },
  kuta: { holds: seven(4, 5, 6, 7, 8, 9, 10), fails: seven(4, 5, 6, 7, 8, 9, 4) },
  chhatra: { holds: seven(7, 8, 9, 10, 11, 12, 1), fails: seven(7, 8, 9, 10, 11, 12, 7) },
  chapa: { holds: seven(10, 11, 12, 1, 2, 3, 4), fails: seven(10, 11, 12, 1, 2, 3, 10) },
  ardhachandra: { holds: seven(2, 3, 4, 5, 6, 7, 8), fails: seven(1, 2, 3, 4, 5, 6, 7) }, // the run from the 1st is Nauka
  chakra: { holds: seven(1, 3, 5, 7, 9, 11, 1), fails: seven(1, 3, 5, 7, 9, 11, 2) },
  samudra: { holds: seven(2, 4, 6, 8, 10, 12, 2), fails: seven(2, 4, 6, 8, 10, 12, 1) },
  vallaki: { holds: seven(1, 2, 3, 4, 5, 6, 7), fails: {} }, // seven signs / the base's six
  dama: { holds: {}, fails: seven(1, 2, 3, 4, 5, 6, 7) },
  pasha: { holds: seven(1, 2, 3, 4, 5, 5, 5), fails: {} },
  kedara: { holds: seven(1, 2, 3, 4, 4, 4, 4), fails: {} },
  shula: { holds: seven(1, 2, 3, 3, 3, 3, 3), fails: {} },
  yuga: { holds: seven(1, 2, 2, 2, 2, 2, 2), fails: {} },
  gola: { holds: seven(1, 1, 1, 1, 1, 1, 1), fails: {} },
};

describe('the yoga catalogue (YOGA_RULES)', () => {
  it('has at least 60 rows, unique ids and names, each with its rule in words and a classical source', () => {
    expect(YOGA_RULES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(YOGA_RULES.map((r) => r.id)).size).toBe(YOGA_RULES.length);
    expect(new Set(YOGA_RULES.map((r) => r.name)).size).toBe(YOGA_RULES.length);
    for (const r of YOGA_RULES) {
      expect(r.rule.length, r.id).toBeGreaterThan(20);
      expect(r.source, r.id).toMatch(/BPHS|Phaladeepika|Raman|Saravali|Brihat Jataka|Uttara Kalamrita|Jataka Parijata|Modern/);
    }
  });

  it('is listed row by row in docs/vedic.md "Yogas" with its source', () => {
    const doc = readFileSync(resolve(__dirname, '../../docs/vedic.md'), 'utf8');
    expect(YOGA_RULES.filter((r) => !doc.includes(`| ${r.name} | ${r.group} |`) || !doc.includes(r.source)).map((r) => r.id)).toEqual([]);
  });

  it('has a hand-built case for every row, and no case without a row', () => {
    expect(Object.keys(CASES).sort()).toEqual(YOGA_RULES.map((r) => r.id).sort());
  });

  it.each(YOGA_RULES.map((r) => [r.id, r] as const))('%s holds where its rule is met and not where it is not', (id, rule) => {
    const c = CASES[id]!;
    const holds = evaluateYogaCondition(rule.condition, chart(c.holds, c.lagna ?? 0));
    expect(holds.holds, `${id} should hold`).toBe(true);
    expect(holds.grahas.length, `${id} names its grahas`).toBeGreaterThan(0);
    expect(evaluateYogaCondition(rule.condition, chart(c.fails, c.failsLagna ?? c.lagna ?? 0)).holds, `${id} should not hold`).toBe(false);
  });

  it('names the grahas that form a yoga: Gajakesari is Jupiter and the Moon, Ruchaka Mars', () => {
    const byId = (id: string) => YOGA_RULES.find((r) => r.id === id)!;
    expect([...evaluateYogaCondition(byId('gajakesari').condition, chart({ Jupiter: 9 })).grahas].sort()).toEqual(['Jupiter', 'Moon']);
    expect(evaluateYogaCondition(byId('ruchaka').condition, chart({ Mars: 10 })).grahas).toEqual(['Mars']);
  });
});
