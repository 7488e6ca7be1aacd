import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { PlacedBody } from '../../src/aspects/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { planetaryJoys } from '../../src/records/index.js';
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
