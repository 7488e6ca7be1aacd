import type { IcsWords } from '../ics-words.js';

/**
 * Simplified Chinese words of the iCalendar feeds (docs/i18n/zh-Hans.md): the sign before the event as Chinese
 * astrology calendars head it («狮子座满月», «狮子座日全食»), «停滞转逆 / 停滞转顺» for the stations, «行运土星三分相本命太阳»
 * for a transit, «容许度» for the orb; full-width punctuation, no spaces between words.
 */
export const ICS_WORDS_ZH_HANS: IcsWords = {
  locale: 'zh-Hans',
  calendarName: 'Urania 天象事件',
  timelineName: '行运',
  feedNames: {
    lunations: '月相', eclipses: '日月食', 'void-of-course': '月亮空亡', ingresses: '行星换座', stations: '行星停滞', retrogrades: '逆行期',
  },
  categories: {
    lunation: '月相', eclipse: '日月食', voidOfCourse: '月亮空亡', ingress: '换座', station: '停滞', retrograde: '逆行',
    transit: '行运', exact: '精确相位', house: '宫位', panchang: '印度历', observance: '节日',
  },
  phases: { 'New Moon': '新月', 'First Quarter': '上弦月', 'Full Moon': '满月', 'Last Quarter': '下弦月' },
  eclipses: {
    'total solar': { name: '日全食', aName: '日全食' },
    'annular solar': { name: '日环食', aName: '日环食' },
    'hybrid solar': { name: '日全环食', aName: '日全环食' },
    'partial solar': { name: '日偏食', aName: '日偏食' },
    'total lunar': { name: '月全食', aName: '月全食' },
    'partial lunar': { name: '月偏食', aName: '月偏食' },
    'penumbral lunar': { name: '半影月食', aName: '半影月食' },
  },
  eclipseKinds: { solar: '日食', lunar: '月食' },
  observanceRules: {
    sunrise: '日出时的太阴日', pradosha: '黄昏时段的太阴日', madhyahna: '正午时段的太阴日',
    moonrise: '月出时的太阴日', nishita: '午夜时段的太阴日', sankranti: '太阳入宫时刻',
  },
  listSeparator: '；',
  templates: {
    lunationSummary: '{sign}{phase}',
    lunationDescription: '{phase}：月亮位于{position}，{time}。',
    eclipseSummary: '{sign}{eclipse}',
    eclipseDescription:
      '{eclipse}位于{position}，食甚{time}；食分{magnitude}{sarosCase, select, series {，沙罗序列{saros}} member {，沙罗序列{saros}（第{member}次）} other {}}。',
    voidSummary: '月亮在{sign}空亡',
    voidDescription:
      '月亮于{start}至{end}在{sign}空亡（{last, select, aspect {最后相位：月亮{aspect}{body}} other {在该星座内未形成任何相位}}；之后进入下一个星座）。',
    ingressSummary: '{direction, select, retrograde {{body}逆行退回{sign}} other {{body}进入{sign}}}',
    ingressDescription: '{body}{direction, select, retrograde {逆行} other {}}进入{sign}：{time}。',
    stationSummary: '{body}停滞{type, select, retrograde {转逆} other {转顺}}',
    stationDescription: '{body}于{position}停滞{type, select, retrograde {转逆} other {转顺}}：{time}。',
    retrogradeSummary: '{body}逆行',
    retrogradeDescription:
      '{body}自{startSign}的停滞点（{stationRetrograde}）逆行至{endSign}的停滞点（{stationDirect}）。阴影期：{shadowStart}至{shadowEnd}。',
    contactSummary: '行运{transit}{aspect}本命{natal}（容许度{orb}）',
    contactSpan:
      '{range, select, before {时段开始时（{enters}）已在容许度内，至{leaves}} after {自{enters}进入容许度，时段结束时（{leaves}）仍在} both {整个时段（{enters}至{leaves}）均在容许度内} other {{enters}至{leaves}在容许度内}}',
    contactDescription: '{span}；本命{natal}位于{natalPosition}，精确相位点位于{exactPosition}。{passes}',
    contactPasses: '{list}。',
    exactPass: '精确于{time}（{direction, select, retrograde {逆行} other {顺行}}）',
    stationPass: '停滞{type, select, retrograde {转逆} other {转顺}}于{time}',
    contactExactSummary: '行运{transit}{aspect}本命{natal}精确{count, plural, =1 {} other {（第{index}次，共{count}次）}}',
    contactExactDescription:
      '行运{transit}（{direction, select, retrograde {逆行} other {顺行}}）位于{position}，与本命{natal}形成精确{aspect}，{time}。',
    houseIngressSummary: '行运{transit}{how, select, back {逆行退入} again {再次进入} other {进入}}本命第{house}宫',
    houseIngressDescription: '行运{transit}（{direction, select, retrograde {逆行} other {顺行}}）于{position}越过本命宫头，{time}。',
    natalLunationSummary: '{phase}落在本命{natal}',
    natalLunationEclipseSummary: '{phase}落在本命{natal}（{eclipseKind}）',
    natalLunationDescription:
      '{luminary, select, Sun {太阳} other {月亮}}位于{position}，{time}；本命{natal}位于{natalPosition}，相距{distance}。',
    natalLunationEclipse: '这是一次{eclipse}。',
    observanceDescription: '{name}：{date}守持（规则：{rule}）；{instant, select, yes {时刻：{start}} other {太阴日自{start}至{end}}}。',
    timeUt: '{time} UT',
    position: '{sign}{arc}',
  },
};
