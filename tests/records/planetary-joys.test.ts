import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { PlacedBody } from '../../src/aspects/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { houseOf } from '../../src/records/house-of.js';
import { natalChart, planetaryJoys } from '../../src/records/index.js';
import { PlanetaryJoy, type Body } from '../../src/schemas/index.js';

const p = (body: Body, longitude: number): PlacedBody => ({ body, longitude });

describe('planetaryJoys (the Hellenistic joys of the planets)', () => {
  it('Mercury 1st, Moon 3rd, Venus 5th, Mars 6th, Sun 9th, Jupiter 11th, Saturn 12th', () => {
    const all = planetaryJoys([
      p('Saturn', 0), p('Sun', 0), p('Mercury', 0), p('Moon', 0), p('Venus', 0), p('Mars', 0), p('Jupiter', 0),
    ].map((x, i) => ({ body: x.body, house: [12, 9, 1, 3, 5, 6, 11][i]! })));
    expect(all.map((j) => [j.planet, j.joyHouse])).toEqual([
      ['Mercury', 1], ['Moon', 3], ['Venus', 5], ['Mars', 6], ['Sun', 9], ['Jupiter', 11], ['Saturn', 12],
    ]);
    for (const j of all) expect(Value.Check(PlanetaryJoy, j)).toBe(true);
  });

  it('reports only planets in their joy', () => {
    expect(planetaryJoys([{ body: 'Sun', house: 10 }, { body: 'Uranus', house: 11 }, { body: 'Moon', house: 3 }]))
      .toEqual([expect.objectContaining({ planet: 'Moon', joyHouse: 3 })]);
    expect(() => planetaryJoys([{ body: 'Sun', house: 13 }])).toThrow(UraniaError);
  });
});

describe('planetaryJoys of a natal chart (POST /planetary-joys)', () => {
  const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

  it('whole-sign houses from a Scorpio Ascendant put the Sun in Cancer in the 9th house, its joy', () => {
    const chart = natalChart({ ...NY, houseSystem: 'Whole' });
    expect(chart.ascendantSign).toBe('Scorpio');
    const joys = planetaryJoys(chart);
    expect(joys).toContainEqual(expect.objectContaining({ planet: 'Sun', joyHouse: 9 }));
    for (const j of joys) expect(Value.Check(PlanetaryJoy, j)).toBe(true);
  });

  it('reads each body’s house from the chart’s cusps', () => {
    const chart = natalChart(NY);
    const placements = chart.positions.map((q) => ({ body: q.body, house: houseOf(q.position.longitude, chart.houses!) }));
    expect(planetaryJoys(chart)).toEqual(planetaryJoys(placements));
  });

  it('a chart cast without birthTime has no houses: MISSING_ARGUMENT naming chart.houses', () => {
    const untimed = natalChart({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });
    expect(() => planetaryJoys(untimed)).toThrow(
      expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'chart.houses' }) }),
    );
  });
});
