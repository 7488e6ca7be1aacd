import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { PlacedBody } from '../../src/aspects/index.js';
import { chartShape, natalChart } from '../../src/records/index.js';
import { UraniaError } from '../../src/errors/index.js';
import { ChartShape, type Body } from '../../src/schemas/index.js';

const TEN: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/** Ten planets at the given longitudes, in TEN order. */
const chart = (lons: number[]): PlacedBody[] => lons.map((longitude, i) => ({ body: TEN[i]!, longitude }));

describe('chartShape on constructed charts (Jones, Guide to Horoscope Interpretation, 1941)', () => {
  it('bundle: all ten within 100°; leading planet first after the empty arc', () => {
    const s = chartShape(chart([50, 10, 20, 30, 40, 60, 70, 80, 90, 100]));
    expect(s).toMatchObject({ shape: 'bundle', leadingPlanet: 'Moon' });
  });

  it('bowl: all within 170°, across 0° Aries', () => {
    // From 300° to 110°: the Moon at 300° leads (the first after the empty arc 110°–300°).
    const s = chartShape(chart([0, 300, 320, 340, 10, 30, 50, 70, 90, 110]));
    expect(s).toMatchObject({ shape: 'bowl', leadingPlanet: 'Moon' });
  });

  it('bucket: nine within 150° and a handle opposite', () => {
    expect(chartShape(chart([0, 20, 40, 60, 80, 100, 120, 140, 150, 250]))).toMatchObject({ shape: 'bucket', leadingPlanet: 'Pluto' });
    // A handle of two planets in conjunction: the first of the pair in zodiacal order leads.
    expect(chartShape(chart([0, 20, 40, 60, 80, 100, 130, 160, 262, 255]))).toMatchObject({ shape: 'bucket', leadingPlanet: 'Pluto' });
  });

  it('seesaw: two groups of five facing each other', () => {
    const s = chartShape(chart([0, 15, 30, 45, 60, 180, 195, 210, 225, 240]));
    expect(s.shape).toBe('seesaw');
    expect(s.leadingPlanet).toBeUndefined();
  });

  it('locomotive: ten planets spread evenly over 240°', () => {
    const step = 240 / 9;
    const lons = TEN.map((_, i) => 100 + i * step);
    expect(chartShape(chart(lons))).toMatchObject({ shape: 'locomotive', leadingPlanet: 'Sun' });
  });

  it('splash: ten planets every 36°', () => {
    const s = chartShape(chart(TEN.map((_, i) => 7 + i * 36)));
    expect(s.shape).toBe('splash');
    expect(s.leadingPlanet).toBeUndefined();
  });

  it('splay: three tight clusters a trine apart', () => {
    expect(chartShape(chart([0, 5, 10, 15, 110, 115, 120, 230, 235, 240])).shape).toBe('splay');
  });

  it('counts only the ten planets by default; other bodies via options', () => {
    const ps = [...chart([50, 10, 20, 30, 40, 60, 70, 80, 90, 100]), { body: 'Ceres' as Body, longitude: 250 }];
    expect(chartShape(ps).shape).toBe('bundle');
    expect(chartShape(ps, { bodies: [...TEN, 'Ceres'] }).shape).toBe('bucket');
  });

  it('rejects fewer than three planets and bad bodies', () => {
    expect(() => chartShape(chart([0, 10]))).toThrow(UraniaError);
    expect(() => chartShape([{ body: 'Nibiru' as Body, longitude: 0 }])).toThrow(UraniaError);
  });

  it('property: always one of the seven shapes, schema-valid, invariant under rotation', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 359.999, noNaN: true }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 1, max: 359 }),
        (lons, turn) => {
          const s = chartShape(chart(lons));
          expect(Value.Check(ChartShape, s)).toBe(true);
          const leads = ['bundle', 'bowl', 'bucket', 'locomotive'].includes(s.shape);
          expect(s.leadingPlanet !== undefined).toBe(leads);
          // Rotating the whole chart keeps the shape (float rounding near a threshold aside: integer turns
          // move longitudes by whole degrees, so gaps change only by rounding).
          const r = chartShape(chart(lons.map((l) => l + turn)));
          expect(r.shape).toBe(s.shape);
        },
      ),
    );
  });
});

describe('chartShape of a natal chart (POST /chart-shape)', () => {
  it('takes the output of natalChart directly: the shape of its ten planets', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    const placed = chart.positions.map((p) => ({ body: p.body, longitude: p.position.longitude }));
    const s = chartShape(chart);
    expect(Value.Check(ChartShape, s)).toBe(true);
    expect(s).toEqual(chartShape(placed));
    // Counting other bodies still works on a chart.
    expect(chartShape(chart, { bodies: ['Sun', 'Moon', 'Mars'] })).toEqual(chartShape(placed, { bodies: ['Sun', 'Moon', 'Mars'] }));
  });

  it('ten planets all within 120° of a constructed chart make a bundle, whatever else the chart holds', () => {
    const chart = natalChart({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });
    const lons = [50, 10, 20, 30, 40, 60, 70, 80, 90, 100];
    const moved = {
      ...chart,
      positions: chart.positions.map((p) => {
        const i = TEN.indexOf(p.body);
        return i < 0 ? p : { ...p, position: { ...p.position, longitude: lons[i]! } };
      }),
    };
    expect(chartShape(moved)).toMatchObject({ shape: 'bundle', leadingPlanet: 'Moon' });
  });
});
