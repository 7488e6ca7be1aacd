// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialHoroscopeEventText } from '../../horoscope-event-text.js';
import { ADVICE_PT_BR, MOON_DAY_PT_BR, RULER_HERE_PT_BR } from './daily-moon.js';
import { HOUSE_LABELS_PT_BR, HOUSE_SHORT_PT_BR } from './house-labels.js';
import { FRAMES_PT_BR, LEADS_PT_BR, PHASE_WORDS_PT_BR, PLANET_FLAVOR_PT_BR, SEASON_NOTE_PT_BR } from './leads.js';
import { FULL_MOON_PT_BR, LUNAR_ECLIPSE_PT_BR, NEW_MOON_PT_BR, QUARTER_MOON_PT_BR, SOLAR_ECLIPSE_PT_BR } from './lunations.js';
import { PLANET_ARRIVES_PT_BR, RETROGRADE_ONGOING_PT_BR, STATION_DIRECT_PT_BR, STATION_RETROGRADE_PT_BR, SUN_ARRIVES_PT_BR } from './movements.js';
import { SIGN_NOTES_PT_BR } from './sign-notes.js';
import { JUPITER_PASSAGE_PT_BR, SATURN_PASSAGE_PT_BR, SLOW_CONJUNCTION_PT_BR } from './slow-planets.js';

// The horoscope event text in Brazilian Portuguese (issues 26 and 31), addressing the reader as "você"
// (docs/i18n/pt-BR.md): every list of the English, so no pt-BR horoscope reads English.

/** The Brazilian Portuguese horoscope event text: complete (every list of the English). */
export const HOROSCOPE_EVENTS_PT_BR: PartialHoroscopeEventText = {
  houseLabel: HOUSE_LABELS_PT_BR,
  houseShort: HOUSE_SHORT_PT_BR,
  cells: {
    solarEclipse: SOLAR_ECLIPSE_PT_BR,
    lunarEclipse: LUNAR_ECLIPSE_PT_BR,
    sunArrives: SUN_ARRIVES_PT_BR,
    newMoon: NEW_MOON_PT_BR,
    fullMoon: FULL_MOON_PT_BR,
    quarterMoon: QUARTER_MOON_PT_BR,
    stationRetrograde: STATION_RETROGRADE_PT_BR,
    stationDirect: STATION_DIRECT_PT_BR,
    planetArrives: PLANET_ARRIVES_PT_BR,
    moonDay: MOON_DAY_PT_BR,
    retrogradeOngoing: RETROGRADE_ONGOING_PT_BR,
    advice: ADVICE_PT_BR,
    rulerHere: RULER_HERE_PT_BR,
    jupiterPassage: JUPITER_PASSAGE_PT_BR,
    saturnPassage: SATURN_PASSAGE_PT_BR,
    slowConjunction: SLOW_CONJUNCTION_PT_BR,
    signNote: SIGN_NOTES_PT_BR,
  },
  leads: LEADS_PT_BR,
  planetFlavor: PLANET_FLAVOR_PT_BR,
  phaseWords: PHASE_WORDS_PT_BR,
  seasonNote: SEASON_NOTE_PT_BR,
  frames: FRAMES_PT_BR,
};
