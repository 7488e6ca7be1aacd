import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apparentBodyPosition } from '../../src/ephemeris/body-position.js';
import { UraniaError } from '../../src/errors/urania-error.js';
import { bodyPosition, planetaryPositions, positions } from '../../src/records/positions.js';
import { SIGNS, type Body } from '../../src/schemas/enums.js';
import { instant, instantFromJulianDay } from '../../src/time/instant.js';
import { CENTURY_AFTER_SPAN, CENTURY_BEFORE_SPAN, yearDate } from '../setup/span-edges.js';

/** Float noise allowed between two evaluations of the same thing. */
const SAME = 1e-9;

const JD_TT = fc.double({ min: 2378500, max: 2524950, noNaN: true });

describe('planetaryPositions', () => {
  it('property: sign, degree and minute are consistent with the longitude of bodyPosition', () => {
    fc.assert(
      fc.property(JD_TT, (jd) => {
        const at = instantFromJulianDay(jd, 'TT');
        const list = planetaryPositions(at, { bodies: ['Sun', 'Moon', 'Mars'] });
        expect(list.map((p) => p.body)).toEqual(['Sun', 'Moon', 'Mars']);
        for (const { body, position } of list) {
          const p = bodyPosition(body, at);
          expect(Math.abs(position.longitude - p.longitude)).toBeLessThan(SAME);
          const index = SIGNS.indexOf(position.sign);
          expect(Math.abs(index * 30 + position.degree + position.minute / 60 - p.longitude)).toBeLessThan(1e-9);
          expect(position.isRetrograde).toBe(p.speed < 0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('defaults to every available body, with the Vertex only when an observer is given', () => {
    const plain = planetaryPositions('2000-01-01T12:00:00Z').map((p) => p.body);
    expect(plain).toContain('Sun');
    expect(plain).not.toContain('Vertex');
    const withObserver = planetaryPositions('2000-01-01T12:00:00Z', { latitude: 40, longitude: -74 }).map((p) => p.body);
    expect(withObserver).toContain('Vertex');
  });

  it('rejects an unknown body in the list, naming its index', () => {
    try {
      planetaryPositions('2000-01-01', { bodies: ['Sun', 'Nibiru' as Body] });
      expect.unreachable();
    } catch (e) {
      expect((e as UraniaError).code).toBe('INVALID_ARGUMENT');
      expect((e as UraniaError).details.field).toBe('bodies[1]');
    }
  });
});

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return e instanceof UraniaError ? e.code : 'not a UraniaError';
  }
  return undefined;
}

describe('bodyPosition (records)', () => {
  it('equals the numeric entry and the layer function', () => {
    const at = '2024-03-20T03:06:00Z';
    for (const body of ['Sun', 'Moon', 'Pluto', 'NorthNode'] as const) {
      expect(bodyPosition(body, at)).toEqual(apparentBodyPosition(body, instant(at)));
    }
    const observer = { latitude: 51.5, longitude: -0.12 };
    expect(bodyPosition('Vertex', at, observer)).toEqual(apparentBodyPosition('Vertex', instant(at), observer));
  });

  it('errors: unknown body, out-of-range instant, Vertex without an observer, half an observer', () => {
    expect(codeOf(() => bodyPosition('Vulcan' as Body, '2000-01-01'))).toBe('INVALID_ARGUMENT');
    try {
      bodyPosition('Vulcan' as Body, '2000-01-01');
    } catch (e) {
      expect((e as UraniaError).message).toContain('Sun');
      expect((e as UraniaError).details.field).toBe('body');
    }
    expect(codeOf(() => bodyPosition('Sun', yearDate(CENTURY_BEFORE_SPAN)))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => bodyPosition('Sun', `${yearDate(CENTURY_AFTER_SPAN)}T00:00:00Z`))).toBe('OUT_OF_RANGE');
    expect(codeOf(() => bodyPosition('Vertex', '2000-01-01'))).toBe('MISSING_ARGUMENT');
    try {
      bodyPosition('AntiVertex', '2000-01-01');
    } catch (e) {
      expect((e as UraniaError).message).toMatch(/latitude/);
      expect((e as UraniaError).message).toMatch(/longitude/);
    }
    expect(codeOf(() => bodyPosition('Vertex', '2000-01-01', { latitude: 10 }))).toBe('MISSING_ARGUMENT');
    expect(codeOf(() => bodyPosition('Vertex', '2000-01-01', { latitude: 100, longitude: 0 }))).toBe('OUT_OF_RANGE');
  });
});

describe('positions (the /positions record)', () => {
  it('gives the instant as asked and the PlanetaryPosition records of planetaryPositions', () => {
    const at = '2024-03-20T12:00:00.000Z';
    expect(positions({ at, bodies: ['Sun', 'Moon'] })).toEqual({ at, positions: planetaryPositions(at, { bodies: ['Sun', 'Moon'] }) });
    expect(positions({ at, latitude: 40, longitude: -74 }).positions.map((p) => p.body)).toContain('Vertex');
    expect(positions({ at }).positions.map((p) => p.body)).not.toContain('Vertex');
  });
});
