import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { almanacDay } from '../../src/records/index.js';
import { AlmanacDay } from '../../src/schemas/index.js';
import { arbAlmanacQuery } from '../../src/testing/index.js';
import { expectValid } from '../horoscope/expect-valid.js';
import { REFERENCE_EVENTS } from '../horoscope/reference-events.js';

describe('almanacDay', () => {
  it('makes each reference eclipse the highlight of its UT day', () => {
    const eclipses = REFERENCE_EVENTS.filter((e) => e.type === 'solarEclipse' || e.type === 'lunarEclipse');
    expect(eclipses.length).toBeGreaterThan(10);
    for (const e of eclipses) {
      const a = almanacDay({ date: e.iso.slice(0, 10) });
      expect(a.dayHighlight, e.iso).toMatch(new RegExp(`${e.kind} ${e.type === 'solarEclipse' ? 'solar' : 'lunar'} eclipse`));
    }
  });

  it('makes a lunation the highlight of an eclipse-free lunation day', () => {
    const a = almanacDay({ date: '2024-01-25' }); // reference Full Moon 2024-01-25T17:54Z, no eclipse
    expect(a.dayHighlight).toMatch(/^Full Moon in Leo/);
    expect(a.moonPhase.phase).toBe('Full Moon');
  });

  it('gives vocDetails exactly when void, with the minutes from local noon to the end', () => {
    for (let d = 1; d <= 20; d += 1) {
      const date = `2024-07-${String(d).padStart(2, '0')}`;
      const a = almanacDay({ date, timezone: 'Europe/Berlin' });
      expect(a.vocDetails !== undefined).toBe(a.isVoidOfCourse);
      if (a.vocDetails !== undefined) {
        const noonMs = Date.parse(`${date}T10:00:00Z`); // 12:00 CEST
        expect(Math.abs(a.vocDetails.remainingMinutes - (Date.parse(a.vocDetails.ends) - noonMs) / 60000)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('validates against the AlmanacDay schema over generated queries', () => {
    fc.assert(
      fc.property(arbAlmanacQuery({ from: '1900-01-01', to: '2100-12-31' }), (q) => {
        expectValid(AlmanacDay, almanacDay(q as Parameters<typeof almanacDay>[0]));
      }),
      { numRuns: 10 },
    );
  });
});
