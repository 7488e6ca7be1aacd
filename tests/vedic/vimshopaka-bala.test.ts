import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vargaSign } from '../../src/vedic/varga-sign.js';
import { VIMSHOPAKA_GROUPS, vimshopakaBala } from '../../src/vedic/vimshopaka-bala.js';

/**
 * Vimshopaka bala against Brihat Parashara Hora Shastra ch. 7 (the Vimshopaka verses; the weights as given in the
 * translation on tamilsurangam.in's BPHS "Divisional considerations" page, vv. 17–27), written here independently:
 * the weights, the six scores, the compound relationship of BPHS ch. 3 and the sign lords.
 */
const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
type G = (typeof GRAHAS)[number];
/** Sign lords Aries … Pisces. */
const LORD: readonly G[] = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
/** BPHS ch. 3, naisargika maitri: friends and enemies (the rest neutral). */
const FRIENDS: Record<G, readonly G[]> = {
  Sun: ['Moon', 'Mars', 'Jupiter'], Moon: ['Sun', 'Mercury'], Mars: ['Sun', 'Moon', 'Jupiter'], Mercury: ['Sun', 'Venus'],
  Jupiter: ['Sun', 'Moon', 'Mars'], Venus: ['Mercury', 'Saturn'], Saturn: ['Mercury', 'Venus'],
};
const ENEMIES: Record<G, readonly G[]> = {
  Sun: ['Venus', 'Saturn'], Moon: [], Mars: ['Mercury'], Mercury: ['Moon'], Jupiter: ['Mercury', 'Venus'], Venus: ['Sun', 'Moon'], Saturn: ['Sun', 'Moon', 'Mars'],
};
/** The verses' weights: shad 6,2,4,5,2,1; sapta 5,2,3,2½,4½,2,1; dasa Rasi 3, Shashtiamsa 5, the other eight 1½; shodasa Hora 1, Trimsamsa 1, Drekkana 1, Shodasamsa 2, Navamsa 3, Rasi 3½, Shashtiamsa 4, the other nine ½. */
const WEIGHTS = {
  shadvarga: [[1, 6], [2, 2], [3, 4], [9, 5], [12, 2], [30, 1]],
  saptavarga: [[1, 5], [2, 2], [3, 3], [7, 2.5], [9, 4.5], [12, 2], [30, 1]],
  dasavarga: [[1, 3], [60, 5], ...[2, 3, 7, 9, 10, 12, 16, 30].map((d) => [d, 1.5])],
  shodasavarga: [[2, 1], [30, 1], [3, 1], [16, 2], [9, 3], [1, 3.5], [60, 4], ...[4, 7, 10, 12, 20, 24, 27, 40, 45].map((d) => [d, 0.5])],
} as const;
/** Score tolerance (sums of a few products of halves and twentieths). */
const SCORE_TOLERANCE = 1e-9;

function byDefinition(lons: Record<G, number>): Record<G, Record<keyof typeof WEIGHTS, number>> {
  const rasi = (g: G) => Math.floor(lons[g] / 30);
  const score = (g: G, d: number): number => {
    const lord = LORD[vargaSign(lons[g], d, 'parashara')]!;
    if (lord === g) return 20;
    const n = FRIENDS[g].includes(lord) ? 1 : ENEMIES[g].includes(lord) ? -1 : 0;
    const house = ((rasi(lord) - rasi(g) + 12) % 12) + 1;
    const t = [2, 3, 4, 10, 11, 12].includes(house) ? 1 : -1;
    return { 2: 18, 1: 15, 0: 10, [-1]: 7, [-2]: 5 }[n + t]!; // compound: great friend … great enemy
  };
  return Object.fromEntries(GRAHAS.map((g) => [g, Object.fromEntries(Object.entries(WEIGHTS).map(([group, ws]) =>
    [group, ws.reduce((sum, [d, w]) => sum + (w * score(g, d)) / 20, 0)]))])) as Record<G, Record<keyof typeof WEIGHTS, number>>;
}

describe('vimshopakaBala (BPHS ch. 7)', () => {
  it('the weights of each group total 20 and are those of the verses', () => {
    for (const [group, ws] of Object.entries(WEIGHTS)) {
      expect(ws.reduce((s, [, w]) => s + w, 0)).toBe(20);
      expect(VIMSHOPAKA_GROUPS[group as keyof typeof WEIGHTS]).toEqual(Object.fromEntries(ws));
    }
  });
  it('a hand-worked case: the Sun at Leo 0°10′ with Mars in Virgo scores 19.4 in the shadvarga', () => {
    // D1 Leo own 20 (×6), D2 odd sign first half Leo own (×2), D3 Leo own (×4), D9 Leo fixed → from the 9th, Aries:
    // Mars, natural friend, in the 2nd from Leo a temporal friend → great friend 18 (×5), D12 Leo own (×2), D30 odd
    // 0–5° Aries: Mars 18 (×1). (120 + 40 + 80 + 90 + 40 + 18) / 20 = 19.4.
    const lons = { Sun: 120 + 1 / 6, Moon: 10, Mars: 160, Mercury: 100, Jupiter: 250, Venus: 50, Saturn: 300 };
    expect(Math.abs(vimshopakaBala(lons).Sun.shadvarga - 19.4)).toBeLessThan(SCORE_TOLERANCE);
  });
  it('every graha and group equals the verses computed independently, for random charts', () => {
    const lon = fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true });
    fc.assert(fc.property(fc.tuple(lon, lon, lon, lon, lon, lon, lon), (ls) => {
      const lons = Object.fromEntries(GRAHAS.map((g, i) => [g, ls[i]!])) as Record<G, number>;
      const got = vimshopakaBala(lons);
      const want = byDefinition(lons);
      return GRAHAS.every((g) => (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).every((k) => Math.abs(got[g][k] - want[g][k]) < SCORE_TOLERANCE));
    }), { numRuns: 500 });
  });
});
