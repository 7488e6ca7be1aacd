import type { ErrorWords } from '../error-words-catalogue.js';

/** The error sentences in French (issue 31): impersonal, as French software words a form's errors. */
export const ERROR_WORDS_FR: ErrorWords = {
  required: '{field} est obligatoire.',
  requiredOrPlace:
    '{field} est obligatoire (ou bien donner {place} au lieu de {latitude} et {longitude} : un nom de lieu comme « Ulm, Allemagne » ou un identifiant GeoNames).',
  placeNotBoth: '{field} remplace {latitude} et {longitude} : donner le lieu ou les coordonnées, pas les deux.',
  notAParameter: '{field} n’est pas un paramètre de cette requête.',
  notAField: '{field} n’est pas un membre de cet objet.',
  spellingTwice: '{field} est une autre graphie de {canonical}, déjà donné sous la forme {other} ; ne le donner qu’une fois, sous la forme {canonical}.',
  givenOnce: '{field} ne doit figurer qu’une seule fois.',
  notEmpty: '{field} ne doit pas être vide.',
  minLength: '{field} doit compter au moins {limit} caractères.',
  maxLength: '{field} doit compter au plus {limit} caractères.',
  minItems: '{field} doit contenir au moins {limit} éléments.',
  maxItems: '{field} doit contenir au plus {limit} éléments.',
  oneOf: '{field} doit valoir l’une de ces valeurs : {values}.',
  trueOrFalse: '{field} doit valoir true (vrai) ou false (faux).',
  aString: '{field} doit être un texte.',
  anObject: '{field} doit être un objet.',
  anArray: '{field} doit être une liste.',
  aValidValue: '{field} doit être une valeur valide.',
  documentedForm: '{field} doit être un texte sous la forme que donne la documentation de l’API.',
  bodyList: '{field} doit être une liste de corps célestes séparés par des virgules (Sun,Moon,…).',
  ymd: '{field} doit être de la forme AAAA-MM-JJ.',
  dateShape: '{field} doit être une date AAAA-MM-JJ.',
  'format.iso-date': '{field} doit être une date du calendrier AAAA-MM-JJ, par exemple 1990-07-04 (une année avant 0 sous la forme -0500-03-21).',
  'format.iso-date-time':
    '{field} doit être une date et une heure AAAA-MM-JJTHH:MM:SS avec Z ou un décalage comme +02:00, par exemple 2024-03-20T12:00:00Z.',
  'format.iso-date-or-date-time':
    '{field} doit être une date AAAA-MM-JJ ou une date et une heure AAAA-MM-JJTHH:MM:SS avec Z ou un décalage comme +02:00 ' +
    '(secondes facultatives), par exemple 2024-03-20 ou 2024-03-20T12:00:00Z.',
  'format.clock-time': '{field} doit être une heure HH:MM de 00:00 à 23:59, par exemple 14:30.',
  'format.time-zone':
    '{field} doit être le nom d’un fuseau horaire IANA, comme Europe/Paris ou America/New_York (des tirets bas, pas des espaces), ou UTC.',
  'format.year':
    '{field} doit être une année entière de {first} à {last}, par exemple 2024 ou -500 (années astronomiques : 0 est l’an 1 av. J.-C.).',
  'number.fromTo': '{field} doit être un nombre{kind, select, integer { entier} other {}} de {min} à {max}.',
  'number.fromUpTo': '{field} doit être un nombre{kind, select, integer { entier} other {}} de {min} jusqu’à {max} exclu.',
  'number.aboveBelow': '{field} doit être un nombre{kind, select, integer { entier} other {}} supérieur à {min} et inférieur à {max}.',
  'number.aboveAtMost': '{field} doit être un nombre{kind, select, integer { entier} other {}} supérieur à {min} et au plus égal à {max}.',
  'number.above': '{field} doit être un nombre{kind, select, integer { entier} other {}} supérieur à {min}.',
  'number.atLeast': '{field} doit être un nombre{kind, select, integer { entier} other {}} d’au moins {min}.',
  'number.below': '{field} doit être un nombre{kind, select, integer { entier} other {}} inférieur à {max}.',
  'number.atMost': '{field} doit être un nombre{kind, select, integer { entier} other {}} d’au plus {max}.',
  'number.any': '{field} doit être un nombre{kind, select, integer { entier} other {}}.',
  'date.required': '{field} est obligatoire (AAAA-MM-JJ).',
  'date.month': '{field} a pour mois {month} ; les mois vont de 01 à 12.',
  'date.day': '{field} : le {date} n’existe pas, {yearMonth} a les jours 01 à {days}.',
  'date.reform':
    '{field} : le {date} n’existe pas, le 1582-10-04 (julien) a été suivi du 1582-10-15 (grégorien) ; ' +
    "donner calendar: 'gregorian' pour une date du calendrier grégorien proleptique.",
  'iso.shape': '{field} n’est ni une date ni une date et heure ISO 8601.',
  'iso.day': '{field} a pour jour {day} ; {yearMonth} compte {days} jours.',
  'iso.reform':
    '{field} est l’un des dix jours supprimés par la réforme grégorienne (le 1582-10-04 a été suivi du 1582-10-15) ; ' +
    "donner calendar: 'gregorian' pour une date du calendrier grégorien proleptique.",
  'iso.hour': '{field} a pour heure {hour} ; les heures vont de 00 à 23.',
  'iso.minute': '{field} a pour minute {minute} ; les minutes vont de 00 à 59.',
  'iso.second': '{field} a pour seconde {second} ; les secondes vont de 00 à 59.',
  'iso.offset': '{field} a pour décalage {offset} ; les décalages vont de -18:00 à +18:00.',
  'iso.noZone':
    '{field} est une date et heure sans fuseau : ajouter Z ou un décalage (par exemple 2024-03-20T12:00:00Z), ' +
    'ou donner une heure locale avec son fuseau à civilInstant().',
  clockTime: '{field} doit être HH:MM ou HH:MM:SS, entre 00:00 et 23:59:59.',
  'span.instant': '{field} doit se situer entre {from} et {to}.',
  'span.civil': '{field} doit se situer dans la période prise en charge, de {from} à {to} ; valeur reçue : {typed}.',
  'timeZone.unknown': "{field} {name} n’est pas un nom de fuseau horaire IANA ; en prendre un comme 'Europe/Paris' ou 'UTC'.",
  'check.finiteIn': '{field} doit être un nombre fini compris dans {min}..{max}.',
  'check.inRange': '{field} doit être compris dans {min}..{max} ; valeur reçue : {value}.',
  'check.wholeIn': '{field} doit être un nombre entier compris dans {min}..{max} ; valeur reçue : {value}.',
  'check.longitude': '{field} doit être un nombre fini de degrés (ramené dans 0..360).',
  'range.maxSpan': 'La période {from}..{to} doit couvrir au plus {unit, select, years {{maximum, plural, one {# an} other {# ans}}} other {{maximum, plural, one {# jour} other {# jours}}}}.',
  'date.requiredIso': '{field} est obligatoire : une date ISO (AAAA-MM-JJ) ou une date et heure.',
  'date.years': '{field} doit être une date des années {first}..{last}.',
  differsFrom: '{field} doit être différent de {other}.',
  'chartPoint.riseSet': '{body} est un point du thème sur l’écliptique, pas un astre qui se lève et se couche.',
  'chartPoint.houses': '{body} est un point du thème sur l’écliptique, pas un astre qui traverse les maisons.',
  'bodies.nonEmpty': '{field} doit être une liste non vide de noms d’astres.',
  'bodies.observer': '{field} : {body} dépend d’un observateur et n’a ici ni ingrès ni stations.',
  'bodies.notInBuild': '{field} : {body} n’est pas disponible dans cette version.',
  'lunarReturn.none': 'Aucune révolution lunaire entre {field} et la fin de la période prise en charge ({last}).',
  'fixedStar.unknown': '{field} doit être l’une des {count} étoiles du catalogue : {values}.',
};
