/**
 * The orb of an aspect followed along a body's motion without folding (not a test file).
 *
 * The unsigned separation of two longitudes folds at 0° and 180° (`delta` in technique-helpers.ts): a Moon that
 * passes an exact opposition within a step reads 179.94° before and 179.93° after, as if it had turned back. Here the
 * moving body's offset from the fixed point is unwrapped by continuity (steps move it far less than 180°) and the orb
 * is measured, before and after, from the SAME exact point (±angle + k·360°), so passing exactness shows as a change of
 * side instead of a fold.
 */

/** Signed offset of `to` from `from`, degrees in [−180, 180). */
export function signedOffset(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

/** A moving longitude's orb from an aspect to a fixed longitude at several instants, all from one exact point. */
export interface OrbAlongMotion {
  /** The exact point (fixed + target) nearest to the first instant, as an unwrapped offset from the fixed point. */
  readonly target: number;
  /** Unwrapped offsets of the moving body from the fixed point, one per instant (continuous: no jump at ±180°). */
  readonly offsets: readonly number[];
  /** Orb at each instant from `target`: |offset − target|, degrees (not folded). */
  readonly orbs: readonly number[];
  /** True when the moving body stays on one side of `target` at every instant (it does not pass exactness). */
  readonly oneSide: boolean;
}

/**
 * @summary Follows the moving longitudes `moving[i]` (successive instants, each step well under 180°) against the fixed
 * longitude `fixed` for the aspect `angle` (0..180): the exact point nearest to the first instant and the unfolded orbs.
 */
export function orbAlongMotion(fixed: number, moving: readonly number[], angle: number): OrbAlongMotion {
  const offsets: number[] = [];
  for (const lon of moving) {
    offsets.push(offsets.length === 0 ? signedOffset(fixed, lon) : offsets[offsets.length - 1]! + signedOffset(moving[offsets.length - 1]!, lon));
  }
  const first = offsets[0]!;
  // The exact points near an offset in [−180, 180): ±angle and their images one turn away.
  const candidates = [angle, -angle, angle - 360, 360 - angle];
  const target = candidates.reduce((best, c) => (Math.abs(first - c) < Math.abs(first - best) ? c : best));
  const orbs = offsets.map((o) => Math.abs(o - target));
  const sides = offsets.map((o) => Math.sign(o - target));
  return { target, offsets, orbs, oneSide: sides.every((s) => s === sides[0] && s !== 0) };
}
