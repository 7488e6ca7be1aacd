import { describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import type { Body } from '../../src/schemas/enums.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { referencePositions } from './fixtures.js';

/**
 * Accuracy against the Swiss Ephemeris / DE441 reference (tests/fixtures/positions.json, see its
 * _provenance), compared at each row's jd_tt. The bodies are those of the reference table (every one it lists,
 * whatever the code under test says it can compute), each held to the issue #3 goal named below.
 */
const ARCSEC = 1 / 3600;
const GOAL: Partial<Record<Body, number>> = {
  Sun: 0.5 * ARCSEC,
  Moon: 0.5 * ARCSEC,
  Mercury: 0.5 * ARCSEC,
  Venus: 0.5 * ARCSEC,
  Mars: 0.5 * ARCSEC,
  Jupiter: 0.5 * ARCSEC,
  Saturn: 0.5 * ARCSEC,
  Uranus: 0.5 * ARCSEC,
  Neptune: 0.5 * ARCSEC,
  Pluto: 0.5 * ARCSEC,
  NorthNodeMean: 2 * ARCSEC,
  SouthNodeMean: 2 * ARCSEC,
  LilithMean: 2 * ARCSEC,
  NorthNode: 5 * ARCSEC,
  SouthNode: 5 * ARCSEC,
  LilithTrue: 30 * ARCSEC,
  Chiron: 5 * ARCSEC,
  Ceres: 5 * ARCSEC,
  Pallas: 5 * ARCSEC,
  Juno: 5 * ARCSEC,
  Vesta: 5 * ARCSEC,
};
/** Other asteroids, TNOs: 10″; Uranian bodies: 5″ (issue #3). */
const MINOR_BODY = 10 * ARCSEC;
const URANIAN = 5 * ARCSEC;
const URANIAN_BODIES: readonly Body[] = ['Cupido', 'Hades', 'Zeus', 'Kronos', 'Apollon', 'Admetos', 'Vulkanus', 'Poseidon'];
/** Daily motion: 5″/day for every body (issue #3), the osculating apogee included (measured 2.3″/day). */
const SPEED = 5 * ARCSEC;
const SPEED_EXCEPTIONS: Partial<Record<Body, number>> = {};

function bound(body: Body): number {
  return GOAL[body] ?? (URANIAN_BODIES.includes(body) ? URANIAN : MINOR_BODY);
}

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

/**
 * Rows where the body is hidden behind the solar disk (elongation < 0.27°) are left out: there the point-mass
 * light deflection diverges and Urania tapers it (coords/light-deflection.ts) while the reference uses an
 * extended-Sun model; the difference (a few arcseconds while occulted) is documented, not a theory error.
 */
const SOLAR_DISK = 0.27;
function occulted(row: ReturnType<typeof referencePositions>[number], body: Body): boolean {
  const s = row.positions.Sun!;
  const b = row.positions[body]!;
  const r = Math.PI / 180;
  const cos = Math.sin(s.lat * r) * Math.sin(b.lat * r) + Math.cos(s.lat * r) * Math.cos(b.lat * r) * Math.cos((b.lon - s.lon) * r);
  return body !== 'Sun' && Math.acos(Math.min(1, cos)) / r < SOLAR_DISK;
}

const rows = referencePositions();
/** Every body of the reference table (the fixture chooses, not the registry under test). */
const bodies = Object.keys(rows[0]!.positions) as Body[];

describe('apparent positions vs the DE441 reference (300 instants 1800–2200)', () => {
  it('covers the 40 bodies of the reference table, on every row', () => {
    expect(bodies).toHaveLength(40);
    for (const b of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const) {
      expect(bodies).toContain(b);
    }
    for (const row of rows) expect(Object.keys(row.positions).sort()).toEqual([...bodies].sort());
  });

  it.each(bodies)('%s: longitude, latitude, declination within bound; speed within 5″/day', (body) => {
    const limit = bound(body);
    let worst = { lon: 0, lat: 0, dec: 0, speed: 0 };
    for (const row of rows) {
      if (occulted(row, body)) continue;
      const ref = row.positions[body]!;
      const p = apparentPlaceOf(body, instantFromJulianDay(row.jd_tt, 'TT'));
      worst = {
        lon: Math.max(worst.lon, Math.abs(wrap(p.longitude - ref.lon))),
        lat: Math.max(worst.lat, Math.abs(p.latitude - ref.lat)),
        dec: Math.max(worst.dec, Math.abs(p.declination - ref.dec)),
        speed: Math.max(worst.speed, Math.abs(p.speed - ref.speed)),
      };
    }
    expect(worst.lon).toBeLessThan(limit);
    expect(worst.lat).toBeLessThan(limit);
    expect(worst.dec).toBeLessThan(limit);
    expect(worst.speed).toBeLessThan(SPEED_EXCEPTIONS[body] ?? SPEED);
  });

  it('right ascension matches (arc on the sky, Sun–Mars and the Moon, 0.5″)', () => {
    for (const body of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const) {
      for (const row of rows) {
        const ref = row.positions[body]!;
        const p = apparentPlaceOf(body, instantFromJulianDay(row.jd_tt, 'TT'));
        expect(Math.abs(wrap(p.rightAscension - ref.ra)) * Math.cos((ref.dec * Math.PI) / 180)).toBeLessThan(0.5 * ARCSEC);
      }
    }
  });

  it('distances agree to 1e-6 relative (Sun–Mars, Moon)', () => {
    for (const body of ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars'] as const) {
      for (const row of rows) {
        const p = apparentPlaceOf(body, instantFromJulianDay(row.jd_tt, 'TT'));
        expect(Math.abs(p.distanceAu / row.positions[body]!.dist - 1)).toBeLessThan(1e-6);
      }
    }
  });
});
