import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/urania-error.js';
import {
  findAspectPerfections,
  findEclipses,
  findIngresses,
  findMoonPhases,
  findSeasons,
  findStations,
  findVoidOfCoursePeriods,
  retrogradeCalendar,
  solarReturn,
} from '../../src/records/index.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** Six weeks straddling the end of the supported span: in every finder's maximum length, partly out of the span. */
const PAST_THE_END = { from: `${SUPPORTED_SPAN.lastYear}-12-01`, to: `${SUPPORTED_SPAN.lastYear + 1}-01-15` } as const;

/** Call f and return the UraniaError it throws (fails the test when it does not throw one). */
function errorOf(f: () => unknown): UraniaError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(UraniaError);
    return e as UraniaError;
  }
  throw new Error('expected a UraniaError');
}

const finders = { findSeasons, findMoonPhases, findEclipses, findIngresses, findStations, findVoidOfCoursePeriods } as const;

describe.each(Object.entries(finders))('%s validates its range', (_name, find) => {
  it('rejects a reversed range, naming `to`', () => {
    const e = errorOf(() => find({ from: '2024-06-01', to: '2024-01-01' }));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('to');
  });
  it('rejects a non-ISO instant, naming the field', () => {
    const e = errorOf(() => find({ from: 'yesterday', to: '2024-01-01' }));
    expect(e.code).toBe('INVALID_ARGUMENT');
    expect(e.details.field).toBe('from');
  });
  it(`rejects instants outside ${SUPPORTED_SPAN.years} with OUT_OF_RANGE`, () => {
    const e = errorOf(() => find(PAST_THE_END));
    expect(e.code).toBe('OUT_OF_RANGE');
    expect(e.details.field).toBe('to');
  });
  it('rejects a missing bound', () => {
    const e = errorOf(() => find({ from: '2024-01-01' } as never));
    expect(e.code).toBe('MISSING_ARGUMENT');
    expect(e.details.field).toBe('to');
  });
});

describe('span limits and other arguments', () => {
  it('rejects spans over the documented maximum', () => {
    expect(errorOf(() => findMoonPhases({ from: '1850-01-01', to: '2000-01-01' })).code).toBe('OUT_OF_RANGE');
    expect(errorOf(() => findVoidOfCoursePeriods({ from: '2000-01-01', to: '2020-01-01' })).code).toBe('OUT_OF_RANGE');
    expect(errorOf(() => findIngresses({ from: '1900-01-01', to: '2000-01-01' })).code).toBe('OUT_OF_RANGE');
  });
  it('rejects unknown and observer-dependent bodies, naming the index', () => {
    const unknown = errorOf(() => findStations({ from: '2024-01-01', to: '2025-01-01', bodies: ['Vulcan' as never] }));
    expect(unknown.details.field).toBe('bodies[0]');
    const vertex = errorOf(() => findIngresses({ from: '2024-01-01', to: '2025-01-01', bodies: ['Sun', 'Vertex'] }));
    expect(vertex.details.field).toBe('bodies[1]');
  });
  it('rejects equal bodies and unknown aspects in findAspectPerfections', () => {
    const same = errorOf(() => findAspectPerfections({ from: '2024-01-01', to: '2025-01-01', bodyA: 'Mars', bodyB: 'Mars' }));
    expect(same.details.field).toBe('bodyB');
    const aspect = errorOf(() =>
      findAspectPerfections({ from: '2024-01-01', to: '2025-01-01', bodyA: 'Mars', bodyB: 'Venus', aspects: ['septile' as never] }),
    );
    expect(aspect.details.field).toBe('aspects[0]');
  });
  it('rejects years outside the supported span', () => {
    expect(errorOf(() => retrogradeCalendar(SUPPORTED_SPAN.firstYear - 1)).details.field).toBe('year');
    expect(errorOf(() => retrogradeCalendar(SUPPORTED_SPAN.lastYear + 1)).details.field).toBe('year');
    expect(errorOf(() => retrogradeCalendar(2024.5)).details.field).toBe('year');
    expect(errorOf(() => solarReturn(100, SUPPORTED_SPAN.lastYear + 1)).details.field).toBe('year');
    expect(errorOf(() => solarReturn(100, SUPPORTED_SPAN.firstYear - 1)).details.field).toBe('year');
    expect(errorOf(() => solarReturn(Number.NaN, 2000)).details.field).toBe('natalSunLongitude');
  });
});
