import { DASHA_LORDS } from '../schemas/record-enums.js';
import { nakshatraFraction, nakshatraIndex } from './nakshatra.js';
import { NAKSHATRAS } from './nakshatras.js';
import type { NakshatraDashaScheme } from './nakshatra-dasha.js';
import { VIMSHOTTARI_CYCLE_YEARS, VIMSHOTTARI_YEARS } from './vimshottari-dasha.js';

/**
 * The Vimshottari dasha as a nakshatra-dasha scheme (BPHS ch. 46 vv. 12–16): nine lords of 120 years in the order
 * Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury; the first lord rules the star of the starting point
 * and the elapsed part of its period is the traversed fraction of that star (v. 16).
 */
export const VIMSHOTTARI_SCHEME: NakshatraDashaScheme = {
  lords: DASHA_LORDS,
  years: VIMSHOTTARI_YEARS,
  cycleYears: VIMSHOTTARI_CYCLE_YEARS,
  start: (lon) => ({ lord: NAKSHATRAS[nakshatraIndex(lon)]!.ruler, elapsedFraction: nakshatraFraction(lon) }),
};
