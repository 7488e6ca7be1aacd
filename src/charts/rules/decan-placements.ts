import type { Body, DecanPlacement } from '../../schemas/index.js';
import { decanAt, TEN_PLANETS } from '../../zodiac/index.js';

/** The ten planets as a set. */
const TEN_PLANET_SET: ReadonlySet<Body> = new Set<Body>(TEN_PLANETS);

/**
 * @summary The decan (face) each of the ten planets occupies, with the decan's Chaldean face ruler.
 *
 * Decans of 10° from the start of each sign; face rulers in the Chaldean order (Saturn, Jupiter, Mars, Sun, Venus,
 * Mercury, Moon) starting with Mars at 0° Aries (al-Biruni, Book of Instruction, trans. Wright 1934; Lilly,
 * Christian Astrology, 1647, p. 104; the zodiac layer's `CHALDEAN_FACES`). Planets absent from the chart are
 * left out.
 * @example decanPlacements([{ body: 'Sun', longitude: 135 }]) // [{ body: 'Sun', decan: 2, faceRuler: 'Jupiter' }]
 */
export function decanPlacements(placed: readonly { readonly body: Body; readonly longitude: number }[]): DecanPlacement[] {
  // Only the ten are ever looked up (a chart places 44 bodies): the last place of each, as a Map of all would keep.
  const byBody = new Map<Body, number>();
  for (const p of placed) if (TEN_PLANET_SET.has(p.body)) byBody.set(p.body, p.longitude);
  const out: DecanPlacement[] = [];
  for (const body of TEN_PLANETS) {
    const lon = byBody.get(body);
    if (lon === undefined) continue;
    const d = decanAt(lon);
    out.push({ body, decan: d.decan, faceRuler: d.chaldeanRuler });
  }
  return out;
}
