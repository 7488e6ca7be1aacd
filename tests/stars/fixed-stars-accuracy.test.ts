/**
 * Apparent star places vs the Swiss Ephemeris (tests/fixtures/stars.json, copied from
 * /work/shared/reference/stars.json; see its `_provenance`): eight bright stars at 50 instants 1800–2200.
 * Compared at the reference's own TT, so ΔT models do not enter. Target: ≤ 1″ in ecliptic and equatorial
 * coordinates. The residual (≤ 0.5″, largest around 1800–1900, ~0 near 2000, common to all stars) is most
 * likely the difference between IAU 2006 precession (ours) and the Vondrák et al. 2011 long-term precession
 * the Swiss Ephemeris uses by default.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { fixedStar } from '../../src/records/index.js';
import { instantFromJulianDay } from '../../src/time/index.js';

const ARCSEC = 1 / 3600;
const POSITION_TOLERANCE = 1 * ARCSEC;
/**
 * Daily motion. The differences (≤ 0.07″/day) are common to all stars at an instant: the rate of the short-period
 * nutation terms (the fortnightly term alone, 0.2″·sin 2L, moves λ by up to 0.09″/day), which our symmetric
 * ±0.5-day difference keeps and the reference's speed smooths. Tolerance: that term's rate amplitude.
 */
const SPEED_TOLERANCE = 0.1 * ARCSEC;

interface RefStar {
  lon: number;
  lat: number;
  speed: number;
  ra: number;
  dec: number;
}
interface RefInstant {
  iso: string;
  jd_tt: number;
  stars: Record<string, RefStar>;
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/stars.json', import.meta.url), 'utf8')) as {
  instants: RefInstant[];
};

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

/** Great-circle separation (degrees) of two nearby points, small-angle form. */
function separation(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dl = wrap(lon1 - lon2) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(dl, lat1 - lat2);
}

const stats = { ecl: { max: 0, sumSq: 0, n: 0 }, equ: { max: 0, sumSq: 0, n: 0 } };
function record(kind: 'ecl' | 'equ', err: number): void {
  const s = stats[kind];
  s.max = Math.max(s.max, err);
  s.sumSq += err * err;
  s.n += 1;
}

describe('fixedStar vs Swiss Ephemeris (8 stars × 50 instants)', () => {
  it('has the instants it claims', () => {
    expect(fixture.instants.length).toBe(50);
    expect(Object.keys(fixture.instants[0]!.stars).length).toBe(8);
  });

  it('apparent ecliptic and equatorial places within 1″, daily motion within 0.1″/day', () => {
    for (const row of fixture.instants) {
      const at = instantFromJulianDay(row.jd_tt, 'TT');
      for (const [name, ref] of Object.entries(row.stars)) {
        const got = fixedStar(name, at);
        const ecl = separation(got.longitude, got.latitude, ref.lon, ref.lat);
        const equ = separation(got.rightAscension, got.declination, ref.ra, ref.dec);
        record('ecl', ecl);
        record('equ', equ);
        expect(ecl, `${row.iso} ${name} ecliptic`).toBeLessThan(POSITION_TOLERANCE);
        expect(equ, `${row.iso} ${name} equatorial`).toBeLessThan(POSITION_TOLERANCE);
        expect(Math.abs(got.speed - ref.speed), `${row.iso} ${name} speed`).toBeLessThan(SPEED_TOLERANCE);
      }
    }
  });

  afterAll(() => {
    const f = (s: { max: number; sumSq: number; n: number }) =>
      `max ${(s.max * 3600).toFixed(3)}″ RMS ${(Math.sqrt(s.sumSq / s.n) * 3600).toFixed(3)}″ (n=${s.n})`;
    console.info(`fixed stars vs Swiss Ephemeris — ecliptic ${f(stats.ecl)}; equatorial ${f(stats.equ)}`);
  });
});
