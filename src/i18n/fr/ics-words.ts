import { genders, type IcsWords } from '../ics-words.js';

/** The points whose French name is feminine: « la Lune natale », « Vénus stationnaire directe ». */
const FEMININE = [
  'Moon', 'Venus', 'Ceres', 'Juno', 'Vesta', 'Pallas', 'LilithMean', 'LilithTrue', 'Eris', 'Sedna', 'Haumea', 'Hygiea', 'Astraea', 'Psyche', 'Sappho',
] as const;

/**
 * French words of the iCalendar feeds (docs/i18n/fr.md). A sign without article after « en » (« Pleine Lune en
 * Lion », « Mercure entre en Gémeaux »); « natal » and « direct » agree with the point (« Lune natale », « Vénus
 * stationnaire directe »), « rétrograde » is the same in both genders. A natal lunation speaks to the reader
 * (« sur votre Soleil natal »): « votre » needs neither article nor elision before any point's name.
 */
export const ICS_WORDS_FR: IcsWords = {
  locale: 'fr',
  calendarName: 'Événements Urania',
  timelineName: 'Transits',
  feedNames: {
    lunations: 'Lunaisons', eclipses: 'Éclipses', 'void-of-course': 'Lune vide de course', ingresses: 'Ingrès', stations: 'Stations', retrogrades: 'Rétrogradations',
  },
  categories: {
    lunation: 'Lunaison', eclipse: 'Éclipse', voidOfCourse: 'Lune vide de course', ingress: 'Ingrès', station: 'Station', retrograde: 'Rétrogradation',
    transit: 'Transit', exact: 'Exact', house: 'Maison', panchang: 'Panchang', observance: 'Célébration',
  },
  phases: { 'New Moon': 'Nouvelle Lune', 'First Quarter': 'Premier quartier', 'Full Moon': 'Pleine Lune', 'Last Quarter': 'Dernier quartier' },
  eclipses: {
    'total solar': { name: 'Éclipse totale de Soleil', aName: 'une éclipse totale de Soleil' },
    'annular solar': { name: 'Éclipse annulaire de Soleil', aName: 'une éclipse annulaire de Soleil' },
    'hybrid solar': { name: 'Éclipse hybride de Soleil', aName: 'une éclipse hybride de Soleil' },
    'partial solar': { name: 'Éclipse partielle de Soleil', aName: 'une éclipse partielle de Soleil' },
    'total lunar': { name: 'Éclipse totale de Lune', aName: 'une éclipse totale de Lune' },
    'partial lunar': { name: 'Éclipse partielle de Lune', aName: 'une éclipse partielle de Lune' },
    'penumbral lunar': { name: 'Éclipse pénombrale de Lune', aName: 'une éclipse pénombrale de Lune' },
  },
  eclipseKinds: { solar: 'éclipse de Soleil', lunar: 'éclipse de Lune' },
  observanceRules: {
    sunrise: 'tithi au lever du Soleil', pradosha: 'tithi pendant le pradosha', madhyahna: 'tithi au madhyahna, vers midi',
    moonrise: 'tithi au lever de la Lune', nishita: 'tithi au nishita, vers minuit', sankranti: 'instant du sankranti',
  },
  genders: genders(FEMININE),
  listSeparator: ' ; ',
  templates: {
    lunationSummary: '{phase} en {sign}',
    lunationDescription: '{phase} : la Lune à {position}, le {time}.',
    eclipseSummary: '{eclipse} en {sign}',
    eclipseDescription:
      '{eclipse} à {position}, maximum le {time} ; grandeur {magnitude}{sarosCase, select, series {, saros {saros}} member {, saros {saros} (membre {member} de la série)} other {}}.',
    voidSummary: 'Lune vide de course en {sign}',
    voidDescription:
      'La Lune est vide de course en {sign} du {start} au {end} ({last, select, aspect {dernier aspect : Lune {aspect} {body}} other {aucun aspect formé dans le signe}} ; elle entre ensuite dans le signe suivant).',
    ingressSummary: '{direction, select, retrograde {{body} revient en {sign} (rétrograde)} other {{body} entre en {sign}}}',
    ingressDescription: '{body} entre en {sign}{direction, select, retrograde { en mouvement rétrograde} other {}} le {time}.',
    stationSummary:
      '{body} stationnaire {type, select, retrograde {rétrograde} other {{bodyGender, select, feminine {directe} other {direct}}}}',
    stationDescription:
      '{body} devient {type, select, retrograde {rétrograde} other {{bodyGender, select, feminine {directe} other {direct}}}} à {position}, le {time}.',
    retrogradeSummary: '{body} rétrograde',
    retrogradeDescription:
      '{body} est rétrograde de sa station en {startSign} ({stationRetrograde}) à sa station en {endSign} ({stationDirect}). Période d’ombre du {shadowStart} au {shadowEnd}.',
    contactSummary: '{transit} {aspect} {natal} {natalGender, select, feminine {natale} other {natal}} (orbe {orb})',
    contactSpan:
      '{range, select, before {Déjà dans l’orbe le {enters}, jusqu’au {leaves}} after {Dans l’orbe à partir du {enters}, encore le {leaves}} both {Déjà dans l’orbe le {enters} et encore le {leaves}} other {Dans l’orbe du {enters} au {leaves}}}',
    contactDescription:
      '{span} ; {natal} {natalGender, select, feminine {natale} other {natal}} à {natalPosition}, aspect exact à {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'exact le {time} ({direction, select, retrograde {en mouvement rétrograde} other {en mouvement direct}})',
    stationPass: 'station {type, select, retrograde {rétrograde} other {directe}} le {time}',
    contactExactSummary:
      '{transit} {aspect} {natal} {natalGender, select, feminine {natale} other {natal}} exact{count, plural, =1 {} other { ({index} sur {count})}}',
    contactExactDescription:
      '{transit} à {position} (en mouvement {direction, select, retrograde {rétrograde} other {direct}}) : {aspect} exact avec votre {natal} {natalGender, select, feminine {natale} other {natal}}, le {time}.',
    houseIngressSummary:
      '{transit} {how, select, back {recule dans} again {entre de nouveau dans} other {entre dans}} la maison {house} natale',
    houseIngressDescription:
      '{transit}, en mouvement {direction, select, retrograde {rétrograde} other {direct}}, franchit la cuspide natale à {position}, le {time}.',
    natalLunationSummary: '{phase} sur votre {natal} {natalGender, select, feminine {natale} other {natal}}',
    natalLunationEclipseSummary: '{phase} sur votre {natal} {natalGender, select, feminine {natale} other {natal}} ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {Le Soleil} other {La Lune}} à {position}, le {time} ; votre {natal} {natalGender, select, feminine {natale} other {natal}} à {natalPosition}, écart {distance}.',
    natalLunationEclipse: ' C’est {eclipse}.',
    observanceDescription:
      '{name}, célébré le {date} (règle : {rule}) ; {instant, select, yes {le {start}} other {son tithi court du {start} au {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
