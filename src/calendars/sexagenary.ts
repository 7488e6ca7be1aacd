import type { CHINESE_ANIMALS, CHINESE_ELEMENTS } from '../schemas/index.js';

/** A zodiac animal of the Chinese year. */
export type ChineseAnimal = (typeof CHINESE_ANIMALS)[number];
/** One of the five elements (wuxing) of a heavenly stem. */
export type ChineseElement = (typeof CHINESE_ELEMENTS)[number];

/**
 * The sexagenary (ganzhi) cycle: ten heavenly stems × twelve earthly branches, paired in step (stem i with
 * branch i mod 12), so sixty names, index 0 = Jia-Zi (甲子). Names are given in pinyin without tones,
 * joined by a hyphen ("Jia-Zi"), with the characters in the tables.
 *
 * Days: the count of days in the cycle has run unbroken since at least the Spring and Autumn period (the
 * eclipse records of the Chunqiu, 720 BCE onward). Anchor: 1949-10-01 (Julian Day Number 2433191) was a Jia-Zi
 * day, so index = (JDN + 49) mod 60 (Aslaksen 2010 §7; Reingold & Dershowitz, Calendrical Calculations, 3rd
 * ed., §17.5, whose day-name epoch gives the same count).
 * Years: 1984 (from its New Year) is Jia-Zi, so index = (year − 4) mod 60 (the year that starts at the Chinese
 * New Year falling in Gregorian year `year`).
 */

export const HEAVENLY_STEMS = [
  { pinyin: 'Jia', hanzi: '甲', element: 'Wood' },
  { pinyin: 'Yi', hanzi: '乙', element: 'Wood' },
  { pinyin: 'Bing', hanzi: '丙', element: 'Fire' },
  { pinyin: 'Ding', hanzi: '丁', element: 'Fire' },
  { pinyin: 'Wu', hanzi: '戊', element: 'Earth' },
  { pinyin: 'Ji', hanzi: '己', element: 'Earth' },
  { pinyin: 'Geng', hanzi: '庚', element: 'Metal' },
  { pinyin: 'Xin', hanzi: '辛', element: 'Metal' },
  { pinyin: 'Ren', hanzi: '壬', element: 'Water' },
  { pinyin: 'Gui', hanzi: '癸', element: 'Water' },
] as const satisfies readonly { pinyin: string; hanzi: string; element: ChineseElement }[];

export const EARTHLY_BRANCHES = [
  { pinyin: 'Zi', hanzi: '子', animal: 'Rat' },
  { pinyin: 'Chou', hanzi: '丑', animal: 'Ox' },
  { pinyin: 'Yin', hanzi: '寅', animal: 'Tiger' },
  { pinyin: 'Mao', hanzi: '卯', animal: 'Rabbit' },
  { pinyin: 'Chen', hanzi: '辰', animal: 'Dragon' },
  { pinyin: 'Si', hanzi: '巳', animal: 'Snake' },
  { pinyin: 'Wu', hanzi: '午', animal: 'Horse' },
  { pinyin: 'Wei', hanzi: '未', animal: 'Goat' },
  { pinyin: 'Shen', hanzi: '申', animal: 'Monkey' },
  { pinyin: 'You', hanzi: '酉', animal: 'Rooster' },
  { pinyin: 'Xu', hanzi: '戌', animal: 'Dog' },
  { pinyin: 'Hai', hanzi: '亥', animal: 'Pig' },
] as const satisfies readonly { pinyin: string; hanzi: string; animal: ChineseAnimal }[];

/** Day-cycle offset: (JDN + 49) mod 60 = 0 on 1949-10-01 (JDN 2433191), a Jia-Zi day. */
const DAY_CYCLE_OFFSET = 49;

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/** @summary Position 0–59 in the cycle of a stem (0–9) and a branch (0–11) of equal parity. */
export function sexagenaryIndex(stem: number, branch: number): number {
  // The n with n ≡ stem (mod 10) and n ≡ branch (mod 12): n = stem + 10k, k = 0..5.
  for (let k = 0; k < 6; k += 1) {
    const n = stem + 10 * k;
    if (n % 12 === branch) return n;
  }
  return Number.NaN; // stem and branch of different parity never pair
}

/** @summary "Jia-Zi"-style name of a cycle position (0–59). */
export function sexagenaryName(index: number): string {
  const i = mod(index, 60);
  return `${HEAVENLY_STEMS[i % 10]!.pinyin}-${EARTHLY_BRANCHES[i % 12]!.pinyin}`;
}

/** @summary The two characters of a cycle position (0–59), e.g. "甲子". */
export function sexagenaryHanzi(index: number): string {
  const i = mod(index, 60);
  return `${HEAVENLY_STEMS[i % 10]!.hanzi}${EARTHLY_BRANCHES[i % 12]!.hanzi}`;
}

/**
 * @summary Cycle position of a civil day given by its Julian Day Number.
 * @example sexagenaryName(daySexagenary(2433191)) // 'Jia-Zi' (1949-10-01)
 */
export function daySexagenary(julianDayNumber: number): number {
  return mod(julianDayNumber + DAY_CYCLE_OFFSET, 60);
}

/**
 * @summary Cycle position of a year (the year beginning at the New Year in Gregorian year `year`).
 * @example sexagenaryName(yearSexagenary(1984)) // 'Jia-Zi'
 */
export function yearSexagenary(year: number): number {
  return mod(year - 4, 60);
}

/**
 * @summary Cycle position of a solar month (0 = the Yin month that begins at Lichun, 11 = the Chou month that
 * begins at Xiaohan) in the solar year whose Lichun falls in `year`. The "five tigers" rule: the Yin month
 * of a Jia or Ji year is Bing-Yin, and each stem pair shifts the start by two stems (Yuan Hai Zi Ping, trad.).
 */
export function solarMonthSexagenary(year: number, solarMonth: number): number {
  const yearStem = mod(year - 4, 10);
  const stem = mod(2 * yearStem + 2 + solarMonth, 10);
  const branch = mod(2 + solarMonth, 12);
  return sexagenaryIndex(stem, branch);
}
