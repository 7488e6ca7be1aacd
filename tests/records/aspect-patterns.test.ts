import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { PlacedBody } from '../../src/aspects/index.js';
import { aspectPatterns, aspects, natalChart } from '../../src/records/index.js';
import { AspectPattern, type Aspect, type AspectType, type Body } from '../../src/schemas/index.js';

const TEN: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

const place = (lons: Partial<Record<Body, number>>): PlacedBody[] =>
  Object.entries(lons).map(([body, longitude]) => ({ body: body as Body, longitude: longitude! }));
const withSpeed = (ps: PlacedBody[]) => ps.map((p) => ({ ...p, speed: 0.5 }));
const patternsOf = (lons: Partial<Record<Body, number>>) => {
  const ps = place(lons);
  return aspectPatterns(ps, aspects(withSpeed(ps)));
};
const asp = (body1: Body, body2: Body, type: AspectType): Aspect => ({ body1, body2, type, orb: 0, isApplying: false });

describe('aspectPatterns on constructed charts', () => {
  it('finds a grand trine in fire, and nothing else in a chart built around it', () => {
    // Sun 5° Aries, Jupiter 125° Leo, Saturn 245° Sagittarius; the rest placed off every aspect with them.
    const found = patternsOf({ Sun: 5, Jupiter: 125, Saturn: 245, Moon: 42, Mars: 98 });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'] });
    expect(found[0]!.description).toContain('Fire');
  });

  it('finds a kite: the grand trine plus a body opposite one corner, sextile the other two', () => {
    // Grand trine Sun 0, Moon 120, Mars 240; Venus at 300 is opposite Moon and sextile Sun and Mars.
    const found = patternsOf({ Sun: 0, Moon: 120, Mars: 240, Venus: 300 });
    expect(found.map((p) => p.type)).toEqual(['grandTrine', 'kite']);
    expect(found[1]!.bodies).toEqual(['Venus', 'Moon', 'Sun', 'Mars']);
  });

  it('finds a T-square with its apex first, and a grand cross without its T-squares', () => {
    const t = patternsOf({ Sun: 10, Moon: 190, Saturn: 100 });
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ type: 'tSquare', bodies: ['Saturn', 'Sun', 'Moon'] });
    expect(t[0]!.description).toContain('Cardinal');
    const cross = patternsOf({ Sun: 10, Moon: 190, Saturn: 100, Mars: 280 });
    expect(cross.map((p) => p.type)).toEqual(['grandCross']);
    expect(cross[0]!.bodies).toEqual(['Sun', 'Moon', 'Mars', 'Saturn']);
  });

  it('finds a yod with its apex first', () => {
    // Mercury 0 sextile Venus 60; Pluto 210 is 150 from each.
    const y = patternsOf({ Mercury: 0, Venus: 60, Pluto: 210 });
    expect(y).toEqual([expect.objectContaining({ type: 'yod', bodies: ['Pluto', 'Mercury', 'Venus'] })]);
  });

  it('finds a mystic rectangle', () => {
    // Sun 0 / Moon 180 and Mars 60 / Jupiter 240: Sun–Mars sextile, Moon–Jupiter sextile, Sun–Jupiter trine, Moon–Mars trine.
    const m = patternsOf({ Sun: 0, Moon: 180, Mars: 60, Jupiter: 240 });
    expect(m.map((p) => p.type)).toEqual(['mysticRectangle']);
    expect(m[0]!.bodies).toEqual(['Sun', 'Moon', 'Mars', 'Jupiter']);
  });

  it('finds a stellium of three planets in one sign, counting only the ten planets by default', () => {
    const s = patternsOf({ Sun: 121, Mercury: 135, Venus: 149, Mars: 20 });
    expect(s).toEqual([expect.objectContaining({ type: 'stellium', bodies: ['Sun', 'Mercury', 'Venus'] })]);
    expect(s[0]!.description).toContain('Leo');
    // Two planets and a node are not a stellium; with the node counted they are.
    const ps = place({ Sun: 121, Mercury: 135, NorthNode: 140 });
    expect(aspectPatterns(ps, [])).toEqual([]);
    expect(aspectPatterns(ps, [], { bodies: ['Sun', 'Mercury', 'NorthNode'] })[0]).toMatchObject({ type: 'stellium' });
    // Across a sign boundary three close planets are not a stellium by this definition.
    expect(patternsOf({ Sun: 28, Mercury: 31, Venus: 33 }).filter((p) => p.type === 'stellium')).toEqual([]);
  });

  it('reads the aspect list it is given (the orb profile decides)', () => {
    const ps = place({ Sun: 0, Moon: 120, Mars: 240 });
    const list = [asp('Sun', 'Moon', 'trine'), asp('Moon', 'Mars', 'trine'), asp('Sun', 'Mars', 'trine')];
    expect(aspectPatterns(ps, list).map((p) => p.type)).toEqual(['grandTrine']);
    expect(aspectPatterns(ps, list.slice(0, 2))).toEqual([]);
  });
});

const chartArb = fc
  .uniqueArray(fc.constantFrom(...TEN), { minLength: 3, maxLength: 10 })
  .chain((bodies) => fc.tuple(...bodies.map((body) => fc.record({ body: fc.constant(body), longitude: fc.double({ min: 0, max: 359.999, noNaN: true }), speed: fc.constant(1) }))));

describe('aspectPatterns: properties', () => {
  it('a chart whose aspect list has no trines has no grand trine and no kite', () => {
    fc.assert(
      fc.property(chartArb, (ps) => {
        const list = aspects(ps).filter((a) => a.type !== 'trine');
        const found = aspectPatterns(ps, list);
        expect(found.some((p) => p.type === 'grandTrine' || p.type === 'kite' || p.type === 'mysticRectangle')).toBe(false);
      }),
    );
  });

  it('every pattern reported satisfies its definition and the schema', () => {
    fc.assert(
      fc.property(chartArb, (ps) => {
        const list = aspects(ps);
        const typeOf = (a: Body, b: Body) =>
          list.find((x) => (x.body1 === a && x.body2 === b) || (x.body1 === b && x.body2 === a))?.type;
        for (const p of aspectPatterns(ps, list)) {
          expect(Value.Check(AspectPattern, p)).toBe(true);
          expect(new Set(p.bodies).size).toBe(p.bodies.length);
          const [a, b, c, d] = p.bodies as [Body, Body, Body, Body];
          switch (p.type) {
            case 'grandTrine':
              expect([typeOf(a, b), typeOf(b, c), typeOf(a, c)]).toEqual(['trine', 'trine', 'trine']);
              break;
            case 'tSquare':
              expect([typeOf(b, c), typeOf(a, b), typeOf(a, c)]).toEqual(['opposition', 'square', 'square']);
              break;
            case 'yod':
              expect([typeOf(b, c), typeOf(a, b), typeOf(a, c)]).toEqual(['sextile', 'quincunx', 'quincunx']);
              break;
            case 'kite':
              expect([typeOf(a, b), typeOf(a, c), typeOf(a, d), typeOf(b, c), typeOf(c, d)]).toEqual(['opposition', 'sextile', 'sextile', 'trine', 'trine']);
              break;
            case 'grandCross':
            case 'mysticRectangle': {
              const types = [typeOf(a, b), typeOf(a, c), typeOf(a, d), typeOf(b, c), typeOf(b, d), typeOf(c, d)];
              expect(types.filter((t) => t === 'opposition')).toHaveLength(2);
              if (p.type === 'grandCross') expect(types.filter((t) => t === 'square')).toHaveLength(4);
              else expect(types.filter((t) => t === 'sextile' || t === 'trine')).toHaveLength(4);
              break;
            }
            case 'stellium': {
              const signs = new Set(p.bodies.map((x) => Math.floor(ps.find((q) => q.body === x)!.longitude / 30)));
              expect(signs.size).toBe(1);
              break;
            }
          }
        }
      }),
    );
  });
});

describe('aspectPatterns of a natal chart (POST /aspect-patterns)', () => {
  const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

  it('takes the output of natalChart directly: its positions with its own aspect list', () => {
    for (const birth of [NY, { birthDate: '1850-01-01', latitude: 51.5, longitude: -0.12 }]) {
      const chart = natalChart(birth);
      const placed = chart.positions.map((p) => ({ body: p.body, longitude: p.position.longitude }));
      const found = aspectPatterns(chart);
      expect(found).toEqual(aspectPatterns(placed, chart.aspects));
      for (const p of found) expect(Value.Check(AspectPattern, p)).toBe(true);
      expect(aspectPatterns(chart, { bodies: ['Sun', 'Moon'] })).toEqual([]);
    }
  });

  it('a chart that is not a NatalChartResponse is named by its member; a non-array without positions is not a chart', () => {
    expect(() => aspectPatterns({} as never, [])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'positions' }) }),
    );
    expect(() => aspectPatterns({ positions: [] } as never)).toThrow(
      expect.objectContaining({ code: 'MISSING_ARGUMENT', details: expect.objectContaining({ field: 'birthDate' }) }),
    );
  });
});
