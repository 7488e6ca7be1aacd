/**
 * The month-numbering rules of the modern Chinese calendar (in force since the Shixian calendar of 1645, as
 * restated by GB/T 33661-2017 §5 and Aslaksen, "The Mathematics of the Chinese Calendar", 2010, §§5–6):
 * 1. a month runs from the civil day (China time) of one new moon to the day before the next;
 * 2. the month containing the day of the winter solstice (principal term Dongzhi, 270°) is month 11;
 * 3. a sui — from one month 11 to the next — has 12 or 13 months; when it has 13, the FIRST month of the sui
 *    without a principal term (zhongqi, solar longitude a multiple of 30°) is a leap month and repeats the
 *    number of the month before it. (In a 12-month sui a month without a principal term is not a leap month.)
 * 4. month 1 day 1 is the Chinese New Year; the year is named after the Gregorian year it begins in.
 * All days are Julian Day Numbers of civil dates in China time (see china-time.ts).
 */

/** A lunar month of a sui. */
export interface SuiMonth {
  /** Julian Day Number of its first day. */
  readonly startDay: number;
  /** Days in the month, 29 or 30 for real lunations. */
  readonly length: number;
  /** Month number 1–12. */
  readonly number: number;
  /** True for the leap (intercalary) month. */
  readonly isLeap: boolean;
}

/**
 * @summary Number the months of one sui.
 * @param monthStarts First days of the months, from the month containing the winter solstice (month 11)
 *   through the first day of the month containing the NEXT winter solstice (included, as the end marker).
 * @param majorTermDays Days of the principal terms (zhongqi) in that span (any order; outside days ignored).
 * @example numberSuiMonths([0, 30, 59, …], [10, 40, …])[0]!.number // 11
 */
export function numberSuiMonths(monthStarts: readonly number[], majorTermDays: readonly number[]): SuiMonth[] {
  const count = monthStarts.length - 1;
  const hasMajorTerm = (i: number): boolean =>
    majorTermDays.some((d) => d >= monthStarts[i]! && d < monthStarts[i + 1]!);
  let leapIndex = -1;
  if (count === 13) {
    for (let i = 1; i < count; i += 1) {
      if (!hasMajorTerm(i)) {
        leapIndex = i;
        break;
      }
    }
  }
  const months: SuiMonth[] = [];
  let number = 11;
  for (let i = 0; i < count; i += 1) {
    const isLeap = i === leapIndex;
    if (i > 0 && !isLeap) number = (number % 12) + 1;
    months.push({ startDay: monthStarts[i]!, length: monthStarts[i + 1]! - monthStarts[i]!, number, isLeap });
  }
  return months;
}
