// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HoroscopeEventText } from '../../horoscope-event-text.js';

// The lead sentences that name an event and place it in a solar house, the planets' domains, the seasons, and the
// openings and closings, addressing the reader as "du". ICU MessageFormat; the grammar table is
// src/text/de/horoscope-grammar.ts. German declines, so the messages choose their forms:
// - a place is {signIn} ("im Widder", "in den Zwillingen"); a move into a sign is "ins Zeichen {sign}", which needs
//   no accusative of the sign ("in den Löwen"), and "das Zeichen {sign}" likewise after "durch";
// - {house} is a label without possessive ("7. Haus der Partnerschaften"): "dein {house}" (nominative, accusative),
//   "deinem {house}" (dative), never a genitive;
// - a time phrase ({when}, {span}) opens a main clause, and the verb comes second ("Am Montag wechselt …");
// - {flavor} (a planet's domain) is always a list joined by "und", so its verb is plural, and it stands only where
//   nominative and accusative read alike (no article, no dative);
// - {season} and {type} are feminine ("die Tagundnachtgleiche im März", "die totale Sonnenfinsternis"); {phase} takes
//   "sein" ("sein erstes Viertel"); the Sun is feminine, so a ruler is "{planetGender, select, …}" Herrscherin or
//   Herrscher; a list of planets takes {count, plural, …}.

export const LEADS_DE: HoroscopeEventText['leads'] = {
  season: [
    'Die {season} kommt {when}, {seasonNote}, und die Sonne {signIn} erhellt dein {house}.',
    '{when} ist die {season}: {seasonNote}, und die Sonne {signIn} beleuchtet dein {house}.',
    '{when} steht die {season} an, {seasonNote}; für dich scheint die Sonne {signIn} auf dein {house}.',
  ],
  sunIngress: [
    '{when} wechselt die Sonne ins Zeichen {sign}, in dein {house}.',
    'Die Sonne tritt {when} ins Zeichen {sign} und beginnt einen Monat in deinem {house}.',
    '{when} zieht die Sonne ins Zeichen {sign} weiter und macht Licht in deinem {house}.',
  ],
  solarEclipse: [
    '{aType} {signIn} ereignet sich {when} in deinem {house}, und dort beginnt ein neues Kapitel.',
    'Die {type} {signIn} findet {when} statt und trifft dein {house}.',
    '{when} gibt es {aType} {signIn}, mitten in deinem {house}.',
  ],
  lunarEclipse: [
    '{when} verfinstert sich der Mond {signIn}: {aType} in deinem {house}.',
    'Die {type} {signIn} kommt {when} und rückt dein {house} ins Licht.',
    '{aType} {signIn} ereignet sich {when} und fällt in dein {house}.',
  ],
  newMoon: [
    '{when} schlägt der Neumond {signIn} eine frische Seite in deinem {house} auf.',
    'Der Neumond {signIn} kommt {when} und legt einen Samen in dein {house}.',
    '{when} ist Neumond {signIn}, in deinem {house}.',
  ],
  fullMoon: [
    '{when} erleuchtet der Vollmond {signIn} dein {house}.',
    'Der Vollmond {signIn} bringt {when} die Dinge in deinem {house} zum Höhepunkt.',
    '{when} kommt der Vollmond {signIn} und scheint auf dein {house}.',
  ],
  quarterMoon: [
    '{when} erreicht der Mond {signIn} sein {phase} und markiert einen Entscheidungspunkt in deinem {house}.',
    'Der Mond tritt {when} {signIn} in sein {phase}, in deinem {house}.',
  ],
  stationRetrograde: [
    '{when} wird {planet} {signIn} rückläufig, in deinem {house}, und {flavor} kommen auf den Prüfstand.',
    '{planet} hält {when} {signIn} inne und wird rückläufig, also verdienen {flavor} in deinem {house} einen zweiten Blick.',
    '{when} bleibt {planet} {signIn} stehen und kehrt um, und {flavor} bewegen sich in deinem {house} wieder auf bekanntem Terrain.',
  ],
  stationDirect: [
    '{when} wird {planet} {signIn} wieder direktläufig, in deinem {house}, und {flavor} kommen wieder voran.',
    '{planet} hält {when} {signIn} inne und läuft wieder vorwärts: {flavor} nehmen in deinem {house} Fahrt auf.',
    '{when} beendet {planet} {signIn} die rückläufige Phase und gibt {flavor} in deinem {house} wieder frei.',
  ],
  ingress: [
    '{when} wechselt {planet} ins Zeichen {sign}, in dein {house}, und bringt {flavor} mit.',
    '{planet} zieht {when} ins Zeichen {sign} und richtet sich in deinem {house} ein.',
    '{when} tritt {planet} ins Zeichen {sign} über, und so wenden sich {flavor} deinem {house} zu.',
  ],
  reentry: [
    '{when} gleitet {planet} rückläufig zurück ins Zeichen {sign} und kehrt für Unerledigtes in dein {house} zurück.',
    '{planet} läuft {when} rückwärts ins Zeichen {sign}, um dein {house} noch einmal aufzusuchen.',
  ],
  conjunction: [
    '{when} begegnen sich {planet} und {other} {signIn}, in deinem {house}: ein Treffen langsamer Planeten, wie es nur einmal in vielen Jahren vorkommt.',
    'Die Konjunktion von {planet} und {other} {signIn} fällt {when} in dein {house} und eröffnet einen Zyklus, der Jahrzehnte dauern wird.',
  ],
  moonSign: [
    'Der Mond steht heute {signIn}, in deinem {house}, {phaseWords}.',
    'Heute zieht der Mond durch das Zeichen {sign}, dein {house}, {phaseWords}.',
    'Mit dem Mond {signIn}, {phaseWords}, sammelt sich die Stimmung des Tages in deinem {house}.',
  ],
  moonMoves: [
    '{when} wechselt der Mond ins Zeichen {sign}, und die Stimmung wandert in dein {house}.',
    'Der Mond erreicht {when} das Zeichen {sign} und lenkt deine Aufmerksamkeit auf dein {house}.',
    '{when} zieht der Mond weiter ins Zeichen {sign}, in dein {house}.',
  ],
  ruler: [
    '{planet}, {planetGender, select, feminine {deine Herrscherin} other {dein Herrscher}}, steht {signIn}, in deinem {house}, {rulerHere}.',
    'Dein Herrscherplanet, {planet}, steht {signIn}, in deinem {house}, {rulerHere}.',
    '{planet}, {planetGender, select, feminine {die Herrscherin} other {der Herrscher}} {ownSignOf}, steht {signIn}, in deinem {house}, {rulerHere}.',
  ],
  rulerRetrograde: [
    '{planet}, {planetGender, select, feminine {deine Herrscherin} other {dein Herrscher}}, ist {signIn} rückläufig, in deinem {house}, {rulerHere}; gib deinen eigenen Plänen mehr Zeit.',
    'Dein Herrscherplanet, {planet}, läuft rückläufig durch das Zeichen {sign}, dein {house}, {rulerHere}; überarbeite also, bevor du Druck machst.',
  ],
  retrogradeOngoing: [
    '{planet} ist {signIn} rückläufig, in deinem {house}.',
    'Solange {planet} {signIn} rückläufig ist, verlangt dein {house} nach Geduld.',
    '{planet} läuft rückläufig durch das Zeichen {sign}, dein {house}: eine Zeit, um nachzubessern, statt neu zu beginnen.',
  ],
  retrogradeTogether: [
    '{planet} {count, plural, one {ist} other {sind}} {signIn} gemeinsam rückläufig, und so braucht in deinem {house} alles einen zweiten Entwurf.',
    '{signIn}, in deinem {house}, {count, plural, one {ist} other {sind}} {planet} zugleich rückläufig: Grund genug, zu überarbeiten, bevor du loslegst.',
  ],
  transitHarmonious: [
    '{planet} {signIn} gibt deinem {house} einen hilfreichen Schub.',
    'Unterstützung kommt über dein {house}, wo {planet} {signIn} zu deinen Gunsten wirkt.',
    '{planet}, auf dem Weg durch das Zeichen {sign}, ebnet dir die Wege in deinem {house}.',
  ],
  transitChallenging: [
    '{planet} {signIn} wirbelt dein {house} auf; nimm die Reibung dort als Ansporn, nicht als Stoppschild.',
    'Rechne mit etwas Druck aus deinem {house}, wo {planet} {signIn} dich um Anpassung bittet.',
    '{planet} {signIn} stellt in deinem {house} deine Geduld auf die Probe, also antworte mit einem Plan.',
  ],
  transitNeutral: [
    '{planet} steht {signIn}, deinem eigenen Zeichen, in deinem {house}, und diese Energie gehört dir.',
    '{planet} steht mit dir {signIn}, in deinem {house}, also ist das, was dabei in Bewegung kommt, ganz persönlich.',
  ],
  voidMoon: [
    'Bis {until} bildet der Mond {signIn} keine Aspekte mehr, also halte dich in deinem {house} an die Routine und heb Neuanfänge für später auf.',
    'Der Mond {signIn} nimmt bis {until} keinen Kontakt mehr auf; bring in deinem {house} lieber etwas zu Ende, statt Neues anzufangen.',
  ],
  jupiterPassage: [
    '{planet} steht {span} {signIn}, in deinem {house}.',
    '{span} zieht {planet} durch das Zeichen {sign}, dein {house}.',
    'Schau auf dein {house}: {planet} steht dort {span} {signIn}.',
  ],
  saturnPassage: [
    '{planet} verweilt {span} {signIn}, in deinem {house}.',
    '{span} arbeitet sich {planet} durch das Zeichen {sign}, dein {house}.',
    '{planet} hält sich {span} {signIn} auf, in deinem {house}.',
  ],
  retrogradePeriod: [
    '{planet} wird am {date} {signIn} rückläufig, in deinem {house}, und am {date2} wieder direktläufig, also brauchen {flavor} dazwischen besondere Sorgfalt.',
    'Ab dem {date} ist {planet} {signIn} rückläufig, in deinem {house}, bis die Bewegung am {date2} wieder nach vorn geht; {flavor} bewegen sich auf bekanntem Gelände.',
    '{planet} wird {signIn} am {date} rückläufig und am {date2} direktläufig, und {flavor} stehen in deinem {house} auf dem Prüfstand.',
    '{planet} wird {signIn}, in deinem {house}, am {date} rückläufig und nimmt am {date2} die direkte Bewegung wieder auf: eine Zeit zum Nachbessern statt zum Neustart, was {flavor} betrifft.',
    'Zwischen dem {date} und dem {date2} läuft {planet} {signIn}, in deinem {house}, rückläufig, bevor die Richtung wieder wechselt; rechne damit, dass {flavor} noch einmal auftauchen.',
    '{planet} läuft {signIn}, in deinem {house}, ein Stück des Weges zurück: rückläufig ab dem {date}, direktläufig ab dem {date2}; {flavor} verdienen einen zweiten Durchgang.',
  ],
  retrogradePeriodMore: [
    '{planet} ist ab dem {date} {signIn} rückläufig, in deinem {house}, und ab dem {date2} wieder direktläufig; lass {flavor} sich setzen, bevor du dich festlegst.',
    'Am {date} wird {planet} {signIn} rückläufig, in deinem {house}, und am {date2} wieder direktläufig: {flavor} verlangen dazwischen Geduld.',
    '{planet} hält vom {date} bis zur direkten Station am {date2} einen rückläufigen Kurs {signIn}, in deinem {house}: eine Strecke, um {flavor} abzuschließen, nicht um sie zu beginnen.',
    'Merk dir den {date}, wenn {planet} {signIn} rückläufig wird, in deinem {house}, und den {date2}, wenn die Bewegung wieder direkt wird: dazwischen kommen {flavor} zu einer weiteren Runde zurück.',
  ],
  retrogradeCrossing: [
    '{planet} wird am {date} {signIn} rückläufig, in deinem {house}, weicht ins Zeichen {sign2} zurück, in dein {house2}, und wird dort am {date2} wieder direktläufig; {flavor} kehren auf Gelände zurück, das du für erledigt hieltest.',
    'Ab dem {date} ist {planet} rückläufig und weicht aus dem Zeichen {sign}, deinem {house}, ins Zeichen {sign2} zurück, in dein {house2}, wo die Bewegung am {date2} wieder nach vorn geht; wirf einen zweiten Blick auf {flavor}.',
    'Zwischen dem {date} und der direkten Station am {date2} läuft {planet} rückläufig aus dem Zeichen {sign}, deinem {house}, zurück ins Zeichen {sign2}, in dein {house2}: {flavor} wandern zwischen zwei Bereichen deines Lebens, bevor sie zur Ruhe kommen.',
    '{planet} wird am {date} {signIn} rückläufig und am {date2} {sign2In} direktläufig, also wandern {flavor}, die in deinem {house} auf dem Prüfstand stehen, weiter in dein {house2}.',
  ],
  retrogradeSince: [
    'Seit dem {date} {signIn} rückläufig, in deinem {house}, wird {planet} am {date2} wieder direktläufig; bis dahin bleiben {flavor} auf dem Prüfstand.',
    '{planet} ist seit dem {date} {signIn} rückläufig, in deinem {house}, und nimmt am {date2} die direkte Bewegung wieder auf, dann können {flavor} wieder vorangehen.',
    'Das Jahr beginnt mit {planet} rückläufig {signIn}, in deinem {house}, wie schon seit dem {date}; am {date2} geht die Bewegung wieder nach vorn, und {flavor} gewinnen an Fahrt.',
  ],
  retrogradeSinceCrossing: [
    '{planet} ist seit der Station vom {date} {signIn}, in deinem {house}, rückläufig; der Weg zurück führt ins Zeichen {sign2}, in dein {house2}, wo die Bewegung am {date2} wieder nach vorn geht, und {flavor} schließen dort ihre Prüfung ab.',
    'Seit dem {date} rückläufig, mit der Station {signIn}, in deinem {house}, beendet {planet} den Rückweg {sign2In}, in deinem {house2}, und wird dort am {date2} wieder direktläufig; {flavor} bekommen eine letzte Durchsicht, bevor es weitergeht.',
  ],
};

export const PLANET_FLAVOR_DE: HoroscopeEventText['planetFlavor'] = {
  Sun: ['Lebenskraft und Ziele', 'Energie und Selbstvertrauen'],
  Moon: ['Stimmungen und Bedürfnisse', 'Gefühle und Gewohnheiten'],
  Mercury: ['Gespräche, Pläne und Papierkram', 'Nachrichten, Reisen und Entscheidungen'],
  Venus: ['Liebe, Vergnügen und Geld', 'Zuneigung, Geschmack und Ausgaben'],
  Mars: ['Antrieb, Einsatz und Temperament', 'Energie, Mut und Wettbewerb'],
  Jupiter: ['Wachstum, Glück und Großzügigkeit', 'Chancen und Zuversicht'],
  Saturn: ['Pflichten, Strukturen und langfristige Pläne', 'Verantwortung und harte Arbeit'],
  Uranus: ['Wandel, Freiheit und Überraschungen', 'plötzliche Wendungen und neue Ideen'],
  Neptune: ['Träume, Ideale und Intuition', 'Fantasie und Mitgefühl'],
  Pluto: ['Macht, Tiefe und Erneuerung', 'tiefgreifende Veränderungen und verborgene Dinge'],
};

export const SEASON_NOTE_DE: HoroscopeEventText['seasonNote'] = {
  'March equinox': ['der erste Frühlingstag im Norden und der erste Herbsttag im Süden', 'der Tag, an dem Tag und Nacht fast gleich lang sind und der Tierkreis von vorn beginnt'],
  'June solstice': ['der längste Tag im Norden und der kürzeste im Süden', 'der Wendepunkt im Licht des Jahres'],
  'September equinox': ['der Tag, an dem Tag und Nacht wieder im Gleichgewicht stehen und im Norden der Herbst, im Süden der Frühling beginnt', 'der zweite Punkt des Gleichgewichts im Jahr'],
  'December solstice': ['der kürzeste Tag im Norden und der längste im Süden', 'der Tag, an dem im Norden der Winter und im Süden der Sommer beginnt'],
};

export const FRAMES_DE: HoroscopeEventText['frames'] = {
  weeklyOpening: [
    'Für dich, {sign}, dreht sich die Woche vom {start} bis zum {end} um dein {house}.',
    '{sign}, diese Woche (vom {start} bis zum {end}) legt den Schwerpunkt auf dein {house}.',
    '{sign}, vom {start} bis zum {end} neigt sich deine Woche deinem {house} zu.',
  ],
  monthlyOpening: [
    '{sign}, der {month} {year} beginnt mit dem Blick auf dein {house}.',
    'Für dich, {sign}, startet der {month} {year} mit dem Schwerpunkt in deinem {house}.',
    '{sign}, der Monat {month} {year} öffnet sich in deinem {house} und zieht von dort weiter.',
  ],
  yearlyOpening: [
    'Für dich, {sign}, wird {year} von zwei langsamen Lehrmeistern geprägt: von Jupiter, der dein {house} weitet, und von Saturn, der in deinem {house2} stetige Arbeit verlangt.',
    '{sign}, im Jahr {year} lenken dich die langsamen Planeten zu deinem {house}, wo Jupiter Wachstum bringt, und zu deinem {house2}, wo Saturn um Geduld bittet.',
    'Die großen Themen von {year} landen für dich, {sign}, in deinem {house}, von Jupiter beflügelt, und in deinem {house2}, von Saturn geformt.',
  ],
  yearlyClosing: [
    'Bei allem, {sign}, behalte dein {house} im Blick: Dort verlangt dieses Jahr am meisten und gibt am meisten zurück.',
    'Nimm {year} eine Jahreszeit nach der anderen, {sign}; was du in deinem {house} aufbaust, wird das Jahr überdauern.',
  ],
  monthlyClosing: [
    'Bis Ende {month}, {sign}, sollte sich die Arbeit in deinem {house} zeigen; gib ihr die Zeit, die sie braucht.',
    'Schenk deinem {house} in diesem {month} deine besten Stunden, {sign}; der Rest des Monats darf nach Routine laufen.',
  ],
  weeklyClosing: [
    'Was die Woche sonst auch bringt, {sign}: Kümmere dich um dein {house} und halte einen Teil des Wochenendes für dich frei.',
    'Nimm aus deinem {house} eine Erkenntnis mit in die nächste Woche, {sign}, und lass den Rest los.',
  ],
  quietDay: [
    'Heute wechselt kein Planet Zeichen oder Richtung, {sign}, also gibt der Mond in deinem {house} den Ton an.',
    'Am weiten Himmel ist es ein ruhiger Tag, {sign}, und die Stimmung entsteht ganz nah, in deinem {house}.',
  ],
  quietWeek: [
    'Diese Woche wechselt kein Planet Zeichen oder Richtung, {sign}, also gibt der Mond auf seinem Weg ab deinem {house} den Ton an.',
    'Der weite Himmel bleibt diese Woche ruhig, {sign}, und der Mond erzählt die Geschichte, die in deinem {house} beginnt.',
  ],
};

export const PHASE_WORDS_DE: HoroscopeEventText['phaseWords'] = {
  'New Moon': ['dunkel und neu', 'unsichtbar beim Neumond'],
  'Waxing Crescent': ['schmal wie eine Sichel und jeden Abend voller', 'jung und zunehmend'],
  'First Quarter': ['halb beleuchtet und zunehmend', 'im ersten Viertel'],
  'Waxing Gibbous': ['fast voll und noch zunehmend', 'mehr als halb beleuchtet und weiter wachsend'],
  'Full Moon': ['voll und hell', 'in vollem Glanz'],
  'Waning Gibbous': ['nach dem Vollmond schon abnehmend', 'schon wieder im Schwinden'],
  'Last Quarter': ['halb beleuchtet und abnehmend', 'im letzten Viertel'],
  'Waning Crescent': ['schmal und nur noch am Morgenhimmel zu sehen', 'zur dünnen Sichel geschwunden'],
};
