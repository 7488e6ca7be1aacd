// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Chiron in den zwölf Häusern, deutsch; das 1. Haus zuerst. */
export const CHIRON_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary: 'Chiron im ersten Haus legt die Wunde in den Körper und den ersten Eindruck und verwandelt mühsam errungene Selbstannahme in eine stille Erlaubnis für andere, sich zeigen zu dürfen.',
    description: `Welchen Schmerz Chiron auch trägt, im 1. Haus liegt er dicht unter der Haut. Der Körper, das Gesicht, die Art, wie jemand eintritt, wirken wie offene Fragen: zu groß, zu still, zu anders, gezeichnet von einer Krankheit, einer Narbe oder einem Spitznamen aus der Kindheit, der hängen blieb. Andere bemerken vielleicht gar nichts Ungewöhnliches an ihm, und doch verblasst das Gefühl, ausgestellt zu sein, nur selten.

Im Alltag sieht das etwa so aus: ein prüfender Blick in jedes Schaufenster, Kleidung, in der man verschwinden kann, eine Vorstellung, die unterwegs zur Feier leise geprobt wird. Manche bauen sich stattdessen eine auftrumpfende Fassade, die jeden daran hindert, zu genau hinzusehen. Unter Druck kann ein einziger Blick oder eine Bemerkung über das Aussehen einen ganzen Nachmittag verderben, und jedem Neuanfang wird mit einem inneren Zusammenzucken begegnet.

Was an dieser Stelle wächst, ist eine seltene Gelassenheit gegenüber sichtbarer Andersartigkeit. Wer mit Leib und eigener Art Frieden geschlossen hat, nicht indem er sie repariert, sondern indem er in ihnen lebt, gibt anderen Raum, sich in ihrer Haut zu entspannen. Trainerinnen, Sportlehrer, Friseure und schlicht gute Freunde mit diesem Chiron lassen Neulinge ohne ein Wort aufatmen. Das Heilsamste ist oft einfache Gegenwart: so zu erscheinen, wie man ist, und das genügen zu lassen.`,
    keywords: ['Körper', 'Erscheinung', 'Identität', 'erster Eindruck', 'Selbstannahme', 'Gegenwart'],
    strengths: ['nimmt befangenen Menschen die Scheu', 'tiefe Achtung vor sichtbarer Verschiedenheit', 'Mut, sich so zu zeigen, wie man ist', 'eine ehrliche, ungeschützte Gegenwart'],
    challenges: ['sich ständig beobachtet fühlen', 'sich hinter einer forschen Fassade verstecken', 'vor Neuanfängen zurückschrecken', 'Bemerkungen über das Aussehen zu Herzen nehmen'],
  },
  // 2. Haus
  {
    summary: 'Chiron im zweiten Haus knüpft einen alten Schmerz an Geld, Besitz und Selbstwert und baut langsam eine praktische Weisheit über Werte auf, auf die sich andere stützen können.',
    description: `Gespräche über Geld am Küchentisch, die Schuhe, die noch ein Jahr halten mussten, die unausgesprochene Regel, dass es selbstsüchtig sei, sich etwas zu wünschen: Solche Erinnerungen stehen oft hinter Chiron im zweiten Haus. Die Wunde betrifft den Wert in beiderlei Sinn, das, was man besitzt, und das, was man sich selbst wert glaubt, und beides ist meist eng miteinander verknotet.

Dieser Knoten zeigt sich in alltäglichen Entscheidungen. Ein Gehalt fühlt sich womöglich nie ausreichend an, ganz gleich wie hoch es ist, oder es gibt die Gewohnheit, die eigene Arbeit zu billig anzubieten, eine Gehaltserhöhung auszuschlagen oder Dinge zu verschenken, bevor sie jemand wegnehmen kann. Andere neigen zum Horten, bewahren Quittungen und Gläser voller Ersatzknöpfe auf, als Schutz gegen einen Verlust, der nie eintritt. Erreicht die Sorge ihren Gipfel, erstarrt das Ausgeben oder wird sorglos, und ein Talent bleibt ungenutzt, weil es zu gewöhnlich erscheint, um zu zählen.

Die Genesung verläuft meist schrittweise und handfest. Wer lernt, einen angemessenen Preis zu nennen, eine kleine Annehmlichkeit ohne Schuldgefühl zu genießen und den persönlichen Wert vom Kontostand zu trennen, verleiht diesem Chiron eine geerdete Autorität in solchen Fragen. Viele werden zu der Freundin oder dem Freund, der anderen ohne Beschämung beim Haushaltsplan hilft oder eine Fähigkeit erkennt, für die man Geld verlangen sollte. Ihre Lehre lautet, dass Wert im Inneren beginnt und sich dann freigiebig teilen lässt.`,
    keywords: ['Selbstwert', 'Geld', 'Besitz', 'Talente', 'Sicherheit', 'Wert'],
    strengths: ['hilft anderen, ihren eigenen Wert zu sehen', 'ein praktischer Blick auf Geld, frei von Scham', 'erkennt verborgene Talente', 'dankbar für schlichte Annehmlichkeiten'],
    challenges: ['Zeit und Können zu billig anbieten', 'nie das Gefühl, es sei genug da', 'Horten oder sorgloses Ausgeben', 'den Wert an das Einkommen knüpfen'],
  },
  // 3. Haus
  {
    summary: 'Chiron im dritten Haus findet seine empfindliche Stelle im frühen Lernen, im Sprechen und unter Geschwistern und wird zu einem geduldigen Vermittler, der anderen hilft, ihre Worte zu finden.',
    description: `Die ersten Schuljahre, das Abendessen, bei dem alle gleichzeitig redeten, ein Geschwister, das schneller oder lauter zu sein schien: Das dritte Haus birgt die ersten Lektionen darin, gehört zu werden, und Chiron an diesem Ort deutet an, dass einige davon wehgetan haben. Vielleicht kam das Lesen spät, ein Akzent wurde verspottet, oder das Band zu Bruder oder Schwester litt unter Rivalität, Entfernung oder Verlust.

Das Echo davon taucht in ganz gewöhnlichen Momenten auf. Schon eine kurze Nachricht zu schreiben, kostet leicht eine Stunde voller Entwürfe; sich in einer Besprechung zu melden, bringt einen trockenen Mund und rasenden Puls. Manche meiden das Geschehen im Viertel und kennen kaum die Nachbarn, andere füllen jede Autofahrt und jede Besorgung mit Geplauder, um das alte Gefühl, übergangen zu werden, fernzuhalten. In einem Tief wirkt ein Rechtschreibfehler oder ein falsch verstandener Name wie der Beweis für ein altes Urteil, langsam oder töricht zu sein.

Allmählich verwandelt sich das Ringen in ein Handwerk. Wer um jeden Satz gekämpft hat, weiß, wie man Informationen dosiert, wie man umformuliert, ohne herablassend zu werden, und wie man jemanden ganz hinten im Raum wahrnimmt, der noch nichts gesagt hat. Lesepaten, Logopädinnen, Journalisten und Verwandte, die bei den Hausaufgaben helfen, zeigen dieses Muster oft. Jedes klare, freundliche Gespräch heilt etwas auf beiden Seiten.`,
    keywords: ['Sprache', 'Lernen', 'Geschwister', 'Schreiben', 'Nachbarschaft', 'Zuhören'],
    strengths: ['geduldig mit langsam Lernenden', 'formuliert um, ohne herablassend zu werden', 'bemerkt die leise Stimme', 'pflegt die Bande unter Geschwistern mit Sorgfalt'],
    challenges: ['sich mit einfachen Nachrichten quälen', 'Angst, töricht zu klingen', 'alte Rivalität unter Geschwistern', 'nervöses Geplauder oder Schweigen'],
  },
  // 4. Haus
  {
    summary: 'Chiron im vierten Haus ruht an der Wurzel der Familie, trägt eine frühe Unruhe rund um das Zuhause und wächst zu der Gabe heran, Orte zu schaffen, an denen andere zur Ruhe kommen.',
    description: `In dem Haus, das am Imum Coeli beginnt, dem Tiefpunkt des Horoskops, berührt Chiron die Fundamente: Herkunft, das erste Zuhause und das private Selbst, das nur wenige Menschen zu sehen bekommen. Oft war im Haushalt etwas ungeklärt, ob häufige Umzüge, die Krankheit eines Elternteils, Geldnot, ein Familiengeheimnis oder einfach das Gefühl, im eigenen Haus nur zu Gast zu sein.

Im Erwachsenenleben kann das Muster darin auftauchen, wie ein Heim geführt wird. Manche packen nie richtig aus und leben jahrelang aus Kisten; andere renovieren ohne Ende und jagen einer Geborgenheit nach, die die Wände nicht ganz liefern können. Familienfeste wecken die alten Rollen binnen Minuten, und Fragen nach der Abstammung haben mitunter eine scharfe Kante. Wächst der Stress, drängt es diesen Menschen, sich in die eigenen Räume zurückzuziehen und die Tür zu schließen, oder gar nicht erst nach Hause zu kommen.

Doch dieselbe Empfindsamkeit schenkt ein seltenes Geschick darin, Schutz zu schaffen. Weil er Wurzellosigkeit kennt, weiß dieser Chiron, was ein Zimmer, einen Garten oder einen Esstisch sicher wirken lässt, und er kann dieses Gefühl auch für andere herstellen, als Gastgeber, als Vermieterin, als Chronist der eigenen Sippe oder als Berater für Menschen im Umbruch. Die Familiengeschichte ehrlich nachzuzeichnen und auszuwählen, was man weitertragen will, bringt meist die tiefste Erleichterung. Viele erleben, dass spätere Jahre ihnen endlich ein Heim schenken, das sich wie ihr eigenes anfühlt.`,
    keywords: ['Zuhause', 'Wurzeln', 'Herkunft', 'Familie', 'Privatsphäre', 'Zugehörigkeit'],
    strengths: ['schafft in einem Raum ein Gefühl von Sicherheit', 'aufrichtig im Blick auf die Familiengeschichte', 'versteht Menschen im Umbruch', 'tiefe innere Stärke'],
    challenges: ['sich nie ganz daheim fühlen', 'wiederkehrende alte Familienrollen', 'Rückzug hinter verschlossene Türen', 'ruheloses Umziehen oder Umbauen'],
  },
  // 5. Haus
  {
    summary: 'Chiron im fünften Haus schmerzt rund um Spiel, Liebschaft und schöpferische Freude und lernt, Kindern wie schüchternen Schaffenden behutsam Vergnügen und Zuversicht zu entlocken.',
    description: `Spaß kann sich mit Chiron im fünften Haus seltsam ernst anfühlen. Irgendwann wurde spontane Freude vermutlich gescholten, verspottet oder jäh beendet, vielleicht durch eine Kindheit, die zu früh endete, einen schöpferischen Versuch, der auf hartes Urteil stieß, oder eine erste Liebe, die schiefging. Daraus entsteht ein vorsichtiges Verhältnis zum Vergnügen selbst.

Im Alltag zeigt es sich in kleinen Verweigerungen. Eine Gitarre steht unberührt in der Ecke, das Skizzenbuch bleibt nach der ersten Seite leer, und die Wochenenden füllen sich mit Hausarbeit statt mit Spielen. Der Liebe wird oft wie einer Prüfung begegnet, die bestanden werden muss, und ein Flirt wirkt eher wie ein Wagnis als wie ein Genuss. Ob man Kinder bekommt, sie großzieht oder einfach Zeit mit ihnen verbringt: Solche Fragen rühren an eine unerwartet wunde Stelle. Unter Anspannung zieht es entweder zum völligen Verzicht oder zu einem Nervenkitzel, der eher betäubt als erfreut.

Zurück führt das Üben, nicht das Vorführen. Ein Hobby nur zum Vergnügen aufzunehmen, über einen ungeschickten ersten Versuch zu lachen, ein Rendezvous leicht bleiben zu lassen: All das baut das Vertrauen in die Freude wieder auf. Daraus entsteht ein sanftes Geschick mit anderen, die gerade erst spielen lernen. Kunstlehrerinnen, Jugendleiter, verspielte Eltern und der Freund, der den Spieleabend organisiert, tragen oft diese Signatur, und sie sorgen dafür, dass sich Vergnügen wieder sicher anfühlt.`,
    keywords: ['Spiel', 'Kreativität', 'Liebschaft', 'Kinder', 'Freude', 'Genuss'],
    strengths: ['ermutigt zögernde Schaffende', 'sanft und geduldig mit Kindern', 'lässt Spaß sicher erscheinen', 'verspielt, sobald Vertrauen gewachsen ist'],
    challenges: ['vorsichtig gegenüber dem Genuss', 'die Liebe als Prüfung behandeln', 'schöpferische Vorhaben früh abbrechen', 'Nervenkitzel, um Schmerz zu betäuben'],
  },
  // 6. Haus
  {
    summary: 'Chiron im sechsten Haus legt den Schmerz in die tägliche Arbeit und die Gesundheitsroutinen und verwandelt das persönliche Ringen mit Körper und Pflicht in kundigen, bescheidenen Dienst.',
    description: `Im gewöhnlichen Räderwerk eines Tages, mit Wecker, Arbeitsweg, Aufgaben und Mahlzeiten, macht sich Chiron im sechsten Haus bemerkbar. Dahinter steht vielleicht eine lange Geschichte mit einem empfindlichen Körper, eine Stelle, an der Einsatz unbemerkt blieb, oder die frühe Lehre, dass Nützlichkeit der Preis dafür sei, gewollt zu werden.

Bei der Arbeit bedeutet das vielleicht, länger zu bleiben, um zu richten, was andere übersehen haben, die öden Arbeiten an sich zu ziehen, vor denen sich alle drücken, oder sich unwohl zu fühlen, sobald Lob kommt. Der Körper dient oft als Warnsystem und reagiert auf Stress, bevor der Kopf ihn zugibt. Routinen werden entweder starr, mit einem strengen Zeitplan als Bollwerk gegen das Chaos, oder zerfasern, weil die Selbstfürsorge immer dann entgleitet, wenn jemand anderes Hilfe braucht. Steigt der Druck, wird Erschöpfung übergangen, bis das nicht mehr geht, und auch Kollegen bekommen dann denselben strengen Blick zu spüren.

Stetige Aufmerksamkeit für die täglichen Gewohnheiten wird zum Weg nach vorn. Auf den Körper zu hören, um ein vernünftiges Arbeitspensum zu bitten und eine Aufgabe fertig statt makellos sein zu lassen, bringt Erleichterung. Die Erfahrung bringt zudem echtes Können im Dienst an anderen hervor: eine Pflegerin, die Müdigkeit versteht, eine Führungskraft, die Ausbrennen früh bemerkt, ein Trainer, der ein Programm an wirkliche Grenzen anpasst. Selbst die Sorge für ein Haustier oder einen Garten kann Teil der Heilung werden. Dieser Chiron zeigt, dass bescheidene, regelmäßige Fürsorge eine Form von Weisheit ist.`,
    keywords: ['Arbeit', 'Gesundheit', 'Routine', 'Dienst', 'Körper', 'Gewohnheiten'],
    strengths: ['bemerkt Überlastung früh', 'passt Fürsorge an echte Grenzen an', 'verlässlich und gründlich bei der Arbeit', 'bescheidener, praktischer Dienst'],
    challenges: ['den Körper übergehen, bis er aufbegehrt', 'Überarbeitung, um sich einen Platz zu verdienen', 'starre oder vernachlässigte Routinen', 'Unbehagen bei Lob'],
  },
  // 7. Haus
  {
    summary: 'Chiron im siebten Haus spürt seine Wunde in enger Partnerschaft und offenem Streit und reift zu einem weisen Begleiter und Ratgeber für die Beziehungen anderer Menschen.',
    description: `Vom Deszendenten aus, gegenüber dem Feld des Selbst, richtet Chiron den Scheinwerfer auf jene, die uns direkt gegenüberstehen: Ehepartner, Geschäftspartner, enge Mitstreiter und sogar erklärte Gegner. Die Wunde entsteht oft in Zweierbeziehungen, etwa durch eine Scheidung, die in jungen Jahren miterlebt wurde, eine frühe Verbindung, die im Verrat endete, oder die wiederkehrende Neigung, sich zu Menschen hingezogen zu fühlen, die gerettet werden wollen.

Dieses Muster wiederholt sich gern so lange, bis es endlich erkannt wird. Partner treten nicht selten mit eigenen Verletzungen ins Leben, und die Beziehung wird zu einer Art Sprechstunde, in der stets einer den anderen versorgt. Manche weichen Verbindlichkeit ganz aus, halten Verträge kurz und Versprechen vage, weil eine echte Bindung sich zu ungeschützt anfühlt. Im Konflikt liegt es nahe, alle Schuld auf sich zu nehmen, oder eine plötzliche Kälte legt sich schützend über die wunde Stelle. Verhandlungen, ob über einen Mietvertrag oder darüber, wer abwäscht, wühlen mehr Gefühl auf, als die Sache verdient.

Daraus erwächst ein seltenes Verständnis dafür, wie zwei Menschen einander tatsächlich begegnen. Sobald die Gewohnheit des Rettens gegenseitigem Respekt weicht, wird dieser Chiron zum geschätzten Vertrauten für Paare, zu einer unparteiischen Schlichterin oder zu einem beständigen Geschäftspartner. Freunde holen gern genau diese Sicht ein, bevor sie selbst große Verpflichtungen eingehen. Die eigentliche Heilung liegt darin, im Gegenüber einen Ebenbürtigen statt eines Patienten zu sehen.`,
    keywords: ['Partnerschaft', 'Ehe', 'Verbindlichkeit', 'Konflikt', 'Verträge', 'Ebenbürtigkeit'],
    strengths: ['Einsicht, wie Paare funktionieren', 'unparteiisches Schlichten', 'ein treuer, verständnisvoller Partner', 'lernt aus jeder Beziehung'],
    challenges: ['Anziehung durch Partner, die gerettet werden wollen', 'Angst vor Bindung', 'alle Schuld auf sich nehmen', 'kalter Rückzug im Streit'],
  },
  // 8. Haus
  {
    summary: 'Chiron im achten Haus begegnet seiner Wunde in Intimität, gemeinsamem Geld und Verlust und wird zu einem gelassenen Begleiter für andere, die durch Krise und Wandel gehen.',
    description: `Einige der schwersten Türen des Lebens öffnen sich zum achten Haus hin: Tod und Erbe, Schulden und gemeinsame Konten, körperliches Vertrauen und die Geheimnisse, die Menschen hüten. Steht Chiron hier, wurde eine dieser Türen womöglich zu früh aufgestoßen. Ein früher Trauerfall, ein Familienstreit um einen Nachlass, ein Darlehen, das platzte, oder ein gebrochenes körperliches Vertrauen hinterlassen leicht eine anhaltende Scheu davor, mit irgendjemandem zu verschmelzen.

Praktisch zeigt sich das vielleicht in getrennten Bankkonten bis weit in eine Ehe hinein, in einem mulmigen Gefühl, sobald ein anderer die Rechnung übernimmt, oder darin, den Papierkram von Testament und Versicherung ganz zu meiden. Nähe schwankt zwischen Hunger und Rückzug: Jemand wird hereingelassen, und dann folgt ein Zurückweichen, sobald echte Verletzlichkeit gefragt ist. Lastet der Druck schwer, dient Kontrolle als wichtigste Verteidigung, und alte Trauer bleibt in einer verschlossenen Schublade versiegelt.

Die Gabe ist eine ungewöhnliche Standfestigkeit, wenn der Boden schwankt. Weil dieser Chiron Abschiede durchgestanden hat, kann er schlicht über Tod, Geld und Begehren sprechen, Themen, bei denen vielen anderen die Worte fehlen. Trauergruppen, Fachleute für Nachlässe, Therapeuten, die mit Traumata arbeiten, und Freunde, die helfen, die Angelegenheiten eines verstorbenen Elternteils zu ordnen, zeigen häufig dieses Muster. Vertrauen, in bemessenen Schritten geschenkt, leistet viel von der Heilung, zusammen mit der Entdeckung, dass eine geteilte Last nicht bedeutet, sich selbst zu verlieren.`,
    keywords: ['Intimität', 'gemeinsame Mittel', 'Verlust', 'Erbschaft', 'Vertrauen', 'Krise'],
    strengths: ['spricht offen über schwere Themen', 'standfest in Umbrüchen', 'versteht Trauer', 'aufrichtig beim gemeinsamen Geld'],
    challenges: ['scheu, sich mit anderen zu verbinden', 'Testamente und Papierkram meiden', 'Kontrolle aus Angst', 'alte Trauer wegschließen'],
  },
  // 9. Haus
  {
    summary: 'Chiron im neunten Haus schmerzt rund um Glauben, Bildung und die weite Welt und reift zu einem demütigen Wegweiser, der anderen hilft, ihre eigenen Antworten zu finden.',
    description: `Fragen nach dem Sinn, höhere Bildung und ferne Orte sammeln sich im neunten Haus, und Chiron beginnt hier oft mit dem Gefühl, davon ausgeschlossen zu sein. Ein Studienplatz, der nie kam, ein Glaube, der erdrückend wirkte, ein Lehrer, der große Fragen abtat, oder ein Umzug ins Ausland, nach dem man in einer neuen Sprache verloren war: All das kann zur Geschichte gehören.

Die Auswirkungen sind oft leise. Mancher zögert, sich gebildet zu nennen, trotz jahrelangen Lesens, hat vor jeder Prüfung und jedem Vorstellungsgespräch einen nervösen Magen oder fühlt tiefes Unbehagen bei religiösen Zusammenkünften. Manche sammeln Abschlüsse und Stempel im Reisepass in der Hoffnung, der nächste werde die Sache endlich erledigen; andere meiden Reisen und Debatten und bleiben auf vertrautem Boden. In den schlimmsten Momenten verhärten sich Meinungen zu Vorträgen, oder ein Gefühl der Fremdheit färbt jede Begegnung mit einer anderen Kultur.

Im Lauf der Zeit verwandelt sich die Suche selbst in Weisheit. Wer sich vom Lernen ausgeschlossen fühlte, lehrt oft auf eine Weise, die Türen öffnet, und heißt Erwachsene im Studium, die Ersten ihrer Familie an einer Hochschule und Reisende fern der Heimat willkommen. Reiseleiter, Professorinnen, Übersetzer und Schreibende, die diese Anlage prägt, achten den Zweifel meist ebenso wie die Überzeugung. Demut trägt die Heilung weiter: die eigenen Ansichten behutsam halten und den Weg ebenso schätzen wie die Antworten.`,
    keywords: ['Glaube', 'höhere Bildung', 'Reisen', 'Sinn', 'Lehren', 'fremde Kulturen'],
    strengths: ['lehrt so, dass Außenstehende dazugehören', 'achtet Zweifel und andere Ansichten', 'wohl an fremden Orten', 'lernt ein Leben lang'],
    challenges: ['sich trotz Wissens unzulänglich fühlen', 'dozieren, wenn man unsicher ist', 'Reisen meiden oder ihnen nachjagen', 'alte Kränkung durch Religion oder Schule'],
  },
  // 10. Haus
  {
    summary: 'Chiron im zehnten Haus trägt seine Wunde in Beruf und öffentliches Ansehen und findet oft eine Berufung, die persönliches Ringen in sichtbaren Dienst an anderen verwandelt.',
    description: `Im Haus des Medium Coeli steht Chiron für alle gut sichtbar. Laufbahn, Ruf und die Rolle, die jemand im öffentlichen Leben spielt, tragen hier eine empfindliche Ladung, oft geprägt von den Erwartungen eines Elternteils, einer öffentlichen Blamage oder dem Gefühl, nie recht zu wissen, was aus einem werden soll. Die Frage nach der passenden Berufung begleitet diesen Menschen oft bis weit ins Erwachsenenalter.

Gerade verläuft der berufliche Weg bei dieser Stellung selten. Stellen wechseln mitunter mehrmals, bevor etwas passt, und eine Beförderung weckt ebenso viel Bangen wie Stolz. Manche meiden Führungsaufgaben, um prüfenden Blicken zu entgehen; andere steigen rasch auf und fühlen sich an der Spitze wie Hochstapler, die nur darauf warten, dass jemand einen Makel entdeckt. Kritik von der Chefin oder eine öffentliche Besprechung trifft härter als erwartet, und ein einziger Fehltritt vor Kollegen spielt sich im Kopf noch wochenlang immer wieder ab.

Häufig entsteht eine Berufung aus eben dieser Wunde. Eine frühere Patientin wird zur Fürsprecherin, wer sich in der Schule schwertat, leitet später eine Schule, und wer einst eine Besonderheit verbarg, spricht auf einer öffentlichen Bühne offen darüber. Weil der Schmerz sichtbar ist, ist es auch die Genesung, und sie macht anderen Mut. Dieser Chiron lernt, dass Autorität auch Ehrlichkeit über die eigenen Grenzen einschließen darf und dass ein Ruf, der auf echter Erfahrung gründet, meist dauerhafte Achtung gewinnt.`,
    keywords: ['Laufbahn', 'Ruf', 'Berufung', 'Autorität', 'öffentliche Rolle', 'Lebensaufgabe'],
    strengths: ['macht aus Erfahrung eine Berufung', 'führt mit Offenheit über Grenzen', 'wirkt durch das eigene Beispiel', 'ein wandlungsfähiger Berufsweg'],
    challenges: ['sich wie ein Hochstapler fühlen', 'Bangen vor öffentlichen Fehlern', 'sichtbare Rollen meiden', 'die Erwartungen der Eltern mit sich tragen'],
  },
  // 11. Haus
  {
    summary: 'Chiron im elften Haus fühlt sich aus Gruppen und Freundschaften ausgeschlossen und lernt, Kreise zu sammeln, in denen Menschen vom Rand wirklich dazugehören können.',
    description: `Als Letzter in eine Mannschaft gewählt werden, zusehen, wie sich ein Freundeskreis ohne eigene Einladung bildet, oder sich von einer Gruppe entfernen, die einmal wie Familie war: Das elfte Haus bewahrt Erinnerungen an Zugehörigkeit und Ausgrenzung, und Chiron an dieser Stelle behält meist die schmerzhaften davon. Auch die Wünsche für später haben womöglich einen wunden Punkt, als könnte allzu offenes Hoffen Enttäuschung herbeirufen.

Nach Freundschaft wird sehnlich gesucht, und doch wird sie zugleich ein Stück weit auf Abstand gehalten. Mancher schweigt im Gruppenchat, verlässt Treffen früh oder wird zum hilfsbereiten Organisator, der in jedem Ausschuss sitzt und sich doch niemandem anvertraut. Anliegen und Netzwerke stiften zwar einen Sinn, ohne dabei echte Nähe zu schenken. Regen sich alte Gefühle, wirkt eine kleine Zurücksetzung, etwa eine unbeantwortete Nachricht, wie der Beweis, unerwünscht zu sein, und Zukunftspläne wandern in die Schublade, bevor sie erprobt sind.

Die Wende kommt oft durch eine einzige vertrauensvolle Freundschaft, die sich dann allmählich immer weiter ausdehnt, bis ein größerer Kreis entsteht. Weil er den Rand kennt, bemerkt dieser Chiron, wer auf einem Fest allein dasteht, und er baut Selbsthilfegruppen, Gemeinschaften im Netz und ehrenamtliche Teams auf, in denen ganz verschiedene Menschen ihren Platz finden. Persönliche Hoffnungen laut auszusprechen und im Gegenzug Hilfe von der Gruppe anzunehmen, schließt am Ende den Kreis.`,
    keywords: ['Freundschaft', 'Gruppen', 'Zugehörigkeit', 'Hoffnungen', 'Gemeinschaft', 'Teilhabe'],
    strengths: ['bemerkt, wer außen vor bleibt', 'baut einladende Gemeinschaften auf', 'ein treuer Freund, sobald Vertrauen wächst', 'arbeitet gut auf gemeinsame Ziele hin'],
    challenges: ['Ausgrenzung schon erwarten', 'Gruppen helfen, ohne sich anzuvertrauen', 'Kränkungen in Schweigen hineinlesen', 'Hoffnungen zu früh aufgeben'],
  },
  // 12. Haus
  {
    summary: 'Chiron im zwölften Haus verbirgt seine Wunde in der Einsamkeit und im Unausgesprochenen und offenbart nach und nach ein tiefes, stilles Mitgefühl für jene, die die Welt übersieht.',
    description: `Chiron im zwölften Haus wirkt hinter dem Vorhang. Die Wunde lässt sich oft schwer benennen, weil sie in dem lebt, was nie gesagt wurde: eine Trauer, über die die Familie schwieg, ein Kummer, den man bei einem Elternteil spürte, oder eine Zeit der Abgeschiedenheit, die keine klare Erinnerung hinterließ, nur eine Stimmung. Häufig wird der Schmerz lange gefühlt, bevor seine Quelle bekannt ist.

Alleinsein ist Zuflucht und Falle zugleich. Zeit mit einem Tagebuch, ein langer Spaziergang oder eine stille Kapelle können das Gleichgewicht wiederherstellen, doch zu viel Rückzug gleitet ins Verstecken ab. Manche tragen ungefragt die Lasten anderer, arbeiten unsichtbar im Hintergrund und beanspruchen nie die Anerkennung dafür. Träume sind häufig lebhaft und aufschlussreich. In angespannten Zeiten lockt es, einfach zu verschwinden, in den Schlaf, in Ablenkung oder in die Gewohnheit, zu sagen, alles sei in Ordnung, und Selbstzweifel wachsen im Dunkeln, wo niemand sie infrage stellen kann.

Geduldige Arbeit am Inneren holt diese Stellung ans Licht. Besinnung, Therapie, Gebet, Meditation oder schöpferisches Tun können dem namenlosen Schmerz eine Gestalt geben, und einmal benannt, wird er weicher. Was bleibt, ist ein tiefes Mitgefühl mit allen, die ungesehen bleiben: in Krankenhäusern, Gefängnissen, Notunterkünften oder einfach in einsamen Zimmern. Seelsorgerinnen, Nachtschichtkräfte und stille Freiwillige mit Chiron im 12. Haus tragen Würde an verborgene Orte, und ihre Sanftheit wirkt noch lange nach, wenn sie gegangen sind.`,
    keywords: ['Alleinsein', 'das Verborgene', 'Mitgefühl', 'Rückzug', 'Träume', 'innere Arbeit'],
    strengths: ['Mitgefühl für die Übersehenen', 'spendet Trost an verborgenen Orten', 'Einsicht durch Besinnung', 'wirkt gut im Hintergrund'],
    challenges: ['Schmerz ohne erkennbaren Grund', 'Rückzug, der zum Versteck wird', 'unsichtbare Lasten tragen', 'Selbstzweifel in der Abgeschiedenheit'],
  },
];
