import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in Spanish (issue 31): impersonal, as Spanish software words a form's errors. */
export const ERROR_WORDS_ES: ErrorWords = {
  required: 'Falta {field}: es obligatorio.',
  requiredOrPlace:
    'Falta {field}: es obligatorio (o bien se da {place} en lugar de {latitude} y {longitude}: un nombre de lugar como «Ulm, Alemania» o un identificador de GeoNames).',
  placeNotBoth: '{field} sustituye a {latitude} y {longitude}: se da el lugar o las coordenadas, no ambos.',
  notAParameter: '{field} no es un parámetro de esta solicitud.',
  notAField: '{field} no es un miembro de este objeto.',
  spellingTwice: '{field} es otra forma de escribir {canonical}, que ya se dio como {other}; se da una sola vez, como {canonical}.',
  givenOnce: '{field} solo puede aparecer una vez.',
  notEmpty: '{field} no puede estar vacío.',
  minLength: '{field} debe tener al menos {limit} caracteres.',
  maxLength: '{field} debe tener como máximo {limit} caracteres.',
  minItems: '{field} debe tener al menos {limit} elementos.',
  maxItems: '{field} debe tener como máximo {limit} elementos.',
  oneOf: '{field} debe ser uno de estos valores: {values}.',
  trueOrFalse: '{field} debe ser true (verdadero) o false (falso).',
  aString: '{field} debe ser un texto.',
  anObject: '{field} debe ser un objeto.',
  anArray: '{field} debe ser una lista.',
  aValidValue: '{field} debe ser un valor válido.',
  documentedForm: '{field} debe ser un texto con la forma que indica la documentación de la API.',
  bodyList: '{field} debe ser una lista de cuerpos celestes separados por comas (Sun,Moon,…).',
  ymd: '{field} debe tener la forma AAAA-MM-DD.',
  dateShape: '{field} debe ser una fecha AAAA-MM-DD.',
  'format.iso-date': '{field} debe ser una fecha del calendario AAAA-MM-DD, por ejemplo 1990-07-04 (un año anterior al 0 como -0500-03-21).',
  'format.iso-date-time':
    '{field} debe ser una fecha y hora AAAA-MM-DDTHH:MM:SS con Z o un desfase como +02:00, por ejemplo 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    '{field} debe ser una fecha AAAA-MM-DD o una fecha y hora AAAA-MM-DDTHH:MM:SS con Z o un desfase como +02:00 ' +
    '(segundos opcionales), por ejemplo 2024-03-20 o 2024-03-20T12:00:00Z.',
  'format.clock-time': '{field} debe ser una hora HH:MM de 00:00 a 23:59, por ejemplo 14:30.',
  'format.time-zone':
    '{field} debe ser el nombre de una zona horaria IANA, como Europe/Paris o America/New_York (con guiones bajos, no espacios), o UTC.',
  'format.year':
    '{field} debe ser un año entero de {first} a {last}, por ejemplo 2024 o -500 (años astronómicos: el 0 es el 1 a. C.).',
  'number.fromTo': '{field} debe ser un número{kind, select, integer { entero} other {}} de {min} a {max}.',
  'number.fromUpTo': '{field} debe ser un número{kind, select, integer { entero} other {}} desde {min} hasta {max}, sin incluir {max}.',
  'number.aboveBelow': '{field} debe ser un número{kind, select, integer { entero} other {}} mayor que {min} y menor que {max}.',
  'number.aboveAtMost': '{field} debe ser un número{kind, select, integer { entero} other {}} mayor que {min} y como máximo {max}.',
  'number.above': '{field} debe ser un número{kind, select, integer { entero} other {}} mayor que {min}.',
  'number.atLeast': '{field} debe ser un número{kind, select, integer { entero} other {}} de al menos {min}.',
  'number.below': '{field} debe ser un número{kind, select, integer { entero} other {}} menor que {max}.',
  'number.atMost': '{field} debe ser un número{kind, select, integer { entero} other {}} de como máximo {max}.',
  'number.any': '{field} debe ser un número{kind, select, integer { entero} other {}}.',
  'date.required': 'Falta {field}: es obligatorio (AAAA-MM-DD).',
  'date.month': '{field} tiene el mes {month}; los meses van de 01 a 12.',
  'date.day': '{field}: el día {date} no existe; {yearMonth} tiene los días 01 a {days}.',
  'date.reform':
    '{field}: el día {date} no existe; al 1582-10-04 (juliano) le siguió el 1582-10-15 (gregoriano); ' +
    "para una fecha gregoriana proléptica se da calendar: 'gregorian'.",
  'iso.shape': '{field} no es una fecha ni una fecha y hora ISO 8601.',
  'iso.day': '{field} tiene el día {day}; {yearMonth} tiene {days} días.',
  'iso.reform':
    '{field} es uno de los diez días que suprimió la reforma gregoriana (al 1582-10-04 le siguió el 1582-10-15); ' +
    "para una fecha gregoriana proléptica se da calendar: 'gregorian'.",
  'iso.hour': '{field} tiene la hora {hour}; las horas van de 00 a 23.',
  'iso.minute': '{field} tiene el minuto {minute}; los minutos van de 00 a 59.',
  'iso.second': '{field} tiene el segundo {second}; los segundos van de 00 a 59.',
  'iso.offset': '{field} tiene el desfase {offset}; los desfases van de -18:00 a +18:00.',
  'iso.noZone':
    '{field} es una fecha y hora sin zona: hay que añadir Z o un desfase (por ejemplo 2024-03-20T12:00:00Z), ' +
    'o dar una hora local con su zona horaria a civilInstant().',
  clockTime: '{field} debe ser HH:MM o HH:MM:SS, entre 00:00 y 23:59:59.',
  'span.instant': '{field} debe estar entre {from} y {to}.',
  'span.civil': '{field} debe estar dentro del periodo admitido, de {from} a {to}; se recibió {typed}.',
  'timeZone.unknown': "{field} {name} no es un nombre de zona horaria IANA; sirve uno como 'Europe/Paris' o 'UTC'.",
  'check.finiteIn': '{field} debe ser un número finito en {min}..{max}.',
  'check.inRange': '{field} debe estar en {min}..{max}; se recibió {value}.',
  'check.wholeIn': '{field} debe ser un número entero en {min}..{max}; se recibió {value}.',
  'check.longitude': '{field} debe ser un número finito de grados (se reduce a 0..360).',
  'range.maxSpan': 'El intervalo {from}..{to} debe abarcar como máximo {unit, select, years {{maximum, plural, one {# año} other {# años}}} other {{maximum, plural, one {# día} other {# días}}}}.',
  'date.requiredIso': 'Falta {field}: es obligatorio, una fecha ISO (AAAA-MM-DD) o una fecha y hora.',
  'date.years': '{field} debe ser una fecha de los años {first}..{last}.',
  differsFrom: '{field} debe ser distinto de {other}.',
  'chartPoint.riseSet': '{body} es un punto de la carta sobre la eclíptica, no un astro que sale y se pone.',
  'chartPoint.houses': '{body} es un punto de la carta sobre la eclíptica, no un astro que recorre las casas.',
  'bodies.nonEmpty': '{field} debe ser una lista no vacía de nombres de astros.',
  'bodies.observer': '{field}: {body} depende de un observador y aquí no tiene ingresos ni estaciones.',
  'bodies.notInBuild': '{field}: {body} no está disponible en esta compilación.',
  'lunarReturn.none': 'No hay revolución lunar entre {field} y el final del periodo admitido ({last}).',
  'fixedStar.unknown': '{field} debe ser una de las {count} estrellas del catálogo: {values}.',
};
