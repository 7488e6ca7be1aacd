import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in Italian (issue 31): impersonal, as Italian software words a form's errors. */
export const ERROR_WORDS_IT: ErrorWords = {
  required: '{field} è obbligatorio.',
  requiredOrPlace:
    '{field} è obbligatorio (oppure indicare {place} al posto di {latitude} e {longitude}: un nome di luogo come «Ulm, Germania» o un identificativo GeoNames).',
  placeNotBoth: '{field} sostituisce {latitude} e {longitude}: indicare il luogo oppure le coordinate, non entrambi.',
  notAParameter: '{field} non è un parametro di questa richiesta.',
  notAField: '{field} non è un membro di questo oggetto.',
  spellingTwice: '{field} è un’altra grafia di {canonical}, già indicato come {other}; va indicato una sola volta, come {canonical}.',
  givenOnce: '{field} può comparire una sola volta.',
  notEmpty: '{field} non può essere vuoto.',
  minLength: '{field} deve avere almeno {limit} caratteri.',
  maxLength: '{field} deve avere al massimo {limit} caratteri.',
  minItems: '{field} deve avere almeno {limit} elementi.',
  maxItems: '{field} deve avere al massimo {limit} elementi.',
  oneOf: '{field} deve essere uno di questi valori: {values}.',
  trueOrFalse: '{field} deve essere true (vero) o false (falso).',
  aString: '{field} deve essere un testo.',
  anObject: '{field} deve essere un oggetto.',
  anArray: '{field} deve essere un elenco.',
  aValidValue: '{field} deve essere un valore valido.',
  documentedForm: '{field} deve essere un testo nella forma indicata dalla documentazione dell’API.',
  bodyList: '{field} deve essere un elenco di corpi celesti separati da virgole (Sun,Moon,…).',
  ymd: '{field} deve avere la forma AAAA-MM-GG.',
  dateShape: '{field} deve essere una data AAAA-MM-GG.',
  'format.iso-date': '{field} deve essere una data del calendario AAAA-MM-GG, per esempio 1990-07-04 (un anno prima dello 0 come -0500-03-21).',
  'format.iso-date-time':
    '{field} deve essere una data con ora AAAA-MM-GGTHH:MM:SS con Z o uno scostamento come +02:00, per esempio 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    '{field} deve essere una data AAAA-MM-GG o una data con ora AAAA-MM-GGTHH:MM:SS con Z o uno scostamento come +02:00 ' +
    '(secondi facoltativi), per esempio 2024-03-20 o 2024-03-20T12:00:00Z.',
  'format.clock-time': '{field} deve essere un orario HH:MM dalle 00:00 alle 23:59, per esempio 14:30.',
  'format.time-zone':
    '{field} deve essere il nome di un fuso orario IANA, come Europe/Paris o America/New_York (trattini bassi, non spazi), oppure UTC.',
  'format.year':
    '{field} deve essere un anno intero da {first} a {last}, per esempio 2024 o -500 (anni astronomici: 0 è l’1 a.C.).',
  'number.fromTo': '{field} deve essere un numero{kind, select, integer { intero} other {}} da {min} a {max}.',
  'number.fromUpTo': '{field} deve essere un numero{kind, select, integer { intero} other {}} da {min} fino a {max} escluso.',
  'number.aboveBelow': '{field} deve essere un numero{kind, select, integer { intero} other {}} maggiore di {min} e minore di {max}.',
  'number.aboveAtMost': '{field} deve essere un numero{kind, select, integer { intero} other {}} maggiore di {min} e al massimo {max}.',
  'number.above': '{field} deve essere un numero{kind, select, integer { intero} other {}} maggiore di {min}.',
  'number.atLeast': '{field} deve essere un numero{kind, select, integer { intero} other {}} di almeno {min}.',
  'number.below': '{field} deve essere un numero{kind, select, integer { intero} other {}} minore di {max}.',
  'number.atMost': '{field} deve essere un numero{kind, select, integer { intero} other {}} di al massimo {max}.',
  'number.any': '{field} deve essere un numero{kind, select, integer { intero} other {}}.',
  'date.required': '{field} è obbligatorio (AAAA-MM-GG).',
  'date.month': '{field} ha il mese {month}; i mesi vanno da 01 a 12.',
  'date.day': '{field}: il giorno {date} non esiste; {yearMonth} ha i giorni da 01 a {days}.',
  'date.reform':
    '{field}: il giorno {date} non esiste; al 1582-10-04 (giuliano) seguì il 1582-10-15 (gregoriano); ' +
    "per una data gregoriana prolettica indicare calendar: 'gregorian'.",
  'iso.shape': '{field} non è né una data né una data con ora ISO 8601.',
  'iso.day': '{field} ha il giorno {day}; {yearMonth} ha {days} giorni.',
  'iso.reform':
    '{field} è uno dei dieci giorni soppressi dalla riforma gregoriana (al 1582-10-04 seguì il 1582-10-15); ' +
    "per una data gregoriana prolettica indicare calendar: 'gregorian'.",
  'iso.hour': '{field} ha l’ora {hour}; le ore vanno da 00 a 23.',
  'iso.minute': '{field} ha il minuto {minute}; i minuti vanno da 00 a 59.',
  'iso.second': '{field} ha il secondo {second}; i secondi vanno da 00 a 59.',
  'iso.offset': '{field} ha lo scostamento {offset}; gli scostamenti vanno da -18:00 a +18:00.',
  'iso.noZone':
    '{field} è una data con ora senza fuso: aggiungere Z o uno scostamento (per esempio 2024-03-20T12:00:00Z), ' +
    'oppure passare un’ora locale con il suo fuso orario a civilInstant().',
  clockTime: '{field} deve essere HH:MM o HH:MM:SS, tra 00:00 e 23:59:59.',
  'span.instant': '{field} deve essere compreso tra {from} e {to}.',
  'span.civil': '{field} deve rientrare nel periodo supportato, da {from} a {to}; ricevuto: {typed}.',
  'timeZone.unknown': "{field} {name} non è il nome di un fuso orario IANA; usarne uno come 'Europe/Paris' o 'UTC'.",
  'check.finiteIn': '{field} deve essere un numero finito in {min}..{max}.',
  'check.inRange': '{field} deve essere in {min}..{max}; ricevuto: {value}.',
  'check.wholeIn': '{field} deve essere un numero intero in {min}..{max}; ricevuto: {value}.',
  'check.longitude': '{field} deve essere un numero finito di gradi (ricondotto a 0..360).',
  'range.maxSpan': 'L’intervallo {from}..{to} deve coprire al massimo {unit, select, years {{maximum, plural, one {# anno} other {# anni}}} other {{maximum, plural, one {# giorno} other {# giorni}}}}.',
  'date.requiredIso': '{field} è obbligatorio: una data ISO (AAAA-MM-GG) o una data con ora.',
  'date.years': '{field} deve essere una data degli anni {first}..{last}.',
  differsFrom: '{field} deve essere diverso da {other}.',
  'chartPoint.riseSet': '{body} è un punto del tema sull’eclittica, non un astro che sorge e tramonta.',
  'chartPoint.houses': '{body} è un punto del tema sull’eclittica, non un astro che attraversa le case.',
  'bodies.nonEmpty': '{field} deve essere un elenco non vuoto di nomi di astri.',
  'bodies.observer': '{field}: {body} dipende da un osservatore e qui non ha ingressi né stazioni.',
  'bodies.notInBuild': '{field}: {body} non è disponibile in questa versione.',
  'lunarReturn.none': 'Nessuna rivoluzione lunare tra {field} e la fine del periodo supportato ({last}).',
  'fixedStar.unknown': '{field} deve essere una delle {count} stelle del catalogo: {values}.',
};
