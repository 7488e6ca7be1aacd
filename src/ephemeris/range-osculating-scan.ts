import { normalizeDegrees } from '../units/angle.js';
import { osculatingPointsOfDate } from './lunar-points/lunar-point.js';
import { moonGeocentricPosition } from './moon.js';
import { fitDomainOf, fittedState, nutationFit, positionFit } from './range-geometric-fits.js';
import { APPARENT_SEGMENT_SPECS, rangeJd } from './range-path.js';
import { SegmentedChebyshev } from './segmented-chebyshev.js';

/**
 * SCAN fits of the osculating node and apogee (issue 17, heavy ranges): their longitude (mean equinox of date,
 * unwrapped) from the GEOMETRIC Moon fit of the range path (the faster ELP/MPP02 selection, `moonGeocentricPosition`,
 * velocity = the fit's derivative) instead of the contract Moon. They cost a fifth of the precise fits and stray
 * from the direct path by up to `OSCULATING_SCAN_BOUND_DEG` — good enough to find where a longitude comes near a
 * sign boundary; the ingress search then settles every crossing on the direct path (events/ingresses.ts).
 */
const scanFits = new Map<'NorthNode' | 'LilithTrue', SegmentedChebyshev>();

function osculatingScanFit(point: 'NorthNode' | 'LilithTrue'): SegmentedChebyshev {
  let fit = scanFits.get(point);
  if (fit === undefined) {
    let previous = 0;
    const moon = positionFit('Moon', moonGeocentricPosition);
    fit = new SegmentedChebyshev(
      `scan:${point}`,
      1,
      APPARENT_SEGMENT_SPECS[point]!,
      (jd, out) => {
        const o = osculatingPointsOfDate(jd, fittedState(moon, jd));
        let lambda = point === 'NorthNode' ? o.nodeLongitude : o.apogeeLongitude;
        lambda += 360 * Math.round((previous - lambda) / 360);
        previous = lambda;
        out[0] = lambda;
      },
      fitDomainOf(point),
    );
    scanFits.set(point, fit);
  }
  return fit;
}

/**
 * Bounds (degrees) of |scan − direct| in longitude for the osculating points, about four times the largest
 * difference measured at 40,000 random instants over 1800–2200 and over −3000..+3000 (3.5″ for the node, 16.5″
 * for the apogee; docs/performance.md, "Heavy ranges").
 */
export const OSCULATING_SCAN_BOUND_DEG = { NorthNode: 15 / 3600, LilithTrue: 70 / 3600 } as const;

const scanValue = new Float64Array(1);
const nutationValues = new Float64Array(2);
const nutationRates = new Float64Array(2);
const scanRate = new Float64Array(1);

/**
 * @summary A cheap longitude (true equinox of date, degrees [0, 360)) and daily motion of the true node, the South
 * node or the true apogee, within `OSCULATING_SCAN_BOUND_DEG` of the direct path: for SCANNING (bracketing sign
 * boundaries); results come from the direct path (`lunarPoint`).
 */
export function osculatingScanLongitude(body: 'NorthNode' | 'SouthNode' | 'LilithTrue', jdTt: number): { longitude: number; speed: number } {
  rangeJd(jdTt);
  const point = body === 'LilithTrue' ? 'LilithTrue' : 'NorthNode';
  osculatingScanFit(point).evaluate(jdTt, scanValue, scanRate);
  nutationFit.evaluate(jdTt, nutationValues, nutationRates);
  const longitude = scanValue[0]! + nutationValues[0]! + (body === 'SouthNode' ? 180 : 0);
  return { longitude: normalizeDegrees(longitude), speed: scanRate[0]! + nutationRates[0]! };
}
