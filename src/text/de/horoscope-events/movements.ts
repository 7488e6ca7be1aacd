// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HouseCells } from '../../horoscope-event-text.js';

// What the Sun's month in a house, a planet's arrival in a house, a station and a retrograde period mean in each
// solar house, addressing the reader as "du". The 1st house first. A cell is a plain sentence after its lead, so it
// never refers to the planet by a pronoun (German would need the planet's gender): "der Wechsel", "diese Ankunft".

export const SUN_ARRIVES_DE: HouseCells = [
  [
    'Deine Geburtstagszeit stellt dich ausnahmsweise an die erste Stelle; bestimme selbst das Tempo und die Tagesordnung.',
    'Etwa vier Wochen lang sind deine Energie und dein Gesicht deine besten Trümpfe, also zeig Präsenz.',
    'Erneuere dich: Ein Plan für das kommende Jahr, jetzt aufgeschrieben, trägt eine ungewöhnliche Überzeugungskraft.',
  ],
  [
    'Im kommenden Monat stehen Geld, Fähigkeiten und dein Besitz im Licht; bring sie in Ordnung und frag, was sie wert sind.',
    'Jetzt ist ein guter Moment, deine Preise anzuheben, Ungenutztes zu verkaufen und Dauerhaftes anzuschaffen.',
    'Dein Selbstvertrauen wächst, wenn du zählst, was du hast, und nicht, was dir fehlt.',
  ],
  [
    'Vier geschäftige Wochen voller Nachrichten, kurzer Fahrten und Gespräche beginnen; halte ein Notizbuch griffbereit.',
    'Die Neugier erwacht: Lies, frag, schreib und besuche die Menschen, die in deiner Nähe wohnen.',
    'Deine Worte haben jetzt Reichweite, also nutze sie für die Briefe und Anrufe, auf die es ankommt.',
  ],
  [
    'Einen Monat lang gehen Heim und Familie vor; ein gut bestelltes Nest macht den Rest des Lebens leichter.',
    'Dein Privatleben wünscht sich deine Wärme, also verbring die Abende daheim und schlag Wurzeln.',
    'Es ist ein Monat für Familiengeschichte, alte Fotos und dafür, deine Räume ganz zu deinen eigenen zu machen.',
  ],
  [
    'Ein Monat des Spiels beginnt; Romantik, Hobbys und kreative Wagnisse glänzen gleichermaßen.',
    'Lass die Freude zurück in den Kalender: Spiele, Verabredungen, Kunst und Zeit mit Kindern zählen jetzt als echte Arbeit.',
    'Dein Herz will großzügig und sichtbar sein, also erschaffe etwas und teile es.',
  ],
  [
    'Der Blick richtet sich auf Arbeitsgewohnheiten und Gesundheit; vier Wochen kleiner Verbesserungen summieren sich.',
    'Sei nützlich und gut zu deinem Körper; Abläufe, die du jetzt ordnest, tragen dich in die nächste Jahreszeit.',
    'Leere den Posteingang, vereinbare die Vorsorgeuntersuchung und räum den Schreibtisch um; Ordnung bringt ihre eigene Ruhe.',
  ],
  [
    'Einen Monat lang stehen Partner im Mittelpunkt; über die Menschen dir gegenüber lernst du dich selbst kennen.',
    'Es ist eine gute Zeit für Verträge, Vermittlung und gemeinsame Stunden; du musst nicht alles allein schaffen.',
    'Andere bestimmen jetzt einen Teil der Tagesordnung mit, und ihnen entgegenzukommen ist eine Stärke.',
  ],
  [
    'Einen Monat lang verlangen gemeinsames Geld und enge Bindungen Ehrlichkeit; sieh nach, was du schuldest und was man dir schuldet.',
    'Nähe und Vertrauen vertiefen sich, wenn du sie lässt, und alte Ängste verlieren ein wenig von ihrer Macht.',
    'Dies ist ein Monat für Nachforschungen, Reparaturen und das Loslassen dessen, was du nicht mehr brauchst.',
  ],
  [
    'Vier Wochen mit weitem Horizont beginnen: Reisen, Studium, Unterricht und große Fragen stehen unter einem guten Stern.',
    'Plane eine Reise, melde dich für einen Kurs an oder lies etwas, das weit von deinem üblichen Regal entfernt steht.',
    'Dein Vertrauen in die Zukunft wächst mit jedem neuen Ort und jeder neuen Idee, die du hereinlässt.',
  ],
  [
    'Beruf und öffentliches Leben bekommen einen Monat Licht; setz dir hohe Ziele und lass andere deine Arbeit sehen.',
    'Es ist die Zeit, um die Beförderung zu bitten, die Idee vorzustellen oder bei der Arbeit die Führung zu übernehmen.',
    'Ehrgeiz fühlt sich jetzt selbstverständlich an, und wer über dir steht, bemerkt deinen Einsatz.',
  ],
  [
    'Freunde, Gruppen und Zukunftspläne füllen den Monat; sag Ja zu Einladungen.',
    'Zusammenarbeit gelingt jetzt besser als Alleingang, und ein Netzwerk kann eine Hoffnung weitertragen.',
    'Verbring Zeit mit Menschen, die deine Hoffnungen teilen, und lass dich von ihnen daran erinnern, worauf du hinarbeitest.',
  ],
  [
    'Der Monat vor deiner Geburtstagszeit verlangt nach Ruhe, Besinnung und dem Zusammenführen loser Fäden.',
    'Werde langsamer, schlaf mehr und erledige alte Angelegenheiten, bevor dein neues Lebensjahr beginnt.',
    'Stille Arbeit hinter den Kulissen gelingt jetzt gut, und ebenso, anderen ohne großes Aufheben zu helfen.',
  ],
];

export const PLANET_ARRIVES_DE: HouseCells = [
  [
    'Dieser Wechsel färbt, wie du auf andere wirkst, also rechne damit, dass andere die Veränderung vor dir bemerken.',
    'Eine neue Art, dich zu kleiden, zu sprechen oder aufzutreten, steht dir jetzt; nutze sie, um etwas Persönliches anzufangen.',
    'Du spürst den Neuankömmling in Körper und Stimmung: Er gibt der Art, wie du jedem Tag begegnest, einen neuen Ton.',
  ],
  [
    'Der Wechsel berührt Verdienen und Ausgeben, also prüfe die Zahlen, bevor du handelst.',
    'Lohn, Anschaffungen und dein Besitz kommen auf den Prüfstand; behalte, was dich wirklich trägt.',
    'Dein Selbstwert ist mit im Spiel, also schätze deine Zeit ebenso wie dein Geld.',
  ],
  [
    'Gespräche, Besorgungen und kurze Wege füllen für eine Weile mehr von deinem Kalender.',
    'Rechne mit mehr Nachrichten und mehr Bewegung in deiner Nachbarschaft.',
    'Die Art, wie du lernst und sprichst, wechselt die Tonart; achte darauf, was dadurch leichter wird.',
  ],
  [
    'Das häusliche Leben und die Familie spüren den Unterschied zuerst.',
    'Der Neuankömmling lässt sich in deiner privaten Welt nieder, sodass Pläne für daheim Schwung bekommen.',
    'Wurzeln, Eltern und der Ort, an dem du lebst, sind die Stellen, an denen du die Veränderung bemerkst.',
  ],
  [
    'Vergnügen, Romantik und kreative Arbeit beanspruchen mehr von deinen Abenden.',
    'Der Neuankömmling hält Einzug in den Bereich des Lebens, der dem Spaß gehört, eine gute Nachricht für Hobbys und Verabredungen.',
    'Bei Kindern, Kunst und Spiel wirst du den Unterschied sehen.',
  ],
  [
    'Eine Arbeitsroutine oder eine Gesundheitsgewohnheit ändert sich als Erstes.',
    'Dein Tagesplan spürt den Wechsel; passe die Routine an, statt gegen sie anzukämpfen.',
    'Kollegen und Pflichten bieten kleine Gelegenheiten, Dinge besser zu machen; ergreife sie.',
  ],
  [
    'Ein Partner oder ein Vertrag, auf den du dich verlässt, zeigt die Veränderung zuerst.',
    'Die Ankunft betrifft den Bereich, den du mit einem einzelnen Menschen teilst, also zeigt sie sich in deinen Beziehungen.',
    'Verhandlungen und Verpflichtungen rücken an die Spitze der Liste.',
  ],
  [
    'Gemeinsame Konten, Schulden und deine engste Bindung verlangen ehrliche Aufmerksamkeit.',
    'Gemeinsames Geld, Vertrauen und Nähe brauchen klare Worte statt Vermutungen.',
    'Der Wechsel rührt an Dinge, die du sonst für dich behältst, also geh behutsam mit ihnen um.',
  ],
  [
    'Reisen, Studium und deine Sicht auf das Leben spüren die Veränderung.',
    'Der Neuankömmling hält Einzug in den Teil deines Lebens, der lernen und in die Ferne schweifen will.',
    'Überzeugungen und lange Reisen sind offen für Veränderung.',
  ],
  [
    'Dein Beruf und dein öffentliches Bild ziehen mehr von deiner Aufmerksamkeit auf sich.',
    'Der Neuankömmling betritt den Bereich, in dem man dich an Ergebnissen misst, also lass ihn für dich arbeiten.',
    'Die Ziele werden schärfer, und dein Ruf reicht weiter.',
  ],
  [
    'Freunde, Gruppen und Zukunftspläne bestimmen einen Großteil der Tagesordnung.',
    'Die Ankunft berührt den Teil des Lebens, den du mit Verbündeten und Netzwerken teilst.',
    'Hoffnungen und das gesellige Leben ändern sich zuerst, oft durch einen einzigen neuen Kontakt.',
  ],
  [
    'Der Wechsel wirkt hinter den Kulissen, in Ruhe, Besinnung und unerledigten Dingen.',
    'Vielleicht spürst du diesen Wechsel eher in Träumen und stillen Stunden als in Ereignissen.',
    'Diese Zeit verlangt ein wenig Alleinsein und ein sanfteres Tempo.',
  ],
];

export const STATION_RETROGRADE_DE: HouseCells = [
  [
    'Überdenke einen persönlichen Plan, statt ihn durchzudrücken; eine Pause jetzt erspart einen Fehlstart.',
    'Vielleicht kehrst du zu einem alten Bild von dir zurück und entscheidest, welche Teile noch passen.',
  ],
  [
    'Geh das Budget noch einmal durch, stell große Anschaffungen zurück und halte Ausschau nach Geld, das man dir schuldet.',
    'Eine alte Frage danach, was dir wichtig ist, stellt sich noch einmal neu.',
  ],
  [
    'Prüfe Nachrichten, Fahrzeiten und Papiere doppelt; Missverständnisse passieren leicht und lassen sich beheben.',
    'Ein altes Gespräch, vielleicht mit einem Geschwisterteil oder einer Nachbarin, kommt noch einmal auf den Tisch, diesmal mit besserem Ausgang.',
  ],
  [
    'Reparaturen im Haus oder Familienangelegenheiten brauchen oft eine zweite Runde; Geduld schlägt Eile.',
    'Die Vergangenheit besucht dich daheim, in Gestalt alter Fotos, eines Verwandten oder eines Zimmers, das du längst ausräumen wolltest.',
  ],
  [
    'Eine alte Flamme, ein unvollendetes kreatives Werk oder ein aufgegebenes Hobby meldet sich zurück.',
    'Überarbeite, was zum Vergnügen entsteht, statt es herauszubringen; die zweite Fassung wird besser.',
  ],
  [
    'Arbeitsabläufe und Gesundheitsroutinen brauchen eine Durchsicht; repariere, was kaputt ist, bevor du Neues hinzufügst.',
    'Verzögerungen bei der Arbeit sind wahrscheinlich, also plane Puffer ein und sichere deine Dateien.',
  ],
  [
    'Eine Beziehung oder Vereinbarung braucht einen zweiten Blick; verhandle die Bedingungen in Ruhe neu.',
    'Jemand aus der Vergangenheit taucht vielleicht wieder auf, und eine Partnerschaft will unter Umständen neu ausgehandelt werden.',
  ],
  [
    'Prüfe gemeinsames Geld, Kredite und das Kleingedruckte; alte Vertrauensfragen können wieder auftauchen.',
    'Tiefe Gefühle kehren zurück, um verarbeitet zu werden; gib ihnen Zeit statt eines Urteils.',
  ],
  [
    'Reisepläne und Studien geraten leicht ins Stocken; kehr zu einem vertrauten Fach oder Ort zurück, statt neu anzufangen.',
    'Deine Überzeugungen bekommen einen zweiten Blick, und das schadet keineswegs.',
  ],
  [
    'Berufliche Schritte verlangsamen sich; verfeinere die laufende Arbeit, bevor du nach der nächsten Sprosse greifst.',
    'Ein altes berufliches Ziel oder ein früherer Kontakt kehrt vielleicht zurück; wäge es mit dem ab, was du heute weißt.',
  ],
  [
    'Freunde aus früheren Zeiten tauchen wieder auf, und Gruppenpläne wollen neu bedacht werden.',
    'Sieh deine Hoffnungen für das Jahr durch und streiche die, die eigentlich jemand anderem gehören.',
  ],
  [
    'Die innere Arbeit vertieft sich; Ruhe, Besinnung und das Ausmisten von altem Ballast sind begünstigt.',
    'Alte Erinnerungen tauchen aus gutem Grund auf; schreib sie auf und lerne aus ihnen.',
  ],
];

export const STATION_DIRECT_DE: HouseCells = [
  [
    'Persönliche Pläne kommen wieder in Gang; nimm die Lehren der letzten Wochen mit.',
    'Du fühlst dich wieder mehr wie du selbst und kannst umsetzen, was du in der langsamen Zeit beschlossen hast.',
  ],
  [
    'Geldangelegenheiten lösen sich; der Kauf oder das Gehaltsgespräch, das du verschoben hast, kann stattfinden.',
    'Die finanzielle Klarheit kehrt zurück, also handle nach dem Budget, das du überarbeitet hast.',
  ],
  [
    'Nachrichten fließen wieder, und Pläne, die an Missverständnissen hängen geblieben sind, können weitergehen.',
    'Unterschreib, verschick und reise von hier an mit mehr Zuversicht.',
  ],
  [
    'Pläne für daheim kommen wieder voran; die Reparatur oder das Familiengespräch bekommt grünes Licht.',
    'Häusliche Dinge kommen zur Ruhe, und du kannst nach dem handeln, was du nun verstehst.',
  ],
  [
    'Kreative und romantische Pläne gewinnen wieder an Schwung; trag die überarbeitete Fassung hinaus in die Welt.',
    'Der Spaß kehrt zurück, ohne dass du ihn ständig hinterfragst.',
  ],
  [
    'Arbeitsabläufe laufen glatter, und das System, das du repariert hast, beginnt sich auszuzahlen.',
    'Gesundheitspläne können auf festerem Boden vorankommen.',
  ],
  [
    'Gespräche über die Beziehung können weitergehen; über die überprüften Bedingungen könnt ihr euch jetzt einigen.',
    'Du verstehst deine Partner wieder besser, und die Zusammenarbeit fällt leichter.',
  ],
  [
    'Fragen rund um gemeinsames Geld und Vertrauen lassen sich klären, jetzt, da die Fakten auf dem Tisch liegen.',
    'Du kannst nach dem handeln, was dir die gründliche Durchsicht gezeigt hat.',
  ],
  [
    'Reise- und Studienpläne gehen voran; die Verzögerung hat dir einen besseren Weg verschafft.',
    'Deine Sicht auf die Dinge festigt sich, und du kannst dich auf eine Richtung festlegen.',
  ],
  [
    'Berufliche Pläne kommen wieder voran; geh den Schritt, den du vorbereitet hast.',
    'Deine Arbeit wird wieder gesehen, also präsentiere die ausgefeilte Fassung.',
  ],
  [
    'Gruppenpläne und Freundschaften fassen wieder Tritt.',
    'Mit den richtigen Verbündeten kannst du die Hoffnungen, die du geprüft hast, jetzt in Taten umsetzen.',
  ],
  [
    'Du kommst mit klarerem Kopf aus einer nachdenklichen Phase.',
    'Was du im Stillen durchgearbeitet hast, darf sich nun in kleinen Schritten zeigen.',
  ],
];

export const RETROGRADE_ONGOING_DE: HouseCells = [
  ['Halte persönliche Vorhaben beweglich und lass zweite Gedanken sie verbessern.', 'Dies ist eine Zeit, dein Auftreten zu verfeinern, statt dich neu zu erfinden.'],
  ['Heb die Quittungen auf und verschiebe große Anschaffungen, wenn du kannst.', 'Alte Geldfragen zu klären fällt jetzt leichter, als neue anzustoßen.'],
  ['Lies noch einmal, bevor du etwas abschickst, und bestätige Uhrzeiten doppelt.', 'Pflege bestehende Kontakte, statt neuen hinterherzulaufen.'],
  ['Bring alte Arbeiten im Haus zu Ende, bevor du neue anfängst.', 'Familienangelegenheiten profitieren von Geduld und einem zweiten Gespräch.'],
  ['Nimm dir ein kreatives Projekt noch einmal vor, statt ein neues zu beginnen.', 'Ein altes Vergnügen ist es vielleicht wert, wiederentdeckt zu werden.'],
  ['Sichere deine Arbeit und halte die Abläufe einfach.', 'Repariere das System, bevor du es beschleunigst.'],
  ['Geh neue Vereinbarungen langsam an und halte die alten ein.', 'Lass Partner zweimal erklären; die zweite Fassung ist klarer.'],
  ['Lies das Kleingedruckte bei allem, was du teilst oder schuldest.', 'Verarbeite alte Gefühle, statt überstürzt nach ihnen zu handeln.'],
  ['Plane zusätzliche Zeit für Reisen ein und lass das Studium vertrauten Stoff wiederholen.', 'Prüfe, was du glaubst, bevor du es anderen predigst.'],
  ['Feile an der laufenden Arbeit, bevor du auf den nächsten Schritt drängst.', 'Alte Kontakte helfen womöglich mehr als neue.'],
  ['Knüpf wieder an alte Freundschaften an und überprüfe deine Verpflichtungen in Gruppen.', 'Hoffnungen gewinnen durch ein Überdenken vor dem Neustart.'],
  ['Gönn dir zusätzliche Ruhe und Zeit zum Nachdenken.', 'Unerledigtes lässt sich jetzt leichter abschließen als ignorieren.'],
];
