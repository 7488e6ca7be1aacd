import type { LimbSpan, PanchangDay } from './panchang-day.js';

/**
 * The recurring observances of a lunar month that follow from the tithi, and the rule that fixes their civil day
 * (docs/vedic.md, "Month and observances"). A tithi runs across parts of two or three civil days; the tradition
 * names, for each observance, the part of the day the tithi must hold — the observance is *vyapini* at that time
 * (Kamalakara Bhatta, Nirnaya Sindhu, 1612, pariccheda I, the tithi-nirnaya; the same rules in Kashinath
 * Upadhyaya's Dharmasindhu, 1790, pariccheda I):
 *
 * - `sunrise` (udaya-vyapini): the tithi in force at sunrise names the day (Muhurta Chintamani I: the udaya tithi).
 *   Ekadashi (the Smarta rule), Purnima and Amavasya.
 * - `pradosha` (pradosha-vyapini): the tithi during the pradosha kala, the first three of the night's fifteen
 *   muhurtas (a fifth of the night) after sunset. Pradosh vrata (Trayodashi) — Drik Panchang states the same
 *   rule on its Pradosha pages ("the day is fixed when Trayodashi falls during Pradosha Kala, which starts after
 *   sunset").
 * - `madhyahna` (madhyahna-vyapini): the tithi during the madhyahna, the third of five equal parts of the daytime.
 *   Vinayaka Chaturthi (Shukla Chaturthi).
 * - `moonrise` (chandrodaya-vyapini): the tithi in force at moonrise. Sankashti Chaturthi (Krishna Chaturthi).
 * - `nishita` (nishita-vyapini): the tithi during the nishita kala, the eighth of the night's fifteen muhurtas
 *   (around midnight). Masik Shivaratri (Krishna Chaturdashi); Maha Shivaratri when the amanta month is Magha.
 *
 * When the tithi holds the named time on two civil days, the first is taken for an instant (sunrise, moonrise) and
 * the day with the longer overlap for a span (first on a tie); when it holds it on none (a tithi that begins after
 * one such time and ends before the next — kshaya), the observance falls on the Vedic day in which the tithi begins.
 * Regional and sectarian variants (the Vaishnava Ekadashi with its Dashami-viddha test at arunodaya, Purnima
 * fasting moved to Chaturdashi when Purnima reaches madhyahna the day before) are not modelled.
 *
 * Sankranti, the Sun's sidereal entry into a sign, falls on the civil day whose daytime holds it; an entry between
 * sunset and the next sunrise is kept on the following day (its punya kala is the next forenoon: Dharmasindhu,
 * sankranti-nirnaya, for a night sankranti).
 */

/** The rule that fixes the civil day of an observance (above). */
export type ObservanceRule = 'sunrise' | 'pradosha' | 'madhyahna' | 'moonrise' | 'nishita' | 'sankranti';

/** A tithi observance: its name, the tithi (0-based index, 0 Shukla Pratipada … 29 Amavasya) and its rule. */
export interface TithiObservance {
  readonly name: string;
  readonly tithi: number;
  readonly rule: Exclude<ObservanceRule, 'sankranti'>;
}

/** The observances Urania lists (data: the tithi and the rule of each). */
export const TITHI_OBSERVANCES: readonly TithiObservance[] = [
  { name: 'Shukla Ekadashi', tithi: 10, rule: 'sunrise' },
  { name: 'Krishna Ekadashi', tithi: 25, rule: 'sunrise' },
  { name: 'Purnima', tithi: 14, rule: 'sunrise' },
  { name: 'Amavasya', tithi: 29, rule: 'sunrise' },
  { name: 'Shukla Pradosh', tithi: 12, rule: 'pradosha' },
  { name: 'Krishna Pradosh', tithi: 27, rule: 'pradosha' },
  { name: 'Vinayaka Chaturthi', tithi: 3, rule: 'madhyahna' },
  { name: 'Sankashti Chaturthi', tithi: 18, rule: 'moonrise' },
  { name: 'Masik Shivaratri', tithi: 28, rule: 'nishita' },
];

/** A civil day's Panchang, with its local date. */
export interface DatedPanchangDay {
  readonly date: string;
  readonly day: PanchangDay;
}

/** One observance on its civil day. */
export interface ObservanceDay {
  readonly name: string;
  readonly date: string;
  readonly rule: ObservanceRule;
  /** The tithi span (tithi observances) or the instant of the entry (sankranti), UT Julian Days. */
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly tithi?: number;
}

/** The window of a rule on one Vedic day, UT Julian Days (an instant: start = end), or null when there is none. */
export function ruleWindow(rule: Exclude<ObservanceRule, 'sankranti'>, d: PanchangDay): [number, number] | null {
  const day = d.sunsetJdUt - d.sunriseJdUt;
  const night = d.nextSunriseJdUt - d.sunsetJdUt;
  switch (rule) {
    case 'sunrise': return [d.sunriseJdUt, d.sunriseJdUt];
    case 'pradosha': return [d.sunsetJdUt, d.sunsetJdUt + (3 * night) / 15];
    case 'madhyahna': return [d.sunriseJdUt + (2 * day) / 5, d.sunriseJdUt + (3 * day) / 5];
    case 'moonrise': return d.moonriseJdUt === null ? null : [d.moonriseJdUt, d.moonriseJdUt];
    case 'nishita': return [d.sunsetJdUt + (7 * night) / 15, d.sunsetJdUt + (8 * night) / 15];
  }
}

/** Overlap of a tithi span with a window: the length for a span, 1 for an instant inside, −1 for none. */
function overlap(span: LimbSpan, [a, b]: [number, number]): number {
  if (a === b) return span.startJdUt <= a && a < span.endJdUt ? 1 : -1;
  const o = Math.min(b, span.endJdUt) - Math.max(a, span.startJdUt);
  return o > 0 ? o : -1;
}

/** @summary The civil day of one tithi occurrence under a rule (above), or undefined when the days given miss it. */
export function observanceDate(rule: Exclude<ObservanceRule, 'sankranti'>, span: LimbSpan, days: readonly DatedPanchangDay[]): string | undefined {
  let best: { date: string; o: number } | undefined;
  for (const { date, day } of days) {
    const w = ruleWindow(rule, day);
    if (w === null) continue;
    const o = overlap(span, w);
    if (o > 0 && (best === undefined || o > best.o)) best = { date, o };
  }
  if (best !== undefined) return best.date;
  return days.find(({ day }) => day.sunriseJdUt <= span.startJdUt && span.startJdUt < day.nextSunriseJdUt)?.date;
}

/** @summary The civil day of a sankranti instant (above). */
export function sankrantiDate(jdUt: number, days: readonly DatedPanchangDay[]): string | undefined {
  const k = days.findIndex(({ day }) => day.sunriseJdUt <= jdUt && jdUt < day.nextSunriseJdUt);
  if (k < 0) return undefined;
  return jdUt < days[k]!.day.sunsetJdUt ? days[k]!.date : days[k + 1]?.date;
}

/**
 * @summary Every tithi observance whose tithi is in force during the given consecutive days, on its civil day by its
 * rule: the tithi spans are those the days list; a span at the edge of the days may be judged on fewer days than it
 * touches, so a caller keeps a margin of days around the span it reports.
 */
export function tithiObservances(days: readonly DatedPanchangDay[]): ObservanceDay[] {
  const spans = new Map<number, LimbSpan>();
  for (const { day } of days) for (const t of day.tithis) spans.set(Math.round(t.startJdUt * 1e5), t);
  const out: ObservanceDay[] = [];
  for (const span of [...spans.values()].sort((a, b) => a.startJdUt - b.startJdUt)) {
    for (const o of TITHI_OBSERVANCES.filter((x) => x.tithi === span.index)) {
      const date = observanceDate(o.rule, span, days);
      if (date === undefined) continue;
      const inMagha = o.tithi === 28 && days.find((d) => d.date === date)?.day.amantaMonth.name === 'Magha';
      out.push({ name: inMagha ? 'Maha Shivaratri' : o.name, date, rule: o.rule, startJdUt: span.startJdUt, endJdUt: span.endJdUt, tithi: span.index });
    }
  }
  return out;
}
