import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASHTOTTARI_SCHEME } from '../../src/vedic/ashtottari-dasha.js';
import { charaDasha, charaSubShares } from '../../src/vedic/chara-dasha.js';
import { runningDashas, type DashaNode } from '../../src/vedic/dasha-tree.js';
import { nakshatraDasha } from '../../src/vedic/nakshatra-dasha.js';
import { narayanaDasha } from '../../src/vedic/narayana-dasha.js';
import { VIMSHOTTARI_SCHEME } from '../../src/vedic/vimshottari-scheme.js';
import { YOGINI_SCHEME } from '../../src/vedic/yogini-dasha.js';

/**
 * The dashas of issue 28 against their definitions, written here independently of src/vedic:
 * - every period's sub-periods fill it: the first starts at its start, the last ends at its end (exactly), each
 *   starts where the previous ends, and their years sum to the parent's within SUM_TOLERANCE_YEARS;
 * - the balance at birth follows the starting point's place in its star (BPHS ch. 46 vv. 12–16 for Vimshottari:
 *   lords counted from Krittika; the Yogini rule "star number + 3, divided by 8"; the Ashtottari groups from Ardra).
 */
const SUM_TOLERANCE_YEARS = 1e-9;
/** Days: the end of the first period against birth + balance (floating sums over up to 20 years). */
const DATE_TOLERANCE_DAYS = 1e-6;
const STAR = 360 / 27;
const YEAR_DAYS = [365.25, 365.2422, 365.256363, 360] as const;

/** The star holding a longitude by its definition: the largest k with k × 360/27 ≤ lon (exact at the boundaries, where lon / STAR may round below k). */
function starOf(lon: number): number {
  let k = Math.floor(lon / STAR);
  while (k < 26 && ((k + 1) * 360) / 27 <= lon) k += 1;
  while (k > 0 && (k * 360) / 27 > lon) k -= 1;
  return k;
}

function checkFill(nodes: readonly DashaNode[]): void {
  for (const n of nodes) {
    if (n.sub === undefined) continue;
    expect(n.sub[0]!.startJd).toBe(n.startJd);
    expect(n.sub[n.sub.length - 1]!.endJd).toBe(n.endJd);
    for (let i = 1; i < n.sub.length; i += 1) expect(n.sub[i]!.startJd).toBe(n.sub[i - 1]!.endJd);
    expect(Math.abs(n.sub.reduce((s, x) => s + x.years, 0) - n.years)).toBeLessThan(SUM_TOLERANCE_YEARS);
    checkFill(n.sub);
  }
}

const lonArb = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
const jdArb = fc.double({ min: 2415020, max: 2488070, noNaN: true });
const yearArb = fc.constantFrom(...YEAR_DAYS);

/** Vimshottari from the definition: from Krittika (index 2) the lords Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury, Ketu, Venus. */
const FROM_KRITTIKA = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
const V_YEARS: Record<string, number> = { Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17, Ketu: 7, Venus: 20 };
/** Yogini: remainder 1 Mangala … 7 Siddha, 0 Sankata, with years 1 … 8. */
const YOGINI_BY_REMAINDER = ['Sankata', 'Mangala', 'Pingala', 'Dhanya', 'Bhramari', 'Bhadrika', 'Ulka', 'Siddha'];
const Y_YEARS: Record<string, number> = { Mangala: 1, Pingala: 2, Dhanya: 3, Bhramari: 4, Bhadrika: 5, Ulka: 6, Siddha: 7, Sankata: 8 };

describe('nakshatra dashas: periods fill their parents', () => {
  it('Vimshottari, Yogini and Ashtottari to four levels, any year length', () => {
    fc.assert(
      fc.property(lonArb, jdArb, yearArb, fc.constantFrom(VIMSHOTTARI_SCHEME, YOGINI_SCHEME, ASHTOTTARI_SCHEME), (lon, jd, yd, scheme) => {
        const { periods } = nakshatraDasha(scheme, lon, jd, yd, 4, 40, { fromJd: jd, toJd: jd + 3650 });
        checkFill(periods);
        for (let i = 1; i < periods.length; i += 1) expect(periods[i]!.startJd).toBe(periods[i - 1]!.endJd);
        expect(periods[periods.length - 1]!.endJd).toBeGreaterThanOrEqual(jd + 40 * yd - DATE_TOLERANCE_DAYS);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the balance at birth follows the star', () => {
  it('Vimshottari: lord from Krittika, balance = unrun part of the star × years', () => {
    fc.assert(
      fc.property(lonArb, jdArb, yearArb, (lon, jd, yd) => {
        const star = starOf(lon);
        const lord = FROM_KRITTIKA[(star - 2 + 27) % 9]!;
        const balance = ((((star + 1) * 360) / 27 - lon) / STAR) * V_YEARS[lord]!;
        const r = nakshatraDasha(VIMSHOTTARI_SCHEME, lon, jd, yd, 1, 120);
        expect(r.balance.lord).toBe(lord);
        expect(Math.abs(r.balance.years - balance)).toBeLessThan(1e-9);
        expect(Math.abs(r.periods[0]!.endJd - (jd + balance * yd))).toBeLessThan(DATE_TOLERANCE_DAYS);
      }),
    );
  });

  it('Vimshottari at the star boundaries 40°, 120° and 200° (Rohini, Magha, Vishakha start: the whole period to run)', () => {
    for (const [lon, lord] of [[40, 'Moon'], [120, 'Ketu'], [200, 'Jupiter']] as const) {
      const r = nakshatraDasha(VIMSHOTTARI_SCHEME, lon, 2451545, 365.25, 1, 120);
      expect(r.balance.lord).toBe(lord);
      expect(Math.abs(r.balance.years - V_YEARS[lord]!)).toBeLessThan(1e-9);
    }
  });

  it('Yogini: (star number + 3) mod 8, balance = unrun part of the star × years', () => {
    fc.assert(
      fc.property(lonArb, jdArb, (lon, jd) => {
        const star = starOf(lon);
        const lord = YOGINI_BY_REMAINDER[(star + 1 + 3) % 8]!;
        const balance = ((((star + 1) * 360) / 27 - lon) / STAR) * Y_YEARS[lord]!;
        const r = nakshatraDasha(YOGINI_SCHEME, lon, jd, 365.25, 1, 120);
        expect(r.balance.lord).toBe(lord);
        expect(Math.abs(r.balance.years - balance)).toBeLessThan(1e-9);
      }),
    );
  });

  it('Ashtottari: the groups from Ardra, Abhijit 276°40′–280°53′20″', () => {
    // Boundaries of the 28 stars (degrees) and their lords, written out.
    const A = (20 * 40) / 3 + 10;
    const B = 21 * STAR + STAR / 15;
    const cuts = [...Array.from({ length: 21 }, (_, i) => i * STAR), A, B, ...Array.from({ length: 6 }, (_, i) => (22 + i) * STAR)];
    const lords = [
      'Rahu', 'Rahu', 'Venus', 'Venus', 'Venus', 'Sun', 'Sun', 'Sun', 'Sun', 'Moon', 'Moon', 'Moon', 'Mars', 'Mars', 'Mars', 'Mars',
      'Mercury', 'Mercury', 'Mercury', 'Saturn', 'Saturn', 'Saturn', 'Saturn', 'Jupiter', 'Jupiter', 'Jupiter', 'Rahu', 'Rahu',
    ];
    const years: Record<string, number> = { Sun: 6, Moon: 15, Mars: 8, Mercury: 17, Saturn: 10, Jupiter: 19, Rahu: 12, Venus: 21 };
    const groupFirst: Record<string, number> = { Sun: 5, Moon: 9, Mars: 12, Mercury: 16, Saturn: 19, Jupiter: 23, Rahu: 26, Venus: 2 };
    const count: Record<string, number> = { Sun: 4, Moon: 3, Mars: 4, Mercury: 3, Saturn: 4, Jupiter: 3, Rahu: 4, Venus: 3 };
    fc.assert(
      fc.property(lonArb, jdArb, (lon, jd) => {
        let k = 27;
        for (let i = 0; i < 28; i += 1) if (lon >= cuts[i]! && (i === 27 || lon < cuts[i + 1]!)) k = i;
        const lord = lords[k]!;
        const end = k === 27 ? 360 : cuts[k + 1]!;
        const unrunInStar = (end - lon) / (end - cuts[k]!);
        const starsAfter = (groupFirst[lord]! + count[lord]! - 1 - k + 28) % 28;
        const balance = ((starsAfter + unrunInStar) / count[lord]!) * years[lord]!;
        const r = nakshatraDasha(ASHTOTTARI_SCHEME, lon, jd, 365.25, 1, 120);
        expect(r.balance.lord).toBe(lord);
        expect(Math.abs(r.balance.years - balance)).toBeLessThan(1e-9);
      }),
    );
  });
});

/** A random chart: nine sidereal longitudes. */
const chartArb = fc.record({
  Sun: lonArb, Moon: lonArb, Mars: lonArb, Mercury: lonArb, Jupiter: lonArb, Venus: lonArb, Saturn: lonArb, Rahu: lonArb,
}).map((c) => ({ ...c, Ketu: (c.Rahu + 180) % 360 }));

describe('sign dashas', () => {
  it('Chara and Narayana: the periods fill their parents; a sign’s two cycles make 12 years', () => {
    fc.assert(
      fc.property(chartArb, fc.integer({ min: 0, max: 11 }), jdArb, (chart, lagna, jd) => {
        for (const periods of [
          charaDasha(lagna, chart, 'kn-rao', jd, 365.25, 3, 150),
          charaDasha(lagna, chart, 'narasimha-rao', jd, 365.25, 3, 150),
          narayanaDasha(lagna, chart, jd, 365.25, 3, 150).periods,
        ]) {
          checkFill(periods);
          expect(periods[0]!.startJd).toBe(jd);
          const bySign = new Map<string, number>();
          for (const p of periods) bySign.set(p.lord, (bySign.get(p.lord) ?? 0) + p.years);
          for (const total of bySign.values()) expect(total).toBe(12);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('the running periods hold the instant and nest', () => {
    fc.assert(
      fc.property(lonArb, jdArb, fc.double({ min: 0, max: 119, noNaN: true }), (lon, jd, age) => {
        const at = jd + age * 365.25;
        const { periods } = nakshatraDasha(VIMSHOTTARI_SCHEME, lon, jd, 365.25, 5, 120, { fromJd: at, toJd: at });
        const running = runningDashas(periods, at);
        expect(running).toHaveLength(5);
        for (const n of running) expect(n.startJd <= at && at < n.endJd).toBe(true);
        for (let i = 1; i < running.length; i += 1) expect(running[i - 1]!.sub).toContain(running[i]);
      }),
    );
  });
});

describe('published rules (worked examples)', () => {
  // P. V. R. Narasimha Rao, "Computing Narayana Dasa" (note republished at id.scribd.com/document/255156929), steps 3–5.
  const SIGN = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  /** A chart with every graha at 15° of `signs[graha]` (default: Pisces 15° away from the tested signs). */
  const chartWith = (at: Record<string, number>) =>
    Object.fromEntries(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((g) => [g, (at[g] ?? 11) * 30 + 15]));

  it('Narayana order from fixed and dual seeds', async () => {
    const { narayanaOrder } = await import('../../src/vedic/narayana-dasha.js');
    expect(narayanaOrder(4).slice(0, 5).map((s) => SIGN[s])).toEqual(['Leo', 'Capricorn', 'Gemini', 'Scorpio', 'Aries']);
    expect(narayanaOrder(1).slice(0, 6).map((s) => SIGN[s])).toEqual(['Taurus', 'Sagittarius', 'Cancer', 'Aquarius', 'Virgo', 'Aries']);
    expect(narayanaOrder(5).slice(0, 8).map((s) => SIGN[s])).toEqual(['Virgo', 'Capricorn', 'Taurus', 'Gemini', 'Libra', 'Aquarius', 'Pisces', 'Cancer']);
    expect(narayanaOrder(2).slice(0, 8).map((s) => SIGN[s])).toEqual(['Gemini', 'Aquarius', 'Libra', 'Virgo', 'Taurus', 'Capricorn', 'Sagittarius', 'Leo']);
  });

  it('years: Aries 2, 6, 10, 12 with Mars in Gemini, Libra, Aquarius, Aries; 10 in Capricorn, 2 in Cancer; Leo 2, 6, 9, 12', async () => {
    const { signDashaYears } = await import('../../src/vedic/sign-dasha-years.js');
    expect([2, 6, 10, 0, 9, 3].map((s) => signDashaYears(0, chartWith({ Mars: s }), true))).toEqual([2, 6, 10, 12, 10, 2]);
    expect([2, 10, 7, 4].map((s) => signDashaYears(4, chartWith({ Sun: s }), true))).toEqual([2, 6, 9, 12]);
  });

  it('K. N. Rao’s Chara order and antardashas (Aries and Taurus lagnas)', () => {
    const chart = chartWith({});
    expect(charaDasha(0, chart, 'kn-rao', 0, 365.25, 1, 1000).slice(0, 3).map((p) => p.lord)).toEqual(['Aries', 'Taurus', 'Gemini']);
    expect(charaDasha(1, chart, 'kn-rao', 0, 365.25, 1, 1000).slice(0, 3).map((p) => p.lord)).toEqual(['Taurus', 'Aries', 'Pisces']);
    expect(charaSubShares(0, 12).map((s) => s.lord)).toEqual([...SIGN.slice(1), 'Aries']);
    expect(charaSubShares(1, 12).map((s) => s.lord).slice(0, 3)).toEqual(['Aries', 'Pisces', 'Aquarius']);
    expect(charaSubShares(1, 12).at(-1)!.lord).toBe('Taurus');
  });
});
