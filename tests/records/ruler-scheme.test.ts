/**
 * One rulership default for the whole library, and a `rulers` option wherever a sign's ruler is read (issue 22 #17):
 * the natal chart's chart ruler, the horoscopes' sign ruler and the houses' natural rulers all follow the
 * traditional scheme by default (before the fix the natal chart was traditional and the horoscopes modern), and
 * `rulers: 'modern'` switches each of them to Pluto, Uranus and Neptune for Scorpio, Aquarius and Pisces.
 */
import { describe, expect, it } from 'vitest';
import { allHoroscopes, houseMeaning, natalChart, natalReport, weeklyHoroscope } from '../../src/records/index.js';
import { SIGNS, type Sign } from '../../src/schemas/index.js';

/** Ptolemy, Tetrabiblos I.17 (the seven visible planets), written out here. */
const TRADITIONAL: Record<Sign, string> = {
  Aries: 'Mars', Taurus: 'Venus', Gemini: 'Mercury', Cancer: 'Moon', Leo: 'Sun', Virgo: 'Mercury',
  Libra: 'Venus', Scorpio: 'Mars', Sagittarius: 'Jupiter', Capricorn: 'Saturn', Aquarius: 'Saturn', Pisces: 'Jupiter',
};
/** The modern scheme differs for three signs. */
const MODERN: Record<Sign, string> = { ...TRADITIONAL, Scorpio: 'Pluto', Aquarius: 'Uranus', Pisces: 'Neptune' };

/** New York, 15 July 1990, 14:30: Scorpio rising (docs/natal-chart.md). */
const SCORPIO_RISING = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } as const;

describe('the rulership scheme', () => {
  it('natalChart: the chart ruler is traditional by default, modern with rulers: modern', () => {
    const chart = natalChart(SCORPIO_RISING);
    expect(chart.ascendantSign).toBe('Scorpio');
    expect(chart.chartRuler?.planet).toBe('Mars');
    expect(natalChart({ ...SCORPIO_RISING, rulers: 'traditional' }).chartRuler?.planet).toBe('Mars');
    expect(natalChart({ ...SCORPIO_RISING, rulers: 'modern' }).chartRuler?.planet).toBe('Pluto');
  });

  it('natalReport passes the option to its chart', () => {
    expect(natalReport({ ...SCORPIO_RISING, rulers: 'modern' }).chart.chartRuler?.planet).toBe('Pluto');
  });

  it('the horoscopes read the same default as the natal chart, and switch with rulers: modern', () => {
    const date = '2024-03-10';
    const byDefault = allHoroscopes({ date, narrative: false });
    const modern = allHoroscopes({ date, narrative: false, rulers: 'modern' });
    expect(byDefault.map((h) => h.rulerCondition.ruler)).toEqual(SIGNS.map((s) => TRADITIONAL[s]));
    expect(modern.map((h) => h.rulerCondition.ruler)).toEqual(SIGNS.map((s) => MODERN[s]));
    expect(weeklyHoroscope({ sign: 'Aquarius', date, narrative: false }).rulerCondition.ruler).toBe('Saturn');
    expect(weeklyHoroscope({ sign: 'Aquarius', date, narrative: false, rulers: 'modern' }).rulerCondition.ruler).toBe('Uranus');
  });

  it('houseMeaning: the natural ruler of the 11th house is Saturn by default, Uranus with rulers: modern', () => {
    expect(houseMeaning(11).rulingPlanet).toBe('Saturn');
    expect(houseMeaning(11, { rulers: 'modern' }).rulingPlanet).toBe('Uranus');
  });

  it('refuses an unknown scheme, naming rulers and the two schemes', () => {
    expect(() => natalChart({ ...SCORPIO_RISING, rulers: 'hellenistic' as 'modern' })).toThrow(/rulers/);
    expect(() => natalChart({ ...SCORPIO_RISING, rulers: 'hellenistic' as 'modern' })).toThrow(/traditional/);
  });
});
