/**
 * transitsToNatal: the Sun's return to its natal place as a transit (applying before, separating after), orbs
 * against the two longitudes, applying/separating checked numerically against the orb a moment later, schema
 * validation over generated births and instants, bad input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASPECTS, allowedOrb } from '../../src/aspects/index.js';
import { natalChart, solarReturnChart, transitsToNatal } from '../../src/records/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { TransitAspect } from '../../src/schemas/index.js';
import { arbBirthData, arbIsoDateTime } from '../../src/testing/index.js';
import { instant, instantFromJulianDay } from '../../src/time/index.js';
import { orbAlongMotion } from '../aspects/orb-along-motion.js';
import { EPS, PERSON_A, caught, delta, expectValid } from '../charts/technique-helpers.js';

/** Step either side of the instant for the numerical applying test, days (~15 minutes: the Moon moves ~8′). */
const STEP_DAYS = 0.01;
/** Orb changes smaller than this over the step are too close to a station or to exactness to judge, degrees. */
const JUDGEABLE_CHANGE = 1e-6;

describe('transitsToNatal', () => {
  const natal = natalChart(PERSON_A);
  const natalLon = new Map(natal.positions.map((p) => [p.body, p.position.longitude]));
  const ret = solarReturnChart({ birth: PERSON_A, year: 2024 });

  it('the transiting Sun applies to the natal Sun the day before the return and separates the day after', () => {
    const jd = instant(ret.exactDate).jdUt;
    const before = transitsToNatal({ birth: PERSON_A, at: instantFromJulianDay(jd - 1) }).find((t) => t.transitBody === 'Sun' && t.natalBody === 'Sun')!;
    const after = transitsToNatal({ birth: PERSON_A, at: instantFromJulianDay(jd + 1) }).find((t) => t.transitBody === 'Sun' && t.natalBody === 'Sun')!;
    expect(before.aspect).toBe('conjunction');
    expect(before.isApplying).toBe(true);
    expect(after.isApplying).toBe(false);
    expect(before.orb).toBeGreaterThan(0.9);
    expect(before.orb).toBeLessThan(1.05);
  });

  it('orbs are |separation − angle| of the transiting and natal longitudes, within the tight profile', () => {
    const list = transitsToNatal({ birth: PERSON_A, at: '2024-07-15T12:00:00Z' });
    expect(list.length).toBeGreaterThan(0);
    for (const t of list) {
      expectValid(TransitAspect, t);
      expect(delta(t.natalLongitude, natalLon.get(t.natalBody)!)).toBeLessThan(EPS);
      expect(delta(t.transitLongitude, bodyPosition(t.transitBody, '2024-07-15T12:00:00Z').longitude)).toBeLessThan(EPS);
      expect(Math.abs(Math.abs(delta(t.transitLongitude, t.natalLongitude) - ASPECTS[t.aspect].angle) - t.orb)).toBeLessThan(EPS);
      expect(t.orb).toBeLessThanOrEqual(allowedOrb(t.aspect, 'tight', t.transitBody, t.natalBody));
    }
  });

  it('isApplying agrees with the orb a quarter of an hour before and after (fast-check over births and instants)', () => {
    let judged = 0;
    fc.assert(
      fc.property(arbBirthData({ from: '1850-01-01', to: '2150-12-31' }), arbIsoDateTime('1900-01-01', '2190-12-31'), fc.constantFrom('tight', 'modern-western' as const), (birth, at, orbProfile) => {
        const list = transitsToNatal({ birth, at, orbProfile });
        const jd = instant(at).jdUt;
        const [earlier, later] = [instantFromJulianDay(jd - STEP_DAYS), instantFromJulianDay(jd + STEP_DAYS)];
        for (const t of list) {
          expectValid(TransitAspect, t);
          const moving = [bodyPosition(t.transitBody, earlier).longitude, t.transitLongitude, bodyPosition(t.transitBody, later).longitude];
          // Orbs from one exact point, unfolded (a Moon passing an exact opposition reads 180.07°, not 179.93°).
          const path = orbAlongMotion(t.natalLongitude, moving, ASPECTS[t.aspect].angle);
          const [before, now, after] = path.orbs as [number, number, number];
          expect(Math.abs(now - t.orb), `${t.transitBody}→${t.natalBody} ${t.aspect} orb`).toBeLessThan(EPS);
          // Judge only where the orb moves one way through the half-hour: not across exactness (the side changes) nor
          // through a station (the orb turns), and by more than float noise.
          const monotone = (before - now) * (now - after) > 0;
          if (!path.oneSide || !monotone || Math.abs(after - now) < JUDGEABLE_CHANGE) continue;
          expect(t.isApplying, `${t.transitBody}→${t.natalBody} ${t.aspect}: orbs ${before}, ${now}, ${after}`).toBe(after < now);
          judged++;
        }
      }),
      { numRuns: 12 },
    );
    expect(judged).toBeGreaterThan(20);
  });

  it('bad input names the field', () => {
    expect(caught(() => transitsToNatal({ birth: PERSON_A, at: 'tomorrow' })).details.field).toBe('at');
    expect(caught(() => transitsToNatal({ birth: { ...PERSON_A, longitude: 200 }, at: '2024-01-01' })).details.field).toBe('birth.longitude');
    expect(caught(() => transitsToNatal({ birth: PERSON_A, at: '2024-01-01', orbProfile: 'wide' as never })).details.field).toBe('orbProfile');
    expect(caught(() => transitsToNatal({ at: '2024-01-01' } as never)).details.field).toBe('birth');
    expect(caught(() => transitsToNatal({ birth: PERSON_A, at: '2024-01-01' }, { transitBodies: ['Moon', 'Moon'] })).details.field).toBe('transitBodies[1]');
  });
});
