import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findVoidOfCoursePeriods } from '../../src/records/void-of-course.js';
import { weeklyHoroscope } from '../../src/records/index.js';
import { WeeklyHoroscope } from '../../src/schemas/index.js';
import { arbWeeklyHoroscopeQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';
import { ONE_DAY_MS, REFERENCE_EVENTS, msOfJd } from '../horoscope/reference-events.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';
import type { Body } from '../../src/schemas/index.js';
import { acceptedRulers, expectPhaseOfDay, expectSignOfDay } from '../horoscope/day-sky-relations.js';
import { localDayMs } from '../time/intl-local-day.js';

const PRINCIPAL: Record<string, string> = {
  newMoon: 'New Moon',
  firstQuarter: 'First Quarter',
  fullMoon: 'Full Moon',
  lastQuarter: 'Last Quarter',
};
const LUNATIONS = REFERENCE_EVENTS.filter((e) => e.type in PRINCIPAL);
const ZONES = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/Paris', 'Asia/Tokyo', 'Asia/Kolkata', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];

/** The local date of a Unix time in a zone, straight from Intl (independent of Urania's time layer). */
function intlLocalDate(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(ms));
}

describe('weeklyHoroscope vs the reference lunations', () => {
  it('gives each principal phase to the local day of the exact reference lunation, and to no other day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LUNATIONS.length - 1 }), fc.constantFrom(...ZONES), (k, zone) => {
        const e = LUNATIONS[k]!;
        const date = intlLocalDate(msOfJd(e.jd_ut), zone);
        const w = weeklyHoroscope({ sign: 'Cancer', date, timezone: zone });
        const phase = PRINCIPAL[e.type]!;
        expect(w.dailySnapshots.filter((d) => d.moonPhase === phase).map((d) => d.date)).toEqual([date]);
      }),
      { numRuns: 40 },
    );
  });

  it('gives a lunation near local midnight to the correct side of midnight', () => {
    // Reference New Moon 2024-04-08T18:20:51Z is 2024-04-09 04:20 in Sydney (UTC+10) and 2024-04-08 in Los Angeles.
    const e = LUNATIONS.find((x) => x.type === 'newMoon' && x.iso.startsWith('2024-04-08'))!;
    expect(e).toBeDefined();
    const sydney = weeklyHoroscope({ sign: 'Aries', date: '2024-04-09', timezone: 'Australia/Sydney' });
    expect(sydney.dailySnapshots.find((d) => d.date === '2024-04-09')!.moonPhase).toBe('New Moon');
    expect(sydney.dailySnapshots.find((d) => d.date === '2024-04-08')!.moonPhase).toBe('Waning Crescent');
    const la = weeklyHoroscope({ sign: 'Aries', date: '2024-04-08', timezone: 'America/Los_Angeles' });
    expect(la.dailySnapshots.find((d) => d.date === '2024-04-08')!.moonPhase).toBe('New Moon');
    expect(la.dailySnapshots.find((d) => d.date === '2024-04-09')!.moonPhase).toBe('Waxing Crescent');
  });
});

describe('weeklyHoroscope rules', () => {
  it('covers the ISO week, Monday to Sunday, containing the local date', () => {
    const w = weeklyHoroscope({ sign: 'Leo', date: '2024-03-20T03:00:00Z', timezone: 'America/New_York' }); // local Tue 19 March
    expect(w.weekStart).toBe('2024-03-18');
    expect(w.weekEnd).toBe('2024-03-24');
    expect(w.dailySnapshots.map((d) => d.date)).toEqual([
      '2024-03-18', '2024-03-19', '2024-03-20', '2024-03-21', '2024-03-22', '2024-03-23', '2024-03-24',
    ]);
    expect(w.moonPhaseAtStart).toBe(w.dailySnapshots[0]!.moonPhase);
    expect(w.moonPhaseAtEnd).toBe(w.dailySnapshots[6]!.moonPhase);
    expect(w.perspective).toBe('sun');
  });

  it('marks a day void of course when a void period touches any moment of the local day', () => {
    const zone = 'Asia/Kolkata';
    const w = weeklyHoroscope({ sign: 'Virgo', date: '2024-06-12', timezone: zone });
    const periods = findVoidOfCoursePeriods({ from: '2024-06-08T00:00:00Z', to: '2024-06-18T00:00:00Z' });
    for (const d of w.dailySnapshots) {
      const touched = periods.some(
        (p) => intlLocalDate(Date.parse(p.start), zone) <= d.date && intlLocalDate(Date.parse(p.end) - 1, zone) >= d.date,
      );
      expect(d.voidOfCourse, d.date).toBe(touched);
    }
    expect(w.dailySnapshots.some((d) => d.voidOfCourse)).toBe(true);
  });

  it('reports the ruler changing sign in the week of a reference ingress of the ruler', () => {
    // Taurus and Libra are ruled by Venus, Aries and Scorpio (traditionally) by Mars; Gemini and Virgo by Mercury.
    const ingresses = REFERENCE_EVENTS.filter((e) => e.type === 'signIngress' && e.body === 'Venus' && e.iso.startsWith('2024'));
    expect(ingresses.length).toBeGreaterThan(8);
    for (const e of ingresses) {
      const w = weeklyHoroscope({ sign: 'Libra', date: e.iso.slice(0, 10) });
      expect(w.rulerCondition.ruler).toBe('Venus');
      expect(w.rulerCondition.signChanged).toBe(true);
      expect(w.rulerCondition.endSign).toBe(e.sign);
      // A week later Venus (≥ 0.9°/day off retrograde) has not changed sign again unless the reference says so.
      const next = weeklyHoroscope({ sign: 'Libra', date: new Date(msOfJd(e.jd_ut) + 7 * ONE_DAY_MS).toISOString().slice(0, 10) });
      const another = ingresses.some((x) => x.jd_ut > e.jd_ut && msOfJd(x.jd_ut) < Date.parse(`${next.weekEnd}T23:59:59Z`) + ONE_DAY_MS);
      if (!another) expect(next.rulerCondition.startSign).toBe(e.sign);
    }
  });

  it('validates over generated queries; the week is an ISO week, each day\'s phase and the ruler\'s signs agree with the sky', () => {
    let phasesJudged = 0;
    fc.assert(
      fc.property(arbWeeklyHoroscopeQuery({ from: '1950-01-01', to: '2050-12-31' }), (q) => {
        const w = weeklyHoroscope(q as Parameters<typeof weeklyHoroscope>[0]);
        expectValid(WeeklyHoroscope, w);
        expect(w.perspective).toBe(q.perspective ?? 'sun');
        const zone = q.timezone ?? 'UTC';
        const what = `${q.sign} ${q.date} ${zone}`;
        // The week's days are local dates in the query's zone; without one, a date-time's own offset names them.
        const offset = q.timezone === undefined ? /(Z|[+-]\d{2}:\d{2})$/.exec(q.date!)?.[1] : undefined;
        const dayMs = (date: string): readonly [number, number] => {
          if (offset === undefined) return localDayMs(date, zone);
          const start = Date.parse(`${date}T00:00:00${offset}`);
          return [start, start + ONE_DAY_MS];
        };
        // An ISO week: Monday to Sunday, seven consecutive local dates, holding the date asked for (±1 day for a
        // date-time, whose day depends on the zone read).
        const monday = Date.parse(`${w.weekStart}T00:00:00Z`);
        expect(new Date(monday).getUTCDay(), what).toBe(1);
        const dates = Array.from({ length: 7 }, (_, k) => new Date(monday + k * ONE_DAY_MS).toISOString().slice(0, 10));
        expect(w.dailySnapshots.map((d) => d.date), what).toEqual(dates);
        expect(w.weekEnd, what).toBe(dates[6]);
        const asked = Date.parse(`${q.date!.slice(0, 10)}T00:00:00Z`);
        const slack = q.date!.length > 10 ? ONE_DAY_MS : 0;
        expect(asked, what).toBeGreaterThanOrEqual(monday - slack);
        expect(asked, what).toBeLessThanOrEqual(monday + 6 * ONE_DAY_MS + slack);
        for (const d of w.dailySnapshots) {
          const [start, end] = dayMs(d.date);
          if (expectPhaseOfDay(d.moonPhase, start, end, `${what} ${d.date}`)) phasesJudged++;
        }
        expect(acceptedRulers(q.sign), what).toContain(w.rulerCondition.ruler);
        const ruler = w.rulerCondition.ruler as Body;
        expectSignOfDay(ruler, w.rulerCondition.startSign, ...dayMs(dates[0]!), `${what} start`);
        expectSignOfDay(ruler, w.rulerCondition.endSign, ...dayMs(dates[6]!), `${what} end`);
        if (w.rulerCondition.startSign !== w.rulerCondition.endSign) expect(w.rulerCondition.signChanged, what).toBe(true);
      }),
      { numRuns: 8 },
    );
    expect(phasesJudged).toBeGreaterThan(8 * 7 * 0.9);
  });

  it('rejects bad input naming the field and what is allowed', () => {
    expect(() => weeklyHoroscope({ sign: 'Leo', date: '2023-02-29' })).toThrow(/date 2023-02-29 does not exist/);
    expect(() => weeklyHoroscope({ sign: 'Leo', date: '2024-01-01', timezone: 'Atlantis/Capital' })).toThrow(
      /timezone "Atlantis\/Capital" is not an IANA time-zone name/,
    );
    expect(() => weeklyHoroscope({ sign: 'Leo', date: yearDate(CENTURY_BEFORE_SPAN) })).toThrow(`${SUPPORTED_SPAN.firstYear}..${SUPPORTED_SPAN.lastYear}`);
    expect(() => weeklyHoroscope({ sign: 'Lion' as never, date: '2024-01-01' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'sign', allowed: expect.stringMatching(/^one of: /) }) }),
    );
    expect(() => weeklyHoroscope({ sign: 'Leo' } as never)).toThrow(expect.objectContaining({ code: 'MISSING_ARGUMENT' }));
    // The span's last day and its ISO week (Monday to Sunday, from JavaScript's proleptic Gregorian Date): unless
    // that day is a Sunday the week runs past the supported range (3000-12-31 is a Wednesday: 3000-12-29..3001-01-04).
    const last = new Date(`${SUPPORTED_SPAN.lastDate}T00:00:00Z`);
    const monday = new Date(last.getTime() - ((last.getUTCDay() + 6) % 7) * 86_400_000);
    const sunday = new Date(monday.getTime() + 6 * 86_400_000);
    const isoDay = (d: Date): string => d.toISOString().slice(0, 10);
    expect(last.getUTCDay()).not.toBe(0);
    expect(() => weeklyHoroscope({ sign: 'Leo', date: SUPPORTED_SPAN.lastDate })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', message: expect.stringContaining(`${isoDay(monday)}..${isoDay(sunday)}`) }),
    );
    expectValid(WeeklyHoroscope, weeklyHoroscope({ sign: 'Leo', date: isoDay(new Date(monday.getTime() - 86_400_000)) }));
    expectValid(WeeklyHoroscope, weeklyHoroscope({ sign: 'Leo', date: '2200-12-31' }));
    expectValid(WeeklyHoroscope, weeklyHoroscope({ sign: 'Leo', date: '1800-01-01' }));
  });
});
