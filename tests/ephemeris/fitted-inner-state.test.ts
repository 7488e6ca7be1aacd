/**
 * The inner planets' tables (issue 30, src/ephemeris/fitted-inner-state.ts): the Earth and Mars from Chebyshev tables
 * of their slow VSOP87B terms plus the fast terms summed directly must be the series the position path used before,
 * within a named tolerance, at dense random instants over the whole span the tables cover (1800–2200), and every
 * apparent geocentric position must stay within 0.001″ of the one computed from the series.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { INNER_PLANET_TABLES } from '../../src/ephemeris/data/inner-planet-tables.js';
import { fittedInnerState, setInnerPlanetTables } from '../../src/ephemeris/fitted-inner-state.js';
import { INTEGRATION_RANGE } from '../../src/ephemeris/integration/index.js';
import { planetState } from '../../src/ephemeris/planet-state.js';
import { splitByPeriod } from '../../src/ephemeris/split-by-period.js';
import { INNER_VSOP87, vsop87InnerState } from '../../src/ephemeris/vsop87-inner.js';
import { shareFrequencies, vsop87SphericalShared } from '../../src/ephemeris/vsop87-shared-frequencies.js';
import type { Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { seededRandom } from '../../bench/harness.js';

/** mulberry32 (bench/harness.ts): reproducible instants, the same every run. */
const seeded = seededRandom;

const FROM = INTEGRATION_RANGE.fromJdTt;
const TO = INTEGRATION_RANGE.toJdTt;
const ARCSEC = 1 / 3600;

/**
 * Table + fast terms against the series, heliocentric position (AU): the build allows 1e-9 rad in L and B and
 * 1e-9 AU in R (scripts/build-inner-planet-tables.ts, MAX_ERROR), so |Δr| ≤ 1e-9 · (1 + 2·R) ≤ 4.4e-9 AU for Mars
 * (R ≤ 1.67 AU).
 */
const POSITION_TOLERANCE_AU = 4.4e-9;
/** The same for the velocity (AU/day): rates within 1e-8 per day per coordinate (MAX_RATE_ERROR), 1e-8 · (1 + 2·R). */
const VELOCITY_TOLERANCE_AU_PER_DAY = 4.4e-8;
/**
 * Apparent geocentric place with the tables against the series: 0.001″ in longitude, latitude, right ascension
 * (on the sky: × cos δ) and declination — a tenth of what the plain-call fast path may differ (0.01″,
 * fast-path-place.ts), and below the truncation of the series themselves (0.01–0.1″, series-truncation.ts).
 */
const APPARENT_TOLERANCE_DEG = 0.001 * ARCSEC;
/** Speed (degrees/day): 0.01″ a day, where the speed's own budget is 5″ a day (apparent-context.ts). */
const SPEED_TOLERANCE_DEG_PER_DAY = 0.01 * ARCSEC;
/** Distance, relative: 1e-8 (4.4e-9 AU over Mars's least 0.37 AU is 1.2e-8; measured far below). */
const DISTANCE_TOLERANCE = 2e-8;

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

afterAll(() => setInnerPlanetTables(INNER_PLANET_TABLES));

describe('fitted inner planets (tables of the slow VSOP87B terms + the fast terms)', () => {
  it('split the series exactly: the slow and fast parts add up to the theory, term for term', () => {
    const theory = INNER_VSOP87.positionTheory('Earth');
    const { slow, fast } = splitByPeriod(theory, 60);
    const count = (t: typeof theory) => [t.L, t.B, t.R].reduce((s, c) => s + c.powers.reduce((p, a) => p + a.length / 3, 0), 0);
    expect(count(slow) + count(fast)).toBe(count(theory));
    expect(count(fast)).toBeGreaterThan(0);
    const [whole, a, b] = [theory, slow, fast].map((t) => shareFrequencies(t));
    for (const jd of [FROM + 1, 2451545, TO - 1]) {
      const w = vsop87SphericalShared(whole!, jd);
      const s = vsop87SphericalShared(a!, jd);
      const f = vsop87SphericalShared(b!, jd);
      // Summation order only: 1e-12 rad is 2e-7″.
      expect(Math.abs(s.lRad + f.lRad - w.lRad)).toBeLessThan(1e-12);
      expect(Math.abs(s.bRad + f.bRad - w.bRad)).toBeLessThan(1e-12);
      expect(Math.abs(s.rAu + f.rAu - w.rAu)).toBeLessThan(1e-12);
    }
  });

  it.each(['Earth', 'Mars'] as const)('%s: table + fast terms = the series within 4.4e-9 AU at 20,000 random instants of 1800–2200', (planet) => {
    const random = seeded(planet === 'Earth' ? 30 : 31);
    let worstP = 0;
    let worstV = 0;
    const segments = INNER_PLANET_TABLES[planet]!.spans[0]![2];
    for (let k = 0; k < 20000; k++) {
      // First every segment's ends (where a fit is worst; the span's own ends included), then anywhere.
      const jd = k <= segments ? FROM + (k * (TO - FROM)) / segments : FROM + random() * (TO - FROM);
      const fitted = fittedInnerState(planet, jd);
      expect(fitted).toBeDefined();
      const series = vsop87InnerState(planet, jd);
      worstP = Math.max(worstP, Math.hypot(fitted!.x - series.x, fitted!.y - series.y, fitted!.z - series.z));
      worstV = Math.max(worstV, Math.hypot(fitted!.vx - series.vx, fitted!.vy - series.vy, fitted!.vz - series.vz));
    }
    expect(worstP).toBeLessThanOrEqual(POSITION_TOLERANCE_AU);
    expect(worstV).toBeLessThanOrEqual(VELOCITY_TOLERANCE_AU_PER_DAY);
  });

  it('outside its span, or for a planet without a table, the series answers', () => {
    expect(fittedInnerState('Earth', FROM - 1)).toBeUndefined();
    expect(fittedInnerState('Mars', TO + 1)).toBeUndefined();
    expect(fittedInnerState('Venus', 2451545)).toBeUndefined();
    expect(planetState('Earth', 2451545).x).toBeCloseTo(vsop87InnerState('Earth', 2451545).x, 8);
  });

  it('every apparent geocentric place stays within 0.001″ of the series at 1,000 random instants of 1800–2200', () => {
    const bodies: Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
    const random = seeded(32);
    const instants = Array.from({ length: 1000 }, () => instantFromJulianDay(FROM + 1 + random() * (TO - FROM - 2), 'TT'));
    const places = (tables: typeof INNER_PLANET_TABLES | undefined) => {
      setInnerPlanetTables(tables);
      // The apparent context is kept for the last instant asked: move off it before the pass.
      apparentPlaceOf('Sun', instantFromJulianDay(2451545.123, 'TT'));
      return instants.map((at) => bodies.map((b) => apparentPlaceOf(b, at)));
    };
    const withTables = places(INNER_PLANET_TABLES);
    const withSeries = places(undefined);
    const worst = { lon: 0, lat: 0, ra: 0, dec: 0, speed: 0, dist: 0 };
    withTables.forEach((row, i) =>
      row.forEach((t, j) => {
        const s = withSeries[i]![j]!;
        worst.lon = Math.max(worst.lon, Math.abs(wrap(t.longitude - s.longitude)) * Math.cos((s.latitude * Math.PI) / 180));
        worst.lat = Math.max(worst.lat, Math.abs(t.latitude - s.latitude));
        worst.ra = Math.max(worst.ra, Math.abs(wrap(t.rightAscension - s.rightAscension)) * Math.cos((s.declination * Math.PI) / 180));
        worst.dec = Math.max(worst.dec, Math.abs(t.declination - s.declination));
        worst.speed = Math.max(worst.speed, Math.abs(t.speed - s.speed));
        worst.dist = Math.max(worst.dist, Math.abs(t.distanceAu / s.distanceAu - 1));
      }),
    );
    expect(worst.lon).toBeLessThanOrEqual(APPARENT_TOLERANCE_DEG);
    expect(worst.lat).toBeLessThanOrEqual(APPARENT_TOLERANCE_DEG);
    expect(worst.ra).toBeLessThanOrEqual(APPARENT_TOLERANCE_DEG);
    expect(worst.dec).toBeLessThanOrEqual(APPARENT_TOLERANCE_DEG);
    expect(worst.speed).toBeLessThanOrEqual(SPEED_TOLERANCE_DEG_PER_DAY);
    expect(worst.dist).toBeLessThanOrEqual(DISTANCE_TOLERANCE);
  });
});
