// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { NarrativeText } from '../narrative-text.js';

// The names and time words the Brazilian Portuguese horoscope narratives are filled with. Weekdays and months in lower
// case, as Portuguese writes them; the first of the month "1º de março"; "na segunda-feira" but "no sábado" and
// "no domingo"; "à 01:00" but "às 14:00", and "até a 01:00", "até as 14:00".

/** The Brazilian Portuguese narrative phrases. */
export const NARRATIVE_PT_BR: NarrativeText = {
  phrases: {
    weekdays: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
    months: [
      'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
      'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
    ],
    bodyNames: { Sun: 'o Sol', Moon: 'a Lua' },
    dateInWords: '{day, select, 1 {1º} other {{day}}} de {month}',
    when: {
      today: 'hoje',
      onWeekday: '{weekday, select, sábado {no sábado} domingo {no domingo} other {na {weekday}}}',
      onDate: 'em {date}',
      atTime: '{hour, select, 01 {à} other {às}} {time} UT',
      dateWithYear: '{date} de {year}',
      untilTime: '{hour, select, 01 {a} other {as}} {time} UT',
      untilTimeOnDate: '{hour, select, 01 {a} other {as}} {time} UT do dia {date}',
      allYear: 'o ano todo',
      untilDate: 'até {date}',
      fromDate: 'a partir de {date}',
      fromToDate: 'de {date} a {date2}',
    },
  },
};
