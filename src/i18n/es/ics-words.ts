import { genders, type IcsWords } from '../ics-words.js';

/** The points whose Spanish name is feminine (Venus is masculine, docs/i18n/es.md: «Venus retrógrado»). */
const FEMININE = ['Moon', 'Ceres', 'Juno', 'Vesta', 'Pallas', 'LilithMean', 'LilithTrue', 'Eris', 'Sedna', 'Haumea', 'Hygiea', 'Astraea', 'Psyche', 'Sappho'] as const;

/**
 * Spanish words of the iCalendar feeds (docs/i18n/es.md): «Luna llena en Leo», «Mercurio entra en Leo», «Saturno
 * trígono Sol natal» («natal» is the same in both genders); a station is named as a noun («Estación retrógrada de
 * Mercurio»), so only «retrógrado» agrees with the planet.
 */
export const ICS_WORDS_ES: IcsWords = {
  locale: 'es',
  calendarName: 'Eventos de Urania',
  timelineName: 'Tránsitos',
  feedNames: {
    lunations: 'Lunaciones', eclipses: 'Eclipses', 'void-of-course': 'Luna vacía de curso', ingresses: 'Ingresos', stations: 'Estaciones', retrogrades: 'Retrogradaciones',
  },
  categories: {
    lunation: 'Lunación', eclipse: 'Eclipse', voidOfCourse: 'Luna vacía de curso', ingress: 'Ingreso', station: 'Estación', retrograde: 'Retrogradación',
    transit: 'Tránsito', exact: 'Exacto', house: 'Casa', panchang: 'Panchang', observance: 'Festividad',
  },
  phases: { 'New Moon': 'Luna nueva', 'First Quarter': 'Cuarto creciente', 'Full Moon': 'Luna llena', 'Last Quarter': 'Cuarto menguante' },
  eclipses: {
    'total solar': { name: 'Eclipse solar total', aName: 'un eclipse solar total' },
    'annular solar': { name: 'Eclipse solar anular', aName: 'un eclipse solar anular' },
    'hybrid solar': { name: 'Eclipse solar híbrido', aName: 'un eclipse solar híbrido' },
    'partial solar': { name: 'Eclipse solar parcial', aName: 'un eclipse solar parcial' },
    'total lunar': { name: 'Eclipse lunar total', aName: 'un eclipse lunar total' },
    'partial lunar': { name: 'Eclipse lunar parcial', aName: 'un eclipse lunar parcial' },
    'penumbral lunar': { name: 'Eclipse lunar penumbral', aName: 'un eclipse lunar penumbral' },
  },
  eclipseKinds: { solar: 'eclipse solar', lunar: 'eclipse lunar' },
  observanceRules: {
    sunrise: 'tithi al amanecer', pradosha: 'tithi durante el pradosha', madhyahna: 'tithi del madhyahna, al mediodía',
    moonrise: 'tithi al salir la Luna', nishita: 'tithi del nishita, a medianoche', sankranti: 'instante del sankranti',
  },
  genders: genders(FEMININE),
  listSeparator: '; ',
  templates: {
    lunationSummary: '{phase} en {sign}',
    lunationDescription: '{phase}: la Luna en {position}, el {time}.',
    eclipseSummary: '{eclipse} en {sign}',
    eclipseDescription:
      '{eclipse} en {position}, máximo el {time}; magnitud {magnitude}{sarosCase, select, series {, saros {saros}} member {, saros {saros} (miembro {member} de la serie)} other {}}.',
    voidSummary: 'Luna vacía de curso en {sign}',
    voidDescription:
      'La Luna está vacía de curso en {sign} desde el {start} hasta el {end} ({last, select, aspect {último aspecto: Luna {aspect} {body}} other {no formó ningún aspecto en el signo}}; después entra en el signo siguiente).',
    ingressSummary:
      '{direction, select, retrograde {{body} vuelve a entrar en {sign} ({bodyGender, select, feminine {retrógrada} other {retrógrado}})} other {{body} entra en {sign}}}',
    ingressDescription: '{body} entra en {sign}{direction, select, retrograde { en movimiento retrógrado} other {}} el {time}.',
    stationSummary: 'Estación {type, select, retrograde {retrógrada} other {directa}} de {body}',
    stationDescription: '{body} hace estación {type, select, retrograde {retrógrada} other {directa}} en {position}, el {time}.',
    retrogradeSummary: '{body} {bodyGender, select, feminine {retrógrada} other {retrógrado}}',
    retrogradeDescription:
      '{body} está {bodyGender, select, feminine {retrógrada} other {retrógrado}} desde su estación en {startSign} ({stationRetrograde}) hasta su estación en {endSign} ({stationDirect}). Periodo de sombra desde el {shadowStart} hasta el {shadowEnd}.',
    contactSummary: '{transit} {aspect} {natal} natal (orbe {orb})',
    contactSpan:
      '{range, select, before {Ya dentro del orbe el {enters}, hasta el {leaves}} after {Dentro del orbe desde el {enters}, y aún el {leaves}} both {Ya dentro del orbe el {enters} y aún el {leaves}} other {Dentro del orbe desde el {enters} hasta el {leaves}}}',
    contactDescription: '{span}; {natal} natal en {natalPosition}, aspecto exacto en {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'exacto el {time} ({direction, select, retrograde {movimiento retrógrado} other {movimiento directo}})',
    stationPass: 'estación {type, select, retrograde {retrógrada} other {directa}} el {time}',
    contactExactSummary: 'Aspecto exacto: {transit} {aspect} {natal} natal{count, plural, =1 {} other { ({index} de {count})}}',
    contactExactDescription:
      '{transit}, en movimiento {direction, select, retrograde {retrógrado} other {directo}}, en {position}: aspecto exacto ({aspect}) con {natal} natal, el {time}.',
    houseIngressSummary: '{transit} {how, select, back {retrocede a la} again {vuelve a entrar en la} other {entra en la}} Casa {house} natal',
    houseIngressDescription:
      '{transit}, en movimiento {direction, select, retrograde {retrógrado} other {directo}}, cruza la cúspide natal en {position}, el {time}.',
    natalLunationSummary: '{phase} sobre {natal} natal',
    natalLunationEclipseSummary: '{phase} sobre {natal} natal ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {El Sol} other {La Luna}} en {position}, el {time}; {natal} natal en {natalPosition}, a {distance}.',
    natalLunationEclipse: ' Es {eclipse}.',
    observanceDescription:
      '{name}, se celebra el {date} (regla: {rule}); {instant, select, yes {el {start}} other {su tithi va del {start} al {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
