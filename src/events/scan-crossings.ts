import { normalizeDegrees, signedDelta } from '../units/angle.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { DEFAULT_TOLERANCE_DAYS, findCrossings, findRoots, polishRoot, refineBracket, type Crossing, type ValueAndRate } from './search.js';

/** Tolerance of the band edges on the scan (days): at 6°/day 1e-5 day is 0.2″, far inside the band's margin. */
const EDGE_TOLERANCE_DAYS = 1e-5;

/** Tolerance of the scan root used as the seed of the settling on the direct path (days). */
const SEED_TOLERANCE_DAYS = 1e-4;

/** Newton steps on the direct path before the Illinois fallback. */
const POLISH_STEPS = 6;

/**
 * A body's longitude two ways: a cheap SCAN (longitude and its exact daily motion: the derivative of the scan
 * itself) within `boundDeg` of the DIRECT path at every instant, and the direct path (the truth).
 */
export interface ScanModel {
  /** The cheap longitude (degrees, any wrap) and its daily motion (degrees/day). */
  readonly scan: (jdTt: number) => { readonly longitude: number; readonly speed: number };
  /** The direct path: longitude (degrees) and daily motion. */
  readonly direct: (jdTt: number) => ValueAndRate;
  /** A proven (measured, with a safety factor) bound of |scan − direct| in longitude, degrees. */
  readonly boundDeg: number;
  /** Scan step, days: shorter than the spacing of the scan's successive stations. */
  readonly stepDays: number;
  /**
   * How far beyond the range the scan's stations are looked for (days; default `stepDays`). Only the stations inside
   * the range split it (the grid of `findCrossings` and the zones' pieces start and end at the range's ends), so 0
   * loses nothing, and keeps the scan inside the range: a search starting just after a change of data (the first days
   * of the 1800–2200 tables, of an era, of a body's span) then never reads the data before it.
   */
  readonly stationMarginDays?: number;
}

/** One stretch of time in which the scan stays within the bound of a sign boundary. */
interface Zone {
  readonly boundary: number;
  readonly start: number;
  readonly end: number;
  /** Whether the zone starts (ends) where the scan crosses the band's edge: the direct path's side is the scan's. */
  readonly startOnEdge: boolean;
  readonly endOnEdge: boolean;
}

/**
 * @summary Crossings of target longitudes (the sign boundaries) by a body in [fromJdTt, toJdTt], in time order,
 * found on a cheap scan and settled on the DIRECT path to 1e-7 day (issue 17, heavy ranges).
 *
 * Let ε = `model.boundDeg` bound |scan − direct|. Where the scan is more than ε from a boundary B, the direct path is
 * on the same side of B, so every crossing of B lies in a ZONE where the scan is within ε of B. The zones are bounded
 * by the scan's crossings of B ± ε (the one engine, `findCrossings`, with the scan's stations as breakpoints); inside
 * a zone the scan's stations split it into monotonic pieces, the direct path's side is known at the band's edges (the
 * scan's side) and evaluated at the stations and at the range's ends, and each piece whose ends differ in side holds
 * one crossing: seeded at the scan's root, polished by Newton steps on the direct path (`polishRoot`) and, should
 * they not converge inside the piece, by Illinois on the direct path (`refineBracket`). A typical crossing costs two
 * or three direct evaluations. A pair of crossings closer to a station than the scan can resolve (|λ − B| at the
 * extremum below ½·a·Δt², a the acceleration and Δt the offset of the direct path's station from the scan's: ≪ 0.01″)
 * may be missed, as with any scan.
 */
export function scanCrossings(model: ScanModel, boundaries: readonly number[], fromJdTt: number, toJdTt: number): Crossing[] {
  const eps = model.boundDeg;
  const step = model.stepDays;
  const scan = model.scan;
  // Stations just outside the range (see `stationMarginDays`).
  const margin = model.stationMarginDays ?? step;
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - margin);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + margin);
  const stations = findRoots({ f: (t) => scan(t).speed, stepDays: step }, lo, hi).map((r) => r.jdTt);
  const angle = (t: number): number => scan(t).longitude;
  const zones = bandZones(boundaries, eps, step, stations, fromJdTt, toJdTt, angle);
  const out: Crossing[] = [];
  for (const zone of zones) out.push(...crossingsInZone(model.direct, zone, stations, angle, fromJdTt, toJdTt));
  return out.sort((a, b) => a.jdTt - b.jdTt);
}

/**
 * The zones of [from, to] in which the scan angle is within `eps` of a boundary: from the scan's crossings of every
 * B − eps (entering when increasing, leaving when decreasing) and B + eps (the reverse), plus the zones open at
 * `from` (the scan already within the band) or still open at `to`.
 */
function bandZones(
  boundaries: readonly number[],
  eps: number,
  stepDays: number,
  stations: readonly number[],
  fromJdTt: number,
  toJdTt: number,
  angle: (t: number) => number,
): Zone[] {
  const edges = new Map<number, { boundary: number; lower: boolean }>();
  for (const b of boundaries) {
    edges.set(normalizeDegrees(b - eps), { boundary: b, lower: true });
    edges.set(normalizeDegrees(b + eps), { boundary: b, lower: false });
  }
  const crossings = findCrossings(
    { angle, targets: [...edges.keys()], stepDays, breakpoints: stations, toleranceDays: EDGE_TOLERANCE_DAYS },
    fromJdTt,
    toJdTt,
  );
  const a0 = angle(fromJdTt);
  const open = new Map<number, { start: number; onEdge: boolean }>();
  for (const b of boundaries) if (Math.abs(signedDelta(b, a0)) < eps) open.set(b, { start: fromJdTt, onEdge: false });
  const zones: Zone[] = [];
  for (const c of crossings) {
    const edge = edges.get(c.target)!;
    const entering = edge.lower === c.direction > 0;
    const current = open.get(edge.boundary);
    if (entering) {
      if (current === undefined) open.set(edge.boundary, { start: c.jdTt, onEdge: true });
      continue;
    }
    // Leaving: the zone opened at its entry (or, if the entry was not seen, at `from`).
    const start = current ?? { start: fromJdTt, onEdge: false };
    zones.push({ boundary: edge.boundary, start: start.start, end: c.jdTt, startOnEdge: start.onEdge, endOnEdge: true });
    open.delete(edge.boundary);
  }
  for (const [boundary, z] of open) zones.push({ boundary, start: z.start, end: toJdTt, startOnEdge: z.onEdge, endOnEdge: false });
  return zones;
}

/** The crossings of one zone's boundary by the direct path (see `scanCrossings`). */
function crossingsInZone(
  direct: (t: number) => ValueAndRate,
  zone: Zone,
  stations: readonly number[],
  scanAngle: (t: number) => number,
  fromJdTt: number,
  toJdTt: number,
): Crossing[] {
  const b = zone.boundary;
  const scanG = (t: number): number => signedDelta(b, scanAngle(t));
  const directG = (t: number): number => signedDelta(b, direct(t).value);
  // The pieces' ends and the direct path's side of B there (a value with the right sign).
  const times = [zone.start, ...stations.filter((s) => s > zone.start && s < zone.end), zone.end];
  const sides = times.map((t, i) => {
    const onEdge = (i === 0 && zone.startOnEdge) || (i === times.length - 1 && zone.endOnEdge);
    return onEdge ? scanG(t) : directG(t);
  });
  const found: Crossing[] = [];
  for (let i = 1; i < times.length; i += 1) {
    const a = times[i - 1]!;
    const c = times[i]!;
    const ga = sides[i - 1]!;
    const gc = sides[i]!;
    if (ga === 0) {
      if (i === 1 && a >= fromJdTt) found.push({ jdTt: a, target: b, direction: gc > 0 ? 1 : -1 });
      continue;
    }
    if (gc !== 0 && ga < 0 === gc < 0) continue;
    const t = settle(direct, b, a, c, ga, gc, scanG);
    if (t >= fromJdTt && t <= toJdTt) found.push({ jdTt: t, target: b, direction: ga < 0 ? 1 : -1 });
  }
  return found;
}

/**
 * The root in [a, c] (sides ga, gc of opposite signs) of the direct path's difference from B: Newton from the
 * scan's root, or Illinois on the direct path if Newton does not converge inside [a, c].
 */
function settle(
  direct: (t: number) => ValueAndRate,
  b: number,
  a: number,
  c: number,
  ga: number,
  gc: number,
  scanG: (t: number) => number,
): number {
  const sa = scanG(a);
  const sc = scanG(c);
  const seed = sa !== 0 && sc !== 0 && sa < 0 !== sc < 0 ? refineBracket(scanG, a, c, sa, sc, SEED_TOLERANCE_DAYS) : 0.5 * (a + c);
  let lastStep = Number.POSITIVE_INFINITY;
  const evaluate = (t: number): ValueAndRate => {
    const p = direct(t);
    lastStep = signedDelta(b, p.value) / p.rate;
    return p;
  };
  const t = polishRoot({ evaluate, maxSteps: POLISH_STEPS }, (v) => signedDelta(b, v), seed, a, c, DEFAULT_TOLERANCE_DAYS);
  if (Math.abs(lastStep) < DEFAULT_TOLERANCE_DAYS) return t;
  const g = (x: number): number => signedDelta(b, direct(x).value);
  return refineBracket(g, a, c, ga, gc, DEFAULT_TOLERANCE_DAYS);
}
