import type { IcsWords } from '../ics-words.js';

/**
 * Turkish words of the iCalendar feeds (docs/i18n/tr.md). A sign is named with «burç» («Aslan burcunda Dolunay»,
 * «Merkür Aslan burcuna giriyor»), as Turkish astrologers write it: the case ending then goes on «burcu», never on the
 * sign's name, so no sign needs its own suffix. Turkish has no grammatical gender.
 */
export const ICS_WORDS_TR: IcsWords = {
  locale: 'tr',
  calendarName: 'Urania olayları',
  timelineName: 'Transitler',
  feedNames: {
    lunations: 'Ay evreleri', eclipses: 'Tutulmalar', 'void-of-course': 'Boşlukta Ay', ingresses: 'Burç geçişleri', stations: 'Duraklamalar', retrogrades: 'Retro dönemleri',
  },
  categories: {
    lunation: 'Ay evresi', eclipse: 'Tutulma', voidOfCourse: 'Boşlukta Ay', ingress: 'Burç geçişi', station: 'Duraklama', retrograde: 'Retro dönemi',
    transit: 'Transit', exact: 'Tam açı', house: 'Ev', panchang: 'Panchang', observance: 'Kutlama',
  },
  phases: { 'New Moon': 'Yeni Ay', 'First Quarter': 'İlk Dördün', 'Full Moon': 'Dolunay', 'Last Quarter': 'Son Dördün' },
  eclipses: {
    'total solar': { name: 'Tam Güneş tutulması', aName: 'tam Güneş tutulması' },
    'annular solar': { name: 'Halkalı Güneş tutulması', aName: 'halkalı Güneş tutulması' },
    'hybrid solar': { name: 'Hibrit Güneş tutulması', aName: 'hibrit Güneş tutulması' },
    'partial solar': { name: 'Parçalı Güneş tutulması', aName: 'parçalı Güneş tutulması' },
    'total lunar': { name: 'Tam Ay tutulması', aName: 'tam Ay tutulması' },
    'partial lunar': { name: 'Parçalı Ay tutulması', aName: 'parçalı Ay tutulması' },
    'penumbral lunar': { name: 'Yarı gölgeli Ay tutulması', aName: 'yarı gölgeli Ay tutulması' },
  },
  eclipseKinds: { solar: 'Güneş tutulması', lunar: 'Ay tutulması' },
  observanceRules: {
    sunrise: 'gün doğumundaki tithi', pradosha: 'pradosha vaktindeki tithi', madhyahna: 'madhyahna, yani öğle vaktindeki tithi',
    moonrise: 'Ay doğumundaki tithi', nishita: 'nishita, yani gece yarısındaki tithi', sankranti: 'sankranti anı',
  },
  listSeparator: '; ',
  templates: {
    lunationSummary: '{sign} burcunda {phase}',
    lunationDescription: '{phase}: Ay {position} konumunda, {time}.',
    eclipseSummary: '{sign} burcunda {eclipse}',
    eclipseDescription:
      '{eclipse} {position} konumunda, en büyük evre {time}; büyüklük {magnitude}{sarosCase, select, series {, Saros {saros}} member {, Saros {saros} (serinin {member}. üyesi)} other {}}.',
    voidSummary: 'Ay {sign} burcunda boşlukta',
    voidDescription:
      'Ay {start} ile {end} arasında {sign} burcunda boşlukta ({last, select, aspect {son açı: Ay {aspect} {body}} other {bu burçta hiç açı yapmadı}}; ardından bir sonraki burca geçer).',
    ingressSummary: '{direction, select, retrograde {{body} retro hareketle {sign} burcuna geri dönüyor} other {{body} {sign} burcuna giriyor}}',
    ingressDescription: '{body}{direction, select, retrograde { retro hareketle} other {}} {sign} burcuna giriyor: {time}.',
    stationSummary: '{type, select, retrograde {{body} retroya dönüyor} other {{body} düze dönüyor}}',
    stationDescription: '{body} {position} konumunda {type, select, retrograde {retroya dönüyor} other {düze dönüyor}}: {time}.',
    retrogradeSummary: '{body} retro',
    retrogradeDescription:
      '{body}, {startSign} burcundaki duraklamasından ({stationRetrograde}) {endSign} burcundaki duraklamasına ({stationDirect}) kadar retro. Gölge dönemi: {shadowStart} – {shadowEnd}.',
    contactSummary: '{transit} {aspect} natal {natal} (orb {orb})',
    contactSpan:
      '{range, select, before {Dönem başında zaten orb içinde ({enters}), bitiş: {leaves}} after {Orb içinde: {enters} tarihinden itibaren, dönem sonunda ({leaves}) hâlâ} both {Dönem boyunca orb içinde ({enters} – {leaves})} other {Orb içinde: {enters} – {leaves}}}',
    contactDescription: '{span}; natal {natal} {natalPosition} konumunda, tam açı {exactPosition} konumunda.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'tam açı {time} ({direction, select, retrograde {retro hareket} other {düz hareket}})',
    stationPass: '{type, select, retrograde {retroya dönüş} other {düze dönüş}} {time}',
    contactExactSummary: 'Tam açı: {transit} {aspect} natal {natal}{count, plural, =1 {} other { ({index}/{count})}}',
    contactExactDescription:
      '{transit} ({direction, select, retrograde {retro hareket} other {düz hareket}}) {position} konumunda: natal {natal} ile tam {aspect}, {time}.',
    houseIngressSummary:
      '{how, select, back {{transit} retro hareketle natal {house}. eve geri giriyor} again {{transit} natal {house}. eve yeniden giriyor} other {{transit} natal {house}. eve giriyor}}',
    houseIngressDescription:
      '{transit} ({direction, select, retrograde {retro hareket} other {düz hareket}}) natal ev çizgisini {position} konumunda geçiyor, {time}.',
    natalLunationSummary: 'Natal {natal} üzerinde {phase}',
    natalLunationEclipseSummary: 'Natal {natal} üzerinde {phase} ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {Güneş} other {Ay}} {position} konumunda, {time}; natal {natal} {natalPosition} konumunda, uzaklık {distance}.',
    natalLunationEclipse: ' Bu bir {eclipse}.',
    observanceDescription:
      '{name}: {date} günü tutulur (kural: {rule}); {instant, select, yes {an: {start}} other {tithi: {start} – {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
