import type { LabelLocale } from '../schemas/label-locale.js';
import { instant, isoString } from '../time/instant.js';
import { pictureDay, pictureMonth, pictureYear } from './picture-dates.js';

/** One tick of a time axis: its instant (Julian Day, UT), whether it is labelled, and its label. */
export interface TimeTick {
  readonly jdUt: number;
  readonly label: string | undefined;
}

/** The ISO text of a calendar date at 00:00 UT (years outside 0..9999 in the expanded form). */
function isoDateText(year: number, month: number, day: number): string {
  const y = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T00:00:00Z`;
}

/** Year, month, day of a Julian Day (UT) in Urania's calendar (Julian before 1582-10-15). */
function calendarOf(jdUt: number): { year: number; month: number; day: number } {
  const m = /^([+-]?\d+)-(\d\d)-(\d\d)/.exec(isoString(jdUt, 'second'))!;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * @summary The ticks of a time axis from `fromJd` to `toJd` (UT) drawn `pixels` wide: days, months or years —
 * the finest unit whose ticks stay at least 6 px apart — with a label on every k-th tick so that labels stand at
 * least `labelPx` apart. Month labels read `Mar`, and `Jan 2026` at a new year (and on the first label); day
 * labels `14 Mar`; year labels `2026` — in English; in another `locale` as Intl writes them (`März`, `Jan. 2026`,
 * `14. März`; `picture-dates.ts`).
 * @example timeTicks(2460676.5, 2461041.5, 800, 48).filter((t) => t.label)[0].label // 'Jan 2025'
 */
export function timeTicks(fromJd: number, toJd: number, pixels: number, labelPx: number, locale: LabelLocale = 'en'): TimeTick[] {
  const days = toJd - fromJd;
  const pxPerDay = pixels / days;
  const start = calendarOf(fromJd);
  const out: { jdUt: number; text: string; index: number }[] = [];
  const monthEvery = [1, 2, 3, 6].find((k) => k * 30.44 * pxPerDay >= labelPx);
  const dayEvery = [1, 2, 7, 14].find((k) => k * pxPerDay >= labelPx);
  // Days while a day is 6 px and day labels fit; months while a month is 6 px and month labels fit; else years.
  const unit: 'day' | 'month' | 'year' = pxPerDay >= 6 && dayEvery !== undefined ? 'day' : pxPerDay * 30.44 >= 6 && monthEvery !== undefined ? 'month' : 'year';
  const every = unit === 'day' ? dayEvery! : unit === 'month' ? monthEvery! : ([1, 2, 5, 10, 20, 50, 100, 200, 500].find((k) => k * 365.25 * pxPerDay >= labelPx) ?? 1000);
  let index = 0;
  if (unit === 'day') {
    for (let jd = Math.ceil(fromJd - 0.5) + 0.5; jd <= toJd + 1e-9; jd += 1) {
      const c = calendarOf(jd);
      out.push({ jdUt: jd, text: pictureDay(c.year, c.month, c.day, false, locale), index: index++ });
    }
    return out.map((t) => ({ jdUt: t.jdUt, label: t.index % every === 0 ? t.text : undefined }));
  }
  let { year, month } = start;
  if (unit === 'year') month = 1;
  let first = true;
  for (;;) {
    const jd = instant(isoDateText(year, month, 1)).jdUt;
    if (jd > toJd + 1e-9) break;
    if (jd >= fromJd - 1e-9) {
      const labelled = unit === 'year' ? year % every === 0 : index % every === 0;
      const text = unit === 'year' ? pictureYear(year, locale) : pictureMonth(year, month, month === 1 || first, locale);
      out.push({ jdUt: jd, text: labelled ? text : '', index });
      if (labelled) first = false;
      index += 1;
    }
    if (unit === 'year') year += 1;
    else if (month === 12) {
      month = 1;
      year += 1;
    } else month += 1;
  }
  return out.map((t) => ({ jdUt: t.jdUt, label: t.text === '' ? undefined : t.text }));
}
