import { describe, expect, it } from 'vitest';
import { fixedOffsetMs, fixedOffsetZone } from '../../src/time/fixed-offset-zone.js';
import { instant, isoString } from '../../src/time/instant.js';
import { localDateOf, localDay } from '../../src/time/local-day.js';
import { assertTimeZone } from '../../src/time/time-zone.js';

/** Local days of a fixed UTC offset (issue 11 #6): the wall clock is UT + the offset, all year. */
describe('fixed-offset zones', () => {
  it('names an offset ±HH:MM (UTC for 0) and reads it back in milliseconds', () => {
    expect(fixedOffsetZone(-300)).toBe('-05:00');
    expect(fixedOffsetZone(330)).toBe('+05:30');
    expect(fixedOffsetZone(0)).toBe('UTC');
    expect(fixedOffsetMs('-05:00')).toBe(-5 * 3_600_000);
    expect(fixedOffsetMs('+05:45')).toBe((5 * 60 + 45) * 60_000);
    expect(fixedOffsetMs('Europe/Paris')).toBeUndefined();
  });

  it('issue 11 #6: 2024-04-14 at UTC−05:00 runs 05:00Z..05:00Z next day, noon at 17:00Z', () => {
    const day = localDay('2024-04-14', '-05:00');
    expect(isoString(day.startJdUt)).toBe('2024-04-14T05:00:00Z');
    expect(isoString(day.noonJdUt)).toBe('2024-04-14T17:00:00Z');
    expect(isoString(day.endJdUt)).toBe('2024-04-15T05:00:00Z');
    expect(localDateOf(instant('2024-04-14T23:30:00-05:00').jdUt, '-05:00')).toBe('2024-04-14');
    expect(localDateOf(instant('2024-04-14T23:30:00+05:30').jdUt, '+05:30')).toBe('2024-04-14');
  });

  it('keeps the API’s timezone parameters IANA names: an offset is not accepted there', () => {
    expect(() => assertTimeZone('-05:00')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
