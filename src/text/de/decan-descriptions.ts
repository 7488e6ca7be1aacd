// Urania's own text, translated from its English original (src/text/en); locale de.
import type { DecanText } from '../decan-text.js';

/** Die 36 Dekane, Widder 1 bis Fische 3 (übersetzt aus den DECAN_DESCRIPTIONS_EN). */
export const DECAN_DESCRIPTIONS_DE: readonly (DecanText | undefined)[] = [
  {
    sign: 'Aries',
    decan: 1,
    description: `Die ersten zehn Grade des Widders zeigen das Zeichen in seiner unverdünntesten Form, denn Mars ist hier zugleich Dekanherrscher nach chaldäischer Ordnung und Herrscher der Feuertriplizität. Die Energie geht ohne Umweg vom Impuls zur Tat und lässt kaum Zeit für zweite Gedanken. Eine Läuferin, die sich schon über die Startlinie beugt, bevor der Schuss fällt, fängt die Stimmung ein. Im besten Fall schenkt dieser Dekan Mut, Ehrlichkeit und die Bereitschaft, voranzugehen, wenn andere zögern. Überfordert, schlägt der doppelte Mars leicht in Ungeduld um, in eine kurze Zündschnur oder in die Gewohnheit, vieles anzufangen und weniges zu beenden. Weil nichts den Antrieb abfedert, zählt die sorgfältige Wahl des Ziels. Auf etwas gerichtet, das es wert ist, verteidigt zu werden, wird dieses Feuer zu einer verlässlichen Quelle von Schneid und Tatkraft.`,
  },
  {
    sign: 'Aries',
    decan: 2,
    description: `In der Mitte des Widders übernimmt die Sonne als Dekanherrscherin und regiert zugleich die Feuertriplizität, sodass der rohe Schub des Zeichens Sinn und Selbstachtung gewinnt. Handeln will hier etwas bedeuten und von allen gesehen werden. Sein Sinnbild ist eine junge Mannschaftskapitänin, die als Erste den Platz betritt, das Kinn erhoben, jedes Augenpaar auf der Tribüne im Bewusstsein. Wärme, Großzügigkeit und das Selbstvertrauen, Verantwortung zu übernehmen, sind die Gaben. Steht der Stolz im Weg, jagt dieselbe Stellung womöglich der Anerkennung hinterher, tut sich schwer, einen Fehler einzugestehen, oder schmollt, wenn das Scheinwerferlicht weiterwandert. Die Sonne erhellt ja alle um sich herum, nicht nur sich selbst. Eine Führung, die andere emporhebt, verdient die dauerhafte Treue, auf die dieser Dekan im Stillen hofft.`,
  },
  {
    sign: 'Aries',
    decan: 3,
    description: `Venus regiert das letzte Gesicht des Widders, während Jupiter, Herrscher des Schützen, die Triplizität hält, und gemeinsam mildern sie die Hitze des Zeichens mit Geschmack, Charme und einem breiteren Horizont. Gekämpft wird nicht mehr nur für sich selbst; der Kampf wird zum Feldzug für Schönheit, Gerechtigkeit oder ein glaubwürdiges Anliegen. Ein Straßenkünstler, der über Nacht ein leuchtendes Wandbild auf eine graue Mauer malt, in der Hoffnung, dass der ganze Block beschwingt erwacht, passt gut zu diesem Dekan. Hier lernt der Funke des Widders, anzuziehen statt zu drängen. Zu dünn ausgedehnt, zerstreut er sich in rastlose Begeisterung, in Pläne, die zu groß sind, um Schritt zu halten, oder in die Jagd nach dem nächsten Vergnügen, bevor das letzte genossen ist. Ein vollendetes Vorhaben nach dem anderen macht aus diesem Optimismus etwas, das andere bewundern und teilen können.`,
  },
  {
    sign: 'Taurus',
    decan: 1,
    description: `Der erste Dekan des Stiers verbindet Merkur als Dekanherrscher mit Venus als Herrscherin der Triplizität, und so geht der stetige Hunger des Zeichens nach Behaglichkeit mit einem praktischen, neugierigen Verstand einher. Wert ist etwas, das gewogen, verglichen und verstanden werden will. Eine Marktfrau, die den Preis jedes Apfels kennt und auch weiß, welche am süßesten schmecken, gibt ein stimmiges Bild ab. Geschick mit Werkzeug, Haushaltsbuch und handwerklichem Material fällt leicht, ebenso eine geduldige, vernünftige Art, Dinge zu erklären. Belastung zeigt sich in sturen Meinungen, die mit klugen Argumenten verteidigt werden, oder in der Neigung, zu zählen und nachzuzählen, statt zu genießen, was schon da ist. Lässt dieser Dekan die Sinne den Verstand belehren, bleibt er geerdet, und seine handfeste Intelligenz wird zu etwas, dem andere vertrauen lernen.`,
  },
  {
    sign: 'Taurus',
    decan: 2,
    description: `Regiert der Mond die mittleren zehn Grade des Stiers und Merkur die Triplizität, wendet sich das Beständigkeitsbedürfnis des Zeichens dem Heim, der Ernährung und Gewohnheiten zu, die sich sicher anfühlen. Der Mond ist im Stier erhöht, und so sind die Gefühle hier stetig und wandeln sich nur langsam. Die passende Szene ist eine Küche, in der Brotteig auf der Arbeitsfläche aufgeht und Familienrezepte innen an der Schranktür stecken. Verlässlichkeit, Sorge für den Körper und ein gutes Erinnerungsvermögen dafür, was Menschen tröstet, sind seine Stärken. An einem schweren Tag klammert er sich an Routinen, an Besitz oder an alte Kränkungen, die ihren Zweck überlebt haben. Merkur hilft, indem er das Gefühl laut ausspricht. Sind die Gefühle einmal benannt und geteilt, wird die tiefe Treue dieses Dekans zum Schutzdach für alle in seiner Nähe.`,
  },
  {
    sign: 'Taurus',
    decan: 3,
    description: `Saturn regiert in den letzten zehn Graden des Stiers sowohl das chaldäische Gesicht als auch die Erdtriplizität und verleiht der Geduld des Zeichens einen ernsten, weit vorausschauenden Zug. Das Schlüsselwort heißt Bauen: langsam, sorgfältig, für die Dauer. Ein Steinmetz, der einen Block auf den anderen setzt und jedes Mal die Wasserwaage anlegt, ohne jede Eile, könnte als sein Bildnis dienen. Ausdauer, Treue und ein praktisches Gespür dafür, was in zehn Jahren noch zählen wird, kennzeichnen diesen Dekan in seiner besten Form. Unter Druck erstarrt Vorsicht zu Verlustangst, zu einem schweren Pflichtgefühl oder zum Widerwillen, irgendetwas Unerprobtes zu versuchen. Ruhe und kleine Freuden sind hier kein Luxus, sondern Wartung. Steht genug Wärme neben der Disziplin, bringt dieser Dekan Arbeit und Beziehungen von echtem, bleibendem Wert hervor.`,
  },
  {
    sign: 'Gemini',
    decan: 1,
    description: `Jupiter, Herrscher des gegenüberliegenden Schützen, regiert das erste Gesicht der Zwillinge, während Merkur die Lufttriplizität hält. Heraus kommt ein neugieriger Geist, der nach dem großen Ganzen greift und begierig weitergibt, was er lernt. Ein passendes Bild ist ein Student mit einem Bibliotheksausweis in der einen Tasche und einer Zugfahrkarte in der anderen, der sich vorgenommen hat, die ganze Fahrt über zu lesen. Dieser Dekan liebt Ideen, Reisen, Gespräche und den großzügigen Austausch von Wissen. Bleibt die Rastlosigkeit ungezügelt, wird er zum Sammler von Fakten ohne einen Faden, der sie verbindet, oder er spricht mit mehr Zuversicht als Kenntnis. Eine leitende Frage, die ihn nicht loslässt, gibt ihm Richtung, und dann fügen sich viele Interessen zu einem weiten, heiteren Verständnis, das auch anderen von Nutzen ist.`,
  },
  {
    sign: 'Gemini',
    decan: 2,
    description: `Der mittlere Dekan der Zwillinge paart Mars im chaldäischen Gesicht mit Venus, der Herrscherin der Waage, als Triplizitätsherrscherin; das schärft den Witz des Zeichens zur Debatte und gibt seinem Charme eine Schneide. Worte sind Werkzeuge und hin und wieder Waffen. Eine lebhafte Tischrunde, an der zwei Freunde eine Stunde lang über einen Punkt streiten und lachend auseinandergehen, zeigt seinen Geist. Schnelle Reflexe, Überzeugungskraft und eine spielerische Freude am Widerstreit gehören zu dieser Stellung. Kochen die Gemüter hoch, eilt die Zunge leicht der Freundlichkeit davon, und Sarkasmus ersetzt echte Begegnung. Venus bietet das Gegengewicht: den Wunsch nach Verbindung und ein Gefühl dafür, wie etwas klingt. Wer beides ehrt, wird zu einer schwungvollen Verhandlerin, Schreiberin oder Lehrerin, die im selben Atemzug herausfordern und entzücken kann.`,
  },
  {
    sign: 'Gemini',
    decan: 3,
    description: `Im abschließenden Gesicht der Zwillinge ist die Sonne Dekanherrscherin und Saturn, Herrscher des Wassermanns, Triplizitätsherrscher, und so sammelt sich der geschäftige Intellekt des Zeichens auf Zweck und Struktur hin. Ideen sind nicht mehr bloß interessant; sie müssen zusammenhalten und irgendwohin führen. Eine Journalistin, die spät am Abend am Schreibtisch einen langen Entwurf zu einer klaren, ehrlichen Geschichte zusammenstreicht, drückt diesen Dekan gut aus. Er kann Wissen ordnen, mit Autorität sprechen und fest zu seinen eigenen Worten stehen. Seine Schwachstelle ist der Selbstzweifel: endloses Umschreiben oder das Gefühl, jede Meinung brauche einen Beweis, bevor sie geäußert werden darf. Saturn belohnt stetiges, geduldiges Üben, die Sonne belohnt Mut. Gemeinsam verwandeln sie verstreute Klugheit in Fachwissen mit persönlicher Handschrift.`,
  },
  {
    sign: 'Cancer',
    decan: 1,
    description: `Venus führt das Eröffnungsgesicht des Krebses an, und der Mond lenkt die Wassertriplizität; das macht ein ohnehin zartes Zeichen noch weicher, mit Zuneigung und einem Sinn für Behaglichkeit. Gefühlsbande entstehen rasch und werden mit kleinen Gesten warm gehalten. Sein Bild ist eine Lampe über der Haustür, die brennen bleibt, und ein Teller, der für jemanden im Ofen warm gestellt wird, der spät heimkommt. Sanft, gastfreundlich und aufmerksam für Stimmungen, ist dieser Dekan oft derjenige, der bemerkt, wenn sich ein Gast fehl am Platz fühlt. Unter Anspannung wird er gern anhänglich, leicht verletzlich oder allzu bemüht, den Hausfrieden zu retten, koste es, was es wolle. Zu wissen, wo die Fürsorge für andere endet und die Selbstfürsorge beginnt, ist die zentrale Lektion. Steht diese Grenze, schenkt seine Güte anderen ein beständiges Gefühl der Zugehörigkeit.`,
  },
  {
    sign: 'Cancer',
    decan: 2,
    description: `Merkur hält das mittlere Gesicht des Krebses, und Mars, Herrscher des Skorpions, ist Triplizitätsherrscher; das bringt Wachsamkeit und schützende Kraft in die Empfindsamkeit des Zeichens. Gefühle werden hier schnell gelesen und entschlossen verteidigt. Jemand, der mit sorgfältigen Notizen in einer Schulversammlung sitzt und nicht geht, bevor die Bedürfnisse eines Kindes erfüllt sind, verkörpert diesen Dekan. Er versteht Stimmungen, behält Einzelheiten über seine Liebsten und handelt, wenn sie bedroht sind. Ist er ängstlich, dreht sich die Sorge leicht in Argwohn hinein, und eine abwehrende Bemerkung trifft härter als beabsichtigt. Ruhige Fragen helfen mehr als scharfe Antworten. Solange seine Wachsamkeit freundlich bleibt, ist diese Stellung ein klarsichtiger Beschützer, der seelisches Gespür in praktische Hilfe verwandeln kann.`,
  },
  {
    sign: 'Cancer',
    decan: 3,
    description: `Der Mond ist Dekanherrscher des letzten Krebs-Dekans, und Jupiter, Herrscher der Fische, hält die Triplizität, sodass sich die Fürsorge des Zeichens über die engste Familie hinaus öffnet. Das Mitgefühl hat eine große Reichweite und hat eine starke Vorstellungskraft. Eine große Festtafel, an die zusätzliche Stühle aus anderen Zimmern für Nachbarn und Freunde getragen werden, fasst ihn zusammen. Intuition, Großzügigkeit und ein Gespür für gemeinsame Erinnerungen und Bräuche sind seine Gaben. Verliert er die Mitte, saugt er die Sorgen aller auf, treibt in Launen oder verspricht mehr Trost, als er geben kann. Stille Zeit am Wasser oder in vertrauten Räumen hilft ihm, sich neu zu füllen. Gut gehalten, bietet dieser Dekan eine Zuflucht, die sich persönlich anfühlt und doch weit genug ist, um Fremde einzuschließen.`,
  },
  {
    sign: 'Leo',
    decan: 1,
    description: `Saturn führt das Anfangsgesicht des Löwen, während die Sonne, die eigene Herrscherin des Löwen, die Feuertriplizität hält. Die natürliche Strahlkraft des Zeichens soll sich ihren Platz durch Mühe und Verantwortung verdienen. Ein Schauspieler, der dieselbe Szene allein auf leerer Bühne probt, lange nachdem das übrige Ensemble nach Hause gegangen ist, ist hier das Bild. Dieser Dekan besitzt Würde, Beharrlichkeit und ein starkes, fast altmodisches Ehrgefühl. Unter Belastung fürchtet er mitunter so sehr, sich zu blamieren, dass er sich zurückhält, oder er fordert Respekt, statt ihn zu gewinnen. Stolz und Selbstzweifel können sich dabei immer wieder abwechseln. Der aufbauende Weg ist beständiges Handwerk: Ein durch Disziplin geformtes Talent leuchtet mit einer Wärme, die weit länger anhält als schneller Beifall.`,
  },
  {
    sign: 'Leo',
    decan: 2,
    description: `Jupiter regiert sowohl die Mitte des Löwen als auch, als Herrscher des Schützen, dessen Triplizität und fügt der Wärme des Zeichens Weite, Humor und Großzügigkeit hinzu. Selbstausdruck wird zu einer Art Gastfreundschaft, zum Wunsch, Glück und schöne Stunden zu teilen. Ein Gastgeber bei einem sommerlichen Gartenfest, der Gläser nachfüllt und Fremde miteinander bekannt macht, die dann viel gemeinsam haben, gehört zu diesem Dekan. Er begeistert, ermutigt und glaubt an Menschen und sieht ihr Talent oft, bevor sie es selbst sehen. Zu weit getrieben, kippt er ins Übermaß: große Gesten, verschwenderische Ausgaben oder das Bedürfnis, der am meisten bewunderte Mensch im Raum zu sein. Großzügigkeit mit Aufmerksamkeit statt mit Prunk hält ihn ehrlich, und dann wird sein Optimismus zu einem echten Geschenk.`,
  },
  {
    sign: 'Leo',
    decan: 3,
    description: `Mars beherrscht die Schlussgrade des Löwen und lenkt als Herrscher des Widders auch dessen Triplizität, was dem Selbstvertrauen des Zeichens eine kühne, wettbewerbsfreudige Note verleiht. Herz und Tat bewegen sich gemeinsam, und Mut wird offen gezeigt. Eine Künstlerin, die von der Bühne in die Menge springt und darauf vertraut, dass das Publikum sie auffängt und trägt, sagt alles. Dieser Dekan ist tapfer, direkt und treu, rasch bereit, Freunde zu verteidigen, und begierig, um des Ruhmes oder eines Grundsatzes willen eine Herausforderung anzunehmen. Im schlimmsten Fall sucht er Streit, um seine Stärke zu beweisen, macht aus Rückschlägen ein Drama oder brennt aus, weil er sich zu sehr anstrengt. Sport, körperliche Arbeit oder ein lohnender Wettstreit lenken das Feuer gut. Dann wird sein Wagemut zum Funken, der eine ganze Gruppe in Bewegung bringt.`,
  },
  {
    sign: 'Virgo',
    decan: 1,
    description: `Die Sonne steht dem Auftakt der Jungfrau vor, und Merkur, der eigene Herrscher der Jungfrau, hält die Erdtriplizität. Das sorgfältige Auge des Zeichens wird von einem Sinn für Bestimmung und von Stolz auf gelungene Arbeit erhellt. Ein Bäcker im Morgengrauen, der Mehl genau abwiegt und jeden Laib so formt, dass die ganze Straße das Ergebnis riechen kann, ist sein natürliches Sinnbild. Dieser Dekan ist tüchtig, methodisch und im Stillen sicher in dem, was er weiß. Unter Anspannung verwechselt er leicht Wert mit Nützlichkeit oder kritisiert andere, um sich Kontrolle zu verschaffen. Vollkommenheit wird zur Falle, wenn nie etwas für fertig erklärt wird. Die Erkenntnis, dass Dienst auch eine Form des Selbstausdrucks ist, erlaubt dieser Stellung, sichtbare, verdiente Zufriedenheit über eine gut getane Arbeit zu empfinden.`,
  },
  {
    sign: 'Virgo',
    decan: 2,
    description: `Venus ist Dekanherrscherin des mittleren Jungfrau-Dekans, und Saturn als Herr des Steinbocks hält seine Triplizität, sodass die Präzision des Zeichens einen Blick für Schönheit und Achtung vor Struktur gewinnt. Nützlichkeit und Anmut sollen hier Seite an Seite leben. Ein Schneider, der ein Sakko an der Schulter um wenige Millimeter ändert, bis es genau richtig fällt, zeigt den Geist dieses Dekans. Takt, guter Geschmack, Geduld und Treue in engen Partnerschaften sind seine Stärken. Unter Druck werden die Maßstäbe für sich und andere streng, und Zuneigung äußert sich dann oft nur noch in Hausarbeit und Berichtigungen. Es hilft, das Urteil abzumildern und zuzugeben, dass Liebe nicht verdient werden muss. Dann verbessert diese Stellung auf sanfte Weise Arbeit und Beziehungen gleichermaßen, Stück für Stück und ohne Härte.`,
  },
  {
    sign: 'Virgo',
    decan: 3,
    description: `Merkur, Herrscher der Jungfrau selbst, hält die abschließenden Grade des Zeichens, und Venus, Herrscherin des Stiers, ist Triplizitätsherrscherin. Analyse trifft auf einen praktischen Sinn für Wert: Der Verstand sortiert, redigiert und verfeinert, während die Sinne ihn im Wirklichen verwurzelt halten. Eine Gärtnerin, die zwischen den Beeten kniet und in ein Notizbuch schreibt, welche Samen aufgegangen sind und welche nicht, passt genau zu diesem Dekan. In Einzelheiten, Handwerk, Lehre und sorgfältigem Schreiben glänzt er. An einem ängstlichen Tag ist er gern nervös, übermäßig selbstkritisch oder bleibt im Planen stecken, statt zu handeln. Kleine Rituale des Genusses bringen das Geplapper des Kopfes zur Ruhe. Ist er gelassen, schenkt diese Stellung eine nachdenkliche Genauigkeit, die alles verbessert, was sie berührt, und sie teilt ihr Wissen freigebig.`,
  },
  {
    sign: 'Libra',
    decan: 1,
    description: `Am Anfang der Waage zeigt sich ihr Wunsch nach Harmonie in seiner persönlichsten und zartesten Form. Venus, die diesen Dekan über die Triplizität und zugleich das ganze Zeichen regiert, verdoppelt den Sinn für Schönheit und gerechten Austausch, während der Mond, dem das chaldäische Gesicht gehört, ein rasches Lesen von Stimmungen hinzufügt. Man denke an eine Gastgeberin, die den Tisch deckt und still einen Stuhl verrückt, damit die schüchterne Freundin neben einem freundlichen Menschen sitzt. Dieser Instinkt für Behaglichkeit ist eine echte Gabe. Überstrapaziert, wird er zum Spiegeln dessen, wer gerade im Raum ist: Man stimmt zu, damit die Luft ruhig bleibt, und fühlt sich danach seltsam abwesend. Die Aufgabe besteht hier darin, die eigenen Bedürfnisse zu dem zu zählen, was abgewogen wird, damit das Gleichgewicht auch den Menschen einschließt, der die Waagschalen hält.`,
  },
  {
    sign: 'Libra',
    decan: 2,
    description: `Saturn hält beide Schlüssel zur Mitte der Waage, als Herrscher des chaldäischen Gesichts und als Herrscher des Wassermanns, des Luftzeichens, dessen Triplizität diese Strecke färbt. Da Saturn in diesem Zeichen zudem erhöht ist, nimmt das Streben nach Ausgleich einen grundsatzfesten, beinahe staatsbürgerlichen Ton an. Fairness wird zum Bauwerk, das man errichtet und schriftlich festhält: klare Bedingungen, gemeinsame Regeln, Versprechen, die halten, wenn die Gefühle sich wandeln. Ein Schlichter an einem langen Tisch, der geduldig eine Vereinbarung entwirft, die beide Seiten unterschreiben können, fängt den Geist dieser Grade ein. Der Schatten ist eine gewisse Kühle, die Gewohnheit, Buch zu führen oder Menschen wie Fälle zu behandeln, die erledigt werden müssen. Darf Wärme wieder in die Bilanz einziehen, bringt dieser Dekan Partner und Kollegen hervor, auf deren Wort man sich jahrelang verlassen kann.`,
  },
  {
    sign: 'Libra',
    decan: 3,
    description: `In ihrem letzten Drittel wendet sich die Waage nach außen, hin zum Gespräch und zu weiteren Kreisen. Merkur, Herr der Zwillinge und über die Triplizität auch dieses Dekans, schärft den Witz und das Vergnügen am Austausch, und Jupiter, der das chaldäische Gesicht hält, weitet den Blick mit Großzügigkeit, ethischem Gespür und einer Vorliebe für die großen Fragen. Man denke an einen Dolmetscher bei einem internationalen Treffen, der die Worte findet, mit denen zwei Gruppen einander endlich hören. Jede Seite so klar zu sehen, kann allerdings eine Entscheidung auf unbestimmte Zeit aufhalten, und Jupiter verspricht leicht mehr guten Willen, als Zeit bleibt, ihn einzulösen. Einen Kurs zu wählen und die anderen dennoch zu würdigen, verwandelt diese Gabe zum Dialog in echte Diplomatie.`,
  },
  {
    sign: 'Scorpio',
    decan: 1,
    description: `Mars lenkt den ersten Dekan des Skorpions gleich doppelt, über das chaldäische Gesicht und als traditioneller Herrscher des Skorpions selbst, und so kommt die Tiefe des Zeichens mit der vollen Ladung des Willens. Unter einer gefassten Oberfläche glühen die Gefühle, Treue ist unbedingt, und für Halbherziges bleibt wenig Geduld. Man stelle sich eine Taucherin vor, die am Rand des dunklen Wassers ihre Ausrüstung prüft, ruhig, weil der Plan durchdacht ist. Dieser gebündelte Mut hält stand, wo andere ausweichen. Zu stark bedrängt, verhärtet er sich zu Misstrauen, alten Fehden oder dem Bedürfnis, den Ausgang zu kontrollieren. Auf Wiedergutmachung statt auf Vergeltung gerichtet, wird diese Kraft zu den ruhigen Nerven, die eine Familie, ein Team oder einen Freund durch eine echte Krise tragen.`,
  },
  {
    sign: 'Scorpio',
    decan: 2,
    description: `Die Mitte des Skorpions mischt die Intensität des Zeichens mit Licht und Glauben. Von der Sonne, der Herrscherin des chaldäischen Gesichts, kommen Würde und der Wunsch, für das Erlittene anerkannt zu werden, während Jupiter als Herr der Fische und folglich Triplizitätsherrscher dieses Wasserdekans die Tiefen für Mitgefühl und für das Fragen, was ein Verlust bedeuten mag, öffnet. Eine nächtliche Radiomoderatorin, die den Beichten Fremder zuhört, ohne zurückzuzucken, und mit etwas Hoffnungsvollem antwortet, zeigt den Typus. Die Fähigkeit, an dunklen Orten gegenwärtig zu bleiben, ist hier ungewöhnlich groß. An ihrem überspannten Rand wird daraus Stolz auf das eigene Leiden, eine Vorliebe fürs Retten anderer oder der Glaube, nur dieser eine Mensch verstehe wirklich. In Demut geteilt, gibt dieselbe Tiefe anderen einen Grund weiterzumachen.`,
  },
  {
    sign: 'Scorpio',
    decan: 3,
    description: `Venus übernimmt die Schlussgrade des Skorpions, und der Mond als Krebsherrscher lenkt sie über die Triplizität, sodass die Wucht dieses Zeichens zärtlich, anhänglich und zutiefst persönlich wird. Bindungen, die hier entstehen, sollen ein Leben lang halten, und das Gedächtnis für jede Freundlichkeit und jede Kränkung reicht weit zurück. Eine Schublade voller alter Briefe, mit Schnur gebündelt, an stillen Abenden wieder gelesen und nie weggeworfen, fasst die Stimmung zusammen. Wenige Stellungen lieben so treu oder bemerken so schnell, wenn ein nahestehender Mensch im Stillen leidet. In Unsicherheit kann diese Hingabe in Eifersucht, Besitzanspruch oder die Weigerung abgleiten, ein Kapitel abzuschließen. Vertrauen, das in kleinen Schritten geschenkt wird, lässt diesen Dekan seine Nähe bewahren, ohne so fest zuzugreifen.`,
  },
  {
    sign: 'Sagittarius',
    decan: 1,
    description: `Jupiter regiert den Eröffnungsdekan des Schützen über die Triplizität, als Echo seiner Herrschaft über das ganze Zeichen, und Merkur übernimmt das chaldäische Gesicht, sodass die Jagd nach Sinn mit rastloser Neugier beginnt. Fragen kommen schneller als Antworten, und jede Straße, jedes Buch und jedes späte Gespräch scheint irgendwohin zu führen, wo sich das Hingehen lohnt. Das Bild ist ein Reisender in einem belebten Bahnhof, einen Sprachführer in der einen Hand und in der anderen eine Fahrkarte in eine Stadt, die er beinahe auf gut Glück ausgesucht hat. Ein solcher Geist lernt schnell und erklärt großzügig. Ärger kündigt sich durch verzettelte Interessen an, durch unverblümte Bemerkungen oder durch Meinungen, die mit mehr Gewissheit als Belegen vertreten werden. Wer sich angewöhnt, nachzufragen, zuzuhören und Fakten zu prüfen, lässt diese eifrige Intelligenz zu echter Weisheit heranreifen.`,
  },
  {
    sign: 'Sagittarius',
    decan: 2,
    description: `Die Mitte des Schützen ist der verwegenste Teil des Zeichens. Mars, Herrscher des Widders und damit Triplizitätsherrscher dieses Feuerdekans, steuert Funken und den Drang bei, sofort nach einer Überzeugung zu handeln, während der Mond im chaldäischen Gesicht die Gefühle die Reise stärker lenken lässt als jeden Plan. Hier zeltet jemand, beschließt nach einem einzigen Blick auf die Sterne, im Morgengrauen auf den Grat zu steigen, und überredet irgendwie drei Freunde mitzukommen. Die Begeisterung steckt an und ist oft von echtem Mut getragen. An trüben, unruhigen Tagen schwanken die Stimmungen heftig zwischen Hochgefühl und Langeweile, und aus einem Anliegen kann ein Kampf werden. Bekommt dieses Feuer einen Rhythmus, mit Ruhetagen und einem Zuhause, in das es zurückkehren kann, bleibt das Abenteuer freudig statt leichtsinnig.`,
  },
  {
    sign: 'Sagittarius',
    decan: 3,
    description: `In seinen letzten zehn Graden sammelt der Schütze sein Umherwandern zu einer gefestigten Lebensanschauung. Die Sonne, hier über den Löwen Triplizitätsherrscherin, bringt Zuversicht und den Wunsch zu führen, und Saturn, Inhaber des chaldäischen Gesichts, verlangt, dass jede Überzeugung von Zeit und Erfahrung geprüft wird. Die passende Gestalt dazu ist ein erfahrener Bergführer, der denselben Pass seit zwanzig Jahren geht und vor jedem Aufstieg trotzdem das Wetter prüft. Von hier kommen Lehrerinnen, Mentoren und Menschen, die mit leiser Autorität sprechen. Die Gefahr ist ein Glaubensbekenntnis, das nicht mehr zuhören will, oder ein Stolz, der Alter mit Rechthaben verwechselt. Offen für neue Belege gehalten, wird die hart erworbene Weisheit dieses Dekans zu etwas, auf dem andere aufbauen können.`,
  },
  {
    sign: 'Capricorn',
    decan: 1,
    description: `Saturn, Herrscher des Steinbocks, lenkt als Triplizitätsherrscher auch dessen ersten Dekan, und so sind Geduld und Sinn für Struktur von Anfang an stark. Jupiter, der sich in diesem Zeichen traditionell schwertut, nimmt sich des chaldäischen Gesichts an und verlangt Wachstum ohne Verschwendung: Ehrgeiz mit weitem Horizont und eine praktische Art von Hoffnung. Jemand, der an einem kalten Frühlingsmorgen einen jungen Obstgarten pflanzt und weiß, dass die erste richtige Ernte Jahre entfernt ist, verkörpert diese Grade. Beharrlichkeit ist die große Stärke, dazu ein Talent, große Ziele in stetige Schritte zu verwandeln. Übertrieben, verdrängt Vorsicht die Freude, oder Erfolg schrumpft zu einer Frage des Rangs. Wer sich erinnert, warum die Bäume gepflanzt wurden, hält die Mühe großzügig und das Warten lohnend.`,
  },
  {
    sign: 'Capricorn',
    decan: 2,
    description: `Mars ist im Steinbock erhöht, und im mittleren Dekan hält er das chaldäische Gesicht; er verleiht disziplinierte Energie und das Durchhaltevermögen, zu vollenden, was begonnen wurde. Venus, die den Stier regiert und als Triplizitätsherrscherin auch diesen Erddekan, fügt ein Gespür für Materialien, Behaglichkeit und bleibenden Wert hinzu. Gemeinsam beschreiben sie den Macher: einen Tischler, der bis spät in den Abend einen Tisch schleift, weil die Verbindung genau stimmen muss und das Stück seinen Besitzer überdauern soll. Was von hier aus geschaffen wird, ist meist solide, nützlich und von unaufdringlicher Schönheit. Die Fallstricke sind Sturheit, lange Stunden ohne Pause oder ein Wert, der nur an Besitz gemessen wird. Wer Raum für Ruhe und Genuss schafft, verwandelt diese unermüdliche Mühe in ein Handwerk, das Bestand hat.`,
  },
  {
    sign: 'Capricorn',
    decan: 3,
    description: `Die Schlussgrade des Steinbocks tragen den Ehrgeiz des Zeichens in die Öffentlichkeit. Weil die Sonne das chaldäische Gesicht innehat, kommt der Wunsch auf, für etwas einzustehen und dafür geradezustehen, während Merkur, der die Jungfrau und damit über die Triplizität diesen Erddekan regiert, sorgfältige Analyse und eine Gabe für das Ordnen von Einzelheiten beisteuert. Als Beispiel mag ein Mensch dienen, der eine Bürgerversammlung mit gut gegliederter Tagesordnung leitet, jede Haushaltszeile kennt und trotzdem die stille Nachbarin zu Wort kommen lässt. Kompetenz und Würde stellen sich wie von selbst ein. Ist dieser Dekan müde oder ängstlich, werden dieselben Züge zu Perfektionismus, einer kritischen Zunge oder Standesdünkel. Autorität, die dienen statt beeindrucken will, bringt aus diesem Dekan Führungskräfte hervor, denen Menschen gern folgen.`,
  },
  {
    sign: 'Aquarius',
    decan: 1,
    description: `Saturn, nach alter Lehre Herr des Wassermanns, ist zugleich Triplizitätsherrscher seiner ersten zehn Grade, was den Idealen dieses Abschnitts Gerüst und Ausdauer gibt. Venus, Inhaberin des chaldäischen Gesichts, mildert diesen Rahmen mit einer Gabe zur Freundschaft und der Freude an gemeinsamer Anstrengung. Die Szene ist ein Nachbarschaftstreffen im Keller einer Bücherei, wo jemand mit einem Klemmbrett den vagen Wunsch nach einem Gemeinschaftsgarten in einen Zeitplan, ein Budget und eine Runde neuer Freunde verwandelt. Die Treue zum eigenen Kreis ist stark, beständig und auch in Krisen belastbar. An ihrem kühleren Rand gilt die Wärme eher der Sache als den Einzelnen darin, und Meinungen können wie Zement abbinden. Darf die Zuneigung persönlich und nicht nur grundsätzlich sein, bleiben diese Gemeinschaften lebendig.`,
  },
  {
    sign: 'Aquarius',
    decan: 2,
    description: `Merkur hält im mittleren Wassermann-Dekan beide Herrschaften, durch das Gesicht nach chaldäischer Zählung sowie als Regent der Zwillinge, jenes Luftzeichens, dessen Triplizität diesen Dekan färbt. Heraus kommt der geistigste Abschnitt des Zeichens: erfinderisch, neugierig, schnell darin, Ideen zu verbinden, die einander nie begegnet sind. Man stelle sich einen Küchentisch vor, bedeckt mit Skizzen und kaltem Kaffee, mitten in der Nacht, an dem jemand endlich sieht, wie ein hartnäckiges Problem zusammenpasst. Originalität und ein Talent, neue Begriffe verständlich zu erklären, fallen ihm leicht. Weniger glücklich eilt das Denken dem Fühlen voraus, Streitgespräche werden aus Sport geführt, und die Nerven werden dünn. Ideen in den Bedürfnissen wirklicher Menschen zu verankern, gibt dieser Brillanz Richtung und Wärme zugleich.`,
  },
  {
    sign: 'Aquarius',
    decan: 3,
    description: `Das letzte Drittel des Wassermanns bringt Gefühl in die Ideale des Zeichens. Der Mond, dem hier das Gesicht gehört, verleiht Empfindsamkeit für die Stimmung einer Menge und Sorge um alltägliche Bedürfnisse, und Venus, deren Zeichen Waage die Triplizität stellt, fügt Anmut, Fairness und eine Neigung zur Partnerschaft hinzu. Bei einem Gemeinschaftsessen bemerkt eine Helferin, welcher Neuankömmling allein sitzt, und bringt still jemanden mit ähnlichen Interessen herüber; diese kleine Geste ist der Kern dieser Grade. Der Wunsch, die Welt zu verbessern, wird hier persönlich und freundlich. Unter Druck schwanken die Stimmungen mit der öffentlichen Meinung, und das Bedürfnis, gemocht zu werden, kann feste Grundsätze verwischen. Das Vertrauen, dass Güte und Überzeugung zusammengehören, lässt diesen Dekan Menschen sanft in die Zukunft führen.`,
  },
  {
    sign: 'Pisces',
    decan: 1,
    description: `Jupiter, der traditionelle Herrscher der Fische, ist Triplizitätsherrscher des ersten Dekans, und Saturn bekommt das chaldäische Gesicht zugeteilt, sodass das grenzenlose Mitgefühl des Zeichens auf ein Bedürfnis nach Form trifft. Glaube wird hier geübt und nicht bloß gefühlt: eine tägliche Stunde der Stille, ein Versprechen, das jemandem gehalten wird, der darauf angewiesen ist. Ein Sinnbild dafür ist ein Leuchtturmwärter, der jeden Abend die Treppe hinaufsteigt, um die Lampe für Schiffe zu entzünden, die er nie zu Gesicht bekommen wird. Das Mitgefühl ist tief und verlässlich. Saturns Gewicht kann sich allerdings auch wie Schuld oder Einsamkeit anfühlen, und Dienst gleitet mitunter in Selbstaufopferung ab. Schenkt dieser Dekan den eigenen Grenzen dieselbe verlässliche Sorgfalt, bleibt er ein stetiges Licht, ohne auszubrennen.`,
  },
  {
    sign: 'Pisces',
    decan: 2,
    description: `Jupiter kehrt in der Mitte der Fische zurück, um das chaldäische Gesicht zu beanspruchen, während der Krebsregent Mond ihr Triplizitätsherrscher ist; so wird die Zärtlichkeit des Zeichens weit und beschützend. Die Vorstellungskraft ist lebhaft, Einfühlung stellt sich fast vor den Worten ein, und es zieht stark dazu, für jeden zu sorgen, der gerade auftaucht. Vorstellbar ist eine Küche mit stets offener Hintertür, einem Topf auf dem Herd und einer Gutenachtgeschichte für jedes Kind, das lange bleibt. Herzensgüte ist die große Gabe. Schwierigkeiten entstehen durch verschwimmende Grenzen, durch ein Geben bis zur Erschöpfung oder durch das Abgleiten in Tagträume, wenn das Leben hart wird. Ein paar klare Grenzen machen diese Gastfreundschaft für alle tragbar, auch für den Gastgeber.`,
  },
  {
    sign: 'Pisces',
    decan: 3,
    description: `Mars regiert den letzten Dekan der Fische gleich zweifach: Ihm fällt das chaldäische Dekanat zu, und in seiner alten Rolle als Herr des Skorpions lenkt er zudem die Wassertriplizität. Das Mitgefühl des Zeichens gewinnt Mut und die Bereitschaft, nach dem zu handeln, was es fühlt. Eine Rettungsschwimmerin, die jenseits der Brandung jemanden kämpfen sieht und schon im Wasser ist, bevor irgendwer sonst etwas bemerkt hat, trifft den Charakter dieses Dekans. Die Gefühle gehen tief und sind stark, und es liegt echte Tapferkeit darin, die Verletzlichen zu verteidigen. Frustriert, wendet sich diese Kraft womöglich nach innen oder bricht in Gefühlsstürmen aus, die selbst den überraschen, der sie erlebt. In beharrliche Fürsprache gelenkt, schließt dieser letzte Abschnitt des Tierkreises den Kreis mit einem Mitgefühl, das zu handeln weiß.`,
  },
];
