import type { Body } from '../schemas/enums.js';
import type { Instant } from '../time/instant.js';
import { apparentPlaceOf, type Observer } from './apparent-body.js';
import type { ApparentPlace } from './apparent-place.js';
import { BODY_METHODS, type BodyMethod } from './bodies.js';
import { INTEGRATION_RANGE } from './integration/index.js';
import {
  APPARENT_SEGMENT_SPECS, DEFAULT_APPARENT_SEGMENT_SPEC, DEFAULT_SEGMENT_SPEC, SEGMENT_SPECS, rangeApparentPlace,
} from './range-path.js';

/**
 * The plain-call fast path (issue 17, DESIGN.md §5): `bodyPosition` called in a loop over nearby instants — how
 * people write an ephemeris table or a sweep — is answered from the range path's cached Chebyshev segments
 * (range-path.ts `rangeApparentPlace`), while isolated calls at random instants keep the direct series path.
 *
 * The switch, per body: a call whose instant is within `fastPathWindowDays(body)` of the previous call for the same
 * body (and differs from it) extends that body's streak; any other call ends it. Once the streak counts
 * `FAST_PATH_STREAK` such steps (the third call of a daily loop), the answer comes from the segments. A call at exactly the previous instant keeps the path of
 * that previous call, so asking twice gives the same answer bit for bit. The state is two numbers per body (44 at
 * most); the segments live in the range path's one bounded LRU (segmented-chebyshev.ts, 8192 segments for all
 * fitted functions), so memory stays bounded whatever the calls.
 *
 * The two paths differ only by the range path's fit error, and the fast path is used only where that error was
 * measured below `FAST_PATH_TOLERANCE_ARCSEC` in longitude, latitude and declination: 1800–2200 (the integration's
 * main range), for every fitted body but the few listed in `DIRECT_ONLY` (measured in
 * tests/ephemeris/fast-path-place.test.ts and docs/performance.md "Plain calls"; outside 1800–2200 the range path
 * refits the era theories with errors up to 1.7″ for the asteroids and 0.13″ for the Moon, so every call there
 * stays direct). Speeds differ by the derivative of the fit error (≤ 0.5″/day, the range path's own bound).
 */

/** Nearby steps in a row (per body) after which the fast path answers: the first two calls of a loop stay direct. */
export const FAST_PATH_STREAK = 2;

/** The largest difference (arcseconds) allowed between the fast and the direct path in longitude, latitude, declination. */
export const FAST_PATH_TOLERANCE_ARCSEC = 0.01;

/**
 * Bodies whose range-path fit was measured above `FAST_PATH_TOLERANCE_ARCSEC` somewhere inside `FAST_PATH_JD_TT`
 * (sweeps every 0.77 day across the 50-year seams of the integration, every 0.61 day for 73 days every 10 years,
 * every 0.91 day for 55 days every 3 years; docs/performance.md "Plain calls"): always direct. Eros: 0.015″ at the
 * 2100-01-01 seam of its integration.
 */
export const DIRECT_ONLY: ReadonlySet<Body> = new Set<Body>(['Eros']);

/**
 * The longest segment (days) of any range-path fit, geometric or apparent (Uranus and Neptune: 512 days): a segment
 * that straddles an end of the main range mixes its theory with an era's and misses both (measured up to 0.8″ for
 * Ceres next to 1799-12-02), so the fast path keeps this far from the ends.
 */
const LONGEST_SEGMENT_DAYS = Math.max(
  ...[...Object.values(SEGMENT_SPECS), DEFAULT_SEGMENT_SPEC, ...Object.values(APPARENT_SEGMENT_SPECS), DEFAULT_APPARENT_SEGMENT_SPEC].map((s) => s.lengthDays),
);

/**
 * TT Julian Days where the fast path may answer: the integration's main range (1800–2200), one longest segment
 * and a day clear of each end (about 1801-04 to 2199-09).
 */
export const FAST_PATH_JD_TT = {
  from: INTEGRATION_RANGE.fromJdTt + LONGEST_SEGMENT_DAYS + 1,
  to: INTEGRATION_RANGE.toJdTt - LONGEST_SEGMENT_DAYS - 1,
} as const;

/** The fitted body behind a body (an opposite point is its original's), or undefined for an unfitted one. */
function fittedBody(body: Body): Body | undefined {
  const method = BODY_METHODS[body] as BodyMethod | undefined;
  if (method === undefined) return undefined;
  if (method.kind === 'opposite') return fittedBody(method.of);
  return method.kind === 'sun' || method.kind === 'moon' || method.kind === 'heliocentric' || method.kind === 'lunar-point' ? body : undefined;
}

/**
 * @summary The largest step (days) between two calls for a body that keeps its streak: the length of one of its
 * range-path segments (a cold segment costs `nodes` first-level evaluations, repaid by the calls inside it); for
 * the lunar points, whose segments are fitted from the direct path itself, one node spacing (length / nodes), so
 * that the fast path never costs more direct evaluations than it saves. 0 for a body without fits (Vertex).
 * @example fastPathWindowDays('Moon') // 16
 */
export function fastPathWindowDays(body: Body): number {
  const fitted = fittedBody(body);
  if (fitted === undefined || DIRECT_ONLY.has(body) || DIRECT_ONLY.has(fitted)) return 0;
  const spec = APPARENT_SEGMENT_SPECS[fitted] ?? DEFAULT_APPARENT_SEGMENT_SPEC;
  return BODY_METHODS[fitted].kind === 'lunar-point' ? spec.lengthDays / spec.nodes : spec.lengthDays;
}

/** Per body: the TT Julian Day of its previous call and the length of its streak of nearby calls. */
interface Track {
  jdTt: number;
  streak: number;
}

/** Per body: its window (days; 0: never fast) and the TT Julian Days where its fast path may answer. */
interface Reach {
  readonly window: number;
  readonly from: number;
  readonly to: number;
}

const tracks = new Map<Body, Track>();
const reaches = new Map<Body, Reach>();

/**
 * A body's reach: `FAST_PATH_JD_TT`, narrowed for a body with a narrower span of its own to where the range path
 * fits it (its span two days clear of each end, range-path.ts) and one more day.
 */
function reachOf(body: Body): Reach {
  let reach = reaches.get(body);
  if (reach === undefined) {
    const fitted = fittedBody(body);
    const method = fitted === undefined ? undefined : BODY_METHODS[fitted];
    const span = method?.kind === 'heliocentric' ? method.span : undefined;
    reach = {
      window: fastPathWindowDays(body),
      from: Math.max(FAST_PATH_JD_TT.from, span === undefined ? -Infinity : span.fromJdTt + 3),
      to: Math.min(FAST_PATH_JD_TT.to, span === undefined ? Infinity : span.toJdTt - 3),
    };
    reaches.set(body, reach);
  }
  return reach;
}

/** @summary Forget every body's streak (tests; the next calls start direct again). */
export function resetFastPath(): void {
  tracks.clear();
}

/**
 * @summary Whether the next call for `body` at `jdTt` would be answered by the fast path, updating the body's
 * streak as that call does.
 */
function takeFastPath(body: Body, jdTt: number): boolean {
  const { window, from, to } = reachOf(body);
  if (window === 0) return false;
  let track = tracks.get(body);
  if (track === undefined) {
    track = { jdTt: Number.NaN, streak: 0 };
    tracks.set(body, track);
  }
  const step = Math.abs(jdTt - track.jdTt);
  if (step !== 0) {
    track.streak = step <= window ? track.streak + 1 : 0;
    track.jdTt = jdTt;
  }
  return track.streak >= FAST_PATH_STREAK && jdTt >= from && jdTt <= to;
}

/**
 * @summary The apparent place of a body at an instant (true ecliptic and equinox of date, geocentric — the default
 * frame), from the range path's segments when the calls for this body walk through time, else from the series
 * directly (`apparentPlaceOf`); inputs taken as valid, errors those of `apparentPlaceOf`.
 * @example fastPathPlace('Mars', instantFromJulianDay(2460000.5, 'TT')).longitude // ≈ 68.6
 */
export function fastPathPlace(body: Body, at: Instant, observer?: Observer): ApparentPlace {
  if (takeFastPath(body, at.jdTt)) {
    try {
      return rangeApparentPlace(body, at.jdTt);
    } catch {
      // A theory that cannot be fitted here (an era not loaded): the direct path says why, in its own words.
    }
  }
  return apparentPlaceOf(body, at, observer);
}
