/**
 * Midpoints, midpoint activations and the 90° dial: hand cases, shorter-arc and dial properties (fast-check),
 * schema validation, bad input.
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { MIDPOINT_ORB_DEG, midpointActivations, midpointDial, midpoints } from '../../src/charts/index.js';
import { natalChart } from '../../src/records/index.js';
import { Midpoint, MidpointActivation, MidpointDial, type Body } from '../../src/schemas/index.js';
import { arbEclipticLongitude } from '../../src/testing/index.js';
import { PERSON_A, caught, delta, expectValid } from './technique-helpers.js';

/** Float agreement of angles built from the same inputs, degrees. */
const ANGLE_EPS = 1e-9;
const SIX: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter'];
const arbChart = fc.array(arbEclipticLongitude(), { minLength: 6, maxLength: 6 }).map((lons) => SIX.map((body, i) => ({ body, longitude: lons[i]! })));

describe('midpoints', () => {
  it('the nearer midpoint across 0° Aries', () => {
    expect(midpoints([{ body: 'Sun', longitude: 350 }, { body: 'Moon', longitude: 20 }])).toEqual([
      { body1: 'Sun', body2: 'Moon', midpointLongitude: 5, midpointSign: 'Aries', midpointDegree: 5 },
    ]);
  });
  it('bodies exactly opposite: the midpoint 90° after body1', () => {
    expect(midpoints([{ body: 'Moon', longitude: 180 }, { body: 'Sun', longitude: 0 }])[0]!.midpointLongitude).toBe(90);
  });
  it('pairs in Body order whatever the input order; linked pairs left out', () => {
    const list = midpoints([
      { body: 'SouthNode', longitude: 190 }, { body: 'Mars', longitude: 100 }, { body: 'NorthNode', longitude: 10 }, { body: 'Sun', longitude: 40 },
    ]);
    expect(list.map((m) => `${m.body1}/${m.body2}`)).toEqual(['Sun/Mars', 'Sun/NorthNode', 'Sun/SouthNode', 'Mars/NorthNode', 'Mars/SouthNode']);
  });
  it('accepts PlanetaryPosition records (a natal chart’s positions) and validates', () => {
    const chart = natalChart(PERSON_A);
    const list = midpoints(chart.positions.slice(0, 10));
    expect(list).toHaveLength(45);
    for (const m of list) expectValid(Midpoint, m);
  });
  it('property: equidistant from both bodies, on the shorter arc', () => {
    fc.assert(
      fc.property(arbChart, (chart) => {
        const lon = new Map(chart.map((p) => [p.body, p.longitude]));
        for (const m of midpoints(chart)) {
          const [a, b] = [lon.get(m.body1)!, lon.get(m.body2)!];
          expect(Math.abs(delta(m.midpointLongitude, a) - delta(a, b) / 2)).toBeLessThan(ANGLE_EPS);
          expect(Math.abs(delta(m.midpointLongitude, b) - delta(a, b) / 2)).toBeLessThan(ANGLE_EPS);
          expect(Value.Check(Midpoint, m)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('bad input names the entry', () => {
    expect(caught(() => midpoints([{ body: 'Sun', longitude: Number.NaN }])).details.field).toBe('positions[0].longitude');
    expect(caught(() => midpoints([{ body: 'Sun', longitude: 1 }, { body: 'Vulcan' as Body, longitude: 2 }])).details.field).toBe('positions[1].body');
    expect(caught(() => midpoints([{ body: 'Sun', longitude: 1 }, { body: 'Sun', longitude: 2 }])).details.field).toBe('positions[1].body');
  });
});

describe('midpointActivations', () => {
  it('conjunction, square and opposition to the midpoint', () => {
    // Sun/Moon midpoint 20. Mars at 111 squares it (orb 1), Jupiter at 199.5 opposes it (orb 0.5),
    // Venus at 20.2 sits on it (orb 0.2). Saturn at 65 (45° away) does not count (hard aspects of the spec only).
    const list = midpointActivations([
      { body: 'Sun', longitude: 0 }, { body: 'Moon', longitude: 40 }, { body: 'Venus', longitude: 20.2 },
      { body: 'Mars', longitude: 111 }, { body: 'Jupiter', longitude: 199.5 }, { body: 'Saturn', longitude: 65 },
    ]);
    const sunMoon = list.filter((a) => a.midpoint.body1 === 'Sun' && a.midpoint.body2 === 'Moon');
    expect(sunMoon.map((a) => [a.activatingBody, a.aspectType, Math.round(a.orb * 1e9) / 1e9])).toEqual([
      ['Venus', 'conjunction', 0.2], ['Mars', 'square', 1], ['Jupiter', 'opposition', 0.5],
    ]);
    for (const a of list) expectValid(MidpointActivation, a);
  });
  it('a body never activates its own midpoint in a natal structure; an outside activator may', () => {
    const natal = [{ body: 'Sun' as Body, longitude: 0 }, { body: 'Moon' as Body, longitude: 0.5 }];
    expect(midpointActivations(natal)).toEqual([]);
    const transit = midpointActivations(natal, { activators: [{ body: 'Sun', longitude: 90.1 }], orb: 1 });
    expect(transit).toHaveLength(1);
    expect(transit[0]!.aspectType).toBe('square');
  });
  it('property: every activation is within the orb of its aspect; nothing within the orb is missed', () => {
    fc.assert(
      fc.property(arbChart, (chart) => {
        const acts = midpointActivations(chart);
        const mids = midpoints(chart);
        let expected = 0;
        for (const m of mids) {
          for (const p of chart) {
            if (p.body === m.body1 || p.body === m.body2) continue;
            const d = delta(p.longitude, m.midpointLongitude);
            if (d <= MIDPOINT_ORB_DEG || Math.abs(d - 90) <= MIDPOINT_ORB_DEG || 180 - d <= MIDPOINT_ORB_DEG) expected++;
          }
        }
        expect(acts).toHaveLength(expected);
        for (const a of acts) {
          const m = mids.find((x) => x.body1 === a.midpoint.body1 && x.body2 === a.midpoint.body2)!;
          const angle = { conjunction: 0, square: 90, opposition: 180 }[a.aspectType];
          expect(Math.abs(Math.abs(delta(a.activatingLongitude, m.midpointLongitude) - angle) - a.orb)).toBeLessThan(ANGLE_EPS);
          expect(a.orb).toBeLessThanOrEqual(MIDPOINT_ORB_DEG);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('rejects an orb outside 0..22.5 and bad activators', () => {
    expect(caught(() => midpointActivations([], { orb: 30 })).details.field).toBe('orb');
    expect(caught(() => midpointActivations([], { activators: [{ body: 'Sun', longitude: 'x' as never }] })).details.field).toBe('activators[0].longitude');
  });
});

describe('midpointDial', () => {
  it('longitude modulo 90', () => {
    expect(midpointDial([{ body: 'Mars', longitude: 275.5 }, { body: 'Sun', longitude: 90 }, { body: 'Moon', longitude: -0.5 }])).toEqual([
      { body: 'Mars', originalLongitude: 275.5, dialPosition: 5.5 },
      { body: 'Sun', originalLongitude: 90, dialPosition: 0 },
      { body: 'Moon', originalLongitude: 359.5, dialPosition: 89.5 },
    ]);
  });
  it('property: in [0, 90), and conjunctions, squares and oppositions coincide on the dial', () => {
    fc.assert(
      fc.property(arbEclipticLongitude(), fc.constantFrom(0, 90, 180, 270), (lon, shift) => {
        const [a, b] = midpointDial([{ body: 'Sun', longitude: lon }, { body: 'Moon', longitude: lon + shift }]);
        expect(Value.Check(MidpointDial, a)).toBe(true);
        expect(Value.Check(MidpointDial, b)).toBe(true);
        const d = Math.abs(a!.dialPosition - b!.dialPosition);
        expect(Math.min(d, 90 - d)).toBeLessThan(1e-9);
        const turns = (a!.originalLongitude - a!.dialPosition) / 90;
        expect(Math.abs(turns - Math.round(turns))).toBeLessThan(1e-9);
      }),
      { numRuns: 300 },
    );
  });
});
