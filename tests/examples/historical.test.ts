/**
 * Worked examples of issue 14: historical charts, far outside 1800–2200 or before standard time, computed from
 * their recorded dates (Julian calendar before 1582-10-15) and the birth coordinates alone (local mean time).
 *
 * The expected Sun is computed here, independently of Urania: the Julian Day by Meeus's (7.1) (Astronomical
 * Algorithms, 2nd ed., p. 61: B = 0 in the Julian calendar), ΔT by Morrison & Stephenson's parabola
 * ΔT = −20 + 32 u², u = (year − 1820)/100 (Morrison & Stephenson 2004, J. Hist. Astron. 35, eq. on p. 332), and the
 * Sun's apparent longitude by Meeus's low-accuracy solar theory (ch. 25, p. 163–164: L0, M, C, Ω; stated accuracy
 * 0.01°). That theory is first checked, at the nearest row of the DE441 reference table, to hold in each era.
 */
import { describe, expect, it } from 'vitest';
import { bodyPosition, monthlyHoroscope, natalChart, yearlyHoroscope } from '../../src/records/index.js';
import { instant, instantFromJulianDay } from '../../src/time/instant.js';
import fixture from '../fixtures/historical-sun.json' with { type: 'json' };

const RAD = Math.PI / 180;
/** Meeus's low-accuracy Sun is good to 0.01° (ch. 25); ΔT's parabola adds ≲ 0.005° at these dates. */
const LOW_ACCURACY_SUN_DEG = 0.02;
/** Urania against the DE441 reference row: 1″ (issue 14's goal for the Sun over the whole span). */
const REFERENCE_SUN_DEG = 1 / 3600;

/** Julian Day of a calendar date at 0h (Meeus (7.1)); `julian` selects the Julian calendar (B = 0). */
function meeusJulianDay(year: number, month: number, day: number, julian: boolean): number {
  const [y, m] = month <= 2 ? [year - 1, month + 12] : [year, month];
  const a = Math.floor(y / 100);
  const b = julian ? 0 : 2 - a + Math.floor(a / 4);
  return Math.floor(365.25 * (y + 4716)) + Math.floor(30.6001 * (m + 1)) + day + b - 1524.5;
}

/** ΔT in seconds, Morrison & Stephenson (2004) parabola. */
function parabolicDeltaTSeconds(year: number): number {
  const u = (year - 1820) / 100;
  return -20 + 32 * u * u;
}

/** Apparent geocentric longitude of the Sun, degrees in [0, 360) (Meeus ch. 25, low accuracy), at a TT Julian Day. */
function meeusSunLongitude(jde: number): number {
  const t = (jde - 2451545) / 36525;
  const l0 = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
  const m = (357.52911 + 35999.05029 * t - 0.0001537 * t * t) * RAD;
  const c = (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(m) + (0.019993 - 0.000101 * t) * Math.sin(2 * m) + 0.000289 * Math.sin(3 * m);
  const omega = (125.04 - 1934.136 * t) * RAD;
  const lambda = l0 + c - 0.00569 - 0.00478 * Math.sin(omega);
  return ((lambda % 360) + 360) % 360;
}

const angleDiff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;

interface HistoricalChart {
  readonly name: string;
  readonly birthDate: string;
  readonly birthTime: string;
  readonly latitude: number;
  readonly longitude: number;
  /** Calendar date as recorded, for Meeus's (7.1). */
  readonly ymd: readonly [number, number, number];
  readonly julian: boolean;
  /** The reference row nearest the date (tests/fixtures/historical-sun.json). */
  readonly referenceId: string;
  /** Sign and whole degree of the Sun, as the chart is usually quoted. */
  readonly sunSign: string;
  readonly sunDegree: number;
}

const CHARTS: readonly HistoricalChart[] = [
  {
    name: "Caesar's assassination, Rome, −43-03-15 (44 BCE, Julian) ~12:00 LMT",
    birthDate: '-0043-03-15',
    birthTime: '12:00',
    latitude: 41.8931,
    longitude: 12.4828,
    ymd: [-43, 3, 15],
    julian: true,
    referenceId: 'ps099',
    sunSign: 'Pisces',
    sunDegree: 22,
  },
  {
    name: 'The United States, Philadelphia, 1776-07-04 17:10 LMT',
    birthDate: '1776-07-04',
    birthTime: '17:10',
    latitude: 39.9526,
    longitude: -75.1652,
    ymd: [1776, 7, 4],
    julian: false,
    referenceId: 'ps155',
    sunSign: 'Cancer',
    sunDegree: 13,
  },
  {
    name: 'Galileo, Pisa, 1564-02-15 (Julian) 15:30 LMT',
    birthDate: '1564-02-15',
    birthTime: '15:30',
    latitude: 43.7167,
    longitude: 10.4,
    ymd: [1564, 2, 15],
    julian: true,
    referenceId: 'ps148',
    sunSign: 'Pisces',
    sunDegree: 6,
  },
];

describe.each(CHARTS)('$name', (chart) => {
  const row = fixture.rows.find((r) => r.id === chart.referenceId)!;

  it("Meeus's low-accuracy Sun holds in this era (against the DE441 reference row nearest the date)", () => {
    expect(Math.abs(angleDiff(meeusSunLongitude(row.jd_tt), row.sun.lon))).toBeLessThan(LOW_ACCURACY_SUN_DEG);
    const urania = bodyPosition('Sun', instantFromJulianDay(row.jd_tt, 'TT')).longitude;
    expect(Math.abs(angleDiff(urania, row.sun.lon))).toBeLessThan(REFERENCE_SUN_DEG);
  });

  it('places the Sun where the independent computation does, from the recorded date and the coordinates alone', () => {
    const c = natalChart({ birthDate: chart.birthDate, birthTime: chart.birthTime, latitude: chart.latitude, longitude: chart.longitude });
    // Local mean time of the birth longitude: UT = LMT − longitude/15 h.
    const [hours, minutes] = chart.birthTime.split(':').map(Number) as [number, number];
    const jdUt = meeusJulianDay(...chart.ymd, chart.julian) + (hours + minutes / 60) / 24 - chart.longitude / 360;
    // The chart's UT instant (ISO, Julian calendar before 1582-10-15) is that Julian Day, to the second.
    expect(Math.abs(instant(c.instant!).jdUt - jdUt)).toBeLessThan(1 / 86400);
    expect(c.warnings?.some((w) => w.includes('local mean time'))).toBe(true);
    const expected = meeusSunLongitude(jdUt + parabolicDeltaTSeconds(chart.ymd[0]) / 86400);
    const sun = c.positions.find((p) => p.body === 'Sun')!.position;
    expect(Math.abs(angleDiff(sun.longitude, expected))).toBeLessThan(LOW_ACCURACY_SUN_DEG);
    expect(sun.sign).toBe(chart.sunSign);
    expect(sun.degree).toBe(chart.sunDegree);
  });
});

describe('the recorded dates are read in the Julian calendar before 1582-10-15', () => {
  it('the Ides of March of 44 BCE is JD 1705425.5 at 0h UT (Meeus (7.1), B = 0)', () => {
    expect(meeusJulianDay(-43, 3, 15, true)).toBe(1705425.5);
    const c = natalChart({ birthDate: '-0043-03-15', birthTime: '00:00', latitude: 0, longitude: 0, timezone: 'UTC' });
    expect(c.instant!.startsWith('-000043-03-15T00:00:00')).toBe(true);
    expect(instant(c.instant!).jdUt).toBeCloseTo(1705425.5, 9);
  });
});

describe('horoscopes over the calendar switch and before year 1', () => {
  it('the monthly horoscope of October 1582 (21 days: the 4th was followed by the 15th) splits it into four contiguous weeks', () => {
    const weeks = monthlyHoroscope({ sign: 'Leo', year: 1582, month: 10 }).weeklyBreakdown;
    expect(weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4]);
    expect(weeks[0]!.startDate).toBe('1582-10-01');
    expect(weeks[3]!.endDate).toBe('1582-10-31');
    for (let i = 1; i < 4; i++) expect(instant(weeks[i]!.startDate).jdUt - instant(weeks[i - 1]!.endDate).jdUt).toBe(1);
    const days = weeks.reduce((n, w) => n + instant(w.endDate).jdUt - instant(w.startDate).jdUt + 1, 0);
    expect(days).toBe(21);
    // A month without the switch keeps days 1–7, 8–14, 15–21, 22–end.
    expect(monthlyHoroscope({ sign: 'Leo', year: 1500, month: 2 }).weeklyBreakdown.map((w) => [w.startDate, w.endDate])).toEqual([
      ['1500-02-01', '1500-02-07'], ['1500-02-08', '1500-02-14'], ['1500-02-15', '1500-02-21'], ['1500-02-22', '1500-02-29'],
    ]);
  });

  it('the yearly horoscope of year −1 (2 BCE) writes its quarters with expanded years', () => {
    const quarters = yearlyHoroscope({ sign: 'Aries', year: -1 }).quarters;
    expect(quarters.map((q) => [q.startDate, q.endDate])).toEqual([
      ['-000001-01-01', '-000001-03-31'], ['-000001-04-01', '-000001-06-30'], ['-000001-07-01', '-000001-09-30'], ['-000001-10-01', '-000001-12-31'],
    ]);
  });
});
