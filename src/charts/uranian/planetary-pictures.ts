import { dialDistance } from './dial-distance.js';

/** A factor of a Uranian chart: its name (a body, `Ascendant`, `Midheaven`, `AriesPoint`) and its longitude. */
export interface UranianFactor {
  readonly name: string;
  readonly longitude: number;
}

/** A midpoint A/B standing on a factor (on the 90° dial). */
export interface TreeMidpoint {
  readonly factor1: string;
  readonly factor2: string;
  /** Dial distance of the midpoint from the tree's factor, degrees. */
  readonly orb: number;
}

/** A planetary picture A + B − C = D: the sensitive point A + B − C falls on D (equivalently A/B = C/D). */
export interface PlanetaryPicture {
  readonly a: string;
  readonly b: string;
  readonly c: string;
  readonly d: string;
  /** Longitude of the sensitive point A + B − C, degrees [0, 360). */
  readonly sensitivePoint: number;
  /** Dial distance of D from the sensitive point, degrees. */
  readonly orb: number;
}

/**
 * @summary The midpoint tree of every factor: the midpoints A/B of two other factors within `orb` of it on the 90° dial
 * (A/B = (A + B) / 2; its two midpoints, 180° apart, are one point on the dial), closest first. Reinhold Ebertin,
 * The Combination of Stellar Influences (1940; trans. 1972), introduction: the "midpoint trees" of the 90° dial.
 * @example midpointTrees([{ name: 'Sun', longitude: 0 }, { name: 'Moon', longitude: 40 }, { name: 'Mars', longitude: 110.5 }], 1).get('Mars') // [{ factor1: 'Sun', factor2: 'Moon', orb: 0.5 }]
 */
export function midpointTrees(factors: readonly UranianFactor[], orb: number): Map<string, TreeMidpoint[]> {
  const trees = new Map<string, TreeMidpoint[]>(factors.map((f) => [f.name, []]));
  for (let i = 0; i < factors.length; i++) {
    for (let j = i + 1; j < factors.length; j++) {
      const a = factors[i]!;
      const b = factors[j]!;
      const mid = (a.longitude + b.longitude) / 2;
      for (const f of factors) {
        if (f === a || f === b) continue;
        const d = dialDistance(f.longitude, mid);
        if (d <= orb) trees.get(f.name)!.push({ factor1: a.name, factor2: b.name, orb: d });
      }
    }
  }
  for (const list of trees.values()) list.sort((x, y) => x.orb - y.orb);
  return trees;
}

/**
 * @summary The planetary pictures of the Hamburg school among `factors`: every A + B − C that falls within `orb` of a
 * fourth factor D on the 90° dial (Witte and Lefeldt, Regelwerk für Planetenbilder: "A + B − C = D"; the same picture
 * as the midpoint equality A/B = C/D, since A + B − C − D ≡ 0 mod 90 ⇔ (A + B)/2 ≡ (C + D)/2 mod 45). Each picture is
 * reported once, as its pair of pairs {A, B} and {C, D} (four distinct factors), written with C and D in the order
 * given, closest first.
 * @example planetaryPictures([{ name: 'Sun', longitude: 10 }, { name: 'Moon', longitude: 50 }, { name: 'Mars', longitude: 20 }, { name: 'Venus', longitude: 40.5 }], 1)[0] // { a: 'Sun', b: 'Moon', c: 'Mars', d: 'Venus', sensitivePoint: 40, orb: 0.5 }
 */
export function planetaryPictures(factors: readonly UranianFactor[], orb: number): PlanetaryPicture[] {
  const out: PlanetaryPicture[] = [];
  const n = factors.length;
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
  for (let p = 0; p < pairs.length; p++) {
    const [i, j] = pairs[p]!;
    for (let q = p + 1; q < pairs.length; q++) {
      const [k, l] = pairs[q]!;
      if (k === i || k === j || l === i || l === j) continue;
      const a = factors[i]!;
      const b = factors[j]!;
      const c = factors[k]!;
      const d = factors[l]!;
      const point = (((a.longitude + b.longitude - c.longitude) % 360) + 360) % 360;
      const distance = dialDistance(d.longitude, point);
      if (distance <= orb) out.push({ a: a.name, b: b.name, c: c.name, d: d.name, sensitivePoint: point, orb: distance });
    }
  }
  return out.sort((x, y) => x.orb - y.orb);
}
