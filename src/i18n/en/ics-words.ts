import type { IcsWords } from '../ics-words.js';

/**
 * English words of the iCalendar feeds: the feeds as they were before issue 31, byte for byte (the record's body,
 * sign and aspect names, ISO times; tests/icalendar/to-icalendar.test.ts). Two articles stay as they were written
 * ("a opposition", "a annular solar eclipse") so that a subscribed English feed does not change.
 */
export const ICS_WORDS_EN: IcsWords = {
  locale: 'en',
  calendarName: 'Urania events',
  timelineName: 'Transit timeline',
  feedNames: {
    lunations: 'Lunations', eclipses: 'Eclipses', 'void-of-course': 'Void-of-course Moon', ingresses: 'Ingresses', stations: 'Stations', retrogrades: 'Retrogrades',
  },
  categories: {
    lunation: 'Lunation', eclipse: 'Eclipse', voidOfCourse: 'Void of course', ingress: 'Ingress', station: 'Station', retrograde: 'Retrograde',
    transit: 'Transit', exact: 'Exact', house: 'House', panchang: 'Panchang', observance: 'Observance',
  },
  phases: { 'New Moon': 'New Moon', 'First Quarter': 'First Quarter', 'Full Moon': 'Full Moon', 'Last Quarter': 'Last Quarter' },
  eclipses: {
    'total solar': { name: 'Total solar eclipse', aName: 'a total solar eclipse' },
    'annular solar': { name: 'Annular solar eclipse', aName: 'a annular solar eclipse' },
    'hybrid solar': { name: 'Hybrid solar eclipse', aName: 'a hybrid solar eclipse' },
    'partial solar': { name: 'Partial solar eclipse', aName: 'a partial solar eclipse' },
    'total lunar': { name: 'Total lunar eclipse', aName: 'a total lunar eclipse' },
    'partial lunar': { name: 'Partial lunar eclipse', aName: 'a partial lunar eclipse' },
    'penumbral lunar': { name: 'Penumbral lunar eclipse', aName: 'a penumbral lunar eclipse' },
  },
  eclipseKinds: { solar: 'solar eclipse', lunar: 'lunar eclipse' },
  observanceRules: { sunrise: 'sunrise', pradosha: 'pradosha', madhyahna: 'madhyahna', moonrise: 'moonrise', nishita: 'nishita', sankranti: 'sankranti' },
  listSeparator: '; ',
  templates: {
    lunationSummary: '{phase} in {sign}',
    lunationDescription: '{phase}: the Moon at {position}, {time}.',
    eclipseSummary: '{eclipse} in {sign}',
    eclipseDescription:
      '{eclipse} at {position}, greatest at {time}; magnitude {magnitude}{sarosCase, select, series {, Saros {saros}} member {, Saros {saros} (member {member})} other {}}.',
    voidSummary: 'Moon void of course in {sign}',
    voidDescription:
      'The Moon is void of course in {sign} from {start} to {end} ({last, select, aspect {its last aspect is a {aspect} to {body}} other {it made no aspect in the sign}}; it then enters the next sign).',
    ingressSummary: '{direction, select, retrograde {{body} re-enters {sign} (retrograde)} other {{body} enters {sign}}}',
    ingressDescription: '{body} enters {sign}{direction, select, retrograde { moving retrograde} other {}} at {time}.',
    stationSummary: '{body} stations {type}',
    stationDescription: '{body} turns {type} at {position}, {time}.',
    retrogradeSummary: '{body} retrograde',
    retrogradeDescription:
      '{body} is retrograde from its station in {startSign} ({stationRetrograde}) to its station in {endSign} ({stationDirect}). Shadow from {shadowStart} to {shadowEnd}.',
    contactSummary: '{transit} {aspect} natal {natal} (orb {orb})',
    contactSpan:
      '{range, select, before {Already within orb at {enters} to {leaves}} after {Within orb from {enters} and still at {leaves}} both {Already within orb at {enters} and still at {leaves}} other {Within orb from {enters} to {leaves}}}',
    contactDescription: '{span}; natal {natal} at {natalPosition}, exact at {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'exact {time} ({direction})',
    stationPass: 'station {type} {time}',
    contactExactSummary: '{transit} {aspect} natal {natal} exact{count, plural, =1 {} other { ({index} of {count})}}',
    contactExactDescription: '{transit} {direction} at {position}, exactly {aspect} natal {natal}, {time}.',
    houseIngressSummary:
      '{transit} {how, select, back {backs into} again {re-enters} other {enters}} natal {house, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} house',
    houseIngressDescription: '{transit}, moving {direction}, crosses the natal cusp at {position}, {time}.',
    natalLunationSummary: '{phase} on natal {natal}',
    natalLunationEclipseSummary: '{phase} on natal {natal} ({eclipseKind})',
    natalLunationDescription: 'The {luminary} at {position}, {distance} from natal {natal} at {natalPosition}, {time}.',
    natalLunationEclipse: ' It is {eclipse}.',
    observanceDescription:
      '{name}, kept on {date} (rule: {rule}); {instant, select, yes {at {start}} other {its tithi runs from {start} to {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
