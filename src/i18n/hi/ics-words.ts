import type { IcsWords } from '../ics-words.js';

/**
 * Hindi words of the iCalendar feeds (docs/i18n/hi.md; «दीप्तांश» for the orb, «वक्री» and «मार्गी»). A sign is
 * named with «राशि» and a postposition («सिंह राशि में पूर्णिमा»); events are named as nouns («बुध का सिंह राशि में
 * प्रवेश», «बुध का वक्री स्तंभन»), so no verb agrees with a planet. Sentences end with the danda. The time comes
 * from `Intl.DateTimeFormat` with its own «को … बजे».
 */
export const ICS_WORDS_HI: IcsWords = {
  locale: 'hi',
  calendarName: 'Urania की घटनाएँ',
  timelineName: 'गोचर',
  feedNames: {
    lunations: 'चंद्र कलाएँ', eclipses: 'ग्रहण', 'void-of-course': 'चंद्र का शून्य काल', ingresses: 'राशि परिवर्तन', stations: 'ग्रहों का स्तंभन', retrogrades: 'वक्री काल',
  },
  categories: {
    lunation: 'चंद्र कला', eclipse: 'ग्रहण', voidOfCourse: 'चंद्र का शून्य काल', ingress: 'राशि परिवर्तन', station: 'स्तंभन', retrograde: 'वक्री काल',
    transit: 'गोचर', exact: 'सटीक योग', house: 'भाव', panchang: 'पंचांग', observance: 'व्रत-पर्व',
  },
  phases: { 'New Moon': 'अमावस्या', 'First Quarter': 'प्रथम चतुर्थांश', 'Full Moon': 'पूर्णिमा', 'Last Quarter': 'अंतिम चतुर्थांश' },
  eclipses: {
    'total solar': { name: 'पूर्ण सूर्य ग्रहण', aName: 'पूर्ण सूर्य ग्रहण' },
    'annular solar': { name: 'वलयाकार सूर्य ग्रहण', aName: 'वलयाकार सूर्य ग्रहण' },
    'hybrid solar': { name: 'संकर सूर्य ग्रहण', aName: 'संकर सूर्य ग्रहण' },
    'partial solar': { name: 'आंशिक सूर्य ग्रहण', aName: 'आंशिक सूर्य ग्रहण' },
    'total lunar': { name: 'पूर्ण चंद्र ग्रहण', aName: 'पूर्ण चंद्र ग्रहण' },
    'partial lunar': { name: 'आंशिक चंद्र ग्रहण', aName: 'आंशिक चंद्र ग्रहण' },
    'penumbral lunar': { name: 'उपच्छाया चंद्र ग्रहण', aName: 'उपच्छाया चंद्र ग्रहण' },
  },
  eclipseKinds: { solar: 'सूर्य ग्रहण', lunar: 'चंद्र ग्रहण' },
  observanceRules: {
    sunrise: 'सूर्योदय के समय की तिथि', pradosha: 'प्रदोष काल की तिथि', madhyahna: 'मध्याह्न की तिथि',
    moonrise: 'चंद्रोदय के समय की तिथि', nishita: 'निशीथ काल की तिथि', sankranti: 'संक्रांति का क्षण',
  },
  listSeparator: '; ',
  templates: {
    lunationSummary: '{sign} राशि में {phase}',
    lunationDescription: '{phase}: चंद्र {position} पर, {time}।',
    eclipseSummary: '{sign} राशि में {eclipse}',
    eclipseDescription:
      '{eclipse} {position} पर, परमग्रास {time}; ग्रास मान {magnitude}{sarosCase, select, series {, सारोस {saros}} member {, सारोस {saros} (शृंखला में क्रमांक {member})} other {}}।',
    voidSummary: '{sign} राशि में चंद्र का शून्य काल',
    voidDescription:
      '{sign} राशि में चंद्र का शून्य काल: {start} से {end} तक ({last, select, aspect {अंतिम योग: चंद्र {aspect} {body}} other {इस राशि में चंद्र ने कोई योग नहीं बनाया}}; इसके बाद चंद्र अगली राशि में प्रवेश करता है)।',
    ingressSummary: '{direction, select, retrograde {{body} का {sign} राशि में वक्री पुनः प्रवेश} other {{body} का {sign} राशि में प्रवेश}}',
    ingressDescription: '{body} का {sign} राशि में {direction, select, retrograde {वक्री गति से } other {}}प्रवेश: {time}।',
    stationSummary: '{body} का {type, select, retrograde {वक्री} other {मार्गी}} स्तंभन',
    stationDescription: '{body} {position} पर स्तंभित होकर {type, select, retrograde {वक्री} other {मार्गी}} होता है: {time}।',
    retrogradeSummary: '{body} वक्री',
    retrogradeDescription:
      '{body} {startSign} राशि के स्तंभन ({stationRetrograde}) से {endSign} राशि के स्तंभन ({stationDirect}) तक वक्री। छाया काल: {shadowStart} से {shadowEnd} तक।',
    contactSummary: 'गोचर {transit} {aspect} जन्म {natal} (दीप्तांश {orb})',
    contactSpan:
      '{range, select, before {अवधि के आरंभ ({enters}) से ही दीप्तांश में, {leaves} तक} after {{enters} से दीप्तांश में, अवधि के अंत ({leaves}) तक भी} both {पूरी अवधि ({enters} – {leaves}) दीप्तांश में} other {{enters} से {leaves} तक दीप्तांश में}}',
    contactDescription: '{span}; जन्म {natal} {natalPosition} पर, सटीक योग {exactPosition} पर।{passes}',
    contactPasses: ' {list}।',
    exactPass: 'सटीक योग {time} ({direction, select, retrograde {वक्री} other {मार्गी}})',
    stationPass: '{type, select, retrograde {वक्री} other {मार्गी}} स्तंभन {time}',
    contactExactSummary: 'सटीक योग: गोचर {transit} {aspect} जन्म {natal}{count, plural, =1 {} other { ({index}/{count})}}',
    contactExactDescription:
      'गोचर {transit} ({direction, select, retrograde {वक्री} other {मार्गी}}) {position} पर: जन्म {natal} से सटीक {aspect}, {time}।',
    houseIngressSummary:
      '{how, select, back {गोचर {transit} का जन्म कुंडली के भाव {house} में वक्री प्रवेश} again {गोचर {transit} का जन्म कुंडली के भाव {house} में पुनः प्रवेश} other {गोचर {transit} का जन्म कुंडली के भाव {house} में प्रवेश}}',
    houseIngressDescription:
      'गोचर {transit} ({direction, select, retrograde {वक्री} other {मार्गी}}) {position} पर जन्म कुंडली का भाव आरंभ बिंदु पार करता है, {time}।',
    natalLunationSummary: 'जन्म {natal} पर {phase}',
    natalLunationEclipseSummary: 'जन्म {natal} पर {phase} ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {सूर्य} other {चंद्र}} {position} पर, {time}; जन्म {natal} {natalPosition} पर, दूरी {distance}।',
    natalLunationEclipse: ' यह {eclipse} है।',
    observanceDescription:
      '{name}: {date} को मनाया जाता है (नियम: {rule}); {instant, select, yes {समय: {start}} other {तिथि: {start} से {end} तक}}।',
    timeUt: '{time} (UT)',
    position: '{sign} {arc}',
  },
};
