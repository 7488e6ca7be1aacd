import type { Sign, ZodiacalReleasingPeriod } from '../../schemas/index.js';
import { SIGNS } from '../../schemas/enums.js';
import { domicileRuler } from '../../zodiac/domiciles.js';
import { signIndexOf } from '../../zodiac/signs.js';

/**
 * Period of each sign, in units of its level: the minor years of the sign's domicile lord (Vettius Valens,
 * Anthology IV.4; C. Brennan, Hellenistic Astrology, 2017, on zodiacal releasing) — Saturn 30 (Aquarius) but Capricorn 27, Jupiter 12, Mars 15, Venus 8, Mercury 20,
 * Moon 25, Sun 19. The twelve sum to 211.
 */
export const RELEASING_PERIODS: Readonly<Record<Sign, number>> = {
  Aries: 15, Taurus: 8, Gemini: 20, Cancer: 25, Leo: 19, Virgo: 20,
  Libra: 8, Scorpio: 15, Sagittarius: 12, Capricorn: 27, Aquarius: 30, Pisces: 12,
};

/**
 * Days in one unit of each level (Valens' 360-day year of twelve 30-day months): level 1 a year of 360 days,
 * level 2 a month of 30 days, level 3 2½ days (a twelfth of a month), level 4 5 hours (a twelfth of that).
 */
export const RELEASING_UNIT_DAYS: readonly number[] = [360, 30, 2.5, 5 / 24];

/** One period of zodiacal releasing, numeric: the record `ZodiacalReleasingPeriod` with UT Julian days for dates. */
export type ReleasingSpan = Omit<ZodiacalReleasingPeriod, 'startDate' | 'endDate'> & {
  /** Start of the period, UT Julian day. */
  readonly startJdUt: number;
  /** End of the period, UT Julian day. */
  readonly endJdUt: number;
};

/**
 * @summary Zodiacal releasing from a lot (Vettius Valens, Anthology IV.4), numeric: periods of the signs from the
 * lot's sign onward in zodiacal order, each lasting its sign's minor years (`RELEASING_PERIODS`) at level 1 and
 * the same number of months, 2½-day and 5-hour units at levels 2–4; each sub-level starts in its parent's sign
 * and ends with it (the last sub-period is cut at the parent's end). When a sequence has run through all twelve
 * signs while its parent continues, it does not return to its first sign but jumps to the opposite one: that
 * period is the "loosing of the bond" (`isLoosingOfTheBond`). A period is a peak period when its sign is angular
 * (1st, 4th, 7th or 10th) to the Lot of Fortune's sign. Time runs in Valens' 360-day years from the birth instant
 * `startJdUt`, over `years` Julian years; `durationMonths` is the period's actual length in 30-day months. Periods
 * are listed depth first (a level-1 period, then its sub-periods), level 1 to `levels`. Rules and sources in
 * docs/traditional.md.
 * @example releasingSpans(100, 100, 2447892.5, 1, 100)[0] // { sign: 'Cancer', lord: 'Moon', durationMonths: 300, level: 1, isPeakPeriod: true, … }
 */
export function releasingSpans(lot: number, fortune: number, startJdUt: number, levels: number, years: number): ReleasingSpan[] {
  const lotSign = signIndexOf(lot);
  const fortuneSign = signIndexOf(fortune);
  const horizonJd = startJdUt + years * 365.25;

  const out: ReleasingSpan[] = [];
  const release = (firstSign: number, fromJd: number, toJd: number, level: number): void => {
    const unit = RELEASING_UNIT_DAYS[level - 1]!;
    let sign = firstSign;
    let jd = fromJd;
    let count = 0;
    let loosing = false;
    while (jd < toJd && jd < horizonJd) {
      const name = SIGNS[sign]!;
      const end = Math.min(jd + RELEASING_PERIODS[name] * unit, toJd);
      out.push({
        sign: name,
        lord: domicileRuler(name, 'traditional'),
        startJdUt: jd,
        endJdUt: end,
        durationMonths: (end - jd) / 30,
        level,
        isPeakPeriod: (sign - fortuneSign + 12) % 3 === 0, // 1st, 4th, 7th or 10th from Fortune
        isLoosingOfTheBond: loosing,
      });
      if (level < levels) release(sign, jd, end, level + 1);
      count += 1;
      // After twelve periods the sequence would return to its first sign: it jumps to the opposite sign instead.
      loosing = count % 12 === 0;
      sign = loosing ? (sign + 1 + 6) % 12 : (sign + 1) % 12;
      jd = end;
    }
  };
  release(lotSign, startJdUt, Number.POSITIVE_INFINITY, 1);
  return out;
}
