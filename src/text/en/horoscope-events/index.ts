import type { HoroscopeEventText } from '../../horoscope-event-text.js';
import { ADVICE, MOON_DAY, RULER_HERE } from './daily-moon.js';
import { HOUSE_LABELS, HOUSE_SHORT } from './house-labels.js';
import { FRAMES, LEADS, PHASE_WORDS, PLANET_FLAVOR, SEASON_NOTE } from './leads.js';
import { FULL_MOON, LUNAR_ECLIPSE, NEW_MOON, QUARTER_MOON, SOLAR_ECLIPSE } from './lunations.js';
import { PLANET_ARRIVES, RETROGRADE_ONGOING, STATION_DIRECT, STATION_RETROGRADE, SUN_ARRIVES } from './movements.js';
import { JUPITER_PASSAGE, SATURN_PASSAGE, SLOW_CONJUNCTION } from './slow-planets.js';
import { SIGN_NOTES } from './sign-notes.js';

// Urania's own text (original writing for this project), locale en: the horoscope event text (issue 26).

/** The English horoscope event text: leads, house cells, planets' domains, seasons and frames. */
export const HOROSCOPE_EVENTS_EN: HoroscopeEventText = {
  houseLabel: HOUSE_LABELS,
  houseShort: HOUSE_SHORT,
  cells: {
    solarEclipse: SOLAR_ECLIPSE,
    lunarEclipse: LUNAR_ECLIPSE,
    sunArrives: SUN_ARRIVES,
    newMoon: NEW_MOON,
    fullMoon: FULL_MOON,
    quarterMoon: QUARTER_MOON,
    stationRetrograde: STATION_RETROGRADE,
    stationDirect: STATION_DIRECT,
    planetArrives: PLANET_ARRIVES,
    moonDay: MOON_DAY,
    retrogradeOngoing: RETROGRADE_ONGOING,
    advice: ADVICE,
    rulerHere: RULER_HERE,
    jupiterPassage: JUPITER_PASSAGE,
    saturnPassage: SATURN_PASSAGE,
    slowConjunction: SLOW_CONJUNCTION,
    signNote: SIGN_NOTES,
  },
  leads: LEADS,
  planetFlavor: PLANET_FLAVOR,
  phaseWords: PHASE_WORDS,
  seasonNote: SEASON_NOTE,
  frames: FRAMES,
};
