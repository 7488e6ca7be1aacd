import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import pins from '../fixtures/time-delta-t-1720-2200-pins.json';
import { DELTA_T_LAST_OBSERVED_YEAR, deltaT, deltaTAtYear } from '../../src/time/delta-t.js';
import { deltaTUncertaintyAtYear, deltaTUncertaintySeconds } from '../../src/time/delta-t-uncertainty.js';
import { julianDay } from '../../src/time/julian-day.js';

/** Table S15 prints a0 to the millisecond: the spline at a knot is that a0. */
const KNOT_TOLERANCE_S = 1e-6;
/** The 1720–2200 model must not move at all (the 1800–2200 accuracy figures rest on it). */
const PIN_TOLERANCE_S = 1e-9;
/** Largest step allowed across a join, probing 1e-7 year either side (ΔT changes < 0.003 s/yr·1e-7 there). */
const JOIN_STEP_S = 1e-4;
/** Largest change of slope allowed across a join, s/yr (the rate fades are continuous). */
const JOIN_SLOPE_S_PER_YEAR = 0.01;

const slope = (y: number) => (deltaTAtYear(y + 1e-3) - deltaTAtYear(y - 1e-3)) / 2e-3;

describe('ΔT before 1720: Stephenson, Morrison & Hohenkerk 2016, Table S15 (2020 update)', () => {
  it('passes through the published a0 at every knot −720 … 1650', () => {
    // Table S15.2020 (HMNAO): K_i and a_0 of rows 1–9.
    const KNOTS: [number, number][] = [
      [-720, 20371.848], [-100, 11557.668], [400, 6535.116], [1000, 1650.393], [1150, 1056.647],
      [1300, 681.149], [1500, 292.343], [1600, 109.127], [1650, 43.952],
    ];
    for (const [year, a0] of KNOTS) expect(Math.abs(deltaTAtYear(year) - a0), String(year)).toBeLessThan(KNOT_TOLERANCE_S);
  });

  it('at −500, 0, 1000 and 1600 lies within 1σ of the earlier model of Morrison & Stephenson 2004', () => {
    // Morrison & Stephenson 2004 (J. Hist. Astron. 35, 327), as tabulated in Espenak & Meeus's Five Millennium
    // Canon: ΔT(−500) = 17190 ± 430 s, ΔT(0) = 10580 ± 260 s, ΔT(1000) = 1570 ± 55 s, ΔT(1600) = 120 ± 20 s.
    // The 2016 spline revised them with 2016's eclipse data; it stays within about 1.5σ of the 2004 values.
    const MS2004: [number, number, number][] = [
      [-500, 17190, 430], [0, 10580, 260], [1000, 1570, 55], [1600, 120, 20],
    ];
    const SIGMAS = 1.5;
    for (const [year, value, sigma] of MS2004) {
      expect(Math.abs(deltaTAtYear(year) - value), String(year)).toBeLessThan(SIGMAS * sigma);
    }
  });

  it('values at −500 and 0 from the cubic of row 1 and 2 (τ worked by hand)', () => {
    // Row 1 (−720..−100): τ = 220/620; a0 + a1 τ + a2 τ² + a3 τ³ with the row's closing correction (< 0.003 s).
    const t1 = 220 / 620;
    const row1 = 20371.848 - 9999.586 * t1 + 776.247 * t1 ** 2 + 409.16 * t1 ** 3;
    expect(Math.abs(deltaTAtYear(-500) - row1)).toBeLessThan(0.003);
    const t2 = 100 / 500;
    const row2 = 11557.668 - 5822.27 * t2 + 1303.151 * t2 ** 2 - 503.433 * t2 ** 3;
    expect(Math.abs(deltaTAtYear(0) - row2)).toBeLessThan(0.003);
  });
});

describe('ΔT joins', () => {
  it('keeps the 1720–2200 model exactly as before issue 14', () => {
    expect(pins.rows.length).toBeGreaterThan(40);
    for (const [year, value] of pins.rows as [number, number][]) {
      expect(Math.abs(deltaTAtYear(year) - value), String(year)).toBeLessThan(PIN_TOLERANCE_S + 1e-9 * Math.abs(value));
    }
  });

  it('is continuous in value and slope at −720, 1720, 1800, 1955, 2025 and 2200', () => {
    for (const edge of [-720, 1720, 1800, 1955, DELTA_T_LAST_OBSERVED_YEAR, 2200]) {
      expect(Math.abs(deltaTAtYear(edge + 1e-7) - deltaTAtYear(edge - 1e-7)), String(edge)).toBeLessThan(JOIN_STEP_S);
    }
    for (const edge of [-720, DELTA_T_LAST_OBSERVED_YEAR, 2200]) {
      expect(Math.abs(slope(edge + 0.01) - slope(edge - 0.01)), String(edge)).toBeLessThan(JOIN_SLOPE_S_PER_YEAR);
    }
  });

  it('has no jump anywhere over −3000..+3000 (steps of 1/1000 year around every tenth of a year near the knots)', () => {
    const MAX_JUMP_S = 0.05; // 1e-3 yr × the steepest slope (≈ 35 s/yr at −3000)
    for (const knot of [-720, -100, 400, 1000, 1150, 1300, 1500, 1600, 1650, 1720]) {
      for (let y = knot - 1; y <= knot + 1; y += 0.1) {
        expect(Math.abs(deltaTAtYear(y + 5e-4) - deltaTAtYear(y - 5e-4))).toBeLessThan(MAX_JUMP_S);
      }
    }
  });

  it('keeps TT increasing with UT over the whole span (ΔT changes by far less than a day per day)', () => {
    fc.assert(
      fc.property(fc.double({ min: julianDay(-3000, 1, 1), max: julianDay(3001, 1, 1), noNaN: true }), fc.double({ min: 1e-6, max: 30, noNaN: true }), (jd, dt) => {
        return jd + dt + deltaT(jd + dt) / 86400 > jd + deltaT(jd) / 86400;
      }),
    );
  });
});

describe('deltaTUncertaintySeconds', () => {
  it('gives the published 1σ: 431 s at −500, 265 s at 0, 54 s at 1000 (Morrison & Stephenson 2004), 1 s at 1800', () => {
    const TABLE_TOLERANCE_S = 1; // the table rounds to the second
    expect(Math.abs(deltaTUncertaintyAtYear(-1000) - 636)).toBeLessThan(TABLE_TOLERANCE_S);
    expect(Math.abs(deltaTUncertaintyAtYear(-500) - 431)).toBeLessThan(TABLE_TOLERANCE_S);
    expect(Math.abs(deltaTUncertaintyAtYear(0) - 265)).toBeLessThan(TABLE_TOLERANCE_S);
    expect(Math.abs(deltaTUncertaintyAtYear(1000) - 54)).toBeLessThan(TABLE_TOLERANCE_S);
    expect(deltaTUncertaintyAtYear(1800)).toBe(1);
    expect(deltaTUncertaintySeconds(julianDay(2000, 1, 1))).toBe(0.1);
  });

  it('grows monotonically away from the present in both directions', () => {
    const past = fc.tuple(fc.double({ min: -3000, max: 2000, noNaN: true }), fc.double({ min: -3000, max: 2000, noNaN: true }));
    fc.assert(fc.property(past, ([a, b]) => (a <= b ? deltaTUncertaintyAtYear(a) >= deltaTUncertaintyAtYear(b) : true)));
    const future = fc.tuple(fc.double({ min: 2000, max: 3000, noNaN: true }), fc.double({ min: 2000, max: 3000, noNaN: true }));
    fc.assert(fc.property(future, ([a, b]) => (a <= b ? deltaTUncertaintyAtYear(a) <= deltaTUncertaintyAtYear(b) : true)));
    expect(deltaTUncertaintyAtYear(-3000)).toBeGreaterThan(deltaTUncertaintyAtYear(-500));
    expect(deltaTUncertaintyAtYear(3000)).toBeGreaterThan(deltaTUncertaintyAtYear(2200));
  });

  it('is continuous (no step above 0.01 s between years 1/1000 apart, −3000..+3000)', () => {
    for (let y = -3000; y <= 3000; y += 0.5) {
      expect(Math.abs(deltaTUncertaintyAtYear(y + 5e-4) - deltaTUncertaintyAtYear(y - 5e-4))).toBeLessThan(0.01);
    }
  });
});
