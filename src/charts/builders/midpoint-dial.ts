import type { MidpointDial } from '../../schemas/index.js';
import { placedLongitudes, type LongitudeInput } from '../rules/placed-longitudes.js';

/** The largest double below 90. */
const LARGEST_BELOW_90 = 90 - 2 ** -46;

/**
 * @summary Bodies on the 90° dial of cosmobiology (spec `MidpointDial`): dialPosition = longitude mod 90, in [0, 90).
 *
 * On the 90° dial the conjunction, square and opposition of the zodiac fall on one point (and the semisquare and
 * sesquiquadrate 45° away), so the hard-aspect midpoint structures read at a glance (Ebertin, The Combination of
 * Stellar Influences; Witte's Hamburg school used the same "Gradkreis"). In the order given.
 * @example midpointDial([{ body: 'Mars', longitude: 275.5 }]) // [{ body: 'Mars', originalLongitude: 275.5, dialPosition: 5.5 }]
 */
export function midpointDial(positions: readonly LongitudeInput[]): MidpointDial[] {
  return placedLongitudes(positions).map((p) => ({
    body: p.body,
    originalLongitude: p.longitude,
    dialPosition: Math.min(p.longitude % 90, LARGEST_BELOW_90),
  }));
}
