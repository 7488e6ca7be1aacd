import { AMRITA_GHATIKAS, GHATIKA_PERIOD_LENGTH, TYAJYA_GHATIKAS } from './nakshatra-ghatikas.js';
import type { MuhurtaSpan } from './muhurta-periods.js';

/**
 * Amrit kalam and Varjyam (tyajya) of a Vedic day. Each nakshatra the Moon crosses is reckoned as 60 ghatikas of
 * its own actual duration D (its start to its end, as the Moon moves): the period of nakshatra n begins g(n)/60 · D
 * after the nakshatra's start and lasts 4/60 · D, with g from the tables of `nakshatra-ghatikas.ts` (Muhurta
 * Chintamani; B. V. Raman, Muhurtha ch. 3). A day lists every such period of the nakshatras in force during it that
 * overlaps [sunrise, next sunrise) — including one of the next nakshatra when it falls before the next sunrise.
 */

/** A nakshatra in force during the day: its index (0 Ashwini) and its start and end, UT Julian Days. */
export interface NakshatraTimes {
  readonly index: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

function periods(name: string, table: readonly number[], nakshatras: readonly NakshatraTimes[], rise: number, next: number): MuhurtaSpan[] {
  const out: MuhurtaSpan[] = [];
  for (const n of nakshatras) {
    const ghatika = (n.endJdUt - n.startJdUt) / 60;
    const startJdUt = n.startJdUt + table[n.index]! * ghatika;
    const endJdUt = startJdUt + GHATIKA_PERIOD_LENGTH * ghatika;
    if (endJdUt > rise && startJdUt < next) out.push({ name, startJdUt, endJdUt });
  }
  return out;
}

/** @summary The Amrit kalam and Varjyam periods overlapping a Vedic day (rule above). */
export function ghatikaPeriods(
  nakshatras: readonly NakshatraTimes[], sunriseJdUt: number, nextSunriseJdUt: number,
): { amritKalam: MuhurtaSpan[]; varjyam: MuhurtaSpan[] } {
  return {
    amritKalam: periods('Amrit kalam', AMRITA_GHATIKAS, nakshatras, sunriseJdUt, nextSunriseJdUt),
    varjyam: periods('Varjyam', TYAJYA_GHATIKAS, nakshatras, sunriseJdUt, nextSunriseJdUt),
  };
}
