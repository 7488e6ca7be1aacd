// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { NarrativeText } from '../narrative-text.js';

// The names and time words the French horoscope narratives are filled with: weekdays and months in lower case, as
// French writes them; dates as « 20 mars », the first of the month as « 1er mars »; times as « à 14:05 UT ». A time
// phrase that opens a sentence is followed by a comma in the message (« Lundi, le Soleil entre en Bélier »), and
// « le {date} » contracts after « à » and « de » by the message's own words (« jusqu’au », « à partir du »).

/** The French narrative phrases. */
export const NARRATIVE_FR: NarrativeText = {
  phrases: {
    weekdays: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    months: [
      'janvier', 'février', 'mars', 'avril', 'mai', 'juin',
      'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
    ],
    bodyNames: { Sun: 'le Soleil', Moon: 'la Lune' },
    dateInWords: '{day, plural, =1 {1er} other {#}} {month}',
    when: {
      today: 'aujourd’hui',
      onWeekday: '{weekday}',
      onDate: 'le {date}',
      atTime: 'à {time} UT',
      dateWithYear: '{date} {year}',
      untilTime: '{time} UT',
      untilTimeOnDate: '{time} UT le {date}',
      allYear: 'toute l’année',
      untilDate: 'jusqu’au {date}',
      fromDate: 'à partir du {date}',
      fromToDate: 'du {date} au {date2}',
    },
  },
};
