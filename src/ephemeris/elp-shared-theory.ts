import type { AngleRecipe, UnpackedRecipe } from './angle-recipes.js';
import type { ElpSecularCorrection } from './elp-secular-correction.js';

/**
 * ELP/MPP02 series repacked around their distinct arguments, for single-instant evaluation.
 *
 * Every ELP/MPP02 term is A·sin(φ0 + x(T)), x(T) = φ1T + φ2T² + φ3T³ + φ4T⁴ (Chapront & Francou 2003, A&A 404,
 * 735; the polynomial phases are integer combinations of the Delaunay and planetary arguments). Many terms share
 * x(T): the longitude and distance terms of one argument (sine and cosine), and the terms of the T¹–T³ series.
 * So, as in Chapront's own evaluation of ELP, the sine and cosine of each distinct argument are computed once
 * per instant and every term is built by angle addition:
 *   A sin(φ0 + x) = (A sin φ0)·cos x + (A cos φ0)·sin x.
 * The derivatives come from the same sines and cosines at no extra trigonometric cost:
 *   d/dT A sin(φ0 + x) = A cos(φ0 + x)·x′,  d²/dT² = A cos(φ0 + x)·x″ − A sin(φ0 + x)·x′².
 * Rates are therefore those of the position series itself (no separate, more coarsely truncated rate series).
 */
export interface ElpSharedTheory extends UnpackedRecipe {
  /** W1 polynomial (radians, T in centuries). */
  readonly w1: readonly number[];
  /** Number of distinct arguments. */
  readonly count: number;
  /** φ1, φ2, φ3, φ4 of each distinct argument. */
  readonly frequencies: Float64Array;
  /** Per coordinate (L, B, R), per power of T: argument indices and [A sin φ0, A cos φ0] per term. */
  readonly coordinates: readonly (readonly { readonly index: Int32Array; readonly terms: Float64Array }[])[];
  /** Angle-addition recipe of the arguments (angle-recipes.ts), or none. */
  readonly recipe: AngleRecipe | undefined;
  /** Terms kept (for documentation and tests). */
  readonly terms: number;
  /** Scratch arrays: x (of the directly computed arguments only), cos x, sin x, x′, x″ per argument. */
  readonly args: Float64Array;
  readonly cosines: Float64Array;
  readonly sines: Float64Array;
  readonly rates: Float64Array;
  readonly accelerations: Float64Array;
  /**
   * Long-span secular correction (elp-secular-correction.ts), or none: per argument [k1, k2, k3] and the
   * fitted polynomials. After each evaluation `secularW1` holds [active (1/0), δW1, δW1′, δW1″] (radians, per
   * century) for the caller to add to W1.
   */
  readonly secular: ElpSecularState | undefined;
  readonly secularW1: Float64Array;
  /**
   * For a theory whose lists begin with a sub-selection (`shareElpDecoded`'s `leading`): how many terms lead, per
   * coordinate and power (`evaluateElpSharedLeading` sums them apart on the way).
   */
  readonly leadingCounts?: readonly (readonly number[])[];
}

/**
 * The long-span secular correction of a table: the fitted polynomials and, computed on first need (never within
 * 1800–2200, where the correction is zero), [k1, k2, k3] per argument of the decoded table
 * (`elpSecularArgumentCoefficients`).
 */
export interface ElpSecularInput {
  readonly coefficients: () => Float64Array;
  readonly correction: ElpSecularCorrection;
}

/** The correction as a shared theory holds it: the table's argument index of each own argument. */
export interface ElpSecularState {
  readonly input: ElpSecularInput;
  readonly original: Int32Array;
  coefficients: Float64Array | undefined;
}
