import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { DASHA_LORDS } from '../schemas/record-enums.js';
import type { DashaPeriod } from '../schemas/index.js';
import type { Instant } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { ayanamsaAt, type AyanamsaChoice } from '../zodiac/ayanamsa.js';
import { nakshatraFraction, nakshatraIndex } from './nakshatra.js';
import { NAKSHATRAS } from './nakshatras.js';

/** A lord of the Vimshottari dasha. */
export type DashaLord = (typeof DASHA_LORDS)[number];

/**
 * Years of each lord's mahadasha, in the order of the cycle (BPHS ch. 46, Vimshottari dasha: Sun 6, Moon 10,
 * Mars 7, Rahu 18, Jupiter 16, Saturn 19, Mercury 17, Ketu 7, Venus 20 — 120 years, "vimshottari", in all).
 */
export const VIMSHOTTARI_YEARS: Readonly<Record<DashaLord, number>> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};

/** Length of the full cycle, years. */
export const VIMSHOTTARI_CYCLE_YEARS = 120;

/**
 * Days in a dasha year: the Julian year of 365.25 days. BPHS counts the dasha in years without fixing their
 * civil length; the Julian year is the common software convention and within 0.0078 day of the tropical year
 * (365.2422 d; 0.94 day over 120 years). The 360-day savana year some authors use is not applied (docs/vedic.md).
 */
export const VIMSHOTTARI_YEAR_DAYS = 365.25;

/** Names of the levels, 1 to 5. */
export const DASHA_LEVEL_NAMES = ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshmadasha', 'pranadasha'] as const;

/** One dasha period, numeric: the record `DashaPeriod` with UT Julian days for dates. */
export interface DashaSpan {
  readonly planet: DashaLord;
  /** Start of the period, UT Julian day. */
  readonly startJdUt: number;
  /** End of the period, UT Julian day. */
  readonly endJdUt: number;
  /** Length in dasha years of `VIMSHOTTARI_YEAR_DAYS`. */
  readonly durationYears: number;
  /** The sub-periods, down to the depth asked for. */
  subPeriods?: DashaSpan[];
}

/**
 * @summary The Moon's sidereal longitude at an instant: the apparent tropical Moon minus the true ayanamsa of
 * `system` (the longitude the Vimshottari dasha and the ashtakoot read).
 * @example siderealMoon(instant('2000-01-01T12:00:00Z'), 'Lahiri') // ≈ 199.9
 */
export function siderealMoon(at: Instant, system: AyanamsaChoice): number {
  return normalizeDegrees(apparentBodyPosition('Moon', at).longitude - ayanamsaAt(system, at.jdTt));
}

/**
 * @summary The Vimshottari dasha periods of a birth, numeric: one full 120-year cycle of nine mahadashas, each
 * with its sub-periods (antardasha, pratyantardasha, …) down to `levels`, in time order.
 *
 * Rules (BPHS ch. 46): the first mahadasha belongs to the Vimshottari lord of the Moon's nakshatra; the part of
 * it still to run at birth (the "balance") is the part of the nakshatra the Moon has still to cross, so the first
 * mahadasha STARTS BEFORE BIRTH, at birth − (traversed fraction) × its years. The lords follow Ketu, Venus, Sun,
 * Moon, Mars, Rahu, Jupiter, Saturn, Mercury. A sub-period of lord B within a period of lord A of length L lasts
 * L × years(B) / 120 and the sub-periods start with A itself. Years of `VIMSHOTTARI_YEAR_DAYS` (365.25) days.
 * @example dashaSpans(0, 2451544.5, 1)[0].planet // 'Ketu' (0° sidereal is the start of Ashwini)
 */
export function dashaSpans(moonSiderealLongitude: number, birthJdUt: number, levels: number): DashaSpan[] {
  const moon = normalizeDegrees(moonSiderealLongitude);
  const first = NAKSHATRAS[nakshatraIndex(moon)]!.ruler;
  const firstIndex = DASHA_LORDS.indexOf(first);
  // The elapsed part of the first mahadasha equals the traversed fraction of the nakshatra (BPHS ch. 46).
  const elapsedDays = nakshatraFraction(moon) * VIMSHOTTARI_YEARS[first] * VIMSHOTTARI_YEAR_DAYS;
  const cycleStart = birthJdUt - elapsedDays;
  return subPeriods(firstIndex, cycleStart, VIMSHOTTARI_CYCLE_YEARS, 1, levels);
}

/**
 * The nine periods dividing a span of `spanYears` starting at `startJd` (UT), the first ruled by
 * DASHA_LORDS[firstIndex]; the span is shared in proportion to the lords' years (sum 120).
 */
function subPeriods(firstIndex: number, startJd: number, spanYears: number, level: number, levels: number): DashaSpan[] {
  const out: DashaSpan[] = [];
  const endJd = startJd + spanYears * VIMSHOTTARI_YEAR_DAYS;
  let elapsedYears = 0;
  for (let k = 0; k < 9; k += 1) {
    const lordIndex = (firstIndex + k) % 9;
    const lord = DASHA_LORDS[lordIndex]!;
    // At the top level the span is the 120-year cycle, so each lord gets exactly its own years.
    const years = (spanYears * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_CYCLE_YEARS;
    const from = startJd + elapsedYears * VIMSHOTTARI_YEAR_DAYS;
    elapsedYears += years;
    // The last period ends exactly where the parent ends (no rounding drift between levels).
    const to = k === 8 ? endJd : startJd + elapsedYears * VIMSHOTTARI_YEAR_DAYS;
    const period: DashaSpan = { planet: lord, startJdUt: from, endJdUt: to, durationYears: years };
    if (level < levels) period.subPeriods = subPeriods(lordIndex, from, years, level + 1, levels);
    out.push(period);
  }
  return out;
}

export type { DashaPeriod };
