// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { PartialHoroscopeEventText } from '../../horoscope-event-text.js';
import { ADVICE_FR, MOON_DAY_FR, RULER_HERE_FR } from './daily-moon.js';
import { HOUSE_AGAIN_FR, HOUSE_LABELS_FR, HOUSE_SHORT_FR } from './house-labels.js';
import { FRAMES_FR, LEADS_FR, PHASE_WORDS_FR, PLANET_FLAVOR_FR, SEASON_NOTE_FR } from './leads.js';
import { FULL_MOON_FR, LUNAR_ECLIPSE_FR, NEW_MOON_FR, QUARTER_MOON_FR, SOLAR_ECLIPSE_FR } from './lunations.js';
import { PLANET_ARRIVES_FR, RETROGRADE_ONGOING_FR, STATION_DIRECT_FR, STATION_RETROGRADE_FR, SUN_ARRIVES_FR } from './movements.js';
import { SIGN_NOTES_FR } from './sign-notes.js';
import { JUPITER_PASSAGE_FR, SATURN_PASSAGE_FR, SLOW_CONJUNCTION_FR } from './slow-planets.js';

// The horoscope event text in French (issues 26 and 31), addressing the reader as « vous » (docs/i18n/fr.md).

/** The French horoscope event text: complete (every list of the English). */
export const HOROSCOPE_EVENTS_FR: PartialHoroscopeEventText = {
  houseLabel: HOUSE_LABELS_FR,
  houseShort: HOUSE_SHORT_FR,
  houseAgain: HOUSE_AGAIN_FR,
  cells: {
    solarEclipse: SOLAR_ECLIPSE_FR,
    lunarEclipse: LUNAR_ECLIPSE_FR,
    sunArrives: SUN_ARRIVES_FR,
    newMoon: NEW_MOON_FR,
    fullMoon: FULL_MOON_FR,
    quarterMoon: QUARTER_MOON_FR,
    stationRetrograde: STATION_RETROGRADE_FR,
    stationDirect: STATION_DIRECT_FR,
    planetArrives: PLANET_ARRIVES_FR,
    moonDay: MOON_DAY_FR,
    retrogradeOngoing: RETROGRADE_ONGOING_FR,
    advice: ADVICE_FR,
    rulerHere: RULER_HERE_FR,
    jupiterPassage: JUPITER_PASSAGE_FR,
    saturnPassage: SATURN_PASSAGE_FR,
    slowConjunction: SLOW_CONJUNCTION_FR,
    signNote: SIGN_NOTES_FR,
  },
  leads: LEADS_FR,
  planetFlavor: PLANET_FLAVOR_FR,
  phaseWords: PHASE_WORDS_FR,
  seasonNote: SEASON_NOTE_FR,
  frames: FRAMES_FR,
};
