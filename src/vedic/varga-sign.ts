import { UraniaError } from '../errors/urania-error.js';
import { normalizeDegrees } from '../units/angle.js';

/**
 * The divisional charts (vargas) of Parashara: each sign of 30° is cut into `n` equal parts and each part is given a
 * sign, by a rule per division (Brihat Parashara Hora Shastra, ch. 6 "The sixteen divisions", R. Santhanam's
 * translation 1984; docs/vedic.md "Divisional charts"). Signs are numbered 0 (Aries) … 11 (Pisces); a sign is odd
 * (Aries, Gemini, …: index even) or even, movable (Aries, Cancer, Libra, Capricorn), fixed or dual.
 *
 * | D | name | the part k (0-based) of sign s falls in |
 * | --- | --- | --- |
 * | 1 | Rasi | s |
 * | 2 | Hora | odd s: Leo then Cancer; even s: Cancer then Leo |
 * | 3 | Drekkana | s, the 5th, the 9th from s |
 * | 4 | Chaturthamsa | s, the 4th, 7th, 10th from s |
 * | 7 | Saptamsa | from s (odd) or the 7th from s (even), + k |
 * | 9 | Navamsa | from s (movable), the 9th (fixed), the 5th (dual), + k |
 * | 10 | Dasamsa | from s (odd) or the 9th from s (even), + k |
 * | 12 | Dwadasamsa | from s, + k |
 * | 16 | Shodasamsa | from Aries (movable), Leo (fixed), Sagittarius (dual), + k |
 * | 20 | Vimsamsa | from Aries (movable), Sagittarius (fixed), Leo (dual), + k |
 * | 24 | Chaturvimsamsa | from Leo (odd), Cancer (even), + k |
 * | 27 | Saptavimsamsa (Bhamsa) | from Aries, Cancer, Libra, Capricorn for fiery, earthy, airy, watery s, + k |
 * | 30 | Trimsamsa | unequal: odd s 5° Aries, 5° Aquarius, 8° Sagittarius, 7° Gemini, 5° Libra; even s 5° Taurus, 7° Virgo, 8° Pisces, 5° Capricorn, 5° Scorpio |
 * | 40 | Khavedamsa | from Aries (odd), Libra (even), + k |
 * | 45 | Akshavedamsa | from Aries (movable), Leo (fixed), Sagittarius (dual), + k |
 * | 60 | Shashtyamsa | from s, + k |
 *
 * The `cyclic` method (parivritti) counts the parts continuously round the zodiac from Aries: sign = ⌊λ·n/30⌋ mod 12
 * for any n — the D2 and D3 "parivritti" variants; it coincides with Parashara's rule for D9 and D27
 * (tests/vedic/varga-sign.property.test.ts).
 */

/** The sixteen divisions of Parashara. */
export const PARASHARA_DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type ParasharaDivision = (typeof PARASHARA_DIVISIONS)[number];

/** The methods: Parashara's rule (BPHS ch. 6) or the cyclic (parivritti) count from Aries. */
export const VARGA_METHODS = ['parashara', 'cyclic'] as const;
export type VargaMethod = (typeof VARGA_METHODS)[number];

/** The names of the sixteen divisions. */
export const VARGA_NAMES: Readonly<Record<ParasharaDivision, string>> = {
  1: 'Rasi', 2: 'Hora', 3: 'Drekkana', 4: 'Chaturthamsa', 7: 'Saptamsa', 9: 'Navamsa', 10: 'Dasamsa', 12: 'Dwadasamsa',
  16: 'Shodasamsa', 20: 'Vimsamsa', 24: 'Chaturvimsamsa', 27: 'Saptavimsamsa', 30: 'Trimsamsa', 40: 'Khavedamsa',
  45: 'Akshavedamsa', 60: 'Shashtyamsa',
};

const ARIES = 0;
const TAURUS = 1;
const GEMINI = 2;
const CANCER = 3;
const LEO = 4;
const VIRGO = 5;
const LIBRA = 6;
const SCORPIO = 7;
const SAGITTARIUS = 8;
const CAPRICORN = 9;
const AQUARIUS = 10;
const PISCES = 11;

/** The Trimsamsa of odd and even signs: [degrees up to which, sign] (BPHS ch. 6). */
const TRIMSAMSA_ODD = [[5, ARIES], [10, AQUARIUS], [18, SAGITTARIUS], [25, GEMINI], [30, LIBRA]] as const;
const TRIMSAMSA_EVEN = [[5, TAURUS], [12, VIRGO], [20, PISCES], [25, CAPRICORN], [30, SCORPIO]] as const;

const isOdd = (s: number): boolean => s % 2 === 0;
/** 0 movable, 1 fixed, 2 dual. */
const quality = (s: number): number => s % 3;
/** The sign `n` places on from s, counting s as the 1st (the 5th from Aries is Leo). */
const nth = (s: number, n: number): number => (s + n - 1) % 12;

/** The first sign of the count of the parts of sign s, for the divisions counted "from a sign, + k". */
function firstSign(d: ParasharaDivision, s: number): number {
  switch (d) {
    case 1: case 12: case 60: return s;
    case 7: return isOdd(s) ? s : nth(s, 7);
    case 9: return [s, nth(s, 9), nth(s, 5)][quality(s)]!;
    case 10: return isOdd(s) ? s : nth(s, 9);
    case 16: case 45: return [ARIES, LEO, SAGITTARIUS][quality(s)]!;
    case 20: return [ARIES, SAGITTARIUS, LEO][quality(s)]!;
    case 24: return isOdd(s) ? LEO : CANCER;
    case 27: return [ARIES, CANCER, LIBRA, CAPRICORN][s % 4]!;
    case 40: return isOdd(s) ? ARIES : LIBRA;
    default: return s;
  }
}

/**
 * @summary The sign (0 Aries … 11 Pisces) of a sidereal longitude in a divisional chart: Parashara's rule for the
 * sixteen divisions (BPHS ch. 6), or the cyclic count (`⌊λ·n/30⌋ mod 12`) for any whole n from 1 to 300.
 * INVALID_ARGUMENT naming `division` or `method` otherwise.
 * @example vargaSign(100, 9) // 6 (Cancer 10°: the 4th navamsa counted from Cancer, a movable sign — Libra)
 */
export function vargaSign(siderealLongitude: number, division: number, method: VargaMethod = 'parashara'): number {
  const lon = normalizeDegrees(siderealLongitude);
  if (method === 'cyclic') {
    if (!(Number.isInteger(division) && division >= 1 && division <= 300)) {
      throw new UraniaError('INVALID_ARGUMENT', `division must be a whole number from 1 to 300 for the cyclic method; received ${String(division)}`, {
        field: 'division', received: division, allowed: '1 … 300',
      });
    }
    return Math.floor((lon * division) / 30) % 12;
  }
  if (method !== 'parashara') {
    throw new UraniaError('INVALID_ARGUMENT', `method must be "parashara" or "cyclic"; received ${JSON.stringify(method)}`, {
      field: 'method', received: method, allowed: VARGA_METHODS.join(', '),
    });
  }
  if (!(PARASHARA_DIVISIONS as readonly number[]).includes(division)) {
    throw new UraniaError('INVALID_ARGUMENT', `division must be one of Parashara's sixteen (${PARASHARA_DIVISIONS.join(', ')}); received ${String(division)}`, {
      field: 'division', received: division, allowed: PARASHARA_DIVISIONS.join(', '),
    });
  }
  const d = division as ParasharaDivision;
  const s = Math.floor(lon / 30) % 12;
  const within = lon - s * 30;
  if (d === 30) {
    const table = isOdd(s) ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
    return table.find(([upTo]) => within < upTo)?.[1] ?? table[4][1];
  }
  const k = Math.min(d - 1, Math.floor((within * d) / 30));
  if (d === 2) return (k === 0) === isOdd(s) ? LEO : CANCER;
  if (d === 3) return nth(s, [1, 5, 9][k]!);
  if (d === 4) return nth(s, [1, 4, 7, 10][k]!);
  return (firstSign(d, s) + k) % 12;
}

