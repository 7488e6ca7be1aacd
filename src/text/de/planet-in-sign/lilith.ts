// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Der Schwarze Mond Lilith in jedem der zwölf Zeichen (übersetzt aus LILITH_IN_SIGN_EN). */
export const LILITH_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Der Schwarze Mond Lilith im Widder birgt einen rohen, ungefragten Drang, allein zu handeln, und holt ihn zurück, indem er Selbstbestimmung als Geburtsrecht behandelt statt als Vergehen.',
    description: `Was hier aus dem Blickfeld gedrängt wird, ist schlichter, ungeschliffener Wille. Im kardinalen Feuer, das Mars untersteht, markiert das Mondapogäum den Drang, als Erster loszulegen, ohne Begründung Nein zu sagen und etwas lautstark zu wollen. Irgendwann im Lauf der Jahre wurde dieser Drang wohl als selbstsüchtig, unhöflich oder beängstigend abgestempelt, und so tauchte er ab und lernte, nur noch in Schüben hervorzubrechen.

Die alltäglichen Anzeichen des Musters sind leicht zu erkennen, sobald man sie benannt hat: ein Wutblitz, wenn jemand diesem Menschen ins Wort fällt und den Gedanken für ihn beendet, die Weigerung, völlig vernünftigen Anweisungen zu folgen, oder ein heimlicher Kitzel beim Brechen einer kleinen Regel. Bedrängt, verkommt der verbannte Antrieb zur Rebellion als Selbstzweck und zettelt Streit an, um zu beweisen, dass niemand das Sagen hat, oder er fällt in eine matte, grollende Fügsamkeit zusammen, die später als scharfe Worte heraussickert.

Gut gelebt, weiß diese Stellung genau, wo ihre eigenen Ränder verlaufen. Ist das Recht, ohne Erlaubnis zu handeln, einmal in aller Ruhe angenommen, brennt die Hitze sauber: als Bereitschaft zu führen, wenn andere erstarren, Verhältnisse hinter sich zu lassen, die zu viele Verbeugungen verlangen, und jedem beizustehen, dem man sagt, er solle sich kleiner machen.`,
    keywords: ['Autonomie', 'Trotz', 'roher Wille', 'Unabhängigkeit', 'Zorn', 'Initiative'],
    strengths: ['handelt, ohne auf Zustimmung zu warten', 'klare persönliche Grenzen', 'Mut unter Druck', 'verteidigt das Recht, Nein zu sagen'],
    challenges: ['Rebellion um ihrer selbst willen', 'plötzliche Wutblitze', 'grollende Fügsamkeit', 'Misstrauen gegen jede Autorität'],
  },

  Taurus: {
    summary:
      'Der Schwarze Mond Lilith im Stier hütet einen tiefen, sturen Hunger nach Genuss und körperlicher Selbstbestimmung, der einst beschämt wurde, und holt ihn durch gemächlichen, selbstverständlichen Genuss zurück.',
    description: `Der Körper selbst wird hier zum heiß umkämpften Gelände. Fixe Erde unter Venus verleiht dem Apogäum einen langsamen, sinnlichen Ton: Appetit, Berührung, Ruhe, das Gefühl von gutem Brot oder warmer Sonne auf der Haut. Diese einfachen Wünsche galten vielleicht als maßlos oder unschicklich, oder jemand anderes nahm sich das Recht heraus zu bestimmen, was dieser Mensch besitzen, essen, tragen oder genießen durfte.

Das Exil zeigt sich meist auf leise, unauffällige Weise. Das können Schuldgefühle nach einem ganz gewöhnlichen Leckerbissen sein, eine heftige Bindung an bestimmte Dinge oder die glatte Weigerung, sich hetzen zu lassen, die andere als Faulheit deuten. Unter Belastung pendelt die ungezähmte Seite zwischen Verzicht und Übermaß, hält sich wochenlang zurück und nimmt sich dann weit mehr, als eigentlich gewollt ist. Auch Besitzdenken kann auftreten, als bedeute der Verlust eines Dinges den Verlust der Selbstbeherrschung.

Zurückerobert ist dieselbe Energie wunderbar beständig. Hier lebt jemand, der weiß, was dem Körper guttut, und sich dafür nicht entschuldigt, der Einvernehmen und Eigentum in jedem Sinn achtet und anderen beibringen kann, das Tempo zu drosseln und auszukosten, was ihnen bereits gehört. Genuss, einst eine Quelle der Scham, wird zu einer festen, großzügigen Form der Selbstachtung.`,
    keywords: ['Sinnlichkeit', 'Appetit', 'Besitz', 'Körper', 'Sturheit', 'Selbstwert'],
    strengths: ['genießt ohne Scham', 'ausgeprägter Sinn für Einvernehmen', 'beständig unter Druck', 'weiß, was der Körper braucht'],
    challenges: ['Schuldgefühle bei einfachen Freuden', 'pendelt zwischen Verzicht und Übermaß', 'Besitzdenken', 'rührt sich nicht von der Stelle'],
  },

  Gemini: {
    summary:
      'Der Schwarze Mond Lilith in den Zwillingen sammelt die Worte, Fragen und die Neugier, die einst zum Schweigen gebracht wurden, und befreit sie, indem er mit Witz und Schneid sagt, was er denkt.',
    description: `Verbotene Fragen wohnen im Kern dieser Stellung. In veränderlicher Luft, von Merkur geführt, sammelt sich das Apogäum um die Sprache: die Bemerkung, die am Esstisch zum Schweigen gebracht wurde, das Tabuthema, das niemand erklären wollte, die schlagfertige Antwort, die einen Rüffel eintrug. Ein schneller, rastloser Geist hat oft früh erfahren, dass manche Gedanken unerwünscht waren, und so lernte er, unter dem höflichen Gespräch ein zweites, privates Gespräch am Laufen zu halten.

Im täglichen Umgang kann das wie eine spitze Zunge aussehen, die in ungünstigen Momenten herausrutscht, wie eine Vorliebe für Klatsch oder Geheimnisse oder wie ein Jucken, genau das zu sagen, was sonst niemand sagt. Belastung bringt zerstreutes, nervöses Reden, Halbwahrheiten als Rüstung oder die Gewohnheit, zu verspotten, worüber nicht offen gesprochen werden kann. Manch einer mit dieser Lilith verstummt stattdessen und zweifelt daran, dass die eigenen Worte je ernst genommen werden.

Die Rückeroberung gelingt durch ehrliches, furchtloses Sprechen. Schreiben, Lehren, Komik und offene Gespräche geben diesem rastlosen Geist Raum zum Atmen. Lässt die Angst, zum Schweigen gebracht zu werden, nach, bleibt eine seltene Gabe: das Unausgesprochene zu benennen, die unbequeme, aber notwendige Frage zu stellen und schwierige Themen für alle zugänglicher zu machen.`,
    keywords: ['tabuisierte Rede', 'Neugier', 'Geheimnisse', 'Witz', 'Fragen', 'Rastlosigkeit'],
    strengths: ['benennt, was andere meiden', 'schneller, furchtloser Witz', 'stellt die notwendige Frage', 'macht schwierige Themen zugänglich'],
    challenges: ['spitze Bemerkungen im falschen Moment', 'Halbwahrheiten als Rüstung', 'zerstreutes, nervöses Reden', 'zweifelt an der eigenen Stimme'],
  },

  Cancer: {
    summary:
      'Der Schwarze Mond Lilith im Krebs legt ein heftiges, ungeordnetes Bedürfnis nach Geborgenheit und seelischer Freiheit frei und heilt, indem er sich weigert, zu den Bedingungen anderer zu sorgen.',
    description: `Familiäre Erwartungen lasten am schwersten auf diesem Apogäum. Kardinales Wasser, vom Mond regiert, setzt Lilith in das eigene Haus des Mondes, und so ist die Spannung persönlich und nah: Wer darf bedürftig sein, wer muss geben, und welche Art von Fürsorge gilt als annehmbar? Oft betrifft das Exil Gefühle, die nicht in die Form der Familie passten, etwa Wut auf einen Elternteil, Zwiespalt gegenüber dem Versorgen anderer oder ein Hunger nach Trost, der zu groß schien, um ihn zuzugeben.

Im gewöhnlichen Leben verrät es sich etwa in einer Stimmung, die rasch von Zärtlichkeit in Kälte umschlägt, in einem unbehaglichen Verhältnis zum Zuhause oder in einem starken Zug, andere zu bemuttern und es insgeheim übel zu nehmen. Steigt der Stress, werden Schutzinstinkte erdrückend oder abwehrend, und alte Familienmuster wiederholen sich unbemerkt in neuen Beziehungen. Es kann auch einen tiefen Wunsch nach Zugehörigkeit geben, der neben einem ebenso starken Drang steht, zur Tür hinauszugehen.

Sobald diese verworrenen Gefühle erlaubt sind, zeigt sich eine echte Stärke. Fürsorge wird gewählt statt geschuldet, und das Zuhause wird zu einem Ort, den dieser Mensch mit Absicht baut. Diese Freiheit macht Platz für eine wilde, treue, schützende Wärme, die anderen Obdach gibt, ohne je zu verlangen, dass sie sich kleiner machen.`,
    keywords: ['Fürsorge', 'Familie', 'Zugehörigkeit', 'seelische Freiheit', 'Schutz', 'Stimmungen'],
    strengths: ['leidenschaftliche, schützende Treue', 'Fürsorge aus freier Wahl', 'ehrlich über zwiespältige Gefühle', 'baut ein Zuhause nach eigenen Regeln'],
    challenges: ['Versorgen mit heimlichem Groll', 'plötzlicher seelischer Rückzug', 'wiederholt Familienmuster', 'erdrückende oder abwehrende Launen'],
  },

  Leo: {
    summary:
      'Der Schwarze Mond Lilith im Löwen verbirgt einen kühnen, ungebärdigen Wunsch, gesehen und angebetet zu werden, und holt ihn zurück, indem er strahlt, ohne irgendjemanden um Erlaubnis zu bitten.',
    description: `Bei dieser Stellung sitzt der Stolz im Exil. Fixes Feuer, das der Sonne gehört, weckt im Apogäum einen Hunger nach Aufmerksamkeit, Bewunderung und schöpferischem Spiel, der einst vielleicht verspottet, beneidet oder als Angeberei zurechtgestutzt wurde. Am Ende steht oft jemand, der sein Licht entweder ganz unter den Scheffel stellt oder mit einer Wucht auf dem Rampenlicht besteht, die ihn selbst überrascht.

Kleine Momente verraten die Spaltung. Lob wirkt womöglich peinlich und zugleich nie genug; ein schöpferisches Vorhaben wird vielleicht gerade dann aufgegeben, wenn es zu gelingen beginnt, aus Angst, jemand könnte lachen. Unter Druck wird verletzter Stolz dramatisch, verlangt Treue und schmollt, wenn die Aufmerksamkeit abschweift, oder er wird kalt und unnahbar und tut so, als sei ihm Anerkennung völlig gleichgültig. Romantik kann zur Bühne werden, auf der geprüft wird, ob Liebe wirklich geschenkt wird.

Der Wendepunkt kommt, wenn dieser Mensch aufhört zu fragen, ob er es verdient, bemerkt zu werden. Offen angenommen, bringt das Apogäum im Löwen eine anziehende Ausstrahlung, eine verspielte Sinnlichkeit und eine wagemutige schöpferische Ader, die sich nicht zu etwas Ungefährlichem zähmen lässt. Ein solcher Mensch leuchtet anderen oft voran und gibt stilleren Menschen den Mut, sich zu verbeugen und sich ebenfalls bewundern zu lassen.`,
    keywords: ['Stolz', 'Sichtbarkeit', 'Kreativität', 'Wunsch nach Anbetung', 'Dramatik', 'Spiel'],
    strengths: ['anziehende Ausstrahlung', 'wagemutiger schöpferischer Ausdruck', 'großzügig mit Ermutigung', 'strahlt, ohne sich zu entschuldigen'],
    challenges: ['versteckt Talent aus Angst', 'verlangt ständige Treue', 'verletzter Stolz und Schmollen', 'Kälte, die Kränkung verdeckt'],
  },

  Virgo: {
    summary:
      'Der Schwarze Mond Lilith in der Jungfrau lehnt sich gegen unerfüllbare Maßstäbe von Reinheit und Nützlichkeit auf und findet Freiheit, indem er den Körper und seine unordentliche, unvollkommene Intelligenz ehrt.',
    description: `Vollkommenheit ist hier der Käfig. In veränderlicher Erde, über die Merkur wacht, stemmt sich das Mondapogäum gegen Regeln, nach denen man sauber, korrekt, bescheiden und hilfsbereit zu sein hat. Früh lautete die Botschaft oft, man sei nur dann etwas wert, wenn man makellos oder nützlich sei, und alles Unordentliche, Erdhafte oder Eigennützige müsse versteckt werden. Natürliche Instinkte werden dann als Fehler abgelegt.

Der Alltag spiegelt das vielleicht in einem ständigen Summen der Selbstkritik, in einer pingeligen Kontrolle der Abläufe oder in einem heimlichen Ekel vor den eigenen Bedürfnissen. Andere bemerken vielleicht den scharfen Blick für ihre Makel, bevor sie die Freundlichkeit darunter wahrnehmen. In einer schlechten Woche wird Dienst zum Märtyrertum, die Arbeit dehnt sich auf jede Stunde aus, und der Körper protestiert mit Verspannung, Müdigkeit oder Unruhe, die sich leicht übergehen lässt. Eine stille rebellische Ader lebt sich mitunter in seltsamen, privaten Gewohnheiten aus, die alle Regeln auf einmal brechen.

Wird die Forderung nach Reinheit abgelegt, wird diese Lilith zu einer geschickten, erdverbundenen Heilerin der Scham. Handwerk, sorgfältige Arbeit und Aufmerksamkeit für den Körper werden zu Quellen der Freude statt der Buße. Ein solcher Mensch lernt, dass nützlich sein und ganz sein zwei verschiedene Dinge sind, und hilft anderen, mit ihren eigenen Unvollkommenheiten Frieden zu schließen.`,
    keywords: ['Reinheit', 'Perfektionismus', 'Dienst', 'Selbstkritik', 'Körperweisheit', 'Handwerk'],
    strengths: ['geschickte, sorgfältige Hände', 'offen im Umgang mit dem Körper', 'hilft anderen, Scham loszulassen', 'praktische Ehrlichkeit'],
    challenges: ['harter innerer Kritiker', 'Dienst, der zum Märtyrertum wird', 'kontrollierende Routinen', 'verborgener Ekel vor eigenen Bedürfnissen'],
  },

  Libra: {
    summary:
      'Der Schwarze Mond Lilith in der Waage verweigert die Rolle des gefälligen Gegenübers und holt sich die Selbstbestimmung zurück, indem er Beziehungen auf Augenhöhe wählt, statt bloß Spiegel zu sein.',
    description: `Gefälligkeit hat in diesem Zeichen einen versteckten Preis. Kardinale Luft, Venus untertan, setzt das Apogäum in den Raum zwischen zwei Menschen, wo der Druck, angenehm, gerecht und anziehend zu sein, das ehrliche Begehren verdrängen kann. Oft steckt eine alte Lektion dahinter: dass der Frieden vorgeht, dass Zorn die Schönheit verdirbt oder dass man so viel gilt, wie man in das Bild eines anderen passt.

In der Praxis sieht die Spannung oft so aus, dass man Ja sagt und Nein meint oder eine Beziehung mit Charme zusammenhält, während sich innen still Groll aufbaut. Andere schwingen ins Gegenteil und rebellieren gegen die Partnerschaft selbst, indem sie alle in anmutigem Abstand halten. Wächst die Spannung, wird gesellschaftliche Gewandtheit zur Maske, das Urteil über andere wird scharf, und plötzliche Brüche in einer Beziehung erscheinen der Gegenseite wie aus dem Nichts.

Freiheit kommt, wenn Gerechtigkeit auch einen selbst einschließt. Eine Lilith in der Waage, die zu ihren Wünschen steht, kann kühn verhandeln, flirten, ohne sich zu verlieren, und auf echter Gleichberechtigung in Liebe und Arbeit bestehen. Es liegt wahre Eleganz in einem Menschen, der eine Grenze mit Höflichkeit halten kann, und diese Stellung wird oft zur Fürsprecherin aller, die der Zwang zur Nettigkeit verstummen ließ.`,
    keywords: ['Partnerschaft', 'Gleichberechtigung', 'Charme', 'Gefallsucht', 'Gerechtigkeit', 'Begehren'],
    strengths: ['besteht auf echter Gleichberechtigung', 'feste Grenzen, mit Anmut gehalten', 'kühnes Verhandeln', 'tritt für die Verstummten ein'],
    challenges: ['ein Ja, das Nein bedeutet', 'Charme als Maske', 'plötzliche Beziehungsbrüche', 'hält alle auf Abstand'],
  },

  Scorpio: {
    summary:
      'Der Schwarze Mond Lilith im Skorpion stellt sich heftigem Begehren, Macht und dem Verbotenen frontal und holt sie zurück, indem er zu seiner eigenen Tiefe ohne Scham steht.',
    description: `Intensität ist zugleich Gabe und Schwierigkeit. In fixem Wasser, das Mars und in neuerer Deutung Pluto beherrschen, trifft das Apogäum auf ein Zeichen, das mit Geheimnissen, Sexualität und Macht ohnehin vertraut ist. Verbannt wird meist die volle Wucht des Fühlens: Eifersucht, Sehnsucht, Wut und sexueller Appetit, die vielleicht einmal als gefährlich oder schmutzig galten. Solche Gefühle verschwinden selten; sie sinken in die Tiefe und warten.

Im Alltag zeigt sich oft eine verschlossene Art, unter der ein Sturm tobt, eine Faszination für Dinge, die andere finster finden, oder ein starker Instinkt für die Beweggründe, die Menschen lieber verbergen. Vertrauen wächst langsam, und ein einmal erlebter Verrat ist schwer zu vergessen. In harten Zeiten wird Kontrolle zur Hauptstrategie, sei es durch Schweigen, durch Treueproben oder durch Festhalten, lange nachdem Loslassen klüger gewesen wäre. Machtkämpfe in engen Beziehungen können sich fast unvermeidlich anfühlen.

Bewusst angenommen, ist dies eine der mutigsten Ausdrucksformen des Apogäums. So entsteht ein Mensch, der bei dem ausharren kann, was andere meiden, der über Sex, Tod und Geld sprechen kann, ohne zu zucken, und echten Wandel bei Menschen unterstützt, die dazu bereit sind. Die Tiefe, früher mit Scham besetzt, verwandelt sich in stetige Stärke und eine tiefe, unerschütterliche Treue zur Wahrheit.`,
    keywords: ['Intensität', 'Begehren', 'Macht', 'Geheimnisse', 'Verwandlung', 'Treue'],
    strengths: ['unerschrockene Ehrlichkeit', 'liest verborgene Beweggründe', 'fest in der Krise', 'der Wahrheit treu'],
    challenges: ['Kontrolle und Treueproben', 'hält an erlittenem Verrat fest', 'Stürme der Eifersucht', 'Machtkämpfe in der Intimität'],
  },

  Sagittarius: {
    summary:
      'Der Schwarze Mond Lilith im Schützen reibt sich an geborgten Überzeugungen und eingezäunten Horizonten und holt sich seine Freiheit zurück, indem er die Wahrheit nach eigenen, wilden Regeln sucht.',
    description: `Am Glauben wird die Grenze erprobt. Veränderliches Feuer in Jupiters Obhut schickt das Apogäum auf Streifzüge durch Philosophie, Religion, Reisen und die großen Fragen des Daseins. Oft gab es ein Familienbekenntnis, eine Denkschule oder eine Gemeinschaftsregel, die nicht passte, und sie zu hinterfragen galt als illoyal. Der Drang, umherzuziehen, zu zweifeln und zu erkunden, wird dann bis an den äußersten Rand des Lebens abgedrängt.

Das kann sich in einer rastlosen Ader zeigen, die durchgeht, sobald Verbindlichkeit nach Einsperrung aussieht, in einer Neigung zu unverblümten Aussagen, die kränken, oder in einer Faszination für verbotene Ideen und ferne Orte. Läuft es schlecht, wird die Suche nach Freiheit zur Flucht, die Liebe zur Wahrheit erstarrt zum Predigen, und jede Regel wird womöglich nur deshalb verworfen, weil jemand anderes sie geschrieben hat. Versprechen werden mit großer Begeisterung gegeben und wieder aufgekündigt, kaum dass sie drücken.

Zurückgewonnen, ist diese Lilith eine mutige, großzügige Entdeckerin. Sie vertraut ihrem eigenen Sinn für Bedeutung, spricht offen über das, was sie gefunden hat, und lässt anderen Raum, dasselbe zu tun. Lehren, Schreiben und Reisen werden zu Wegen, eine hart erkämpfte Freiheit zu teilen, und das Wilde verwandelt sich in einen frischen, ehrlichen Glauben an das Leben selbst.`,
    keywords: ['Freiheit', 'Glaube', 'Erkundung', 'Unverblümtheit', 'Wahrheit', 'Rastlosigkeit'],
    strengths: ['unabhängiges Denken', 'mutige Ehrlichkeit', 'offen für fremde Ideen', 'regt andere zum Hinterfragen an'],
    challenges: ['Flucht im Gewand der Freiheit', 'predigt die eigene Sicht', 'gebrochene Versprechen', 'verwirft alle Regeln'],
  },

  Capricorn: {
    summary:
      'Der Schwarze Mond Lilith im Steinbock ringt mit Autorität, Ehrgeiz und Kontrolle und holt sich seine Macht zurück, indem er ein Leben nach eigenen Regeln baut.',
    description: `Autorität wirft einen langen Schatten auf diese Stellung. Kardinale Erde, Saturn unterstellt, versetzt das Apogäum in die Welt von Pflicht, Rang und Struktur. Vielleicht gab es einen strengen Elternteil, ein starres System oder früh den Eindruck, Gefühle müssten fest unter Kontrolle bleiben, damit man respektiert wird. Der Ehrgeiz selbst kann verdächtig wirken, entweder verboten oder zu einem allzu hohen Preis verlangt.

Im täglichen Trott heißt das etwa, weit härter zu arbeiten, als irgendwer verlangt hat, aus Stolz Hilfe abzulehnen oder eine heimliche Verachtung für die Vorgesetzten zu hegen, denen man gehorcht. Manche werden selbst zu der strengen Autorität, die sie einst verabscheuten; andere untergraben still jede Struktur, der sie beitreten. Druck macht Kälte zum Schild, Gefühle werden als Schwäche abgeheftet, und Erfolg fühlt sich nie ganz verdient an. Sexuelle und gefühlsmäßige Wünsche bleiben dabei oft streng vom ernsten Geschäft des Lebens getrennt.

Werden die Regeln gewählt statt geerbt, zeigt sich eine bemerkenswerte Festigkeit. Diese Lilith kann echte Macht halten, ohne sie zu missbrauchen, dauerhafte Werke schaffen, die ihre persönlichen Werte spiegeln, und eine Art von Führung vorleben, die nicht das Opfer der Gefühle verlangt. Die Zeit begünstigt diese Stellung meist und bringt eine Autorität, die verdient, unerschütterlich und ganz die eigene ist.`,
    keywords: ['Autorität', 'Ehrgeiz', 'Kontrolle', 'Disziplin', 'Rang', 'Selbstbestimmung'],
    strengths: ['verdiente Autorität', 'dauerhafte Leistungen', 'gelassen unter Druck', 'gerechter Umgang mit Macht'],
    challenges: ['starre Selbstbeherrschung', 'Verachtung für Vorgesetzte', 'lehnt aus Stolz Hilfe ab', 'trennt Gefühl von Pflicht'],
  },

  Aquarius: {
    summary:
      'Der Schwarze Mond Lilith im Wassermann ist der Außenseiter, der sich nicht anpasst, und verwandelt diese Auflehnung in Freiheit, indem er Gemeinschaften baut, die Verschiedenheit willkommen heißen.',
    description: `Anders zu sein war einst das Problem. Fixe Luft mit Saturn als altem und Uranus als modernem Herrscher versetzt das Apogäum unter Gruppen, Ideen und die Zukunft. Oft gibt es eine Erinnerung daran, nicht hineingepasst zu haben, der Sonderling in der Schule gewesen zu sein oder der Mensch, dessen Ansichten die Gruppe nicht ertrug. Statt sich anzupassen, lernte dieser Instinkt, abseits zu stehen, manchmal stolz und manchmal schmerzlich.

Im geselligen Leben kann das Muster wie Abstand zu Gefühlen aussehen, wie eine scharfe Reaktion darauf, gesagt zu bekommen, was man zu denken hat, oder wie die Gewohnheit, für eine Sache einzutreten und sie wieder zu verlassen, sobald sie sich wie eine weitere Masse anfühlen. Freundschaft bedeutet oft sehr viel, und doch kann Nähe einen plötzlichen Drang nach Abstand auslösen. Stress macht den Rebellen leicht grundlos widerborstig, kalte Logik ersetzt Wärme, und Vereinzelung wird mit Unabhängigkeit verwechselt.

Die zurückgewonnene Lilith im Wassermann ist eine eigenständige, menschliche Stimme. Sie hält an ihrer Vision fest und bleibt doch mit den Menschen verbunden, die sie teilen, und sie schützt Raum für jeden, der sich fremd oder ausgeschlossen fühlt. Erfinderisch, unkonventionell und grundsatztreu, zeigt diese Stellung, dass echte Zugehörigkeit nicht verlangt, die eigene Andersartigkeit aufzugeben.`,
    keywords: ['Nonkonformismus', 'Distanz', 'Gemeinschaft', 'Auflehnung', 'Originalität', 'Ideale'],
    strengths: ['eigenständiges Denken', 'schützt die Außenseiter', 'Treue zu Grundsätzen', 'erfinderische Lösungen'],
    challenges: ['widerspricht um des Widerspruchs willen', 'seelische Unberührbarkeit', 'hält Vereinzelung für Freiheit', 'verlässt Gruppen abrupt'],
  },

  Pisces: {
    summary:
      'Der Schwarze Mond Lilith in den Fischen trägt eine grenzenlose, mystische Sehnsucht, die abgetan oder gefürchtet wurde, und holt sie zurück, indem er der inneren Schau vertraut und doch seine eigene Gestalt behält.',
    description: `Träume und Sehnsüchte entgleiten in diesem Zeichen besonders leicht. Veränderliches Wasser, einst Jupiters und heute auch Neptuns Reich, gibt dem Apogäum eine weiche, auflösende Beschaffenheit. Ins Exil geht meist die Empfindsamkeit selbst: übersinnliche Eindrücke, tiefes Mitgefühl, spiritueller Hunger oder der Wunsch, sich in Musik, Liebe oder dem Meer zu verlieren. All das wurde vielleicht als schwach, seltsam oder unpraktisch abgetan, und so lernte der Mensch, seine Innenwelt zu verbergen.

Daheim wie im Beruf kann das wie verschwimmende Grenzen aussehen, wie die Neigung, fremde Launen in sich aufzunehmen, oder wie ein Abtauchen in Tagträumerei, in Schlaf oder in endloses Scrollen, wenn das Leben zu rau erscheint. Oft zeigt sich ein Hang, andere zu retten, oder die stille Überzeugung, die eigenen Bedürfnisse zählten nicht. In dunkleren Zeiten wird die Sehnsucht nach Einssein zu Verwirrung, Selbstaufopferung oder einer nebligen Weigerung, unbequeme Wahrheiten überhaupt wahrzunehmen.

Mit Sorgfalt und Geduld behandelt, lässt diese Lilith Fantasie und Mitgefühl frei laufen, ohne zu ertrinken. Kunst, spirituelle Praxis, Musik und Pflegearbeit können ihr weites Fühlen sicher tragen. Wird der Innenwelt vertraut, statt sie zu verstecken, wird diese Lilith zur sanften, furchtlosen Führerin, die andere daran erinnert, dass Empfindsamkeit eine Form von Stärke ist.`,
    keywords: ['Sehnsucht', 'Empfindsamkeit', 'Fantasie', 'Mitgefühl', 'Flucht', 'Mystik'],
    strengths: ['tiefes Mitgefühl', 'lebhafte Fantasie', 'spiritueller Mut', 'liest feine Stimmungen'],
    challenges: ['verschwommene Grenzen', 'Flucht in Fantasien', 'Selbstaufopferung', 'meidet harte Tatsachen'],
  },
};
