import { signedDelta } from '../units/index.js';

/**
 * @summary Rate of change of an aspect's orb, degrees per day: negative while the aspect applies (closes).
 *
 * With d = signedDelta(lonA, lonB) in (−180, 180] and separation s = |d|, ds/dt = sign(d)·(speedB − speedA)
 * (at s = 0 the separation can only grow and at s = 180 only shrink: ds/dt = ±|speedB − speedA|), and the orb |s − angle| changes at
 * sign(s − angle)·ds/dt. Speeds are signed (negative = retrograde), and working with the signed difference
 * folded into (−180, 180] makes the rule correct across 0° Aries.
 * @example orbRate(10, 1, 20, 0, 0) // -1: the faster body at 10° closes on the one at 20°
 */
export function orbRate(lonA: number, speedA: number, lonB: number, speedB: number, angle: number): number {
  const d = signedDelta(lonA, lonB);
  const s = Math.abs(d);
  const relative = speedB - speedA;
  // At s = 0 the separation can only grow, at s = 180 only shrink, whatever the direction of motion.
  const separationRate = s === 0 ? Math.abs(relative) : s === 180 ? -Math.abs(relative) : Math.sign(d) * relative;
  return Math.sign(s - angle) * separationRate;
}

/**
 * @summary True when an aspect is applying: its orb is shrinking at this instant.
 *
 * An exact aspect (orb 0) and a pair with equal speeds are not applying (they are separating or static).
 * @example isApplying(10, 1, 20, 0, 0) // true
 * @example isApplying(10, -1, 20, 0, 0) // false (the retrograde body moves away)
 */
export function isApplying(lonA: number, speedA: number, lonB: number, speedB: number, angle: number): boolean {
  return orbRate(lonA, speedA, lonB, speedB, angle) < 0;
}
