/**
 * The Hermetic lots (Paulus Alexandrinus ch. 23) on synthetic charts with hand-computed longitudes, the night
 * reversal, agreement with natalChart's Part of Fortune, schema validity and bad input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { HERMETIC_LOTS } from '../../src/charts/traditional/index.js';
import { arabicParts } from '../../src/records/arabic-parts.js';
import { ArabicPart } from '../../src/schemas/index.js';
import { delta, expectFieldError } from '../charts/technique-helpers.js';

const EPS = 1e-9;
const LONGITUDES = { Sun: 10, Moon: 40, Mercury: 20, Venus: 70, Mars: 200, Jupiter: 250, Saturn: 300 };

describe('arabicParts', () => {
  it('day chart, ASC 100°: hand-computed lots', () => {
    const lots = arabicParts({ ascendant: 100, isDayChart: true, longitudes: LONGITUDES });
    const byName = Object.fromEntries(lots.map((l) => [l.name, l]));
    // Fortune = 100 + 40 − 10 = 130; Spirit = 100 + 10 − 40 = 70;
    // Eros = 100 + Venus 70 − Spirit 70 = 100; Necessity = 100 + 130 − 20 = 210; Courage = 100 + 130 − 200 = 30;
    // Victory = 100 + 250 − 70 = 280; Nemesis = 100 + 130 − 300 = −70 → 290.
    const expected = { Fortune: 130, Spirit: 70, Eros: 100, Necessity: 210, Courage: 30, Victory: 280, Nemesis: 290 };
    for (const [name, lon] of Object.entries(expected)) expect(delta(byName[name]!.longitude, lon), name).toBeLessThan(EPS);
    expect(byName.Fortune!.formula).toBe('ASC + Moon - Sun');
    expect(byName.Eros!.formula).toBe('ASC + Venus - Spirit');
    expect(byName.Fortune).toMatchObject({ sign: 'Leo' });
    expect(byName.Fortune!.degree).toBeCloseTo(10, 9);
  });

  it('night chart reverses every lot: Fortune and Spirit swap, the others mirror', () => {
    const lots = arabicParts({ ascendant: 100, isDayChart: false, longitudes: LONGITUDES });
    const byName = Object.fromEntries(lots.map((l) => [l.name, l]));
    // Fortune = 100 + 10 − 40 = 70; Spirit = 100 + 40 − 10 = 130; Eros = 100 + Spirit 130 − Venus 70 = 160;
    // Necessity = 100 + 20 − Fortune 70 = 50; Courage = 100 + 200 − 70 = 230; Victory = 100 + 130 − 250 = −20 → 340;
    // Nemesis = 100 + 300 − 70 = 330.
    const expected = { Fortune: 70, Spirit: 130, Eros: 160, Necessity: 50, Courage: 230, Victory: 340, Nemesis: 330 };
    for (const [name, lon] of Object.entries(expected)) expect(delta(byName[name]!.longitude, lon), name).toBeLessThan(EPS);
    expect(byName.Fortune!.formula).toBe('ASC + Sun - Moon');
    expect(byName.Nemesis!.formula).toBe('ASC + Saturn - Fortune');
  });

  it('Fortune and Spirit are symmetric about the Ascendant (property)', () => {
    const lon = fc.double({ min: 0, max: 359.999, noNaN: true });
    fc.assert(fc.property(lon, lon, lon, fc.boolean(), (asc, sun, moon, day) => {
      const [fortune, spirit] = arabicParts({ ascendant: asc, isDayChart: day, longitudes: { Sun: sun, Moon: moon } });
      return delta(fortune!.longitude + spirit!.longitude, 2 * asc) < 1e-9 && Value.Check(ArabicPart, fortune) && Value.Check(ArabicPart, spirit);
    }));
  });

  it('on a natal chart: all seven lots, Fortune equal to the chart’s Part of Fortune', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    const lots = arabicParts(chart);
    expect(lots.map((l) => l.name)).toEqual(HERMETIC_LOTS.map((l) => l.name));
    expect(delta(lots[0]!.longitude, chart.partOfFortune!.longitude)).toBeLessThan(EPS);
    for (const l of lots) expect(Value.Check(ArabicPart, l)).toBe(true);
  });

  it('lots needing an absent planet are skipped; Sun and Moon are required', () => {
    const lots = arabicParts({ ascendant: 0, isDayChart: true, longitudes: { Sun: 1, Moon: 2, Venus: 3 } });
    expect(lots.map((l) => l.name)).toEqual(['Fortune', 'Spirit', 'Eros']);
    expectFieldError(() => arabicParts({ ascendant: 0, isDayChart: true, longitudes: { Sun: 1 } }), 'chart.longitudes.Moon', 'MISSING_ARGUMENT');
  });

  it('bad input names the field', () => {
    const noTime = natalChart({ birthDate: '1990-07-15', latitude: 40.7, longitude: -74 });
    expectFieldError(() => arabicParts(noTime), 'chart.ascendant', 'MISSING_ARGUMENT');
    expectFieldError(() => arabicParts({ ascendant: Number.NaN, isDayChart: true, longitudes: LONGITUDES }), 'chart.ascendant');
    expectFieldError(() => arabicParts({ ascendant: 1, longitudes: LONGITUDES } as never), 'chart.isDayChart', 'MISSING_ARGUMENT');
    expectFieldError(() => arabicParts({ ascendant: 1, isDayChart: true, longitudes: { Sun: 1, Moon: 'x' as unknown as number } }), 'chart.longitudes.Moon');
  });
});
