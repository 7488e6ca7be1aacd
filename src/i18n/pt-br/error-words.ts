import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in Brazilian Portuguese (issue 31): impersonal, as Brazilian software words a form's errors. */
export const ERROR_WORDS_PT_BR: ErrorWords = {
  required: '{field} é obrigatório.',
  requiredOrPlace:
    '{field} é obrigatório (ou informe {place} em vez de {latitude} e {longitude}: um nome de lugar como "Ulm, Alemanha" ou um identificador do GeoNames).',
  placeNotBoth: '{field} substitui {latitude} e {longitude}: informe o lugar ou as coordenadas, não os dois.',
  notAParameter: '{field} não é um parâmetro desta solicitação.',
  notAField: '{field} não é um membro deste objeto.',
  spellingTwice: '{field} é outra grafia de {canonical}, também informado como {other}; informe-o só uma vez, como {canonical}.',
  givenOnce: '{field} só pode aparecer uma vez.',
  notEmpty: '{field} não pode estar vazio.',
  minLength: '{field} deve ter pelo menos {limit} caracteres.',
  maxLength: '{field} deve ter no máximo {limit} caracteres.',
  minItems: '{field} deve ter pelo menos {limit} itens.',
  maxItems: '{field} deve ter no máximo {limit} itens.',
  oneOf: '{field} deve ser um destes valores: {values}.',
  trueOrFalse: '{field} deve ser true (verdadeiro) ou false (falso).',
  aString: '{field} deve ser um texto.',
  anObject: '{field} deve ser um objeto.',
  anArray: '{field} deve ser uma lista.',
  aValidValue: '{field} deve ser um valor válido.',
  documentedForm: '{field} deve ser um texto na forma indicada pela documentação da API.',
  bodyList: '{field} deve ser uma lista de corpos celestes separados por vírgulas (Sun,Moon,…).',
  ymd: '{field} deve ter a forma AAAA-MM-DD.',
  dateShape: '{field} deve ser uma data AAAA-MM-DD.',
  'format.iso-date': '{field} deve ser uma data do calendário AAAA-MM-DD, por exemplo 1990-07-04 (um ano antes de 0 como -0500-03-21).',
  'format.iso-date-time':
    '{field} deve ser uma data e hora AAAA-MM-DDTHH:MM:SS com Z ou um deslocamento como +02:00, por exemplo 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    '{field} deve ser uma data AAAA-MM-DD ou uma data e hora AAAA-MM-DDTHH:MM:SS com Z ou um deslocamento como +02:00 ' +
    '(segundos opcionais), por exemplo 2024-03-20 ou 2024-03-20T12:00:00Z.',
  'format.clock-time': '{field} deve ser um horário HH:MM de 00:00 a 23:59, por exemplo 14:30.',
  'format.time-zone':
    '{field} deve ser o nome de um fuso horário IANA, como Europe/Paris ou America/New_York (com sublinhados, não espaços), ou UTC.',
  'format.year':
    '{field} deve ser um ano inteiro de {first} a {last}, por exemplo 2024 ou -500 (anos astronômicos: 0 é 1 a.C.).',
  'number.fromTo': '{field} deve ser um número{kind, select, integer { inteiro} other {}} de {min} a {max}.',
  'number.fromUpTo': '{field} deve ser um número{kind, select, integer { inteiro} other {}} de {min} até {max}, sem incluir {max}.',
  'number.aboveBelow': '{field} deve ser um número{kind, select, integer { inteiro} other {}} maior que {min} e menor que {max}.',
  'number.aboveAtMost': '{field} deve ser um número{kind, select, integer { inteiro} other {}} maior que {min} e no máximo {max}.',
  'number.above': '{field} deve ser um número{kind, select, integer { inteiro} other {}} maior que {min}.',
  'number.atLeast': '{field} deve ser um número{kind, select, integer { inteiro} other {}} de pelo menos {min}.',
  'number.below': '{field} deve ser um número{kind, select, integer { inteiro} other {}} menor que {max}.',
  'number.atMost': '{field} deve ser um número{kind, select, integer { inteiro} other {}} de no máximo {max}.',
  'number.any': '{field} deve ser um número{kind, select, integer { inteiro} other {}}.',
  'date.required': '{field} é obrigatório (AAAA-MM-DD).',
  'date.month': '{field} tem o mês {month}; os meses vão de 01 a 12.',
  'date.day': '{field}: o dia {date} não existe; {yearMonth} tem os dias 01 a {days}.',
  'date.reform':
    '{field}: o dia {date} não existe; ao 1582-10-04 (juliano) seguiu-se o 1582-10-15 (gregoriano); ' +
    "para uma data gregoriana proléptica, informe calendar: 'gregorian'.",
  'iso.shape': '{field} não é uma data nem uma data e hora ISO 8601.',
  'iso.day': '{field} tem o dia {day}; {yearMonth} tem {days} dias.',
  'iso.reform':
    '{field} é um dos dez dias suprimidos pela reforma gregoriana (ao 1582-10-04 seguiu-se o 1582-10-15); ' +
    "para uma data gregoriana proléptica, informe calendar: 'gregorian'.",
  'iso.hour': '{field} tem a hora {hour}; as horas vão de 00 a 23.',
  'iso.minute': '{field} tem o minuto {minute}; os minutos vão de 00 a 59.',
  'iso.second': '{field} tem o segundo {second}; os segundos vão de 00 a 59.',
  'iso.offset': '{field} tem o deslocamento {offset}; os deslocamentos vão de -18:00 a +18:00.',
  'iso.noZone':
    '{field} é uma data e hora sem fuso: acrescente Z ou um deslocamento (por exemplo 2024-03-20T12:00:00Z) ' +
    'ou passe um horário local com seu fuso horário para civilInstant().',
  clockTime: '{field} deve ser HH:MM ou HH:MM:SS, entre 00:00 e 23:59:59.',
  'span.instant': '{field} deve estar entre {from} e {to}.',
  'span.civil': '{field} deve estar dentro do período aceito, de {from} a {to}; recebido: {typed}.',
  'timeZone.unknown': "{field} {name} não é um nome de fuso horário IANA; use um como 'Europe/Paris' ou 'UTC'.",
  'check.finiteIn': '{field} deve ser um número finito em {min}..{max}.',
  'check.inRange': '{field} deve estar em {min}..{max}; recebido: {value}.',
  'check.wholeIn': '{field} deve ser um número inteiro em {min}..{max}; recebido: {value}.',
  'check.longitude': '{field} deve ser um número finito de graus (reduzido a 0..360).',
  'range.maxSpan': 'O intervalo {from}..{to} deve abranger no máximo {unit, select, years {{maximum, plural, one {# ano} other {# anos}}} other {{maximum, plural, one {# dia} other {# dias}}}}.',
  'date.requiredIso': '{field} é obrigatório: uma data ISO (AAAA-MM-DD) ou uma data e hora.',
  'date.years': '{field} deve ser uma data dos anos {first}..{last}.',
  differsFrom: '{field} deve ser diferente de {other}.',
  'chartPoint.riseSet': '{body} é um ponto do mapa sobre a eclíptica, não um astro que nasce e se põe.',
  'chartPoint.houses': '{body} é um ponto do mapa sobre a eclíptica, não um astro que percorre as casas.',
  'bodies.nonEmpty': '{field} deve ser uma lista não vazia de nomes de astros.',
  'bodies.observer': '{field}: {body} depende de um observador e aqui não tem ingressos nem estações.',
  'bodies.notInBuild': '{field}: {body} não está disponível nesta versão.',
  'lunarReturn.none': 'Não há revolução lunar entre {field} e o fim do período aceito ({last}).',
  'fixedStar.unknown': '{field} deve ser uma das {count} estrelas do catálogo: {values}.',
};
