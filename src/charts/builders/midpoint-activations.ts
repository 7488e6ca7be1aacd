import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { BODIES, type Body, type MidpointActivation } from '../../schemas/index.js';
import { angularSeparation } from '../../units/index.js';
import { midpoints } from './midpoints.js';
import { placedLongitudes, type LongitudeInput } from '../rules/placed-longitudes.js';

/**
 * Orb of a body on a midpoint: 1.5°, Urania's choice within the 1°–2° commonly allowed for natal midpoint
 * structures in cosmobiology (Ebertin) and the Hamburg school; transits to midpoints are usually read tighter
 * (pass `orb`).
 */
export const MIDPOINT_ORB_DEG = 1.5;

/** Options of {@link midpointActivations}. */
export interface MidpointActivationOptions {
  /** Orb, degrees, 0..22.5 (beyond 22.5° the conjunction and square ranges would overlap on the 45° sub-dial). */
  readonly orb?: number;
  /**
   * Bodies that activate the midpoints — transiting, progressed or directed bodies, or another person's. Default:
   * the same bodies (a natal midpoint structure), in which case a body never activates a midpoint it is part of.
   */
  readonly activators?: readonly LongitudeInput[];
}

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));

/**
 * @summary Bodies in hard aspect to a midpoint (spec `MidpointActivation`): conjunction (|λ − M| ≤ orb), square
 * (| |λ − M| − 90° | ≤ orb) or opposition (the far midpoint) — the "planetary pictures" A + B − C = 0 of Witte and
 * the midpoint structures C = A/B of Ebertin (The Combination of Stellar Influences).
 *
 * Midpoints are `midpoints(positions)` (nearer midpoints, linked pairs left out). Output in the midpoints' order,
 * then the activating body's `Body` order; `orb` is the distance from the exact aspect in degrees.
 * @example midpointActivations([{ body: 'Sun', longitude: 0 }, { body: 'Moon', longitude: 40 }, { body: 'Mars', longitude: 111 }])
 * // [{ midpoint: { body1: 'Sun', body2: 'Moon' }, activatingBody: 'Mars', activatingLongitude: 111, aspectType: 'square', orb: 1 }]
 */
export function midpointActivations(
  positions: readonly LongitudeInput[],
  options: MidpointActivationOptions = {},
): MidpointActivation[] {
  const orb = options.orb ?? MIDPOINT_ORB_DEG;
  if (typeof orb !== 'number' || !Number.isFinite(orb) || orb < 0 || orb > 22.5) {
    throw new UraniaError('OUT_OF_RANGE', 'orb must be a number of degrees in 0..22.5', { wording: wording('degreesIn', { field: 'orb', min: '0', max: '22.5' }), field: 'orb', received: orb, allowed: '0..22.5' });
  }
  const natal = options.activators === undefined;
  const activators = placedLongitudes(options.activators ?? positions, natal ? 'positions' : 'activators')
    .sort((a, b) => RANK.get(a.body)! - RANK.get(b.body)!);
  const out: MidpointActivation[] = [];
  for (const m of midpoints(positions)) {
    for (const act of activators) {
      if (natal && (act.body === m.body1 || act.body === m.body2)) continue;
      const d = angularSeparation(act.longitude, m.midpointLongitude);
      const found: [MidpointActivation['aspectType'], number] | undefined =
        d <= orb ? ['conjunction', d] : Math.abs(d - 90) <= orb ? ['square', Math.abs(d - 90)] : 180 - d <= orb ? ['opposition', 180 - d] : undefined;
      if (found === undefined) continue;
      out.push({
        midpoint: { body1: m.body1, body2: m.body2 },
        activatingBody: act.body,
        activatingLongitude: act.longitude,
        aspectType: found[0],
        orb: found[1],
      });
    }
  }
  return out;
}
