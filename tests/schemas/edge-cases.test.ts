import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  DashaPeriod, ElectionalRequest, Horoscope, HouseCusp, InterAspect, MidpointDial, MoonPhaseInfo, NatalChartRequest,
  NatalChartResponse, WeeklyHoroscope, WeeklyHoroscopeQuery, YearlyHoroscopeQuery, ZodiacPosition,
} from '../../src/schemas/index.js';
import { SUPPORTED_YEARS } from '../../src/schemas/fields.js';
import { EXAMPLES } from './examples.js';

/** Hand-written boundary cases for the tricky records (range conventions of docs/schemas.md). */

const zp = EXAMPLES.ZodiacPosition as ZodiacPosition;
const with_ = <T extends object>(base: T, patch: Record<string, unknown>): unknown => ({ ...base, ...patch });

describe('ZodiacPosition ranges: longitude [0, 360), degree [0, 30), minute [0, 60)', () => {
  it.each([0, 359.999999, 180])('accepts longitude %d', (longitude) => {
    expect(Value.Check(ZodiacPosition, with_(zp, { longitude }))).toBe(true);
  });
  it.each([360, -0.000001, 720, Number.NaN])('rejects longitude %d', (longitude) => {
    expect(Value.Check(ZodiacPosition, with_(zp, { longitude }))).toBe(false);
  });
  it('accepts degree 29.99 and minute 59.99, rejects 30 and 60', () => {
    expect(Value.Check(ZodiacPosition, with_(zp, { degree: 29.99, minute: 59.99 }))).toBe(true);
    expect(Value.Check(ZodiacPosition, with_(zp, { degree: 30 }))).toBe(false);
    expect(Value.Check(ZodiacPosition, with_(zp, { minute: 60 }))).toBe(false);
  });
  it('rejects a sign in another case and a sign index', () => {
    expect(Value.Check(ZodiacPosition, with_(zp, { sign: 'aries' }))).toBe(false);
    expect(Value.Check(ZodiacPosition, with_(zp, { sign: 0 }))).toBe(false);
  });
});

describe('HouseCusp house is an integer 1–12', () => {
  const cusp = EXAMPLES.HouseCusp as HouseCusp;
  it.each([1, 12])('accepts %d', (house) => expect(Value.Check(HouseCusp, with_(cusp, { house }))).toBe(true));
  it.each([0, 13, 1.5, '1'])('rejects %s', (house) => expect(Value.Check(HouseCusp, with_(cusp, { house }))).toBe(false));
});

describe('MoonPhaseInfo', () => {
  const info = EXAMPLES.MoonPhaseInfo as MoonPhaseInfo;
  it('accepts illumination 0 and 100, rejects 100.01', () => {
    expect(Value.Check(MoonPhaseInfo, with_(info, { illumination: 0 }))).toBe(true);
    expect(Value.Check(MoonPhaseInfo, with_(info, { illumination: 100 }))).toBe(true);
    expect(Value.Check(MoonPhaseInfo, with_(info, { illumination: 100.01 }))).toBe(false);
  });
  it('wants an ISO date, not a date-time', () => {
    expect(Value.Check(MoonPhaseInfo, with_(info, { date: '2024-03-21T00:00:00Z' }))).toBe(false);
  });
  it('rejects the spec phase names written differently', () => {
    expect(Value.Check(MoonPhaseInfo, with_(info, { phase: 'Waxing crescent' }))).toBe(false);
    expect(Value.Check(MoonPhaseInfo, with_(info, { phase: 'WaxingCrescent' }))).toBe(false);
  });
});

describe('NatalChartRequest', () => {
  const req = EXAMPLES.NatalChartRequest as NatalChartRequest;
  const minimal = { birthDate: '1990-07-15', latitude: 0, longitude: 0 };
  it('accepts the three required members alone', () => expect(Value.Check(NatalChartRequest, minimal)).toBe(true));
  it.each(['00:00', '23:59', '09:05'])('accepts birthTime %s', (birthTime) => {
    expect(Value.Check(NatalChartRequest, with_(req, { birthTime }))).toBe(true);
  });
  it.each(['24:00', '25:00', '7:30', '07:60', '07:30:00', '7h30'])('rejects birthTime %s', (birthTime) => {
    expect(Value.Check(NatalChartRequest, with_(req, { birthTime }))).toBe(false);
  });
  it.each(['2000-02-29', '1800-01-01', '2200-12-31'])('accepts birthDate %s', (birthDate) => {
    expect(Value.Check(NatalChartRequest, with_(req, { birthDate }))).toBe(true);
  });
  it.each(['1990-02-29', '1990-13-01', '1990-7-15', '15/07/1990', '1990-07-15T14:30:00Z'])('rejects birthDate %s', (birthDate) => {
    expect(Value.Check(NatalChartRequest, with_(req, { birthDate }))).toBe(false);
  });
  it('accepts the poles and the antimeridian, rejects beyond', () => {
    expect(Value.Check(NatalChartRequest, with_(req, { latitude: 90, longitude: -180 }))).toBe(true);
    expect(Value.Check(NatalChartRequest, with_(req, { latitude: -90, longitude: 180 }))).toBe(true);
    expect(Value.Check(NatalChartRequest, with_(req, { latitude: 91 }))).toBe(false);
    expect(Value.Check(NatalChartRequest, with_(req, { longitude: 180.5 }))).toBe(false);
  });
  it('accepts IANA zone names and UTC, rejects offsets and spaces', () => {
    for (const timezone of ['UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'America/Port-au-Prince']) {
      expect(Value.Check(NatalChartRequest, with_(req, { timezone })), timezone).toBe(true);
    }
    for (const timezone of ['+02:00', 'Europe/ Paris', '', 'Europe//Paris']) {
      expect(Value.Check(NatalChartRequest, with_(req, { timezone })), timezone).toBe(false);
    }
  });
  it('rejects an unknown house system', () => {
    expect(Value.Check(NatalChartRequest, with_(req, { houseSystem: 'placidus' }))).toBe(false);
  });
});

describe('NatalChartResponse houses hold exactly twelve cusps', () => {
  const chart = EXAMPLES.NatalChartResponse as NatalChartResponse;
  it('rejects eleven', () => expect(Value.Check(NatalChartResponse, with_(chart, { houses: chart.houses!.slice(1) }))).toBe(false));
  it('accepts a chart without time and houses', () => {
    const { birthTime: _t, houses: _h, ascendant: _a, ascendantSign: _as, midheaven: _m, midheavenSign: _ms, ...rest } = chart;
    expect(Value.Check(NatalChartResponse, { ...rest, housesAvailable: false })).toBe(true);
  });
});

describe('Horoscope and WeeklyHoroscope array sizes', () => {
  it('allows at most three key transits', () => {
    const h = EXAMPLES.Horoscope as Horoscope;
    expect(Value.Check(Horoscope, with_(h, { transits: [] }))).toBe(true);
    expect(Value.Check(Horoscope, with_(h, { transits: Array(4).fill(h.transits[0]) }))).toBe(false);
  });
  it('wants seven daily snapshots', () => {
    const w = EXAMPLES.WeeklyHoroscope as WeeklyHoroscope;
    expect(Value.Check(WeeklyHoroscope, with_(w, { dailySnapshots: w.dailySnapshots.slice(0, 6) }))).toBe(false);
  });
});

describe('WeeklyHoroscopeQuery date: ISO date or date-time with Z or an offset (spec endpoint table)', () => {
  it.each(['2024-03-21', '2024-03-21T10:00:00Z', '2024-03-21T10:00:00+05:30', '2024-03-21T10:00:00.250-03:00', '2024-03-21T10:00Z'])(
    'accepts %s',
    (date) => expect(Value.Check(WeeklyHoroscopeQuery, { sign: 'Leo', date })).toBe(true),
  );
  it.each(['2024-03-21T10:00:00', '21/03/2024', '2024-3-21', '2024-03-21T25:00:00Z', 'today'])('rejects %s', (date) => {
    expect(Value.Check(WeeklyHoroscopeQuery, { sign: 'Leo', date })).toBe(false);
  });
  it('needs only the sign', () => expect(Value.Check(WeeklyHoroscopeQuery, { sign: 'Leo' })).toBe(true));
  it('rejects an unknown query parameter', () => {
    expect(Value.Check(WeeklyHoroscopeQuery, { sign: 'Leo', lang: 'en' })).toBe(false);
  });
});

const { first: FIRST_YEAR, last: LAST_YEAR } = SUPPORTED_YEARS;

describe(`YearlyHoroscopeQuery year is an integer ${FIRST_YEAR}–${LAST_YEAR} (SUPPORTED_YEARS)`, () => {
  it.each([FIRST_YEAR, LAST_YEAR, 0, 1800, 2200])('accepts %d', (year) => expect(Value.Check(YearlyHoroscopeQuery, { sign: 'Leo', year })).toBe(true));
  it.each([FIRST_YEAR - 1, LAST_YEAR + 1, 2024.5, '2024'])('rejects %s', (year) => {
    expect(Value.Check(YearlyHoroscopeQuery, { sign: 'Leo', year })).toBe(false);
  });
});

describe('ElectionalRequest topN: integer 1–20, default 5', () => {
  const req = EXAMPLES.ElectionalRequest as ElectionalRequest;
  it.each([1, 20])('accepts %d', (topN) => expect(Value.Check(ElectionalRequest, with_(req, { topN }))).toBe(true));
  it.each([0, 21, 5.5])('rejects %d', (topN) => expect(Value.Check(ElectionalRequest, with_(req, { topN }))).toBe(false));
  it('declares the default 5', () => {
    expect((ElectionalRequest.properties.topN as { default?: number }).default).toBe(5);
  });
});

describe('InterAspect isApplying is boolean or null, and present', () => {
  const ia = EXAMPLES.InterAspect as InterAspect;
  it.each([true, false, null])('accepts %s', (isApplying) => expect(Value.Check(InterAspect, with_(ia, { isApplying }))).toBe(true));
  it('rejects it missing or a string', () => {
    const { isApplying: _i, ...rest } = ia;
    expect(Value.Check(InterAspect, rest)).toBe(false);
    expect(Value.Check(InterAspect, with_(ia, { isApplying: 'n/a' }))).toBe(false);
  });
});

describe('MidpointDial dialPosition is [0, 90)', () => {
  const dial = EXAMPLES.MidpointDial as MidpointDial;
  it('accepts 89.9, rejects 90', () => {
    expect(Value.Check(MidpointDial, with_(dial, { dialPosition: 89.9 }))).toBe(true);
    expect(Value.Check(MidpointDial, with_(dial, { dialPosition: 90 }))).toBe(false);
  });
});

describe('DashaPeriod is recursive', () => {
  const leaf = { planet: 'Moon', startDate: '2001-01-01', endDate: '2001-02-01' };
  const nest = (depth: number): unknown => (depth === 0 ? leaf : { ...leaf, subPeriods: [nest(depth - 1), leaf] });
  it('accepts four levels (maha, antar, pratyantar, sookshma)', () => expect(Value.Check(DashaPeriod, nest(4))).toBe(true));
  it('rejects a bad member four levels down', () => {
    const bad = { ...leaf, subPeriods: [{ ...leaf, subPeriods: [{ ...leaf, subPeriods: [{ ...leaf, planet: 'Pluto' }] }] }] };
    expect(Value.Check(DashaPeriod, bad)).toBe(false);
  });
  it('names Rahu and Ketu as lords, not the node bodies', () => {
    expect(Value.Check(DashaPeriod, { ...leaf, planet: 'Rahu' })).toBe(true);
    expect(Value.Check(DashaPeriod, { ...leaf, planet: 'NorthNode' })).toBe(false);
  });
});
