// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Jupiter in jedem der zwölf Zeichen (übersetzt aus JUPITER_IN_SIGN_EN). */
export const JUPITER_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Jupiter im Widder findet Zuversicht im Handeln; er wächst, indem er den ersten Schritt wagt, und vertraut darauf, dass Mut Türen öffnet, die Warten niemals öffnen könnte.',
    description: `Wachstum kommt hier als Funke, nicht als langsame Flut. Jupiter im kardinalen Feuer des Widders, eines Zeichens, das Mars regiert, vergrößert alles, was er berührt, indem er es beginnt: den neuen Verein, den ersten Entwurf, das Angebot, die Leitung zu übernehmen, wenn sonst niemand die Hand hebt. Selbstvertrauen ist das große Geschenk. Nach einem kühnen Schritt schwingen Türen gern auf, und die Erfahrung zeigt bald, dass das Glück denen antwortet, die früh erscheinen und offen reden.

Großzügigkeit nimmt eine direkte Form an. Hilfe wird auf der Stelle angeboten, mit Schwung statt mit Zeremonie, und es bereitet echte Freude, andere zu ihren eigenen ersten Versuchen anzufeuern. Sinn findet sich darin, auf die Probe gestellt zu werden und zu beweisen, dass etwas überhaupt machbar ist.

Unter Belastung kann dieselbe Zuversicht den Boden unter den Füßen verlieren. Versprechen werden schneller gegeben, als sie sich halten lassen, Projekte werden gestartet und liegen gelassen, sobald der Reiz verflogen ist, und Ungeduld hält langsamen Fortschritt für Scheitern. Die Gewohnheit, anzunehmen, dass mehr Kraft jedes Problem löst, kann Freunde und Kollegen ermüden.

Die reife Form verbindet den ersten Anlauf mit einem Plan für die zweite Woche. Mit einem klaren Ziel und ein wenig Beharrlichkeit wird das Feuer zu echtem Pioniergeist, und seine Begeisterung trägt alle in der Nähe mit.`,
    keywords: ['Initiative', 'Mut', 'Begeisterung', 'Führung', 'kühne Zuversicht', 'neue Vorhaben'],
    strengths: ['Optimismus, der Dinge in Gang bringt', 'offene, unmittelbare Großzügigkeit', 'Bereitschaft, die Führung zu übernehmen', 'Widerstandskraft nach Rückschlägen'],
    challenges: ['verspricht im ersten Schwung zu viel', 'verliert das Interesse, wenn der Reiz des Neuen verblasst', 'Ungeduld mit langsamem Wachstum', 'hält Kraft für die Antwort auf alles'],
  },

  Taurus: {
    summary:
      'Jupiter im Stier mehrt Wohlstand, Behaglichkeit und Vertrauen langsam und sicher und findet Sinn in den guten Dingen der Sinne und in dem, was Bestand hat.',
    description: `Stetige Fülle ist der Grundton. Im fixen Erdzeichen Stier, unter der Herrschaft der Venus, verlangsamt sich Jupiters Drang nach Ausdehnung auf das Tempo eines Gartens: Er pflanzt, gießt und wartet, und er rechnet mit einer Ernte. Der Glaube ist hier praktisch. Menschen mit dieser Stellung glauben meist an das, was sie anfassen, schmecken und behalten können, und ihr Optimismus ruht auf dem stillen Beweis von Dingen, die über viele Jahre gehalten haben.

Man sieht es im täglichen Leben an einer gut gefüllten Küche, einer geduldig aufgebauten Fertigkeit, Ersparnissen, die Jahr für Jahr wachsen, oder einem großzügigen Tisch, an dem Gäste ohne Aufhebens satt werden. Geteilt wird in Form echter Dinge: eine Mahlzeit, geliehenes Werkzeug, ein selbst gemachtes Geschenk. Schönheit zählt, Behaglichkeit ebenso, und beides wird anderen freigebig angeboten.

Heikel wird es, sobald genug sich nie ganz wie genug anfühlt. Jupiter kann den Appetit des Stiers zur Maßlosigkeit aufblähen, sodass Besitz oder Genüsse als Ersatz für Sicherheit gesammelt werden. Auch die Sturheit kann ins Große wachsen, bis man einen vertrauten Weg noch verteidigt, wenn längst ein besserer in Sicht ist.

Mit der Zeit lernt diese Stellung, dass echter Wohlstand auch Zufriedenheit einschließt. Steht Dankbarkeit neben dem Wunsch nach mehr, entsteht eine ruhige, geerdete Großzügigkeit, auf die andere sich jahrelang verlassen können.`,
    keywords: ['Fülle', 'Geduld', 'Behaglichkeit', 'materielles Wachstum', 'Treue', 'Genuss'],
    strengths: ['baut dauerhafte Ressourcen auf', 'ruhige, verlässliche Großzügigkeit', 'Freude an einfachen Genüssen', 'Geduld, die Dinge reifen lässt'],
    challenges: ['Maßlosigkeit bei Essen oder Bequemlichkeit', 'misst Wert an Besitz', 'Widerstand gegen nötige Veränderung', 'hält zu fest'],
  },

  Gemini: {
    summary:
      'Jupiter in den Zwillingen wächst durch Fragen, Gespräche und Abwechslung und sucht Sinn eher in vielen kleinen Wissensstücken als in einer einzigen großen Antwort.',
    description: `Die Neugier trägt in diesem Zeichen die Krone. Jupiter, der Planet der großen Zusammenhänge und weiten Überzeugungen, steht hier im Exil, in veränderlicher Luft unter Merkurs Herrschaft, und heraus kommt ein Geist, der durch Sammeln wächst: Fakten, Geschichten, Kontakte, Sprachen, Kniffe des Handwerks. Glaube wird zu einer Frage der Offenheit, und die tiefste Überzeugung lautet vielleicht schlicht, dass es immer noch mehr zu lernen gibt.

Im Alltag kommen Gelegenheiten oft über Worte und Verbindungen. Ein zufälliges Gespräch im Zug, eine Nachricht, die ein Freund weiterreicht, ein spontan belegter kurzer Lehrgang kann erstaunlich weit führen. Großzügigkeit zeigt sich darin, Wissen freigebig zu teilen, Menschen miteinander bekannt zu machen und weiterzugeben, was man gerade gelernt hat.

Ärger beginnt, wenn die Breite die Tiefe verdrängt. Oft steht da ein Regal voll angefangener Bücher, ein Dutzend Pläne wird besprochen und keiner zu Ende gebracht, oder die Meinung dreht sich mit jedem neu gelesenen Artikel. Weil Jupiter Gewissheit mag und die Zwillinge Möglichkeiten, pendelt diese Stellung leicht zwischen rastlosem Zweifel und gewandtem Reden, das fehlende Überzeugung verdeckt.

Wachstum kommt daher, einige Fäden auszuwählen und ihnen bis zum Ende zu folgen. Für einen gewählten Zweck eingesetzt, macht die Gabe, Ideen zu verknüpfen, aus diesem Jupiter einen guten Lehrer, Schreiber oder Vermittler, und die Spannweite wird zum größten Vorzug.`,
    keywords: ['Neugier', 'Lernen', 'Kommunikation', 'Vielseitigkeit', 'Vernetzung', 'Ideen'],
    strengths: ['schnelles, weit gefächertes Lernen', 'teilt Wissen großzügig', 'Talent, Menschen zu verbinden', 'Offenheit für andere Sichtweisen'],
    challenges: ['verzettelte Mühe', 'weiß von zu vielem ein wenig', 'redet, statt zu handeln', 'wechselnde Überzeugungen unter Druck'],
  },

  Cancer: {
    summary:
      'Jupiter im Krebs, dem Zeichen seiner Erhöhung, wächst durch Fürsorge, Erinnerung und Zugehörigkeit und macht Güte gegenüber Familie und Zuhause zu einer Quelle echten Glaubens.',
    description: `Hier ist Jupiter erhöht, und seine Wärme fühlt sich am meisten zu Hause. Kardinales Wasser unter der Herrschaft des Mondes gibt der Großzügigkeit des Planeten einen schützenden, gefühlvollen Ton: Wachsen heißt, den Kreis der Menschen zu erweitern, die versorgt, beherbergt und nicht vergessen werden. Das Haus mit der offenen Tür, die Verwandte, die immer ein Gästebett frei hat, der Kollege, der merkt, wenn jemand eine schwere Woche hat – sie alle verkörpern diese Konstellation gut.

Der Glaube ruht eher auf Bindungen als auf Lehrsätzen. Traditionen, Familiengeschichten und ein Gefühl für die eigenen Wurzeln stiften Sinn, und häufig besteht ein starkes Gespür dafür, was andere brauchen, bevor sie fragen. Chancen kommen oft über die Familie, über Immobilien, die Küche, die Pflege oder jede Arbeit, die ein Gefühl von Zuhause schafft.

Die Schattenseite ist ein Übermaß an Fürsorge, das erdrückt. Jupiter kann die Stimmungen des Krebses vergrößern, sodass Kränkungen über jedes Maß hinauswachsen, und der Schutzinstinkt hält geliebte Menschen womöglich klein. Auch die Nostalgie kann zum Versteck werden, in dem die Vergangenheit größer und sicherer erscheint als die Gegenwart.

Am gesündesten wirkt dieser Jupiter, wenn die Fürsorge auch das eigene Selbst einschließt und über Blutsbande hinausreicht. Bietet er Schutz, ohne festzuhalten, wird seine Güte zu einem stillen, dauerhaften Segen für alle, die bei ihm vorbeikommen.`,
    keywords: ['Fürsorge', 'Schutz', 'Familie', 'Zugehörigkeit', 'seelische Großzügigkeit', 'Tradition', 'Zuhause'],
    strengths: ['tiefe, aufrichtige Güte', 'feines Gespür dafür, was andere brauchen', 'Treue zu Familie und Gemeinschaft', 'die Gabe, anderen ein Zuhause zu geben'],
    challenges: ['erdrückende oder übertriebene Fürsorge', 'Stimmungen, die ins Maßlose wachsen', 'klammert sich an die Vergangenheit', 'sorgt für andere und vernachlässigt sich selbst'],
  },

  Leo: {
    summary:
      'Jupiter im Löwen wächst durch Kreativität, Wärme und Spiel, findet seinen Glauben im Herzen und schenkt anderen großzügig von seinem Licht.',
    description: `Großherzig und stolz, wünscht sich dieser Jupiter ein Leben, das größer, heller und fröhlicher ist. Im fixen Feuer des Löwen, den die Sonne regiert, kommt Wachstum durch Selbstausdruck: auftreten, Dinge erschaffen, mit Stil führen und den Menschen, die er liebt, treu den Rücken stärken. Der Glaube, um den es hier geht, ist eine Art Glaube an die Freude selbst, die Überzeugung, dass es sich lohnt, dem Entzücken nachzugehen und es zu teilen.

Der Alltag verrät vielleicht ein Händchen fürs Gastgeben, eine Liebe zu Kindern und Spielen oder das Talent, aus einem gewöhnlichen Abend ein Ereignis zu machen. Die Großzügigkeit kann verschwenderisch sein, mit Geschenken, Lob und Zeit, die freigebig verteilt werden, und es macht echte Freude, andere glänzen zu sehen. Gelegenheiten folgen oft der Sichtbarkeit, denn diese Stellung fällt auf und bleibt in Erinnerung.

Die Schwierigkeit liegt darin, wie viel Beifall gebraucht wird. Der Stolz kann anschwellen, bis jede Kritik wie eine Beleidigung klingt, und wer Bewunderung braucht, macht aus seiner Großzügigkeit leicht eine Vorstellung vor Publikum. Ausgaben zur Schau oder das Beharren auf der Bühnenmitte können leisere Menschen und leisere Freuden verdrängen.

Im besten Fall führt diese Stellung durch Ermutigung. Verbindet sie den Wunsch, gesehen zu werden, mit dem Wunsch, anderen zu Sichtbarkeit zu verhelfen, wächst sie zu einer warmen, würdevollen Förderin heran, deren Zuversicht Raum für alle anderen schafft.`,
    keywords: ['Kreativität', 'Wärme', 'Großzügigkeit', 'Selbstausdruck', 'Stolz', 'Spiel', 'Führung'],
    strengths: ['warmer, freigebiger Geist', 'schöpferisches Selbstvertrauen', 'die Gabe, andere zu begeistern', 'beständige Treue zu Freunden'],
    challenges: ['braucht ständiges Lob', 'Stolz, der sich gegen Rückmeldungen sperrt', 'Ausgaben zur Schau', 'stiehlt anderen das Rampenlicht'],
  },

  Virgo: {
    summary:
      'Jupiter in der Jungfrau wächst, indem er Dinge verbessert, und findet Sinn in nützlicher Arbeit, sorgfältigem Können und den vielen kleinen Diensten, die den Alltag am Laufen halten.',
    description: `Mit Jupiter in der Jungfrau summieren sich kleine Verbesserungen zu etwas Großem. Das Zeichen, veränderliche Erde unter Merkurs Regie, ist für Jupiter ein Ort des Exils; darum muss seine weite Vision durch einen feinen Filter. Statt großer Theorien nimmt der Glaube die Gestalt von Kompetenz an: die Überzeugung, dass sich Dinge besser machen lassen, eine Justierung nach der anderen. Wachstum kommt oft durch Studium, Handwerk, Gesundheitsroutinen und Arbeit im Dienst anderer.

Großzügigkeit ist hier praktisch und bleibt oft ganz unsichtbar. Sie sieht so aus, dass jemand das Fahrrad des Nachbarn repariert, den Brief einer Freundin redigiert, die gemeinsamen Dateien bei der Arbeit ordnet oder jemandem einen schnelleren Arbeitsweg beibringt. Gute Gelegenheiten folgen der Verlässlichkeit, denn wer Einzelheiten bemerkt und Dinge zu Ende bringt, wird wieder gerufen.

Probleme entstehen, wenn Jupiter den kritischen Blick der Jungfrau vergrößert. Jeder Makel wirkt dann riesig, und über der endlosen Suche nach der perfekten Methode bleibt manche Entscheidung ganz liegen. Sorgen können sich ausbreiten, ebenso die Neigung, andere an einem Maßstab zu messen, dem niemand genügen könnte.

Mit der Reife kommt ein gütigerer Maßstab. Geduld und Augenmaß verwandeln den Drang zum Verbessern in das Werk einer begabten Heilerin, eines Lektors oder eines geschickten Handwerkers, und diese sorgfältige Hilfe erleichtert vielen das Leben.`,
    keywords: ['Dienst', 'Können', 'Verbesserung', 'Gesundheit', 'praktischer Glaube', 'Analyse'],
    strengths: ['nützliche, praktische Großzügigkeit', 'stetig wachsendes Können', 'Blick für das, was sich verbessern lässt', 'Verlässlichkeit in der täglichen Arbeit'],
    challenges: ['Perfektionismus', 'vergrößert kleine Makel', 'Sorgen, die überhandnehmen', 'verliert das große Ganze aus dem Blick'],
  },

  Libra: {
    summary:
      'Jupiter in der Waage wächst durch Partnerschaft, Fairness und Anmut und glaubt daran, dass Menschen gemeinsam am besten gedeihen und Gerechtigkeit und Schönheit zusammengehören.',
    description: `Die Beziehung ist für diesen Jupiter das Tor zum Wachstum. Im kardinalen Luftzeichen Waage, das Venus regiert, richtet der große Wohltäter seinen Blick nach außen auf das Gegenüber und fragt, was für beide fair, freundlich und angenehm wäre. Der Glaube ruht auf Zusammenarbeit: dem Gefühl, dass eine gute Vereinbarung, ein gemeinsames Projekt oder ein gut geschlossener Frieden mehr zählt als ein Sieg im Alleingang.

Gelegenheiten kommen oft über Partner, Kundschaft, Freunde und Empfehlungen. Diplomatisches Geschick kann Türen öffnen: in der Rechtspflege, im Design, in der Mediation oder überall, wo Menschen an einen Tisch gebracht werden müssen. Die Großzügigkeit ist anmutig und äußert sich in Gastfreundschaft, Takt und echtem Interesse an anderen Sichtweisen. Dazu kommt eine Liebe zur Schönheit, sodass ein einladender Raum oder ein durchdachtes Geschenk echte Bedeutung trägt.

Wird es eng, wächst das Bedürfnis, anderen zu gefallen, über das gesunde Maß hinaus. Entscheidungen stocken, während jede Seite noch einmal gewogen wird, und Konflikten wird so sorgfältig ausgewichen, dass ehrliche Gefühle nie ausgesprochen werden. Manche mit dieser Stellung verlassen sich darauf, dass ein Partner die Richtung vorgibt, oder geben mehr aus, als sie haben, damit das Leben angenehm bleibt.

Die stärkste Form dieses Jupiters weiß, dass Fairness manchmal ein festes Wort verlangt. Schließt der Ausgleich auch die eigenen Bedürfnisse ein, wird er zu einem weisen Ratgeber und zum Baumeister dauerhafter Bündnisse.`,
    keywords: ['Partnerschaft', 'Fairness', 'Diplomatie', 'Anmut', 'Zusammenarbeit', 'Schönheit'],
    strengths: ['Geschick, Menschen zusammenzubringen', 'ausgeprägter Sinn für Fairness', 'liebenswürdige Gastfreundschaft', 'Offenheit für andere Standpunkte'],
    challenges: ['Unentschlossenheit', 'meidet nötige Konflikte', 'braucht andere, um die Richtung zu finden', 'wahrt den Frieden um jeden Preis'],
  },

  Scorpio: {
    summary:
      'Jupiter im Skorpion sucht Wachstum unter der Oberfläche, findet Sinn in Tiefe, Treue und Wandlung und schenkt sein Vertrauen langsam, dann aber ganz.',
    description: `Tiefe statt Breite zieht diesen Jupiter voran. Im fixen Wasserzeichen Skorpion, dessen Herrscher früher Mars allein war und heute auch Pluto ist, kehrt sich Jupiters Ausdehnungsdrang nach innen und nach unten. Er will wissen, was wirklich vor sich geht: das Motiv hinter der Geste, die Geschichte hinter dem Gerücht, die Wurzel eines Problems statt seines Symptoms. Glaube wird durch Erfahrung erworben, oft dadurch, eine Krise durchgestanden und auf der anderen Seite Stärke gefunden zu haben.

Praktisch bedeutet das vielleicht ein Talent für Recherche, eine ruhige Hand in Notfällen, Geschick mit gemeinsamem Geld und gemeinsamen Mitteln oder die Gabe, anderen durch Trauer und Veränderung zu helfen. Die Großzügigkeit dieses Jupiters ist intensiv, treu und tief. Hilfe wird vielleicht nicht jedem angeboten, doch wem er einmal Vertrauen geschenkt hat, dem gilt es dann ganz.

In unruhigen Zeiten kann Jupiter das Misstrauen und den Kontrollhunger des Skorpions vergrößern. Geheimnisse häufen sich dann, Groll schwillt an, und der Drang nach Macht kann aus der ehrlichen Suche nach Wahrheit ein Kräftemessen machen. Eine Haltung des Alles oder Nichts kann zudem zu Exzessen führen.

Der konstruktive Weg nutzt diese Tiefe zum Heilen. Weicht der Wunsch nach Kontrolle dem Wunsch zu verstehen, entsteht ein mutiger Begleiter durch schwere Zeiten und ein vertrauenswürdiger Hüter dessen, was am meisten zählt.`,
    keywords: ['Tiefe', 'Wandlung', 'Treue', 'Recherche', 'gemeinsame Ressourcen', 'Intensität'],
    strengths: ['Mut in der Krise', 'tiefe, dauerhafte Treue', 'Talent, den Dingen auf den Grund zu gehen', 'hilft anderen durch Veränderungen'],
    challenges: ['Misstrauen und Geheimniskrämerei', 'nachtragender Groll', 'Kämpfe um Macht und Kontrolle', 'Maßlosigkeit nach dem Prinzip alles oder nichts'],
  },

  Sagittarius: {
    summary:
      'Jupiter im Schützen ist im eigenen Zeichen zu Hause und wächst durch Reisen, Studium und Glauben, mit einem rastlosen Hunger nach Wahrheit und weiteren Horizonten.',
    description: `Selten fühlt sich eine Stellung so selbstverständlich an wie hier, denn der Schütze wird von Jupiter selbst regiert. Im veränderlichen Feuer bewegt sich der Planet des Glaubens und des Sinns frei: Er will erkunden, lernen, lehren und die große Geschichte finden, die alle Erfahrung zusammenhält. Die offene Straße, der Hörsaal, die fremde Sprache und das lange Gespräch darüber, wozu das Leben da ist, gehören alle hierher.

Der Optimismus ist stark und oft ansteckend. Dieser Jupiter erwartet Gutes, und dieses Vertrauen kann Glück bringen, einfach weil er bereit ist, es zu versuchen. Türen gehen oft dort auf, wo es um Bildung, Verlage, Reisen, Glaubensgemeinschaften oder die Arbeit mit Menschen aus anderen Kulturen geht. Die Großzügigkeit ist weit und heiter und zeigt sich in Ermutigung, Humor und dem Teilen dessen, was man gelernt hat.

Derselbe leichte Fluss kann ins Übermaß geraten. Überzeugungen verhärten sich zur Predigt, und das Gefühl, recht zu haben, lässt andere sich von oben herab behandelt fühlen. Die Unruhe hält Bindungen womöglich locker, und zu viel Selbstvertrauen verleitet zu leichtfertigen Versprechen, Wagnissen oder Ausgaben. Einzelheiten, die klein erscheinen, werden übersprungen, bis sie groß geworden sind.

Die beste Form hält die Suche ehrlich. Weiter Blick, verbunden mit Demut und Beharrlichkeit, bringt einen wahren Lehrer und Reisenden hervor, dessen Sinn für Bedeutung anderen die Welt weiter macht.`,
    keywords: ['Erkundung', 'Weisheit', 'Optimismus', 'Reisen', 'höhere Bildung', 'Glaube', 'Freiheit'],
    strengths: ['ansteckende Zuversicht', 'Liebe zum Lernen und Lehren', 'Offenheit für andere Kulturen', 'ausgeprägter Sinn für das eigene Ziel'],
    challenges: ['Predigen und Belehren', 'leichtfertige Versprechen und Wagnisse', 'Unruhe bei Verpflichtungen', 'überspringt wichtige Einzelheiten'],
  },

  Capricorn: {
    summary:
      'Jupiter im Steinbock wächst durch Disziplin und Verantwortung, vertraut dem, was sich über die Zeit verdient, und baut Erfolg auf sorgfältige Pläne und festen Grund.',
    description: `Ehrgeiz und Vorsicht ziehen in diesem Zeichen gegeneinander. Jupiter steht im Steinbock, einem kardinalen Erdzeichen unter Saturns Herrschaft, im Fall, und so muss der Planet der leichten Ausdehnung innerhalb von Grenzen, Regeln und Zeit arbeiten. Das ist keineswegs ein Verlust, sondern bringt oft einige der verlässlichsten Wachstumsformen im ganzen Tierkreis hervor. Glaube ist hier Glaube an die Mühe: die Überzeugung, dass ein Ziel, das Stufe um Stufe, durch Planung und Geduld erreicht wurde, Bestand haben wird.

In der Praxis erkennt man diese Stellung an sorgfältig aufgebauten Laufbahnen, langfristig angelegten Ersparnissen und einem Respekt vor Struktur, Tradition und bewährten Methoden. Gelegenheiten kommen meist, nachdem man sich einen Ruf erarbeitet hat, häufig erst in reiferen Jahren. Die Großzügigkeit ist bemessen, aber echt; sie äußert sich in nützlichem Rat, in einer angebotenen Stelle oder einer Empfehlung oder darin, Verantwortung zu übernehmen, wo andere es nicht tun.

In härteren Zeiten kann Vorsicht die Hoffnung schrumpfen lassen. Erfolg wird dann womöglich nur noch an Status oder Geld gemessen, und aus Angst vor dem Scheitern bleiben gute Gelegenheiten ungenutzt. Es kann auch die Neigung geben, andere hart zu beurteilen, weil ihnen dieselbe Disziplin fehlt, oder Freundlichkeit für einen Luxus zu halten.

Die reife Form weiß, dass Struktur dazu da ist, Wachstum zu tragen. Ehrgeiz, der einem Zweck über das eigene Selbst hinaus dient, formt hier einen weisen Älteren und Mentor, der etwas aufbaut, das ein einzelnes Leben überdauert.`,
    keywords: ['Ehrgeiz', 'Disziplin', 'Verantwortung', 'langfristiges Wachstum', 'Struktur', 'Leistung'],
    strengths: ['geduldiger, stetiger Fortschritt', 'gesundes praktisches Urteil', 'Bereitschaft, Verantwortung zu übernehmen', 'Talent, dauerhafte Strukturen zu bauen'],
    challenges: ['Pessimismus oder übertriebene Vorsicht', 'misst Wert am Status', 'hartes Urteil über andere', 'verpasst Gelegenheiten aus Angst'],
  },

  Aquarius: {
    summary:
      'Jupiter im Wassermann wächst durch Ideen, Freundschaft und Gemeinschaft und setzt seinen Glauben in die Zukunft und in das, was Menschen gemeinsam erreichen können.',
    description: `Hoffnung mit sozialem Gewissen kennzeichnet diesen Jupiter. Im fixen Luftzeichen Wassermann, regiert von Saturn und nach heutiger Lehre von Uranus, ist Wachstum an Gruppen, Anliegen und neue Arten, Dinge zu tun, gebunden. Der Wunsch des Planeten nach Sinn wendet sich Fragen der Gerechtigkeit, der Freiheit und des Fortschritts zu, und der Glaube ruht oft auf dem Vertrauen in die Vernunft und in das menschliche Potenzial.

Zu den alltäglichen Ausdrucksformen gehören Ehrenamt, das Beitreten oder Gründen von Vereinen und Netzwerken, ein Interesse an Wissenschaft oder Technik und leichte Freundschaften mit Menschen jeder Herkunft. Großzügigkeit gilt oft den vielen statt den wenigen, durch Zeit, die einem Anliegen gewidmet wird, oder Ideen, die man freigebig teilt. Chancen ergeben sich über Freunde und Organisationen und über die Bereitschaft, auszuprobieren, was noch niemand versucht hat.

Spannung entsteht, sobald Ideale sich von den Menschen entfernen. Die Sorge um die Menschheit wirkt auf einen Freund, der heute Zuwendung braucht, leicht fern, und wer unbeirrbar an die eigene Vision glaubt, kann stur werden, auch wenn er sich für aufgeschlossen hält. Rebellion wird vielleicht um ihrer selbst willen betrieben, und Pläne für die Zukunft verdrängen die Gegenwart.

Die feinste Form verbindet Vision mit Wärme. Gehen große Ideale mit persönlicher Freundlichkeit und Bereitschaft zum Zuhören einher, reift dieser Jupiter zu einem echten Reformer und einem großzügigen Freund heran.`,
    keywords: ['Gemeinschaft', 'Vision', 'Fortschritt', 'Freundschaft', 'Ideale', 'Innovation'],
    strengths: ['weiter, gerechter Blick', 'Talent für den Aufbau von Netzwerken', 'Offenheit für neue Ideen', 'Einsatz für gemeinsame Anliegen'],
    challenges: ['emotionale Distanz', 'sturer Glaube an eine einzige Vision', 'Rebellion um ihrer selbst willen', 'vernachlässigt die Gegenwart zugunsten der Zukunft'],
  },

  Pisces: {
    summary:
      'Jupiter in den Fischen, seinem traditionellen Zuhause, wächst durch Mitgefühl, Fantasie und Glauben, schenkt Güte ohne Grenzen und sucht Sinn im Unsichtbaren.',
    description: `Das Mitgefühl fließt weit, wenn Jupiter sich in den Fischen aufhält. Dieses veränderliche Wasserzeichen wird in der traditionellen Astrologie von Jupiter und in der heutigen von Neptun regiert, und die Großzügigkeit des Planeten ist hier sanft, grenzenlos und schwer in Worte zu fassen. Der Glaube kann spirituell sein, künstlerisch oder schlicht ein Vertrauen darauf, dass das Leben von etwas Größerem gehalten wird. Wachstum kommt durch Fühlen, Vorstellen und Dienen.

Von Tag zu Tag zeigt sich das als Schwäche für alle, die in Not sind, als Begabung für Musik, Film, Dichtung oder Gebet und als Vertrautheit mit Stille und Alleinsein. Meist gibt es ein feines Gespür dafür, wann es Zeit ist, einzuspringen und zu helfen, und die Bereitschaft zu vergeben. Gelegenheiten kommen oft unverhofft: über die Intuition, zufällige Begegnungen oder eine Arbeit in Heilberufen, in den Künsten oder in der Sorge um Schutzbedürftige.

Schwierigkeiten entstehen aus fehlenden Rändern. Hilfe wird gegeben, bis nichts mehr übrig ist, und andere können ein offenes Herz ausnutzen. Flucht in Tagträume, Schlaf oder andere betäubende Gewohnheiten kann zunehmen, und praktische Dinge wie Rechnungen und Fristen geraten ins Treiben. Der Glaube kann zudem in Wunschdenken abgleiten, das harten Tatsachen ausweicht.

Der heilsame Weg gibt dem Ozean ein Ufer. Mitgefühl mit Grenzen und Fantasie mit Form schenken vielen Menschen echten Trost, Inspiration und Gnade.`,
    keywords: ['Mitgefühl', 'Fantasie', 'Spiritualität', 'Vergebung', 'Intuition', 'Dienst'],
    strengths: ['tiefes, weites Mitgefühl', 'reiche schöpferische Fantasie', 'starke Intuition', 'Bereitschaft zu vergeben'],
    challenges: ['schwache persönliche Grenzen', 'Flucht in Tagträume', 'wird leicht ausgenutzt', 'vernachlässigt Praktisches'],
  },
};
