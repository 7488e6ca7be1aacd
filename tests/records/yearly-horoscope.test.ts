import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAvailable } from '../../src/ephemeris/index.js';
import { yearlyHoroscope } from '../../src/records/index.js';
import { SIGNS, YearlyHoroscope } from '../../src/schemas/index.js';
import { arbYearlyHoroscopeQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';
import { ONE_DAY_MS, REFERENCE_YEARS, eventsOf, msOfJd } from '../horoscope/reference-events.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { YEAR_AFTER_SPAN, YEAR_BEFORE_SPAN } from '../setup/span-edges.js';
import { bodyPosition } from '../../src/records/positions.js';

/** Greatest eclipse lies within hours of the syzygy (≤ 0.15° of elongation measured): a quarter day either side. */
const SYZYGY_SLACK_MS = ONE_DAY_MS / 4;
/** No eclipse with the Moon farther than this from the ecliptic: |sin F| < 0.36 (Meeus ch. 54) with i = 5.145°. */
const ECLIPSE_LATITUDE_LIMIT_DEG = 1.9;
/** Days either side of a station at which the motion has clearly turned (Pluto's speed changes ~1e-4°/day a day). */
const STATION_SLACK_DAYS = 3;

const PLANETS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
const RETROGRADE_CHECKED = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

describe.each(REFERENCE_YEARS)('yearlyHoroscope %i vs the Swiss Ephemeris reference', (year) => {
  const y = yearlyHoroscope({ sign: 'Virgo', year });
  const ours = y.quarters.flatMap((q) => q.ingresses);

  it('lists every sign ingress of Mercury–Pluto (retrograde re-entries included) within a day, and no extra', () => {
    for (const body of PLANETS.filter(isAvailable)) {
      const ref = eventsOf('signIngress', year).filter((e) => e.body === body);
      const mine = ours.filter((i) => i.planet === body);
      if (body === 'Mercury' || body === 'Venus') expect(ref.length).toBeGreaterThan(8);
      expect(mine.map((i) => i.sign), body).toEqual(ref.map((e) => e.sign));
      ref.forEach((e, k) => expect(Math.abs(Date.parse(mine[k]!.date) - msOfJd(e.jd_ut))).toBeLessThan(ONE_DAY_MS));
    }
  });

  it('has the Sun entering the cardinal signs at the reference equinoxes and solstices', () => {
    for (const e of eventsOf('solarIngress', year)) {
      const m = ours.find((i) => i.planet === 'Sun' && i.sign === e.sign);
      expect(m, e.iso).toBeDefined();
      expect(Math.abs(Date.parse(m!.date) - msOfJd(e.jd_ut))).toBeLessThan(ONE_DAY_MS);
    }
    expect(ours.filter((i) => i.planet === 'Sun')).toHaveLength(12);
  });

  it('puts each ingress in the quarter of its date', () => {
    for (const q of y.quarters) {
      for (const i of q.ingresses) {
        expect(i.date.slice(0, 10) >= q.startDate && i.date.slice(0, 10) <= q.endDate).toBe(true);
      }
    }
  });

  it('lists the same eclipses, each within a day, with the reference kind and type', () => {
    const ref = [...eventsOf('solarEclipse', year), ...eventsOf('lunarEclipse', year)].sort((a, b) => a.jd_ut - b.jd_ut);
    expect(ref.length).toBeGreaterThanOrEqual(4);
    expect(y.eclipses).toHaveLength(ref.length);
    ref.forEach((e, k) => {
      const mine = y.eclipses[k]!;
      expect(Math.abs(Date.parse(`${mine.date}T12:00:00Z`) - msOfJd(e.jd_ut))).toBeLessThan(ONE_DAY_MS);
      expect(mine.type).toBe(`${e.kind} ${e.type === 'solarEclipse' ? 'solar' : 'lunar'}`);
    });
  });

  it('has a retrograde period for every Mercury–Saturn station of the year, within a day', () => {
    for (const body of RETROGRADE_CHECKED) {
      const periods = y.retrogrades.filter((r) => r.body === body);
      const starts = periods.map((r) => Date.parse(r.startDate)).filter((t) => t >= Date.UTC(year, 0, 1) && t < Date.UTC(year + 1, 0, 1));
      const ends = periods.map((r) => Date.parse(r.endDate)).filter((t) => t >= Date.UTC(year, 0, 1) && t < Date.UTC(year + 1, 0, 1));
      const stations = eventsOf('station', year).filter((e) => e.body === body);
      const refStarts = stations.filter((e) => e.station === 'retrograde').map((e) => msOfJd(e.jd_ut));
      const refEnds = stations.filter((e) => e.station === 'direct').map((e) => msOfJd(e.jd_ut));
      if (body === 'Mercury') expect(refStarts.length).toBeGreaterThanOrEqual(3);
      expect(starts.length, `${body} retrograde stations`).toBe(refStarts.length);
      expect(ends.length, `${body} direct stations`).toBe(refEnds.length);
      refStarts.forEach((t, k) => expect(Math.abs(starts[k]! - t)).toBeLessThan(ONE_DAY_MS));
      refEnds.forEach((t, k) => expect(Math.abs(ends[k]! - t)).toBeLessThan(ONE_DAY_MS));
    }
  });

  it('has every retrograde period overlap the year, start before end', () => {
    for (const r of y.retrogrades) {
      expect(Date.parse(r.startDate)).toBeLessThan(Date.parse(r.endDate));
      expect(Date.parse(r.startDate)).toBeLessThan(Date.UTC(year + 1, 0, 1));
      expect(Date.parse(r.endDate)).toBeGreaterThan(Date.UTC(year, 0, 1));
    }
  });
});

describe('yearlyHoroscope rules', () => {
  it('flags an eclipse as a direct impact exactly for its sign and the opposite sign', () => {
    const byDirect = SIGNS.map((s) => yearlyHoroscope({ sign: s, year: 2024 }).eclipses.map((e) => e.isDirectImpact));
    // 2024: penumbral lunar in Libra (Mar 25), total solar in Aries (Apr 8), partial lunar in Pisces (Sep 18), annular solar in Libra (Oct 2).
    const aries = byDirect[0]!;
    expect(aries).toEqual([true, true, false, true]);
    const virgo = byDirect[5]!;
    expect(virgo).toEqual([false, false, true, false]);
    const leo = byDirect[4]!;
    expect(leo).toEqual([false, false, false, false]);
  });

  it('echoes the perspective and shares the same sky events across the twelve signs', () => {
    const a = yearlyHoroscope({ sign: 'Aries', year: 2024, perspective: 'rising' });
    const b = yearlyHoroscope({ sign: 'Pisces', year: 2024, perspective: 'moon' });
    expect(a.perspective).toBe('rising');
    expect(b.perspective).toBe('moon');
    expect(a.quarters).toEqual(b.quarters);
    expect(a.retrogrades).toEqual(b.retrogrades);
  });

  it('validates over generated queries; eclipses fall on syzygies near a node, retrogrades between sign changes of the motion', () => {
    fc.assert(
      fc.property(arbYearlyHoroscopeQuery(1990, 2030), (q) => {
        const y = yearlyHoroscope(q);
        expectValid(YearlyHoroscope, y);
        const what = `${q.sign} ${q.year}`;
        const at = (ms: number): string => new Date(ms).toISOString();
        const elongation = (ms: number): number => (((bodyPosition('Moon', at(ms)).longitude - bodyPosition('Sun', at(ms)).longitude) % 360) + 360) % 360;
        for (const e of y.eclipses) {
          // Greatest eclipse on that UT date: the syzygy (0° solar, 180° lunar) is passed within the day, ± the slack.
          const target = /solar/.test(e.type) ? 0 : 180;
          const [from, to] = [Date.parse(`${e.date}T00:00:00Z`) - SYZYGY_SLACK_MS, Date.parse(`${e.date}T00:00:00Z`) + ONE_DAY_MS + SYZYGY_SLACK_MS];
          const [e0, e1] = [elongation(from), elongation(to)];
          const passed = ((((target - e0) % 360) + 360) % 360) < ((((e1 - e0) % 360) + 360) % 360);
          expect(passed, `${what} ${e.type} ${e.date}: elongation ${e0} → ${e1}`).toBe(true);
          // The Moon's latitude at the syzygy itself (bisection on the elongation's offset from the target).
          const offset = (ms: number): number => ((((elongation(ms) - target) % 360) + 540) % 360) - 180;
          let [lo, hi] = [from, to];
          for (let i = 0; i < 30; i++) [lo, hi] = offset((lo + hi) / 2) < 0 ? [(lo + hi) / 2, hi] : [lo, (lo + hi) / 2];
          expect(Math.abs(bodyPosition('Moon', at(lo)).latitude), `${what} ${e.type} ${e.date}`).toBeLessThan(ECLIPSE_LATITUDE_LIMIT_DEG);
          expect(e.isDirectImpact, what).toBe(e.sign === q.sign || SIGNS.indexOf(e.sign) === (SIGNS.indexOf(q.sign) + 6) % 12);
        }
        for (const r of y.retrogrades) {
          // Direct before the retrograde station and retrograde after it; retrograde before the direct station, direct after.
          const speed = (iso: string, days: number): number => bodyPosition(r.body, at(Date.parse(iso) + days * ONE_DAY_MS)).speed;
          expect(speed(r.startDate, -STATION_SLACK_DAYS), `${what} ${r.body} ${r.startDate}`).toBeGreaterThan(0);
          expect(speed(r.startDate, STATION_SLACK_DAYS), `${what} ${r.body} ${r.startDate}`).toBeLessThan(0);
          expect(speed(r.endDate, -STATION_SLACK_DAYS), `${what} ${r.body} ${r.endDate}`).toBeLessThan(0);
          expect(speed(r.endDate, STATION_SLACK_DAYS), `${what} ${r.body} ${r.endDate}`).toBeGreaterThan(0);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('rejects bad input naming the field and what is allowed', () => {
    expect(() => yearlyHoroscope({ sign: 'Leo', year: YEAR_BEFORE_SPAN })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE', details: expect.objectContaining({ field: 'year', allowed: `integer ${SUPPORTED_SPAN.firstYear}..${SUPPORTED_SPAN.lastYear}` }) }),
    );
    expect(() => yearlyHoroscope({ sign: 'Leo', year: YEAR_AFTER_SPAN })).toThrow(expect.objectContaining({ code: 'OUT_OF_RANGE' }));
    expect(() => yearlyHoroscope({ sign: 'Leo', year: 2024.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'year', received: 2024.5, allowed: `integer ${SUPPORTED_SPAN.firstYear}..${SUPPORTED_SPAN.lastYear}` }) }),
    );
    expect(() => yearlyHoroscope({ sign: 'Serpentarius' as never, year: 2024 })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'sign', allowed: expect.stringMatching(/^one of: Aries, Taurus/) }) }),
    );
    expect(() => yearlyHoroscope({ sign: 'Leo', year: 2024, perspective: 'venus' as never })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'perspective', allowed: 'one of: sun, moon, rising' }) }),
    );
  });
});
