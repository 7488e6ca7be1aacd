// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Der Mondknoten in jedem der zwölf Zeichen (übersetzt aus NORTH_NODE_IN_SIGN_EN). */
export const NORTH_NODE_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Der Mondknoten im Widder weist auf Eigenständigkeit und erste Schritte und verlangt von einem gewohnheitsmäßig entgegenkommenden Wesen, nicht länger auf Zustimmung zu warten, sondern einfach anzufangen.',
    description: `Das Wachstum beginnt hier mit einem einzigen Wort: „Ich“. Der Südknoten in der Waage liefert ein eingeübtes Talent, jede Seite abzuwägen, die Stimmung im Raum zu lesen und für Eintracht zu sorgen, so gut trainiert, dass die eigenen Wünsche in den Plänen anderer verschwinden können. Der Mondknoten im Widder, einem Zeichen aus kardinalem Feuer, das Mars gehört, zieht in die Gegenrichtung: zu Entscheidungen, die allein, rasch und ohne Ausschuss getroffen werden.

Im Alltag ist die Lektion oft klein und unbeholfen. Das Restaurant aussuchen, die Bewerbung abschicken, bevor der Partner sie gelesen hat, „Lieber nicht“ sagen, ohne ein Polster aus Entschuldigungen: All das fühlt sich anfangs merkwürdig gewagt an. Mars verlangt Hitze und Geradlinigkeit, und die kardinale Qualität fordert Initiative statt bloßer Reaktion.

Wohlgeraten, bringt diese Stellung jemanden hervor, der mutig handeln kann und dem Fairness trotzdem am Herzen liegt, weil das alte diplomatische Geschick im Werkzeugkasten bleibt. Unter Anspannung zeigt sich der Sog zurück als endloses Rückfragen oder als plötzliche Überkorrektur ins Schroffe, die Brücken niederbrennt, bevor Vertrauen entstehen konnte.

Der beständige Weg heißt üben. Jeder ehrliche erste Schritt, ohne Erlaubnis getan, macht den nächsten leichter, und Beziehungen werden gesünder, wenn man sie aus freier Wahl eingeht und nicht aus Angst, allein dazustehen.`,
    keywords: ['Initiative', 'Eigenständigkeit', 'Mut', 'Entschlusskraft', 'Unabhängigkeit', 'Geradlinigkeit'],
    strengths: ['Fairness, die in kühnes Handeln einfließt', 'lernt, ohne Zustimmung zu handeln', 'frische Kraft für neue Vorhaben', 'benennt eigene Bedürfnisse ehrlich'],
    challenges: ['wartet vor jedem Schritt auf Einigkeit', 'verliert sich in Partnerschaften', 'schießt ins Schroffe über', 'Angst, andere zu enttäuschen'],
  },

  Taurus: {
    summary:
      'Mit dem Mondknoten im Stier wächst man durch ruhiges, stetiges Aufbauen und einfache Freuden und löst sich allmählich von einer lebenslangen Gewohnheit aus Krise, Intensität und seelischer Verstrickung.',
    description: `Stille kann sich fremd anfühlen, wenn die eigene Komfortzone ein Sturm ist. Der Südknoten im Skorpion kennt das Gelände der Geheimnisse, gemeinsamen Schulden, Machtkämpfe und seelischen Extreme und sucht es gern auf, als zähle das Leben nur, wenn viel auf dem Spiel steht. Der Mondknoten im Stier, fixe Erde im Zeichen der Venus, lädt zu einem langsameren Rhythmus ein und zu einer persönlicheren Art von Sicherheit.

Die Arbeit besteht hier darin, etwas ganz und gar selbst zu besitzen: ein bescheidenes Sparkonto, eine über Jahre aufgebaute Fertigkeit, einen Garten, eine Reihe von Werten, die sich nicht mit jedem neuen Drama ändern. Venus weckt den Sinn für das Sinnliche, und so sind gutes Brot, warmes Licht oder ein allabendlicher Spaziergang zur gleichen Uhrzeit keine Ablenkung, sondern Arznei. Die fixe Qualität belohnt Geduld und Wiederholung.

Wird diese Richtung angenommen, spendet der Mensch anderen Ruhe, fähig, tiefe Gefühle zu tragen, ohne von ihnen beherrscht zu werden. Unter Druck kehrt das alte Muster zurück, als Argwohn, als Verschmelzen mit den Mitteln anderer Leute oder als Anzetteln einer Krise, nur weil Frieden zu ungewohnt wirkt.

Fortschritt misst sich an gewöhnlichen Tagen. Jedes Mal, wenn Schlichtheit über Intensität gestellt und Selbstwert aufgebaut statt geborgt wird, wird der Grund, auf dem man steht, ein wenig fester.`,
    keywords: ['Stabilität', 'Selbstwert', 'Geduld', 'Schlichtheit', 'die Sinne', 'erarbeitete Sicherheit'],
    strengths: ['tiefe Einsicht, verbunden mit stetiger Ruhe', 'geduldiger Aufbau von Ressourcen', 'Freude an einfachen Annehmlichkeiten', 'Treue zu klaren eigenen Werten'],
    challenges: ['sehnt sich nach Drama, wenn das Leben friedlich ist', 'verstrickt sich in fremdes Geld oder fremde Macht', 'misstraut leichter Zufriedenheit', 'reagiert nach dem Prinzip ganz oder gar nicht'],
  },

  Gemini: {
    summary:
      'Der Mondknoten in den Zwillingen verlangt von einem selbstsicheren, aufs große Ganze gerichteten Geist, neugierig auf Einzelheiten zu werden, genau zuzuhören und Fragen zu stellen, statt Antworten zu verkünden.',
    description: `Eine Predigt fällt hier leicht; das Gespräch ist die eigentliche Arbeit. Der Südknoten im Schützen bringt ein weites, oft begeistertes Gespür für Wahrheit mit, eine Vorliebe für Reisen und große Grundsätze und die Neigung anzunehmen, dass eine feste Überzeugung dasselbe sei wie Wissen. Der Mondknoten in den Zwillingen, veränderliche Luft mit Merkur als Herrscher, schickt den Menschen zurück in die Nachbarschaft der Fakten, Fragen und des alltäglichen Austauschs.

Merkur verlangt Genauigkeit. Das kann heißen, die Quelle zu prüfen, bevor man eine Geschichte weitererzählt, die Namen der Nachbarn zu lernen, einen kurzen Kurs in einem praktischen Fach zu belegen oder einen Freund schlicht zu fragen, was er gemeint hat, bevor man entscheidet, was er glaubt. Die veränderliche Qualität fördert Beweglichkeit, und so besteht das Ziel darin, mehrere Sichtweisen zugleich zu halten, ohne zu einem Urteil zu eilen.

Voll entwickelt, bringt diese Stellung eine wunderbare Lehrerin und Übersetzerin hervor: jemanden mit echter Vision, der sie auch schlicht und verständlich darlegen und Einwände anhören kann, ohne sich bedroht zu fühlen. Ist der Mensch müde oder in Abwehr, kehrt die alte Gewohnheit des Predigens zurück, oder er flieht zu einem fernen Horizont, sobald die Einzelheiten vor Ort lästig werden.

Neugier ist das Heilmittel. Jede ehrliche Frage, jede ernst genommene Tatsache verwandelt große Überzeugungen in lebendige Ideen, die andere teilen können.`,
    keywords: ['Neugier', 'Zuhören', 'Lernen', 'Kommunikation', 'Beweglichkeit', 'Bindungen vor Ort'],
    strengths: ['übersetzt Vision in schlichte Sprache', 'echtes Interesse an anderen Sichtweisen', 'schnelles, anpassungsfähiges Lernen', 'herzliche Bande zu Geschwistern und Nachbarn'],
    challenges: ['predigt, statt zuzuhören', 'hält Glauben für Tatsache', 'rastlose Flucht vor alltäglichen Einzelheiten', 'Ungeduld mit kleinen Fragen'],
  },

  Cancer: {
    summary:
      'Der Mondknoten im Krebs wendet einen leistungsstarken Menschen Heim, Gefühl und Fürsorge zu und verlangt, dass Zärtlichkeit ebenso viel zählt wie Status und Kontrolle.',
    description: `Titel und Erfolge fallen jemandem mit dem Südknoten im Steinbock leicht zu. Pflicht, Disziplin und öffentliches Ansehen sind der vertraute Weg, und seelische Bedürfnisse werden gern wie Termine im Kalender behandelt und vertagt, bis die Arbeit erledigt ist. Der Mondknoten im Krebs, kardinales Wasser, dem der Mond gebietet, beginnt seine Lektion am Küchentisch statt im Sitzungssaal.

Der Mond regiert Stimmungen, Erinnerung und Nahrung, und so sieht Wachstum hier so aus: ein Gefühl laut benennen lernen, um Trost bitten, wenn man müde ist, und ihn schenken, ohne erst zu prüfen, ob er verdient ist. Die kardinale Qualität bedeutet, dass es weiterhin Initiative braucht: die Mutter oder den Vater anrufen, zu einem Essen einladen, ein Zuhause schaffen, das sich sicher anfühlt und nicht bloß ehrbar aussieht.

Sobald diese Richtung Vertrauen gewinnt, wird aus Ehrgeiz Schutz. Der Mensch weiß noch immer, wie man aufbaut und führt, tut es aber nun im Dienst einer Familie, eines Teams oder einer Gemeinschaft, die ihm wirklich am Herzen liegt. In härteren Zeiten kehrt der Sog des Steinbocks zurück, als seelische Kühle, als Überarbeitung, hinter der man sich versteckt, oder als Urteil, das Weichheit für Schwäche hält.

Der aufbauende Schritt ist meist ein verletzlicher. Andere das eigene Bedürfnis sehen zu lassen und liebevoll darauf einzugehen, schafft eine Zugehörigkeit, die keine Stellung und kein Gehalt bieten kann.`,
    keywords: ['Fürsorge', 'Zuhause', 'seelische Ehrlichkeit', 'Zugehörigkeit', 'Zuwendung', 'Verletzlichkeit'],
    strengths: ['Führung, von echter Fürsorge erwärmt', 'die Gabe, geschützte Räume zu schaffen', 'wachsende Vertrautheit mit Gefühlen', 'schützende Treue zu geliebten Menschen'],
    challenges: ['versteckt sich in Arbeit und Pflicht', 'hält Verletzlichkeit für Schwäche', 'misst den eigenen Wert am Status', 'vertagt seelische Bedürfnisse'],
  },

  Leo: {
    summary:
      'Mit dem Mondknoten im Löwen heißt Wachsen, aus der Menge herauszutreten, um zu erschaffen, zu spielen und als unverwechselbarer Mensch mit großzügigem Herzen gesehen zu werden.',
    description: `In der Gruppe aufzugehen ist für diesen Menschen die sichere Wahl. Der Südknoten im Wassermann bringt ein müheloses Verständnis für Teams, Anliegen und Ideen mit, dazu eine kühle Distanz, die persönliche Sehnsüchte sicher außer Sicht hält. Es ist bequem, eine Stimme unter vielen zu sein und für die Gemeinschaft zu sprechen. Der Mondknoten im Löwen, fixes Feuer im Glanz der Sonne, verlangt die Wärme, ganz persönlich gegenwärtig zu sein.

Die Sonne will strahlen, und wachsen heißt hier begreifen, dass Selbstausdruck keine Eitelkeit ist. Bei einem offenen Bühnenabend auftreten, aus reiner Freude malen, bei einem Familienfest die Regie übernehmen oder offen sagen: „Das habe ich gemacht, und ich bin stolz darauf“ – all das sind Schritte auf dem Weg. Fixes Feuer steuert Beständigkeit und langen Atem bei; hat sich das Herz einmal verschenkt, hält es meist daran fest.

Am besten gelebt, schafft diese Stellung eine Führungspersönlichkeit, die zugleich Visionärin und warmherzig ist, jemanden, dessen Ideale durch persönlichen Mut Farbe und Leben gewinnen. Wird die Lektion verweigert, kehrt die alte Distanz zurück: das Verstecken hinter Grundsätzen, das Abtun von Romantik oder Lob als belanglos oder das Gefühl, ohne eine Gruppe, zu der man gehört, verloren zu sein.

Freude ist die Wegweiserin. Wer dem folgt, was das Herz wirklich entzückt, und es offen teilt, verwandelt abstrakte Ideale in etwas, das andere spüren können.`,
    keywords: ['Kreativität', 'Selbstausdruck', 'Wärme', 'Spiel', 'Sichtbarkeit', 'Herz'],
    strengths: ['Ideale, mit Wärme ausgedrückt', 'wachsendes schöpferisches Selbstvertrauen', 'großzügige, treue Zuneigung', 'der Mut, gesehen zu werden'],
    challenges: ['versteckt sich in der Gruppe', 'seelische Distanz', 'tut persönliche Wünsche als selbstsüchtig ab', 'Unbehagen bei Lob und Aufmerksamkeit'],
  },

  Virgo: {
    summary:
      'Der Mondknoten in der Jungfrau ruft eine verträumte, grenzenlose Empfindsamkeit in den praktischen Dienst, in tägliche Routinen und in das sorgfältige Handwerk, Dinge zum Funktionieren zu bringen.',
    description: `Fantasie und Mitgefühl sind alte Freunde des Südknotens in den Fischen. Dieser Mensch kann die Stimmung eines Raumes erspüren, in Musik oder Träumerei versinken und sich unendlich für andere aufopfern, tut sich aber oft schwer mit Zeitplänen, Grenzen und ganz gewöhnlicher Organisation. Der Mondknoten in der Jungfrau, veränderliche Erde in Merkurs Obhut, bittet diesen empfindsamen Geist, die Ärmel hochzukrempeln.

Das Wachstum steckt in kleinen, klar umrissenen Handlungen. Ein Haushaltsbuch anlegen, eine feste Schlafenszeit einhalten, ein Vorhaben nach einem klaren Maßstab abschließen oder einem Freund helfen, indem man eine kaputte Stufe repariert, statt nur seinen Kummer zu teilen: Solche greifbaren Aufgaben geben Gefühlen eine Form, die sich sonst überallhin ergießen würden. Merkur bringt Analyse und Geschick, und die veränderliche Qualität erlaubt Anpassungen, sobald die Einzelheiten klarer werden.

Schlägt die Lektion Wurzeln, wird Mitgefühl nützlich, und die Einfühlung bekommt Hände. Glänzen kann dieser Mensch in Heilberufen, im Lektorat, im Handwerk oder in jeder Arbeit, die Fürsorge mit Genauigkeit verbindet. Stress macht den Sog zurück sichtbar, als Weltflucht, als verschwimmende Grenze zwischen sich und anderen oder als Märtyrertum, das niemandem hilft; die entgegengesetzte Gefahr ist ängstlicher Perfektionismus.

Ordnung, freundlich angewandt, ist der Schlüssel. Ein wenig Struktur an jedem Tag lässt die alte Empfindsamkeit echten Bedürfnissen dienen und lässt Kraft zum Ausruhen übrig.`,
    keywords: ['Dienst', 'Routine', 'Unterscheidungsvermögen', 'Handwerk', 'Gesundheitsgewohnheiten', 'praktische Hilfe'],
    strengths: ['Mitgefühl, in praktische Hilfe verwandelt', 'wachsendes Geschick und Genauigkeit', 'nützliche tägliche Gewohnheiten', 'klare persönliche Grenzen'],
    challenges: ['flüchtet in Fantasien', 'vage Grenzen und Selbstaufopferung', 'meidet Pläne und Einzelheiten', 'kippt in ängstlichen Perfektionismus'],
  },

  Libra: {
    summary:
      'Der Mondknoten in der Waage verlangt von einem leidenschaftlich unabhängigen Geist, Partnerschaft, Zusammenarbeit und die leise Kunst zu lernen, die Sicht eines anderen Menschen einzunehmen.',
    description: `Allein loszuziehen ist immer leicht gewesen. Mit dem Südknoten im Widder gibt es einen starken Instinkt, als Erster zu handeln, das eigene Revier zu verteidigen und die meisten Probleme als Schlachten zu behandeln, die man im Alleingang gewinnt. An Mut fehlt es nicht. Der Mondknoten in der Waage, kardinale Luft, von Venus beherrscht, weist stattdessen auf die ungewohnte Fertigkeit, die Bühne zu teilen.

Venus bringt Anmut, Schönheit und Sinn für Ausgewogenheit mit und verlangt hier Geduld in Beziehungen jeder Art: in Ehen, Geschäftspartnerschaften, engen Freundschaften, sogar in einer Wohngemeinschaft. Fortschritt kann bedeuten, vor einer schnellen Antwort innezuhalten, zu fragen, was ein Partner braucht, oder eine Lösung zu finden, bei der beide zufrieden vom Tisch aufstehen. Die kardinale Qualität heißt, bei der Annäherung selbst die Initiative zu ergreifen, den Waffenstillstand vorzuschlagen, das schwierige Gespräch zu beginnen.

Wird diese Richtung geachtet, wird die alte Kühnheit zu einem Geschenk an die Partnerschaft, und der Mensch entwickelt sich zu einem fairen, eleganten Verhandler, der dennoch standhalten kann. Im Streit übernimmt die Ungeduld, mit Ausbrüchen, plötzlichem Aufbruch oder dem Glauben, jemanden zu brauchen bedeute, sich selbst zu verlieren.

Die aufbauende Lektion lautet, dass Zusammenarbeit die Kraft vervielfacht. Zwei Menschen, die im Einklang arbeiten, können bauen, was keiner allein vermöchte, und Fairness wird zu einer eigenen Form von Mut.`,
    keywords: ['Partnerschaft', 'Zusammenarbeit', 'Diplomatie', 'Fairness', 'Harmonie', 'Zuhören'],
    strengths: ['Mut im Dienst anderer', 'wachsendes Verhandlungsgeschick', 'ein Auge für Schönheit und Ausgewogenheit', 'ein gerechtes Urteil'],
    challenges: ['handelt reflexhaft allein', 'Ungeduld mit dem Tempo anderer', 'behandelt Meinungsverschiedenheiten als Schlachten', 'Angst, andere zu brauchen, sei Schwäche'],
  },

  Scorpio: {
    summary:
      'Mit dem Mondknoten im Skorpion heißt Wachsen, den festen Griff um Behaglichkeit und Besitz zu lockern, um tief zu teilen, sich zu wandeln und sich wandeln zu lassen.',
    description: `Was sich sicher anfühlt, ist oft gerade das, was man hergeben sollte. Der Südknoten im Stier trägt einen Instinkt für Sicherheit in sich: feste Abläufe, vertraute Annehmlichkeiten und ein fester Griff um Geld und Besitz und auch um Meinungen. Das ist angenehm und verlässlich, kann aber zu einem zähen Widerstand gegen alles werden, was den Frieden stören könnte. Der Mondknoten im Skorpion, einem fixen Wasserzeichen mit Mars und, modern gesehen, auch Pluto als Herrscher, zieht zu Tiefe und Erneuerung.

Der Skorpion ist der Ort, an dem Mittel zusammengelegt werden und Leben sich miteinander verflechten. Die Arbeit kann so greifbar sein wie ein gemeinsames Konto mit dem Partner, ein lange gehütetes Geheimnis, das man teilt, eine Trauer, die man durchlebt statt umgeht, oder angenommene Hilfe in einer schwierigen finanziellen oder seelischen Lage. Mars liefert die Nerven, und fixes Wasser die seelische Ausdauer, bei intensiven Erfahrungen zu bleiben.

In ihrer feinsten Form erzeugt diese Stellung einen Menschen von bemerkenswerter Standfestigkeit, der sich dennoch wandeln kann und andere durch Krisen führt, weil er sich den eigenen gestellt hat. Fühlt sich das Leben bedrohlich an, kehren Sturheit und Besitzdenken zurück, oder der Mensch klammert sich an einen vertrauten Trott, längst nachdem dieser einengend geworden ist.

Vertrauen ist der Wendepunkt. Jedes Mal, wenn etwas freiwillig losgelassen wird, öffnet sich Raum für einen reicheren, geteilten Wohlstand.`,
    keywords: ['Verwandlung', 'Intimität', 'gemeinsame Mittel', 'Tiefe', 'Loslassen', 'Erneuerung'],
    strengths: ['Standfestigkeit in Krisenzeiten', 'wachsender seelischer Mut', 'Fähigkeit zu tiefer Nähe', 'Geschick mit gemeinsamen Mitteln'],
    challenges: ['klammert sich an Bequemlichkeit und Routine', 'Besitzdenken', 'Widerstand gegen notwendige Veränderung', 'hält stur an Meinungen fest'],
  },

  Sagittarius: {
    summary:
      'Der Mondknoten im Schützen führt einen geschäftigen, Fakten sammelnden Verstand zu Sinn und Glauben und zum weiteren Horizont von Reisen, Philosophie und persönlicher Wahrheit.',
    description: `An Information herrscht kein Mangel, wenn der Südknoten die Zwillinge besetzt. Dieser Mensch kann über alles reden, Fakten schnell sammeln, mehrere Seiten einer Frage sehen und sich jedem Gespräch anpassen, fühlt sich dabei aber leicht zerstreut und zweifelt jede Wahl an, weil es immer noch eine Meinung mehr zu bedenken gibt. Der Mondknoten im Schützen, veränderliches Feuer, das Jupiter regiert, verlangt einen Kompass statt einer weiteren Landkarte.

Jupiter dehnt aus, und seine Lektion lautet hier, einem größeren Sinn zu vertrauen. Das kann eine lange Reise allein bedeuten, das Studium von Philosophie oder Religion, das Eintreten für eine ethische Haltung oder einfach den Entschluss, der Intuition zu folgen, statt noch einmal alle Freunde zu befragen. Veränderliches Feuer hält die Suche lebendig und offen, während das Element Feuer die Begeisterung liefert.

Auf ihrem Gipfel erwächst daraus eine weise Führung, gut unterrichtet und zugleich inspiriert, fähig, aus Fakten eine Vision zu machen, der zu folgen sich lohnt. An rastlosen Tagen schleichen sich die alten Gewohnheiten wieder ein: endloses Geplauder, Klatsch, nervöse Unentschlossenheit oder das Zögern, überhaupt hinter einer Überzeugung zu stehen.

Voran geht es, indem man eine leitende Wahrheit auftauchen lässt und dann nach ihr lebt. Ist der Glaube einmal gewählt, wird der Lärm leiser, und die vielen verstreuten Interessen erhalten eine gemeinsame Richtung.`,
    keywords: ['Sinn', 'Glaube', 'Erkundung', 'Weisheit', 'Intuition', 'höhere Bildung'],
    strengths: ['Wissen, zu einer Vision geformt', 'wachsendes Vertrauen in die Intuition', 'Begeisterung für Lernen und Reisen', 'eine klare persönliche Lebensphilosophie'],
    challenges: ['zerstreute Aufmerksamkeit', 'endloses Anzweifeln eigener Entscheidungen', 'tauscht Weisheit gegen Klatsch', 'Angst, sich auf eine Überzeugung festzulegen'],
  },

  Capricorn: {
    summary:
      'Der Mondknoten im Steinbock verlangt von einem zarten, familienverbundenen Herzen, in der weiteren Welt Verantwortung zu übernehmen, Ziele zu setzen und dauerhafte Strukturen zu bauen.',
    description: `Das Zuhause ist die Komfortzone des Südknotens im Krebs. Für andere sorgen, auf Stimmungen reagieren und nah bei der Familie bleiben fällt leicht, manchmal so leicht, dass der Mensch in irgendeinem Winkel des Lebens ein Kind bleibt, das auf Erlaubnis oder Schutz wartet. Der Mondknoten im Steinbock, kardinale Erde in Saturns Hand, verlangt die festere, weniger vertraute Haltung des Erwachsenen, der die Verantwortung trägt.

Saturn lehrt durch Zeit, Struktur und Mühe. Praktisch kann das einen Fünfjahresplan bedeuten, eine berufliche Prüfung, die Leitung eines Teams oder eine harte Entscheidung, ohne vorher nachzusehen, wie sich alle dabei fühlen werden. Die kardinale Qualität drängt zum Handeln, und die Erde verlangt Ergebnisse, die sich sehen und messen lassen. Gefühle sollen nicht übergangen werden, aber sie dürfen nicht mehr jede Richtung vorgeben.

Mit Geduld verfolgt, bringt dieser Weg eine Führungskraft mit einer seltenen Mischung aus Autorität und Güte hervor, eine Person, die andere durch kundige Planung ebenso schützt wie durch Wärme. Unter schwerem Stress macht sich der Sog nach hinten als Launenhaftigkeit bemerkbar, Abhängigkeit, Scheu vor öffentlichen Rollen oder als Rückzug in die Familie, sobald die Welt zu viel verlangt.

Reife, Schritt für Schritt gewählt, ist der Lohn. Verantwortliche Mühe baut nach und nach ein Ansehen und eine Sicherheit auf, die niemand sonst bereitstellen muss.`,
    keywords: ['Verantwortung', 'Ehrgeiz', 'Struktur', 'Reife', 'Autorität', 'langfristige Ziele'],
    strengths: ['Autorität, von Mitgefühl gemildert', 'wachsende Disziplin und Geduld', 'praktische Langzeitplanung', 'Vertrauenswürdigkeit in öffentlichen Rollen'],
    challenges: ['zieht sich ins Familiennest zurück', 'Stimmungen lenken Entscheidungen', 'verlässt sich für Sicherheit auf andere', 'meidet sichtbare Verantwortung'],
  },

  Aquarius: {
    summary:
      'Mit dem Mondknoten im Wassermann kommt Wachstum durch Freundschaft, Gemeinschaft und gemeinsame Ideale und lockert das starke Bedürfnis, persönlich bewundert zu werden und im Mittelpunkt zu stehen.',
    description: `Das Rampenlicht ist vertrautes Terrain. Der Südknoten im Löwen schenkt natürliches Charisma, ein Gespür für Dramatik und den Wunsch, anerkannt zu werden, dazu ein großzügiges Herz, das in Stolz abrutschen kann, wenn die Aufmerksamkeit nachlässt. Der Mondknoten im Wassermann, fixe Luft, die Saturn und nach moderner Auffassung Uranus untersteht, bittet diese Ausstrahlung, sich in den Dienst einer Sache zu stellen, die über die eigene Person hinausreicht.

Der Wassermann gehört der Gruppe: Freunden, Netzwerken, Nachbarschaftsvereinen, Online-Gemeinschaften, Bewegungen für Veränderung. Wachsen kann dieser Mensch etwa dadurch, sich einer Sache als einer von vielen Freiwilligen anzuschließen, an einem Vorhaben mitzuarbeiten, bei dem die Anerkennung geteilt wird, oder zu lernen, sich am Erfolg eines Freundes zu freuen, ohne ihn mit dem eigenen zu vergleichen. Saturn gibt den Idealen Disziplin, Uranus Originalität, und fixe Luft verleiht Grundsätzen echte Beständigkeit.

Ist diese Richtung einmal angenommen, wird schöpferische Wärme für die Menschheit eingesetzt, und der Mensch wird zu einem begeisternden, aber bescheidenen Fürsprecher des Fortschritts. Alte Muster tauchen wieder auf, wenn das Selbstvertrauen sinkt: die Gier nach Beifall, die Empfindlichkeit bei jedem Widerspruch oder das Abdriften aus jeder Gruppe, die einen nicht zum Star macht.

Gleichheit weist den aufbauenden Weg. Jeden als ebenbürtig zu behandeln und das eigene Talent freigebig einer gemeinsamen Vision zu schenken, bringt eine tiefere Befriedigung als jeder persönliche Triumph.`,
    keywords: ['Gemeinschaft', 'Freundschaft', 'Ideale', 'Zusammenarbeit', 'Fortschritt', 'Gleichheit'],
    strengths: ['Charisma im Dienst gemeinsamer Ziele', 'wachsende Sachlichkeit', 'eigenständige, zukunftsgerichtete Ideen', 'treue Freundschaften unter Gleichen'],
    challenges: ['braucht ständige Anerkennung', 'nimmt Kritik persönlich', 'Stolz, der sich gegen Teamarbeit sträubt', 'Drama als Griff nach Aufmerksamkeit'],
  },

  Pisces: {
    summary:
      'Der Mondknoten in den Fischen lädt einen sorgfältigen, analytischen Grübler ein, die Kontrolle zu lockern, dem Unsichtbaren zu vertrauen und sich für Mitgefühl, Kunst und Glauben zu öffnen.',
    description: `Ordnung, Listen und sorgfältige Analyse bilden den sicheren Hafen des Südknotens in der Jungfrau. Dieser Mensch weiß zu reparieren, zu verbessern und zu kritisieren und fühlt sich oft dafür verantwortlich, dass alles richtig ist, was zu Sorgen, Überarbeitung und der Gewohnheit führen kann, mit sich selbst und anderen streng ins Gericht zu gehen. Der Mondknoten in den Fischen, veränderliches Wasser, Jupiter und nach moderner Deutung Neptun zugeordnet, zieht zu Hingabe und einer sanfteren Art von Weisheit.

Die Fische lösen Grenzen auf. Entwicklung kann die Form von Meditation annehmen, von Zeit am Meer, von Musik oder Kunst ohne Plan, davon, einen Fehler zu verzeihen, statt ihn zu korrigieren, oder dem Zutrauen, dass sich eine Lage ohne ständiges Steuern entfalten kann. Jupiter schenkt Zuversicht und Freigebigkeit, Neptun Fantasie, und die veränderliche Qualität ermutigt dazu, mit den Ereignissen zu fließen, statt sie festzuhalten.

Mit der Zeit wird Geschick zu einem Dienst spiritueller Art, und der Mensch verbindet praktische Hilfe mit tiefer Einfühlung, oft in heilenden oder schöpferischen Berufen. Angst zieht in die andere Richtung und bringt Pedanterie, Selbstkritik, starre Routinen oder den Glauben zurück, nichts werde gut, wenn man es nicht selbst kontrolliert.

Annehmen ist die heilende Gabe. Wer die Vollkommenheit loslässt und einem größeren Fluss vertraut, setzt Kraft für Güte und Inspiration frei.`,
    keywords: ['Mitgefühl', 'Glaube', 'Hingabe', 'Fantasie', 'Annahme', 'Spiritualität'],
    strengths: ['praktisches Geschick, verbunden mit Einfühlung', 'wachsendes Vertrauen in die eigene Intuition', 'schöpferische und spirituelle Offenheit', 'vergibt sich selbst und anderen'],
    challenges: ['Sorgen und Grübelei', 'harte Selbstkritik', 'muss jede Einzelheit kontrollieren', 'sträubt sich gegen alles, was sich nicht planen lässt'],
  },
};
