import type { Body, MutualReception } from '../../schemas/index.js';
import { isTraditionalPlanet, receptionBetween, TRADITIONAL_PLANETS } from '../../zodiac/index.js';

/**
 * @summary Every mutual reception among the seven classical planets, each pair once (pairs in the order Sun, Moon,
 * Mercury, Venus, Mars, Jupiter, Saturn), by domicile, by exaltation or mixed.
 *
 * Two planets receive each other when each stands in a sign where the other has domicile or exaltation (Lilly,
 * Christian Astrology, 1647, Book I: reception by house, by exaltation, and one by the other — `mixed`); the rule
 * is the zodiac layer's `mutualReception`, read in the TRADITIONAL scheme (Ptolemy's rulerships), consistent with
 * the chart ruler and the dignities. Uranus, Neptune and Pluto take no part.
 * @example chartMutualReceptions([{ body: 'Venus', longitude: 10 }, { body: 'Mars', longitude: 40 }])
 * // [{ body1: 'Venus', body2: 'Mars', sign1: 'Aries', sign2: 'Taurus', type: 'domicile' }]
 */
export function chartMutualReceptions(
  placed: readonly { readonly body: Body; readonly longitude: number }[],
): MutualReception[] {
  // Only the seven are ever looked up (a chart places 44 bodies): the last place of each, as a Map of all would keep.
  const byBody = new Map<Body, number>();
  for (const p of placed) if (isTraditionalPlanet(p.body)) byBody.set(p.body, p.longitude);
  const planets = TRADITIONAL_PLANETS.filter((b) => byBody.has(b));
  const out: MutualReception[] = [];
  for (let i = 0; i < planets.length; i++) {
    for (let j = i + 1; j < planets.length; j++) {
      const a = planets[i]!;
      const b = planets[j]!;
      const r = receptionBetween({ body: a, longitude: byBody.get(a)! }, { body: b, longitude: byBody.get(b)! }, 'traditional');
      if (r !== null) out.push({ body1: r.body1, body2: r.body2, sign1: r.sign1, sign2: r.sign2, type: r.type });
    }
  }
  return out;
}
