import { OSCULATING_SCAN_BOUND_DEG, osculatingScanLongitude } from '../ephemeris/range-osculating-scan.js';
import { lunarPoint, lunarPointSpeed } from '../ephemeris/lunar-points/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { scanCrossings, type ScanModel } from './scan-crossings.js';
import type { Crossing, ValueAndRate } from './search.js';

/** The osculating lunar points: the true node, the South node (its opposite) and the true apogee (Lilith). */
export type OsculatingBody = 'NorthNode' | 'SouthNode' | 'LilithTrue';

/**
 * Scan step, days: the true node's motion reverses within days and the true apogee moves up to ~6°/day
 * (body-motion.ts, MOTION_STEP_DAYS: 0.5 for both).
 */
const SCAN_STEP_DAYS = 0.5;

/** @summary The direct path (ephemeris/lunar-points): longitude, true equinox of date, degrees, and daily motion. */
export function directOsculatingLongitude(body: OsculatingBody, jdTt: number): ValueAndRate {
  const point = body === 'LilithTrue' ? 'LilithTrue' : 'NorthNode';
  const longitude = lunarPoint(point, jdTt).longitude;
  return { value: body === 'SouthNode' ? normalizeDegrees(longitude + 180) : longitude, rate: lunarPointSpeed(point, jdTt) };
}

/**
 * @summary Crossings of the sign boundaries (multiples of 30°) by an osculating lunar point in [fromJdTt, toJdTt],
 * in time order, settled on the DIRECT path (`lunarPoint`, the contract ELP/MPP02 Moon) to 1e-7 day.
 *
 * The search scans a cheap model instead of the precise range-path fits (issue 17: fitting the contract Moon over
 * 50 years was half of a 42-body ingress search): `osculatingScanLongitude`, within ε = `OSCULATING_SCAN_BOUND_DEG`
 * of the direct path; every crossing lies where the scan is within ε of a boundary and is settled there on the direct
 * path (the zones and the settling: `scanCrossings`, events/scan-crossings.ts). A typical crossing costs two or three
 * direct evaluations.
 */
export function osculatingCrossings(body: OsculatingBody, boundaries: readonly number[], fromJdTt: number, toJdTt: number): Crossing[] {
  const model: ScanModel = {
    scan: (t) => osculatingScanLongitude(body, t),
    direct: (t) => directOsculatingLongitude(body, t),
    boundDeg: OSCULATING_SCAN_BOUND_DEG[body === 'LilithTrue' ? 'LilithTrue' : 'NorthNode'],
    stepDays: SCAN_STEP_DAYS,
  };
  return scanCrossings(model, boundaries, fromJdTt, toJdTt);
}
