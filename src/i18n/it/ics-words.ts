import { genders, type IcsWords } from '../ics-words.js';

/** The points whose Italian name is feminine: «Venere retrograda», «Luna». */
const FEMININE = ['Moon', 'Venus', 'Ceres', 'Juno', 'Vesta', 'Pallas', 'LilithMean', 'LilithTrue', 'Eris', 'Sedna', 'Haumea', 'Hygiea', 'Astraea', 'Psyche', 'Sappho'] as const;

/**
 * Italian words of the iCalendar feeds (docs/i18n/it.md; «orbita» for the orb): «Luna piena in Leone», «Mercurio
 * entra in Leone», «Saturno trigono Sole natale» («natale» in both genders). Times and dates stand after a colon or
 * in brackets, never after an article: «l’8 gennaio», «l’11 marzo» elide, and a template cannot know the day.
 */
export const ICS_WORDS_IT: IcsWords = {
  locale: 'it',
  calendarName: 'Eventi di Urania',
  timelineName: 'Transiti',
  feedNames: {
    lunations: 'Lunazioni', eclipses: 'Eclissi', 'void-of-course': 'Luna fuori corso', ingresses: 'Ingressi', stations: 'Stazioni', retrogrades: 'Retrogradazioni',
  },
  categories: {
    lunation: 'Lunazione', eclipse: 'Eclissi', voidOfCourse: 'Luna fuori corso', ingress: 'Ingresso', station: 'Stazione', retrograde: 'Retrogradazione',
    transit: 'Transito', exact: 'Esatto', house: 'Casa', panchang: 'Panchang', observance: 'Ricorrenza',
  },
  phases: { 'New Moon': 'Luna nuova', 'First Quarter': 'Primo quarto', 'Full Moon': 'Luna piena', 'Last Quarter': 'Ultimo quarto' },
  eclipses: {
    'total solar': { name: 'Eclissi solare totale', aName: 'un’eclissi solare totale' },
    'annular solar': { name: 'Eclissi solare anulare', aName: 'un’eclissi solare anulare' },
    'hybrid solar': { name: 'Eclissi solare ibrida', aName: 'un’eclissi solare ibrida' },
    'partial solar': { name: 'Eclissi solare parziale', aName: 'un’eclissi solare parziale' },
    'total lunar': { name: 'Eclissi lunare totale', aName: 'un’eclissi lunare totale' },
    'partial lunar': { name: 'Eclissi lunare parziale', aName: 'un’eclissi lunare parziale' },
    'penumbral lunar': { name: 'Eclissi lunare penombrale', aName: 'un’eclissi lunare penombrale' },
  },
  eclipseKinds: { solar: 'eclissi solare', lunar: 'eclissi lunare' },
  observanceRules: {
    sunrise: 'tithi all’alba', pradosha: 'tithi durante il pradosha', madhyahna: 'tithi del madhyahna, a mezzogiorno',
    moonrise: 'tithi al sorgere della Luna', nishita: 'tithi del nishita, a mezzanotte', sankranti: 'istante del sankranti',
  },
  genders: genders(FEMININE),
  listSeparator: '; ',
  templates: {
    lunationSummary: '{phase} in {sign}',
    lunationDescription: '{phase}: la Luna a {position} ({time}).',
    eclipseSummary: '{eclipse} in {sign}',
    eclipseDescription:
      '{eclipse} a {position}, massimo: {time}; magnitudine {magnitude}{sarosCase, select, series {, saros {saros}} member {, saros {saros} (membro {member} della serie)} other {}}.',
    voidSummary: 'Luna fuori corso in {sign}',
    voidDescription:
      'La Luna è fuori corso in {sign} (inizio: {start}; fine: {end}; {last, select, aspect {ultimo aspetto: Luna {aspect} {body}} other {nessun aspetto nel segno}}; poi entra nel segno successivo).',
    ingressSummary:
      '{direction, select, retrograde {{body} rientra in {sign} ({bodyGender, select, feminine {retrograda} other {retrogrado}})} other {{body} entra in {sign}}}',
    ingressDescription: '{body} entra in {sign}{direction, select, retrograde { con moto retrogrado} other {}}: {time}.',
    stationSummary:
      '{body} {bodyGender, select, feminine {stazionaria} other {stazionario}} {type, select, retrograde {{bodyGender, select, feminine {retrograda} other {retrogrado}}} other {{bodyGender, select, feminine {diretta} other {diretto}}}}',
    stationDescription:
      '{body} diventa {type, select, retrograde {{bodyGender, select, feminine {retrograda} other {retrogrado}}} other {{bodyGender, select, feminine {diretta} other {diretto}}}} a {position}: {time}.',
    retrogradeSummary: '{body} {bodyGender, select, feminine {retrograda} other {retrogrado}}',
    retrogradeDescription:
      '{body} è {bodyGender, select, feminine {retrograda} other {retrogrado}} dalla stazione in {startSign} ({stationRetrograde}) alla stazione in {endSign} ({stationDirect}). Zona d’ombra: {shadowStart} – {shadowEnd}.',
    contactSummary: '{transit} {aspect} {natal} natale (orbita {orb})',
    contactSpan:
      '{range, select, before {Già in orbita all’inizio ({enters}), fino a: {leaves}} after {In orbita da: {enters}; ancora in orbita alla fine ({leaves})} both {In orbita per tutto il periodo ({enters} – {leaves})} other {In orbita: {enters} – {leaves}}}',
    contactDescription: '{span}; {natal} natale a {natalPosition}, aspetto esatto a {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'esatto: {time} ({direction, select, retrograde {moto retrogrado} other {moto diretto}})',
    stationPass: 'stazione {type, select, retrograde {retrograda} other {diretta}}: {time}',
    contactExactSummary: 'Aspetto esatto: {transit} {aspect} {natal} natale{count, plural, =1 {} other { ({index} di {count})}}',
    contactExactDescription:
      '{transit}, con moto {direction, select, retrograde {retrogrado} other {diretto}}, a {position}: aspetto esatto ({aspect}) con {natal} natale ({time}).',
    houseIngressSummary: '{transit} {how, select, back {retrocede nella} again {rientra nella} other {entra nella}} casa {house} natale',
    houseIngressDescription:
      '{transit}, con moto {direction, select, retrograde {retrogrado} other {diretto}}, attraversa la cuspide natale a {position} ({time}).',
    natalLunationSummary: '{phase} su {natal} natale',
    natalLunationEclipseSummary: '{phase} su {natal} natale ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {Il Sole} other {La Luna}} a {position} ({time}); {natal} natale a {natalPosition}, distanza {distance}.',
    natalLunationEclipse: ' È {eclipse}.',
    observanceDescription:
      '{name}, si celebra: {date} (regola: {rule}); {instant, select, yes {momento: {start}} other {tithi: {start} – {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
