import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in German (issue 31): impersonal, as German software words a form's errors. */
export const ERROR_WORDS_DE: ErrorWords = {
  required: '{field} ist erforderlich.',
  requiredOrPlace:
    '{field} ist erforderlich (oder statt {latitude} und {longitude} den Ort {place} angeben: einen Ortsnamen wie „Ulm, Deutschland“ oder eine GeoNames-ID).',
  placeNotBoth: '{field} steht anstelle von {latitude} und {longitude}: entweder den Ort oder die Koordinaten angeben, nicht beides.',
  notAParameter: '{field} ist kein Parameter dieser Anfrage.',
  notAField: '{field} ist kein Feld dieses Objekts.',
  spellingTwice: '{field} ist eine andere Schreibweise von {canonical}, das auch als {other} angegeben ist; nur einmal angeben, als {canonical}.',
  givenOnce: '{field} darf nur einmal angegeben werden.',
  notEmpty: '{field} darf nicht leer sein.',
  minLength: '{field} muss mindestens {limit} Zeichen lang sein.',
  maxLength: '{field} darf höchstens {limit} Zeichen lang sein.',
  minItems: '{field} muss mindestens {limit} Einträge haben.',
  maxItems: '{field} darf höchstens {limit} Einträge haben.',
  oneOf: '{field} muss einer dieser Werte sein: {values}.',
  trueOrFalse: '{field} muss true (wahr) oder false (falsch) sein.',
  aString: '{field} muss ein Text sein.',
  anObject: '{field} muss ein Objekt sein.',
  anArray: '{field} muss eine Liste sein.',
  aValidValue: '{field} muss ein gültiger Wert sein.',
  documentedForm: '{field} muss Text in der Form sein, die die API-Dokumentation angibt.',
  bodyList: '{field} muss eine durch Kommas getrennte Liste von Himmelskörpern sein (Sun,Moon,…).',
  ymd: '{field} muss die Form JJJJ-MM-TT haben.',
  dateShape: '{field} muss ein Datum JJJJ-MM-TT sein.',
  'format.iso-date': '{field} muss ein Kalenderdatum JJJJ-MM-TT sein, zum Beispiel 1990-07-04 (ein Jahr vor 0 als -0500-03-21).',
  'format.iso-date-time':
    '{field} muss Datum und Uhrzeit JJJJ-MM-TTThh:mm:ss mit Z oder einem Versatz wie +02:00 sein, zum Beispiel 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    '{field} muss ein Datum JJJJ-MM-TT oder Datum und Uhrzeit JJJJ-MM-TTThh:mm:ss mit Z oder einem Versatz wie +02:00 sein ' +
    '(Sekunden freiwillig), zum Beispiel 2024-03-20 oder 2024-03-20T12:00:00Z.',
  'format.clock-time': '{field} muss eine Uhrzeit hh:mm von 00:00 bis 23:59 sein, zum Beispiel 14:30.',
  'format.time-zone':
    '{field} muss der Name einer IANA-Zeitzone sein, etwa Europe/Paris oder America/New_York (Unterstriche statt Leerzeichen), oder UTC.',
  'format.year':
    '{field} muss ein ganzes Jahr von {first} bis {last} sein, zum Beispiel 2024 oder -500 (astronomische Jahreszählung: 0 ist 1 v. Chr.).',
  'number.fromTo': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} von {min} bis {max} sein.',
  'number.fromUpTo': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} von {min} bis ausschließlich {max} sein.',
  'number.aboveBelow': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} größer als {min} und kleiner als {max} sein.',
  'number.aboveAtMost': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} größer als {min} und höchstens {max} sein.',
  'number.above': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} größer als {min} sein.',
  'number.atLeast': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} von mindestens {min} sein.',
  'number.below': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} kleiner als {max} sein.',
  'number.atMost': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} von höchstens {max} sein.',
  'number.any': '{field} muss {kind, select, integer {eine ganze Zahl} other {eine Zahl}} sein.',
  'date.required': '{field} ist erforderlich (JJJJ-MM-TT).',
  'date.month': '{field} hat den Monat {month}; Monate gehen von 01 bis 12.',
  'date.day': '{field}: Den Tag {date} gibt es nicht, {yearMonth} hat die Tage 01 bis {days}.',
  'date.reform':
    '{field}: Den Tag {date} gibt es nicht, auf den 1582-10-04 (julianisch) folgte der 1582-10-15 (gregorianisch); ' +
    "für ein proleptisch gregorianisches Datum calendar: 'gregorian' angeben.",
  'iso.shape': '{field} ist kein Datum und keine Datums-Uhrzeit nach ISO 8601.',
  'iso.day': '{field} hat den Tag {day}; {yearMonth} hat {days} Tage.',
  'iso.reform':
    '{field} ist einer der zehn Tage, die die gregorianische Kalenderreform ausließ (auf den 1582-10-04 folgte der 1582-10-15); ' +
    "für ein proleptisch gregorianisches Datum calendar: 'gregorian' angeben.",
  'iso.hour': '{field} hat die Stunde {hour}; Stunden gehen von 00 bis 23.',
  'iso.minute': '{field} hat die Minute {minute}; Minuten gehen von 00 bis 59.',
  'iso.second': '{field} hat die Sekunde {second}; Sekunden gehen von 00 bis 59.',
  'iso.offset': '{field} hat den Versatz {offset}; Versätze gehen von -18:00 bis +18:00.',
  'iso.noZone':
    '{field} ist eine Datums-Uhrzeit ohne Zeitzone: Z oder einen Versatz anhängen (etwa 2024-03-20T12:00:00Z) ' +
    'oder eine Ortszeit mit Zeitzone an civilInstant() geben.',
  clockTime: '{field} muss hh:mm oder hh:mm:ss zwischen 00:00 und 23:59:59 sein.',
  'span.instant': '{field} muss zwischen {from} und {to} liegen.',
  'span.civil': '{field} muss im unterstützten Zeitraum von {from} bis {to} liegen; angegeben war {typed}.',
  'timeZone.unknown': "{field} {name} ist kein Name einer IANA-Zeitzone; einen wie 'Europe/Paris' oder 'UTC' verwenden.",
  'check.finiteIn': '{field} muss eine endliche Zahl im Bereich {min}..{max} sein.',
  'check.inRange': '{field} muss im Bereich {min}..{max} liegen, angegeben war {value}.',
  'check.wholeIn': '{field} muss eine ganze Zahl im Bereich {min}..{max} sein, angegeben war {value}.',
  'check.longitude': '{field} muss eine endliche Gradzahl sein (sie wird auf 0..360 gebracht).',
  'range.maxSpan': 'Der Zeitraum {from}..{to} darf höchstens {unit, select, years {{maximum, plural, one {# Jahr} other {# Jahre}}} other {{maximum, plural, one {# Tag} other {# Tage}}}} umfassen.',
  'date.requiredIso': '{field} ist erforderlich: ein ISO-Datum (JJJJ-MM-TT) oder eine Datums-Uhrzeit.',
  'date.years': '{field} muss ein Datum in den Jahren {first}..{last} sein.',
  differsFrom: '{field} muss sich von {other} unterscheiden.',
  'chartPoint.riseSet': '{body} ist ein Horoskoppunkt auf der Ekliptik, kein Himmelskörper, der auf- und untergeht.',
  'chartPoint.houses': '{body} ist ein Horoskoppunkt auf der Ekliptik, kein Himmelskörper, der durch die Häuser läuft.',
  'bodies.nonEmpty': '{field} muss eine nicht leere Liste von Namen von Himmelskörpern sein.',
  'bodies.observer': '{field}: {body} hängt vom Beobachter ab und hat hier keine Zeichenwechsel oder Stationen.',
  'bodies.notInBuild': '{field}: {body} ist in diesem Build nicht verfügbar.',
  'lunarReturn.none': 'Zwischen {field} und dem Ende des unterstützten Zeitraums ({last}) gibt es keine Mondwiederkehr.',
  'fixedStar.unknown': '{field} muss einer der {count} Sterne des Katalogs sein: {values}.',
};
