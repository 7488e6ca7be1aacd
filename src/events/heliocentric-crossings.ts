import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { apparentContext } from '../ephemeris/apparent-context.js';
import { apparentFromHeliocentric } from '../ephemeris/apparent-place.js';
import { BODY_METHODS } from '../ephemeris/bodies.js';
import { HELIOCENTRIC_SCAN_BOUND_DEG, heliocentricScanLongitude } from '../ephemeris/range-heliocentric-scan.js';
import type { Body } from '../schemas/enums.js';
import { motionStepDays } from './body-motion.js';
import { scanCrossings, type ScanModel } from './scan-crossings.js';
import type { Crossing, ValueAndRate } from './search.js';

/**
 * Scan steps (days): at most half the shortest interval between two successive stations of the body's scan,
 * measured over its whole span (−3000..+3000 or narrower; stations found with a 1-day step, Mercury 0.5):
 * Mercury 19.7 days, Venus 40.8, Mars 59.7, Jupiter 117, Saturn 133, Uranus 149, Neptune and Pluto 156, Chiron 128,
 * Ceres 88, Juno 71, Vesta 84, Pallas 49, Hygiea 94, Astraea 78, Psyche 90, Sappho 71, Eros 9.3, Amor 18.7, the TNOs
 * 156–161, the Uranian bodies 160–166. (The steps of body-motion.ts, for the stations and the other searches, are
 * shorter: 5 days for every minor body.)
 */
const SCAN_STEP_DAYS: Partial<Record<Body, number>> = {
  Mercury: 8,
  Venus: 16,
  Mars: 24,
  Jupiter: 48,
  Saturn: 60,
  Uranus: 60,
  Neptune: 60,
  Pluto: 60,
  Chiron: 60,
  Ceres: 40,
  Juno: 32,
  Vesta: 40,
  Pallas: 24,
  Hygiea: 40,
  Astraea: 32,
  Psyche: 40,
  Sappho: 32,
  Eros: 4,
  Amor: 8,
  Eris: 64,
  Sedna: 64,
  Makemake: 64,
  Haumea: 64,
  Quaoar: 64,
  Ixion: 64,
  Varuna: 64,
  Cupido: 64,
  Hades: 64,
  Zeus: 64,
  Kronos: 64,
  Apollon: 64,
  Admetos: 64,
  Vulkanus: 64,
  Poseidon: 64,
};

/**
 * @summary The scan step (days) of a heliocentric body's ingress search (`heliocentricCrossings`); a body not measured
 * above takes the general motion step of body-motion.ts.
 */
export function heliocentricScanStepDays(body: Body): number {
  return SCAN_STEP_DAYS[body] ?? motionStepDays(body);
}

/**
 * @summary The direct path of a heliocentric body (its theory, the apparent context of the series and the full
 * apparent-place pipeline: what `bodyPosition` computes at an isolated instant): longitude, true equinox of date,
 * degrees, and daily motion.
 */
export function directHeliocentricLongitude(body: Body, jdTt: number): ValueAndRate {
  const method = BODY_METHODS[body];
  if (method.kind !== 'heliocentric') {
    throw new UraniaError('INVALID_ARGUMENT', `${body} has no heliocentric theory`, { wording: wording('heliocentric.noTheory', { body }), field: 'body', received: body, allowed: 'a heliocentric body' });
  }
  const p = apparentFromHeliocentric(apparentContext(jdTt), method.source(jdTt));
  return { value: p.longitude, rate: p.speed };
}

/**
 * @summary Crossings of the sign boundaries (multiples of 30°) by a heliocentric body in [fromJdTt, toJdTt], in time
 * order, settled on the DIRECT path to 1e-7 day: scanned on `heliocentricScanLongitude` (long scan fits, within
 * `HELIOCENTRIC_SCAN_BOUND_DEG` of the direct path) instead of the precise apparent fits of the range path, whose
 * nodes were most of a many-body search's time (issue 17); the zones and the settling: `scanCrossings`.
 */
export function heliocentricCrossings(body: Body, boundaries: readonly number[], fromJdTt: number, toJdTt: number): Crossing[] {
  const model: ScanModel = {
    scan: (t) => heliocentricScanLongitude(body, t),
    direct: (t) => directHeliocentricLongitude(body, t),
    boundDeg: HELIOCENTRIC_SCAN_BOUND_DEG,
    stepDays: heliocentricScanStepDays(body),
    // Only the stations inside the range split it; looking beyond it with steps of up to 64 days would read the data
    // before a range that starts just after a change of data (the 1800–2200 tables, an era, the body's span).
    stationMarginDays: 0,
  };
  return scanCrossings(model, boundaries, fromJdTt, toJdTt);
}
