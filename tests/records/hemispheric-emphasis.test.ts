import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EMPHASIS_WEIGHTS, type PlacedBody } from '../../src/aspects/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { hemisphericEmphasis, quadrantEmphasis } from '../../src/records/index.js';
import { BODIES, HemisphericEmphasis, QuadrantEmphasis, type Body } from '../../src/schemas/index.js';

const p = (body: Body, longitude: number): PlacedBody => ({ body, longitude });

describe('hemisphericEmphasis / quadrantEmphasis', () => {
  // ASC 100° (Cancer rising), MC 10°: houses 1–3 span 100°–190°, 4–6 190°–280°, 7–9 280°–10°, 10–12 10°–100°.
  const positions = [p('Sun', 50), p('Moon', 150), p('Mercury', 60), p('Mars', 200), p('Saturn', 300), p('Pluto', 5), p('Ceres', 120)];

  it('weighs hand-placed planets: luminaries 2, classical planets 1, outer planets 0.5, others 0', () => {
    const h = hemisphericEmphasis(positions, 100, 10);
    // North (100°–280°): Moon 2 + Mars 1 = 3. South: Sun 2 + Mercury 1 + Saturn 1 + Pluto 0.5 = 4.5.
    // East (10°–190°): Sun 2 + Moon 2 + Mercury 1 = 5. West: Mars 1 + Saturn 1 + Pluto 0.5 = 2.5.
    expect(h).toEqual({ north: 3, south: 4.5, east: 5, west: 2.5, dominant: 'east' });
    expect(Value.Check(HemisphericEmphasis, h)).toBe(true);
    const q = quadrantEmphasis(positions, 100, 10);
    // NE (ASC→IC, 100°–190°): Moon 2. NW (190°–280°): Mars 1. SW (280°–10°): Saturn 1 + Pluto 0.5. SE (10°–100°): Sun 2 + Mercury 1.
    expect(q).toEqual({ northeast: 2, northwest: 1, southwest: 1.5, southeast: 3, dominant: 'southeast' });
    expect(Value.Check(QuadrantEmphasis, q)).toBe(true);
  });

  it('without a midheaven the meridian is 90° before the Ascendant', () => {
    // ASC 100 -> MC 10: same frame as above.
    expect(hemisphericEmphasis(positions, 100)).toEqual(hemisphericEmphasis(positions, 100, 10));
    expect(quadrantEmphasis([p('Sun', 50)], 100).dominant).toBe('southeast');
    expect(quadrantEmphasis([p('Sun', 5)], 100).dominant).toBe('southwest');
  });

  it('ties go to the first in the schema order', () => {
    expect(hemisphericEmphasis([], 0).dominant).toBe('north');
    expect(quadrantEmphasis([], 0).dominant).toBe('northeast');
  });

  it('takes caller weights', () => {
    const h = hemisphericEmphasis([p('Ceres', 120)], 100, 10, { weights: { Ceres: 3 } });
    expect(h).toMatchObject({ north: 3, east: 3, south: 0, west: 0 });
    expect(() => hemisphericEmphasis([p('Sun', 1)], 0, 270, { weights: { Sun: -1 } })).toThrow(UraniaError);
    expect(() => hemisphericEmphasis([p('Sun', 1)], Number.NaN)).toThrow(UraniaError);
  });

  it('property: each body counts once per axis; quadrants add up to the hemispheres', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...BODIES), { maxLength: 15 }).chain((bs) =>
          fc.tuple(...bs.map((b) => fc.record({ body: fc.constant(b), longitude: fc.double({ min: 0, max: 359.999, noNaN: true }) })))),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: 30, max: 150, noNaN: true }),
        (ps, asc, ascMinusMc) => {
          const mc = asc - ascMinusMc;
          const h = hemisphericEmphasis(ps, asc, mc);
          const q = quadrantEmphasis(ps, asc, mc);
          const total = ps.reduce((s, x) => s + (DEFAULT_EMPHASIS_WEIGHTS[x.body] ?? 0), 0);
          const EPS = 1e-9;
          expect(Math.abs(h.north + h.south - total)).toBeLessThan(EPS);
          expect(Math.abs(h.east + h.west - total)).toBeLessThan(EPS);
          expect(Math.abs(q.northeast + q.northwest - h.north)).toBeLessThan(EPS);
          expect(Math.abs(q.southeast + q.southwest - h.south)).toBeLessThan(EPS);
          expect(Math.abs(q.northeast + q.southeast - h.east)).toBeLessThan(EPS);
          expect(h[h.dominant]).toBe(Math.max(h.north, h.south, h.east, h.west));
        },
      ),
    );
  });
});
