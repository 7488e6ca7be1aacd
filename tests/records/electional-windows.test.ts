import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_RULES, FACTOR_POINTS } from '../../src/horoscope/index.js';
import { electionalWindows } from '../../src/records/index.js';
import { bodyPosition } from '../../src/records/positions.js';
import { CHALDEAN_PLANETS, ElectionalResponse } from '../../src/schemas/index.js';
import { arbElectionalRequest } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';

const DAY_MS = 86400000;
const PARIS = { latitude: 48.85, longitude: 2.35 };

describe('electionalWindows', () => {
  const week = electionalWindows({ activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-08', ...PARIS });

  it('returns topN (default 5) best windows, best first, and worst windows, worst first', () => {
    expect(week.bestWindows).toHaveLength(5);
    expect(week.worstWindows).toHaveLength(5);
    for (let i = 1; i < 5; i += 1) {
      expect(week.bestWindows[i - 1]!.score).toBeGreaterThanOrEqual(week.bestWindows[i]!.score);
      expect(week.worstWindows[i - 1]!.score).toBeLessThanOrEqual(week.worstWindows[i]!.score);
    }
    expect(week.bestWindows[0]!.score).toBeGreaterThan(week.worstWindows[0]!.score);
    expect(week.dateRange).toEqual({ start: '2024-06-01', end: '2024-06-08' });
    const twenty = electionalWindows({ activity: 'wedding', startDate: '2024-06-01', endDate: '2024-06-08', ...PARIS, topN: 20 });
    expect(twenty.bestWindows.slice(0, 5)).toEqual(week.bestWindows);
  });

  it('scores each window as the sum of its documented factors', () => {
    const points: Record<string, number[]> = {
      'void of course': [FACTOR_POINTS.voidOfCourse, 0],
      'Moon applying to a benefic': [FACTOR_POINTS.moonApplyingBenefic],
      'Moon applying by a soft aspect': [FACTOR_POINTS.moonApplyingHarmonious],
      'Moon applying to a malefic': [FACTOR_POINTS.moonApplyingMaleficHard],
      'Moon applying by a hard aspect': [FACTOR_POINTS.moonApplyingHard],
      'lunar phase': [FACTOR_POINTS.phaseSuits, FACTOR_POINTS.phaseAgainst],
      'dark Moon': [FACTOR_POINTS.darkMoon],
      'planetary hour': [FACTOR_POINTS.hourOfSignificator, FACTOR_POINTS.hourOfMalefic],
      'Moon sign': [FACTOR_POINTS.moonModality],
      'Moon dignified': [FACTOR_POINTS.moonDignified],
      'Moon debilitated': [FACTOR_POINTS.moonDebilitated],
      'Moon combust': [FACTOR_POINTS.moonCombust],
      'Moon under the beams': [FACTOR_POINTS.moonUnderBeams],
      'balsamic Moon': [FACTOR_POINTS.balsamicMoon, 0],
      'night hour': [FACTOR_POINTS.nightHour],
    };
    for (const w of [...week.bestWindows, ...week.worstWindows]) {
      let sum = 0;
      for (const f of w.factors) {
        const candidates = f.factor.endsWith('retrograde') ? [FACTOR_POINTS.retrogradeSignificator] : points[f.factor]!;
        const p = candidates.find((c) => (c > 0 ? 'positive' : c < 0 ? 'negative' : 'neutral') === f.impact)!;
        expect(p, f.factor).toBeDefined();
        sum += p;
      }
      expect(w.score).toBe(sum);
      expect(w.isVoidOfCourse).toBe(w.factors.some((f) => f.factor === 'void of course'));
      // The hour ruler factor agrees with the activity's significators (wedding: Venus, Jupiter, Moon).
      const hour = w.factors.find((f) => f.factor === 'planetary hour');
      if (ACTIVITY_RULES.wedding.significators.includes(w.planetaryHour as never)) expect(hour?.impact).toBe('positive');
      else if (w.planetaryHour === 'Mars' || w.planetaryHour === 'Saturn') expect(hour?.impact).toBe('negative');
      else expect(hour).toBeUndefined();
    }
  });

  it('penalises the void-of-course Moon for a launch but not for a retreat', () => {
    const launch = electionalWindows({ activity: 'business-launch', startDate: '2024-06-01', endDate: '2024-06-04', ...PARIS, topN: 20 });
    const retreat = electionalWindows({ activity: 'spiritual', startDate: '2024-06-01', endDate: '2024-06-04', ...PARIS, topN: 20 });
    for (const w of [...launch.bestWindows, ...launch.worstWindows].filter((x) => x.isVoidOfCourse)) {
      expect(w.factors).toContainEqual(expect.objectContaining({ factor: 'void of course', impact: 'negative' }));
    }
    for (const w of [...retreat.bestWindows, ...retreat.worstWindows].filter((x) => x.isVoidOfCourse)) {
      expect(w.factors).toContainEqual(expect.objectContaining({ factor: 'void of course', impact: 'neutral' }));
    }
    expect(launch.worstWindows.some((w) => w.isVoidOfCourse)).toBe(true);
  });

  it('issue 11 astrologer defaults: the best business-launch hours in New York, 28 May–7 June 2024, are day hours, the Moon clear of the Sun and not balsamic', () => {
    // New Moon 2024-06-06 12:38 UT (USNO): from about 2 June the Moon is balsamic (elongation ≥ 315°), from about
    // 5 June under the beams. USNO, New York: sunrise 05:25–05:28 EDT, sunset 20:17–20:26 EDT over these days.
    const NY = { latitude: 40.71, longitude: -74.0 };
    const r = electionalWindows({ activity: 'business-launch', startDate: '2024-05-28', endDate: '2024-06-07', ...NY, topN: 5 });
    const EDT_MS = -4 * 3600000;
    for (const w of r.bestWindows) {
      const start = new Date(Date.parse(w.startTime) + EDT_MS);
      const end = new Date(Date.parse(w.endTime) + EDT_MS);
      const minutes = (d: Date) => d.getUTCHours() * 60 + d.getUTCMinutes();
      expect(minutes(start), w.startTime).toBeGreaterThanOrEqual(5 * 60 + 24); // not before sunrise
      expect(minutes(end), w.endTime).toBeLessThanOrEqual(20 * 60 + 27); // not after sunset
      const mid = new Date((Date.parse(w.startTime) + Date.parse(w.endTime)) / 2).toISOString();
      const elongation = (((bodyPosition('Moon', mid).longitude - bodyPosition('Sun', mid).longitude) % 360) + 360) % 360;
      expect(elongation, mid).toBeGreaterThan(17); // past the beams after the New Moon
      expect(elongation, mid).toBeLessThan(315); // not balsamic
    }
  });

  it('issue 11 astrologer defaults: flags the combust, under-the-beams and balsamic Moon and night hours of a launch', () => {
    // 2024-06-06 is the New Moon day: every hour that day has the Moon within 17° of the Sun.
    const r = electionalWindows({ activity: 'business-launch', startDate: '2024-06-06', endDate: '2024-06-07', ...PARIS, topN: 20 });
    for (const w of [...r.bestWindows, ...r.worstWindows]) {
      const mid = new Date((Date.parse(w.startTime) + Date.parse(w.endTime)) / 2).toISOString();
      const e = (((bodyPosition('Moon', mid).longitude - bodyPosition('Sun', mid).longitude) % 360) + 360) % 360;
      const fromSun = Math.min(e, 360 - e);
      const expected = fromSun <= 8.5 ? 'Moon combust' : fromSun <= 17 ? 'Moon under the beams' : e >= 315 ? 'balsamic Moon' : undefined;
      const got = w.factors.find((f) => ['Moon combust', 'Moon under the beams', 'balsamic Moon'].includes(f.factor));
      expect(got?.factor, mid).toBe(expected);
      if (got !== undefined) expect(got.impact).toBe('negative');
    }
    // Paris, 6 June: sunrise 05:47, sunset 21:52 CEST (UTC+2) — the hours outside are night hours.
    const night = [...r.bestWindows, ...r.worstWindows].filter((w) => w.factors.some((f) => f.factor === 'night hour'));
    expect(night.length).toBeGreaterThan(0);
    for (const w of night) {
      const h = new Date(Date.parse(w.startTime) + 2 * 3600000).getUTCHours();
      expect(h >= 21 || h < 6, w.startTime).toBe(true);
    }
  });

  it('issue 11 astrologer defaults: hour rulers per activity are Chaldean planets; a medical hour under a balsamic Moon is not penalised', () => {
    for (const rules of Object.values(ACTIVITY_RULES)) for (const p of rules.hourRulers) expect(CHALDEAN_PLANETS).toContain(p);
    expect(ACTIVITY_RULES.spiritual.hourRulers).not.toContain('Neptune');
    const med = electionalWindows({ activity: 'medical', startDate: '2024-06-03', endDate: '2024-06-04', ...PARIS, topN: 20 });
    for (const w of [...med.bestWindows, ...med.worstWindows]) {
      const b = w.factors.find((f) => f.factor === 'balsamic Moon');
      if (b !== undefined) expect(b.impact).toBe('neutral');
    }
  });

  it('uses planetary hours inside the range: Chaldean rulers, 24 a day', () => {
    const all = electionalWindows({ activity: 'travel', startDate: '2024-03-05', endDate: '2024-03-06', ...PARIS, topN: 20 });
    for (const w of [...all.bestWindows, ...all.worstWindows]) {
      expect(CHALDEAN_PLANETS).toContain(w.planetaryHour);
      expect(Date.parse(w.startTime)).toBeGreaterThanOrEqual(Date.parse('2024-03-05T00:00:00Z'));
      expect(Date.parse(w.startTime)).toBeLessThan(Date.parse('2024-03-06T00:00:00Z'));
      const hours = (Date.parse(w.endTime) - Date.parse(w.startTime)) / 3600000;
      expect(hours).toBeGreaterThan(0.5); // Paris in March: unequal hours of 45–75 minutes
      expect(hours).toBeLessThan(1.5);
    }
  });

  it('validates against the ElectionalResponse schema over generated requests (ranges shortened to 3 days)', () => {
    fc.assert(
      fc.property(arbElectionalRequest({ from: '1950-01-01', to: '2050-12-31' }), (q) => {
        const end = new Date(Math.min(Date.parse(q.endDate), Date.parse(q.startDate) + 3 * DAY_MS)).toISOString().slice(0, 10);
        const r = electionalWindows({ ...q, endDate: end });
        expectValid(ElectionalResponse, r);
        expect(r.bestWindows.length).toBeLessThanOrEqual(q.topN ?? 5);
      }),
      { numRuns: 5 },
    );
  });

  it('answers at the ends of the supported range, skipping days whose sunrises fall outside it', () => {
    for (const [startDate, endDate] of [['1800-01-01', '1800-01-03'], ['2200-12-29', '2200-12-31T23:00:00Z']] as const) {
      const r = electionalWindows({ activity: 'travel', startDate, endDate, latitude: 10, longitude: 170 });
      expectValid(ElectionalResponse, r);
      expect(r.bestWindows.length).toBe(5);
    }
  });

  // Found by the OpenAPI property (seed 126622335): the local days of the range were compared as strings, and an
  // expanded year sorts backwards (-000501-12-31 after -000500-01-01): a range across a New Year before year 0 had no
  // day to score, and a range at the span's first instant in a zone west of Greenwich ran on through 3,000 years.
  it('scores every day of a range across a New Year before year 0 (dates counted, not compared as strings)', () => {
    // 31 December -501 to 2 January -500 at Paris: two whole days, 24 planetary hours each (their definition).
    const r = electionalWindows({ activity: 'travel', startDate: '-000501-12-31', endDate: '-000500-01-02', ...PARIS, topN: 20 });
    expect(r.bestWindows).toHaveLength(20);
    const starts = [...r.bestWindows, ...r.worstWindows].map((w) => w.startTime);
    expect(starts.every((t) => t.startsWith('-000501-12-31') || t.startsWith('-000500-01-01'))).toBe(true);
  });

  it('answers a range at the span’s first instant west of Greenwich at once (no day before the span is searched)', () => {
    const started = performance.now();
    const r = electionalWindows({
      activity: 'wedding', startDate: '-003000-01-01T14:00:12+14:00', endDate: '-003000-01-01T01:00:26+01:00',
      latitude: 0, longitude: -179.9999999999996, topN: 17,
    });
    expect(r.bestWindows).toEqual([]);
    // Two local days at most are looked at; the unbounded walk took minutes. A generous bound, not a speed target.
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('rejects ranges over 366 days, reversed ranges and topN outside 1–20, naming the field', () => {
    const base = { activity: 'contract' as const, ...PARIS };
    expect(() => electionalWindows({ ...base, startDate: '2024-01-01', endDate: '2025-01-03' })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', message: expect.stringMatching(/at most 366 days/) }),
    );
    expect(() => electionalWindows({ ...base, startDate: '2024-02-01', endDate: '2024-01-01' })).toThrow(/endDate must be after startDate/);
    expect(() => electionalWindows({ ...base, startDate: '2024-01-01', endDate: '2024-01-02', topN: 0 })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'topN', allowed: 'integer 1..20' }) }),
    );
    expect(() => electionalWindows({ ...base, startDate: '2024-01-01', endDate: '2024-01-02', topN: 21 })).toThrow(/topN/);
    expect(() => electionalWindows({ ...base, activity: 'gardening' as never, startDate: '2024-01-01', endDate: '2024-01-02' })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'activity', allowed: expect.stringMatching(/^one of: business-launch/) }) }),
    );
    expect(() => electionalWindows({ ...base, startDate: '2024-02-30', endDate: '2024-03-02' })).toThrow(/startDate has day 30/);
    expect(() => electionalWindows({ ...base, latitude: 91, startDate: '2024-01-01', endDate: '2024-01-02' })).toThrow(/latitude/);
  });
});
