import type { IcsWords } from '../ics-words.js';

/**
 * German words of the iCalendar feeds (docs/i18n/de.md). A place in a sign takes the dative ("Vollmond im Löwen",
 * "in den Zwillingen", "in der Jungfrau"): `signCases.in`. A planet moving into a sign "wechselt ins Zeichen Löwe",
 * as the glossary has it, without the accusative of the sign. A natal point is "Radix-Sonne", "Radix-Aszendent".
 */
export const ICS_WORDS_DE: IcsWords = {
  locale: 'de',
  calendarName: 'Urania-Ereignisse',
  timelineName: 'Transite',
  feedNames: {
    lunations: 'Mondphasen', eclipses: 'Finsternisse', 'void-of-course': 'Leerlauf des Mondes', ingresses: 'Zeichenwechsel', stations: 'Stationen', retrogrades: 'Rückläufige Phasen',
  },
  categories: {
    lunation: 'Mondphase', eclipse: 'Finsternis', voidOfCourse: 'Leerlauf des Mondes', ingress: 'Zeichenwechsel', station: 'Station', retrograde: 'Rückläufigkeit',
    transit: 'Transit', exact: 'Exakt', house: 'Haus', panchang: 'Panchang', observance: 'Fest- und Fastentag',
  },
  phases: { 'New Moon': 'Neumond', 'First Quarter': 'Erstes Viertel', 'Full Moon': 'Vollmond', 'Last Quarter': 'Letztes Viertel' },
  eclipses: {
    'total solar': { name: 'Totale Sonnenfinsternis', aName: 'eine totale Sonnenfinsternis' },
    'annular solar': { name: 'Ringförmige Sonnenfinsternis', aName: 'eine ringförmige Sonnenfinsternis' },
    'hybrid solar': { name: 'Hybride Sonnenfinsternis', aName: 'eine hybride Sonnenfinsternis' },
    'partial solar': { name: 'Partielle Sonnenfinsternis', aName: 'eine partielle Sonnenfinsternis' },
    'total lunar': { name: 'Totale Mondfinsternis', aName: 'eine totale Mondfinsternis' },
    'partial lunar': { name: 'Partielle Mondfinsternis', aName: 'eine partielle Mondfinsternis' },
    'penumbral lunar': { name: 'Halbschatten-Mondfinsternis', aName: 'eine Halbschatten-Mondfinsternis' },
  },
  eclipseKinds: { solar: 'Sonnenfinsternis', lunar: 'Mondfinsternis' },
  observanceRules: {
    sunrise: 'Tithi bei Sonnenaufgang', pradosha: 'Tithi zur Pradosha-Zeit', madhyahna: 'Tithi zur Madhyahna-Zeit um Mittag',
    moonrise: 'Tithi bei Mondaufgang', nishita: 'Tithi zur Nishita-Zeit um Mitternacht', sankranti: 'Zeitpunkt der Sankranti',
  },
  signCases: {
    in: {
      Aries: 'im Widder', Taurus: 'im Stier', Gemini: 'in den Zwillingen', Cancer: 'im Krebs', Leo: 'im Löwen', Virgo: 'in der Jungfrau',
      Libra: 'in der Waage', Scorpio: 'im Skorpion', Sagittarius: 'im Schützen', Capricorn: 'im Steinbock', Aquarius: 'im Wassermann', Pisces: 'in den Fischen',
    },
  },
  listSeparator: '; ',
  templates: {
    lunationSummary: '{phase} {signIn}',
    lunationDescription: '{phase}: der Mond auf {position}, am {time}.',
    eclipseSummary: '{eclipse} {signIn}',
    eclipseDescription:
      '{eclipse} auf {position}, Maximum am {time}; Größe {magnitude}{sarosCase, select, series {, Saros {saros}} member {, Saros {saros} (Nr. {member} der Serie)} other {}}.',
    voidSummary: 'Leerlauf des Mondes {signIn}',
    voidDescription:
      'Der Mond läuft {signIn} leer vom {start} bis {end} ({last, select, aspect {letzter Aspekt: Mond {aspect} {body}} other {kein Aspekt mehr in diesem Zeichen}}; danach wechselt er ins nächste Zeichen).',
    ingressSummary: '{direction, select, retrograde {{body} kehrt rückläufig ins Zeichen {sign} zurück} other {{body} wechselt ins Zeichen {sign}}}',
    ingressDescription: '{body} wechselt {direction, select, retrograde {rückläufig } other {}}ins Zeichen {sign}, am {time}.',
    stationSummary: '{body} wird stationär {type, select, retrograde {rückläufig} other {direktläufig}}',
    stationDescription: '{body} wird am {time} auf {position} {type, select, retrograde {rückläufig} other {direktläufig}}.',
    retrogradeSummary: '{body} rückläufig',
    retrogradeDescription:
      '{body} ist rückläufig von der Station {startSignIn} ({stationRetrograde}) bis zur Station {endSignIn} ({stationDirect}). Schattenphase vom {shadowStart} bis {shadowEnd}.',
    contactSummary: '{transit} {aspect} Radix-{natal} (Orbis {orb})',
    contactSpan:
      '{range, select, before {Bereits im Orbis am {enters}, bis {leaves}} after {Im Orbis ab {enters}, noch am {leaves}} both {Bereits im Orbis am {enters} und noch am {leaves}} other {Im Orbis vom {enters} bis {leaves}}}',
    contactDescription: '{span}; Radix-{natal} auf {natalPosition}, exakt auf {exactPosition}.{passes}',
    contactPasses: ' {list}.',
    exactPass: 'exakt am {time} ({direction, select, retrograde {rückläufig} other {direktläufig}})',
    stationPass: 'Station {type, select, retrograde {rückläufig} other {direktläufig}} am {time}',
    contactExactSummary: '{transit} {aspect} Radix-{natal} exakt{count, plural, =1 {} other { ({index} von {count})}}',
    contactExactDescription:
      '{transit} {direction, select, retrograde {rückläufig} other {direktläufig}} auf {position}, exakt {aspect} Radix-{natal}, am {time}.',
    houseIngressSummary:
      '{how, select, back {{transit} läuft rückläufig ins {house}. Radixhaus zurück} again {{transit} tritt erneut ins {house}. Radixhaus ein} other {{transit} tritt ins {house}. Radixhaus ein}}',
    houseIngressDescription:
      '{transit} überschreitet {direction, select, retrograde {rückläufig} other {direktläufig}} die Häuserspitze des Radix auf {position}, am {time}.',
    natalLunationSummary: '{phase} auf Radix-{natal}',
    natalLunationEclipseSummary: '{phase} auf Radix-{natal} ({eclipseKind})',
    natalLunationDescription:
      '{luminary, select, Sun {Die Sonne} other {Der Mond}} auf {position}, am {time}; Radix-{natal} auf {natalPosition}, Abstand {distance}.',
    natalLunationEclipse: ' Es ist {eclipse}.',
    observanceDescription:
      '{name}, begangen am {date} (Regel: {rule}); {instant, select, yes {am {start}} other {die Tithi dauert vom {start} bis {end}}}.',
    timeUt: '{time} UT',
    position: '{arc} {sign}',
  },
};
