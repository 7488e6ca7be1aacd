import type { HoroscopeEventText } from '../../horoscope-event-text.js';
import { ADVICE_ES, MOON_DAY_ES, RULER_HERE_ES } from './daily-moon.js';
import { HOUSE_LABELS_ES, HOUSE_SHORT_ES } from './house-labels.js';
import { FRAMES_ES, LEADS_ES, PHASE_WORDS_ES, PLANET_FLAVOR_ES, SEASON_NOTE_ES } from './leads.js';
import { FULL_MOON_ES, LUNAR_ECLIPSE_ES, NEW_MOON_ES, QUARTER_MOON_ES, SOLAR_ECLIPSE_ES } from './lunations.js';
import { PLANET_ARRIVES_ES, RETROGRADE_ONGOING_ES, STATION_DIRECT_ES, STATION_RETROGRADE_ES, SUN_ARRIVES_ES } from './movements.js';
import { JUPITER_PASSAGE_ES, SATURN_PASSAGE_ES, SLOW_CONJUNCTION_ES } from './slow-planets.js';
import { SIGN_NOTES_ES } from './sign-notes.js';

// Urania's own text (original writing for this project), locale es: the horoscope event text (issues 26 and 31), an
// original Spanish version of the English, addressing the reader as "tú" (docs/i18n/es.md).

/** The Spanish horoscope event text: complete (every list of the English). */
export const HOROSCOPE_EVENTS_ES: HoroscopeEventText = {
  houseLabel: HOUSE_LABELS_ES,
  houseShort: HOUSE_SHORT_ES,
  cells: {
    solarEclipse: SOLAR_ECLIPSE_ES,
    lunarEclipse: LUNAR_ECLIPSE_ES,
    sunArrives: SUN_ARRIVES_ES,
    newMoon: NEW_MOON_ES,
    fullMoon: FULL_MOON_ES,
    quarterMoon: QUARTER_MOON_ES,
    stationRetrograde: STATION_RETROGRADE_ES,
    stationDirect: STATION_DIRECT_ES,
    planetArrives: PLANET_ARRIVES_ES,
    moonDay: MOON_DAY_ES,
    retrogradeOngoing: RETROGRADE_ONGOING_ES,
    advice: ADVICE_ES,
    rulerHere: RULER_HERE_ES,
    jupiterPassage: JUPITER_PASSAGE_ES,
    saturnPassage: SATURN_PASSAGE_ES,
    slowConjunction: SLOW_CONJUNCTION_ES,
    signNote: SIGN_NOTES_ES,
  },
  leads: LEADS_ES,
  planetFlavor: PLANET_FLAVOR_ES,
  phaseWords: PHASE_WORDS_ES,
  seasonNote: SEASON_NOTE_ES,
  frames: FRAMES_ES,
};
