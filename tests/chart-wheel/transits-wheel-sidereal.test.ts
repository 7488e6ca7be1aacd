/**
 * Issue 15, "Sidereal everywhere" — the transits bi-wheel in the sidereal zodiac: both rings sidereal, the natal
 * ring at the birth's ayanamsa, the transit ring at that of the transit instant (as `transitsToNatal` reads them),
 * the footer labelled with the system. The expected longitudes are the tropical records' minus the true ayanamsa of
 * the public `ayanamsa()` function, not the sidereal code under test.
 */
import { describe, expect, it } from 'vitest';
import { synastryWheel, transitChart, transitWheel, transitsWheel } from '../../src/chart-wheel/index.js';
import { isUraniaError } from '../../src/errors/index.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { natalChart } from '../../src/records/index.js';
import type { NatalChartResponse } from '../../src/schemas/index.js';
import { parseXml } from './xml.js';
import { bodyGroups } from './wheel-geometry.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const AT = '2024-07-15T12:00:00Z';
const SKY = { birthDate: '2024-07-15', birthTime: '12:00', latitude: NY.latitude, longitude: NY.longitude, timezone: 'UTC' };

const lon = (c: NatalChartResponse, body: string) => c.positions.find((p) => p.body === body)!.position.longitude;
const wrap = (x: number) => ((x % 360) + 360) % 360;
/** |a − b| on the circle, degrees. */
const arc = (x: number, y: number) => {
  const d = Math.abs(x - y) % 360;
  return Math.min(d, 360 - d);
};
/** The wheel writes longitudes to a few decimals: agreement within half a thousandth of a degree. */
const DRAWN_TOLERANCE_DEG = 5e-4;

describe('transitsWheel in the sidereal zodiac (issue 15)', () => {
  const natalTropical = natalChart(NY);
  const skyTropical = natalChart(SKY);
  const ayaBirth = ayanamsa('FaganBradley', natalTropical.instant!);
  const ayaAt = ayanamsa('FaganBradley', AT);

  it('draws the natal ring at the birth’s ayanamsa and the transits at that of `at`, labelled sidereal', () => {
    const svg = transitsWheel({ birth: NY, at: AT, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    const root = parseXml(svg);
    const inner = bodyGroups(root, 'inner');
    const outer = bodyGroups(root, 'outer');
    expect(inner.length).toBeGreaterThan(9);
    expect(outer.length).toBeGreaterThan(9);
    for (const g of inner) {
      expect(arc(Number(g.attributes['data-longitude']), wrap(lon(natalTropical, g.attributes['data-body']!) - ayaBirth))).toBeLessThan(DRAWN_TOLERANCE_DEG);
    }
    for (const g of outer) {
      expect(arc(Number(g.attributes['data-longitude']), wrap(lon(skyTropical, g.attributes['data-body']!) - ayaAt))).toBeLessThan(DRAWN_TOLERANCE_DEG);
    }
    expect(svg).toContain('Sidereal (FaganBradley)');
    expect(transitsWheel({ birth: NY, at: AT })).not.toContain('Sidereal');
  });

  it('transitChart of a sidereal chart is sidereal in the same system, at the ayanamsa of `at`', () => {
    const natal = natalChart({ ...NY, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    const sky = transitChart(natal, AT);
    expect(sky.zodiac).toBe('sidereal');
    expect(sky.ayanamsa?.system).toBe('FaganBradley');
    expect(Math.abs(sky.ayanamsa!.value - ayaAt)).toBeLessThan(1e-9);
    expect(arc(lon(sky, 'Sun'), lon(skyTropical, 'Sun') - ayaAt)).toBeLessThan(1e-9);
    expect(transitWheel(natal, AT)).toContain('Sidereal (FaganBradley)');
    expect(transitWheel(natal, AT, { zodiacLabel: 'Fagan’s zodiac' })).toContain('Fagan’s zodiac');
  });

  it('a user-defined ayanamsa: the request form draws it; the record alone cannot say it (UNSUPPORTED naming natal.ayanamsa)', () => {
    const user = { epochJdTt: 2451545, valueDeg: 24 };
    expect(transitsWheel({ birth: NY, at: AT, ayanamsa: user })).toMatch(/^<svg /);
    const natal = natalChart({ ...NY, ayanamsa: user });
    try {
      transitChart(natal, AT);
      expect.unreachable();
    } catch (e) {
      expect(isUraniaError(e) && e.code).toBe('UNSUPPORTED');
      expect(isUraniaError(e) && e.details.field).toBe('natal.ayanamsa');
    }
    expect(transitChart(natal, AT, { ayanamsa: user }).zodiac).toBe('sidereal');
  });

  it('every bi-wheel of a sidereal inner chart says so in its footer: the synastry wheel too', () => {
    const PARIS = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
    expect(synastryWheel({ personA: NY, personB: PARIS, zodiac: 'sidereal', ayanamsa: 'Raman' })).toContain('Sidereal (Raman)');
    expect(synastryWheel({ personA: NY, personB: PARIS })).not.toContain('Sidereal');
  });

  it('refuses a tropical zodiac with an ayanamsa, naming ayanamsa', () => {
    try {
      transitsWheel({ birth: NY, at: AT, zodiac: 'tropical', ayanamsa: 'Lahiri' });
      expect.unreachable();
    } catch (e) {
      expect(isUraniaError(e) && e.details.field).toBe('ayanamsa');
    }
  });
});
