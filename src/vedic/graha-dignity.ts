import type { BodiedGraha, Graha } from './graha-relationships.js';
import { naturalRelationship } from './graha-relationships.js';
import { signLordOf } from './vimshopaka-bala.js';

/**
 * The dignities of the grahas, Brihat Parashara Hora Shastra ch. 3 (Graha guna svarupa; R. Santhanam's
 * translation, vv. 49–54): the exaltation signs (Sun Aries, Moon Taurus, Mars Capricorn, Mercury Virgo, Jupiter
 * Cancer, Venus Pisces, Saturn Libra), the debilitation signs opposite them, and the moolatrikona arcs (Sun Leo
 * 0°–20°, Moon Taurus 3°–30°, Mars Aries 0°–12°, Mercury Virgo 15°–20°, Jupiter Sagittarius 0°–10°, Venus Libra
 * 0°–15°, Saturn Aquarius 0°–20°). The yogas read exaltation by SIGN (the Moon anywhere in Taurus is exalted, as the
 * yoga texts take it); the nodes own no sign and have no dignity here (their exaltation signs differ between
 * authors).
 */

/** The exaltation sign (0 Aries … 11 Pisces) of each graha, BPHS ch. 3. */
export const EXALTATION_SIGN: Readonly<Record<BodiedGraha, number>> = {
  Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6,
};

/** The moolatrikona sign and arc (degrees within the sign) of each graha, BPHS ch. 3. */
export const MOOLATRIKONA: Readonly<Record<BodiedGraha, { readonly sign: number; readonly from: number; readonly to: number }>> = {
  Sun: { sign: 4, from: 0, to: 20 },
  Moon: { sign: 1, from: 3, to: 30 },
  Mars: { sign: 0, from: 0, to: 12 },
  Mercury: { sign: 5, from: 15, to: 20 },
  Jupiter: { sign: 8, from: 0, to: 10 },
  Venus: { sign: 6, from: 0, to: 15 },
  Saturn: { sign: 10, from: 0, to: 20 },
};

/** The dignities a yoga rule can ask for. */
export const GRAHA_DIGNITIES = ['exalted', 'moolatrikona', 'own', 'friend', 'neutral', 'enemy', 'debilitated'] as const;

/** One of `GRAHA_DIGNITIES`. */
export type GrahaDignity = (typeof GRAHA_DIGNITIES)[number];

/**
 * @summary The dignity of a graha at a sidereal longitude, the first that applies of: exalted (its exaltation
 * sign), debilitated (the sign opposite), moolatrikona (its arc), own (a sign it rules), then its natural
 * relationship to the sign's lord (friend, neutral, enemy; BPHS ch. 3). The nodes: null.
 * @example grahaDignity('Saturn', 200) // 'exalted'
 */
export function grahaDignity(graha: Graha, siderealLongitude: number): GrahaDignity | null {
  if (graha === 'Rahu' || graha === 'Ketu') return null;
  const sign = Math.floor(siderealLongitude / 30) % 12;
  const degree = siderealLongitude - Math.floor(siderealLongitude / 30) * 30;
  if (sign === EXALTATION_SIGN[graha]) return 'exalted';
  if (sign === (EXALTATION_SIGN[graha] + 6) % 12) return 'debilitated';
  const mt = MOOLATRIKONA[graha];
  if (sign === mt.sign && degree >= mt.from && degree < mt.to) return 'moolatrikona';
  const lord = signLordOf(sign);
  if (lord === graha) return 'own';
  return naturalRelationship(graha, lord);
}
