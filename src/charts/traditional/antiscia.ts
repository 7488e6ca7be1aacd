import type { Antiscia, AntisciaConnection } from '../../schemas/index.js';
import { angularSeparation, normalizeDegrees } from '../../units/angle.js';
import { signOf } from '../../zodiac/signs.js';
import type { Body } from '../../schemas/index.js';

export type { Antiscia, AntisciaConnection };

/**
 * @summary Antiscion of a longitude: its mirror image across the solstitial (Cancer–Capricorn) axis, 180° − λ —
 * the point with the same declination (on the ecliptic) and the same day length (Firmicus Maternus, Mathesis
 * II.29; Ptolemy, Tetrabiblos I.16, signs "of equal power"; Lilly, Christian Astrology, 1647, Book I, "Of the
 * Antiscions of the Planets").
 * @example antiscion(10) // 170 (10° Aries ↔ 20° Virgo)
 */
export function antiscion(longitude: number): number {
  return normalizeDegrees(180 - longitude);
}

/**
 * @summary Contra-antiscion: the mirror across the equinoctial (Aries–Libra) axis, 360° − λ (the antiscion's
 * opposite point).
 * @example contraAntiscion(10) // 350
 */
export function contraAntiscion(longitude: number): number {
  return normalizeDegrees(360 - longitude); // 360 − λ, so that 0° maps to +0°
}

/**
 * @summary Antiscion and contra-antiscion of each body, with their signs. `placed` are known bodies with
 * longitudes in [0, 360) (tropical degrees), taken as valid: the numeric core of the records function `antiscia`.
 * @example antisciaOf([{ body: 'Sun', longitude: 10 }])[0].antisciaSign // 'Virgo'
 */
export function antisciaOf(placed: readonly { readonly body: Body; readonly longitude: number }[]): Antiscia[] {
  return placed.map(({ body, longitude }) => {
    const a = antiscion(longitude);
    const c = contraAntiscion(longitude);
    return {
      body,
      originalLongitude: longitude,
      antisciaLongitude: a,
      contraAntisciaLongitude: c,
      antisciaSign: signOf(a),
      contraAntisciaSign: signOf(c),
    };
  });
}

/**
 * @summary Pairs of bodies in which one stands on the other's antiscion (or contra-antiscion) within `orb` degrees
 * (default 1°). The relation is symmetric (B on A's antiscion ⇔ A on B's), so each pair is reported once per
 * kind, `body1` before `body2` in the input order; `orb` is the distance from exactness.
 * Inputs taken as valid (longitudes in [0, 360), an orb in 0..15): the numeric core of the records function
 * `antisciaConnections`.
 * @example antisciaLinks([{ body: 'Sun', longitude: 10 }, { body: 'Moon', longitude: 170.5 }], 1)
 * // [{ body1: 'Sun', body2: 'Moon', type: 'antiscia', orb: 0.5 }]
 */
export function antisciaLinks(placed: readonly { readonly body: Body; readonly longitude: number }[], limit: number): AntisciaConnection[] {
  const out: AntisciaConnection[] = [];
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      const a = placed[i]!;
      const b = placed[j]!;
      const anti = angularSeparation(antiscion(a.longitude), b.longitude);
      if (anti <= limit) out.push({ body1: a.body, body2: b.body, type: 'antiscia', orb: anti });
      const contra = angularSeparation(contraAntiscion(a.longitude), b.longitude);
      if (contra <= limit) out.push({ body1: a.body, body2: b.body, type: 'contraAntiscia', orb: contra });
    }
  }
  return out;
}
