import type { Element, Sign } from '../schemas/index.js';
import { SIGN_FACTS } from './signs.js';
import type { TraditionalPlanet } from './traditional-planets.js';

/** The three lords of a triplicity: by day, by night, and the participating (cooperating) lord. */
export interface TriplicityRulers {
  readonly day: TraditionalPlanet;
  readonly night: TraditionalPlanet;
  readonly participating: TraditionalPlanet;
}

/**
 * Dorothean triplicity lords, keyed by element: Dorotheus of Sidon, Carmen Astrologicum I.1 (trans. Pingree
 * 1976; also Dykes 2017). Fire: Sun by day, Jupiter by night, Saturn participating; Earth: Venus, Moon, Mars;
 * Air: Saturn, Mercury, Jupiter; Water: Venus, Mars, Moon. (Lilly, Christian Astrology p. 104, uses a
 * Ptolemaic variant with Mars for water by day and night and no participating lord; Urania uses Dorotheus.)
 */
export const TRIPLICITY_RULERS = {
  Fire: { day: 'Sun', night: 'Jupiter', participating: 'Saturn' },
  Earth: { day: 'Venus', night: 'Moon', participating: 'Mars' },
  Air: { day: 'Saturn', night: 'Mercury', participating: 'Jupiter' },
  Water: { day: 'Venus', night: 'Mars', participating: 'Moon' },
} as const satisfies Record<Element, TriplicityRulers>;

/**
 * @summary The triplicity lord of a sign for the chart's sect (day: Sun above the horizon).
 * @example triplicityRuler('Leo', true) // 'Sun'; triplicityRuler('Leo', false) // 'Jupiter'
 */
export function triplicityRuler(sign: Sign, isDayChart: boolean): TraditionalPlanet {
  const rulers = TRIPLICITY_RULERS[SIGN_FACTS[sign].element];
  return isDayChart ? rulers.day : rulers.night;
}
