import { describe, expect, it } from 'vitest';
import { ascendantDeltaTSpread, birthMoment, DELTA_T_ASCENDANT_WARNING_DEG } from '../../src/records/birth-moment.js';
import { ttFromUt } from '../../src/time/time-scales.js';
import { deltaTUncertaintySeconds } from '../../src/time/delta-t-uncertainty.js';
import { julianDay } from '../../src/time/julian-day.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** An instant built directly (the numeric layers take any Julian Day; the span is checked at the door). */
const at = (jdUt: number) => ({ jdUt, jdTt: ttFromUt(jdUt) });
/** The Earth turns 360.9856° per day of UT (IERS Conventions 2010 eq. 5.15: ERA rate 1.00273781191135448 turns/day, to double precision). */
const DEG_PER_SECOND = (360 * 1.002737811911354) / 86400;

describe('the ΔT warning of a timed birth (issue 14)', () => {
  it('moves the Ascendant by σ × 360.98°/day × its rate factor: at the equator the factor is near 1', () => {
    // At latitude 0 the Ascendant moves between 0.9 and 1.1 times as fast as the sidereal time (1/cos ε at most).
    const jd = julianDay(0, 3, 21, 12);
    const sigma = deltaTUncertaintySeconds(jd);
    const spread = ascendantDeltaTSpread(at(jd), 0, 30);
    expect(spread).toBeGreaterThan(0.85 * sigma * DEG_PER_SECOND);
    expect(spread).toBeLessThan(1.2 * sigma * DEG_PER_SECOND);
  });

  it('stays far below 1° today and exceeds it in Babylon at −500 (σ ≈ 431 s, 1.8° of rotation)', () => {
    expect(ascendantDeltaTSpread(at(julianDay(2000, 1, 1)), 51.5, 0)).toBeLessThan(0.01);
    expect(ascendantDeltaTSpread(at(julianDay(-500, 3, 21, 12)), 32.5, 44.4)).toBeGreaterThan(DELTA_T_ASCENDANT_WARNING_DEG);
    // Rome at Caesar's death: σ ≈ 277 s turns the sky by 1.16°, and this Ascendant moves at 0.8 of that: no warning.
    expect(ascendantDeltaTSpread(at(julianDay(-43, 3, 15, 12)), 41.9, 12.5)).toBeLessThan(DELTA_T_ASCENDANT_WARNING_DEG);
  });

  it('adds no warning to a timed birth inside today\'s span, and none without a birth time', () => {
    const timed = birthMoment({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });
    expect(timed.civil.warnings.some((w) => w.includes('ΔT'))).toBe(false);
    const untimed = birthMoment({ birthDate: '1990-07-15', latitude: 40.7128, longitude: -74.006 });
    expect(untimed.civil.warnings.some((w) => w.includes('ΔT'))).toBe(false);
  });

  it('warns on a timed birth in Babylon at −500 (inside the span)', () => {
    expect(SUPPORTED_SPAN.firstYear).toBeLessThanOrEqual(-500);
    const m = birthMoment({ birthDate: '-0500-03-21', birthTime: '12:00', latitude: 32.5, longitude: 44.4 });
    expect(m.civil.warnings.some((w) => w.startsWith('ΔT') && w.includes('Ascendant'))).toBe(true);
  });
});
