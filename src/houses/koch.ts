import { DEG_PER_RAD, RAD_PER_DEG } from '../units/index.js';
import { completeCusps, declinationOfLongitude, poleAscendant } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { warningNote } from '../i18n/warning-words.js';

/**
 * @summary Koch (birthplace, GOH) houses: the MC degree's semi-diurnal arc SDA is trisected in time, and the cusps
 * are the Ascendants (at the birth latitude) of the moments the MC degree had covered 1/3 and 2/3 of its way from
 * rising to culmination: cusps 11, 12 = Asc(ARMC − 2 SDA/3), Asc(ARMC − SDA/3); and symmetrically below the
 * horizon, cusps 2, 3 = Asc(ARMC + SDA/3), Asc(ARMC + 2 SDA/3) (the IC degree's semi-nocturnal arc equals the MC
 * degree's semi-diurnal arc). W. Koch & E. Schaeck, Häusertabellen des Geburtsortes (1971); Holden, The Elements of
 * House Division (1977). SDA = arccos(−tan φ tan δ_MC) (Meeus, Astronomical Algorithms 2nd ed., (15.1) p. 102);
 * Ascendant: Meeus (14.2) p. 99.
 *
 * Undefined inside the polar circles (|φ| ≥ 90° − ε), where the MC degree may never rise and the Ascendant jumps.
 * @example kochCusps(frame).cusps[0] // frame.ascendant
 */
export function kochCusps(frame: HouseFrame): CuspResult {
  const { armc, obliquity, latitude, ascendant, midheaven } = frame;
  if (Math.abs(latitude) >= 90 - obliquity) {
    return { ok: false, reason: warningNote('polarUndefined', { system: 'Koch' }) };
  }
  const x = -Math.tan(latitude * RAD_PER_DEG) * Math.tan(declinationOfLongitude(midheaven, obliquity) * RAD_PER_DEG);
  const sda = Math.acos(Math.min(1, Math.max(-1, x))) * DEG_PER_RAD;
  const asc = (ramc: number): number => poleAscendant(ramc, latitude, obliquity);
  return {
    ok: true,
    cusps: completeCusps(
      midheaven,
      asc(armc - (2 * sda) / 3),
      asc(armc - sda / 3),
      ascendant,
      asc(armc + sda / 3),
      asc(armc + (2 * sda) / 3),
    ),
  };
}
