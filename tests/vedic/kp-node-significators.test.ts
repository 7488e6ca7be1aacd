import { describe, expect, it } from 'vitest';
import { kpSignificators, type KpPlanetLongitudes } from '../../src/vedic/kp-significators.js';

/**
 * Krishnamurti's node rule (KP Reader II and VI): Rahu and Ketu also signify for the planets they conjoin, the planets
 * aspecting them, their sign lord and their star lord. A constructed chart with equal 30° cusps from 0° (house n is
 * sign n), worked by hand:
 * - Rahu 95° (Cancer 5°, Pushya: star lord Saturn; sign lord Moon); Mars 100° conjoins it; Jupiter in Pisces aspects
 *   Cancer (its 5th). Rahu's principals: Moon, Saturn, Mars, Jupiter.
 * - Ketu 275° (Capricorn 5°, Uttarashadha: star lord Sun; sign lord Saturn); Mars in Cancer aspects Capricorn (its 7th).
 *   Ketu's principals: Saturn, Sun, Mars.
 */
const CUSPS = Array.from({ length: 12 }, (_, i) => i * 30);
const PLANETS: KpPlanetLongitudes = [
  { planet: 'Sun', longitude: 10 }, { planet: 'Moon', longitude: 200 }, { planet: 'Mars', longitude: 100 },
  { planet: 'Mercury', longitude: 40 }, { planet: 'Jupiter', longitude: 335 }, { planet: 'Venus', longitude: 50 },
  { planet: 'Saturn', longitude: 250 }, { planet: 'Rahu', longitude: 95 }, { planet: 'Ketu', longitude: 275 },
];

describe('kpSignificators: the node rule', () => {
  const plain = kpSignificators(CUSPS, PLANETS).significators;
  const agents = kpSignificators(CUSPS, PLANETS, { nodes: 'agents' }).significators;
  it('by default the nodes signify only as occupants and through their stars', () => {
    expect(plain[0]!.level4).toEqual(['Mars']);
    expect(plain[9]!.level4).toEqual(['Saturn']);
    expect(plain[6]!.level2).toEqual(['Moon']);
  });
  it('with nodes: agents, a node joins every level where one of its principals stands', () => {
    expect(agents[0]!.level4).toEqual(['Mars', 'Rahu', 'Ketu']); // Aries: lord Mars, a principal of both
    expect(agents[9]!.level4).toEqual(['Saturn', 'Rahu', 'Ketu']); // Capricorn: lord Saturn, both nodes' principal
    expect(agents[4]!.level4).toEqual(['Sun', 'Ketu']); // Leo: lord Sun, Ketu's star lord only
    expect(agents[8]!.level4).toEqual(['Jupiter', 'Rahu']); // Sagittarius: lord Jupiter, aspecting Rahu
    expect(agents[1]!.level4).toEqual(['Venus']); // Taurus: Venus is no node's principal
    expect(agents[6]!.level2).toEqual(['Moon', 'Rahu']); // Libra holds the Moon, Rahu's sign lord
    expect(agents[3]!.level2).toEqual(['Mars', 'Rahu', 'Ketu']); // Cancer holds Mars and Rahu; Ketu for Mars
  });
  it('adds nodes only: every plain significator stays, in its order', () => {
    agents.forEach((h, i) => {
      for (const level of ['level1', 'level2', 'level3', 'level4'] as const) {
        expect(h[level].slice(0, plain[i]![level].length)).toEqual(plain[i]![level]);
        expect(h[level].slice(plain[i]![level].length).every((p) => p === 'Rahu' || p === 'Ketu')).toBe(true);
      }
    });
  });
});
