import { describe, expect, it } from 'vitest';
import { natalChart } from '../../src/records/natal-chart.js';
import { NATAL_ASPECT_BODIES } from '../../src/schemas/index.js';

/**
 * An untimed birth (issue 24): the noon chart says what would differ at either end of the day. Checked against the
 * natal charts of the same date at 00:00 and 23:59 (the public record, cast for those times).
 */
const PLACE = { latitude: 40.7128, longitude: -74.006 } as const;
const LONGITUDE_TOLERANCE_DEG = 1e-9;

describe('untimed births: what noon assumes', () => {
  const days = ['1990-07-01', '1990-07-02', '1990-07-03', '1990-07-04', '1990-07-05', '1990-07-06'];
  it.each(days)('%s: the Moon at both ends of the day and every body whose sign changes', (birthDate) => {
    const chart = natalChart({ birthDate, ...PLACE });
    const u = chart.untimedDay!;
    expect(u).toBeDefined();
    const start = natalChart({ birthDate, birthTime: '00:00', ...PLACE });
    const end = natalChart({ birthDate, birthTime: '23:59', ...PLACE });
    const lonOf = (c: typeof start, body: string) => {
      const p = c.positions.find((x) => x.body === body)!.position;
      return p;
    };
    expect(u.dayStart).toBe(start.instant);
    expect(u.dayEnd).toBe(end.instant);
    expect(u.moonStartSign).toBe(lonOf(start, 'Moon').sign);
    expect(u.moonEndSign).toBe(lonOf(end, 'Moon').sign);
    expect(Math.abs(u.moonStartLongitude - lonOf(start, 'Moon').longitude)).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
    expect(Math.abs(u.moonEndLongitude - lonOf(end, 'Moon').longitude)).toBeLessThan(LONGITUDE_TOLERANCE_DEG);
    const expected = NATAL_ASPECT_BODIES.filter((b) => lonOf(start, b).sign !== lonOf(end, b).sign);
    expect(u.signChanges.map((c) => c.body)).toEqual(expected);
  });

  it('over these six days the Moon changes sign at least once (the check above is not empty)', () => {
    const changes = days.filter((birthDate) => natalChart({ birthDate, ...PLACE }).untimedDay!.signChanges.some((c) => c.body === 'Moon'));
    expect(changes.length).toBeGreaterThan(0);
  });

  it('a timed chart has no untimedDay', () => {
    expect(natalChart({ birthDate: '1990-07-01', birthTime: '12:00', ...PLACE }).untimedDay).toBeUndefined();
  });
});
