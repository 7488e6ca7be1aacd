import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { almanacDay } from '../../src/records/index.js';
import { AlmanacDay } from '../../src/schemas/index.js';
import { arbAlmanacQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';
import { REFERENCE_EVENTS } from '../horoscope/reference-events.js';
import { bodyPosition } from '../../src/records/positions.js';
import { EPS, forward } from '../charts/technique-helpers.js';
import { expectPhaseOfDay, expectRetrogradesOfDay, expectSignOfDay, recordDayMs, signOfLongitude } from '../horoscope/day-sky-relations.js';
import { localDayMs } from '../time/intl-local-day.js';

const PLANETS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

describe('almanacDay', () => {
  it('makes each reference eclipse the highlight of its UT day', () => {
    const eclipses = REFERENCE_EVENTS.filter((e) => e.type === 'solarEclipse' || e.type === 'lunarEclipse');
    expect(eclipses.length).toBeGreaterThan(10);
    for (const e of eclipses) {
      const a = almanacDay({ date: e.iso.slice(0, 10) });
      expect(a.dayHighlight, e.iso).toMatch(new RegExp(`${e.kind} ${e.type === 'solarEclipse' ? 'solar' : 'lunar'} eclipse`));
    }
  });

  it('makes a lunation the highlight of an eclipse-free lunation day', () => {
    const a = almanacDay({ date: '2024-01-25' }); // reference Full Moon 2024-01-25T17:54Z, no eclipse
    expect(a.dayHighlight).toMatch(/^Full Moon in Leo/);
    expect(a.moonPhase.phase).toBe('Full Moon');
  });

  it('gives vocDetails exactly when void, with the minutes from local noon to the end', () => {
    for (let d = 1; d <= 20; d += 1) {
      const date = `2024-07-${String(d).padStart(2, '0')}`;
      const a = almanacDay({ date, timezone: 'Europe/Berlin' });
      expect(a.vocDetails !== undefined).toBe(a.isVoidOfCourse);
      if (a.vocDetails !== undefined) {
        const noonMs = Date.parse(`${date}T10:00:00Z`); // 12:00 CEST
        expect(Math.abs(a.vocDetails.remainingMinutes - (Date.parse(a.vocDetails.ends) - noonMs) / 60000)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('validates over generated queries; the Moon, its phase and the retrograde planets agree with the sky over the day', () => {
    let phasesJudged = 0;
    fc.assert(
      fc.property(arbAlmanacQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        const a = almanacDay(q as Parameters<typeof almanacDay>[0]);
        expectValid(AlmanacDay, a);
        const what = `${q.date} ${q.timezone ?? 'UTC'}`;
        // The record's local day, from the platform's zone rules; the Moon moves 10–15° through it.
        const { start, end, exact } = recordDayMs(q.date ?? a.date, a.date, q.timezone ?? 'UTC');
        const [moon0, moon1] = [bodyPosition('Moon', new Date(start).toISOString()).longitude, bodyPosition('Moon', new Date(end).toISOString()).longitude];
        expect(forward(moon0, a.moonLongitude) + forward(a.moonLongitude, moon1) - forward(moon0, moon1), `${what}: the Moon at ${a.moonLongitude}° within its day ${moon0}°..${moon1}°`).toBeLessThan(EPS);
        expect(a.moonSign, what).toBe(signOfLongitude(a.moonLongitude));
        expect(a.vocDetails !== undefined, what).toBe(a.isVoidOfCourse);
        // The phase of the day: a date-time query judged through the date-only query of its record's day.
        const dayRecord = exact ? a : almanacDay({ date: a.date, ...(q.timezone === undefined ? {} : { timezone: q.timezone }) });
        const [dayStart, dayEnd] = localDayMs(a.date, q.timezone ?? 'UTC');
        if (expectPhaseOfDay(dayRecord.moonPhase.phase, dayStart, dayEnd, what)) phasesJudged++;
        expectRetrogradesOfDay(a.retrogradePlanets.map((r) => r.body), PLANETS, start, end, what);
        for (const r of a.retrogradePlanets) expectSignOfDay(r.body, r.sign, start, end, what);
      }),
      { numRuns: 10 },
    );
    expect(phasesJudged).toBeGreaterThan(5);
  });
});
