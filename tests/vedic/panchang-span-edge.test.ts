/**
 * A Panchang at the span's first days reads the sky before its date (the lunation that opens its lunar month, the
 * sunrise before): where that falls before the supported span, the error names the request's `date` and says what to
 * do, never an internal `jd` (found by the OpenAPI property: GET /panchang?date=-003000-01-01&positions=geometric
 * answered a 400 naming `jd`).
 */
import { describe, expect, it } from 'vitest';
import { UraniaError } from '../../src/errors/index.js';
import { panchang } from '../../src/records/index.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

const FIRST_DAY = SUPPORTED_SPAN.firstDate;

describe('panchang at the edge of the supported span', () => {
  it.each(['apparent', 'geometric'] as const)('the first day (%s positions) answers, or refuses naming date', (positions) => {
    let error: unknown;
    try {
      const day = panchang({ date: FIRST_DAY, latitude: 0, longitude: 0, conventions: { positions } });
      expect(day.date).toBe(FIRST_DAY);
      return;
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UraniaError);
    const u = error as UraniaError;
    expect(u.code).toBe('OUT_OF_RANGE');
    expect(u.details.field).toBe('date');
    expect(u.message).toMatch(/^date /);
    expect(u.message).not.toMatch(/\bjd\b/);
  });

  it('a date a month inside the span answers', () => {
    const day = panchang({ date: `${FIRST_DAY.slice(0, -5)}02-15`, latitude: 0, longitude: 0, conventions: { positions: 'geometric' } });
    expect(day.tithi.length).toBeGreaterThan(0);
  });
});
