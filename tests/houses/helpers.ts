/** Test helpers for the houses suite (independent of src/units so the tests do not trust the code under test). */

/** One arcsecond in degrees. */
export const ARCSEC = 1 / 3600;

/** Absolute angular difference |a − b| folded into [0, 180]. */
export function angleError(a: number, b: number): number {
  const d = ((((a - b) % 360) + 540) % 360) - 180;
  return Math.abs(d);
}

/** Spec value of each Swiss Ephemeris house letter in the reference table. */
export const LETTER_TO_SYSTEM = {
  P: 'Placidus',
  K: 'Koch',
  E: 'Equal',
  W: 'Whole',
  C: 'Campanus',
  R: 'Regiomontanus',
  M: 'Morinus',
  O: 'Porphyry',
  B: 'Alcabitius',
  T: 'Topocentric',
  X: 'Meridian',
  V: 'VehlowEqual',
  S: 'Sripati',
} as const;
