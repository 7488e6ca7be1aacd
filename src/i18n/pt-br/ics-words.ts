import { genders, type IcsWords } from '../ics-words.js';

/** The points whose Portuguese name is feminine: «Vênus retrógrada», «a Lua» (docs/i18n/pt-BR.md). */
const FEMININE = ['Moon', 'Venus', 'Ceres', 'Juno', 'Vesta', 'Pallas', 'LilithMean', 'LilithTrue', 'Eris', 'Sedna', 'Haumea', 'Hygiea', 'Astraea', 'Psyche', 'Sappho'] as const;

/**
 * Brazilian Portuguese words of the iCalendar feeds (docs/i18n/pt-BR.md): «Lua Cheia em Leão», «Eclipse solar total
 * em Áries» with no article, «Mercúrio estaciona retrógrado» agreeing with the planet, «Casa 5» with a capital.
 */
export const ICS_WORDS_PT_BR: IcsWords = {
  locale: 'pt-BR',
  calendarName: 'Eventos do Urania',
  timelineName: 'Trânsitos',
  feedNames: {
    lunations: 'Lunações', eclipses: 'Eclipses', 'void-of-course': 'Lua fora de curso', ingresses: 'Ingressos', stations: 'Estações', retrogrades: 'Retrogradações',
  },
  categories: {
    lunation: 'Lunação', eclipse: 'Eclipse', voidOfCourse: 'Lua fora de curso', ingress: 'Ingresso', station: 'Estação', retrograde: 'Retrogradação',
    transit: 'Trânsito', exact: 'Exato', house: 'Casa', panchang: 'Panchang', observance: 'Celebração',
  },
  phases: { 'New Moon': 'Lua Nova', 'First Quarter': 'Quarto Crescente', 'Full Moon': 'Lua Cheia', 'Last Quarter': 'Quarto Minguante' },
  eclipses: {
    'total solar': { name: 'Eclipse solar total', aName: 'um eclipse solar total' },
    'annular solar': { name: 'Eclipse solar anular', aName: 'um eclipse solar anular' },
    'hybrid solar': { name: 'Eclipse solar híbrido', aName: 'um eclipse solar híbrido' },
    'partial solar': { name: 'Eclipse solar parcial', aName: 'um eclipse solar parcial' },
    'total lunar': { name: 'Eclipse lunar total', aName: 'um eclipse lunar total' },
    'partial lunar': { name: 'Eclipse lunar parcial', aName: 'um eclipse lunar parcial' },
    'penumbral lunar': { name: 'Eclipse lunar penumbral', aName: 'um eclipse lunar penumbral' },
  },
  eclipseKinds: { solar: 'eclipse solar', lunar: 'eclipse lunar' },
  observanceRules: {
    sunrise: 'tithi ao nascer do Sol', pradosha: 'tithi durante o pradosha', madhyahna: 'tithi do madhyahna, ao meio-dia',
    moonrise: 'tithi ao nascer da Lua', nishita: 'tithi do nishita, à meia-noite', sankranti: 'instante do sankranti',
  },
  genders: genders(FEMININE),
  listSeparator: '; ',
  templates: {
    lunationSummary: '{phase} em {sign}',
    lunationDescription: '{phase}: a Lua em {position}, em {time}.',
    eclipseSummary: '{eclipse} em {sign}',
    eclipseDescription:
      '{eclipse} em {position}, máximo em {time}; magnitude {magnitude}{sarosCase, select, series {, saros {saros}} member {, saros {saros} (membro {member} da série)} other {}}.',
    voidSummary: 'Lua fora de curso em {sign}',
    voidDescription:
      'A Lua fica fora de curso em {sign} de {start} a {end} ({last, select, aspect {último aspecto: Lua {aspect} {body}} other {não formou nenhum aspecto no signo}}; depois entra no signo seguinte).',
    ingressSummary:
      '{direction, select, retrograde {{body} volta a {sign} ({bodyGender, select, feminine {retrógrada} other {retrógrado}})} other {{body} entra em {sign}}}',
    ingressDescription: '{body} entra em {sign}{direction, select, retrograde { em movimento retrógrado} other {}} em {time}.',
    stationSummary:
      '{body} estaciona {type, select, retrograde {{bodyGender, select, feminine {retrógrada} other {retrógrado}}} other {{bodyGender, select, feminine {direta} other {direto}}}}',
    stationDescription:
      '{body} estaciona {type, select, retrograde {{bodyGender, select, feminine {retrógrada} other {retrógrado}}} other {{bodyGender, select, feminine {direta} other {direto}}}} em {position}, em {time}.',
    retrogradeSummary: '{body} {bodyGender, select, feminine {retrógrada} other {retrógrado}}',
    retrogradeDescription:
      '{body} fica {bodyGender, select, feminine {retrógrada} other {retrógrado}} da sua estação em {startSign} ({stationRetrograde}) até a sua estação em {endSign} ({stationDirect}). Período de sombra de {shadowStart} a {shadowEnd}.',
    contactSummary: '{transit} {aspect} {natal} natal (orbe {orb})',
    contactSpan:
      '{range, select, before {Já dentro do orbe em {enters}, até {leaves}} after {Dentro do orbe a partir de {enters}, e ainda em {leaves}} both {Já dentro do orbe em {enters} e ainda em {leaves}} other {Dentro do orbe de {enters} a {leaves}}}',
    contactDescription: '{span}; {natal} natal em {natalPosition}, aspecto exato em {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'exato em {time} ({direction, select, retrograde {movimento retrógrado} other {movimento direto}})',
    stationPass: 'estação {type, select, retrograde {retrógrada} other {direta}} em {time}',
    contactExactSummary: 'Aspecto exato: {transit} {aspect} {natal} natal{count, plural, =1 {} other { ({index} de {count})}}',
    contactExactDescription:
      '{transit}, em movimento {direction, select, retrograde {retrógrado} other {direto}}, em {position}: aspecto exato ({aspect}) com {natal} natal, em {time}.',
    houseIngressSummary: '{transit} {how, select, back {recua para a} again {volta a entrar na} other {entra na}} Casa {house} natal',
    houseIngressDescription:
      '{transit}, em movimento {direction, select, retrograde {retrógrado} other {direto}}, cruza a cúspide natal em {position}, em {time}.',
    natalLunationSummary: '{phase} sobre {natal} natal',
    natalLunationEclipseSummary: '{phase} sobre {natal} natal ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {O Sol} other {A Lua}} em {position}, em {time}; {natal} natal em {natalPosition}, a {distance}.',
    natalLunationEclipse: ' É {eclipse}.',
    observanceDescription:
      '{name}, celebrado em {date} (regra: {rule}); {instant, select, yes {em {start}} other {seu tithi vai de {start} a {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
