// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PartialHoroscopeEventText } from '../../horoscope-event-text.js';
import { ADVICE_DE, MOON_DAY_DE, RULER_HERE_DE } from './daily-moon.js';
import { HOUSE_LABELS_DE, HOUSE_SHORT_DE } from './house-labels.js';
import { FRAMES_DE, LEADS_DE, PHASE_WORDS_DE, PLANET_FLAVOR_DE, SEASON_NOTE_DE } from './leads.js';
import { FULL_MOON_DE, LUNAR_ECLIPSE_DE, NEW_MOON_DE, QUARTER_MOON_DE, SOLAR_ECLIPSE_DE } from './lunations.js';
import { PLANET_ARRIVES_DE, RETROGRADE_ONGOING_DE, STATION_DIRECT_DE, STATION_RETROGRADE_DE, SUN_ARRIVES_DE } from './movements.js';
import { SIGN_NOTES_DE } from './sign-notes.js';
import { JUPITER_PASSAGE_DE, SATURN_PASSAGE_DE, SLOW_CONJUNCTION_DE } from './slow-planets.js';

// The horoscope event text in German (issues 26 and 31), addressing the reader as "du" (docs/i18n/de.md).

/** The German horoscope event text: complete (every list of the English). */
export const HOROSCOPE_EVENTS_DE: PartialHoroscopeEventText = {
  houseLabel: HOUSE_LABELS_DE,
  houseShort: HOUSE_SHORT_DE,
  cells: {
    solarEclipse: SOLAR_ECLIPSE_DE,
    lunarEclipse: LUNAR_ECLIPSE_DE,
    sunArrives: SUN_ARRIVES_DE,
    newMoon: NEW_MOON_DE,
    fullMoon: FULL_MOON_DE,
    quarterMoon: QUARTER_MOON_DE,
    stationRetrograde: STATION_RETROGRADE_DE,
    stationDirect: STATION_DIRECT_DE,
    planetArrives: PLANET_ARRIVES_DE,
    moonDay: MOON_DAY_DE,
    retrogradeOngoing: RETROGRADE_ONGOING_DE,
    advice: ADVICE_DE,
    rulerHere: RULER_HERE_DE,
    jupiterPassage: JUPITER_PASSAGE_DE,
    saturnPassage: SATURN_PASSAGE_DE,
    slowConjunction: SLOW_CONJUNCTION_DE,
    signNote: SIGN_NOTES_DE,
  },
  leads: LEADS_DE,
  planetFlavor: PLANET_FLAVOR_DE,
  phaseWords: PHASE_WORDS_DE,
  seasonNote: SEASON_NOTE_DE,
  frames: FRAMES_DE,
};
