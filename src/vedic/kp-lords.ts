import { DASHA_LORDS } from '../schemas/record-enums.js';
import { normalizeDegrees } from '../units/angle.js';
import { NAKSHATRA_SPAN, NAKSHATRAS } from './nakshatras.js';
import { signLordOf } from './vimshopaka-bala.js';
import { VIMSHOTTARI_CYCLE_YEARS, VIMSHOTTARI_YEARS, type DashaLord } from './vimshottari-dasha.js';

/**
 * Krishnamurti Paddhati (KP) lords of a sidereal longitude: K. S. Krishnamurti, *KP Reader I* ("Casting the
 * horoscope") and *Reader II* ("Fundamental principles"), the table of sub-lords. The sign lord is the sign's
 * ruler; the star lord the Vimshottari lord of the nakshatra (13°20′); each nakshatra is cut into nine subs in the
 * Vimshottari proportions — the sub of lord L spans 13°20′ × years(L)/120 — starting with the star lord and
 * following the dasha order (Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury); each sub is cut again
 * the same way, from its own lord, into sub-subs. 27 × 9 = 243 subs, six of which straddle a sign boundary and are
 * counted once on each side: the 249 subdivisions of the KP table (numbered 1–249 from 0° Aries, the numbers of KP
 * horary).
 */

/** A longitude's KP lords. */
export interface KpLords {
  readonly sign: number;
  readonly signLord: DashaLord;
  readonly nakshatra: string;
  readonly starLord: DashaLord;
  readonly subLord: DashaLord;
  readonly subSubLord: DashaLord;
}

/** The lord and the part [start, end) (in years of 120) holding `t` years into a span that starts with `first`. */
function partAt(first: DashaLord, t: number): { lord: DashaLord; start: number; years: number } {
  const i0 = DASHA_LORDS.indexOf(first);
  let start = 0;
  for (let i = 0; i < 9; i++) {
    const lord = DASHA_LORDS[(i0 + i) % 9]!;
    const years = VIMSHOTTARI_YEARS[lord];
    if (t < start + years || i === 8) return { lord, start, years };
    start += years;
  }
  throw new Error('unreachable');
}

/**
 * @summary The sign, star, sub and sub-sub lords of a sidereal longitude (KP; K. S. Krishnamurti's Readers).
 * @example kpLords(0).subLord // 'Ketu' (0° Aries: Ashwini, Ketu's star, its first sub Ketu's)
 */
export function kpLords(siderealLongitude: number): KpLords {
  const lon = normalizeDegrees(siderealLongitude);
  const sign = Math.floor(lon / 30) % 12;
  const nak = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN));
  const starLord = DASHA_LORDS[nak % 9]!;
  const t = ((lon - nak * NAKSHATRA_SPAN) / NAKSHATRA_SPAN) * VIMSHOTTARI_CYCLE_YEARS;
  const sub = partAt(starLord, t);
  const subSub = partAt(sub.lord, ((t - sub.start) / sub.years) * VIMSHOTTARI_CYCLE_YEARS);
  return {
    sign, signLord: signLordOf(sign) as DashaLord, nakshatra: NAKSHATRAS[nak]!.name, starLord, subLord: sub.lord, subSubLord: subSub.lord,
  };
}

/** One of the 249 subdivisions: its number, extent (sidereal degrees) and lords. */
export interface KpSubdivision {
  readonly number: number;
  readonly start: number;
  readonly end: number;
  readonly sign: number;
  readonly signLord: DashaLord;
  readonly starLord: DashaLord;
  readonly subLord: DashaLord;
}

/**
 * @summary The KP table: the subs of the 27 nakshatras, split at the sign boundaries, numbered 1–249 from 0° Aries.
 * @example kpSubdivisions().length // 249
 */
export function kpSubdivisions(): KpSubdivision[] {
  const out: KpSubdivision[] = [];
  for (let nak = 0; nak < 27; nak++) {
    const starLord = DASHA_LORDS[nak % 9]!;
    const i0 = DASHA_LORDS.indexOf(starLord);
    let years = 0;
    for (let i = 0; i < 9; i++) {
      const subLord = DASHA_LORDS[(i0 + i) % 9]!;
      const start = nak * NAKSHATRA_SPAN + (years / VIMSHOTTARI_CYCLE_YEARS) * NAKSHATRA_SPAN;
      years += VIMSHOTTARI_YEARS[subLord];
      const end = nak * NAKSHATRA_SPAN + (years / VIMSHOTTARI_CYCLE_YEARS) * NAKSHATRA_SPAN;
      // a sign boundary strictly inside the sub (beyond rounding) splits it in two
      const boundary = Math.ceil(start / 30 + 1e-9) * 30;
      const pieces = boundary < end - 1e-9 ? [[start, boundary], [boundary, end]] : [[start, end]];
      for (const [a, b] of pieces) {
        const sign = Math.floor((a! + 1e-9) / 30) % 12;
        out.push({ number: out.length + 1, start: a!, end: b!, sign, signLord: signLordOf(sign) as DashaLord, starLord, subLord });
      }
    }
  }
  return out;
}
