// Urania's own text, translated from its English original (src/text/en); locale de.
import type { NarrativeText } from '../narrative-text.js';

// The names and time words the German horoscope narratives are filled with: weekdays and months as Intl writes them,
// dates as "20. März", times as "um 14:05 UT". Every time phrase fronts a German main clause ("Am Donnerstag tritt
// die Sonne …"), so each is an adverbial: "heute", "am {weekday}", "am {date}", "um {time} UT".

/** The German narrative phrases. */
export const NARRATIVE_DE: NarrativeText = {
  phrases: {
    weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
    months: [
      'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni',
      'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
    ],
    bodyNames: { Sun: 'die Sonne', Moon: 'der Mond' },
    dateInWords: '{day}. {month}',
    when: {
      today: 'heute',
      onWeekday: 'am {weekday}',
      onDate: 'am {date}',
      atTime: 'um {time} UT',
      dateWithYear: '{date} {year}',
      untilTime: '{time} UT',
      untilTimeOnDate: '{time} UT am {date}',
      allYear: 'das ganze Jahr über',
      untilDate: 'bis zum {date}',
      fromDate: 'ab dem {date}',
      fromToDate: 'vom {date} bis zum {date2}',
    },
  },
};
