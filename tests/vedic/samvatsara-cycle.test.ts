import { describe, expect, it } from 'vitest';
import { panchang } from '../../src/records/panchang.js';

/**
 * The samvatsara is a 60-year cycle, so the same calendar day a whole number of cycles later (same side of the
 * Chaitra new year) has the same south and north names. Before the fix, a Shaka year below −11 (south) or −144
 * (north) took a negative remainder and the name came out `undefined` (missing from the record and from the
 * /panchang answer, which then failed its own response schema), e.g. on the first day of the supported span.
 */
const PLACE = { latitude: 0, longitude: 0, timezone: 'UTC' } as const;
/** A day, and the same day a whole number of 60-year cycles later (84, 40 and 40 cycles). */
const PAIRS = [
  ['-003000-01-01', '2040-01-01'],
  ['-000100-01-01', '2300-01-01'],
  ['0001-01-01', '2401-01-01'],
] as const;

describe('samvatsara before the Shaka era', () => {
  for (const [date, later] of PAIRS) {
    it(`${date}: the same names as on ${later}`, () => {
      const early = panchang({ date, ...PLACE });
      const modern = panchang({ date: later, ...PLACE });
      expect(typeof early.samvatsara.south).toBe('string');
      expect(typeof early.samvatsara.north).toBe('string');
      expect(early.samvatsara).toEqual(modern.samvatsara);
    });
  }
});
