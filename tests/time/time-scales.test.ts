import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deltaT } from '../../src/time/delta-t.js';
import { instant, instantFromJulianDay } from '../../src/time/instant.js';
import { ttFromUt, utFromTt } from '../../src/time/time-scales.js';
import { epochMsFromJd, jdFromEpochMs } from '../../src/time/unix-time.js';

const JD_UT = fc.double({ min: 2378496.5, max: 2524958, noNaN: true });

describe('time scales (TT = UT + ΔT)', () => {
  // A Julian day near 2.4e6 carries about 4.7e-10 d (40 µs) per unit in the last place: compare to 1e-9 d.
  it('ttFromUt adds ΔT in days; utFromTt inverts it to the round-off of a Julian day', () => {
    fc.assert(
      fc.property(JD_UT, (jdUt) => {
        const jdTt = ttFromUt(jdUt);
        expect(Math.abs(jdTt - jdUt - deltaT(jdUt) / 86400)).toBeLessThan(1e-9);
        expect(Math.abs(utFromTt(jdTt) - jdUt)).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
  });

  it('agrees exactly with the Instants built by time/', () => {
    const at = instant('2024-03-20T03:06:00Z');
    expect(ttFromUt(at.jdUt)).toBe(at.jdTt);
    expect(utFromTt(at.jdTt)).toBe(instantFromJulianDay(at.jdTt, 'TT').jdUt);
  });
});

describe('Unix time ↔ Julian days', () => {
  it('maps the epoch and whole days', () => {
    expect(jdFromEpochMs(0)).toBe(2440587.5);
    expect(epochMsFromJd(2440588.5)).toBe(86_400_000);
    expect(epochMsFromJd(jdFromEpochMs(Date.UTC(2024, 2, 20, 3, 6, 0, 123)))).toBe(Date.UTC(2024, 2, 20, 3, 6, 0, 123));
  });
});
