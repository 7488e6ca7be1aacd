import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { NATAL_ASPECT_BODIES } from '../../src/schemas/index.js';
import { aspectGrid } from '../../src/web/aspect-grid.js';
import { degreesMinutes } from '../../src/web/degrees-minutes.js';
import { houseRows } from '../../src/web/house-rows.js';
import { positionRows } from '../../src/web/position-rows.js';

const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
const untimed = natalChart({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });

describe('the page\'s tables', () => {
  it('prints degrees and truncated minutes, never 60′', () => {
    expect(degreesMinutes(23, 0.27)).toBe('23°00′');
    expect(degreesMinutes(7, 21.999)).toBe('7°21′');
    expect(degreesMinutes(29, 59.99999)).toBe('29°59′');
    fc.assert(fc.property(fc.integer({ min: 0, max: 29 }), fc.double({ min: 0, max: 60, maxExcluded: true, noNaN: true }), (d, m) => {
      expect(degreesMinutes(d, m)).toMatch(/^([0-9]|[12][0-9])°[0-5][0-9]′$/);
    }));
  });

  it('lists every body, the main ones marked, with the Sun of this chart in Cancer in house 9', () => {
    const rows = positionRows(chart);
    expect(rows.map((r) => r.body)).toEqual(chart.positions.map((p) => p.body));
    expect(rows.filter((r) => r.main).map((r) => r.body)).toEqual([...NATAL_ASPECT_BODIES]);
    // Sun 113.0045° lies between the cusps of house 9 (98.86°) and house 10 (134.38°) of this chart.
    expect(rows[0]).toEqual({ body: 'Sun', sign: 'Cancer', position: '23°00′', longitude: '113.0045', house: '9', retrograde: '', main: true });
    expect(rows.find((r) => r.body === 'Saturn')?.retrograde).toBe('R');
    expect(positionRows(untimed).every((r) => r.house === '')).toBe(true);
  });

  it('lists the twelve cusps, none without a birth time', () => {
    expect(houseRows(chart).map((h) => h.house)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(houseRows(chart)[0]).toEqual({ house: '1', sign: 'Scorpio', position: '6°56′', longitude: '216.9476' });
    expect(houseRows(untimed)).toEqual([]);
  });

  it('fills the grid\'s lower triangle with exactly the chart\'s aspects among the main bodies', () => {
    const grid = aspectGrid(chart);
    expect(grid.bodies).toEqual([...NATAL_ASPECT_BODIES]);
    grid.cells.forEach((row, i) => expect(row).toHaveLength(i));
    const filled = grid.cells.flatMap((row, i) => row.flatMap((c, j) => (c === undefined ? [] : [`${grid.bodies[i]}|${grid.bodies[j]}|${c.type}`])));
    const expected = chart.aspects.map((a) => {
      const [x, y] = [grid.bodies.indexOf(a.body1), grid.bodies.indexOf(a.body2)];
      return x > y ? `${a.body1}|${a.body2}|${a.type}` : `${a.body2}|${a.body1}|${a.type}`;
    });
    expect(filled.sort()).toEqual(expected.sort());
    // Moon–Sun square, orb 4.064° (4°03′), separating.
    expect(grid.cells[1]![0]).toMatchObject({ type: 'square', nature: 'challenging', orb: '4°03′', motion: 's', symbol: '□' });
  });
});
