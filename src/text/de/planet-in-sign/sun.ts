// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Die Sonne in jedem der zwölf Zeichen (übersetzt aus SUN_IN_SIGN_EN). */
export const SUN_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Die Sonne im Widder findet ihre Identität im Handeln; sie schöpft Lebenskraft aus frischen Anfängen und einem kühnen, direkten Willen, der dem Leben frontal begegnen will.',
    description: `Im Widder ist die Sonne erhöht, und die Stellung zeigt, warum: Der Wille, da zu sein, und der Wille zu handeln sind hier fast dasselbe. Kardinales Feuer liefert einen kräftigen Puls an Vitalität, der schnell ansteigt und sich freigebig verausgabt, während Mars als Herrscher dem Selbstgefühl eine körperliche, kämpferische Note gibt. Identität entdeckt sich im Tun, sei es beim Start in den Wettlauf, auf dem unerprobten Weg oder mit dem ersten Wort in einer angespannten Besprechung. Ein Morgen ohne jede Herausforderung kann sich seltsam schal anfühlen. Der Lebenssinn zeigt sich eher als Folge dringender Missionen denn als ein einziger Lebensplan, und jede wird mit ganzem Herzen verfolgt, solange sie währt. Im besten Licht schenkt diese Sonne einen Mut, den andere sich borgen können, eine offene, unkomplizierte Wärme und die Energie, eine festgefahrene Lage einfach dadurch zu lösen, dass sie sich bewegt. Unter Belastung fühlt sich das Selbst rasch bedroht: Eine Verzögerung wirkt wie eine Niederlage, ein Rat klingt nach Bevormundung, und der Zorn flammt auf, bevor die Fakten auf dem Tisch liegen. Die Energie kann heiß brennen und dann jäh abfallen, sodass Aufgaben unerledigt bleiben. Am gesündesten drückt sie sich aus, wenn die Widder-Sonne Kämpfe wählt, die sich lohnen, ihr Feuer auf eine längere Strecke verteilt und ihr Selbstvertrauen auch die Kraft zum Warten einschließen lässt.`,
    keywords: ['Initiative', 'Mut', 'Vitalität', 'Direktheit', 'Unabhängigkeit', 'Herausforderung'],
    strengths: [
      'Mut, der andere ansteckt',
      'schnelles, entschlossenes Handeln',
      'ehrliche, offene Wärme',
      'Energie, anzufangen, worüber andere nur reden',
    ],
    challenges: [
      'Ungeduld bei Verzögerungen',
      'rasche Zornausbrüche',
      'halb fertige Vorhaben',
      'Ratschläge als Angriff empfinden',
    ],
  },

  Taurus: {
    summary:
      'Mit der Sonne im Stier wächst das Selbst langsam und sicher und findet seine Stärke in stetiger Mühe, körperlichem Wohlbehagen und in dem, was es geduldig aufgebaut und wertgeschätzt hat.',
    description: `Im Stier brennt die Sonne wie eine Glut unter der Asche: langsam zu entfachen, schwer zu löschen. Fixe Erde gibt dem Selbstgefühl Gewicht und Kontinuität, und die Vitalität ist eher gleichmäßig als auffällig; sie erneuert sich durch gutes Essen, Schlaf, Berührung und Zeit im Freien. Da Venus das Zeichen regiert, wächst die Identität an dem, was geschätzt und gepflegt wird: ein Garten, ein Handwerk, ein Sparplan, ein kleiner Kreis von Menschen, die sich bewährt haben. Lebenssinn wird an greifbaren Ergebnissen gemessen, und der Wille arbeitet am besten, wenn er sein eigenes Tempo wählen darf. Drängen bewirkt meist das Gegenteil. Viele mit dieser Stellung wissen, wer sie sind, gerade durch das, was sie nicht aufgeben wollen. Gesund gelebt, bringt die Stier-Sonne ruhige Zuversicht, eine Treue, die Jahrzehnte hält, eine ehrliche Freude an der körperlichen Welt und die Geduld, lange Vorhaben zu Ende zu führen. Unter Spannung kann der stetige Wille wie Beton erstarren: Veränderung fühlt sich wie Verlust an, Behaglichkeit wird zum Versteck, und der Selbstwert verheddert sich womöglich mit Besitz oder Einkommen. Trägheit kann sich als Zufriedenheit ausgeben. Wachstum entsteht, wenn Beweglichkeit als eine weitere Form von Stärke gilt und das Vertrauen wächst, dass ein sicheres Selbstgefühl auch eine neue Jahreszeit übersteht.`,
    keywords: ['Beständigkeit', 'Geduld', 'Werte', 'Behaglichkeit', 'Ausdauer', 'Treue', 'Sinnlichkeit'],
    strengths: [
      'ruhige, geerdete Zuversicht',
      'Geduld für lange Vorhaben',
      'dauerhafte Treue',
      'ein Auge für Qualität und Schönheit',
    ],
    challenges: [
      'Widerstand gegen nötige Veränderung',
      'Sturheit unter Druck',
      'Selbstwert, der an Besitz hängt',
      'Behaglichkeit, die in Trägheit umschlägt',
    ],
  },

  Gemini: {
    summary:
      'Die Sonne in den Zwillingen leuchtet durch Neugier und Gespräch und baut eine Identität aus vielen Interessen, raschen Verbindungen und einem Geist, der gern in Bewegung bleibt.',
    description: `In den Zwillingen steht die Identität im Plural. Die Sonne scheint hier durch veränderliche Luft, und so entdeckt sich das Selbst in Bewegung: in Gesprächen, Fragen, schnellen Wegen quer durch die Stadt und dem ständigen Tausch von Gedanken. Merkur, der Herrscher, macht den bewussten Willen zuerst neugierig und dann erst entschlossen; der Lebenssinn sieht oft eher aus wie eine Kette von Interessen als wie eine einzige feste Berufung, und das ist weniger ein Mangel als Bauplan. Die Vitalität steigt mit geistiger Anregung und sinkt schnell bei Langeweile, langer Stille oder einer Arbeit, die den ganzen Tag dieselbe Handbewegung wiederholt. Meist gibt der Kopf dem Körper das Tempo vor. In Hochform ist die Zwillingssonne lebhaft, witzig und großzügig mit Wissen; sie kann ein schwieriges Thema in einfachen Worten erklären und Menschen zusammenbringen, die sich sonst nie begegnet wären. In jedem Alter bewahrt sie sich eine jugendliche Frische. Ist sie zu dünn verteilt, wirkt das Selbst zerstreut, als hätte es sich auf zu viele offene Tabs und Versprechen aufgeteilt, und die nervöse Energie läuft der Erholung davon. Reden kann das Handeln ersetzen, und Zweifel verstecken sich hinter einer klugen Antwort. Stabilität entsteht, wenn sie sich für ein paar Verpflichtungen entscheidet, die sie wirklich durchträgt, und unter all den wechselnden Rollen einen Kern von Identität bestehen lässt.`,
    keywords: ['Neugier', 'Kommunikation', 'Vielseitigkeit', 'Witz', 'Lernen', 'Verbindung'],
    strengths: [
      'lebhafter, wendiger Geist',
      'klare, witzige Ausdrucksweise',
      'Talent, Menschen und Ideen zu verknüpfen',
      'jugendliche Offenheit für Neues',
    ],
    challenges: [
      'zerstreute Aufmerksamkeit',
      'rastlose, nervöse Energie',
      'Reden statt Handeln',
      'Zusagen, die auf halbem Weg fallen gelassen werden',
    ],
  },

  Cancer: {
    summary:
      'Im Krebs findet die Sonne ihren Lebenssinn in der Zugehörigkeit und drückt ihren Willen durch Fürsorge, Schutz und die stetige Arbeit aus, den geliebten Menschen ein Zuhause zu schaffen.',
    description: `Eine Krebs-Sonne schöpft ihre Kraft aus dem Dazugehören. Kardinales Wasser bedeutet, dass Gefühle nicht nur empfunden, sondern in Taten umgesetzt werden: Der Wille nimmt die Gestalt der Sorge um Menschen an, er baut ein Zuhause, hält Traditionen lebendig und springt ein, wenn jemand Nahestehendes in Not ist. Weil der Mond das Zeichen regiert, ist das solare Selbstgefühl eng mit Stimmungen, Erinnerungen und dem Rhythmus des Familienlebens verwoben, und die Lebenskraft kann mit dem seelischen Klima zu Hause steigen und fallen. Eine warme Küche und ein paar vertraute Gesichter laden die Energie schneller auf als jeder Urlaub. Der Lebenssinn kreist oft um Schutz – von Kindern, einer Gemeinschaft oder einer Geschichte, die es wert ist, erinnert zu werden –, und der Ehrgeiz kann erstaunlich stark sein, wenn er den Menschen dient, die man liebt. Im günstigsten Fall bietet diese Position treue, feinfühlige Fürsorge, ein gutes Gedächtnis für das, was anderen wichtig ist, und eine stille Zähigkeit unter Druck. Spannung entsteht, wenn die Identität zu sehr davon abhängt, gebraucht zu werden: Der Panzer schließt sich schon bei kleinen Kränkungen, alte Verletzungen werden immer wieder abgespielt, und die Sorge um andere kann ein eigenes Leben verdrängen. Schmollen tritt dann gern an die Stelle einer klaren Bitte. Reif wird die Krebs-Sonne, sobald sie lernt, sich selbst ebenso zu nähren wie andere, und ihre Empfindsamkeit als Quelle von Weisheit begreift statt als Schwäche.`,
    keywords: ['Zugehörigkeit', 'Fürsorge', 'Schutz', 'Erinnerung', 'Zuhause', 'Empfindsamkeit'],
    strengths: [
      'treue, aufmerksame Fürsorge',
      'starker Beschützerinstinkt',
      'seelisches Gespür',
      'stille Zähigkeit in schweren Zeiten',
    ],
    challenges: [
      'Rückzug bei kleinen Kränkungen',
      'Stimmungen, die den ganzen Tag färben',
      'eine Identität, die auf dem Gebrauchtwerden beruht',
      'Festhalten an alten Verletzungen',
    ],
  },

  Leo: {
    summary:
      'Die Sonne herrscht über den Löwen und strahlt hier mit beständiger Wärme; sie will schöpferisch sein, mit Herz führen und für das gesehen werden, was sie wirklich ist.',
    description: `Hier ist die Sonne zu Hause. Der Löwe ist das Zeichen, das sie regiert, und fixes Feuer verleiht der solaren Funktion ein stetiges, großzügiges Leuchten: Der Lebenswille ist stark, das Selbstgefühl lebendig, und es gibt den natürlichen Wunsch, etwas zu erschaffen, das die eigene Handschrift trägt. Die Lebenskraft ist in der Regel robust und nährt sich von Spiel, Romantik, Lob und jeder Gelegenheit, anderen Menschen eine Freude zu machen. Der Lebenssinn nimmt oft die Gestalt einer Bühne im weiteren Sinn an, etwa eines Klassenzimmers, einer Mannschaft, einer Familie oder eines Ateliers, wo sich das Herz offen zeigen darf. Die Löwe-Sonne will von Bedeutung sein, und meist weiß sie das auch ganz genau. In ihrer wärmsten Form ist sie treu, mutig und ermutigend, eine Gegenwart, die einen Raum sofort festlicher und einen verängstigten Freund tapferer macht. Versprechen hält sie ebenso sehr aus Stolz wie aus Pflichtgefühl. Wird das Licht nicht erwidert, kann dieselbe Stärke in eine Forderung nach Aufmerksamkeit umschlagen, in gekränkten Stolz, der sich nicht entschuldigt, oder in eine starre Haltung, die vor allem das Gesicht wahren soll. Die Angst, übersehen zu werden, treibt leicht zu großen Gesten, die am Ende hohl klingen. Weiter führt der Weg, wenn sie aus Freude am Schaffen schöpferisch ist, darauf vertraut, dass Würde nicht vom Beifall abhängt, und auch andere glänzen lässt.`,
    keywords: ['Kreativität', 'Stolz', 'Großzügigkeit', 'Wärme', 'Führung', 'Spiel', 'Selbstausdruck'],
    strengths: [
      'großzügige, ermutigende Wärme',
      'schöpferisches Selbstvertrauen',
      'treue und mutige Führung',
      'die Gabe, Freude in einen Raum zu bringen',
    ],
    challenges: [
      'Bedürfnis nach ständiger Anerkennung',
      'Stolz, der sich gegen eine Entschuldigung sträubt',
      'auf einem Standpunkt beharren, um das Gesicht zu wahren',
      'große Gesten statt Substanz',
    ],
  },

  Virgo: {
    summary:
      'Die Sonne in der Jungfrau wird durch nützliche Arbeit lebendig und formt ihre Identität mit Können, sorgfältiger Aufmerksamkeit und dem steten Wunsch, alles zu verbessern, was sie berührt.',
    description: `Durch Kompetenz lernt die Sonne in der Jungfrau sich selbst kennen. Veränderliche Erde lenkt den solaren Willen auf praktische Verbesserung, sodass sich Identität über Können, tägliche Gewohnheiten und die Genugtuung einer ordentlich erledigten Aufgabe bildet. Merkur als Herrscher des Zeichens schenkt dem Verstand einen scharfen Blick fürs Detail und eine Liebe zur Methode; wer diese Sonne hat, fühlt sich oft am lebendigsten, während er ein konkretes Problem löst, sei es eine Tabelle zu reparieren, eine Mahlzeit zu planen oder eine neue Kollegin einzuarbeiten. Die Vitalität reagiert stark auf Routine: Regelmäßiger Schlaf, gutes Essen und ein Gefühl von Ordnung stützen die Energie, während Chaos sie aufzehrt. Der Lebenssinn findet sich eher im Dienst als im Ruhm, und Bescheidenheit verdeckt mitunter, wie viel tatsächlich getragen wird. Am besten ist die Jungfrau-Sonne genau, verlässlich und auf praktische Weise freundlich; sie bietet Hilfe, die zum wirklichen Bedarf passt. Unter Belastung wendet sich der kritische Blick nach innen, und der Selbstwert hängt plötzlich davon ab, fehlerlos zu sein. Sorgen vermehren sich, die Listen werden länger als der Tag, und kleine Fehler fühlen sich an wie persönliches Versagen. Das Gleichgewicht kehrt zurück, wenn der Drang zur Verbesserung Sanftheit einschließt und Ruhe als Teil guter Arbeit gilt.`,
    keywords: ['Dienst', 'Können', 'Genauigkeit', 'Verbesserung', 'Routine', 'Bescheidenheit'],
    strengths: [
      'sorgfältige, kundige Arbeit',
      'praktische Hilfsbereitschaft',
      'ein Auge für nützliche Details',
      'Verlässlichkeit im Alltag',
    ],
    challenges: [
      'harte Selbstkritik',
      'Sorge um kleine Fehler',
      'Perfektionismus, der das Fertigwerden verzögert',
      'zu viel tragen, ohne es zu sagen',
    ],
  },

  Libra: {
    summary:
      'Mit der Sonne in der Waage formt sich die Identität in der Beziehung, und der Wille sucht Fairness, Schönheit und Ausgleich durch Partnerschaft und umsichtige Zusammenarbeit.',
    description: `In der Waage steht die Sonne im Fall, was den Menschen nicht schwächt, aber verändert, wie das Selbst gefunden wird: Die Identität entdeckt sich hier im Verhältnis zu anderen. Kardinale Luft lässt den Willen Kontakte, Vorschläge und Vereinbarungen anstoßen, und Venus, die Herrscherin, schenkt ihm ein starkes Gespür für Schönheit, Gerechtigkeit und gute Umgangsformen. Nicht wenige Menschen mit dieser Sonne kennen ihre eigene Meinung erst dann genau, wenn sie etwas mit dem Partner oder einer Freundin durchsprechen. Die Vitalität steigt gewöhnlich in angenehmer Umgebung und harmonischer Gesellschaft und sinkt bei ständigem Streit oder Hässlichkeit. Der Lebenssinn ist oft mit Gerechtigkeit, Gestaltung, Vermittlung oder jeder Arbeit verbunden, die gegensätzliche Teile ins Gleichgewicht bringt. In ihrer anmutigsten Form ist die Waage-Sonne charmant, gerecht und diplomatisch, fähig, einen angespannten Raum zu beruhigen und auf beiden Seiten das Berechtigte zu sehen. Sie bringt Augenmaß in Entscheidungen. Unter Druck kann der Wunsch zu gefallen die eigenen Vorlieben auslöschen, Entscheidungen werden aufgeschoben, um niemanden zu enttäuschen, und hinter einem freundlichen Lächeln wächst still der Groll. Das Selbstbild richtet sich dann allzu sehr danach, wie andere reagieren. Die Stärke dieser Sonne wächst, wenn sie lernt, dass eine klare Position zu beziehen ebenfalls eine Form von Fairness ist und dass eine Beziehung gewinnt, wenn beide Menschen ganz anwesend sind.`,
    keywords: ['Partnerschaft', 'Fairness', 'Harmonie', 'Diplomatie', 'Schönheit', 'Ausgleich'],
    strengths: [
      'natürliches diplomatisches Geschick',
      'ausgeprägter Gerechtigkeitssinn',
      'Anmut und guter Geschmack',
      'Geschick, Menschen zusammenzubringen',
    ],
    challenges: [
      'Ausweichen vor nötigen Konflikten',
      'lange Unentschlossenheit',
      'eigene Wünsche im Gegenüber verlieren',
      'stiller Groll hinter der Höflichkeit',
    ],
  },

  Scorpio: {
    summary:
      'Die Sonne im Skorpion brennt mit gebündelter Intensität und schmiedet ihre Identität aus Tiefe, Treue und der hart erkämpften Fähigkeit, sich nach Krise oder Verlust zu wandeln.',
    description: `Intensität bestimmt die Sonne im Skorpion. Fixes Wasser hält das Gefühl beständig und tief, sodass der bewusste Wille gebündelt statt zerstreut ist und Ziele mit einer Konzentration verfolgt werden, die Jahre überdauern kann. Mars als traditioneller Herrscher verleiht Ausdauer und Nervenstärke; Pluto als moderner Herrscher fügt einen Sog zu verborgenen Wahrheiten und tiefgreifender Veränderung hinzu. Das Selbst wird oft in der Krise geschmiedet: Ein Verlust, ein aufgedecktes Geheimnis oder ein stiller innerer Kampf kann zum Wendepunkt werden, der zeigt, aus welchem Holz dieser Mensch geschnitzt ist. Die Lebenskraft verfügt über große Reserven, wird aber gehütet und selten zur Schau gestellt. Der Alltag mag an der Oberfläche ruhig wirken, während darunter eine Menge geschieht. Auf ihrem Höhepunkt schenkt diese Stellung Treue, psychologische Einsicht, Ehrlichkeit bei schweren Themen und die seltene Fähigkeit, sich zu erholen und neu zu beginnen. Sie schaut nicht weg, wo andere es tun. Unter Spannung kann das Bedürfnis nach Kontrolle wachsen, Vertrauen fällt schwer, und Kränkungen leben womöglich als Groll oder Schweigen fort. Machtkämpfe können die Stelle der Nähe einnehmen. Erneuerung beginnt, wenn die Skorpion-Sonne andere etwas von dem sehen lässt, was sie fühlt, loslässt, was schon vorbei ist, und ihren beachtlichen Willen auf Heilung, Forschung oder den Schutz verletzlicher Menschen richtet.`,
    keywords: ['Intensität', 'Tiefe', 'Wandlung', 'Treue', 'Einsicht', 'Ausdauer', 'Verschwiegenheit'],
    strengths: [
      'tiefe psychologische Einsicht',
      'unerschütterliche Treue',
      'Widerstandskraft nach Krisen',
      'Mut, harten Wahrheiten ins Auge zu sehen',
    ],
    challenges: [
      'Bedürfnis nach Kontrolle',
      'Schwierigkeiten, anderen zu vertrauen',
      'nachtragender Groll',
      'Verschwiegenheit, die zur Isolation wird',
    ],
  },

  Sagittarius: {
    summary:
      'Im Schützen ist die Sonne eine Suchende, die Lebenskraft aus Reisen, Lernen und Glauben schöpft und ihren Lebenssinn am Fragen nach Bedeutung und Wahrheit ausrichtet.',
    description: `Mit der Sonne im Schützen ist das Selbst immer ein Stück weit unterwegs. Veränderliches Feuer gibt eine rastlose, hoffnungsvolle Vitalität, die sich durch Bewegung, frische Luft, neue Gesichter und das Gefühl erneuert, dass gleich hinter der nächsten Biegung etwas Größeres wartet. Jupiter, der Herrscher, weitet den solaren Willen zu einer Suche nach Sinn, und so wird die Identität oft von Überzeugungen, Studien, Reisen und den Lehrern geprägt, denen man unterwegs begegnet. Der Lebenssinn äußert sich eher als Frage – was ist wahr, was ist gerecht, was ist möglich – denn als festes Ziel. Humor ist hier ein Überlebenswerkzeug, und Unverblümtheit eine Form von Respekt. In guter Verfassung ist diese Sonne großzügig, aufrichtig und ermutigend, rasch bereit, eine zweite Chance zu geben, und fähig, eine lange Reise oder eine harte Lektion wie ein Abenteuer wirken zu lassen. Ihr Optimismus springt leicht auf andere über. Gerät sie unter Druck, fühlt sich durch den Freiheitsdrang jede Verpflichtung an wie Gitterstäbe, Versprechen eilen dem Machbaren voraus, und eine Lieblingsphilosophie kann sich zur Predigt verhärten. Details rutschen durch, und Rastlosigkeit wird leicht mit Wachstum verwechselt. Diese Sonne reift, wenn ihre Vision eine beständige Praxis gewinnt, wenn sie so weit zuhört, wie sie reist, und wenn sich ihr Glaube im alltäglichen Dranbleiben beweist.`,
    keywords: ['Entdeckung', 'Optimismus', 'Sinn', 'Freiheit', 'Lernen', 'Offenheit'],
    strengths: [
      'ansteckender Optimismus',
      'ehrliche, offene Rede',
      'ein weiter, großzügiger Blick',
      'Liebe zum Lernen und Reisen',
    ],
    challenges: [
      'Angst, sich zu binden',
      'Versprechen, die sich nicht halten lassen',
      'predigen statt zuhören',
      'Nachlässigkeit bei Details',
    ],
  },

  Capricorn: {
    summary:
      'Die Sonne im Steinbock baut ihre Identität durch Disziplin und Leistung auf und wird mit der Zeit stärker, während geduldige Mühe langfristige Ziele in bleibende Ergebnisse verwandelt.',
    description: `Die Sonne im Steinbock misst sich in Jahren, nicht in Tagen. Kardinale Erde gibt dem bewussten Willen eine strategische Ausrichtung: Ziele werden gesetzt, Pläne entworfen, und der Fortschritt erfolgt in erprobten Schritten, einer nach dem anderen. Saturn, der Herrscher, bringt Disziplin, Vorsicht und ernsten Respekt vor Verantwortung, sodass die Identität oft mit Arbeit, Stellung und den Pflichten verknüpft ist, die man zu tragen versprochen hat. Die Vitalität wirkt in der Jugend mitunter bescheiden und wächst dann mit dem Alter, wenn Erfahrung Selbstvertrauen bringt und die unterwegs errichteten Strukturen Gewicht zu tragen beginnen. Ein trockener, zurückhaltender Humor lockert den Ernst oft auf. Im Alltag ist das vielleicht die verlässliche Schwester, der Abteilungsleiter, der länger bleibt, um das Problem zu lösen, oder jemand, der still für ein fernes Ziel spart. Auf ihrer Höhe ist diese Stellung beständig, integer und geduldig, fähig, ohne Aufhebens zu führen und Ehrgeiz in etwas zu verwandeln, das anderen nützt. Unter Belastung bindet sich der Selbstwert zu fest an Leistung, Erholung fühlt sich unverdient an, und Gefühle werden beiseitegelegt, bis sie zu einer schweren Last geworden sind. Starrheit oder Pessimismus können sich einschleichen. Der Weg nach vorn besteht darin, Erfolg auch Wärme, Spiel und Zeit mit geliebten Menschen einschließen zu lassen und das Selbst als mehr zu begreifen als eine Berufsbezeichnung.`,
    keywords: ['Ehrgeiz', 'Disziplin', 'Verantwortung', 'Geduld', 'Struktur', 'Leistung'],
    strengths: [
      'langfristige Planung',
      'verlässliches Pflichtgefühl',
      'Geduld, die Rückschläge übersteht',
      'ruhige, praktische Führung',
    ],
    challenges: [
      'Selbstwert, der am Erfolg hängt',
      'Überarbeitung auf Kosten der Erholung',
      'emotionale Zurückhaltung',
      'Starrheit und Pessimismus',
    ],
  },

  Aquarius: {
    summary:
      'Mit der Sonne im Wassermann definiert sich das Selbst über Ideen, Freundschaft und Prinzipien, und der Wille wendet sich der Originalität, der Fairness und dem Wohl der Gruppe zu.',
    description: `Im Wassermann steht die Sonne ihrem eigenen Zeichen gegenüber, und das Selbst definiert sich weniger über persönlichen Glanz als über Ideen, Freundschaften und das Wohl der Gruppe. Durch fixe Luft wird der Wille prinzipienfest: Hat sich eine Überzeugung einmal gebildet, hält sie meist, auch gegen Moden oder Druck. Saturn, der traditionelle Herrscher, gibt Struktur und ein Pflichtgefühl gegenüber dem Kollektiv, Uranus als moderner Herrscher Originalität, Ungeduld mit stumpfen Regeln und die Gewohnheit, die Zukunft früh zu sehen. Identität wächst oft dadurch, ganz bewusst anders zu sein oder einem Kreis Gleichgesinnter anzugehören. Die Lebenskraft entzündet sich dabei eher an neuen Konzepten, Anliegen und gemeinsamen Projekten als an persönlichem Lob oder Beifall. Im besten Sinn ist diese Sonne fair, erfinderisch und menschlich, behandelt alle Menschen als Gleiche und ersinnt praktische Wege, Systeme besser funktionieren zu lassen. Über viele Jahre hinweg kann sie Freundschaften beständig pflegen. Unter Spannung wird aus Abstand Distanz, aus Unabhängigkeit Widerspruchsgeist, und eine starke Theorie setzt sich womöglich gegen die Gefühle der Menschen durch, die ihr nahestehen. Emotionale Bedürfnisse werden dann leicht als bloß irrational abgetan. Diese Stellung gedeiht, wenn ihre Ideale sich an echten Beziehungen bewähren müssen und sie Wärme und Nähe zu einem Teil der Zukunft werden lässt, die sie mit aufbauen möchte.`,
    keywords: ['Originalität', 'Unabhängigkeit', 'Freundschaft', 'Prinzip', 'Reform', 'Gemeinschaft'],
    strengths: [
      'erfinderischer, zukunftsgewandter Geist',
      'Fairness gegenüber allen',
      'Treue zu Freunden und Anliegen',
      'Mut, sich abzuheben',
    ],
    challenges: [
      'emotionale Distanz',
      'Widerspruch um seiner selbst willen',
      'Ideen, die Gefühle übergehen',
      'sture Bindung an Prinzipien',
    ],
  },

  Pisces: {
    summary:
      'Die Sonne in den Fischen drückt sich durch Einfühlung und Fantasie aus, mit einem fließenden Selbstgefühl, das Sinn in Mitgefühl, Kunst und einem stillen Innenleben sucht.',
    description: `Die Grenzen des Selbst sind weich, wenn die Sonne in den Fischen steht. Veränderliches Wasser lässt die Identität fließen und sich anpassen; sie nimmt die Farben einer Umgebung oder die Stimmungen der Menschen darin an, und der bewusste Wille folgt oft mehr der Intuition und dem Gefühl als einem festen Plan. Jupiter, der traditionelle Herrscher, verleiht Glauben und Großzügigkeit; Neptun, der moderne Herrscher, fügt Vorstellungskraft, Idealismus und die Sehnsucht nach etwas Größerem als dem gewöhnlichen Leben hinzu. Der Lebenssinn kann sich über Kunst, Musik, spirituelle Praxis, Pflege oder jede Arbeit erschließen, die Leid lindert. Die Vitalität ist meist empfindlich und braucht regelmäßigen Rückzug: Zeit am Wasser, Schlaf, Alleinsein und stilles schöpferisches Versinken helfen, sie wiederherzustellen. In ihrer inspiriertesten Form ist diese Stellung mitfühlend, versöhnlich und zutiefst schöpferisch, fähig, das Unausgesprochene zu spüren und mit Anmut darauf zu antworten. Zeit und Aufmerksamkeit verschenkt sie freigebig. Unter Belastung lassen die weichen Grenzen zu viel herein: Die Energie versickert, klare Entscheidungen werden gemieden, und es scheint leichter, in Tagträume oder Ablenkung auszuweichen, als sich den Tatsachen zu stellen. Selbstaufopferung kann ins Märtyrertum abgleiten. Diese Sonne wird stärker, wenn sie ihren Träumen eine praktische Form gibt, einige feste Grenzen wahrt und lernt, dass Mitgefühl auch die Sorge für die eigenen Bedürfnisse einschließt.`,
    keywords: ['Mitgefühl', 'Fantasie', 'Intuition', 'Empfindsamkeit', 'Glaube', 'Kreativität'],
    strengths: [
      'tiefe Einfühlung',
      'reiche Vorstellungskraft',
      'sanftes, versöhnliches Wesen',
      'Offenheit für das Spirituelle',
    ],
    challenges: [
      'schwache persönliche Grenzen',
      'Flucht vor harten Tatsachen',
      'Ausweichen vor klaren Entscheidungen',
      'Selbstaufopferung bis zur Erschöpfung',
    ],
  },
};
