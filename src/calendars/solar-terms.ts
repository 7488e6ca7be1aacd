import { apparentLongitude } from '../ephemeris/range-path.js';
import { findCrossings } from '../events/search.js';
import { utFromTt } from '../time/time-scales.js';
import { normalizeDegrees } from '../units/angle.js';

/**
 * The 24 solar terms (jieqi): the instants the Sun's apparent geocentric longitude (true equinox of date)
 * reaches a multiple of 15°. The "true" (dingqi) terms have been official since the Shixian calendar of 1645;
 * before it the terms were mean (pingqi), equal divisions of the year in time. The odd-numbered terms (the
 * "sectional" terms, jie: 315°, 345°, …) begin the solar months; the even-numbered ones at multiples of 30°
 * are the "principal" terms (zhongqi) that number the lunar months (Aslaksen 2010 §5; GB/T 33661-2017 §3.5).
 */

export interface SolarTermFacts {
  /** Pinyin without tones. */
  readonly pinyin: string;
  readonly hanzi: string;
  readonly english: string;
  /** Apparent solar longitude at the start of the term, degrees. */
  readonly longitude: number;
  /** True for the principal terms (zhongqi, multiples of 30°), false for the sectional ones (jie). */
  readonly isMajor: boolean;
}

/** The 24 terms, in traditional order from Lichun (Start of Spring, 315°). */
export const SOLAR_TERMS: readonly SolarTermFacts[] = [
  { pinyin: 'Lichun', hanzi: '立春', english: 'Start of Spring', longitude: 315, isMajor: false },
  { pinyin: 'Yushui', hanzi: '雨水', english: 'Rain Water', longitude: 330, isMajor: true },
  { pinyin: 'Jingzhe', hanzi: '驚蟄', english: 'Awakening of Insects', longitude: 345, isMajor: false },
  { pinyin: 'Chunfen', hanzi: '春分', english: 'Spring Equinox', longitude: 0, isMajor: true },
  { pinyin: 'Qingming', hanzi: '清明', english: 'Clear and Bright', longitude: 15, isMajor: false },
  { pinyin: 'Guyu', hanzi: '穀雨', english: 'Grain Rain', longitude: 30, isMajor: true },
  { pinyin: 'Lixia', hanzi: '立夏', english: 'Start of Summer', longitude: 45, isMajor: false },
  { pinyin: 'Xiaoman', hanzi: '小滿', english: 'Grain Buds', longitude: 60, isMajor: true },
  { pinyin: 'Mangzhong', hanzi: '芒種', english: 'Grain in Ear', longitude: 75, isMajor: false },
  { pinyin: 'Xiazhi', hanzi: '夏至', english: 'Summer Solstice', longitude: 90, isMajor: true },
  { pinyin: 'Xiaoshu', hanzi: '小暑', english: 'Minor Heat', longitude: 105, isMajor: false },
  { pinyin: 'Dashu', hanzi: '大暑', english: 'Major Heat', longitude: 120, isMajor: true },
  { pinyin: 'Liqiu', hanzi: '立秋', english: 'Start of Autumn', longitude: 135, isMajor: false },
  { pinyin: 'Chushu', hanzi: '處暑', english: 'End of Heat', longitude: 150, isMajor: true },
  { pinyin: 'Bailu', hanzi: '白露', english: 'White Dew', longitude: 165, isMajor: false },
  { pinyin: 'Qiufen', hanzi: '秋分', english: 'Autumn Equinox', longitude: 180, isMajor: true },
  { pinyin: 'Hanlu', hanzi: '寒露', english: 'Cold Dew', longitude: 195, isMajor: false },
  { pinyin: 'Shuangjiang', hanzi: '霜降', english: 'Frost Descent', longitude: 210, isMajor: true },
  { pinyin: 'Lidong', hanzi: '立冬', english: 'Start of Winter', longitude: 225, isMajor: false },
  { pinyin: 'Xiaoxue', hanzi: '小雪', english: 'Minor Snow', longitude: 240, isMajor: true },
  { pinyin: 'Daxue', hanzi: '大雪', english: 'Major Snow', longitude: 255, isMajor: false },
  { pinyin: 'Dongzhi', hanzi: '冬至', english: 'Winter Solstice', longitude: 270, isMajor: true },
  { pinyin: 'Xiaohan', hanzi: '小寒', english: 'Minor Cold', longitude: 285, isMajor: false },
  { pinyin: 'Dahan', hanzi: '大寒', english: 'Major Cold', longitude: 300, isMajor: true },
];

/** @summary The term that begins at a multiple of 15° of solar longitude. */
export function solarTermAt(longitude: number): SolarTermFacts {
  const k = Math.round(normalizeDegrees(longitude - 315) / 15) % 24;
  return SOLAR_TERMS[k]!;
}

/** A solar term found in a range, numeric. */
export interface SolarTermCrossing {
  /** Pinyin name of the term. */
  readonly term: string;
  /** Apparent solar longitude reached, degrees (a multiple of 15). */
  readonly longitude: number;
  /** True for a principal term (zhongqi). */
  readonly isMajor: boolean;
  /** The instant as a TT Julian Day. */
  readonly jdTt: number;
  /** The instant as a UT Julian Day. */
  readonly jdUt: number;
}

/**
 * Scan step of the term search, days: the Sun moves ≤ 1.02°/day, so 5 days sweep ≤ 5.1° — under the 15°
 * spacing of the terms and far from the engine's 180° limit.
 */
export const SOLAR_TERM_STEP_DAYS = 5;

const TARGETS = SOLAR_TERMS.map((t) => t.longitude);

/** @summary The solar terms between two TT Julian Days (inside the supported span), in time order. */
export function solarTermsBetween(fromJdTt: number, toJdTt: number): SolarTermCrossing[] {
  const crossings = findCrossings(
    { angle: (jd) => apparentLongitude('Sun', jd), targets: TARGETS, stepDays: SOLAR_TERM_STEP_DAYS },
    fromJdTt,
    toJdTt,
  );
  return crossings.map((c) => {
    const facts = solarTermAt(c.target);
    return { term: facts.pinyin, longitude: facts.longitude, isMajor: facts.isMajor, jdTt: c.jdTt, jdUt: utFromTt(c.jdTt) };
  });
}
