/**
 * Temperament (after Lilly, Christian Astrology Book III): the factor list and its qualities on synthetic charts
 * (hand-counted), the phase and season quadrants, the primary/secondary rule, schema and bad input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import {
  moonPhaseQualities, seasonQualities, type TraditionalChart,
} from '../../src/charts/traditional/index.js';
import { temperament, temperamentFactors } from '../../src/records/temperament.js';
import { Temperament } from '../../src/schemas/index.js';
import { expectFieldError } from '../charts/technique-helpers.js';

describe('temperament', () => {
  it('a hand-counted chart', () => {
    // ASC 5° Leo (fire: hot, dry); its lord the Sun (hot, dry) at 20° Aries (fire: hot, dry), 105° from the ASC
    // (no aspect within 5°). Saturn at 65°, sextile the ASC exactly (cold, dry). Moon at 100°, Cancer (water: cold,
    // wet); Jupiter at 340°, trine the Moon (hot, wet). Phase: Moon − Sun = 80° (first quarter: hot, wet). Season:
    // Sun in Aries (spring: hot, wet). Mercury 50°, Venus 350°, Mars 270° are more than 5° from every Ptolemaic
    // aspect to the ASC and to the Moon.
    const chart: TraditionalChart = {
      ascendant: 125,
      isDayChart: true,
      longitudes: { Sun: 20, Moon: 100, Mercury: 50, Venus: 350, Mars: 270, Jupiter: 340, Saturn: 65 },
    };
    expect(temperamentFactors(chart).map((f) => f.factor)).toEqual([
      'Ascendant in Leo', 'Sun, lord of the Ascendant', 'Sun in Aries', 'Saturn aspecting the Ascendant', 'Moon in Cancer',
      'Jupiter aspecting the Moon', 'Moon phase', 'Season (Sun)',
    ]);
    // hot: Leo, Sun, Aries, Jupiter, phase, season = 6; cold: Saturn, Cancer = 2; dry: Leo, Sun, Aries, Saturn = 4;
    // wet: Cancer, Jupiter, phase, season = 4. Choleric 10, sanguine 10 (tie → choleric first), melancholic 6.
    expect(temperament(chart)).toEqual({ hot: 6, cold: 2, wet: 4, dry: 4, primary: 'choleric', secondary: 'sanguine' });
  });

  it('Lilly’s quadrants: Moon phase and season', () => {
    expect(moonPhaseQualities(45)).toEqual(['hot', 'wet']);
    expect(moonPhaseQualities(135)).toEqual(['hot', 'dry']);
    expect(moonPhaseQualities(225)).toEqual(['cold', 'dry']);
    expect(moonPhaseQualities(315)).toEqual(['cold', 'wet']);
    expect(seasonQualities(100)).toEqual(['hot', 'dry']); // summer
    expect(seasonQualities(280)).toEqual(['cold', 'wet']); // winter
  });

  it('points sum to twice the number of factors; primary and secondary are adjacent, never opposite (property)', () => {
    const lon = fc.double({ min: 0, max: 359.99, noNaN: true });
    fc.assert(fc.property(fc.array(lon, { minLength: 8, maxLength: 8 }), (l) => {
      const chart: TraditionalChart = {
        ascendant: l[0]!, isDayChart: true,
        longitudes: { Sun: l[1]!, Moon: l[2]!, Mercury: l[3]!, Venus: l[4]!, Mars: l[5]!, Jupiter: l[6]!, Saturn: l[7]! },
      };
      const t = temperament(chart);
      const n = temperamentFactors(chart).length;
      const opposite = { choleric: 'phlegmatic', phlegmatic: 'choleric', sanguine: 'melancholic', melancholic: 'sanguine' } as const;
      return Value.Check(Temperament, t) && t.hot + t.cold === n && t.wet + t.dry === n && opposite[t.primary] !== t.secondary && t.primary !== t.secondary;
    }));
  });

  it('on a natal chart', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    expect(Value.Check(Temperament, temperament(chart))).toBe(true);
  });

  it('bad input names the field', () => {
    expectFieldError(() => temperament({ ascendant: 125, isDayChart: true, longitudes: { Moon: 1 } }), 'chart.longitudes.Sun', 'MISSING_ARGUMENT');
    // Aries rising needs Mars, its lord.
    expectFieldError(() => temperament({ ascendant: 5, isDayChart: true, longitudes: { Moon: 1, Sun: 2 } }), 'chart.longitudes.Mars', 'MISSING_ARGUMENT');
    expectFieldError(() => temperament({ isDayChart: true, longitudes: { Moon: 1, Sun: 2 } } as never), 'chart.ascendant', 'MISSING_ARGUMENT');
  });
});
