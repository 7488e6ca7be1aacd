import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in Russian (issue 31): impersonal, as Russian software words a form's errors. */
export const ERROR_WORDS_RU: ErrorWords = {
  required: 'Поле {field} обязательно.',
  requiredOrPlace:
    'Поле {field} обязательно (или вместо {latitude} и {longitude} укажите {place}: название места, например «Ульм, Германия», или идентификатор GeoNames).',
  placeNotBoth: 'Поле {field} заменяет {latitude} и {longitude}: укажите либо место, либо координаты, но не то и другое сразу.',
  notAParameter: '{field} не является параметром этого запроса.',
  notAField: '{field} не является полем этого объекта.',
  spellingTwice: '{field} — другое написание {canonical}, который уже указан как {other}; укажите его один раз, как {canonical}.',
  givenOnce: 'Поле {field} можно указать только один раз.',
  notEmpty: 'Поле {field} не может быть пустым.',
  minLength: 'Поле {field} должно быть не короче {limit, plural, one {# символа} other {# символов}}.',
  maxLength: 'Поле {field} должно быть не длиннее {limit, plural, one {# символа} other {# символов}}.',
  minItems: 'Поле {field} должно содержать не менее {limit, plural, one {# элемента} other {# элементов}}.',
  maxItems: 'Поле {field} должно содержать не более {limit, plural, one {# элемента} other {# элементов}}.',
  oneOf: 'Поле {field} должно иметь одно из значений: {values}.',
  trueOrFalse: 'Поле {field} должно быть true (истина) или false (ложь).',
  aString: 'Поле {field} должно быть строкой.',
  anObject: 'Поле {field} должно быть объектом.',
  anArray: 'Поле {field} должно быть списком.',
  aValidValue: 'Поле {field} должно иметь допустимое значение.',
  documentedForm: 'Поле {field} должно быть текстом в виде, описанном в документации API.',
  bodyList: 'Поле {field} должно быть списком небесных тел через запятую (Sun,Moon,…).',
  ymd: 'Поле {field} должно иметь вид ГГГГ-ММ-ДД.',
  dateShape: 'Поле {field} должно быть датой ГГГГ-ММ-ДД.',
  'format.iso-date': 'Поле {field} должно быть календарной датой ГГГГ-ММ-ДД, например 1990-07-04 (год до 0 — как -0500-03-21).',
  'format.iso-date-time':
    'Поле {field} должно быть датой и временем ГГГГ-ММ-ДДTЧЧ:ММ:СС с Z или смещением вроде +02:00, например 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    'Поле {field} должно быть датой ГГГГ-ММ-ДД или датой и временем ГГГГ-ММ-ДДTЧЧ:ММ:СС с Z или смещением вроде +02:00 ' +
    '(секунды необязательны), например 2024-03-20 или 2024-03-20T12:00:00Z.',
  'format.clock-time': 'Поле {field} должно быть временем ЧЧ:ММ от 00:00 до 23:59, например 14:30.',
  'format.time-zone':
    'Поле {field} должно быть названием часового пояса IANA, например Europe/Paris или America/New_York (с подчёркиваниями, а не пробелами), либо UTC.',
  'format.year':
    'Поле {field} должно быть целым годом от {first} до {last}, например 2024 или -500 (астрономический счёт лет: 0 — это 1 год до н. э.).',
  'number.fromTo': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} от {min} до {max}.',
  'number.fromUpTo': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} от {min} и меньше {max}.',
  'number.aboveBelow': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} больше {min} и меньше {max}.',
  'number.aboveAtMost': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} больше {min} и не больше {max}.',
  'number.above': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} больше {min}.',
  'number.atLeast': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} не меньше {min}.',
  'number.below': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} меньше {max}.',
  'number.atMost': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}} не больше {max}.',
  'number.any': 'Поле {field} должно быть {kind, select, integer {целым числом} other {числом}}.',
  'date.required': 'Поле {field} обязательно (ГГГГ-ММ-ДД).',
  'date.month': 'В поле {field} указан месяц {month}; месяцы — от 01 до 12.',
  'date.day': 'Поле {field}: даты {date} не существует, в {yearMonth} дни от 01 до {days}.',
  'date.reform':
    'Поле {field}: даты {date} не существует, за 1582-10-04 (по юлианскому календарю) сразу последовало 1582-10-15 (по григорианскому); ' +
    "для пролептической григорианской даты укажите calendar: 'gregorian'.",
  'iso.shape': 'Поле {field} не является датой или датой со временем в формате ISO 8601.',
  'iso.day': 'В поле {field} указан день {day}; в {yearMonth} {days, plural, one {# день} few {# дня} other {# дней}}.',
  'iso.reform':
    'Поле {field} — один из десяти дней, пропущенных при григорианской реформе (за 1582-10-04 сразу последовало 1582-10-15); ' +
    "для пролептической григорианской даты укажите calendar: 'gregorian'.",
  'iso.hour': 'В поле {field} указан час {hour}; часы — от 00 до 23.',
  'iso.minute': 'В поле {field} указана минута {minute}; минуты — от 00 до 59.',
  'iso.second': 'В поле {field} указана секунда {second}; секунды — от 00 до 59.',
  'iso.offset': 'В поле {field} указано смещение {offset}; смещения — от -18:00 до +18:00.',
  'iso.noZone':
    'Поле {field} — дата со временем без часового пояса: добавьте Z или смещение (например 2024-03-20T12:00:00Z) ' +
    'или передайте местное время с часовым поясом в civilInstant().',
  clockTime: 'Поле {field} должно иметь вид ЧЧ:ММ или ЧЧ:ММ:СС, от 00:00 до 23:59:59.',
  'span.instant': 'Поле {field} должно лежать в пределах от {from} до {to}.',
  'span.civil': 'Поле {field} должно лежать в поддерживаемом промежутке, от {from} до {to}; получено {typed}.',
  'timeZone.unknown': "{field} {name} не является названием часового пояса IANA; укажите, например, 'Europe/Paris' или 'UTC'.",
  'check.finiteIn': 'Поле {field} должно быть конечным числом в пределах {min}..{max}.',
  'check.inRange': 'Поле {field} должно лежать в пределах {min}..{max}; получено {value}.',
  'check.wholeIn': 'Поле {field} должно быть целым числом в пределах {min}..{max}; получено {value}.',
  'check.longitude': 'Поле {field} должно быть конечным числом градусов (оно приводится к 0..360).',
  'range.maxSpan': 'Промежуток {from}..{to} должен охватывать не более {unit, select, years {{maximum, plural, one {# года} other {# лет}}} other {{maximum, plural, one {# дня} other {# дней}}}}.',
  'date.requiredIso': 'Поле {field} обязательно: дата ISO (ГГГГ-ММ-ДД) или дата со временем.',
  'date.years': 'Поле {field} должно быть датой в годах {first}..{last}.',
  differsFrom: 'Поле {field} должно отличаться от {other}.',
  'chartPoint.riseSet': '{body} — точка карты на эклиптике, а не светило, которое восходит и заходит.',
  'chartPoint.houses': '{body} — точка карты на эклиптике, а не светило, которое проходит по домам.',
  'bodies.nonEmpty': 'Поле {field} должно быть непустым списком названий небесных тел.',
  'bodies.observer': '{field}: {body} зависит от наблюдателя, и здесь у него нет ингрессий и стоянок.',
  'bodies.notInBuild': '{field}: {body} недоступно в этой сборке.',
  'lunarReturn.none': 'Между {field} и концом поддерживаемого промежутка ({last}) нет лунного возвращения.',
  'fixedStar.unknown': 'Поле {field} должно быть одной из звёзд каталога ({count}): {values}.',
};
