import { findCrossings, findMinimum, refineBracket, scanGrid } from './search.js';

/**
 * Crossings of an altitude threshold (a body's standard altitude, a twilight's solar depression) that no scan
 * step can skip. The altitude h of a body at latitude φ follows sin h = sin φ sin δ + cos φ cos δ cos H
 * (Meeus, Astronomical Algorithms 2nd ed., (13.6)); its extrema are where
 *   δ′ (sin φ cos δ − cos φ sin δ cos H) = cos φ cos δ sin H · H′
 * (δ′, H′ the rates of declination and hour angle), i.e. at the upper (H = 0°) and lower (H = 180°) meridian
 * transits for a fixed δ, displaced from them by the body's motion in declination — at 80° latitude by about
 * 20 minutes for the Moon, more nearer the pole. A maximum needs cos H > 0 and a minimum cos H < 0, so each
 * extremum lies within a quarter of a turn of hour angle from its transit.
 *
 * The search therefore
 * 1. finds the upper and lower transits (hour angle crossing 0° / 180°, a 6-hour scan) in the range and in a
 *    margin of three quarters of a day on either side,
 * 2. finds the altitude's extremum around each transit (Brent's minimiser, `findMinimum`, to 1e-5 day ≈ 1 s)
 *    in the window from the midpoint with the previous transit to the midpoint with the next one (a quarter of
 *    a turn of hour angle either side, ±0.26 day for the first and last),
 * 3. scans the threshold function on the usual 1-hour grid with those extrema added as breakpoints and refines
 *    each sign change with the engine's Illinois bracket (`refineBracket`).
 * Between two successive extrema the altitude is monotonic, so each grid step holds at most one crossing and
 * every crossing is bracketed, however short the excursion above (or dip below) the threshold: the Moon's
 * 22-minute rising at 80°N, 130°E on 2034-05-02 (USNO) is found. An excursion shorter than about twice the
 * extremum tolerance (≈ 2 s) can still be missed. Very near a pole, where the declination's motion outruns the
 * hour angle's effect, the altitude may have no extremum near a transit; the window's ends are then harmless
 * extra breakpoints, and the scan keeps its 1-hour resolution.
 */

/** Scan step of the threshold function: 1 hour (the extrema breakpoints make it safe, see above). */
export const ALTITUDE_STEP_DAYS = 1 / 24;
/** Scan step of the hour angle: 6 hours (it turns about 90° in that time). */
export const HOUR_ANGLE_STEP_DAYS = 0.25;
/** Transits are also sought this far outside the range, days, so that every extremum inside it is found. */
const TRANSIT_MARGIN_DAYS = 0.75;
/** Half-window of the extremum search when a transit has no neighbour: a quarter turn of the Moon's hour angle. */
const QUARTER_TURN_DAYS = 0.26;
/** Tolerance of the extremum's instant, days (≈ 0.9 s). */
const EXTREMUM_TOLERANCE_DAYS = 1e-5;

/** A meridian transit (culmination), numeric. */
export interface Culmination {
  /** UT Julian Day. */
  readonly jdUt: number;
  /** True for the upper transit (hour angle 0°), false for the lower one (hour angle 180°). */
  readonly upper: boolean;
}

/** A crossing of the threshold, numeric. */
export interface ThresholdCrossing {
  /** UT Julian Day. */
  readonly jdUt: number;
  /** +1: the body rises through the threshold; −1: it sinks through it. */
  readonly direction: 1 | -1;
}

/** What `horizonCrossings` searches. */
export interface HorizonSearch {
  /** Altitude minus the threshold altitude, degrees, at a UT Julian Day (positive: above the threshold). */
  readonly f: (jdUt: number) => number;
  /** Local hour angle of the same body, degrees. */
  readonly hourAngle: (jdUt: number) => number;
  /** Root tolerance of the crossings, days. */
  readonly toleranceDays: number;
}

/** The crossings of the threshold and the transits in a range. */
export interface HorizonCrossings {
  /** Every crossing of the threshold in [from, to], in time order. */
  readonly crossings: ThresholdCrossing[];
  /** Upper and lower transits in [from, to], in time order. */
  readonly culminations: Culmination[];
}

/**
 * @summary Upper and lower meridian transits between two UT Julian Days: the hour angle crossing 0° / 180°
 * while increasing (a decreasing step would be numerical noise), with the shared search engine.
 */
export function meridianTransits(
  hourAngle: (jdUt: number) => number,
  fromJdUt: number,
  toJdUt: number,
): Culmination[] {
  const crossings = findCrossings(
    { angle: hourAngle, targets: [0, 180], stepDays: HOUR_ANGLE_STEP_DAYS, toleranceDays: 1e-6 },
    fromJdUt,
    toJdUt,
  );
  return crossings.filter((c) => c.direction > 0).map((c) => ({ jdUt: c.jdTt, upper: c.target === 0 }));
}

/**
 * @summary The instants of the extrema of `f` next to each transit (a maximum at an upper transit, a minimum at
 * a lower one), each sought by Brent's method between the midpoints with the neighbouring transits.
 */
export function culminationExtrema(f: (jdUt: number) => number, transits: readonly Culmination[]): number[] {
  return transits.map((c, i) => {
    const before = transits[i - 1];
    const after = transits[i + 1];
    const lo = before === undefined ? c.jdUt - QUARTER_TURN_DAYS : (before.jdUt + c.jdUt) / 2;
    const hi = after === undefined ? c.jdUt + QUARTER_TURN_DAYS : (c.jdUt + after.jdUt) / 2;
    const g = c.upper ? (t: number): number => -f(t) : f;
    return findMinimum(g, lo, hi, EXTREMUM_TOLERANCE_DAYS).jdTt;
  });
}

/**
 * @summary Every crossing of an altitude threshold and every meridian transit of a body between two UT Julian
 * Days, the scan bracketed by the altitude's extrema at the transits so that no short excursion is skipped.
 * @example horizonCrossings({ f: model.altitudeAboveH0, hourAngle: model.hourAngle, toleranceDays: 1e-6 }, jd, jd + 1)
 */
export function horizonCrossings(search: HorizonSearch, fromJdUt: number, toJdUt: number): HorizonCrossings {
  const { f, hourAngle, toleranceDays } = search;
  const culminations = meridianTransits(hourAngle, fromJdUt, toJdUt);
  const before = meridianTransits(hourAngle, fromJdUt - TRANSIT_MARGIN_DAYS, fromJdUt).filter(
    (c) => c.jdUt < fromJdUt,
  );
  const after = meridianTransits(hourAngle, toJdUt, toJdUt + TRANSIT_MARGIN_DAYS).filter(
    (c) => c.jdUt > toJdUt,
  );
  const extrema = culminationExtrema(f, [...before, ...culminations, ...after]);
  // The engine's grid (scanGrid) with the extrema as breakpoints, scanned as findRoots scans it.
  const grid = scanGrid(fromJdUt, toJdUt, ALTITUDE_STEP_DAYS, extrema);
  const crossings: ThresholdCrossing[] = [];
  let ta = grid[0]!;
  let fa = f(ta);
  if (fa === 0 && grid.length > 1) {
    const next = f(grid[1]!);
    if (next !== 0) crossings.push({ jdUt: ta, direction: next > 0 ? 1 : -1 });
  }
  for (let i = 1; i < grid.length; i += 1) {
    const tb = grid[i]!;
    const fb = f(tb);
    // A crossing in (ta, tb]: a strict sign change, or an exact zero at tb (fa = 0 was reported already).
    if (fa !== 0 && (fb === 0 || fa < 0 !== fb < 0)) {
      crossings.push({ jdUt: refineBracket(f, ta, tb, fa, fb, toleranceDays), direction: fa < 0 ? 1 : -1 });
    }
    ta = tb;
    fa = fb;
  }
  return { crossings, culminations };
}
