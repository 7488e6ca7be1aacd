import { describe, expect, it } from 'vitest';
import { houses, siderealPositions } from '../../src/records/index.js';
import { kpChart } from '../../src/records/kp-chart.js';
import { kpLords } from '../../src/vedic/kp-lords.js';
import { aspectedHouses } from '../../src/vedic/graha-drishti.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const AT = '1990-07-15T18:30:00Z';
/** Two routes to a sidereal longitude agree to this, degrees. */
const LONGITUDE_TOLERANCE_DEG = 1e-6;

describe('kpChart', () => {
  const chart = kpChart({ birth: BIRTH });
  it('cusps are the Placidus cusps in the sidereal zodiac of the Krishnamurti ayanamsa (houses() by its own route), each with its lords', () => {
    const reference = houses({ at: AT, latitude: BIRTH.latitude, longitude: BIRTH.longitude, system: 'Placidus', zodiac: 'sidereal', ayanamsa: 'Krishnamurti' });
    expect(chart.houseSystemUsed).toBe('Placidus');
    expect(chart.ayanamsa.system).toBe('Krishnamurti');
    chart.cusps.forEach((c, i) => {
      const d = Math.abs(((c.longitude - reference.cusps[i]!.cusp.longitude + 540) % 360) - 180);
      expect(d).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
      const l = kpLords(c.longitude);
      expect([c.signLord, c.starLord, c.subLord, c.subSubLord]).toEqual([l.signLord, l.starLord, l.subLord, l.subSubLord]);
    });
  });
  it('planets are the sidereal positions (Krishnamurti, mean node), each in the house whose cusp it follows', () => {
    const reference = siderealPositions(AT, { ayanamsa: 'Krishnamurti', node: 'mean' });
    const cusps = chart.cusps.map((c) => c.longitude);
    for (const p of chart.planets) {
      const ref = reference.find((r) => r.planet === p.planet)!;
      expect(Math.abs(ref.siderealLongitude - p.longitude)).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
      const from = cusps[p.house - 1]!;
      const to = cusps[p.house % 12]!;
      expect(((p.longitude - from + 360) % 360)).toBeLessThan(((to - from + 360) % 360));
    }
  });
  it('ruling planets: the day lord of a Sunday afternoon is the Sun, and of a Monday before sunrise still the Sun; Ascendant and Moon lords are those of cusp 1 and the Moon', () => {
    expect(chart.rulingPlanets.dayLord).toBe('Sun');
    const asc = chart.cusps[0]!;
    expect(chart.rulingPlanets.ascendant).toEqual({ signLord: asc.signLord, starLord: asc.starLord, subLord: asc.subLord });
    const moon = chart.planets.find((p) => p.planet === 'Moon')!;
    expect(chart.rulingPlanets.moon).toEqual({ signLord: moon.signLord, starLord: moon.starLord, subLord: moon.subLord });
    const early = kpChart({ birth: { ...BIRTH, birthDate: '1990-07-16', birthTime: '04:00' } }); // New York sunrise ≈ 05:40 EDT
    expect(early.rulingPlanets.dayLord).toBe('Sun');
    const later = kpChart({ birth: { ...BIRTH, birthDate: '1990-07-16', birthTime: '07:00' } });
    expect(later.rulingPlanets.dayLord).toBe('Moon');
  });
  it('level 2 of each house is its occupants, level 4 the lord of the sign on its cusp', () => {
    for (const s of chart.significators) {
      expect(s.level2).toEqual(chart.planets.filter((p) => p.house === s.house).map((p) => p.planet));
      expect(s.level4).toEqual([chart.cusps[s.house - 1]!.signLord]);
    }
  });
  it('records the node rule applied: plain by default', () => {
    expect(chart.nodes).toBe('plain');
  });
  it("nodes: 'agents' (Krishnamurti's node rule, KP Reader II and VI) adds a node, at the same level, exactly where one of its principals — sign lord, star lord, a planet in its sign or one aspecting its sign — signifies; nothing else changes", () => {
    const agents = kpChart({ birth: BIRTH, nodes: 'agents' });
    expect(agents.nodes).toBe('agents');
    expect(agents.cusps).toEqual(chart.cusps);
    expect(agents.planets).toEqual(chart.planets);
    // The principals of each node, read off the chart's own planets by the rule's words.
    const principals = (node: 'Rahu' | 'Ketu') => {
      const n = chart.planets.find((p) => p.planet === node)!;
      const sign = Math.floor(n.longitude / 30);
      const of = new Set<string>([n.signLord, n.starLord]);
      for (const p of chart.planets) {
        if (p.planet === 'Rahu' || p.planet === 'Ketu') continue;
        const counted = ((sign - Math.floor(p.longitude / 30) + 12) % 12) + 1;
        if (counted === 1 || aspectedHouses(p.planet).includes(counted)) of.add(p.planet);
      }
      of.delete(node);
      return of;
    };
    const rahu = principals('Rahu');
    const ketu = principals('Ketu');
    let added = 0;
    chart.significators.forEach((plain, i) => {
      for (const level of ['level1', 'level2', 'level3', 'level4'] as const) {
        const expected = [...plain[level]];
        if (!expected.includes('Rahu') && plain[level].some((p) => rahu.has(p))) expected.push('Rahu');
        if (!expected.includes('Ketu') && plain[level].some((p) => ketu.has(p))) expected.push('Ketu');
        added += expected.length - plain[level].length;
        expect(agents.significators[i]![level]).toEqual(expected);
      }
    });
    expect(added).toBeGreaterThan(0); // the rule changes this chart, so the option is seen to act
  });
  it('an unknown node rule is an INVALID_ARGUMENT naming nodes and its values', () => {
    expect(() => kpChart({ birth: BIRTH, nodes: 'proxy' as never })).toThrow(/nodes/);
    expect(() => kpChart({ birth: BIRTH, nodes: 'proxy' as never })).toThrow(/agents/);
  });
  it('refuses a birth without a time, naming birth.birthTime', () => {
    const { birthTime: _t, ...untimed } = BIRTH;
    expect(() => kpChart({ birth: untimed as never })).toThrow(/birthTime/);
  });
});
