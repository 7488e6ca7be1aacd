import type { NarrativeText } from '../narrative-text.js';

// Urania's own text (original writing for this project), locale en: the names and date words the horoscope
// narratives are filled with (the narratives themselves read src/text/en/horoscope-events/).

/** The English narrative phrases. */
export const NARRATIVE_EN: NarrativeText = {
  phrases: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    months: [
      'January', 'February', 'March', 'April', 'May', 'June',
      'July', 'August', 'September', 'October', 'November', 'December',
    ],
    bodyNames: { Sun: 'the Sun', Moon: 'the Moon' },
    dateInWords: '{day} {month}',
    when: {
      today: 'today',
      onWeekday: 'on {weekday}',
      onDate: 'on {date}',
      atTime: 'at {time} UT',
      dateWithYear: '{date} {year}',
      untilTime: '{time} UT',
      untilTimeOnDate: '{time} UT on {date}',
      allYear: 'all year',
      untilDate: 'until {date}',
      fromDate: 'from {date}',
      fromToDate: 'from {date} to {date2}',
    },
  },
};
