import type { Body, ChartRuler } from '../../schemas/index.js';
import { domicileRuler, signOf, type RulershipScheme } from '../../zodiac/index.js';

/** A placed body as the chart ruler reads it. */
export interface RulerPlacement {
  readonly body: Body;
  readonly longitude: number;
  /** Speed in longitude, degrees/day (negative when retrograde). */
  readonly speed: number;
}

/**
 * @summary The chart ruler: the domicile lord of the Ascendant's sign, TRADITIONAL by default (Ptolemy,
 * Tetrabiblos I.17), with its sign, longitude and motion; `null` when that planet is not among the placed bodies.
 *
 * The lord of the Ascendant (the "lord of the first house") is a Hellenistic and medieval notion (e.g. Lilly,
 * Christian Astrology, 1647, Book I), so Urania's default is the sign's traditional ruler: Mars for Scorpio, Saturn
 * for Aquarius, Jupiter for Pisces. `scheme: 'modern'` takes the modern ruler (Pluto, Uranus, Neptune) instead: the
 * `rulers` option of the records (docs/natal-chart.md "Rulers").
 * @example chartRuler(215, [{ body: 'Mars', longitude: 10, speed: 0.6 }])
 * // { planet: 'Mars', sign: 'Aries', longitude: 10, isRetrograde: false } (Scorpio rising)
 */
export function chartRuler(ascendant: number, placed: readonly RulerPlacement[], scheme: RulershipScheme = 'traditional'): ChartRuler | null {
  const planet = domicileRuler(signOf(ascendant), scheme);
  const p = placed.find((x) => x.body === planet);
  if (p === undefined) return null;
  return { planet, sign: signOf(p.longitude), longitude: p.longitude, isRetrograde: p.speed < 0 };
}
