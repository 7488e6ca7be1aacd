import { describe, expect, it } from 'vitest';
import { planetaryHoursOf, retrogradePeriodsBetween, voidPeriodsBetween } from '../../src/events/index.js';
import { hasShadows } from '../../src/events/retrograde-periods.js';
import { yearEvents } from '../../src/horoscope/year-events.js';
import { findVoidOfCoursePeriods, planetaryHours, retrogradeCalendar } from '../../src/records/index.js';
import { instant, isoString, ttFromUt, utFromTt } from '../../src/time/index.js';
import { isoYear } from '../../src/time/iso-year.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** The numeric functions the records (and the horoscopes) build on agree with the records they feed. */
/** Longest shadow before a retrograde station or after a direct one (Pluto's, ~4.5 months), with margin (days). */
const MAX_SHADOW_DAYS = 200;
const iso = (jdTt: number): string => isoString(utFromTt(jdTt), 'millisecond');

describe('retrogradePeriodsBetween', () => {
  it('gives the periods of retrogradeCalendar, station for station, in order of the retrograde station', () => {
    const from = instant('2024-01-01T00:00:00Z').jdTt;
    const to = instant('2025-01-01T00:00:00Z').jdTt;
    const spans = retrogradePeriodsBetween(from, to);
    const calendar = retrogradeCalendar(2024).retrogrades;
    expect(spans.map((s) => [s.body, iso(s.stationRetrogradeJdTt), iso(s.stationDirectJdTt)])).toEqual(
      calendar.map((r) => [r.body, r.stationRetrograde, r.stationDirect]),
    );
    const shadowed = spans.filter(hasShadows);
    expect(shadowed).toHaveLength(spans.length);
    for (const s of shadowed) {
      expect(s.shadowStartJdTt).toBeLessThan(s.stationRetrogradeJdTt);
      expect(s.stationRetrogradeJdTt).toBeLessThan(s.stationDirectJdTt);
      expect(s.stationDirectJdTt).toBeLessThan(s.shadowEndJdTt);
      expect(s.stationDirectJdTt).toBeGreaterThanOrEqual(from);
      expect(s.stationRetrogradeJdTt).toBeLessThan(to);
    }
  });
  it('follows only the bodies asked for', () => {
    const spans = retrogradePeriodsBetween(instant('2024-01-01').jdTt, instant('2025-01-01').jdTt, ['Mercury']);
    expect(spans.map((s) => s.body)).toEqual(['Mercury', 'Mercury', 'Mercury', 'Mercury']);
  });
  it(`keeps a period whose shadow falls outside ${SUPPORTED_SPAN.years}, without that shadow (the yearly horoscope counts it)`, () => {
    const planets = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
    const { firstYear, lastYear, fromJd, toJd } = SUPPORTED_SPAN;
    const [spanStart, spanEnd] = [ttFromUt(fromJd), ttFromUt(toJd)];
    const first = retrogradePeriodsBetween(spanStart, instant(`${isoYear(firstYear + 1)}-01-01`).jdTt, planets);
    // Every shadow kept lies inside the span; a shadow is dropped only when it would start before the span.
    expect(first.length).toBeGreaterThanOrEqual(8);
    for (const s of first) {
      if (s.shadowStartJdTt === undefined) expect(s.stationRetrogradeJdTt - spanStart).toBeLessThan(MAX_SHADOW_DAYS);
      else expect(s.shadowStartJdTt).toBeGreaterThanOrEqual(spanStart);
    }
    expect(first.filter((s) => s.shadowStartJdTt === undefined).map((s) => s.body)).toEqual(['Jupiter']);
    expect(first.every((s) => s.shadowEndJdTt !== undefined)).toBe(true);
    const last = retrogradePeriodsBetween(instant(`${lastYear}-01-01`).jdTt, spanEnd - 1e-5, planets);
    expect(last.length).toBeGreaterThanOrEqual(8);
    for (const s of last) {
      if (s.shadowEndJdTt === undefined) expect(spanEnd - s.stationDirectJdTt).toBeLessThan(MAX_SHADOW_DAYS);
      else expect(s.shadowEndJdTt).toBeLessThan(spanEnd);
    }
    expect(last.filter((s) => s.shadowEndJdTt === undefined).map((s) => s.body)).toEqual(['Pluto', 'Uranus', 'Neptune']);
    expect(yearEvents(firstYear).retrogrades).toHaveLength(first.length);
    expect(yearEvents(lastYear).retrogrades).toHaveLength(last.length);
  });
  it('keeps every shadow of the old span edges 1800 and 2200 now that they lie inside the span', () => {
    const planets = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
    const first = retrogradePeriodsBetween(instant('1800-01-01').jdTt, instant('1801-01-01').jdTt, planets);
    const last = retrogradePeriodsBetween(instant('2200-01-01').jdTt, instant('2200-12-31T23:59:59Z').jdTt, planets);
    for (const s of [...first, ...last]) {
      expect(s.shadowStartJdTt).toBeDefined();
      expect(s.shadowEndJdTt).toBeDefined();
    }
    // Periods whose retrograde station falls in 1799 now count too (Jupiter, Saturn, Mercury, Uranus were cut before).
    expect(first.length).toBeGreaterThan(9);
  });
});

describe('voidPeriodsBetween', () => {
  it('gives the periods of findVoidOfCoursePeriods', () => {
    const periods = findVoidOfCoursePeriods({ from: '2024-01-01', to: '2024-01-15' });
    const spans = voidPeriodsBetween(instant('2024-01-01').jdTt, instant('2024-01-15').jdTt);
    expect(spans.map((s) => [iso(s.startJdTt), iso(s.endJdTt), s.sign])).toEqual(periods.map((p) => [p.start, p.end, p.sign]));
  });
});

describe('planetaryHoursOf', () => {
  it('gives the hours of planetaryHours in UT Julian days', () => {
    const request = { date: '2024-06-21', latitude: 51.5, longitude: -0.13 };
    const day = planetaryHoursOf(request.date, request);
    const record = planetaryHours(request);
    expect(day.hours.map((h) => [h.ruler, isoString(h.startJdUt, 'millisecond')])).toEqual(record.hours.map((h) => [h.ruler, h.start]));
    expect(day.method).toBe(record.method);
  });
});
