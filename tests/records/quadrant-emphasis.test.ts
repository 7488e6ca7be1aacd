import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { hemisphericEmphasis, natalChart, quadrantEmphasis } from '../../src/records/index.js';
import { HemisphericEmphasis, QuadrantEmphasis } from '../../src/schemas/index.js';

/** New York, 1990-07-15 14:30 EDT (18:30 UT): local apparent solar time ≈ 13:28, the Sun 1½ h past the meridian. */
const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

describe('quadrantEmphasis / hemisphericEmphasis of a natal chart (POST /quadrant-emphasis, /hemispheric-emphasis)', () => {
  const chart = natalChart(NY);
  const placed = chart.positions.map((p) => ({ body: p.body, longitude: p.position.longitude }));

  it('take the output of natalChart directly: its positions in the frame of its Ascendant and MC', () => {
    const q = quadrantEmphasis(chart);
    const h = hemisphericEmphasis(chart);
    expect(Value.Check(QuadrantEmphasis, q)).toBe(true);
    expect(Value.Check(HemisphericEmphasis, h)).toBe(true);
    expect(q).toEqual(quadrantEmphasis(placed, chart.ascendant!, chart.midheaven));
    expect(h).toEqual(hemisphericEmphasis(placed, chart.ascendant!, chart.midheaven));
  });

  it('an early-afternoon Sun stands above the horizon, west of the meridian: the southwest quadrant (houses 7–9)', () => {
    const sunOnly = { weights: { Sun: 1 } };
    expect(quadrantEmphasis(chart, sunOnly)).toEqual({ northeast: 0, northwest: 0, southwest: 1, southeast: 0, dominant: 'southwest' });
    expect(hemisphericEmphasis(chart, sunOnly)).toEqual({ north: 0, south: 1, east: 0, west: 1, dominant: 'south' });
  });

  it('a chart cast without birthTime has no angles: MISSING_ARGUMENT naming chart.ascendant', () => {
    const untimed = natalChart({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });
    for (const f of [() => quadrantEmphasis(untimed), () => hemisphericEmphasis(untimed)]) {
      expect(f).toThrow(expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'chart.ascendant' }) }));
    }
  });
});
