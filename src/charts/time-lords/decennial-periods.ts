/**
 * The decennials (Vettius Valens, *Anthology* IV, the division of the times into periods of 10 years 9 months;
 * C. Brennan, *Hellenistic Astrology*, 2017, ch. "Decennials"): each of the seven planets rules in turn 129 months —
 * the sum of the planets' minor years, Saturn 30, Jupiter 12, Mars 15, Sun 19, Venus 8, Mercury 20, Moon 25 — so
 * that the seven periods make 903 months. The first period belongs to the light of the sect (the Sun by day, the
 * Moon by night), and the others follow in the order in which the planets stand in the zodiac of the nativity after
 * it (increasing longitude). Each period is divided among the seven planets in the same zodiacal order, starting with
 * its own lord, each sub-period lasting that planet's minor years as months (Saturn 30 months, …).
 *
 * Months are of 30 days, the month Valens reckons the periods of zodiacal releasing with (Anthology IV.4;
 * src/charts/traditional/zodiacal-releasing.ts): 129 months are 3870 days.
 */

import type { FirdariaPlanet } from './firdaria-periods.js';

/** The minor years of the planets (Valens, Anthology IV; Ptolemy's and Valens's tables agree), in months here. */
export const MINOR_YEARS: Readonly<Record<FirdariaPlanet, number>> = {
  Saturn: 30, Jupiter: 12, Mars: 15, Sun: 19, Venus: 8, Mercury: 20, Moon: 25,
};

/** Months of each decennial period (the sum of the minor years). */
export const DECENNIAL_MONTHS = 129;
/** Days of a month in the decennials (30). */
export const DECENNIAL_MONTH_DAYS = 30;

/** A decennial period (level 1) or a sub-period (level 2), in days from the birth. */
export interface DecennialSpan {
  readonly lord: FirdariaPlanet;
  readonly subLord?: FirdariaPlanet;
  readonly level: 1 | 2;
  readonly months: number;
  readonly startDay: number;
  readonly endDay: number;
}

const PLANETS: readonly FirdariaPlanet[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/**
 * @summary The order of the decennials: the sect light, then the planets after it in increasing zodiacal longitude.
 * Planets at the same longitude keep the order Sun, Moon, Mercury, …, Saturn.
 * @example decennialOrder(true, { Sun: 10, Moon: 20, Mercury: 5, Venus: 30, Mars: 200, Jupiter: 100, Saturn: 300 }) // ['Sun', 'Moon', 'Venus', 'Jupiter', 'Mars', 'Saturn', 'Mercury']
 */
export function decennialOrder(isDayChart: boolean, longitudes: Readonly<Record<FirdariaPlanet, number>>): FirdariaPlanet[] {
  const light: FirdariaPlanet = isDayChart ? 'Sun' : 'Moon';
  const from = longitudes[light];
  const after = (p: FirdariaPlanet) => (((longitudes[p] - from) % 360) + 360) % 360;
  return [light, ...PLANETS.filter((p) => p !== light).sort((a, b) => after(a) - after(b) || PLANETS.indexOf(a) - PLANETS.indexOf(b))];
}

/**
 * @summary The decennials of one cycle of 903 months: each period followed by its sub-periods, days from the birth.
 * @example decennialSpans(['Sun', 'Moon', 'Venus', 'Jupiter', 'Mars', 'Saturn', 'Mercury'])[1] // { lord: 'Sun', subLord: 'Sun', months: 19, … }
 */
export function decennialSpans(order: readonly FirdariaPlanet[]): DecennialSpan[] {
  const spans: DecennialSpan[] = [];
  let day = 0;
  order.forEach((lord, i) => {
    spans.push({ lord, level: 1, months: DECENNIAL_MONTHS, startDay: day, endDay: day + DECENNIAL_MONTHS * DECENNIAL_MONTH_DAYS });
    let sub = day;
    for (let k = 0; k < order.length; k++) {
      const subLord = order[(i + k) % order.length]!;
      const months = MINOR_YEARS[subLord];
      spans.push({ lord, subLord, level: 2, months, startDay: sub, endDay: sub + months * DECENNIAL_MONTH_DAYS });
      sub += months * DECENNIAL_MONTH_DAYS;
    }
    day += DECENNIAL_MONTHS * DECENNIAL_MONTH_DAYS;
  });
  return spans;
}
