import { requireIntegerInRange, requireOneOf } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { bodyPosition } from '../ephemeris/body-position.js';
import { DASHA_LORDS } from '../schemas/record-enums.js';
import type { DashaPeriod } from '../schemas/index.js';
import { instant, isoString, type TimeInput } from '../time/instant.js';
import { normalizeDegrees } from '../units/angle.js';
import { requireLongitude } from '../zodiac/signs.js';
import { AYANAMSA_SYSTEMS, ayanamsa, type AyanamsaSystem } from '../zodiac/ayanamsa.js';
import { nakshatraFraction, nakshatraIndex } from './nakshatra.js';
import { NAKSHATRAS } from './nakshatras.js';

export type { DashaPeriod };

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

/** Request of `vimshottariDasha`. */
export interface VimshottariRequest {
  /** The birth instant (ISO string, Date or Instant). */
  readonly birth: TimeInput;
  /**
   * The Moon's SIDEREAL longitude at birth, degrees. When omitted it is computed: the apparent tropical Moon
   * minus the true ayanamsa of `ayanamsa`.
   */
  readonly moonLongitude?: number;
  /** Depth: 1 mahadashas only … 5 down to pranadashas. Default 2 (mahadashas with their antardashas). */
  readonly levels?: number;
  /** Ayanamsa used when `moonLongitude` is omitted. Default Lahiri. */
  readonly ayanamsa?: AyanamsaSystem;
}

/**
 * @summary The Vimshottari dasha periods of a birth: one full 120-year cycle of nine mahadashas, each with its
 * sub-periods (antardasha, pratyantardasha, …) down to `levels`, in time order.
 *
 * Rules (BPHS ch. 46): the first mahadasha belongs to the Vimshottari lord of the Moon's nakshatra; the part of
 * it still to run at birth (the "balance") is the part of the nakshatra the Moon has still to cross, so the first
 * mahadasha STARTS BEFORE BIRTH, at birth − (traversed fraction) × its years — its `startDate` is that
 * instant and the balance is `endDate` − birth. The lords follow Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter,
 * Saturn, Mercury. A sub-period of lord B within a period of lord A of length L lasts L × years(B) / 120 and
 * the sub-periods start with A itself. Years of `VIMSHOTTARI_YEAR_DAYS` (365.25) days; dates are UT ISO
 * strings to the second; `durationYears` is each period's length in those years.
 *
 * Errors: MISSING_ARGUMENT without `birth`; INVALID_ARGUMENT for a malformed birth, a non-numeric
 * moonLongitude, an unknown ayanamsa; OUT_OF_RANGE for `levels` outside 1..5 or a birth outside 1800–2200.
 * @example
 * const periods = vimshottariDasha({ birth: '2000-01-01T00:00:00Z', moonLongitude: 0 });
 * periods[0].planet // 'Ketu' (0° sidereal is the start of Ashwini: the full 7 years remain)
 */
export function vimshottariDasha(request: VimshottariRequest): DashaPeriod[] {
  if (request === null || typeof request !== 'object' || request.birth === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'birth is required (ISO-8601 date-time, Date or Instant)', {
      field: 'birth',
      received: undefined,
      allowed: 'ISO-8601 date-time, Date or Instant',
    });
  }
  const at = instant(request.birth, 'birth');
  const levels = requireIntegerInRange(request.levels ?? 2, 'levels', 1, DASHA_LEVEL_NAMES.length);
  const system = requireOneOf(request.ayanamsa ?? 'Lahiri', 'ayanamsa', AYANAMSA_SYSTEMS);
  const moon =
    request.moonLongitude === undefined
      ? normalizeDegrees(bodyPosition('Moon', at).longitude - ayanamsa(system, at))
      : normalizeDegrees(requireLongitude(request.moonLongitude, 'moonLongitude'));

  const first = NAKSHATRAS[nakshatraIndex(moon)]!.ruler;
  const firstIndex = DASHA_LORDS.indexOf(first);
  // The elapsed part of the first mahadasha equals the traversed fraction of the nakshatra (BPHS ch. 46).
  const elapsedDays = nakshatraFraction(moon) * VIMSHOTTARI_YEARS[first] * VIMSHOTTARI_YEAR_DAYS;
  const cycleStart = at.jdUt - elapsedDays;
  return subPeriods(firstIndex, cycleStart, VIMSHOTTARI_CYCLE_YEARS, 1, levels);
}

/**
 * The nine periods dividing a span of `spanYears` starting at `startJd` (UT), the first ruled by
 * DASHA_LORDS[firstIndex]; the span is shared in proportion to the lords' years (sum 120).
 */
function subPeriods(
  firstIndex: number,
  startJd: number,
  spanYears: number,
  level: number,
  levels: number,
): DashaPeriod[] {
  const out: DashaPeriod[] = [];
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
    const period: DashaPeriod = {
      planet: lord,
      startDate: isoString(from, 'second'),
      endDate: isoString(to, 'second'),
      durationYears: years,
    };
    if (level < levels) period.subPeriods = subPeriods(lordIndex, from, years, level + 1, levels);
    out.push(period);
  }
  return out;
}
