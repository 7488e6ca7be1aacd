import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentBodyPosition } from '../../src/ephemeris/body-position.js';
import { framePlaceOf } from '../../src/ephemeris/frame-place.js';
import { ephemeris } from '../../src/records/ephemeris.js';
import { bodyPosition, planetaryPositions, positions } from '../../src/records/positions.js';
import type { Body } from '../../src/schemas/enums.js';
import { instant, instantFromJulianDay } from '../../src/time/instant.js';

/**
 * The frame options of the records functions (issue 15): `observer`, `center`, `frame`, `geometric` on
 * bodyPosition, planetaryPositions and positions — what the records say, and the refusals with named fields.
 */

const AT = '2024-03-20T03:06:00Z';
const PARIS = { latitude: 48.85, longitude: 2.35, elevationM: 35 };
const SAME = 1e-9;

function failure(f: () => unknown): { code: string; details: { field?: string; fields?: string[] } } {
  try {
    f();
  } catch (e) {
    return e as { code: string; details: { field?: string; fields?: string[] } };
  }
  throw new Error('expected a throw');
}

describe('bodyPosition frame options', () => {
  it('without frame options the record is the default one, with no frame members', () => {
    const p = bodyPosition('Moon', AT);
    expect(p).toEqual(apparentBodyPosition('Moon', instant(AT)));
    expect(p).not.toHaveProperty('center');
    expect(bodyPosition('Moon', AT, { center: 'geocentric', frame: 'date', geometric: false })).toEqual(p);
  });

  it('observer: the topocentric place, and the record says center topocentric', () => {
    const p = bodyPosition('Moon', AT, { observer: PARIS });
    expect(p).toMatchObject({ body: 'Moon', center: 'topocentric', frame: 'date', geometric: false });
    expect(p.longitude).toBe(framePlaceOf('Moon', instant(AT), { observer: PARIS }).longitude);
    expect(Math.abs(p.longitude - bodyPosition('Moon', AT).longitude)).toBeGreaterThan(0.05);
  });

  it('elevationM defaults to 0, and raising the observer moves the Moon a little', () => {
    const sea = bodyPosition('Moon', AT, { observer: { latitude: 48.85, longitude: 2.35 } });
    const zero = bodyPosition('Moon', AT, { observer: { ...PARIS, elevationM: 0 } });
    expect(sea.longitude).toBe(zero.longitude);
    const high = bodyPosition('Moon', AT, { observer: { ...PARIS, elevationM: 8000 } });
    expect(Math.abs(high.longitude - zero.longitude)).toBeGreaterThan(0);
    expect(Math.abs(high.longitude - zero.longitude)).toBeLessThan(0.002);
  });

  it('the observer is the Vertex observer when latitude/longitude are not given', () => {
    const v = bodyPosition('Vertex', AT, { observer: PARIS });
    expect(v.longitude).toBeCloseTo(bodyPosition('Vertex', AT, { latitude: PARIS.latitude, longitude: PARIS.longitude }).longitude, 12);
  });

  it("center 'heliocentric': the Earth is a body, opposite the geocentric Sun", () => {
    const earth = bodyPosition('Earth', AT, { center: 'heliocentric' });
    expect(earth.body).toBe('Earth');
    expect(earth.center).toBe('heliocentric');
    const sun = bodyPosition('Sun', AT);
    expect(Math.abs(((((earth.longitude - sun.longitude) % 360) + 360) % 360) - 180)).toBeLessThan(1e-5);
  });

  it('frame j2000 and geometric combine with either centre', () => {
    const p = bodyPosition('Mars', AT, { center: 'heliocentric', frame: 'j2000', geometric: true });
    expect(p).toMatchObject({ center: 'heliocentric', frame: 'j2000', geometric: true });
    const q = bodyPosition('Mars', AT, { observer: PARIS, frame: 'j2000' });
    expect(q).toMatchObject({ center: 'topocentric', frame: 'j2000', geometric: false });
  });

  it('refuses an observer with a heliocentric centre, naming both', () => {
    const e = failure(() => bodyPosition('Mars', AT, { observer: PARIS, center: 'heliocentric' }));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('center');
    expect(e.details.fields).toEqual(['observer', 'center']);
  });

  it('refuses the Sun and the lunar points heliocentric, and a geocentric Earth, naming body and center', () => {
    for (const body of ['Sun', 'NorthNode', 'LilithTrue', 'SouthNodeMean'] as Body[]) {
      const e = failure(() => bodyPosition(body, AT, { center: 'heliocentric' }));
      expect(e.code).toBe('INVALID_ARGUMENT');
      expect(e.details.fields).toEqual(['body', 'center']);
    }
    const earth = failure(() => bodyPosition('Earth' as Body, AT));
    expect(earth.code).toBe('INVALID_ARGUMENT');
    expect(earth.details.field).toBe('body');
  });

  it('bad option values are named: observer.latitude, observer.elevationM, center, frame, geometric', () => {
    const cases: [unknown, string][] = [
      [{ observer: { latitude: 91, longitude: 0 } }, 'observer.latitude'],
      [{ observer: { latitude: 0, longitude: 0, elevationM: 1e6 } }, 'observer.elevationM'],
      [{ observer: { latitude: 0 } }, 'observer.longitude'],
      [{ center: 'barycentric' }, 'center'],
      [{ frame: 'B1950' }, 'frame'],
      [{ geometric: 'yes' }, 'geometric'],
    ];
    for (const [options, field] of cases) {
      const e = failure(() => bodyPosition('Moon', AT, options as never));
      expect(e.details.field, JSON.stringify(options)).toBe(field);
    }
  });

  it('property: every frame option gives finite numbers in range for the planets', () => {
    const frames = fc.record({
      observer: fc.option(fc.record({ latitude: fc.double({ min: -90, max: 90, noNaN: true }), longitude: fc.double({ min: -180, max: 180, noNaN: true }), elevationM: fc.double({ min: -1000, max: 50000, noNaN: true }) }), { nil: undefined }),
      frame: fc.option(fc.constantFrom('date' as const, 'j2000' as const), { nil: undefined }),
      geometric: fc.option(fc.boolean(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.double({ min: 2378500, max: 2524950, noNaN: true }), frames, fc.constantFrom<Body>('Sun', 'Moon', 'Mercury', 'Pluto', 'Chiron', 'NorthNode', 'Ceres'), (jd, raw, body) => {
        const options = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
        const p = bodyPosition(body, instantFromJulianDay(jd, 'TT'), options);
        for (const v of [p.longitude, p.latitude, p.distanceAu, p.speed, p.rightAscension, p.declination]) expect(Number.isFinite(v)).toBe(true);
        expect(p.longitude).toBeGreaterThanOrEqual(0);
        expect(p.longitude).toBeLessThan(360);
        expect(Math.abs(p.declination)).toBeLessThanOrEqual(90);
      }),
      { numRuns: 60 },
    );
  });
});

describe('planetaryPositions and positions with frames', () => {
  it('planetaryPositions agrees with bodyPosition in every frame', () => {
    for (const options of [{ observer: PARIS }, { center: 'heliocentric' as const }, { frame: 'j2000' as const, geometric: true }]) {
      const list = planetaryPositions(AT, { bodies: ['Moon', 'Mars'], ...options });
      for (const { body, position } of list) {
        expect(Math.abs(position.longitude - bodyPosition(body, AT, options).longitude)).toBeLessThan(SAME);
      }
    }
  });

  it("heliocentric defaults leave out the Sun, lunar points and Vertex; a named one is refused as bodies[i]", () => {
    const names = planetaryPositions(AT, { center: 'heliocentric', latitude: 10, longitude: 10 }).map((p) => p.body);
    expect(names).toContain('Moon');
    expect(names).toContain('Jupiter');
    for (const gone of ['Sun', 'NorthNode', 'SouthNode', 'LilithMean', 'Vertex']) expect(names).not.toContain(gone);
    const e = failure(() => planetaryPositions(AT, { center: 'heliocentric', bodies: ['Mars', 'LilithMean'] }));
    expect(e.details.field).toBe('bodies[1]');
    expect(e.details.fields).toEqual(['bodies[1]', 'center']);
  });

  it('positions() reports the frame at the top of the record, only when one is asked for', () => {
    expect(positions({ at: AT, bodies: ['Sun'] })).not.toHaveProperty('center');
    expect(positions({ at: AT, bodies: ['Moon'], observer: PARIS, frame: 'j2000' })).toMatchObject({ center: 'topocentric', frame: 'j2000', geometric: false });
  });

  it('ephemeris rows take the frame options: each position equals bodyPosition in that frame and says its frame', () => {
    const rows = ephemeris({ from: '2024-03-01', to: '2024-03-03', stepDays: 1, bodies: ['Moon', 'Mars'], observer: PARIS, frame: 'j2000' });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      for (const p of row.positions) {
        expect(p).toMatchObject({ center: 'topocentric', frame: 'j2000', geometric: false });
        const lib = bodyPosition(p.body, instantFromJulianDay(row.jdUt, 'UT'), { observer: PARIS, frame: 'j2000' });
        expect(Math.abs(p.longitude - lib.longitude)).toBeLessThan(SAME);
      }
    }
    const plain = ephemeris({ from: '2024-03-01', to: '2024-03-01', bodies: ['Moon'] });
    expect(plain[0]!.positions[0]).not.toHaveProperty('center');
    const helio = ephemeris({ from: '2024-03-01', to: '2024-03-01', center: 'heliocentric' })[0]!.positions.map((p) => p.body);
    expect(helio).not.toContain('Sun');
    expect(failure(() => ephemeris({ from: '2024-03-01', to: '2024-03-02', center: 'heliocentric', bodies: ['Sun'] })).details.field).toBe('bodies[0]');
  });
});
