import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { almanacDay, lunarGuidance } from '../../src/records/index.js';
import { LunarGuidance } from '../../src/schemas/index.js';
import { MOON_PHASE_GUIDANCE, MOON_SIGN_GUIDANCE } from '../../src/text/index.js';
import { arbAlmanacQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';

describe('lunarGuidance', () => {
  it('combines the Moon sign’s and the phase’s recommendations, and cautions when void', () => {
    let sawVoid = false;
    let sawActive = false;
    for (let d = 1; d <= 12; d += 1) {
      const g = lunarGuidance({ date: `2024-03-${String(d).padStart(2, '0')}` });
      const sign = MOON_SIGN_GUIDANCE[g.moonSign as keyof typeof MOON_SIGN_GUIDANCE];
      const phase = MOON_PHASE_GUIDANCE[g.moonPhase as keyof typeof MOON_PHASE_GUIDANCE];
      expect(g.recommendations.unfavorable).toEqual(expect.arrayContaining([...sign.unfavorable, ...phase.unfavorable]));
      if (g.isVoidOfCourse) {
        sawVoid = true;
        expect(g.recommendations.unfavorable).toContain('starting anything new');
        expect(g.recommendations.bestFor).toMatch(/void of course/);
      } else {
        sawActive = true;
        expect(g.recommendations.favorable).toEqual([...sign.favorable, ...phase.favorable]);
      }
    }
    expect(sawVoid && sawActive).toBe(true);
  });

  it('validates against the LunarGuidance schema and agrees with the almanac on the Moon', () => {
    fc.assert(
      fc.property(arbAlmanacQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        const g = lunarGuidance(q as Parameters<typeof lunarGuidance>[0]);
        expectValid(LunarGuidance, g);
        const a = almanacDay(q as Parameters<typeof almanacDay>[0]);
        expect([g.moonSign, g.moonPhase, g.isVoidOfCourse]).toEqual([a.moonSign, a.moonPhase.phase, a.isVoidOfCourse]);
      }),
      { numRuns: 8 },
    );
  });

  it('rejects an unknown zone and an impossible date', () => {
    expect(() => lunarGuidance({ date: '2024-04-31' })).toThrow(/date 2024-04-31 does not exist/);
    expect(() => almanacDay({ date: '2024-04-01', timezone: 'Moon/Tranquility' })).toThrow(/timezone/);
  });
});
