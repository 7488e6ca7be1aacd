import { normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { porphyryLongitudes } from './porphyry.js';

/**
 * @summary Sripati (Śrīpati) houses: the Porphyry cusps (bhāva madhya, house middles) are taken as the MIDDLES of
 * the houses, and each house begins at the midpoint (bhāva sandhi) between the previous house middle and its own:
 * cusp n = Porphyry cusp (n − 1) + ½ × arc(Porphyry cusp (n − 1) → Porphyry cusp n). Śrīpati, Śrīpatipaddhati
 * (11th c.); as tabulated by the Swiss Ephemeris (system "S"), against which it is verified.
 * @example sripatiCusps(frame).cusps[0] // midpoint of Porphyry cusps 12 and 1
 */
export function sripatiCusps(frame: HouseFrame): CuspResult {
  const middles = porphyryLongitudes(frame.ascendant, frame.midheaven);
  const cusps = middles.map((middle, i) => {
    const previous = middles[(i + 11) % 12] as number;
    return normalizeDegrees(previous + forwardArc(previous, middle) / 2);
  });
  return { ok: true, cusps };
}
