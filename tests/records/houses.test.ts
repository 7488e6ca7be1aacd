/** The records function `houses` (src/records/houses.ts): the same field names and codes as the layer function. */
import { describe, expect, it } from 'vitest';
import { isUraniaError } from '../../src/errors/index.js';
import { houses } from '../../src/records/houses.js';
import type { HouseSystem } from '../../src/schemas/index.js';

function failure(f: () => unknown): { code: string; field: unknown; message: string } {
  try {
    f();
  } catch (e) {
    if (isUraniaError(e)) return { code: e.code, field: e.details.field, message: e.message };
    throw e;
  }
  throw new Error('expected a UraniaError');
}

const AT = '2024-03-20T12:00:00Z';

describe('houses(): bad input → UraniaError naming the field and the allowed range', () => {
  it('latitude 91 / -90.5 / NaN', () => {
    expect(failure(() => houses({ at: AT, latitude: 91, longitude: 0 }))).toMatchObject({ code: 'OUT_OF_RANGE', field: 'latitude' });
    expect(failure(() => houses({ at: AT, latitude: -90.5, longitude: 0 })).message).toBe('latitude must be a number from -90 to 90');
    expect(failure(() => houses({ at: AT, latitude: Number.NaN, longitude: 0 }))).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'latitude' });
  });
  it('longitude 181', () => {
    const f = failure(() => houses({ at: AT, latitude: 0, longitude: 181 }));
    expect(f).toMatchObject({ code: 'OUT_OF_RANGE', field: 'longitude' });
    expect(f.message).toBe('longitude must be a number from -180 to 180');
  });
  it('unknown system lists the 14 allowed values', () => {
    const f = failure(() => houses({ at: AT, latitude: 0, longitude: 0, system: 'Bogus' as HouseSystem }));
    expect(f).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'system' });
    expect(f.message).toMatch(/Placidus/);
    expect(f.message).toMatch(/NaturalGraduation/);
  });
  it('impossible date', () => {
    expect(failure(() => houses({ at: '2024-02-30T12:00:00Z', latitude: 0, longitude: 0 })).field).toBe('at');
  });
  it('missing input object', () => {
    expect(failure(() => houses(undefined as never)).code).toBe('MISSING_ARGUMENT');
  });
});

describe('houses(): the Houses record equals the numeric path', () => {
  it('matches housesAt for the same instant and place', async () => {
    const { housesAt } = await import('../../src/houses/houses.js');
    const { instant } = await import('../../src/time/instant.js');
    expect(houses({ at: AT, latitude: 48.8566, longitude: 2.3522, system: 'Koch' })).toEqual(housesAt(instant(AT), 48.8566, 2.3522, 'Koch'));
    expect(houses({ at: AT, latitude: 48.8566, longitude: 2.3522 }).system).toBe('Placidus');
  });
});
