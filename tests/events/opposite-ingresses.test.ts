/**
 * Issue 17, heavy ranges: the South nodes' ingresses are their North node's, into the opposite signs
 * (`oppositeIngresses`), instead of a second search. Checked against the South nodes' own longitudes, sampled
 * independently of the search (direct path), and for consistency whatever else is asked with them.
 */
import { describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { ingressesBetween, ingressesOf, oppositeIngresses, type SignCrossing } from '../../src/events/ingresses.js';
import { SIGNS, type Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay } from '../../src/time/instant.js';

/** |λ − k·30°| allowed at a reported ingress: the mean node through the range path (≤ 0.01″), the true node settled to 1e-7 day. */
const ON_BOUNDARY_DEG = 1e-5;
const J2020 = 2458849.5;

const direct = (body: Body, jdTt: number): number => apparentPlaceOf(body, instantFromJulianDay(jdTt, 'TT')).longitude;
const offBoundary = (lon: number): number => {
  const r = ((lon % 30) + 30) % 30;
  return Math.min(r, 30 - r);
};
const signOf = (lon: number): string => SIGNS[Math.floor((((lon % 360) + 360) % 360) / 30) % 12]!;

describe('South node ingresses (the North node’s, opposite)', () => {
  it('maps each ingress to the opposite sign, same instant and direction', () => {
    const north: SignCrossing[] = [
      { body: 'NorthNode', jdTt: 2451545.25, sign: 'Aries', direction: 'direct' },
      { body: 'NorthNode', jdTt: 2451600.75, sign: 'Virgo', direction: 'retrograde' },
    ];
    expect(oppositeIngresses('SouthNode', north)).toEqual([
      { body: 'SouthNode', jdTt: 2451545.25, sign: 'Libra', direction: 'direct' },
      { body: 'SouthNode', jdTt: 2451600.75, sign: 'Pisces', direction: 'retrograde' },
    ]);
  });

  for (const body of ['SouthNode', 'SouthNodeMean'] as const) {
    it(`${body}: every ingress over 2020–2029 is on a boundary of the direct path, entering the sign it names`, () => {
      const found = ingressesOf(body, J2020, J2020 + 3652);
      // The nodes regress ~19° a year: six signs or so in ten years (the true node wobbling over some boundaries).
      expect(found.length).toBeGreaterThanOrEqual(6);
      for (const i of found) {
        expect(offBoundary(direct(body, i.jdTt)), `${body} ${String(i.jdTt)}`).toBeLessThan(ON_BOUNDARY_DEG);
        // An hour later the point is inside the sign named (true node ≤ ~1.5°/day, mean 0.053°/day: far from the next boundary).
        expect(signOf(direct(body, i.jdTt + 1 / 24))).toBe(i.sign);
      }
    });
  }

  it('are the same whether or not the North node is asked too, whatever the order', () => {
    const from = J2020;
    const to = J2020 + 1500;
    const alone = ingressesBetween(['SouthNode', 'SouthNodeMean'], from, to);
    const withNorth = ingressesBetween(['SouthNodeMean', 'NorthNode', 'SouthNode', 'NorthNodeMean'], from, to).filter(
      (i) => i.body === 'SouthNode' || i.body === 'SouthNodeMean',
    );
    expect(withNorth).toEqual(alone);
  });
});
