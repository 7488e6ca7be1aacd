import type { WarningNote } from '../i18n/warning-words.js';

/**
 * The inputs every house system shares, and the result type of a system.
 */

/** The local sky at one instant: all angles in degrees. */
export interface HouseFrame {
  /** Right ascension of the meridian (local apparent sidereal time in degrees), [0, 360). */
  readonly armc: number;
  /** True obliquity of the ecliptic. */
  readonly obliquity: number;
  /** Geographic latitude, −90..90, north positive. */
  readonly latitude: number;
  /** Ascendant (eastern ecliptic–horizon intersection), [0, 360). */
  readonly ascendant: number;
  /** Midheaven (ecliptic point on the upper meridian), [0, 360). */
  readonly midheaven: number;
  /** Apparent declination of the Sun, degrees: needed by the Sunshine systems only (undefined otherwise). */
  readonly sunDeclination?: number | undefined;
}

/**
 * Twelve (Gauquelin: 36) cusp longitudes in house order (index 0 = cusp 1), each in [0, 360); or, where the system is not
 * defined for this frame, the reason (the caller then applies the polar policy).
 */
export type CuspResult =
  | { readonly ok: true; readonly cusps: readonly number[] }
  | { readonly ok: false; readonly reason: WarningNote };

/** A house system as a pure function of the frame. */
export type HouseSystemFunction = (frame: HouseFrame) => CuspResult;
