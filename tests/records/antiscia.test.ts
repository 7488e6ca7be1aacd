/** Antiscia: reflections, involution (fast-check), connections with orbs, schemas, bad input. */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { antiscion, contraAntiscion } from '../../src/charts/traditional/index.js';
import { antiscia, antisciaConnections } from '../../src/records/antiscia.js';
import { Antiscia, AntisciaConnection } from '../../src/schemas/index.js';
import { delta, expectFieldError } from '../charts/technique-helpers.js';

describe('antiscia', () => {
  it('10° Aries ↔ 20° Virgo; contra-antiscion 20° Pisces; 0° Cancer is its own antiscion', () => {
    const [a] = antiscia([{ body: 'Sun', longitude: 10 }]);
    expect(a).toEqual({
      body: 'Sun', originalLongitude: 10, antisciaLongitude: 170, contraAntisciaLongitude: 350, antisciaSign: 'Virgo', contraAntisciaSign: 'Pisces',
    });
    expect(antiscion(90)).toBe(90);
    expect(antiscion(270)).toBe(270);
    expect(contraAntiscion(0)).toBe(0);
  });

  it('antiscion of the antiscion is the original; antiscion and contra-antiscion are opposite (property)', () => {
    fc.assert(fc.property(fc.double({ min: -720, max: 720, noNaN: true }), (l) => {
      const x = ((l % 360) + 360) % 360;
      return delta(antiscion(antiscion(l)), x) < 1e-9
        && delta(contraAntiscion(contraAntiscion(l)), x) < 1e-9
        && Math.abs(delta(antiscion(l), contraAntiscion(l)) - 180) < 1e-9;
    }));
  });

  it('accepts PlanetaryPosition records; every record validates', () => {
    const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    const list = antiscia(chart.positions);
    expect(list).toHaveLength(chart.positions.length);
    for (const a of list) expect(Value.Check(Antiscia, a)).toBe(true);
  });

  it('connections: Sun 10° Aries and Moon 20°30′ Virgo are in antiscia, orb 0.5°; Mars 19° Pisces in contra-antiscia', () => {
    const c = antisciaConnections([
      { body: 'Sun', longitude: 10 },
      { body: 'Moon', longitude: 170.5 },
      { body: 'Mars', longitude: 349 },
    ]);
    expect(c).toHaveLength(2);
    expect(c[0]).toMatchObject({ body1: 'Sun', body2: 'Moon', type: 'antiscia' });
    expect(c[0]!.orb).toBeCloseTo(0.5, 9);
    expect(c[1]).toMatchObject({ body1: 'Sun', body2: 'Mars', type: 'contraAntiscia' });
    expect(c[1]!.orb).toBeCloseTo(1, 9);
    // Moon–Mars (170.5°, 349°): the Moon's antiscion 9.5° and contra-antiscion 189.5° are far from Mars — no pair.
    for (const x of c) expect(Value.Check(AntisciaConnection, x)).toBe(true);
    expect(antisciaConnections([{ body: 'Sun', longitude: 10 }, { body: 'Moon', longitude: 170.5 }], 0.25)).toEqual([]);
  });

  it('the connection is symmetric and found within the orb (property)', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 359.9, noNaN: true }), fc.double({ min: -0.99, max: 0.99, noNaN: true }), (l, off) => {
      const c = antisciaConnections([{ body: 'Venus', longitude: l }, { body: 'Saturn', longitude: antiscion(l) + off }]);
      const d = antisciaConnections([{ body: 'Saturn', longitude: antiscion(l) + off }, { body: 'Venus', longitude: l }]);
      const hit = c.find((x) => x.type === 'antiscia');
      const hit2 = d.find((x) => x.type === 'antiscia');
      return hit !== undefined && hit2 !== undefined && Math.abs(hit.orb - Math.abs(off)) < 1e-9 && Math.abs(hit2.orb - hit.orb) < 1e-9;
    }));
  });

  it('bad input names the field', () => {
    expectFieldError(() => antiscia([{ body: 'Sun', longitude: Number.NaN }]), 'positions[0].longitude');
    expectFieldError(() => antiscia([{ body: 'Nibiru' as 'Sun', longitude: 1 }]), 'positions[0].body');
    expectFieldError(() => antisciaConnections([], -1), 'orb', 'OUT_OF_RANGE');
    expectFieldError(() => antiscia('Sun' as never), 'positions');
  });
});
