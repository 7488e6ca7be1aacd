/**
 * The web page's tables (positions, houses, aspect grid) against values that do not come from the code that prints
 * them: the reference tables (tests/fixtures/positions.json and houses.json, Swiss Ephemeris 2.10.03 / DE441; see
 * their `_provenance`) for the numbers, and the definitions written here for the text (sign = 30° division,
 * degree–minute truncated, house = the cusp interval holding the longitude, the aspect glyphs).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/index.js';
import { NATAL_ASPECT_BODIES } from '../../src/schemas/index.js';
import { aspectGrid } from '../../src/web/aspect-grid.js';
import { degreesMinutes } from '../../src/web/degrees-minutes.js';
import { houseRows } from '../../src/web/house-rows.js';
import { positionRows } from '../../src/web/position-rows.js';

interface RefPosition { lon: number; speed: number }
const POSITIONS = (JSON.parse(readFileSync(resolve(__dirname, '../fixtures/positions.json'), 'utf8')) as { instants: { id: string; iso: string; positions: Record<string, RefPosition> }[] }).instants;
interface RefHouses { id: string; iso: string; geolat: number; geolon: number; systems: Record<string, { cusps: number[] }> }
const HOUSES = (JSON.parse(readFileSync(resolve(__dirname, '../fixtures/houses.json'), 'utf8')) as { cases: RefHouses[] }).cases;

/** Reference rows at whole minutes (a birth time is HH:MM): positions pp191 (2035-06-18T00:03Z), houses ph087. */
const POSITION_CASE = POSITIONS.find((c) => c.id === 'pp191')!;
const HOUSE_CASE = HOUSES.find((c) => c.id === 'ph087')!;
/**
 * A table's longitude (printed to 0.0001°) against the reference: the ephemeris layer's accuracy for the main bodies
 * and the houses (docs/accuracy.md: ≤ 1.3″ for the planets, a few arcseconds for Chiron and the true node) plus the
 * 0.00005° of the printing.
 */
const TABLE_TOLERANCE_DEG = 3 / 3600 + 0.00005;
/** A daily motion this close to zero leaves the retrograde mark to the models' difference near a station. */
const STATION_SPEED = 1e-3;

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
/** The glyphs of the aspects (Unicode "Miscellaneous Symbols" U+260C…U+26BA) and the quintiles' letters. */
const GLYPHS: Record<string, string> = {
  conjunction: '☌', opposition: '☍', trine: '△', square: '□', sextile: '⚹', quincunx: '⚻', semiSextile: '⚺', semiSquare: '∠', sesquiquadrate: '⚼',
};
const norm = (deg: number): number => ((deg % 360) + 360) % 360;
const gap = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);
/** The degree–minute text of a longitude in its sign, minutes truncated (as ephemerides print them). */
const dm = (lon: number): string => `${Math.floor(norm(lon) % 30)}°${String(Math.floor(((norm(lon) % 30) % 1) * 60)).padStart(2, '0')}′`;
/** True when a longitude lies within `tol` of a whole arc minute (its truncated text is then undecided). */
const nearMinute = (lon: number, tol: number): boolean => {
  const minutes = norm(lon) * 60;
  return Math.abs(minutes - Math.round(minutes)) < tol * 60;
};
/** The house holding a longitude: the cusp interval [cusp i, cusp i+1) it falls in, counted forward. */
const houseOfLongitude = (lon: number, cusps: readonly number[]): number =>
  cusps.findIndex((c, i) => norm(lon - c) < norm(cusps[(i + 1) % 12]! - c)) + 1;

const chartAt = (iso: string, latitude: number, longitude: number) =>
  natalChart({ birthDate: iso.slice(0, 10), birthTime: iso.slice(11, 16), latitude, longitude, timezone: 'UTC' });

describe('the page\'s tables', () => {
  it('prints degrees and truncated minutes, never 60′', () => {
    expect(degreesMinutes(23, 0.27)).toBe('23°00′');
    expect(degreesMinutes(7, 21.999)).toBe('7°21′');
    expect(degreesMinutes(29, 59.99999)).toBe('29°59′');
    fc.assert(fc.property(fc.integer({ min: 0, max: 29 }), fc.double({ min: 0, max: 60, maxExcluded: true, noNaN: true }), (d, m) => {
      expect(degreesMinutes(d, m)).toBe(`${d}°${String(Math.floor(m)).padStart(2, '0')}′`);
    }));
  });

  it('positions: the reference longitudes (pp191), their signs, degree–minutes and retrograde marks; houses by the cusps', () => {
    const chart = chartAt(POSITION_CASE.iso, HOUSE_CASE.geolat, HOUSE_CASE.geolon);
    const rows = positionRows(chart);
    expect(rows.map((r) => r.body)).toEqual(chart.positions.map((p) => p.body));
    expect(rows.filter((r) => r.main).map((r) => r.body)).toEqual([...NATAL_ASPECT_BODIES]);
    const cusps = chart.houses!.map((h) => h.cusp.longitude);
    let compared = 0;
    for (const row of rows.filter((r) => r.main)) {
      // The South Node is the true North Node's opposite point.
      const north = POSITION_CASE.positions.NorthNode!;
      const ref = row.body === 'SouthNode' ? { lon: norm(north.lon + 180), speed: north.speed } : POSITION_CASE.positions[row.body]!;
      expect(gap(Number(row.longitude), ref.lon), row.body).toBeLessThan(TABLE_TOLERANCE_DEG);
      if (gap(ref.lon, Math.round(ref.lon / 30) * 30) > TABLE_TOLERANCE_DEG) expect(row.sign, row.body).toBe(SIGNS[Math.floor(norm(ref.lon) / 30)]);
      if (!nearMinute(ref.lon, TABLE_TOLERANCE_DEG)) expect(row.position, row.body).toBe(dm(ref.lon));
      if (Math.abs(ref.speed) > STATION_SPEED) expect(row.retrograde, row.body).toBe(ref.speed < 0 ? 'R' : '');
      expect(row.house, row.body).toBe(String(houseOfLongitude(Number(row.longitude), cusps)));
      compared++;
    }
    expect(compared).toBe(NATAL_ASPECT_BODIES.length);
    // This instant has Pluto retrograde and the Sun direct in the reference.
    expect(rows.find((r) => r.body === 'Pluto')?.retrograde).toBe('R');
    expect(rows.find((r) => r.body === 'Sun')?.retrograde).toBe('');
    const untimed = natalChart({ birthDate: POSITION_CASE.iso.slice(0, 10), latitude: HOUSE_CASE.geolat, longitude: HOUSE_CASE.geolon });
    expect(positionRows(untimed).every((r) => r.house === '')).toBe(true);
  });

  it('houses: the twelve reference Placidus cusps (ph087), their signs and degree–minutes; none without a birth time', () => {
    const chart = chartAt(HOUSE_CASE.iso, HOUSE_CASE.geolat, HOUSE_CASE.geolon);
    const rows = houseRows(chart);
    expect(rows.map((h) => h.house)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    for (const [i, ref] of HOUSE_CASE.systems.P!.cusps.entries()) {
      const row = rows[i]!;
      expect(gap(Number(row.longitude), ref), `cusp ${i + 1}`).toBeLessThan(TABLE_TOLERANCE_DEG);
      if (gap(ref, Math.round(ref / 30) * 30) > TABLE_TOLERANCE_DEG) expect(row.sign, `cusp ${i + 1}`).toBe(SIGNS[Math.floor(norm(ref) / 30)]);
      if (!nearMinute(ref, TABLE_TOLERANCE_DEG)) expect(row.position, `cusp ${i + 1}`).toBe(dm(ref));
    }
    expect(houseRows(natalChart({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 }))).toEqual([]);
  });

  it('fills the grid\'s lower triangle with exactly the chart\'s aspects among the main bodies, each cell by definition', () => {
    const chart = chartAt(POSITION_CASE.iso, HOUSE_CASE.geolat, HOUSE_CASE.geolon);
    const grid = aspectGrid(chart);
    expect(grid.bodies).toEqual([...NATAL_ASPECT_BODIES]);
    grid.cells.forEach((row, i) => expect(row).toHaveLength(i));
    const filled = grid.cells.flatMap((row, i) => row.flatMap((c, j) => (c === undefined ? [] : [`${grid.bodies[i]}|${grid.bodies[j]}|${c.type}`])));
    const expected = chart.aspects.map((a) => {
      const [x, y] = [grid.bodies.indexOf(a.body1), grid.bodies.indexOf(a.body2)];
      return x > y ? `${a.body1}|${a.body2}|${a.type}` : `${a.body2}|${a.body1}|${a.type}`;
    });
    expect(filled.sort()).toEqual(expected.sort());
    expect(chart.aspects.length).toBeGreaterThan(5);
    for (const a of chart.aspects) {
      const [x, y] = [grid.bodies.indexOf(a.body1), grid.bodies.indexOf(a.body2)];
      const cell = x > y ? grid.cells[x]![y]! : grid.cells[y]![x]!;
      const orbText = `${Math.floor(a.orb)}°${String(Math.floor((a.orb % 1) * 60)).padStart(2, '0')}′`;
      expect(cell, `${a.body1} ${a.type} ${a.body2}`).toMatchObject({ type: a.type, orb: orbText, motion: a.isApplying ? 'a' : 's' });
      if (GLYPHS[a.type] !== undefined) expect(cell.symbol, a.type).toBe(GLYPHS[a.type]);
    }
  });
});
