// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Uranus in jedem der zwölf Häuser, das 1. Haus zuerst (übersetzt aus URANUS_IN_HOUSE_EN). */
export const URANUS_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary: 'Uranus im ersten Haus verleiht eine auffallende, unabhängige Erscheinung, ein Selbst, das darauf besteht, so genommen zu werden, wie es ist, und sein Auftreten immer wieder neu erfindet.',
    description: `Eine Frisur, die jede Saison wechselt, ein Gang, der nicht zum Strom der Menge passt, eine Meinung, die geäußert wird, bevor jemand danach gefragt hat: Uranus im 1. Haus lässt einen Menschen meist ein wenig aus dem Takt wirken, und das in der Regel mit Absicht. Der Körper fühlt sich oft an wie ein Draht unter Strom, reagiert schnell, wird unruhig, wenn er stillhalten soll, und ist am glücklichsten, wenn er sich nach eigenen Regeln bewegen darf. Der erste Eindruck bleibt haften, weil etwas an der Art sich weigert, in der Masse aufzugehen.

Freiheit ist hier persönlich und dringlich. Gesagt zu bekommen, wie man auszusehen, zu sprechen oder sich zu benehmen hat, fühlt sich an wie ein körperlicher Druck, und die Antwort besteht oft darin, das Gegenteil zu tun. Das Leben ist nicht selten von plötzlichen Neuanfängen gezeichnet, jeder eine neue Fassung des Selbst, die öffentlich anprobiert wird.

Problematisch wird es, sobald Unabhängigkeit zum Reflex gerät. Andere finden diesen Menschen schwer berechenbar, und plötzliche Abgänge aus Plänen oder Beziehungen hinterlassen eine Spur der Verwirrung. Die Nerven laufen unter Umständen hochtourig, sodass Ruhe, regelmäßige Mahlzeiten und ruhiges Atmen wichtiger sind als bei anderen.

Wachstum beginnt mit dem Gedanken, dass Originalität keinen Gegner braucht. Sobald das Selbst seine Andersartigkeit nicht mehr beweisen muss, wird diese helle, ungewöhnliche Präsenz zu einer offenen Einladung an andere, ebenfalls sie selbst zu sein.`,
    keywords: ['Unabhängigkeit', 'auffallende Präsenz', 'Neuerfindung', 'nervöse Energie', 'Originalität', 'Neuanfänge'],
    strengths: ['eine einprägsame, originelle Art', 'Mut, als anders gesehen zu werden', 'schnelle Reaktionen in neuen Lagen', 'Leichtigkeit beim Neuanfang'],
    challenges: ['Rebellion aus Reflex', 'unberechenbare Launen und Abgänge', 'rastlose, überspannte Nerven', 'Mühe, überhaupt Rat von außen anzunehmen'],
  },
  // 2. Haus
  {
    summary: 'Uranus im zweiten Haus bringt plötzliche Wendungen bei Einkommen und Besitz und drängt zu einem eigenen, unkonventionellen Gespür dafür, was es wert ist, besessen und verdient zu werden.',
    description: `Geld folgt hier selten einer geraden Linie. Einnahmen kommen gern schubweise, aus Nebenprojekten, Gelegenheitsjobs oder Fertigkeiten, die es in der Jugend dieses Menschen noch gar nicht gab, und versiegen dann ebenso abrupt. Besitz kommt und geht mit dem wechselnden Geschmack; ein Zimmer ist in einem Jahr voller technischer Spielereien und im nächsten fast leer. Unter aller Bewegung liegt die Suche nach Werten, die wirklich die eigenen sind, statt von der Familie geerbt oder der Werbung entliehen.

Gut gelebt, zeigt sich diese Stellung auf überraschende Weise findig. Ein Hobby wird zum Gewerbe, ein alter Gegenstand bekommt einen neuen Zweck, ein neues Werkzeug eröffnet einen Verdienstweg, den andere noch nicht bemerkt haben. Der Selbstwert hängt weniger an dem, was man besitzt, als an der Freiheit zu wählen.

Unter Belastung gerät das Sicherheitsgefühl ins Wanken. Spontane Käufe, abrupte Berufswechsel ohne Polster oder ein sorgloser Umgang mit Rechnungen verwandeln Freiheit in Sorge. Manchmal richtet sich die Auflehnung gegen das Geld selbst, was es nur noch schwerer macht, nach den eigenen Werten zu leben.

Eine kleine Rücklage für Überraschungen verändert das Bild. Mit einem soliden Polster kann diese erfinderische Beziehung zu den eigenen Mitteln die Unabhängigkeit stützen, statt sie zu bedrohen.`,
    keywords: ['unregelmäßiges Einkommen', 'eigene Werte', 'Findigkeit', 'neue Verdienstwege', 'wechselnder Besitz'],
    strengths: ['erfinderische Wege zu verdienen', 'frei gewählte Werte', 'wenig Bindung an bloße Dinge', 'neue Verwendungen für alte Mittel erkennen'],
    challenges: ['Einkommen, das stark schwankt', 'Spontankäufe', 'Ersparnisse und Rechnungen vernachlässigen', 'ein unruhiges Sicherheitsgefühl'],
  },
  // 3. Haus
  {
    summary: 'Uranus im dritten Haus verdrahtet den Alltagsverstand für plötzliche Einsichten, ungewöhnliche Rede und schnelle Verbindungen zu Geschwistern, Nachbarn und der näheren Umgebung.',
    description: `Einfälle kommen bei dieser Stellung oft mitten im Satz und geben einem Gespräch eine neue Richtung, bevor die anderen überhaupt folgen konnten. Das 3. Haus regiert den gewöhnlichen Fluss von Worten, Besorgungen, kurzen Fahrten und früher Schulzeit, und Uranus macht daraus etwas Lebhaftes und Unvorhersehbares. Ein Einkauf im Supermarkt endet schon einmal in einem langen Plausch mit einer Fremden; eine Textnachricht entfacht vielleicht ein ganz neues Vorhaben.

Lernen auf eigene Faust bringt hier am meisten. Herkömmliche Unterrichtsmethoden wirken oft zu langsam, während ein Rätsel, ein Werkzeug oder eine Frage, der man allein nachgeht, plötzliches Verstehen bringt. Brüder, Schwestern und Nachbarn sind mitunter ungewöhnliche Menschen, oder die Bindung zu ihnen wechselt jäh zwischen Nähe und Abstand.

Die Rede kann unverblümt, witzig und ihrer Zeit voraus sein. Dieselbe Gabe wird zum Problem, wenn Worte unbedacht herausfliegen, wenn die Aufmerksamkeit so oft springt, dass Aufgaben halb fertig liegen bleiben, oder wenn ein rastloser Geist sich nachts nicht beruhigen will. Manches Streitgespräch wird nur begonnen, um eine Idee zu testen.

Festigkeit wächst aus kleinen Gewohnheiten: Gedanken aufschreiben, ein Buch zu Ende lesen, bevor das nächste aufgeschlagen wird, anderen bis zum Ende ihres Satzes zuhören. Dann können die Geistesblitze landen und in einer Form geteilt werden, mit der andere etwas anfangen können.`,
    keywords: ['plötzliche Einsicht', 'ungewöhnliche Rede', 'flinker Verstand', 'Geschwister', 'Lernen auf eigene Faust', 'Überraschungen vor Ort'],
    strengths: ['originelles, erfinderisches Denken', 'witzige, direkte Kommunikation', 'schnelles Lernen aus Neugier', 'Leichtigkeit mit neuen Werkzeugen zum Reden und Schreiben'],
    challenges: ['zerstreute Konzentration', 'herausplatzen, bevor man denkt', 'unruhige Bande zu Geschwistern oder Nachbarn', 'ein Geist, der keine Ruhe findet'],
  },
  // 4. Haus
  {
    summary: 'Uranus im vierten Haus erschüttert die Grundfesten von Heim und Familie und verlangt nach einem privaten Rückhalt, der von Freiheit geprägt ist statt von ererbten Regeln.',
    description: `Die Wurzeln gleichen hier eher einem leichten Zelt als einem tiefen Keller. Das frühe Familienleben brachte womöglich Umzüge, ungewöhnliche Familienverhältnisse oder einen Elternteil, der nach einem anderen Takt lebte, und die daraus gezogene Lehre lautet, dass man ein Zuhause neu bauen kann. Als Erwachsene stellen solche Menschen oft um Mitternacht die Möbel um, wohnen in Räumen, die andere eigenartig finden, oder teilen ein Haus mit Menschen, die durch Wahl und nicht durch Geburt zur Familie gehören.

Das 4. Haus beginnt am Imum Coeli, dem verborgensten Winkel des Horoskops, und Uranus darin gibt dem Innenleben eine Strömung der Überraschung. Erinnerungen können plötzlich mit neuer Bedeutung zurückkehren, und ein Bedürfnis nach seelischem Freiraum bleibt selbst unter den engsten Angehörigen bestehen.

Spannung äußert sich als Unruhe am Fundament. Häufige Umzüge, Spannungen mit Verwandten um die eigene Unabhängigkeit oder das Gefühl, dass kein Ort so recht passt, können einen Menschen entwurzeln. Mancher Haushalt läuft dann mit so wenig Routine, dass niemand weiß, was ihn erwartet.

Die Antwort liegt nicht darin, mit dem Verändern aufzuhören, sondern Anker zu wählen. Ein Lieblingssessel, ein wöchentliches gemeinsames Essen, ein Schlüsselbund, der immer in derselben Schale liegt, können ein Zuhause zugleich frei und sicher machen. Von diesem Rückhalt aus wird der Drang zur Erneuerung zum Geschenk für jeden Mitbewohner.`,
    keywords: ['ungewöhnliches Zuhause', 'Wahlfamilie', 'wechselnde Wurzeln', 'innere Freiheit', 'Umzüge', 'private Überraschungen'],
    strengths: ['neue Formen von Familie schaffen', 'sich schnell in einem neuen Zuhause einleben', 'frische Einsicht in die Vergangenheit', 'ein einladender, unkonventioneller Haushalt'],
    challenges: ['sich entwurzelt fühlen', 'Reibung mit Verwandten um die Freiheit', 'zu wenig Routine daheim', 'sich ohne Vorwarnung der Nähe entziehen'],
  },
  // 5. Haus
  {
    summary: 'Uranus im fünften Haus bringt einen Funken des Unerwarteten in Kreativität, Romantik, Spiel und den Umgang mit Kindern und sucht die Freude im Neuen und Unerprobten.',
    description: `Die Freude kommt meist durch die Seitentür herein, wenn Uranus im 5. Haus steht. Das 5. Haus umfasst alles, was um des Vergnügens willen getan wird, vom Malen und Spielen bis zum Flirten und Kindergroßziehen, und Uranus macht dieses Vergnügen von Neuheit abhängig. Ein Hobby wird oft fallen gelassen, sobald es vertraut ist, während eine seltsame neue Kunstform die Aufmerksamkeit jahrelang fesselt. Schöpferische Arbeit bricht oft die Regeln ihres Fachs, manchmal auf brillante Weise.

Verliebtheit setzt meist plötzlich ein und folgt einem ungewöhnlichen Drehbuch. Anziehung flammt eher für Menschen auf, die sich in Alter, Herkunft oder Weltsicht unterscheiden, und der Reiz der Überraschung zählt oft ebenso viel wie Geborgenheit. Bei der Erziehung wird gern experimentiert: Die Selbstständigkeit wird früh gefördert, die Kleinen werden wie Freunde behandelt, oder es zeigt sich, dass gerade ein Kind das Unerwartete ins Haus bringt.

Das Problem: Aufregung verblasst. Liebschaften enden unter Umständen so schnell, wie sie begonnen haben, Risiken werden allein des Kicks wegen eingegangen, und kreative Vorhaben bleiben liegen, sobald der erste Funke verglüht ist. Geliebte Menschen tun sich unter Umständen schwer mit plötzlichen Sinneswandeln.

Das Spiel bleibt eine gesunde Quelle der Erneuerung, wenn es mit Sorgfalt geteilt wird. Versprechen gegenüber Partnern und Kindern einzuhalten und dennoch Raum für Überraschungen zu lassen, erlaubt dieser Stellung, ihre Originalität in dauerhafte Freude zu verwandeln.`,
    keywords: ['schöpferisches Experiment', 'plötzliche Liebe', 'Neuheit', 'Spiel', 'ungewöhnliche Kinder', 'Wagnis'],
    strengths: ['kühne, originelle schöpferische Arbeit', 'ein verspielter, erfinderischer Geist', 'fördert die Selbstständigkeit von Kindern', 'Offenheit für ungewöhnliche Liebe'],
    challenges: ['das Interesse verlieren, wenn der Reiz verfliegt', 'Wagnis um des Wagnisses willen', 'abrupte Trennungen in der Liebe', 'unvollendete kreative Vorhaben'],
  },
  // 6. Haus
  {
    summary: 'Uranus im sechsten Haus sucht Freiheit innerhalb der täglichen Arbeit und der Gesundheitsroutinen, verbessert Methoden durch Erfindungsgeist und wehrt sich gegen starre Zeitpläne und Aufsicht.',
    description: `Ein Schreibtisch mit festen Bürozeiten und einer strengen Vorgesetzten passt hier schlecht. Das 6. Haus umfasst Pflichten, Arbeit und körperliche Gewohnheiten einer gewöhnlichen Woche, und Uranus will, dass all das flexibel, effizient und am besten ein wenig pfiffig ist. So Geborene arbeiten oft zu ungewöhnlichen Zeiten, freiberuflich, wechseln häufig die Rolle oder landen in technischen Feldern, in denen ständig neue Werkzeuge hinzukommen. Häufig sind sie es, die bemerken, dass sich eine Aufgabe in der halben Zeit erledigen ließe.

Dienen nimmt eine erfinderische Gestalt an. Ein kaputtes System reparieren, einen Ablauf verschlanken oder dem Kollegium eine schnellere Methode beibringen, kann echte Befriedigung schenken. Gesundheitsroutinen werden ausprobiert, verworfen und ersetzt, und das Interesse gilt gern neuen Ansätzen für Bewegung und Ernährung.

Die Belastung sammelt sich in den Nerven. Zu viel Wechsel im Alltag lässt den Körper angespannt und den Schlaf leicht werden, und Reibung mit Autoritäten am Arbeitsplatz führt unter Umständen zu plötzlichen Kündigungen. Die Auflehnung gegen Routine kann auch bedeuten, ausgerechnet die Gewohnheiten auszulassen, die die Energie im Gleichgewicht halten.

Schon einige wenige feste Punkte helfen sehr: regelmäßige Ruhe, ein schlichter Kern gesunder Gewohnheiten und eine Stelle, die Raum zum Experimentieren lässt. Ist das gegeben, wird diese Stellung zu einem Motor nützlicher Reformen.`,
    keywords: ['flexible Arbeit', 'Reform', 'neue Methoden', 'nervöse Gesundheit', 'Technik', 'Effizienz'],
    strengths: ['verbessert, wie Arbeit erledigt wird', 'Geschick mit neuen Werkzeugen und Systemen', 'offen für neue Gesundheitspraktiken', 'blüht in flexiblen Rollen auf'],
    challenges: ['Zusammenstöße mit Vorgesetzten', 'häufige Stellenwechsel', 'Anspannung und leichter Schlaf durch ständigen Wandel', 'nützliche Routinen aufgeben'],
  },
  // 7. Haus
  {
    summary: 'Uranus im siebten Haus bringt das Unerwartete in die Partnerschaft und sucht Bindungen, die die Freiheit beider achten und die üblichen Bedingungen der Verbindlichkeit neu schreiben.',
    description: `Beziehungen folgen hier nur selten dem Muster, das eine Familie wohl erwarten würde. Das 7. Haus, das am Deszendenten beginnt, beschreibt die Menschen, die dem Selbst direkt gegenübertreten, in Liebe, Geschäft und sogar offener Gegnerschaft, und Uranus darin zieht Partner an, die unabhängig, ungewöhnlich oder einfach überraschend sind. Aus einer zufälligen Begegnung an der Bushaltestelle kann eine Ehe werden; eine lange Verlobung endet über Nacht.

Das tiefste Bedürfnis ist Raum innerhalb der Nähe. Partnerschaften gelingen am besten, wenn beide eigene Freunde, Interessen und manchmal auch Wohnungen behalten und wenn die Vereinbarung von den beiden selbst gestaltet statt aus der Tradition abgeschrieben wird. Auch Verträge und Kooperationen profitieren von frischen Bedingungen und einer regelmäßigen Überprüfung.

Ärger droht, sobald Freiheit über andere gesucht statt direkt beansprucht wird. Dann fällt die Wahl auf Partner, die immer gerade gehen, oder dieser Mensch ist selbst derjenige, der sich jedes Mal zurückzieht, wenn die Intimität tiefer wird. Plötzliche Brüche, wechselnde Abmachungen und Zusammenstöße mit offenen Gegnern lassen das Leben unbeständig wirken.

Ein ehrliches Gespräch über Bedürfnisse bildet den Wendepunkt. Können beide sagen, wie viel Raum sie brauchen, und sich dennoch füreinander entscheiden, bringt diese Stellung einige der lebendigsten Beziehungen hervor, die sich denken lassen: im Kern Freundschaften, die von der Zeit erneuert statt abgenutzt werden.`,
    keywords: ['freie Partnerschaft', 'ungewöhnliche Partner', 'plötzliche Begegnungen', 'Gleichberechtigung', 'neue Vereinbarungen', 'Unabhängigkeit'],
    strengths: ['Achtung vor der Unabhängigkeit des Partners', 'Beziehungen, die auf Freundschaft gründen', 'erfinderische Abmachungen und Verträge', 'Offenheit für Menschen, die anders sind als man selbst'],
    challenges: ['plötzliche Brüche und Trennungen', 'zieht unerreichbare Partner an', 'Angst, gebunden zu sein', 'unsichere Geschäftsbündnisse'],
  },
  // 8. Haus
  {
    summary: 'Uranus im achten Haus bringt plötzliche Wendungen in gemeinsames Geld, Intimität und Krisen und weckt neues Verständnis durch Ereignisse, die sich nicht steuern lassen.',
    description: `Wandel kommt im 8. Haus meist über die Mittel anderer und durch Momente, die das Leben auf das Wesentliche reduzieren. Uranus kann hier ein unerwartetes Erbe bedeuten, eine plötzliche Veränderung in den Finanzen eines Partners oder ein Gemeinschaftskonto, das kurzfristig neu durchdacht werden muss. Schulden, Kredite und gemeinsames Eigentum schlagen mitunter ganz unvermittelt in überraschende Richtungen aus.

Der Intimität wird mit Neugier und einer Abneigung gegen Tabus begegnet. Womöglich besteht ein starkes Interesse an dem, worüber andere ungern sprechen, von der Sexualität über das Sterben bis zum verborgenen Getriebe der Macht, dazu ein Wunsch nach Nähe, die dennoch Freiraum gewährt. Vertrauen gedeiht dort, wo es frei geschenkt und nicht eingefordert wird.

Eine Krise wirkt dabei oft wie ein lauter Weckruf. Ein Verlust, ein Schock oder ein Wendepunkt kann alte Muster mit einem Schlag aufbrechen und ein klareres Gespür dafür hinterlassen, was bleiben soll. Die Belastung liegt im Ruck selbst: seelische Distanz als Schutz, Zögern, Finanzen oder Gefühle zu verschmelzen, und Bangen vor der nächsten Überraschung.

Vorbereitung schleift die Kanten ab. Klare schriftliche Abmachungen über gemeinsames Geld, ehrliche Gespräche über Bedürfnisse in der Intimität und die Bereitschaft, sich von Wandel belehren statt nur erschrecken zu lassen, erlauben dieser Stellung, Umbruch in Erneuerung zu verwandeln.`,
    keywords: ['plötzlicher Wandel', 'gemeinsame Mittel', 'Intimität', 'Krise', 'Erwachen', 'unerwartetes Erbe'],
    strengths: ['Widerstandskraft nach Umbrüchen', 'offene Neugier auf Verborgenes', 'neue Ansätze für gemeinsame Finanzen', 'Einsicht, die auf eine Krise folgt'],
    challenges: ['Erschütterungen beim gemeinsamen Geld', 'seelische Distanz als Schild', 'Zögern, sich mit anderen zu verbinden', 'Unruhe vor dem, was kommen mag'],
  },
  // 9. Haus
  {
    summary: 'Uranus im neunten Haus befreit die Suche nach Sinn von überlieferten Lehren und entfacht eigenständige Überzeugungen, ungewöhnliche Studien und Reisen, die das Weltbild verändern.',
    description: `Der Glaube wird hier zu einem lebendigen Experiment. Das 9. Haus umfasst Philosophie, Glauben, höhere Bildung, Recht und Fahrten in entlegene Länder, und Uranus stellt darin jede überlieferte Antwort infrage. Wer in einer Tradition aufgewachsen ist, verlässt sie vielleicht, kehrt mit neuen Augen zu ihr zurück oder verbindet mehrere zu einem persönlichen Weg. Plötzliche Einsicht stellt sich oft beim Lesen, beim Unterrichten oder in einer fremden Stadt ein.

Höhere Bildung folgt meist ungewöhnlichen Wegen: ein später Abschluss, autodidaktisch erworbenes Fachwissen, ein Gebiet am Rand des heutigen Wissens oder ein Studium fern der Heimat. Reisen sind oft ungeplant, und eine einzige Fahrt kann eine ganze Sichtweise auf die Welt umstürzen.

Auf der dunklen Seite steht ein rastloser Geist, der ein Regelwerk verwirft, nur um sich an ein anderes ebenso fest zu klammern. Meinungen werden mitunter scharf, und die Freude daran, der Zeit voraus zu sein, lässt wenig Geduld mit langsameren Denkern übrig. Pläne für Studium oder Reisen ändern sich dann so oft, dass keiner je vollendet wird.

Demut hält den Funken ehrlich. Bleiben neue Überzeugungen offen für Fragen, und werden ferne Ideen heimgeholt und im Alltag erprobt, schenkt diese Stellung einen weiteren, freieren Blick darauf, was ein menschliches Leben bedeuten kann.`,
    keywords: ['eigene Überzeugungen', 'ungewöhnliches Studium', 'plötzliche Reisen', 'Infragestellen', 'Weitblick', 'Gedankenfreiheit'],
    strengths: ['unabhängiges Denken über große Fragen', 'Offenheit für andere Kulturen', 'Lernen abseits der üblichen Wege', 'Einsicht durch Reisen'],
    challenges: ['starre Ansichten im Namen der Freiheit', 'Ungeduld mit Traditionen', 'unvollendete Studien- oder Reisepläne', 'neue Ideen zu eifrig predigen'],
  },
  // 10. Haus
  {
    summary: 'Uranus im zehnten Haus sucht eine öffentliche Rolle zu eigenen Bedingungen und bringt plötzliche berufliche Wendungen und einen Ruf für Originalität, Reformgeist oder Unabhängigkeit.',
    description: `Die Karriereleiter wird hier nur selten brav Sprosse für Sprosse erklommen. Das 10. Haus, das am Medium Coeli beginnt, beschreibt öffentliches Ansehen, Berufung und das Verhältnis zur Autorität, und Uranus darin bringt meist ein Berufsleben mit scharfen Kurven hervor. Es kommt vor, dass sich jemand für ein Fach ausbilden lässt, plötzlich eine andere Richtung einschlägt und Erfolg in einem Beruf hat, den es zu Beginn kaum gab. Selbstständigkeit, technische Arbeit, politische oder soziale Reformbewegungen oder jede Rolle mit Freiraum liegen diesem Uranus oft.

Sein Ansehen gründet häufig auf dem Anderssein. Im Kollegium gilt dieser Mensch meist als Neuerer, als der, der den offiziellen Plan hinterfragt, oder als Außenseiter mit frischen Ideen. Autoritätspersonen, von den Eltern bis zu Vorgesetzten, waren vielleicht ungewöhnlich oder unberechenbar und haben früh gelehrt, dass sich Regeln ändern lassen.

Belastung entsteht im Zusammenstoß mit Strukturen. Im Zorn eine Stelle hinzuwerfen, sich schwer in eine Befehlskette einzufügen oder so oft die Richtung zu wechseln, dass sich kein Ruf bilden kann, kann das Vorankommen bremsen. Auch in der Öffentlichkeit drohen mitunter plötzliche Umschwünge, die sich schwer einplanen lassen.

Eine Rolle mit Raum zum Experimentieren aufzubauen und zu lernen, Veränderung vorzuschlagen statt nur Widerstand zu leisten, verwandelt diesen Uranus in ein echtes Geschenk: zu einer öffentlichen Gestalt, die Türen zu besseren Arbeitsweisen öffnet.`,
    keywords: ['ungewöhnliche Laufbahn', 'plötzliche Wendungen', 'Reform', 'Unabhängigkeit', 'öffentliche Originalität', 'Innovation'],
    strengths: ['erfinderische Führung', 'Mut zum Berufswechsel', 'Vision für Reformen', 'ein Ruf für frische Ideen'],
    challenges: ['Konflikte mit Autoritäten', 'abrupte Stellenwechsel', 'öffentliche Umschwünge', 'Mühe, eine stetige Laufbahn aufzubauen'],
  },
  // 11. Haus
  {
    summary: 'Uranus im elften Haus findet ein natürliches Zuhause unter Freunden, in Gruppen und bei gemeinsamen Hoffnungen und versammelt ungewöhnliche Verbündete um Visionen einer besseren Zukunft.',
    description: `Hier fühlt sich Uranus am wohlsten, ganz wie zu Hause, denn das 11. Haus wird schon seit Langem mit ihm verbunden. Freundschaften entstehen meist schnell und über alle Grenzen von Alter, Schicht und Herkunft hinweg, und zum Kreis gehören etwa Erfinderinnen, Aktivisten, Künstler und Menschen, die sich schlicht weigern, irgendwo hineinzupassen. Gruppen, Vereine, Online-Gemeinschaften und Anliegen schenken Sinn und Zugehörigkeit ohne das Gewicht familiärer Pflicht.

Die Hoffnungen sind meist groß und weit nach vorn gerichtet. Es besteht ein Talent, sich auszumalen, wie vieles besser laufen könnte, und Menschen zu versammeln, die helfen wollen. Ein Nachbarschaftsprojekt, ein gemeinsamer Arbeitsraum oder eine Kampagne für Veränderung kann aus einem späten Gespräch unter Freunden erwachsen.

Die Spannung besteht zwischen Gruppe und Einzelnem. So mancher tritt begeistert bei, fühlt sich dann von gemeinsamen Regeln erdrückt und geht wieder. Freundschaften sind unter Umständen zahlreich, aber recht dünn, oder enden plötzlich über einem einzigen Unterschied in den Idealen. Die Liebe zur Menschheit im Allgemeinen übersieht mitunter die Bedürfnisse eines bestimmten Freundes.

Die stille, oft unterschätzte Arbeit besteht hier darin, auch bei Meinungsverschiedenheiten treu zu bleiben. Werden Freunde als Menschen geschätzt und nicht nur als Mitstreiter im Geiste, werden die Netzwerke dieser Stellung stabil genug, um echte Hoffnungen in die Welt zu tragen.`,
    keywords: ['Freundschaft', 'Gruppen', 'Zukunftsvision', 'Anliegen', 'Netzwerke', 'gemeinsame Hoffnungen'],
    strengths: ['Freundschaften über alle Unterschiede hinweg', 'sammelt Menschen um eine Vision', 'frische Ideen für Gemeinschaften', 'Leichtigkeit in Netzwerken und Teams'],
    challenges: ['Gruppen abrupt verlassen', 'viele Freunde, aber wenige enge', 'Streit um Ideale', 'die Bedürfnisse Einzelner aus dem Blick verlieren'],
  },
  // 12. Haus
  {
    summary: 'Uranus im zwölften Haus wirkt still hinter den Kulissen und bringt plötzliches inneres Erwachen, unerwartete Einsicht im Alleinsein und einen verborgenen Zug zur Unabhängigkeit.',
    description: `Vieles von der Rebellion spielt sich hier außer Sichtweite ab. Das 12. Haus birgt Rückzug, Träume, Geheimnisse und die privaten Orte, an denen sich das Selbst von der Welt erholt, und Uranus darin kann das Innenleben weit ungewöhnlicher machen, als das äußere Auftreten vermuten lässt. Hinter einer gelassenen Miene im Büro verbirgt sich womöglich ein Kopf voller seltsamer Ideen, und Geistesblitze kommen oft im Schlaf, auf langen Spaziergängen oder in stillen Stunden allein.

Alleinsein stillt in diesem Fall nicht nur ein Bedürfnis, es erneuert auch die Kräfte. Zeit fern von Menschen lässt die Intuition sprechen, und ein plötzliches Verständnis alter Muster kann ohne Vorwarnung kommen. Arbeit in Krankenhäusern, Einkehrhäusern, in der Forschung oder mit Menschen am Rand der Gesellschaft liegt nahe, denn Mitgefühl kann erfinderisch und praktisch sein.

In angespannten Phasen schlägt die Unabhängigkeit, die nie offen ausgedrückt wird, unter Umständen in Rastlosigkeit oder ein Unbehagen ohne erkennbaren Anlass um. Gefühle werden leicht hinuntergedrückt, bis sie hervorbrechen, oder ein Mensch handelt durch verborgene Entscheidungen gegen die eigenen Interessen. Der Schlaf ist mitunter leicht und die Nerven schnell überlastet.

Dem inneren Rebellen eine Stimme zu geben, mindert den Druck. Tagebücher, stille schöpferische Arbeit oder Zeit in der Natur lassen diese privaten Revolutionen sanft an die Oberfläche kommen und verwandeln heimliche Einsicht in Mitgefühl, das andere erreicht.`,
    keywords: ['verborgene Unabhängigkeit', 'inneres Erwachen', 'Intuition', 'Alleinsein', 'Mitgefühl', 'Träume'],
    strengths: ['plötzliche Einsicht in stillen Momenten', 'erfinderisches Mitgefühl', 'Freiheit, im Alleinsein gefunden', 'Verständnis verborgener Muster'],
    challenges: ['unterdrückte Rastlosigkeit', 'Unbehagen ohne erkennbaren Grund', 'heimlich gegen sich selbst handeln', 'leichter Schlaf und angegriffene Nerven'],
  },
];
