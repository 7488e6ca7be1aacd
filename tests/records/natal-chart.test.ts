/**
 * natalChart end to end: schema validity, positions against the Swiss Ephemeris reference (tests/fixtures/
 * positions.json, see its `_provenance`), civil time (explicit zone, zone from coordinates, DST gap and fold),
 * unknown birth time, polar house fallback, and bad input.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { houseOf } from '../../src/records/house-of.js';
import { NatalChartResponse, type Body, type NatalChartRequest } from '../../src/schemas/index.js';
import { caught, delta } from '../charts/technique-helpers.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';
import { YEAR_AFTER_SPAN, YEAR_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

const ARCSEC = 1 / 3600;
/** Composition tolerances (the ephemeris's own accuracy is tested in tests/ephemeris): a wrong time zone, time
 * scale, frame or missing nutation/aberration is off by 15″ or more. */
const SUN_TOLERANCE = 1 * ARCSEC;
const MOON_TOLERANCE = 3 * ARCSEC;
const PLANET_TOLERANCE = 5 * ARCSEC;
const SPEED_TOLERANCE = 5 * ARCSEC; // degrees per day
/** Declinations this close to the bound are not used to decide out-of-bounds membership. */
const BOUND_MARGIN = 1 * ARCSEC;

interface RefPosition { lon: number; speed: number; dec: number }
interface RefInstant { id: string; iso: string; eps_true: number; positions: Record<string, RefPosition> }

const REFERENCE = (JSON.parse(readFileSync(resolve(__dirname, '../fixtures/positions.json'), 'utf8')) as {
  instants: RefInstant[];
}).instants;

/** Rows 1960–2020: Urania's and the reference's ΔT agree there to a fraction of a second (observed values). */
const MODERN = REFERENCE.filter((r) => r.iso >= '1960' && r.iso < '2020').slice(0, 8);
const PLANETS: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

function valid(chart: unknown): boolean {
  return Value.Check(NatalChartResponse, chart);
}

/** The reference instant cut to the whole minute, as a local time at a fixed offset (minutes east). */
function localRequest(row: RefInstant, offsetMinutes: number): { date: string; time: string; dtDays: number } {
  const ms = Date.parse(row.iso);
  const minuteMs = Math.floor(ms / 60000) * 60000;
  const local = new Date(minuteMs + offsetMinutes * 60000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16), dtDays: (minuteMs - ms) / 86400000 };
}

describe('natalChart against the reference positions', () => {
  it.each(MODERN.map((r) => [r.id, r] as const))('%s: planets, speeds and out-of-bounds at the UT minute', (_id, row) => {
    const { date, time, dtDays } = localRequest(row, 0);
    const chart = natalChart({ birthDate: date, birthTime: time, latitude: 51.5, longitude: -0.1, timezone: 'UTC' });
    expect(valid(chart)).toBe(true);
    expect(chart.instant).toBe(`${date}T${time}:00Z`);
    const byBody = new Map(chart.positions.map((p) => [p.body, p.position]));
    for (const body of PLANETS) {
      const got = byBody.get(body);
      if (got === undefined) continue; // body not installed in this build
      const ref = row.positions[body]!;
      const expected = ref.lon + ref.speed * dtDays;
      const tolerance = body === 'Sun' ? SUN_TOLERANCE : body === 'Moon' ? MOON_TOLERANCE : PLANET_TOLERANCE;
      expect(delta(got.longitude, expected), `${body} longitude`).toBeLessThan(tolerance);
      expect(got.isRetrograde).toBe(ref.speed < 0);
    }
    for (const s of chart.speedClassifications!) {
      expect(Math.abs(s.dailyMotion - row.positions[s.body]!.speed), `${s.body} speed`).toBeLessThan(SPEED_TOLERANCE);
    }
    const decided = PLANETS.filter((b) => b !== 'Sun' && byBody.has(b))
      .filter((b) => Math.abs(Math.abs(row.positions[b]!.dec) - row.eps_true) > BOUND_MARGIN);
    const expectedOob = decided.filter((b) => Math.abs(row.positions[b]!.dec) > row.eps_true);
    const gotOob = chart.outOfBoundsPlanets!.map((o) => o.body).filter((b) => decided.includes(b));
    expect(gotOob).toEqual(expectedOob);
  });

  it('reads the birth time in an explicit zone and in the zone found from the coordinates', () => {
    const row = MODERN[0]!;
    const utc = localRequest(row, 0);
    const ist = localRequest(row, 330); // India Standard Time, UTC+05:30 since 1945
    const base = natalChart({ birthDate: utc.date, birthTime: utc.time, latitude: 28.61, longitude: 77.21, timezone: 'UTC' });
    const explicit = natalChart({ birthDate: ist.date, birthTime: ist.time, latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' });
    const found = natalChart({ birthDate: ist.date, birthTime: ist.time, latitude: 28.61, longitude: 77.21 });
    expect(found.timezone).toBe('Asia/Kolkata');
    for (const chart of [explicit, found]) {
      expect(chart.instant).toBe(base.instant);
      expect(chart.birthDate).toBe(ist.date);
      expect(chart.birthTime).toBe(ist.time);
      expect(delta(chart.ascendant!, base.ascendant!)).toBeLessThan(ARCSEC);
    }
  });
});

describe('natalChart members', () => {
  const request: NatalChartRequest = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
  const chart = natalChart(request);

  it('validates and echoes the request with the defaults', () => {
    expect(valid(chart)).toBe(true);
    expect(chart).toMatchObject({
      birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, houseSystem: 'Placidus',
      orbProfile: 'modern-western', timezone: 'America/New_York', instant: '1990-07-15T18:30:00Z', housesAvailable: true,
    });
    expect(chart.warnings).toBeUndefined();
    expect(chart.houseSystemUsed).toBeUndefined();
  });

  it('has every body once, the Vertex pair included, and twelve cusps with the angles’ signs', () => {
    const bodies = chart.positions.map((p) => p.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(bodies).toEqual(expect.arrayContaining(['Sun', 'Moon', 'Mercury', 'NorthNode', 'LilithTrue', 'Vertex', 'AntiVertex']));
    expect(chart.houses!.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(delta(chart.houses![0]!.cusp.longitude, chart.ascendant!)).toBeLessThan(1e-9);
    expect(delta(chart.houses![9]!.cusp.longitude, chart.midheaven!)).toBeLessThan(1e-9);
    expect(chart.ascendantSign).toBe(chart.houses![0]!.cusp.sign);
    expect(chart.midheavenSign).toBe(chart.houses![9]!.cusp.sign);
  });

  it('a July afternoon in New York is a day chart with the Sun in houses 7–12', () => {
    const sun = chart.positions.find((p) => p.body === 'Sun')!.position;
    const moon = chart.positions.find((p) => p.body === 'Moon')!.position;
    expect(sun.sign).toBe('Cancer');
    expect(houseOf(sun.longitude, chart.houses!)).toBeGreaterThanOrEqual(7);
    expect(chart.partOfFortune!.isDayChart).toBe(true);
    const expected = (((chart.ascendant! + moon.longitude - sun.longitude) % 360) + 360) % 360;
    expect(delta(chart.partOfFortune!.longitude, expected)).toBeLessThan(1e-9);
  });

  it('the same place at 02:30 is a night chart using Asc + Sun − Moon', () => {
    const night = natalChart({ ...request, birthTime: '02:30' });
    const sun = night.positions.find((p) => p.body === 'Sun')!.position;
    const moon = night.positions.find((p) => p.body === 'Moon')!.position;
    expect(houseOf(sun.longitude, night.houses!)).toBeLessThanOrEqual(6);
    expect(night.partOfFortune!.isDayChart).toBe(false);
    const expected = (((night.ascendant! + sun.longitude - moon.longitude) % 360) + 360) % 360;
    expect(delta(night.partOfFortune!.longitude, expected)).toBeLessThan(1e-9);
  });

  it('chart ruler is the traditional lord of the rising sign, read from the positions', () => {
    // Scorpio rises (6°57′ on this chart's published ascendant): lord Mars.
    expect(chart.ascendantSign).toBe('Scorpio');
    const mars = chart.positions.find((p) => p.body === 'Mars')!.position;
    expect(chart.chartRuler).toEqual({ planet: 'Mars', sign: mars.sign, longitude: mars.longitude, isRetrograde: mars.isRetrograde });
  });

  it('combustion statuses agree with the Sun–planet distance', () => {
    const lon = new Map(chart.positions.map((p) => [p.body, p.position.longitude]));
    for (const c of chart.combustionStatuses!) {
      const d = delta(lon.get(c.body)!, lon.get('Sun')!);
      const expected = d <= 17 / 60 ? 'cazimi' : d <= 8.5 ? 'combust' : d <= 17 ? 'underTheBeams' : 'free';
      expect(c.status, c.body).toBe(expected);
    }
    // 1990-07-15: Jupiter a few degrees from the Sun (conjunction of 1990-07-16).
    expect(chart.combustionStatuses!.find((c) => c.body === 'Jupiter')?.status).toBe('combust');
  });

  it('element and modality weights add up to the weights of the factors present', () => {
    const present = chart.positions.map((p) => p.body as string).concat('Ascendant');
    const weights: Record<string, number> = { Sun: 2, Moon: 2, Ascendant: 2, Mercury: 1, Venus: 1, Mars: 1, Jupiter: 1, Saturn: 1, Uranus: 0.5, Neptune: 0.5, Pluto: 0.5 };
    const total = present.reduce((s, b) => s + (weights[b] ?? 0), 0);
    const e = chart.elementBalance;
    const m = chart.modalityBalance;
    expect(e.fire + e.earth + e.air + e.water).toBeCloseTo(total, 12);
    expect(m.cardinal + m.fixed + m.mutable).toBeCloseTo(total, 12);
  });

  it('uses the orb profile asked for', () => {
    const tight = natalChart({ ...request, orbProfile: 'tight' });
    expect(tight.orbProfile).toBe('tight');
    expect(tight.aspects.length).toBeLessThan(chart.aspects.length);
    expect(Math.max(...tight.aspects.map((a) => a.orb))).toBeLessThanOrEqual(3);
  });
});

describe('natalChart defaults astrologers expect (issue 11)', () => {
  const request: NatalChartRequest = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
  const chart = natalChart(request);
  const DEFAULT_SET: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode'];

  it('issue 11 astrologer defaults: aspects among the planets, Chiron and the nodes only, not all 44 bodies', () => {
    expect(chart.positions.length).toBeGreaterThan(DEFAULT_SET.length); // positions keep every body
    const inAspects = new Set(chart.aspects.flatMap((a) => [a.body1, a.body2]));
    for (const b of inAspects) expect(DEFAULT_SET).toContain(b);
    expect(inAspects.has('Sun') && inAspects.has('Moon')).toBe(true);
  });

  it('issue 11 astrologer defaults: aspectBodies lists the aspects of the bodies asked for, the rest included', () => {
    const every = natalChart({ ...request, aspectBodies: chart.positions.map((p) => p.body) });
    expect(every.aspects.length).toBeGreaterThan(chart.aspects.length);
    // The default chart's aspects are exactly those of the wide chart among the default bodies.
    expect(every.aspects.filter((a) => DEFAULT_SET.includes(a.body1) && DEFAULT_SET.includes(a.body2))).toEqual(chart.aspects);
    const two = natalChart({ ...request, aspectBodies: ['Sun', 'Ceres'] });
    for (const a of two.aspects) expect([a.body1, a.body2].sort()).toEqual(['Ceres', 'Sun']);
    expect(() => natalChart({ ...request, aspectBodies: ['Pluto', 'Planet9' as Body] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', details: expect.objectContaining({ field: 'aspectBodies[1]' }) }),
    );
  });

  it('issue 11 astrologer defaults: the aspect bodies\' aspects to the Ascendant and Midheaven, with their orbs and motion', () => {
    const lon = new Map(chart.positions.map((p) => [p.body, p.position.longitude]));
    const ANGLES = { conjunction: 0, sextile: 60, square: 90, trine: 120, opposition: 180, quincunx: 150, semiSextile: 30, semiSquare: 45, sesquiquadrate: 135, quintile: 72, biquintile: 144 };
    expect(chart.angleAspects!.length).toBeGreaterThan(0);
    // 14:31, one minute on: the angles have turned about 0.2–0.3°, the bodies hardly at all.
    const later = natalChart({ ...request, birthTime: '14:31' });
    for (const a of chart.angleAspects!) {
      expect(DEFAULT_SET).toContain(a.body);
      const angleLon = a.angle === 'Ascendant' ? chart.ascendant! : chart.midheaven!;
      expect(Math.abs(Math.abs(delta(lon.get(a.body)!, angleLon) - ANGLES[a.type]) - a.orb)).toBeLessThan(1e-9);
      if (a.orb < 1) continue; // an aspect this close may perfect within the minute
      const laterAngle = a.angle === 'Ascendant' ? later.ascendant! : later.midheaven!;
      const laterLon = later.positions.find((p) => p.body === a.body)!.position.longitude;
      const laterOrb = Math.abs(delta(laterLon, laterAngle) - ANGLES[a.type]);
      expect(laterOrb < a.orb, `${a.body} ${a.type} ${a.angle}`).toBe(a.isApplying);
    }
    const noTime = natalChart({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });
    expect(noTime.angleAspects).toBeUndefined();
  });

  it('issue 11 astrologer defaults: Makemake at 35.6° declination (this chart) is not out of bounds', () => {
    const oob = chart.outOfBoundsPlanets!.map((o) => o.body);
    expect(oob).not.toContain('Makemake');
    for (const b of oob) expect(['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron']).toContain(b);
  });
});

describe('natalChart without a birth time', () => {
  const chart = natalChart({ birthDate: '2001-01-10', latitude: 51.5074, longitude: -0.1278 });

  it('is cast for local noon, without houses, angles, Vertex, chart ruler or Part of Fortune', () => {
    expect(valid(chart)).toBe(true);
    expect(chart.housesAvailable).toBe(false);
    expect(chart.instant).toBe('2001-01-10T12:00:00Z'); // London in winter: UTC+0
    for (const key of ['houses', 'ascendant', 'ascendantSign', 'midheaven', 'midheavenSign', 'chartRuler', 'partOfFortune', 'birthTime'] as const) {
      expect(chart[key], key).toBeUndefined();
    }
    expect(chart.positions.some((p) => p.body === 'Vertex' || p.body === 'AntiVertex')).toBe(false);
    expect(chart.warnings).toEqual(['time not given: local noon (12:00) assumed']);
  });

  it('noon in New York in winter is 17:00 UT', () => {
    expect(natalChart({ birthDate: '2001-01-10', latitude: 40.7128, longitude: -74.006 }).instant).toBe('2001-01-10T17:00:00Z');
  });
});

describe('natalChart warnings', () => {
  it('reports a DST gap and a DST fold', () => {
    const gap = natalChart({ birthDate: '2024-03-10', birthTime: '02:30', latitude: 40.7128, longitude: -74.006 });
    expect(gap.instant).toBe('2024-03-10T07:30:00Z'); // read as 03:30 EDT
    expect(gap.warnings?.join(' ')).toMatch(/did not exist/);
    const fold = natalChart({ birthDate: '2024-11-03', birthTime: '01:30', latitude: 40.7128, longitude: -74.006 });
    expect(fold.instant).toBe('2024-11-03T05:30:00Z'); // first occurrence, EDT
    expect(fold.warnings?.join(' ')).toMatch(/occurred twice/);
    expect(valid(gap) && valid(fold)).toBe(true);
  });

  it('reports the polar house fallback and names the system used', () => {
    const polar = natalChart({ birthDate: '2000-06-21', birthTime: '12:00', latitude: 78.22, longitude: 15.65, houseSystem: 'Placidus', timezone: 'UTC' });
    expect(valid(polar)).toBe(true);
    expect(polar.houseSystem).toBe('Placidus');
    expect(polar.houseSystemUsed).toBe('Porphyry');
    expect(polar.warnings?.length).toBeGreaterThan(0);
  });

  it('casts charts at both poles and on the equator', () => {
    for (const latitude of [90, -90, 0]) {
      const chart = natalChart({ birthDate: '1985-12-21', birthTime: '06:00', latitude, longitude: 0, timezone: 'UTC', houseSystem: 'Koch' });
      expect(valid(chart), `latitude ${latitude}`).toBe(true);
    }
  });
});

describe('natalChart bad input', () => {
  const ok: NatalChartRequest = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7, longitude: -74 };
  it.each([
    ['impossible date', { ...ok, birthDate: '2023-02-30' }, 'INVALID_ARGUMENT', 'birthDate', /01\.\.28/],
    ['malformed date', { ...ok, birthDate: '15/07/1990' }, 'INVALID_ARGUMENT', 'birthDate', /YYYY-MM-DD/],
    [`date before ${SUPPORTED_SPAN.firstYear}`, { ...ok, birthDate: yearDate(YEAR_BEFORE_SPAN, 6, 1) }, 'OUT_OF_RANGE', 'birthDate', new RegExp(SUPPORTED_SPAN.firstDate)],
    [`date after ${SUPPORTED_SPAN.lastYear}`, { ...ok, birthDate: yearDate(YEAR_AFTER_SPAN, 6, 1) }, 'OUT_OF_RANGE', 'birthDate', new RegExp(SUPPORTED_SPAN.lastDate)],
    ['latitude 91', { ...ok, latitude: 91 }, 'OUT_OF_RANGE', 'latitude', /-90\.\.90/],
    ['longitude −181', { ...ok, longitude: -181 }, 'OUT_OF_RANGE', 'longitude', /-180\.\.180/],
    ['time 25:00', { ...ok, birthTime: '25:00' }, 'INVALID_ARGUMENT', 'birthTime', /00:00 to 23:59/],
    ['time 12:60', { ...ok, birthTime: '12:60' }, 'INVALID_ARGUMENT', 'birthTime', /HH:MM/],
    ['unknown house system', { ...ok, houseSystem: 'Astrodienst' }, 'INVALID_ARGUMENT', 'houseSystem', /Placidus, Koch/],
    ['unknown orb profile', { ...ok, orbProfile: 'loose' }, 'INVALID_ARGUMENT', 'orbProfile', /modern-western/],
    ['unknown time zone', { ...ok, timezone: 'Mars/Olympus_Mons' }, 'INVALID_ARGUMENT', 'timezone', /IANA/],
    ['unknown member', { ...ok, city: 'Paris' }, 'INVALID_ARGUMENT', 'city', /birthDate/],
  ] as const)('%s', (_name, request, code, field, allowed) => {
    const error = caught(() => natalChart(request as unknown as NatalChartRequest));
    expect(error.code).toBe(code);
    expect(error.details.field).toBe(field);
    expect(`${error.message} ${String(error.details.allowed)}`).toMatch(allowed);
  });

  it('missing members are MISSING_ARGUMENT', () => {
    for (const field of ['birthDate', 'latitude', 'longitude'] as const) {
      const request: Record<string, unknown> = { ...ok };
      delete request[field];
      const error = caught(() => natalChart(request as unknown as NatalChartRequest));
      expect(error.code).toBe('MISSING_ARGUMENT');
      expect(error.details.field).toBe(field);
    }
    expect(caught(() => natalChart(null as unknown as NatalChartRequest)).details.field).toBe('request');
  });
});
