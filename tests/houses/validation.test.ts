import { describe, expect, it } from 'vitest';
import { isUraniaError } from '../../src/errors/index.js';
import { houseCuspsFromArmc } from '../../src/records/house-cusps-from-armc.js';
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


// houses()'s bad-input cases live with the records function, in tests/records/houses.test.ts.

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
