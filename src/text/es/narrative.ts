import type { NarrativeText } from '../narrative-text.js';

// Urania's own text (original writing for this project), locale es: the names and time words the horoscope narratives
// are filled with. Weekdays and months in lower case, as Spanish writes them; "a la 01:00" but "a las 14:00".

/** The Spanish narrative phrases. */
export const NARRATIVE_ES: NarrativeText = {
  phrases: {
    weekdays: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
    months: [
      'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
      'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
    ],
    bodyNames: { Sun: 'el Sol', Moon: 'la Luna' },
    dateInWords: '{day} de {month}',
    when: {
      today: 'hoy',
      onWeekday: 'el {weekday}',
      onDate: 'el {date}',
      atTime: '{hour, select, 01 {a la} other {a las}} {time} UT',
      dateWithYear: '{date} de {year}',
      untilTime: '{hour, select, 01 {la} other {las}} {time} UT',
      untilTimeOnDate: '{hour, select, 01 {la} other {las}} {time} UT del {date}',
      allYear: 'todo el año',
      untilDate: 'hasta el {date}',
      fromDate: 'desde el {date}',
      fromToDate: 'del {date} al {date2}',
    },
  },
};
