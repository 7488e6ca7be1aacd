/**
 * Issue 14, "Every layer follows": the event searches over the whole supported span, far from 1800–2200 — seasons,
 * lunations, eclipses, ingresses, stations, returns and the retrograde calendar at −2000 and +2500 (and at the span's
 * edges). Every expectation is checked against something the search does not produce itself: the Sun's or a planet's
 * longitude from `bodyPosition` at the instant found (and a bisection on it), the mean synodic month (Chapront-Touzé &
 * Chapront, via Meeus, Astronomical Algorithms 2nd ed. (49.1): 29.530588861 days), the Saros period (223 synodic months
 * = 6585.32 days, Meeus ch. 54) and the new and full moons of `findMoonPhases`.
 * The eras are loaded by the vitest setup file (tests/setup/load-ephemeris-span.ts).
 */
import fc from 'fast-check';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  bodyPosition,
  findEclipses,
  findIngresses,
  findMoonPhases,
  findSeasons,
  findStations,
  positions,
  retrogradeCalendar,
  solarReturn,
  solarReturnChart,
} from '../../src/records/index.js';
import { EclipseEvent } from '../../src/schemas/eclipses.js';
import { arbIsoDate } from '../../src/testing/index.js';
import { instant, instantFromJulianDay } from '../../src/time/instant.js';
import { isoDateText } from '../../src/time/iso-year.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** Mean synodic month at J2000 (Meeus (49.1)); it changes by < 1e-5 day over ±50 centuries. */
const SYNODIC_MONTH_DAYS = 29.530588861;
/** Saros: 223 synodic months (Meeus ch. 54), in days. */
const SAROS_DAYS = 223 * SYNODIC_MONTH_DAYS;
/** One minute, in days. */
const MINUTE_DAYS = 1 / 1440;
/** A search's instant against a bisection on bodyPosition: one minute (the Sun moves 2.5″ in a minute). */
const EVENT_TOLERANCE_DAYS = MINUTE_DAYS;
/** A longitude at an event found by a search: 1″ (the searches converge far below). */
const LONGITUDE_TOLERANCE_DEG = 1 / 3600;
/** A daily motion at a station: 0.001°/day (Mercury's moves by ~0.1°/day² near a station: ~15 minutes). */
const STATION_SPEED_TOLERANCE = 1e-3;

/** The window of the span property, days. */
const WINDOW_DAYS = 60;
/** The elongation at a phase found by a search: 2″ (the Moon gains 0.5″ a second on the Sun). */
const ELONGATION_TOLERANCE_DEG = 2 / 3600;
const PHASE_ELONGATION: Record<string, number> = { 'New Moon': 0, 'First Quarter': 90, 'Full Moon': 180, 'Last Quarter': 270 };
/** Greatest eclipse lies within hours of the syzygy: the elongation within 1° of 0° or 180° (the Moon gains ~0.5°/h). */
const ECLIPSE_SYZYGY_DEG = 1;
/** No eclipse with the Moon farther than this from the ecliptic: |sin F| < 0.36 (Meeus ch. 54) with i = 5.145°. */
const ECLIPSE_LATITUDE_LIMIT_DEG = 1.9;
/** A station may lie this far outside the sampled day of the sign change (Pluto's motion near a station is ~1e-4°/day). */
const STATION_SLACK_DAYS = 0.5;

const YEARS = [-2000, 2500] as const;
const date = (year: number, month = 1, day = 1): string => isoDateText(year, month, day);
const jdUt = (iso: string): number => instant(iso).jdUt;
/** Signed difference a − b of two longitudes, in (−180, 180]. */
const angleDiff = (a: number, b: number): number => ((((a - b) % 360) + 540) % 360) - 180;

/** The UT Julian Day at which the Sun's apparent longitude crosses `target` (bisection on bodyPosition). */
function sunCrossing(target: number, loJd: number, hiJd: number): number {
  let [lo, hi] = [loJd, hiJd];
  const f = (jd: number): number => angleDiff(bodyPosition('Sun', instantFromJulianDay(jd)).longitude, target);
  expect(f(lo)).toBeLessThan(0);
  expect(f(hi)).toBeGreaterThan(0);
  while (hi - lo > 1e-6) {
    const mid = (lo + hi) / 2;
    if (f(mid) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe.each(YEARS)('events in the year %d', (year) => {
  it('the March equinox is within a minute of the Sun crossing 0° computed directly with bodyPosition', () => {
    const seasons = findSeasons({ from: date(year), to: date(year + 1) });
    expect(seasons).toHaveLength(4);
    const equinox = seasons.find((s) => s.type === 'March equinox')!;
    const found = jdUt(equinox.date);
    const direct = sunCrossing(0, found - 3, found + 3);
    expect(Math.abs(found - direct)).toBeLessThan(EVENT_TOLERANCE_DAYS);
    // Precession moved the equinox through the Julian calendar: 7 April in −2000 (Julian), 20 March in 2500 (Gregorian).
    expect(equinox.date.slice(-19, -14)).toBe(year < 0 ? '04-07' : '03-20');
    for (const s of seasons) {
      const target = { 'March equinox': 0, 'June solstice': 90, 'September equinox': 180, 'December solstice': 270 }[s.type];
      expect(Math.abs(angleDiff(bodyPosition('Sun', s.date).longitude, target))).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
    }
  });

  it('new moons follow each other by a synodic month, Sun and Moon in conjunction', () => {
    const phases = findMoonPhases({ from: date(year), to: date(year + 1) });
    const news = phases.filter((p) => p.phase === 'New Moon');
    expect(news.length).toBeGreaterThanOrEqual(12);
    expect(news.length).toBeLessThanOrEqual(13);
    for (const p of news) {
      const sun = bodyPosition('Sun', p.date).longitude;
      const moon = bodyPosition('Moon', p.date).longitude;
      expect(Math.abs(angleDiff(moon, sun))).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
    }
    // Lunations last 29.27 to 29.83 days (Meeus ch. 49).
    for (let i = 1; i < news.length; i++) {
      const days = jdUt(news[i]!.date) - jdUt(news[i - 1]!.date);
      expect(days).toBeGreaterThan(29.25);
      expect(days).toBeLessThan(29.85);
    }
  });

  it('ingresses put the planet on the sign boundary, stations stop it, the solar return puts the Sun back', () => {
    const ingresses = findIngresses({ from: date(year), to: date(year, 7), bodies: ['Mars', 'Sun'] });
    expect(ingresses.length).toBeGreaterThanOrEqual(7);
    for (const e of ingresses) {
      const lon = bodyPosition(e.body, e.date).longitude;
      expect(Math.abs(angleDiff(lon, Math.round(lon / 30) * 30))).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
    }
    const stations = findStations({ from: date(year), to: date(year + 1), bodies: ['Mercury'] });
    expect(stations.length).toBeGreaterThanOrEqual(6);
    for (const s of stations) expect(Math.abs(bodyPosition('Mercury', s.date).speed)).toBeLessThan(STATION_SPEED_TOLERANCE);
    const r = solarReturn(123.456, year);
    expect(Math.abs(angleDiff(bodyPosition('Sun', r.date).longitude, 123.456))).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
  });

  it('the retrograde calendar lists the periods of Mercury–Pluto (Chiron only inside its own span, 675..3000)', () => {
    const periods = retrogradeCalendar(year).retrogrades;
    const bodies = new Set(periods.map((p) => p.body));
    for (const b of ['Mercury', 'Venus', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const) {
      if (b !== 'Venus') expect(bodies.has(b)).toBe(true); // Venus turns retrograde only every 19 months
    }
    expect(bodies.has('Chiron')).toBe(year >= 675);
    for (const p of periods) expect(jdUt(p.stationRetrograde)).toBeLessThan(jdUt(p.stationDirect));
  });
});

describe('lunations over a century', () => {
  it.each([-2000, 2000])('counts 1236 or 1237 new moons in the century from %d (36525 days / 29.530589 = 1236.85)', (year) => {
    const from = date(year);
    const to = date(year + 100);
    const news = findMoonPhases({ from, to }).filter((p) => p.phase === 'New Moon');
    const expected = (jdUt(to) - jdUt(from)) / SYNODIC_MONTH_DAYS;
    expect(expected).toBeCloseTo(1236.85, 2);
    expect(Math.abs(news.length - expected)).toBeLessThan(1);
    // The mean lunation of the century is the mean synodic month to a few minutes.
    const mean = (jdUt(news.at(-1)!.date) - jdUt(news[0]!.date)) / (news.length - 1);
    expect(Math.abs(mean - SYNODIC_MONTH_DAYS)).toBeLessThan(5 * MINUTE_DAYS);
  });
});

describe('eclipses in antiquity', () => {
  const eclipses = findEclipses({ from: '-001000-01-01', to: '-000990-01-01' });

  it('finds the eclipses of −1000..−990, each with its Saros series and member, at a new or a full moon', () => {
    // 2 to 5 solar and 2 to 5 lunar eclipses (penumbral included) a year (Meeus ch. 54): 40 to 100 in ten years.
    expect(eclipses.length).toBeGreaterThanOrEqual(40);
    expect(eclipses.length).toBeLessThanOrEqual(100);
    const phases = findMoonPhases({ from: '-001001-12-01', to: '-000990-02-01' });
    for (const e of eclipses) {
      expect(Value.Check(EclipseEvent, e), JSON.stringify(e)).toBe(true);
      expect(Number.isInteger(e.saros)).toBe(true);
      expect(Number.isInteger(e.sarosMember)).toBe(true);
      const syzygy = e.kind === 'solar' ? 'New Moon' : 'Full Moon';
      const nearest = Math.min(...phases.filter((p) => p.phase === syzygy).map((p) => Math.abs(jdUt(p.date) - jdUt(e.date))));
      expect(nearest).toBeLessThan(0.2); // greatest eclipse is within hours of the syzygy
    }
    expect(new Set(eclipses.map((e) => e.kind))).toEqual(new Set(['solar', 'lunar']));
  });

  it('numbers a Saros consistently: the eclipse one Saros later is the next member of the same series', () => {
    for (const e of eclipses.slice(0, 6)) {
      const later = jdUt(e.date) + SAROS_DAYS;
      const next = findEclipses({ from: instantFromJulianDay(later - 2), to: instantFromJulianDay(later + 2) }).filter((x) => x.kind === e.kind);
      if (next.length === 0) continue; // the series ended
      expect(next).toHaveLength(1);
      expect(next[0]!.saros).toBe(e.saros);
      expect(next[0]!.sarosMember).toBe(e.sarosMember! + 1);
    }
  });
});

describe('anywhere in the span', () => {
  it('seasons, moon phases, eclipses and stations over any 60 days of the span agree with bodyPosition sampled day by day', () => {
    const lastStart = date(SUPPORTED_SPAN.lastYear, 11, 1);
    fc.assert(
      fc.property(arbIsoDate(SUPPORTED_SPAN.firstDate, lastStart), (from) => {
        const jd0 = jdUt(from);
        const at = (jd: number) => instantFromJulianDay(jd);
        const lon = (body: 'Sun' | 'Moon', jd: number): number => bodyPosition(body, at(jd)).longitude;
        const elongation = (jd: number): number => ((lon('Moon', jd) - lon('Sun', jd)) % 360 + 360) % 360;
        // Daily samples, unwrapped (the Sun gains ~1° a day, the elongation 10–16°: no wrap between samples).
        const days = Array.from({ length: WINDOW_DAYS + 1 }, (_, k) => jd0 + k);
        const unwrap = (values: number[]): number[] => values.reduce<number[]>((acc, v) => [...acc, acc.length === 0 ? v : acc[acc.length - 1]! + ((v - acc[acc.length - 1]!) % 360 + 540) % 360 - 180], []);
        const crossings = (values: number[]): number[] => {
          const u = unwrap(values);
          return u.slice(1).flatMap((v, k) => (Math.floor(v / 90) > Math.floor(u[k]! / 90) ? [k] : [])); // day index of each 90° crossing
        };
        const to = at(jd0 + WINDOW_DAYS);
        const where = `${from} + ${WINDOW_DAYS} days`;

        // Seasons: one per 90° of the Sun's longitude crossed, each at a multiple of 90°.
        const seasons = findSeasons({ from, to });
        expect(seasons.length, where).toBe(crossings(days.map((jd) => lon('Sun', jd))).length);
        for (const e of seasons) expect(Math.abs(angleDiff(lon('Sun', jdUt(e.date)), Math.round(lon('Sun', jdUt(e.date)) / 90) * 90)), `${where} ${e.type}`).toBeLessThan(LONGITUDE_TOLERANCE_DEG);

        // Moon phases: one per 90° of elongation crossed, each at its phase's elongation, in the day of the crossing.
        const phases = findMoonPhases({ from, to });
        const phaseDays = crossings(days.map(elongation));
        expect(phases.length, where).toBe(phaseDays.length);
        for (const [i, e] of phases.entries()) {
          const jd = jdUt(e.date);
          expect(Math.abs(angleDiff(elongation(jd), PHASE_ELONGATION[e.phase]!)), `${where} ${e.phase}`).toBeLessThan(ELONGATION_TOLERANCE_DEG);
          expect(jd, `${where} ${e.phase}`).toBeGreaterThanOrEqual(days[phaseDays[i]!]! - MINUTE_DAYS);
          expect(jd, `${where} ${e.phase}`).toBeLessThanOrEqual(days[phaseDays[i]! + 1]! + MINUTE_DAYS);
        }

        // Eclipses: at a syzygy (solar at New Moon, lunar at Full Moon) with the Moon near a node.
        for (const e of findEclipses({ from, to })) {
          const jd = jdUt(e.date);
          expect(Math.abs(angleDiff(elongation(jd), e.kind === 'solar' ? 0 : 180)), `${where} ${e.kind} eclipse`).toBeLessThan(ECLIPSE_SYZYGY_DEG);
          expect(Math.abs(bodyPosition('Moon', at(jd)).latitude), `${where} ${e.kind} eclipse`).toBeLessThan(ECLIPSE_LATITUDE_LIMIT_DEG);
        }

        // Stations: where the body's daily motion changes sign, and nowhere else.
        const stations = findStations({ from, to, bodies: ['Mercury', 'Pluto'] });
        for (const body of ['Mercury', 'Pluto'] as const) {
          const speeds = days.map((jd) => bodyPosition(body, at(jd)).speed);
          const turns = speeds.slice(1).flatMap((v, k) => (Math.sign(v) !== Math.sign(speeds[k]!) ? [{ k, type: v > 0 ? 'direct' : 'retrograde' }] : []));
          const found = stations.filter((e) => e.body === body);
          expect(found.map((e) => e.type), `${where} ${body}`).toEqual(turns.map((t) => t.type));
          for (const [i, e] of found.entries()) {
            const jd = jdUt(e.date);
            // Within the sampled day of the sign change, give or take STATION_SLACK_DAYS (a slow body turns slowly).
            expect(jd, `${where} ${body} ${e.type}`).toBeGreaterThanOrEqual(days[turns[i]!.k]! - STATION_SLACK_DAYS);
            expect(jd, `${where} ${body} ${e.type}`).toBeLessThanOrEqual(days[turns[i]!.k + 1]! + STATION_SLACK_DAYS);
          }
        }
      }),
      { numRuns: 15 },
    );
  });

  it('the first and the last years of the span answer', () => {
    for (const year of [SUPPORTED_SPAN.firstYear, SUPPORTED_SPAN.lastYear]) {
      expect(findSeasons({ from: date(year), to: `${date(year, 12, 31)}T23:59:59Z` })).toHaveLength(4);
      expect(findMoonPhases({ from: date(year), to: date(year, 3) }).length).toBeGreaterThanOrEqual(7);
      expect(() => solarReturn(200, year)).not.toThrow();
    }
  });
});

describe('bodies with a narrower span of their own (Chiron 675..3000, Psyche 1500..2500)', () => {
  const errorOf = (f: () => unknown): { code: string; field: unknown } => {
    try {
      f();
    } catch (e) {
      const u = e as { code: string; details: { field?: unknown } };
      return { code: u.code, field: u.details.field };
    }
    throw new Error('expected a UraniaError');
  };

  it('are left out of the default bodies before their span, and refused by name, naming the member', () => {
    const from = date(-2000);
    const to = date(-2000, 3);
    expect(findIngresses({ from, to }).some((e) => e.body === 'Chiron')).toBe(false);
    expect(findStations({ from, to: date(-1999) }).some((e) => e.body === 'Chiron')).toBe(false);
    expect(findStations({ from: date(2000), to: date(2001) }).some((e) => e.body === 'Chiron')).toBe(true);
    expect(errorOf(() => findIngresses({ from, to, bodies: ['Sun', 'Chiron'] }))).toEqual({ code: 'OUT_OF_RANGE', field: 'bodies[1]' });
    const all = positions({ at: `${date(-2000)}T00:00:00Z` }).positions.map((p) => p.body);
    expect(all).toContain('Saturn');
    expect(all).not.toContain('Chiron');
    expect(positions({ at: '2000-01-01T00:00:00Z' }).positions.map((p) => p.body)).toContain('Chiron');
    expect(errorOf(() => bodyPosition('Psyche', `${date(-2000)}T00:00:00Z`))).toEqual({ code: 'OUT_OF_RANGE', field: 'body' });
    expect(errorOf(() => positions({ at: `${date(-2000)}T00:00:00Z`, bodies: ['Moon', 'Psyche'] }))).toEqual({ code: 'OUT_OF_RANGE', field: 'bodies[1]' });
  });

  it('the techniques skip them: a solar return chart in the span’s first year answers', () => {
    const birth = { birthDate: SUPPORTED_SPAN.firstDate, birthTime: '12:00', latitude: 51.5, longitude: -0.13, timezone: 'UTC' };
    const chart = solarReturnChart({ birth, year: SUPPORTED_SPAN.firstYear });
    expect(JSON.stringify(chart)).not.toContain('Chiron');
    expect(JSON.stringify(chart)).toContain('Saturn');
  });
});
