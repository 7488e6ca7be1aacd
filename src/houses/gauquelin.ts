import { normalizeDegrees } from '../units/index.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { semiArcCusp } from './placidus.js';
import { warningNote } from '../i18n/warning-words.js';

/** @summary Number of Gauquelin sectors. */
export const GAUQUELIN_SECTORS = 36;

/**
 * @summary The 36 Gauquelin sectors: each ecliptic degree's own semi-diurnal and semi-nocturnal arcs divided into
 * nine equal parts of time (Placidus's principle with ninths instead of thirds); sector 1 begins at the Ascendant and
 * the sectors are numbered CLOCKWISE, in the direction of the diurnal motion: 1–9 from the rising point up to the MC
 * (cusp 10), 10–18 down to the setting point (cusp 19 = Descendant), 19–27 to the IC (cusp 28), 28–36 back up to the
 * Ascendant. M. Gauquelin, L'Influence des astres (1955); M. & F. Gauquelin, Methods of Determining the Sector
 * Positions (LERRCP, 1957). Cusp k (k = 2..9) lies (10 − k)/9 of its semi-diurnal arc east of the upper meridian;
 * cusp k (k = 29..36) has covered (k − 28)/9 of its semi-nocturnal arc since lower culmination; cusp k + 18 is cusp
 * k + 180°. Semi-arcs: Meeus (15.1) p. 102. So the cusps run against the order of the signs (`order: 'reversed'`).
 *
 * Undefined inside the polar circles (|φ| ≥ 90° − ε), like Placidus (some degrees never rise or set); the polar
 * policy then returns the twelve Porphyry cusps.
 * @example gauquelinCusps(frame).cusps[9] // frame.midheaven (sector 10 begins at the MC)
 */
export function gauquelinCusps(frame: HouseFrame): CuspResult {
  if (Math.abs(frame.latitude) >= 90 - frame.obliquity) {
    return { ok: false, reason: warningNote('polarUndefined', { system: 'Gauquelin' }) };
  }
  const half: number[] = [];
  for (let k = 1; k <= 18; k++) {
    if (k === 1) half.push(frame.ascendant);
    else if (k < 10) half.push(semiArcCusp(frame, 0, (10 - k) / 9, true));
    else if (k === 10) half.push(frame.midheaven);
    else {
      // k = 11..18 is the opposite of cusp k + 18 = 29..36, below the horizon in the east.
      const share = (k - 10) / 9;
      half.push(normalizeDegrees(semiArcCusp(frame, 180 * (1 - share), share, false) + 180));
    }
  }
  return { ok: true, cusps: [...half, ...half.map((c) => normalizeDegrees(c + 180))] };
}
