// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Jupiter in jedem der zwölf Häuser, das 1. Haus zuerst (übersetzt aus JUPITER_IN_HOUSE_EN). */
export const JUPITER_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary: 'Jupiter im ersten Haus verleiht eine warme, raumgreifende Ausstrahlung, begegnet der Welt mit Zuversicht und offener Herzlichkeit und lädt damit oft das Glück zu sich ein.',
    description: `Ein breites Lächeln an der Tür, ein herzhaftes Lachen im Flur, eine Art, Raum einzunehmen, die andere seltsamerweise beruhigt: Jupiter im 1. Haus fällt meist auf, noch ehe jemand den Mund aufgemacht hat. Der Körper selbst trägt oft die Handschrift des Planeten, durch eine stattliche Statur, eine volle Stimme oder einfach eine Aura von Gelassenheit. Das Selbstvertrauen stellt sich früh ein, und Fremde antworten oft mit Vertrauen; sie bieten Stellen, Wegbeschreibungen, Einladungen und zweite Chancen an.

Vertrauen heißt hier zuerst Vertrauen in das eigene Selbst als lohnenden Ausgangspunkt. Neuanfänge fühlen sich natürlich an, und Rückschläge gelten meist als Umwege, nicht als Urteile. Die Großzügigkeit kommt direkt und persönlich, wird Auge in Auge verschenkt und oft mit Humor gewürzt.

Schwierigkeiten bringt das Maß. Appetit, Versprechen und Selbstbild können anschwellen, sodass der Hosenbund, der Terminkalender oder das Ego über das Bequeme hinauswachsen. Womöglich besteht die Gewohnheit, darauf zu bauen, dass Charme jede Lücke in der Vorbereitung überdeckt, oder für andere zu sprechen, ohne sie vorher zu fragen.

Reif gelebt, bewahrt diese Stellung ihre Wärme und fügt ihr Maß hinzu: mit etwas Sorgfalt essen und ruhen, Tatsachen prüfen, bevor etwas versprochen wird, und leiseren Stimmen Raum lassen. Dann wird dieser Jupiter zum lebendigen Beispiel der Hoffnung, zu einem Menschen, dessen Ankunft eine schwere Aufgabe plötzlich machbar erscheinen lässt.`,
    keywords: ['Zuversicht', 'Ausstrahlung', 'Selbstvertrauen', 'Vitalität', 'Glaube an sich selbst', 'Neuanfänge'],
    strengths: ['eine einladende, hoffnungsvolle Art', 'Widerstandskraft nach Rückschlägen', 'natürliche Sicherheit im Umgang mit Fremden', 'Leichtigkeit beim Neubeginn'],
    challenges: ['Maßlosigkeit, die sich im Körper zeigt', 'mehr versprechen, als sich einlösen lässt', 'auf Charme statt auf Vorbereitung setzen', 'ein aufgeblähtes Selbstbild'],
  },
  // 2. Haus
  {
    summary: 'Jupiter im zweiten Haus weitet den Strom von Geld und Begabung, verbindet den Selbstwert mit Großzügigkeit und vertraut darauf, dass die Mittel da sein werden, wenn man sie braucht.',
    description: `Einkommen und Selbstwert laufen mit Jupiter im 2. Haus meist auf Optimismus. Meist besteht ein sicherer Blick für den wahren Wert der Dinge, ein Händchen dafür, aus einem Hobby Einnahmen zu machen, oder den Mut, um die Gehaltserhöhung zu bitten, die andere sich nicht zu erbitten trauten. Mittel kommen über viele Kanäle herein, und die Grundüberzeugung ist schlicht: Es wird genug geben, und genug, um zu teilen.

Die Werte sind weit gefasst und meist ethisch. Geld zählt weniger als Punktestand denn als Mittel zu Behaglichkeit, Bildung, Reisen oder Hilfe für andere, und Besitztümer tragen oft Geschichten in sich, etwa die geerbte Schale, die viel gelesenen Bücher oder der Mantel, der für eine besondere Reise gekauft wurde. Auch Begabungen zählen als Reichtum, und diese Stellung wird reicher, indem sie ihnen vertraut und sie entwickelt.

Wird es eng, schlägt dieselbe Leichtigkeit leicht in Sorglosigkeit um. Die Ausgaben eilen den Einnahmen voraus, ein Kredit fühlt sich allmählich wie Einkommen an, und Schnäppchen werden gekauft, nur weil sie Schnäppchen sind. Manche knüpfen ihren Wert an einen bestimmten Lebensstil und fühlen sich kleiner, wenn er schrumpft.

Ein Haushaltsplan muss die Gabe nicht dämpfen. Wird das Geben geplant statt spontan verstreut und leiten die eigenen Werte die Einkäufe, baut Jupiter hier einen stetigen Wohlstand auf, der einen Haushalt, ein Anliegen und einen großen Freundeskreis tragen kann.`,
    keywords: ['Wohlstand', 'Werte', 'Verdienst', 'Begabungen', 'Großzügigkeit', 'Selbstwert'],
    strengths: ['ein gutes Auge für echten Wert', 'Verdienst durch natürliche Begabungen', 'freigebiges Teilen der Mittel', 'ruhiges Vertrauen, dass es reichen wird'],
    challenges: ['Ausgaben vor den Einnahmen', 'Kredit für Reichtum halten', 'den Wert an einen Lebensstil knüpfen', 'kaufen, weil es ein Schnäppchen ist'],
  },
  // 3. Haus
  {
    summary: 'Jupiter im dritten Haus erweitert Rede, Studium und das Leben im Viertel, bringt Gelegenheiten durch Gespräche, kurze Fahrten, Nachbarn und Geschwister und dazu einen lebenslangen Lernhunger.',
    description: `Die alltägliche Bewegung wird mit dieser Stellung zum Motor des Wachstums. Die Besorgung, aus der ein langes Gespräch in der Bäckerei wird, die Busfahrt, die mit Lesen vergeht, der Wochenendausflug in den Nachbarort: Jedes davon kann eine Tür öffnen. Jupiter im 3. Haus lebt vom Kontakt, und nützliche Gelegenheiten kommen oft von einer Nachbarin, einem Cousin oder aus einer beiläufigen Bemerkung.

Worte sind sein Medium. Sprechen, Schreiben, Erklären und Erzählen gelingen warmherzig und mit einem natürlichen Sinn für Größenordnungen, sodass eine kleine Tatsache in ein größeres Bild eingefügt wird. Die Beziehungen zu Brüdern und Schwestern sind meist unterstützend oder einfach zahlreich, und die frühen Schuljahre hinterlassen oft eine bleibende Liebe zu Büchern und Fragen. Großzügigkeit zeigt sich in Nachhilfe, in ausführlich beantworteten Nachrichten und im Weiterreichen jeder frisch erworbenen Erkenntnis.

Unter Anspannung drohen Übertreibung und Überfülle. Geschichten wachsen beim Weitererzählen, Meinungen werden als Tatsachen verkündet, und ein voller Terminplan aus Kursen, Plaudereien und Vorhaben im Viertel lässt wenig Raum für Tiefe. Mitunter neigt dieser Jupiter dazu, Geschwistern Predigten zu halten oder zu dozieren, wo eine kurze Antwort genügen würde.

Zuhören ist das Gegengewicht. Verbindet sich die Neugier mit Genauigkeit und Geduld, gilt dieser Jupiter bald als verlässlicher Wegweiser in seiner eigenen Gemeinschaft, zu jemandem, der Ideen für jeden, der fragt, in greifbare Nähe rückt.`,
    keywords: ['Lernen', 'Rede', 'Geschwister', 'Nachbarschaft', 'kurze Reisen', 'Schreiben', 'Neugier'],
    strengths: ['klares, lebendiges Erklären', 'Glück durch Kontakte vor Ort', 'unterstützende Bande zu Geschwistern', 'eine bleibende Liebe zum Studium'],
    challenges: ['beim Weitererzählen übertreiben', 'Meinungen als Tatsachen ausgeben', 'ein überfüllter Terminplan', 'dozieren statt zuhören'],
  },
  // 4. Haus
  {
    summary: 'Jupiter im vierten Haus verwurzelt seinen Glauben in Heim und Familie, sucht einen geräumigen privaten Rückhalt und wird oft mit den Jahren zufriedener und gefestigter.',
    description: `Der Familientisch ist hier meist lang, und für einen weiteren Gast findet sich immer noch irgendwo ein Platz. Jupiter ganz unten im Horoskop, nahe dem Imum Coeli, knüpft Wachstum an Zugehörigkeit: an ein Zuhause, das großzügig wirkt, an eine Familiengeschichte, die Sinn stiftet, und an ein inneres Gefühl der Sicherheit, das an jedem Wohnort mitreist. Viele so Geborene wünschen sich Raum im wörtlichen Sinn, etwa einen Garten, eine große Küche oder ein Haus auf dem Land, und ziehen dafür auch mehrmals um, um ihn zu finden.

Zur Kindheit gehörte vielleicht ein warmherziger oder frommer Elternteil oder ein Haushalt voller Verwandter und Gäste. Selbst wo die frühen Jahre hart waren, zeugt diese Stellung von der Fähigkeit, das fehlende Zuhause selbst zu bauen und mit Gastfreundschaft zu füllen. Die Überlieferung verbindet das 4. Haus mit dem späteren Leben, und Jupiter deutet hier oft an, dass die Zufriedenheit mit dem Alter wächst.

In seiner schwierigsten Form wird das Heim zu groß, um es zu bewältigen, in Ziegeln wie in Gefühlen. Geld fließt dann in Immobilien, jeder Verwandte wird aufgenommen, oder die Familienvergangenheit wird so blank poliert, dass echte Probleme unausgesprochen bleiben. Auch kann das Privatleben so behaglich werden, dass die weite Welt gemieden wird.

Schwingt die Tür in beide Richtungen, lässt sie andere herein und den Haushalt hinaus, schafft Jupiter im 4. Haus einen Rückhalt, der im Stillen viele Menschen nährt.`,
    keywords: ['Zuhause', 'Familie', 'Wurzeln', 'Gastfreundschaft', 'Zugehörigkeit', 'innere Sicherheit', 'Grundbesitz'],
    strengths: ['eine Gabe für Gastfreundschaft', 'starkes Gefühl der Zugehörigkeit', 'kann ein tragendes Zuhause schaffen', 'Zufriedenheit, die mit der Zeit wächst'],
    challenges: ['zu viel Geld fürs Zuhause', 'die Familienvergangenheit verklären', 'mehr aufnehmen, als sich tragen lässt', 'Rückzug vor der Außenwelt'],
  },
  // 5. Haus
  {
    summary: 'Jupiter im fünften Haus vergrößert Freude, Spiel und schöpferisches Wagnis, findet Sinn in Liebe, Kindern und Kunst und schenkt allem, was er liebt, großzügig seine Wärme.',
    description: `Vergnügen wird hier ernst genommen, im besten Sinn. Jupiter im 5. Haus behandelt Entzücken als Quelle des Glaubens: Eine bemalte Leinwand, eine volle Tanzfläche, ein Brettspiel mit Kindern oder eine Sommerliebe können sich wie ein Beweis anfühlen, dass das Leben gut ist. Die Kreativität fließt meist leicht, und oft findet sich ein Talent für Bühne, Sport, Gastgeberrollen oder jedes Handwerk, das aus Liebe statt aus Pflicht betrieben wird.

Kinder, ob eigene, Schulkinder, Nichten, Neffen oder die Jugend aus der Nachbarschaft, bringen häufig Glück und Lektionen zu gleichen Teilen. Die Liebe ist offenherzig und verschwenderisch, mit großen Gesten und dem Wunsch, dass sich der geliebte Mensch gefeiert fühlt. Hobbys können zu etwas Größerem heranwachsen, und aus einer verspielten Idee wird nicht selten ein bleibendes Werk.

Übermaß ist die übliche Falle: zu viele lange Nächte, zu viel Geld für Vergnügungen, riskante Wetten oder Liebschaften, die eher wegen des Dramas als wegen der Tiefe gewählt werden. Stolz auf das eigene Schaffen kann es schwer machen, Kritik zu hören, und Kinder spüren mitunter den Druck, stellvertretend für einen Elternteil zu glänzen.

Freude hält, wenn sie geteilt und geübt wird. Regelmäßige Zeit zum Gestalten und ein verspielter Geist, der in gewöhnliche Tage mitgenommen wird, erlauben diesem Jupiter, jedem Kind, jeder Künstlerin und jedem Liebenden, dem er begegnet, Mut zuzusprechen.`,
    keywords: ['Freude', 'Kreativität', 'Romantik', 'Kinder', 'Spiel', 'Selbstausdruck'],
    strengths: ['schöpferisches Selbstvertrauen', 'Wärme gegenüber Kindern', 'großzügige, feiernde Liebe', 'ein Talent, aus Anlässen ein Fest zu machen'],
    challenges: ['riskante Wetten und zu viel Geld für Vergnügen', 'Drama in der Liebe suchen', 'Empfindlichkeit gegenüber Kritik am eigenen Werk', 'hohe Erwartungen an die Kinder'],
  },
  // 6. Haus
  {
    summary: 'Jupiter im sechsten Haus wächst durch tägliche Arbeit, feste Abläufe und den Dienst an anderen und vertraut darauf, dass stetige, nützliche Mühe und Sorge für den Körper gute Gelegenheiten öffnen.',
    description: `Mit Jupiter im 6. Haus liegt der Segen in gewöhnlichen Tagen. Der Trott eines Arbeitsplatzes, der Spaziergang vor dem Frühstück, die Liste, die bis zum Abend abgehakt ist: Dort sammelt sich der Sinn. Arbeit findet sich meist bereitwillig, manchmal mehr, als zu bewältigen ist, und Kolleginnen und Kollegen erleben diesen Menschen oft als hilfsbereit, gut gelaunt und schnell zur Stelle, wenn eine Schicht übernommen werden muss.

Dienen ist hier ein Akt des Glaubens. Nützlich zu sein, bereitet echte Befriedigung, ob in einer Praxis, einem Klassenzimmer, einer Reparaturwerkstatt oder einem Haushalt, und Aufgaben für andere fühlen sich lohnend an statt niedrig. Fertigkeiten wachsen meist durch Übung, und ein guter Mentor oder eine Lehrzeit kann viel bewirken.

Zu viel des Guten ist dabei die eigentliche Gefahr. Wer jede Bitte annimmt, sitzt bald an einem überladenen Schreibtisch und bis spät in die Nacht, Gesundheitsgewohnheiten schwanken zwischen ehrgeizigen Programmen und langen Pausen, und üppiges Essen oder zu wenig Ruhe summieren sich ganz still. Dazu kommt mitunter der Hang, über die richtige Ernährung oder die richtige Arbeitsmethode zu predigen.

Maßhalten ist hier die wichtigste Lektion von allen. Realistische Routinen, ein Nein zu manchen Aufgaben und Erholung als fester Bestandteil der Arbeit machen aus diesem Jupiter eine heitere, verlässliche Gegenwart, deren alltägliche Hilfe ein ganzes Team trägt.`,
    keywords: ['Arbeit', 'Dienst', 'Routine', 'Gesundheitsgewohnheiten', 'Können', 'Nützlichkeit'],
    strengths: ['heitere Hilfsbereitschaft', 'stetig wachsende Fertigkeiten', 'gutes Ansehen im Kollegium', 'Sinn in täglichen Aufgaben'],
    challenges: ['zu viel Arbeit annehmen', 'Schwanken zwischen Gesundheitsprogrammen und Rückfällen', 'Ruhe vernachlässigen', 'über Methoden predigen'],
  },
  // 7. Haus
  {
    summary: 'Jupiter im siebten Haus wächst durch Partnerschaft, findet Gelegenheiten in Ehe, engen Bündnissen und Verträgen und bringt in jede Zweierbeziehung guten Glauben mit.',
    description: `Andere Menschen sind hier das eigentliche Tor zur Welt. Jupiter im Haus der Partner, gegenüber dem 1. Haus, zieht meist Partner, Klienten und Mitstreiter an, die die Welt weiter machen: jemanden aus einer anderen Kultur, einen weisen und ermutigenden Ehepartner, eine Geschäftspartnerin mit großen Plänen. Wachstum geschieht zu zweit, und viele der besten Chancen im Leben kommen über einen Menschen, der eine Empfehlung, einen Vertrag oder einfach seinen Glauben an einen anbietet.

Der Glaube zeigt sich als Vertrauen in die Verbindlichkeit. Es herrscht die großzügige Annahme, dass Vereinbarungen fair sein und beide Seiten gewinnen können, was einen guten Verhandler, Berater oder Vermittler ausmacht. Selbst offene Gegner werden in der Regel mit Respekt behandelt, und Streitigkeiten werden oft mit gutem Willen beigelegt.

Schwierigkeiten entstehen, wenn von anderen zu viel erwartet wird. Ein Partner wird vielleicht als Quelle allen Glücks verklärt oder als Lehrer betrachtet, dem man folgt, statt als Ebenbürtiger. Manche binden sich schnell und mehr als einmal oder dulden Maßlosigkeit beim Gefährten, weil die Hoffnung immer wieder flüstert, es werde besser. Auch rechtliche Angelegenheiten wachsen unter Umständen über das Geplante hinaus.

Der gesunde Weg paart Großzügigkeit mit klaren Bedingungen. Werden Erwartungen laut ausgesprochen und bekommt jeder Partner Raum zum Wachsen, schmiedet dieser Jupiter Bündnisse, die beide bereichern und oft auch alle um sie herum.`,
    keywords: ['Partnerschaft', 'Ehe', 'Verträge', 'Fairness', 'Bündnisse', 'Wohlwollen'],
    strengths: ['zieht hilfreiche Partner an', 'Fairness beim Verhandeln', 'Wohlwollen gegenüber offenen Gegnern', 'Vertrauen in Verbindlichkeit'],
    challenges: ['einen Partner verklären', 'sich zu schnell binden', 'Maßlosigkeit aus Hoffnung dulden', 'Streitigkeiten zu groß werden lassen'],
  },
  // 8. Haus
  {
    summary: 'Jupiter im achten Haus sucht Wachstum durch Tiefe, gemeinsame Mittel und Wandlung und glaubt an die Fähigkeit, mit erneuertem Sinn aus einer Krise hervorzugehen.',
    description: `Was gemeinsam gehalten wird, rückt mit Jupiter im 8. Haus in den Mittelpunkt. Gemeinsame Konten, das Einkommen eines Partners, Kredite, Policen, Abgaben und Erbschaften sind der Boden, auf dem sich oft Gelegenheiten zeigen, und vielleicht zeigt sich Geschick darin, das Geld anderer zu verwalten oder die Unterstützung von Geldgebern zu gewinnen. Doch das tiefere Feld ist seelisch: das Vertrauen, das nötig ist, um Leben zu verschmelzen, und die Kühnheit, dem standzuhalten, was alles verändert.

Intimität ist meist großzügig und intensiv. Geheimnisse, Körper und Ängste zu teilen, erscheint als Weg zum Sinn, und Nähe wird als etwas Heiliges behandelt. Wenn Verlust oder Umbruch kommen, findet diese Stellung oft unerwartete Kraftquellen, einen ruhigen Glauben daran, dass ein Ende auch ein Übergang ist. Interesse an Psychologie, Forschung, Geheimnissen oder den Fragen, die Menschen gewöhnlich meiden, ist verbreitet.

Die Gefahr liegt in der Verstrickung. Schulden werden womöglich zu bequem, gemeinsame Finanzen verschwimmen, und der Wunsch nach Intensität zieht unter Umständen zu Drama oder Abhängigkeit. Das Hoffen darauf, dass ein Erbe, eine Rettung oder das Vermögen eines Partners die Dinge löst, kann die eigene Anstrengung hinauszögern.

Klare Vereinbarungen und eine ehrliche Abrechnung über das gemeinsame Geld halten diesen Jupiter gesund. Seine Stärke in der Krise wird dann zum Geschenk, und er kann Freunde, Klienten oder Angehörige mit steter Hoffnung durch ihre schwersten Übergänge begleiten.`,
    keywords: ['gemeinsame Mittel', 'Intimität', 'Wandlung', 'Erbe', 'Krise', 'Tiefe', 'Vertrauen'],
    strengths: ['ruhiger Glaube in der Krise', 'Geschick mit gemeinsamen Finanzen', 'großzügige, vertrauensvolle Intimität', 'Mut, harten Wahrheiten zu begegnen'],
    challenges: ['sich an Schulden gewöhnen', 'verschwimmende gemeinsame Finanzen', 'Intensität um ihrer selbst willen suchen', 'auf Rettung warten'],
  },
  // 9. Haus
  {
    summary: 'Jupiter im neunten Haus, einem natürlichen Zuhause des Planeten, wächst durch Studium, Reisen und Glauben, sucht die Wahrheit über Grenzen hinweg und teilt seine Vision mit echter Begeisterung.',
    description: `Mit dieser Stellung ruft der Horizont unablässig. Das 9. Haus entspricht dem Schützen, Jupiters eigenem Zeichen, und hier bewegt sich die Sinnsuche des Planeten frei durch Universitäten, Bibliotheken, weite Reisen, Fremdsprachen, Religion, Recht und Verlagswesen. Ein Jahr Auszeit, ein Auslandsstudium oder eine späte Rückkehr an die Hochschule kann den Lauf eines Lebens verändern, und Menschen aus fernen Gegenden werden oft zu Wegweisern.

Der Glaube steht im Zentrum, ist aber nicht immer förmlich. Manche leben eine religiöse Tradition mit Tiefe und Wärme; andere bauen sich aus Lektüre, Reisen und Gesprächen eine persönliche Philosophie. So oder so besteht ein starker Drang, das Warum zu verstehen und das Verstandene durch Lehre, Schreiben oder Begleitung weiterzugeben. Freigebig ist dieser Jupiter vor allem, wenn er anderen weitere Welten eröffnet.

Die Schattenseite ist eine Überzeugung, die zur Gewissheit erstarrt. Meinungen geraten leicht zu Predigten, Pläne für die nächste Reise verdrängen die Aufmerksamkeit für die Gegenwart, und die Liebe zu großen Ideen überspringt praktische Einzelheiten. Rastlosigkeit erschwert es mitunter, lange genug an einem Ort, in einer Stelle oder bei einem Glauben zu bleiben, damit er Früchte trägt.

Demut schafft hier das nötige Gleichgewicht. Ein Geist, der weiter Fragen stellt und andere Wege achtet, lässt diesen Jupiter zu einem weisen, offenherzigen Lehrer werden, dessen Weitblick viele Leben bereichert.`,
    keywords: ['Glaube', 'höhere Bildung', 'Reisen', 'Philosophie', 'Lehre', 'fremde Kulturen'],
    strengths: ['ein großzügiger Wissensdurst', 'Leichtigkeit im Umgang mit anderen Kulturen', 'eine Gabe zum Lehren und Begleiten', 'eine gelebte persönliche Philosophie'],
    challenges: ['predigen statt teilen', 'Gewissheit, die den Geist verschließt', 'praktische Einzelheiten vernachlässigen', 'Rastlosigkeit, die nie zur Ruhe kommt'],
  },
  // 10. Haus
  {
    summary: 'Jupiter im zehnten Haus erweitert Laufbahn und öffentliches Ansehen, bringt oft Anerkennung, Förderer und Führungsrollen und verlangt, dass der Erfolg etwas Größerem dient als dem Ehrgeiz.',
    description: `Das öffentliche Leben verläuft mit Jupiter im 10. Haus meist gut. Der Ruf wächst beinahe von selbst, Beförderungen und Angebote tauchen auf, und Autoritätspersonen sind oft bereit zu fördern, zu empfehlen oder zu lehren. Sichtbare Rollen in Bildung, Recht, Politik, Wirtschaft, Reisebranche oder überall dort, wo Weitblick und Vertrauen gefragt sind, ziehen diese Menschen besonders an.

Der tiefere Antrieb ist, eine Arbeit zu tun, die etwas bedeutet. Ein Titel zählt weniger als das Gefühl, zu einer größeren Geschichte beizutragen, und die erfüllendsten Laufbahnen verbinden meist Ansehen mit einem Zweck, etwa Lehren, Beraten oder den Aufbau von Institutionen. Seine Großmut beweist er, indem er Neulinge fördert und den eigenen Einfluss nutzt, um anderen Türen zu öffnen.

Eine große Bühne bringt eigene Gefahren mit sich. Der Ehrgeiz wächst gern über Können oder Zeit hinaus, und der Wunsch, erfolgreich auszusehen, verleitet dazu, zu viel zu übernehmen oder Ergebnisse zu versprechen, die vom Glück abhängen. Stolz auf die eigene Stellung macht es schwer, Fehler einzugestehen, und das Privatleben wird unter Umständen einem öffentlichen Bild geopfert.

Integrität hält den Aufstieg stetig. Wird Leistung an dem Guten gemessen, das sie bewirkt, und der Verdienst mit denen geteilt, die geholfen haben, wächst dieser Jupiter in die Rolle einer geachteten öffentlichen Gestalt hinein, deren Beispiel andere ermutigt, sich hohe Ziele zu setzen.`,
    keywords: ['Beruf', 'Ruf', 'Führung', 'Anerkennung', 'Förderer', 'öffentliche Rolle', 'Lebenszweck'],
    strengths: ['ein guter öffentlicher Ruf', 'Unterstützung durch Förderer und Vorgesetzte', 'natürliche Führungskraft', 'Arbeit, die mit einem Sinn verbunden ist'],
    challenges: ['Ehrgeiz, der das Können übersteigt', 'zu viel übernehmen, um erfolgreich zu wirken', 'Stolz, der Fehler verbirgt', 'das Privatleben vernachlässigen'],
  },
  // 11. Haus
  {
    summary: 'Jupiter im elften Haus wächst durch Freundschaft, Gruppen und gemeinsame Hoffnungen, zieht oft einen weiten, hilfreichen Kreis an und glaubt fest daran, was Menschen gemeinsam vermögen.',
    description: `Freunde vermehren sich um diesen Jupiter herum, und die ältere Astrologie nannte das 11. Haus sogar die Freude des Planeten. Vereine, Teams, Online-Gemeinschaften, Verbände und Anliegen heißen ihn meist willkommen, und gute Chancen ergeben sich häufig über jemanden aus dem Netzwerk: der Freund eines Freundes, der einen Partner sucht, eine Gruppe, die eine Bühne bietet, ein Mitglied, das sich an einen Namen erinnert. Großzügigkeit fließt hier seitwärts, unter Gleichgestellten, als Gefälligkeit, Empfehlung und fröhliche Unterstützung.

Die Hoffnungen sind groß und oft gemeinschaftlich ausgerichtet. Träume von einem besseren Viertel, einem gerechteren Arbeitsplatz oder einem Vorhaben, das viele Menschen einbezieht, geben dem Leben Sinn, und die Zuversicht ruht zum Teil auf der Überzeugung, dass sich die Zukunft durch gemeinsame Anstrengung verbessern lässt. Diese Stellung zeigt oft einen geborenen Organisator oder Spendensammler, jemanden, der einer Gruppe das Gefühl gibt, mehr zu sein als die Summe ihrer Mitglieder.

Unter Belastung geht Weite auf Kosten von Tiefe. Zu viele Bekannte und zu wenige enge Freunde, Verpflichtungen, die über mehrere Gruppen verstreut sind, oder Ziele, die so groß sind, dass sie nie Gestalt annehmen, sind häufige Fallstricke. Manche verlassen sich auf Freunde, statt selbst zu handeln, oder laufen aus Treue mit der Menge mit.

Das Heilmittel heißt Konzentration. Wer einige wenige Gruppen und einige klare Ziele wählt, verwandelt die gesellige Begabung dieser Stellung in echte Veränderung und wird zu der Art Freund, der anderen hilft, ihre eigenen Hoffnungen zu erreichen.`,
    keywords: ['Freundschaft', 'Gruppen', 'Gemeinschaft', 'Hoffnungen', 'Netzwerke', 'gemeinsame Ziele'],
    strengths: ['ein weiter, hilfreicher Kreis', 'Talent, Gruppen zu organisieren', 'Hoffnung für die Zukunft', 'großzügige Unterstützung unter Gleichgestellten'],
    challenges: ['viele Bekannte, aber wenige enge Freunde', 'verstreute Verpflichtungen', 'Ziele, zu groß, um Gestalt anzunehmen', 'aus Treue der Menge folgen'],
  },
  // 12. Haus
  {
    summary: 'Jupiter im zwölften Haus findet Glauben in Alleinsein, Mitgefühl und dem Unsichtbaren, schöpft stille Kraft aus dem Rückzug und hilft dort, wo die Not am verborgensten ist.',
    description: `Manche der schönsten Segnungen wirken hier ganz im Verborgenen. Jupiter im 12. Haus verbindet Wachstum mit dem Innenleben: mit Zeit allein, mit Gebet oder Meditation, mit Träumen, Musik und langen Spaziergängen ohne Ziel. Viele fühlen sich beschützt, als käme Hilfe im richtigen Augenblick aus einer Richtung, mit der niemand gerechnet hat. Rückzug ist weniger Flucht als eine Quelle der Erneuerung.

Das Erbarmen ist groß. Oft zieht es zu Krankenhäusern, Notunterkünften, Gefängnissen, Hilfswerken, spirituellen Gemeinschaften und überallhin, wo Menschen verletzlich sind, und Güte wird verschenkt, ohne dass Anerkennung nötig wäre. Anonyme Spenden, Nachtschichten und stilles Zuhören entsprechen diesem Jupiter, ebenso schöpferische Arbeit in der Abgeschiedenheit.

Grenzen sind der wunde Punkt. Großzügigkeit kann in die Rettung von Menschen umschlagen, die sich nicht ändern wollen, oder in ein Geben, bis für das eigene Selbst nichts mehr bleibt. Hoffnung gleitet womöglich in Wunschdenken ab, und Sorgen werden versteckt oder durch Schlaf, Tagträume oder Suchtmittel umgangen, statt sich ihnen zu stellen. Begabungen bleiben unter Umständen ungenutzt, aus dem Gefühl heraus, sie seien es nicht wert, gezeigt zu werden.

Regelmäßige Stunden der Einkehr, verbunden mit ehrlichen Grenzen, lässt diesen Jupiter aus seinem inneren Reichtum schöpfen. Sein stiller Glaube wird dann zu einer echten Quelle der Güte, freigebig verschenkt, ohne sich selbst dabei zu verlieren.`,
    keywords: ['Mitgefühl', 'Alleinsein', 'spiritueller Glaube', 'Rückzug', 'verborgene Hilfe', 'Nächstenliebe'],
    strengths: ['tiefes, stilles Mitgefühl', 'Erneuerung im Alleinsein', 'ein Gefühl unsichtbaren Schutzes', 'geben, ohne Anerkennung zu brauchen'],
    challenges: ['Menschen retten, die keine Hilfe wollen', 'geben, bis nichts mehr übrig ist', 'flüchten statt Probleme anzugehen', 'echte Begabungen verstecken'],
  },
];
