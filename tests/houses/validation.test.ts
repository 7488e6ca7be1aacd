import { describe, expect, it } from 'vitest';
import { isUraniaError } from '../../src/errors/index.js';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
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
    expect(failure(() => houses({ at: AT, latitude: -90.5, longitude: 0 })).message).toMatch(/-90\.\.90/);
    expect(failure(() => houses({ at: AT, latitude: Number.NaN, longitude: 0 }))).toMatchObject({ code: 'INVALID_ARGUMENT', field: 'latitude' });
  });
  it('longitude 181', () => {
    const f = failure(() => houses({ at: AT, latitude: 0, longitude: 181 }));
    expect(f).toMatchObject({ code: 'OUT_OF_RANGE', field: 'longitude' });
    expect(f.message).toMatch(/-180\.\.180/);
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

describe('houseCuspsFromArmc(): bad input', () => {
  it('latitude, obliquity, armc and system are checked', () => {
    expect(failure(() => houseCuspsFromArmc({ armc: 0, obliquity: 23.4, latitude: 95 })).field).toBe('latitude');
    expect(failure(() => houseCuspsFromArmc({ armc: 0, obliquity: 60, latitude: 0 })).field).toBe('obliquity');
    expect(failure(() => houseCuspsFromArmc({ armc: Number.POSITIVE_INFINITY, obliquity: 23.4, latitude: 0 })).field).toBe('armc');
    expect(failure(() => houseCuspsFromArmc({ armc: 0, obliquity: 23.4, latitude: 0, system: 'X' as HouseSystem })).field).toBe('system');
  });
  it('the ARMC is wrapped into [0, 360)', () => {
    const a = houseCuspsFromArmc({ armc: -30, obliquity: 23.4, latitude: 40 });
    const b = houseCuspsFromArmc({ armc: 330, obliquity: 23.4, latitude: 40 });
    expect(a.armc).toBe(330);
    expect(a.cusps).toEqual(b.cusps);
  });
});
