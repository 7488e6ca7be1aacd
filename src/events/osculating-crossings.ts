import { OSCULATING_SCAN_BOUND_DEG, osculatingScanLongitude } from '../ephemeris/range-osculating-scan.js';
import { lunarPoint, lunarPointSpeed } from '../ephemeris/lunar-points/index.js';
import { normalizeDegrees, signedDelta } from '../units/angle.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from './event-range.js';
import { DEFAULT_TOLERANCE_DAYS, findCrossings, findRoots, polishRoot, refineBracket, type Crossing, type ValueAndRate } from './search.js';

/** The osculating lunar points: the true node, the South node (its opposite) and the true apogee (Lilith). */
export type OsculatingBody = 'NorthNode' | 'SouthNode' | 'LilithTrue';

/**
 * Scan step, days: the true node's motion reverses within days and the true apogee moves up to ~6°/day
 * (body-motion.ts, MOTION_STEP_DAYS: 0.5 for both).
 */
const SCAN_STEP_DAYS = 0.5;

/** Tolerance of the band edges on the scan (days): at 6°/day 1e-5 day is 0.2″, far inside the band's margin. */
const EDGE_TOLERANCE_DAYS = 1e-5;

/** Tolerance of the scan root used as the seed of the polish on the direct path (days). */
const SEED_TOLERANCE_DAYS = 1e-4;

/** Newton steps on the direct path before the Illinois fallback. */
const POLISH_STEPS = 6;

/** @summary The direct path (ephemeris/lunar-points): longitude, true equinox of date, degrees, and daily motion. */
export function directOsculatingLongitude(body: OsculatingBody, jdTt: number): ValueAndRate {
  const point = body === 'LilithTrue' ? 'LilithTrue' : 'NorthNode';
  const longitude = lunarPoint(point, jdTt).longitude;
  return { value: body === 'SouthNode' ? normalizeDegrees(longitude + 180) : longitude, rate: lunarPointSpeed(point, jdTt) };
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
 * @summary Crossings of the sign boundaries (multiples of 30°) by an osculating lunar point in [fromJdTt, toJdTt],
 * in time order, settled on the DIRECT path (`lunarPoint`, the contract ELP/MPP02 Moon) to 1e-7 day.
 *
 * The search scans a cheap model instead of the precise range-path fits (issue 17: fitting the contract Moon over
 * 50 years was half of a 42-body ingress search): `osculatingScanLongitude`, within ε = `OSCULATING_SCAN_BOUND_DEG`
 * of the direct path. Where the scan is more than ε from a boundary B, the direct path is on the same side of B,
 * so every crossing of B lies in a ZONE where the scan is within ε of B. The zones are bounded by the scan's
 * crossings of B ± ε (the one engine, `findCrossings`, with the scan's stations as breakpoints); inside a zone the
 * scan's stations split it into monotonic pieces, the direct path's side is known at the band's edges (the scan's
 * side) and evaluated at the stations and at the range's ends, and each piece whose ends differ in side holds one
 * crossing: seeded at the scan's root, polished by Newton steps on the direct path (`polishRoot`) and, should they
 * not converge inside the piece, by Illinois on the direct path (`refineBracket`). A typical crossing costs two or
 * three direct evaluations. A pair of crossings closer to a station than the scan can resolve (|λ − B| at the
 * extremum below the station-time error times the motion, ≪ 0.01″) may be missed, as with any scan.
 */
export function osculatingCrossings(body: OsculatingBody, boundaries: readonly number[], fromJdTt: number, toJdTt: number): Crossing[] {
  const eps = OSCULATING_SCAN_BOUND_DEG[body === 'LilithTrue' ? 'LilithTrue' : 'NorthNode'];
  const scan = (t: number) => osculatingScanLongitude(body, t);
  // Stations just outside the range bound its first and last monotonic pieces.
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - SCAN_STEP_DAYS);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + SCAN_STEP_DAYS);
  const stations = findRoots({ f: (t) => scan(t).speed, stepDays: SCAN_STEP_DAYS }, lo, hi).map((r) => r.jdTt);
  const zones = bandZones(boundaries, eps, stations, fromJdTt, toJdTt, (t) => scan(t).longitude);
  const out: Crossing[] = [];
  for (const zone of zones) out.push(...crossingsInZone(body, zone, stations, (t) => scan(t).longitude, fromJdTt, toJdTt));
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
    { angle, targets: [...edges.keys()], stepDays: SCAN_STEP_DAYS, breakpoints: stations, toleranceDays: EDGE_TOLERANCE_DAYS },
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

/** The crossings of one zone's boundary by the direct path (see `osculatingCrossings`). */
function crossingsInZone(
  body: OsculatingBody,
  zone: Zone,
  stations: readonly number[],
  scanAngle: (t: number) => number,
  fromJdTt: number,
  toJdTt: number,
): Crossing[] {
  const b = zone.boundary;
  const scanG = (t: number): number => signedDelta(b, scanAngle(t));
  const direct = (t: number): ValueAndRate => directOsculatingLongitude(body, t);
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
