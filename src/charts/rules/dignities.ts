import type { Body, Dignity } from '../../schemas/index.js';
import { dignitiesAt, OUTER_PLANETS, TRADITIONAL_PLANETS } from '../../zodiac/index.js';

/** The bodies the dignities are listed for, in order: the seven, then Uranus, Neptune and Pluto. */
const DIGNIFIED: readonly Body[] = [...TRADITIONAL_PLANETS, ...OUTER_PLANETS];
const DIGNIFIED_SET: ReadonlySet<Body> = new Set(DIGNIFIED);

/**
 * @summary Essential dignities of the planets: the seven classical planets always, Uranus, Neptune and Pluto when
 * they hold a modern domicile or detriment (otherwise they hold nothing to report).
 *
 * Each item is `essentialDignity` of the zodiac layer (docs/zodiac.md): domicile and detriment (Ptolemy,
 * Tetrabiblos I.17), exaltation and fall (I.19), triplicity by sect (Dorothean lords), Egyptian terms, Chaldean
 * faces, scored with Lilly's points (Christian Astrology, 1647, p. 115: domicile +5, exaltation +4, triplicity +3,
 * term +2, face +1, detriment −5, fall −4, peregrine −5). `dignity` is the first held in the order domicile,
 * exaltation, detriment, fall, triplicity, terms, face, peregrine; `held` lists them all. The sect (`isDayChart`)
 * selects the triplicity lord.
 * @example chartDignities([{ body: 'Sun', longitude: 19 }], true)[0]
 * // { body: 'Sun', sign: 'Aries', dignity: 'exaltation', score: 8, held: ['exaltation', 'triplicity', 'face'] }
 */
export function chartDignities(
  placed: readonly { readonly body: Body; readonly longitude: number }[],
  isDayChart: boolean,
): Dignity[] {
  // Only the ten are ever looked up (a chart places 44 bodies): the last place of each, as a Map of all would keep.
  const byBody = new Map<Body, number>();
  for (const p of placed) if (DIGNIFIED_SET.has(p.body)) byBody.set(p.body, p.longitude);
  const out: Dignity[] = [];
  for (const body of DIGNIFIED) {
    const lon = byBody.get(body);
    if (lon === undefined) continue;
    const d = dignitiesAt(body, lon, isDayChart);
    if (d.dignity === 'none') continue;
    out.push({ body, sign: d.sign, dignity: d.dignity, score: d.score, held: [...d.dignities] });
  }
  return out;
}
