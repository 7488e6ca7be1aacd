import { genders, type IcsWords } from '../ics-words.js';

/** The points whose Russian name is feminine (Луна, Венера…) or neuter (Солнце). */
const FEMININE = ['Moon', 'Venus', 'Ceres', 'Juno', 'Vesta', 'Pallas', 'LilithMean', 'LilithTrue', 'Eris', 'Sedna', 'Haumea', 'Hygiea', 'Astraea', 'Psyche', 'Sappho'] as const;
const NEUTER = ['Sun'] as const;

/**
 * Russian words of the iCalendar feeds (docs/i18n/ru.md; «орбис», «радикс»). A sign takes its case: the
 * prepositional where something is («Полнолуние во Льве»), the genitive in a position («5°12′ Льва») and after «знак»
 * («Меркурий входит в знак Льва»). A natal point is «Солнце радикса», which agrees with nothing; the aspects read as
 * Russian ephemerides print them («Сатурн трин Солнце радикса», «последний аспект: Луна квадрат Сатурн»).
 */
export const ICS_WORDS_RU: IcsWords = {
  locale: 'ru',
  calendarName: 'События Urania',
  timelineName: 'Транзиты',
  feedNames: {
    lunations: 'Лунации', eclipses: 'Затмения', 'void-of-course': 'Луна без курса', ingresses: 'Ингрессии', stations: 'Стоянки планет', retrogrades: 'Ретроградные периоды',
  },
  categories: {
    lunation: 'Лунация', eclipse: 'Затмение', voidOfCourse: 'Луна без курса', ingress: 'Ингрессия', station: 'Стоянка', retrograde: 'Ретроградность',
    transit: 'Транзит', exact: 'Точный аспект', house: 'Дом', panchang: 'Панчанга', observance: 'Праздник',
  },
  phases: { 'New Moon': 'Новолуние', 'First Quarter': 'Первая четверть', 'Full Moon': 'Полнолуние', 'Last Quarter': 'Последняя четверть' },
  eclipses: {
    'total solar': { name: 'Полное солнечное затмение', aName: 'полное солнечное затмение' },
    'annular solar': { name: 'Кольцеобразное солнечное затмение', aName: 'кольцеобразное солнечное затмение' },
    'hybrid solar': { name: 'Гибридное солнечное затмение', aName: 'гибридное солнечное затмение' },
    'partial solar': { name: 'Частное солнечное затмение', aName: 'частное солнечное затмение' },
    'total lunar': { name: 'Полное лунное затмение', aName: 'полное лунное затмение' },
    'partial lunar': { name: 'Частное лунное затмение', aName: 'частное лунное затмение' },
    'penumbral lunar': { name: 'Полутеневое лунное затмение', aName: 'полутеневое лунное затмение' },
  },
  eclipseKinds: { solar: 'солнечное затмение', lunar: 'лунное затмение' },
  observanceRules: {
    sunrise: 'титхи на восходе Солнца', pradosha: 'титхи во время прадоши', madhyahna: 'титхи в мадхьяхну, около полудня',
    moonrise: 'титхи на восходе Луны', nishita: 'титхи в нишиту, около полуночи', sankranti: 'момент санкранти',
  },
  signCases: {
    in: {
      Aries: 'в Овне', Taurus: 'в Тельце', Gemini: 'в Близнецах', Cancer: 'в Раке', Leo: 'во Льве', Virgo: 'в Деве',
      Libra: 'в Весах', Scorpio: 'в Скорпионе', Sagittarius: 'в Стрельце', Capricorn: 'в Козероге', Aquarius: 'в Водолее', Pisces: 'в Рыбах',
    },
    of: {
      Aries: 'Овна', Taurus: 'Тельца', Gemini: 'Близнецов', Cancer: 'Рака', Leo: 'Льва', Virgo: 'Девы',
      Libra: 'Весов', Scorpio: 'Скорпиона', Sagittarius: 'Стрельца', Capricorn: 'Козерога', Aquarius: 'Водолея', Pisces: 'Рыб',
    },
  },
  genders: genders(FEMININE, NEUTER),
  listSeparator: '; ',
  templates: {
    lunationSummary: '{phase} {signIn}',
    lunationDescription: '{phase}: Луна на {position}, {time}.',
    eclipseSummary: '{eclipse} {signIn}',
    eclipseDescription:
      '{eclipse} на {position}, максимум {time}; фаза {magnitude}{sarosCase, select, series {, сарос {saros}} member {, сарос {saros} (№ {member} в серии)} other {}}.',
    voidSummary: 'Луна без курса {signIn}',
    voidDescription:
      'Луна без курса {signIn} с {start} до {end} ({last, select, aspect {последний аспект: Луна {aspect} {body}} other {в этом знаке аспектов не было}}; затем она переходит в следующий знак).',
    ingressSummary: '{direction, select, retrograde {{body} ретроградно возвращается в знак {signOf}} other {{body} входит в знак {signOf}}}',
    ingressDescription: '{body} {direction, select, retrograde {ретроградно } other {}}входит в знак {signOf}: {time}.',
    stationSummary: '{body}: {type, select, retrograde {ретроградная} other {директная}} стоянка',
    stationDescription: '{body} переходит в {type, select, retrograde {ретроградное} other {директное}} движение на {position}, {time}.',
    retrogradeSummary: '{bodyGender, select, feminine {Ретроградная} neuter {Ретроградное} other {Ретроградный}} {body}',
    retrogradeDescription:
      '{body} в ретроградном движении от стоянки {startSignIn} ({stationRetrograde}) до стоянки {endSignIn} ({stationDirect}). Теневой период: с {shadowStart} до {shadowEnd}.',
    contactSummary: '{transit} {aspect} {natal} радикса (орбис {orb})',
    contactSpan:
      '{range, select, before {Уже в орбисе в начале периода ({enters}), до {leaves}} after {В орбисе с {enters}, ещё в орбисе в конце периода ({leaves})} both {В орбисе весь период ({enters} – {leaves})} other {В орбисе с {enters} до {leaves}}}',
    contactDescription: '{span}; {natal} радикса на {natalPosition}, точный аспект на {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'точно {time} ({direction, select, retrograde {ретроградное движение} other {директное движение}})',
    stationPass: '{type, select, retrograde {ретроградная} other {директная}} стоянка {time}',
    contactExactSummary: 'Точный аспект: {transit} {aspect} {natal} радикса{count, plural, =1 {} other { ({index} из {count})}}',
    contactExactDescription:
      '{transit} на {position} ({direction, select, retrograde {ретроградное движение} other {директное движение}}); точный аспект: {transit} {aspect} {natal} радикса; {time}.',
    houseIngressSummary:
      '{transit} {how, select, back {ретроградно возвращается в} again {снова входит в} other {входит в}} {house}-й дом радикса',
    houseIngressDescription:
      '{transit} ({direction, select, retrograde {ретроградное движение} other {директное движение}}) пересекает куспид дома радикса на {position}, {time}.',
    natalLunationSummary: '{phase} на точке радикса: {natal}',
    natalLunationEclipseSummary: '{phase} на точке радикса: {natal} ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {Солнце} other {Луна}} на {position}, {time}; {natal} радикса на {natalPosition}, расстояние {distance}.',
    natalLunationEclipse: ' Это {eclipse}.',
    observanceDescription:
      '{name}: соблюдается {date} (правило: {rule}); {instant, select, yes {момент: {start}} other {титхи длится с {start} до {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {signOf}',
  },
};
