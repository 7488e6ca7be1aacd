import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyHoroscope } from '../../src/records/index.js';
import { Horoscope, SIGNS } from '../../src/schemas/index.js';
import { arbDailyHoroscopeQuery } from '../../src/testing/index.js';
import { KEY_TRANSIT_ORBS } from '../../src/horoscope/sign-transits.js';
import type { Planet } from '../../src/zodiac/index.js';
import { expectValid } from '../horoscope/expect-valid.js';
import { REFERENCE_EVENTS, msOfJd } from '../horoscope/reference-events.js';
import { acceptedRulers, expectPhaseOfDay, expectRetrogradesOfDay, expectSignOfDay, recordDayMs } from '../horoscope/day-sky-relations.js';
import { localDayMs } from '../time/intl-local-day.js';

const PLANETS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

const PRINCIPAL: Record<string, string> = {
  newMoon: 'New Moon', firstQuarter: 'First Quarter', fullMoon: 'Full Moon', lastQuarter: 'Last Quarter',
};

describe('dailyHoroscope', () => {
  it('lists Mercury retrograde in Aries during its April 2024 retrograde (reference stations 1 and 25 April)', () => {
    const refRetro = REFERENCE_EVENTS.find((e) => e.type === 'station' && e.body === 'Mercury' && e.iso.startsWith('2024-04-0'));
    expect(refRetro?.station).toBe('retrograde');
    const h = dailyHoroscope({ sign: 'Aries', date: '2024-04-10' });
    expect(h.retrogrades).toContainEqual({ planet: 'Mercury', sign: 'Aries', isTransitingSign: true });
    const libra = dailyHoroscope({ sign: 'Libra', date: '2024-04-10' });
    expect(libra.retrogrades).toContainEqual({ planet: 'Mercury', sign: 'Aries', isTransitingSign: false });
    expect(dailyHoroscope({ sign: 'Aries', date: '2024-05-10' }).retrogrades.map((r) => r.planet)).not.toContain('Mercury');
  });

  it('places the ruler in the sign of its last reference ingress', () => {
    const mars = REFERENCE_EVENTS.filter((e) => e.type === 'signIngress' && e.body === 'Mars' && e.iso.startsWith('2024'));
    for (const [i, e] of mars.entries()) {
      const next = mars[i + 1];
      const midMs = next === undefined ? msOfJd(e.jd_ut) + 3 * 86400000 : (msOfJd(e.jd_ut) + msOfJd(next.jd_ut)) / 2;
      const h = dailyHoroscope({ sign: 'Aries', date: new Date(midMs).toISOString().slice(0, 10) });
      expect(h.rulerCondition).toEqual({ ruler: 'Mars', sign: e.sign });
    }
  });

  it('names the principal phase on the date of each reference lunation of 2000 (UTC)', () => {
    for (const e of REFERENCE_EVENTS.filter((x) => x.type in PRINCIPAL && x.iso.startsWith('2000'))) {
      expect(dailyHoroscope({ sign: 'Leo', date: e.iso.slice(0, 10) }).moonContext.phase).toBe(PRINCIPAL[e.type]);
    }
  });

  it('gives endsAt exactly when the Moon is void, and an illumination near 0 at New Moon and 100 at Full Moon', () => {
    for (let d = 1; d <= 28; d += 1) {
      const h = dailyHoroscope({ sign: 'Gemini', date: `2024-02-${String(d).padStart(2, '0')}` });
      expect(h.voidOfCourseStatus.endsAt !== undefined).toBe(h.voidOfCourseStatus.isVoidOfCourse);
      if (h.voidOfCourseStatus.endsAt !== undefined) {
        const ends = Date.parse(h.voidOfCourseStatus.endsAt);
        expect(ends).toBeGreaterThan(Date.UTC(2024, 1, d, 12));
        expect(ends).toBeLessThan(Date.UTC(2024, 1, d, 12) + 3 * 86400000); // the Moon leaves a sign within 2.5 days
      }
      if (h.moonContext.phase === 'New Moon') expect(h.moonContext.illumination).toBeLessThan(2);
      if (h.moonContext.phase === 'Full Moon') expect(h.moonContext.illumination).toBeGreaterThan(98);
    }
  });

  it('names whole-sign houses only in the rising perspective', () => {
    const rising = dailyHoroscope({ sign: 'Scorpio', date: '2024-04-08', perspective: 'rising' });
    const sun = dailyHoroscope({ sign: 'Scorpio', date: '2024-04-08' });
    expect(rising.perspective).toBe('rising');
    expect(rising.transits.every((t) => typeof t.house === 'number')).toBe(true);
    expect(sun.transits.every((t) => t.house === undefined)).toBe(true);
    for (const t of rising.transits) expect(t.house).toBe(((SIGNS.indexOf(t.planetSign) - SIGNS.indexOf('Scorpio') + 12) % 12) + 1);
  });

  it('validates over generated queries; the ruler, the Moon, its phase, the transits and retrogrades agree with the sky over the day', () => {
    let phasesJudged = 0;
    fc.assert(
      fc.property(arbDailyHoroscopeQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        const h = dailyHoroscope(q as Parameters<typeof dailyHoroscope>[0]);
        expectValid(Horoscope, h);
        expect(h.transits.length).toBeLessThanOrEqual(3);
        const what = `${q.sign} ${q.date} ${q.timezone ?? 'UTC'}`;
        // The record's local day, from the platform's zone rules.
        const { start, end, exact } = recordDayMs(q.date ?? h.date, h.date, q.timezone ?? 'UTC');
        expect(acceptedRulers(q.sign), what).toContain(h.rulerCondition.ruler);
        expectSignOfDay(h.rulerCondition.ruler as Planet, h.rulerCondition.sign, start, end, what);
        expectSignOfDay('Moon', h.voidOfCourseStatus.moonSign, start, end, what);
        // The phase of the day: a date-time query judged through the date-only query of its record's day.
        const dayRecord = exact ? h : dailyHoroscope({ sign: q.sign, date: h.date, narrative: false, ...(q.timezone === undefined ? {} : { timezone: q.timezone }) });
        const [dayStart, dayEnd] = localDayMs(h.date, q.timezone ?? 'UTC');
        if (expectPhaseOfDay(dayRecord.moonContext.phase, dayStart, dayEnd, what)) phasesJudged++;
        for (const t of h.transits) expectSignOfDay(t.planet as Planet, t.planetSign, start, end, what);
        expectRetrogradesOfDay(h.retrogrades.map((r) => r.planet), PLANETS, start, end, what);
        for (const r of h.retrogrades) {
          expectSignOfDay(r.planet as Planet, r.sign, start, end, what);
          expect(r.isTransitingSign, what).toBe(r.sign === q.sign);
        }
      }),
      { numRuns: 10 },
    );
    expect(phasesJudged).toBeGreaterThan(5);
  });

  it('issue 11 astrologer defaults: Leo on 2026-11-24 lists no Pluto opposition at ~11.6° orb; key transits are tight', () => {
    const h = dailyHoroscope({ sign: 'Leo', date: '2026-11-24' });
    expect(h.transits.map((t) => t.planet)).not.toContain('Pluto');
    for (const sign of SIGNS) {
      for (const t of dailyHoroscope({ sign, date: '2026-11-24' }).transits) {
        expect(t.orb).toBeLessThanOrEqual(KEY_TRANSIT_ORBS[t.planet as Planet][t.aspectType]!);
      }
    }
  });

  it('rejects bad input naming the field', () => {
    expect(() => dailyHoroscope({ sign: 'Leo', date: '2024-02-30' })).toThrow(/date 2024-02-30 does not exist/);
    expect(() => dailyHoroscope({ sign: 'Leo', date: '2024-02-01', perspective: 'mars' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'perspective', allowed: expect.stringMatching(/^one of: /) }) }),
    );
    expect(() => dailyHoroscope({ sign: 'Leo', date: '2024-02-01', timezone: 'Nowhere' })).toThrow(/timezone "Nowhere"/);
  });
});
