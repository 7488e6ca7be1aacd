import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  ALWAYS_LINKED_PAIRS, ASPECTS, allowedOrb, isApplying, profileAspects, type AspectInput,
} from '../../src/aspects/index.js';
import { aspectBetween } from '../../src/records/aspect-between.js';
import { aspects } from '../../src/records/aspects.js';
import { UraniaError } from '../../src/errors/index.js';
import { Aspect, BODIES, ORB_PROFILES, type Body } from '../../src/schemas/index.js';

/** Float tolerance for orbs computed from hand-worked longitudes, degrees. */
const ORB_TOLERANCE = 1e-9;
/** Time step for the finite-difference check of applying/separating, days. */
const STEP_DAYS = 1e-4;

const at = (body: Body, longitude: number, speed: number): AspectInput => ({ body, longitude, speed });

describe('aspects: hand-computed cases', () => {
  it('direct motion: a separating and an applying square', () => {
    // Sun 10°, Mars 98°: 88° apart, square orb 2°; the Sun is faster, the gap shrinks, away from 90°.
    const sep = aspects([at('Sun', 10, 1), at('Mars', 98, 0.5)]);
    expect(sep).toHaveLength(1);
    expect(sep[0]).toMatchObject({ body1: 'Sun', body2: 'Mars', type: 'square', isApplying: false });
    expect(sep[0]!.orb).toBeCloseTo(2, 9);
    // Mars at 102°: 92° apart, the gap shrinks toward 90°.
    expect(aspects([at('Sun', 10, 1), at('Mars', 102, 0.5)])[0]).toMatchObject({ type: 'square', isApplying: true });
  });

  it('retrograde bodies: Venus closing on a retrograde Mercury applies; past it separates', () => {
    expect(aspects([at('Mercury', 100, -1), at('Venus', 98, 1.2)])[0]).toMatchObject({ type: 'conjunction', isApplying: true });
    expect(aspects([at('Mercury', 96, -1), at('Venus', 98, 1.2)])[0]).toMatchObject({ type: 'conjunction', isApplying: false });
    // Both direct, the slower body ahead: Venus 98 (1.2/day) behind Mercury 100 (1.5/day) separates.
    expect(aspects([at('Mercury', 100, 1.5), at('Venus', 98, 1.2)])[0]).toMatchObject({ isApplying: false });
  });

  it('across 0° Aries', () => {
    const moonSaturn = aspects([at('Moon', 358, 13), at('Saturn', 3, 0.1)]);
    expect(moonSaturn[0]).toMatchObject({ body1: 'Moon', body2: 'Saturn', type: 'conjunction', isApplying: true });
    expect(moonSaturn[0]!.orb).toBeCloseTo(5, 9);
    expect(aspects([at('Moon', 8, 13), at('Saturn', 3, 0.1)])[0]).toMatchObject({ isApplying: false });
    // Retrograde Mars at 1° and Jupiter at 359° moving forward: the 2° gap closes.
    expect(aspects([at('Mars', 1, -0.3), at('Jupiter', 359, 0.1)])[0]).toMatchObject({ type: 'conjunction', isApplying: true });
    // Opposition across 0°: Sun 179°, Moon 357° (178° apart) with the Moon faster: closing on 180°.
    expect(aspects([at('Sun', 179, 1), at('Moon', 357, 13)])[0]).toMatchObject({ type: 'opposition', isApplying: true });
  });

  it('an exact aspect and equal speeds are not applying', () => {
    expect(aspects([at('Sun', 10, 1), at('Moon', 130, 13)])[0]).toMatchObject({ type: 'trine', orb: 0, isApplying: false });
    expect(aspects([at('Jupiter', 10, 0.1), at('Saturn', 14, 0.1)])[0]).toMatchObject({ isApplying: false });
  });

  it('missing speed counts as a fixed point', () => {
    expect(aspects([{ body: 'Vertex', longitude: 100 }, { body: 'Moon', longitude: 95, speed: 13 }])[0])
      .toMatchObject({ body1: 'Moon', body2: 'Vertex', type: 'conjunction', isApplying: true });
  });

  it('orders pairs by the Body enumeration whatever the input order', () => {
    const out = aspects([at('Saturn', 0, 0), at('Moon', 120, 13), at('Sun', 240, 1)]);
    expect(out.map((a) => `${a.body1}-${a.body2}`)).toEqual(['Sun-Moon', 'Sun-Saturn', 'Moon-Saturn']);
    expect(out.every((a) => a.type === 'trine')).toBe(true);
  });

  it('leaves out pairs linked by definition', () => {
    const out = aspects([
      at('NorthNode', 10, -0.05), at('SouthNode', 190, -0.05), at('NorthNodeMean', 11, -0.053),
      at('SouthNodeMean', 191, -0.053), at('Vertex', 70, 0), at('AntiVertex', 250, 0),
      at('LilithMean', 300, 0.11), at('LilithTrue', 301, 0.2),
    ]);
    for (const [a, b] of ALWAYS_LINKED_PAIRS) {
      expect(out.some((x) => (x.body1 === a && x.body2 === b) || (x.body1 === b && x.body2 === a))).toBe(false);
    }
    // Other pairs among them are still reported: the North Node (10°) sextiles the Vertex (70°).
    expect(out.find((x) => x.body1 === 'NorthNode' && x.body2 === 'Vertex')).toMatchObject({ type: 'sextile' });
  });

  it('profiles: traditional uses moieties and only Ptolemaic aspects; tight and vedic are uniform', () => {
    // Sun–Moon 103° apart: a square 13° wide is within the traditional moieties 7.5 + 6 = 13.5.
    expect(aspects([at('Sun', 0, 1), at('Moon', 103, 13)], { orbProfile: 'traditional' })[0]).toMatchObject({ type: 'square' });
    expect(aspects([at('Sun', 0, 1), at('Moon', 103, 13)], { orbProfile: 'modern-western' })).toEqual([]);
    // A quincunx is never traditional or vedic.
    expect(aspects([at('Mars', 0, 1), at('Jupiter', 150, 0.1)], { orbProfile: 'traditional' })).toEqual([]);
    expect(aspects([at('Mars', 0, 1), at('Jupiter', 150, 0.1)], { orbProfile: 'vedic' })).toEqual([]);
    expect(aspects([at('Mars', 0, 1), at('Jupiter', 150.5, 0.1)], { orbProfile: 'tight' })[0]).toMatchObject({ type: 'quincunx' });
    // Tight: a 4° conjunction is out, vedic (6°) keeps it whatever the bodies.
    expect(aspects([at('Ceres', 0, 0.2), at('Eris', 4, 0)], { orbProfile: 'tight' })).toEqual([]);
    expect(aspects([at('Ceres', 0, 0.2), at('Eris', 4, 0)], { orbProfile: 'vedic' })[0]).toMatchObject({ type: 'conjunction' });
  });

  it('modern-western weights: luminaries wider, minor bodies narrower', () => {
    expect(allowedOrb('conjunction', 'modern-western', 'Sun', 'Moon')).toBeCloseTo(10, 12);
    expect(allowedOrb('conjunction', 'modern-western', 'Mars', 'Venus')).toBeCloseTo(8, 12);
    expect(allowedOrb('conjunction', 'modern-western', 'Ceres', 'Juno')).toBeCloseTo(4, 12);
    expect(allowedOrb('square', 'traditional', 'Sun', 'Moon')).toBeCloseTo(13.5, 12);
    expect(allowedOrb('quincunx', 'traditional', 'Sun', 'Moon')).toBe(0);
    expect(allowedOrb('trine', 'vedic', 'Sun', 'Pluto')).toBe(allowedOrb('trine', 'vedic', 'Ceres', 'Eris'));
  });

  it('filters by aspect types', () => {
    expect(aspects([at('Sun', 0, 1), at('Moon', 120, 13)], { types: ['square'] })).toEqual([]);
  });

  it('rejects bad input with UraniaError naming the field', () => {
    const cases: [unknown, string][] = [
      [[{ body: 'Pluton', longitude: 0, speed: 0 }], 'positions[0].body'],
      [[at('Sun', 0, 1), at('Sun', 3, 1)], 'positions[1].body'],
      [[{ body: 'Sun', longitude: Number.NaN, speed: 1 }], 'positions[0].longitude'],
      [[{ body: 'Sun', longitude: 1, speed: 'fast' }], 'positions[0].speed'],
      ['Sun', 'positions'],
    ];
    for (const [input, field] of cases) {
      try {
        aspects(input as AspectInput[]);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(UraniaError);
        expect((e as UraniaError).details.field).toBe(field);
      }
    }
    expect(() => aspects([], { orbProfile: 'loose' as never })).toThrow(UraniaError);
  });
});

describe('aspectBetween', () => {
  it('chooses the closest aspect when two are in orb', () => {
    // 75° under traditional moieties for Sun–Moon (13.5°): sextile orb 15 (out), square orb 15 (out) ->
    // use 76°: square orb 14 out; use 74°: sextile orb 14 out. 73°: sextile orb 13 in, square orb 17 out.
    expect(aspectBetween(0, 73, 'traditional', 'Sun', 'Moon')).toMatchObject({ type: 'sextile' });
    // 80°: sextile orb 20 out, square orb 10 in.
    expect(aspectBetween(0, 80, 'traditional', 'Sun', 'Moon')).toMatchObject({ type: 'square' });
    // Modern: 72.5° -> quintile (0.5) beats nothing else; 63° -> sextile.
    expect(aspectBetween(0, 72.5)).toMatchObject({ type: 'quintile' });
    expect(aspectBetween(10, 132)).toMatchObject({ type: 'trine', separation: 122 });
    expect(aspectBetween(0, 20)).toBeNull();
  });
});

const positionsArb = fc
  .uniqueArray(fc.constantFrom(...BODIES), { minLength: 2, maxLength: 14 })
  .chain((bodies) =>
    fc.tuple(
      ...bodies.map((body) =>
        fc.record({
          body: fc.constant(body),
          longitude: fc.double({ min: 0, max: 359.999, noNaN: true }),
          speed: fc.double({ min: -2, max: 15, noNaN: true }),
        }),
      ),
    ),
  );

function separation(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

describe('aspects: properties', () => {
  it('orb is |separation − angle|, within the profile orb, the closest, schema-valid; each pair once, ordered', () => {
    fc.assert(
      fc.property(positionsArb, fc.constantFrom(...ORB_PROFILES), (positions, orbProfile) => {
        const out = aspects(positions, { orbProfile });
        const byBody = new Map(positions.map((p) => [p.body, p]));
        const rank = (b: Body) => BODIES.indexOf(b);
        const keys = out.map((a) => `${a.body1}|${a.body2}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (let k = 1; k < out.length; k++) {
          const p = out[k - 1]!;
          const q = out[k]!;
          expect(rank(p.body1) < rank(q.body1) || (p.body1 === q.body1 && rank(p.body2) < rank(q.body2))).toBe(true);
        }
        for (const a of out) {
          expect(Value.Check(Aspect, a)).toBe(true);
          expect(rank(a.body1)).toBeLessThan(rank(a.body2));
          const s = separation(byBody.get(a.body1)!.longitude, byBody.get(a.body2)!.longitude);
          expect(Math.abs(a.orb - Math.abs(s - ASPECTS[a.type].angle))).toBeLessThan(ORB_TOLERANCE);
          expect(a.orb).toBeLessThanOrEqual(allowedOrb(a.type, orbProfile, a.body1, a.body2) + ORB_TOLERANCE);
          for (const other of profileAspects(orbProfile)) {
            const o = Math.abs(s - ASPECTS[other].angle);
            if (o <= allowedOrb(other, orbProfile, a.body1, a.body2)) expect(a.orb).toBeLessThanOrEqual(o + ORB_TOLERANCE);
          }
        }
        // Every pair in orb is reported unless linked by definition.
        for (let i = 0; i < positions.length; i++) {
          for (let j = i + 1; j < positions.length; j++) {
            const [x, y] = [positions[i]!, positions[j]!];
            const linked = ALWAYS_LINKED_PAIRS.some(([a, b]) => (a === x.body && b === y.body) || (a === y.body && b === x.body));
            const s = separation(x.longitude, y.longitude);
            const inOrb = profileAspects(orbProfile).some((t) => Math.abs(s - ASPECTS[t].angle) <= allowedOrb(t, orbProfile, x.body, y.body));
            const found = keys.includes(`${x.body}|${y.body}`) || keys.includes(`${y.body}|${x.body}`);
            expect(found).toBe(inOrb && !linked);
          }
        }
      }),
    );
  });

  it('symmetric: input order does not change the output', () => {
    fc.assert(
      fc.property(positionsArb, (positions) => {
        expect(aspects([...positions].reverse())).toEqual(aspects(positions));
      }),
    );
  });

  it('isApplying agrees with the orb a moment later (finite difference)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: -2, max: 15, noNaN: true }),
        fc.double({ min: 0, max: 359.999, noNaN: true }),
        fc.double({ min: -2, max: 15, noNaN: true }),
        fc.constantFrom(...Object.values(ASPECTS).map((f) => f.angle)),
        (la, va, lb, vb, angle) => {
          const orbNow = Math.abs(separation(la, lb) - angle);
          const orbLater = Math.abs(separation(la + va * STEP_DAYS, lb + vb * STEP_DAYS) - angle);
          const change = orbLater - orbNow;
          // Skip near-stationary cases and instants where the orb, or the separation, passes through 0 (or the
          // separation through 180) within the step: there the finite step, not the derivative, is wrong.
          const reach = Math.abs(vb - va) * STEP_DAYS * 2;
          const sepNow = separation(la, lb);
          fc.pre(Math.abs(change) > 1e-9 && orbNow > reach && sepNow > reach && sepNow < 180 - reach);
          expect(isApplying(la, va, lb, vb, angle)).toBe(change < 0);
        },
      ),
    );
  });
});
