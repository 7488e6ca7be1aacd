import { ASPECTS } from '../aspects/aspect-table.js';
import { hasHeliocentricScan } from '../ephemeris/range-heliocentric-scan.js';
import { longitudeAndSpeed, motionStepDays } from '../events/body-motion.js';
import { SUPPORTED_END_JD_TT, SUPPORTED_START_JD_TT } from '../events/event-range.js';
import { directHeliocentricLongitude, heliocentricCrossings } from '../events/heliocentric-crossings.js';
import { findCrossings, type Crossing } from '../events/search.js';
import { stationsOf, type Station } from '../events/stations.js';
import type { AspectType, Body } from '../schemas/enums.js';
import { normalizeDegrees, signedDelta } from '../units/angle.js';

/** A fixed point of the natal chart a transiting body can aspect: its name and ecliptic longitude (degrees). */
export interface NatalPointLongitude {
  readonly point: string;
  readonly longitude: number;
}

/** An aspect the timeline looks for, with the orb it allows (degrees, > 0). */
export interface AspectOrb {
  readonly aspect: AspectType;
  readonly orb: number;
}

/** One exact pass of a contact: the instant (TT) and the transiting body's direction then. */
export interface ExactPass {
  readonly jdTt: number;
  readonly direction: 'direct' | 'retrograde';
}

/** One contact found by the engine (TT): a stretch of time the transiting body stays within orb of one aspect point. */
export interface TransitContact {
  readonly body: Body;
  readonly point: string;
  readonly natalLongitude: number;
  readonly aspect: AspectType;
  /** The longitude where the aspect is exact (natal longitude ± the aspect angle), degrees [0, 360). */
  readonly exactLongitude: number;
  readonly orb: number;
  /** When the body comes within orb, or the range's start when it already was (`entersBeforeRange`). */
  readonly entersJdTt: number;
  readonly entersBeforeRange: boolean;
  readonly exact: readonly ExactPass[];
  /** When the body leaves the orb, or the range's end when it still is within it (`leavesAfterRange`). */
  readonly leavesJdTt: number;
  readonly leavesAfterRange: boolean;
  /** The body's stations while within orb. */
  readonly stations: readonly Station[];
}

/** One aspect point (a natal longitude ± an aspect angle) with its orb band. */
interface Window {
  readonly point: NatalPointLongitude;
  readonly aspect: AspectType;
  readonly orb: number;
  readonly exact: number;
}

/** The roles a crossed longitude plays for the windows: their exact longitude or one edge of their band. */
type Role = { readonly window: Window; readonly edge: 'low' | 'exact' | 'high' };

/**
 * The aspect points of the natal points: for each aspect of angle a, the longitudes natal + a and natal − a (one
 * point for the conjunction and the opposition, where the two coincide). Working on the transiting body's own
 * longitude against these fixed points — never on |separation| − a — keeps the fold of the separation at 0° and
 * 180° out of the search: each point is an ordinary crossing target, its band [exact − orb, exact + orb] two more.
 */
function windowsOf(points: readonly NatalPointLongitude[], aspects: readonly AspectOrb[]): Window[] {
  const out: Window[] = [];
  for (const point of points) {
    for (const { aspect, orb } of aspects) {
      if (!(orb > 0)) continue;
      const a = ASPECTS[aspect].angle;
      const exacts = a === 0 || a === 180 ? [point.longitude + a] : [point.longitude + a, point.longitude - a];
      for (const e of exacts) out.push({ point, aspect, orb, exact: normalizeDegrees(e) });
    }
  }
  return out;
}

/**
 * @summary Crossings of fixed longitudes by a body in [fromJdTt, toJdTt], in time order. The heliocentric bodies
 * (Mercury–Pluto, Chiron, the asteroids…) on the engine's scan settled on the direct path (`heliocentricCrossings`,
 * what `bodyPosition` computes, to 1e-7 day); the others (the Sun, the Moon, the nodes, the mean points) on the
 * range path with the body's stations in the scan grid, as their ingresses are found (events/ingresses.ts).
 */
export function longitudeCrossings(body: Body, targets: readonly number[], fromJdTt: number, toJdTt: number): Crossing[] {
  if (hasHeliocentricScan(body)) return heliocentricCrossings(body, targets, fromJdTt, toJdTt);
  const step = motionStepDays(body);
  const lo = Math.max(SUPPORTED_START_JD_TT, fromJdTt - step);
  const hi = Math.min(SUPPORTED_END_JD_TT, toJdTt + step);
  const breakpoints = body === 'Sun' || body === 'Moon' ? [] : stationsOf(body, lo, hi).map((s) => s.jdTt);
  return findCrossings({ angle: (t) => longitudeAndSpeed(body, t).value, targets, stepDays: step, breakpoints }, fromJdTt, toJdTt);
}

/** The body's longitude as its crossings are settled (see `longitudeCrossings`). */
function longitudeOf(body: Body, jdTt: number): number {
  return hasHeliocentricScan(body) ? directHeliocentricLongitude(body, jdTt).value : longitudeAndSpeed(body, jdTt).value;
}

/**
 * @summary The contacts of one transiting body with natal points in [fromJdTt, toJdTt]: every stretch of time it
 * stays within orb of an aspect point, with the instant it enters the orb, each exact pass (three when a station
 * falls within orb and the body recrosses the point), the instant it leaves, and its stations within orb. One search
 * of the one engine per body over every aspect point and band edge at once. A crossing's role follows from its
 * direction (entering the band over its low edge moving direct or over its high edge moving retrograde), so a
 * contact never depends on counting crossings; one already within orb at `fromJdTt` (still within orb at
 * `toJdTt`) starts (ends) at the range's edge and says so.
 */
export function transitContacts(
  body: Body,
  points: readonly NatalPointLongitude[],
  aspects: readonly AspectOrb[],
  fromJdTt: number,
  toJdTt: number,
): TransitContact[] {
  const windows = windowsOf(points, aspects);
  if (windows.length === 0) return [];
  const roles = new Map<number, Role[]>();
  const add = (longitude: number, role: Role): void => {
    const key = normalizeDegrees(longitude);
    const list = roles.get(key);
    if (list === undefined) roles.set(key, [role]);
    else list.push(role);
  };
  for (const window of windows) {
    add(window.exact - window.orb, { window, edge: 'low' });
    add(window.exact, { window, edge: 'exact' });
    add(window.exact + window.orb, { window, edge: 'high' });
  }
  const crossings = longitudeCrossings(body, [...roles.keys()], fromJdTt, toJdTt);
  const stations = body === 'Sun' || body === 'Moon' ? [] : stationsOf(body, fromJdTt, toJdTt);
  const start = longitudeOf(body, fromJdTt);
  interface Open {
    enters: number;
    before: boolean;
    exact: ExactPass[];
  }
  const open = new Map<Window, Open>();
  for (const window of windows) {
    if (Math.abs(signedDelta(window.exact, start)) < window.orb) open.set(window, { enters: fromJdTt, before: true, exact: [] });
  }
  const out: TransitContact[] = [];
  const close = (window: Window, o: Open, leaves: number, after: boolean): void => {
    out.push({
      body,
      point: window.point.point,
      natalLongitude: window.point.longitude,
      aspect: window.aspect,
      exactLongitude: window.exact,
      orb: window.orb,
      entersJdTt: o.enters,
      entersBeforeRange: o.before,
      exact: o.exact,
      leavesJdTt: leaves,
      leavesAfterRange: after,
      stations: stations.filter((s) => s.jdTt >= o.enters && s.jdTt <= leaves),
    });
  };
  for (const c of crossings) {
    for (const { window, edge } of roles.get(normalizeDegrees(c.target)) ?? []) {
      const direct = c.direction > 0;
      if (edge === 'exact') {
        const o = open.get(window) ?? { enters: c.jdTt, before: false, exact: [] };
        open.set(window, o);
        o.exact.push({ jdTt: c.jdTt, direction: direct ? 'direct' : 'retrograde' });
        continue;
      }
      const entering = (edge === 'low') === direct;
      const o = open.get(window);
      if (entering) {
        if (o === undefined) open.set(window, { enters: c.jdTt, before: false, exact: [] });
      } else {
        close(window, o ?? { enters: fromJdTt, before: true, exact: [] }, c.jdTt, false);
        open.delete(window);
      }
    }
  }
  for (const [window, o] of open) close(window, o, toJdTt, true);
  return out.sort((a, b) => a.entersJdTt - b.entersJdTt);
}
