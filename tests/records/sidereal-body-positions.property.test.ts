/**
 * Issue 15, "Sidereal everywhere" — positions: for every body, at random instants and ayanamsa systems,
 * `bodyPosition`, `planetaryPositions`, `positions` and the `ephemeris` rows with `zodiac: 'sidereal'` give the
 * tropical longitude minus the true ayanamsa of `ayanamsa()` (mod 360), the rest of the record unchanged; the J2000
 * frame is refused with a sidereal zodiac, naming `zodiac`. numRuns small (2-core machine).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableBodies } from '../../src/ephemeris/bodies.js';
import { ayanamsa } from '../../src/records/ayanamsa.js';
import { ephemeris } from '../../src/records/ephemeris.js';
import { bodyPosition, planetaryPositions, positions } from '../../src/records/positions.js';
import { AYANAMSA_SYSTEM_NAMES } from '../../src/schemas/record-enums.js';

/** Agreement between longitudes derived from the same numbers by one subtraction (float noise only), degrees. */
const SHIFT_TOLERANCE_DEG = 1e-9;

const arc = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
};

const arbInstant = fc.date({ min: new Date('1850-01-01T00:00:00Z'), max: new Date('2150-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const arbSystem = fc.constantFrom(...AYANAMSA_SYSTEM_NAMES);
const BODIES = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');

describe('positions in the sidereal zodiac', () => {
  it('bodyPosition: the tropical longitude minus the true ayanamsa, latitude, speed and equatorial place unchanged', () => {
    fc.assert(
      fc.property(arbInstant, arbSystem, fc.constantFrom(...BODIES), (at, system, body) => {
        const tropical = bodyPosition(body, at);
        const sidereal = bodyPosition(body, at, { zodiac: 'sidereal', ayanamsa: system });
        const aya = ayanamsa(system, at);
        expect(arc(sidereal.longitude, tropical.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        expect(sidereal.longitude).toBeGreaterThanOrEqual(0);
        expect(sidereal.longitude).toBeLessThan(360);
        expect([sidereal.latitude, sidereal.speed, sidereal.rightAscension, sidereal.declination])
          .toEqual([tropical.latitude, tropical.speed, tropical.rightAscension, tropical.declination]);
        expect(sidereal.zodiac).toBe('sidereal');
        expect(sidereal.ayanamsa!.system).toBe(system);
        expect(tropical.zodiac).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });

  it('planetaryPositions, positions and ephemeris rows: every body minus the ayanamsa of its instant', () => {
    fc.assert(
      fc.property(arbInstant, arbSystem, (at, system) => {
        const aya = ayanamsa(system, at);
        const tropical = planetaryPositions(at);
        const sidereal = planetaryPositions(at, { zodiac: 'sidereal', ayanamsa: system });
        sidereal.forEach((p, i) => {
          expect(p.body).toBe(tropical[i]!.body);
          expect(arc(p.position.longitude, tropical[i]!.position.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        });
        const record = positions({ at, bodies: ['Sun', 'Moon', 'Pluto'], ayanamsa: system });
        expect(record.zodiac).toBe('sidereal');
        expect(arc(record.ayanamsa!.value, aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        record.positions.forEach((p) => {
          expect(arc(p.position.longitude, tropical.find((t) => t.body === p.body)!.position.longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
        });
        const rows = ephemeris({ from: at, to: at, bodies: ['Sun', 'Mars'], zodiac: 'sidereal', ayanamsa: system });
        expect(rows).toHaveLength(1);
        for (const p of rows[0]!.positions) {
          // The ephemeris rows come from the range path (within 0.01″ of the direct one): compared to 1e-5°.
          expect(arc(p.longitude, bodyPosition(p.body, at).longitude - aya)).toBeLessThan(1e-5);
          expect(p.zodiac).toBe('sidereal');
        }
      }),
      { numRuns: 10 },
    );
  });

  it('refuses frame j2000 with a sidereal zodiac (naming zodiac) and an ayanamsa with zodiac tropical (naming ayanamsa)', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return (error as { details: { field: string } }).details.field;
      }
      return undefined;
    };
    expect(field(() => bodyPosition('Sun', '2024-01-01', { zodiac: 'sidereal', frame: 'j2000' }))).toBe('zodiac');
    expect(field(() => planetaryPositions('2024-01-01', { ayanamsa: 'Lahiri', frame: 'j2000' }))).toBe('zodiac');
    expect(field(() => bodyPosition('Sun', '2024-01-01', { zodiac: 'tropical', ayanamsa: 'Lahiri' }))).toBe('ayanamsa');
    expect(field(() => positions({ at: '2024-01-01T00:00:00Z', zodiac: 'sideral' as never }))).toBe('zodiac');
    // Heliocentric sidereal is allowed: the heliocentric longitude of date minus the ayanamsa.
    const helio = bodyPosition('Mars', '2024-01-01', { center: 'heliocentric', zodiac: 'sidereal' });
    const aya = ayanamsa('Lahiri', '2024-01-01');
    expect(arc(helio.longitude, bodyPosition('Mars', '2024-01-01', { center: 'heliocentric' }).longitude - aya)).toBeLessThan(SHIFT_TOLERANCE_DEG);
  });
});
