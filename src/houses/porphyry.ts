import { normalizeDegrees } from '../units/index.js';
import { forwardArc } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';

/**
 * @summary Porphyry houses: each quadrant between the angles (MC → Ascendant → IC) trisected in ecliptic
 * longitude. Porphyry, Introduction to the Tetrabiblos (3rd c.); Holden, A History of Horoscopic
 * Astrology (2nd ed. 2006). Defined at every latitude, which is why it is the polar fallback: the arc from
 * the MC forward to the (eastern) Ascendant is always in (0°, 180°).
 * @example porphyryCusps(frame).cusps[9] // frame.midheaven
 */
export function porphyryCusps(frame: HouseFrame): CuspResult {
  return { ok: true, cusps: porphyryLongitudes(frame.ascendant, frame.midheaven) };
}

/** The twelve Porphyry cusps from the Ascendant and the MC (shared with Sripati and Natural Graduation). */
export function porphyryLongitudes(ascendant: number, midheaven: number): number[] {
  const upper = forwardArc(midheaven, ascendant); // MC → Asc, the eastern upper quadrant, in (0, 180)
  const lower = 180 - upper; // Asc → IC
  const c = [
    ascendant,
    ascendant + lower / 3,
    ascendant + (2 * lower) / 3,
    midheaven + 180,
    midheaven + 180 + upper / 3,
    midheaven + 180 + (2 * upper) / 3,
  ];
  return [...c, ...c.map((x) => x + 180)].map(normalizeDegrees);
}
