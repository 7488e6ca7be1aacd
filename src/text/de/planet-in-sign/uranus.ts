// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Uranus in jedem der zwölf Zeichen (übersetzt aus URANUS_IN_SIGN_EN). */
export const URANUS_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Uranus im Widder betritt aus dem Impuls heraus Neuland, befreit das Selbst durch kühne erste Schritte und weigert sich, auf irgendjemandes Erlaubnis zu warten, bevor es losgeht.',
    description: `Veränderung kommt wie ein angerissenes Streichholz. Uranus im Widder, dem kardinalen Feuerzeichen des Mars, will Freiheit in ihrer unmittelbarsten Form: das Recht zu handeln, zu probieren, als Erster durch eine noch verschlossene Tür zu gehen. Wer in diesen Jahren geboren ist, teilt eine rastlose Pionierstimmung, das Gefühl, dass man alte Gewohnheiten einfach überspringen kann. Jeder Einzelne trägt diese Stimmung in seiner eigenen Tonart, etwa als Drang, an einem Montag einen öden Job hinzuwerfen und bis Freitag ein kleines Geschäft zu gründen, oder einen Sport anzufangen, den in der Familie noch nie jemand ausprobiert hat.

Erfindungsgeist ist hier schnell und handfest. Ideen kommen blitzartig und werden sofort erprobt, oft mit dem Werkzeug in der Hand statt mit Plänen auf dem Papier. Unabhängigkeit ist weniger eine Weltanschauung als ein Reflex, der schneller greift als jede Überlegung.

Gerät dieser Reflex unter Druck, wird er leicht vorschnell. Dann flammt die Auflehnung gegen jede Grenze auf, ob sie nützt oder nicht, und Vorhaben werden fallen gelassen, sobald der Reiz des Neuen verflogen ist. Freunde erschrecken vielleicht über plötzliche Abgänge, die ohne jede Vorwarnung kommen.

Fruchtbar wird dieser Uranus erst, wenn dem Funken ein zweiter Schritt folgt. Verbindet sich der Mut zum Anfangen mit der Geduld, eine Sache durchzuhalten, entsteht echte Pionierarbeit, die anderen einen Weg bahnt.`,
    keywords: ['Pioniergeist', 'Impuls', 'Unabhängigkeit', 'plötzliche Aufbrüche', 'Mut', 'Eigenständigkeit'],
    strengths: ['Mut, Unversuchtes zu wagen', 'schneller, praktischer Erfindungsgeist', 'frei von Versagensangst', 'Energie, die andere zum Anfangen mitreißt'],
    challenges: ['lehnt sich gegen hilfreiche Grenzen auf', 'gibt Vorhaben auf, sobald sie vertraut wirken', 'abrupte Abgänge, die andere verunsichern', 'handelt vor dem Nachdenken'],
  },

  Taurus: {
    summary:
      'Uranus im Stier rüttelt an der gefestigten Welt von Geld, Boden und Körper und erfindet langsam neu, was Sicherheit, Wert und Behaglichkeit eigentlich bedeuten.',
    description: `Träger Boden soll sich bewegen. Der Stier ist fixe Erde im Dienst der Venus, ein Zeichen, das schätzt, was beständig ist, was man besitzt und berühren kann, und Uranus bringt ihm den Ruck der Erneuerung. Die Spannung zwischen beiden bildet den Kern dieser Stellung. Eine Generation, die mit ihr geboren ist, stellt gern infrage, wie Wert gemessen wird: was Geld ist, wem das Land gehört, wie Nahrung angebaut wird, was der Körper braucht, um sich sicher zu fühlen. In einem einzelnen Leben taucht diese Frage vielleicht als ungewöhnliches Verhältnis zu Besitz auf, als Talent für neue Handwerke oder Werkstoffe oder als Laufbahn, die auf neuen Wegen des Verdienens beruht.

In ihrer besten Ausprägung ist das geduldige Innovation. Veränderungen wurzeln in der wirklichen Welt und sind auf Dauer gebaut, und gesunder Menschenverstand hält wilde Ideen am Boden. Ein Garten, nach einer experimentellen Methode bepflanzt, ein Sparplan, der mit der Familiengewohnheit bricht, ein neues Handwerk, sorgfältig erlernt: Das sind ihre leisen Revolutionen.

Heikel wird die Lage, sobald Sturheit auf plötzlichen Wandel trifft. Die Sicherheit scheint dann durch Ereignisse erschüttert, die sich der eigenen Kontrolle entziehen, und die Antwort darauf lautet oft: sich krampfhaft festklammern oder alles auf einmal wegwerfen.

Wachstum liegt darin, die eigenen Werte in menschlichem Tempo reifen zu lassen, damit das Neue Wurzeln schlagen und viele Jahreszeiten lang nähren kann.`,
    keywords: ['neue Werte', 'neu erfundene Sicherheit', 'praktische Innovation', 'Ressourcen', 'der Körper', 'stetiger Wandel'],
    strengths: ['dauerhafte, gut geerdete Neuerungen', 'frische Ideen zu Geld und Ressourcen', 'Talent für neue Handwerke und Werkstoffe', 'ruhige Ausdauer in Umbrüchen'],
    challenges: ['schwankt zwischen Festhalten und Loslassen', 'sträubt sich gegen Wandel, bis er mit Gewalt kommt', 'Unruhe, wenn die materielle Sicherheit wankt', 'hält stur an einer neuen Methode fest'],
  },

  Gemini: {
    summary:
      'Uranus in den Zwillingen elektrisiert den Verstand und seine Botschaften und entfacht schnelle neue Wege, zu sprechen, zu lernen, sich zu vernetzen und Informationen von Ort zu Ort zu tragen.',
    description: `Gedanken bewegen sich hier in der Geschwindigkeit eines Stromstoßes. Die Zwillinge sind veränderliche Luft und gehören Merkur; Uranus in diesem Zeichen bringt jeden Kanal von Gespräch, Handel und Lernen zum Leuchten. Wer in dieser Zeit zur Welt kommt, wächst mit der Erwartung auf, dass es neue Arten gibt, Nachrichten zu senden und zu reisen, und nimmt frische Werkzeuge der Kommunikation oft so selbstverständlich an, als hätte er sie schon immer gekannt. Der Einzelne bringt diese Gabe vielleicht als sprunghaften Geist mit, als Gespür für Sprachen oder Jargon oder als müheloses Jonglieren mit vielen Nachrichtenquellen zugleich.

Die Neugier ist ungebärdig und weit. Gespräche hüpfen von einem Gegenstand zum nächsten, und die seltsamste Verbindung zwischen zwei Ideen erweist sich oft als die nützlichste. Geschwister, Nachbarn und kurze Reisen können unerwartete Wendepunkte bringen.

Liegen die Nerven blank, zersplittert diese Brillanz. Die Aufmerksamkeit zerfällt in zu viele Stücke, Pläne ändern sich stündlich, und aus Freude am geistreichen Streit wird mitunter nur um des Streitens willen Unruhe gestiftet. Ruhe ist schwer zu finden, wenn der Kopf sich nicht abschalten lässt.

Konzentration ist die Verbündete, die alles zusammenführt. Wer einige wenige Fragen auswählt und jeder von ihnen bis zum Schluss nachgeht, erlaubt diesem erfinderischen, lebhaften Geist, der Welt mehr zu geben als bloße Funken.`,
    keywords: ['schnelles Denken', 'neue Medien', 'Neugier', 'rastloser Geist', 'Kommunikation', 'Vielseitigkeit'],
    strengths: ['Blitze eigenständiger Einsicht', 'Leichtigkeit mit neuen Kommunikationsmitteln', 'verknüpft Ideen über Fachgrenzen hinweg', 'lebhaftes, aufgeschlossenes Gespräch'],
    challenges: ['zerstreute Aufmerksamkeit', 'nervöse Anspannung und schlechter Schlaf', 'streitet aus Lust am Nervenkitzel', 'ändert Pläne zu oft'],
  },

  Cancer: {
    summary:
      'Uranus im Krebs schreibt die Bedeutung von Heim und Familie neu, sucht seelische Freiheit und erfindet dabei neue Formen, für andere zu sorgen und zu ihnen zu gehören.',
    description: `Was zählt eigentlich als Familie? Mit Uranus im Krebs, einem kardinalen Wasserzeichen, über das der Mond gebietet, wird diese Frage noch einmal von vorn gestellt. Die hier geborene Generation wächst oft mit wechselnden Haushalten und Umzügen auf oder mit dem Gefühl, dass die alte Gestalt des Zuhauses nicht mehr passt, und viele bauen später ihre eigenen Fassungen davon: Wahlfamilien, Wohngemeinschaften, ungewöhnliche Formen des Zusammenlebens. Persönlich kann sich das wie ein tiefes Bedürfnis nach Zugehörigkeit anfühlen, gepaart mit einem ebenso starken Bedürfnis nach Luft zum Atmen.

Die Herrschaft des Mondes macht den Vorgang eher gefühlsbetont als abstrakt. Stimmungen können jäh umschlagen, und Erinnerungen kehren mit überraschender Wucht zurück, nicht selten zusammen mit einem klaren Blick auf die Vergangenheit. Oft zeigt sich ein Talent, auf unerwartete Weise zu umsorgen, etwa Freunde wie Verwandte zu behandeln oder ein Zuhause zu schaffen, das Menschen willkommen heißt, die andere übersehen.

Unter Anspannung kann der Widerstreit zwischen Nähe und Freiheit Beziehungen ins Wanken bringen. Rastlose Umzüge, plötzlicher Rückzug oder die Angst, angebunden zu werden, lassen geliebte Menschen womöglich im Ungewissen.

Heilung kommt, wenn beide Bedürfnisse angenommen werden. Ein Zuhause mit offenen Türen und ein paar festen Ankern gibt dieser Stellung, was sie sucht: einen sicheren Ausgangspunkt, von dem aus sie weiterwachsen kann.`,
    keywords: ['Wahlfamilie', 'seelische Freiheit', 'neue Formen des Wohnens', 'Zugehörigkeit', 'wechselnde Wurzeln', 'Intuition'],
    strengths: ['erfinderische Arten, für andere zu sorgen', 'offen für neue Formen von Familie', 'plötzliche seelische Einsicht', 'herzlicher Empfang für Außenseiter'],
    challenges: ['rastlose Umzüge und unsichere Wurzeln', 'schwankt zwischen Nähe und Distanz', 'Stimmungswechsel, die andere überraschen', 'Angst, zu fest gehalten zu werden'],
  },

  Leo: {
    summary:
      'Uranus im Löwen fordert die Freiheit, auf ganz eigene Weise zu glänzen, und macht Kreativität, Spiel und Liebe zu Akten kühnen Selbstausdrucks.',
    description: `Eine Bühne muss her, und zwar eine, die noch niemand sonst gebaut hat. Der Löwe ist fixes Feuer und das Reich der Sonne, das Zeichen des Stolzes, des Spiels und des offenen Herzens, und Uranus besteht hier darauf, dass jeder Mensch ein unverwechselbares Selbst ausdrücken darf. Die Jahrgänge mit dieser Stellung treiben Kunst, Unterhaltung und Liebesleben oft zu neuen Formen und behandeln den persönlichen Stil gern als eine Art Erklärung. Im Einzelleben zeigt sich das etwa als Vorliebe für ausgefallene Hobbys, als Lust an gewagten Auftritten vor Publikum oder als Liebschaften, die sich um Konventionen nicht scheren.

Weil die Sonne dieses Zeichen regiert, hat die Rebellion Wärme. Das ist kein kalter Trotz, sondern der großzügige Wunsch, wahrgenommen zu werden und auch andere ins Licht zu rücken. Kinder, schöpferische Vorhaben und Momente reinen Vergnügens können plötzliche, freudige Durchbrüche bringen.

Der Schatten ist ein Verlangen nach Aufmerksamkeit, das eigensinnig wird. Fixes Feuer gräbt sich leicht ein, und der Stolz will nicht nachgeben, selbst wenn ein Wandel klug wäre. Drama kann echte Originalität ersetzen, sobald der Beifall mehr zählt als das Werk.

In ihrer schönsten Gestalt macht diese Stellung Mut ansteckend. Ein Selbstausdruck, der frei geschenkt wird und nicht gewinnen muss, hilft einem ganzen Raum, sich mutig genug zum Spielen zu fühlen.`,
    keywords: ['eigenständiger Selbstausdruck', 'Kreativität', 'kühner Stil', 'Romantik', 'Spiel', 'Stolz'],
    strengths: ['wagemutige schöpferische Vision', 'warme, großzügige Originalität', 'Mut, aufzufallen', 'verspielte neue Formen von Kunst und Vergnügen'],
    challenges: ['eigensinniger Stolz', 'sucht Aufmerksamkeit statt Substanz', 'weigert sich stur, sich anzupassen', 'Drama statt echter Veränderung'],
  },

  Virgo: {
    summary:
      'Uranus in der Jungfrau reformiert die Einzelheiten von Arbeit, Gesundheit und Tagesablauf und findet Freiheit in besseren Methoden und in erfinderischen Wegen, nützlich zu sein.',
    description: `Die Revolution beginnt bei den kleinen Dingen. Die Jungfrau ist veränderliche Erde, von Merkur regiert, ein Zeichen des Handwerks, des Dienstes und der sorgfältigen Analyse, und Uranus richtet seinen Drang nach Veränderung hier auf die praktischen Abläufe des Lebens: wie Arbeit erledigt wird, wie man für den Körper sorgt, wie Aufgaben sortiert und verteilt werden. Wer in diesem Zeitraum geboren ist, bringt oft einen frischen Blick auf Beruf und Wohlbefinden mit, und viele finden sich mühelos in neue Techniken und Werkzeuge ein. Persönlich kann das die Lust bedeuten, Abläufe zu reparieren, die Gewohnheit, neue Routinen auszuprobieren, oder einen Beruf in einem Feld, das eine Generation zuvor noch gar nicht existierte.

Merkurs Herrschaft macht daraus eine denkende Art der Reform. Probleme werden untersucht, zerlegt und mit klugen Abkürzungen neu zusammengesetzt. Es kommt vor, dass nach einem einzigen hellen Einfall eine Küche, eine Werkstatt oder ein Wochenplan über Nacht umgekrempelt wird.

Belastung äußert sich als nervöse Pedanterie. Routinen werden so oft geändert, dass sich nichts setzen kann, und die Kritik an alten Methoden wird leicht scharf. Die Sorge um Gesundheit oder Leistung eilt den Tatsachen womöglich voraus.

Nachsicht mit dem Unvollkommenen gibt ihr Halt. Dient die Verbesserung den Menschen und nicht bloß irgendwelchen Maßstäben, wächst aus dieser Stellung eine stille, beständige Kraft heran, die vielen den Alltag leichter macht.`,
    keywords: ['Reform', 'neue Methoden', 'Arbeit', 'Wohlbefinden', 'praktische Erfindung', 'Analyse'],
    strengths: ['kluge Verbesserungen an Systemen', 'offen für neue Gesundheitspraktiken', 'präzises, praktisches Problemlösen', 'Nützlichkeit mit frischem Blickwinkel'],
    challenges: ['nervöse Unruhe wegen Einzelheiten', 'ändert Routinen zu oft', 'scharfe Kritik an alten Wegen', 'Sorgen, die den Tatsachen vorauseilen'],
  },

  Libra: {
    summary:
      'Uranus in der Waage erfindet Partnerschaft und Fairness neu und sucht Beziehungen, die Raum für Freiheit lassen, und ein Gleichgewicht, das wirklich gemeinsam getragen wird.',
    description: `In dieser Stellung wird die Partnerschaft neu geschrieben. Die Waage, kardinale Luft und Venus unterstellt, ist das Zeichen des Gegenübers, der Schönheit, der Gerechtigkeit und der Abmachungen, die Menschen zusammenhalten. Uranus verlangt, dass diese Abmachungen gleichberechtigter und freier werden. Wer dieser Generation angehört, stellt feste Rollen in Liebe und Ehe gern infrage und experimentiert mit neuen Formen der Bindung. In einem persönlichen Horoskop äußert sich das etwa als Bedürfnis nach einem Partner, der zugleich ein Freund ist, als Neigung zu ungewöhnlichen Bündnissen oder als heftige Reaktion auf alles, was ungerecht erscheint.

Venus verleiht dem Vorgang Anmut. Neue Vorstellungen vom Miteinander werden oft mit Charme vorgebracht, und nicht selten besteht echtes Talent für Gestaltung, Schlichtung oder eine Kunst, die das Auge überrascht.

Problematisch wird es, wenn Nähe sich wie eine Falle anfühlt. Beziehungen beginnen dann oft rasch und enden jäh, oder einer von beiden hält sich stets eine Hintertür offen. Eine rastlose Suche nach dem idealen Arrangement kann das wirkliche übersehen, das längst da ist.

Das Heilmittel ist ein ehrliches, offenes Gespräch unter Gleichen. Partner, die offen vereinbaren, wie viel Raum jeder braucht, können Bindungen schaffen, die lebendig, gerecht und dauerhaft sind, ein Vorbild für Gleichgewicht, von dem andere lernen können.`,
    keywords: ['gleichberechtigte Partnerschaft', 'Freiheit in der Liebe', 'Fairness', 'neue Bindungsformen', 'Gestaltung', 'Diplomatie'],
    strengths: ['frische Ideen für gerechte Beziehungen', 'Talent für überraschende Gestaltung', 'achtet die Unabhängigkeit des Partners', 'Geschick, Gegensätze zusammenzubringen'],
    challenges: ['plötzliche Anfänge und Abbrüche in Beziehungen', 'hält sich stets einen Ausgang offen', 'jagt einer idealen Partnerschaft nach', 'Unentschlossenheit in der Bindung'],
  },

  Scorpio: {
    summary:
      'Uranus im Skorpion weckt Veränderung aus der Tiefe, legt verborgene Kräfte offen und befreit Verschüttetes durch intensive, verwandelnde Einsicht.',
    description: `Unter dieser Stellung bleibt nichts lange verborgen. Der Skorpion ist fixes Wasser, in alter Zeit allein Mars zugeordnet, heute zusätzlich Pluto, ein Zeichen der Intimität, der Geheimnisse, des gemeinsamen Besitzes und des Kreislaufs von Ende und Erneuerung. Uranus treibt hier den Wandel von unterhalb der Oberfläche an, dort, wo Tabus, Macht und Begehren wohnen. Die Jahrgänge, die ihn mitbringen, sprechen oft offen über Themen, die frühere gemieden haben, von Sexualität über den Tod bis zu Schulden. Bei einem einzelnen Menschen zeigt sich das vielleicht als Begabung zur Forschung, als scharfer Sinn für das, was andere verbergen, oder in Lebenswenden, die als plötzliche, vollständige Verwandlung kommen.

Die marsische Seite gibt dem Vorgang Nervenstärke. Einsichten kommen meist mit großer Wucht, und was einmal gesehen wurde, lässt sich kaum je wieder ungesehen machen.

Bei Belastung wird die Intensität hart. Kämpfe um Kontrolle, Argwohn oder Entscheidungen nach dem Prinzip alles oder nichts beschädigen womöglich das Vertrauen. Auflehnung kann eine heimliche Form annehmen, und seelischer Aufruhr fühlt sich vielleicht überwältigend an.

Verwandlung gelingt am besten, wenn sie gewählt und nicht erzwungen wird. Schwierigen Wahrheiten mit Ehrlichkeit und Sorgfalt zu begegnen, macht diese tiefe, forschende Energie zu einer Quelle der Heilung, die anderen hilft, loszulassen, was sie zu lange festgehalten haben.`,
    keywords: ['Verwandlung', 'verborgene Wahrheiten', 'Intensität', 'Tabu', 'Erneuerung', 'Tiefe'],
    strengths: ['furchtloser Einblick in Verborgenes', 'Fähigkeit zu tiefer Erneuerung', 'Forschung, die die Wahrheit aufdeckt', 'Ehrlichkeit bei schwierigen Themen'],
    challenges: ['Machtkämpfe und Kontrolle', 'Entscheidungen nach dem Prinzip alles oder nichts', 'heimliche Rebellion', 'seelischer Aufruhr, der überwältigt'],
  },

  Sagittarius: {
    summary:
      'Uranus im Schützen befreit den Glauben und weitet den Horizont und sucht Wahrheit durch Reisen, Studium und kühne neue Ideen darüber, wie das Leben gelebt werden sollte.',
    description: `Mit Uranus im Schützen dehnen sich die Horizonte weit. Dieses veränderliche Feuerzeichen unter Jupiters Herrschaft blickt auf ferne Länder, höhere Bildung und das Ringen um Sinn, und Uranus stellt hier jede überlieferte Antwort infrage. Eine Generation, die in dieser Zeit geboren wird, behandelt Glauben, Philosophie und Bildung gern als offene Felder statt als feste Straßen und zieht oft Reisen, fremde Kulturen oder das Lernen auf eigene Faust vor. Im persönlichen Leben erscheint das Thema vielleicht als rastlose spirituelle Suche, als plötzlicher Entschluss, im Ausland zu leben, oder als Liebe zu Ideen, die Grenzen überschreiten.

Jupiters Einfluss verleiht der Suche Zuversicht. Es gibt den Glauben, dass freies Denken an einen besseren Ort führt, und eine Begeisterung, die andere mitzieht. Lehrer, Mentoren und lange Reisen können allesamt Wendepunkte bringen.

Spannung zeigt sich als Rastlosigkeit ohne Ziel. Überzeugungen werden mitunter zu schnell verworfen und ersetzt, und die Leidenschaft für die Wahrheit kann zum Predigen erstarren. Verpflichtungen, die die Bewegungsfreiheit einschränken, wirken dann unerträglich.

Die Antwort lautet, Ideen von der Erfahrung prüfen zu lassen. Wer von jeder Reise zurückkehrt, um zu teilen, was er gelernt hat, wird zur Brücke zwischen Welten und zum Hoffnungsträger für andere.`,
    keywords: ['freies Denken', 'Reisen', 'spirituelle Suche', 'weite Horizonte', 'Philosophie', 'Optimismus'],
    strengths: ['aufgeschlossene Weitsicht', 'Leichtigkeit im Umgang mit anderen Kulturen', 'hoffnungsvolle, anregende Energie', 'Mut, Überzeugungen zu hinterfragen'],
    challenges: ['Rastlosigkeit ohne Richtung', 'verwirft Überzeugungen zu schnell', 'predigt neue Wahrheiten', 'meidet jede Bindung, die die Bewegungsfreiheit einschränkt'],
  },

  Capricorn: {
    summary:
      'Uranus im Steinbock gestaltet Autorität und Struktur um, reißt nieder, was nicht mehr funktioniert, und baut an seiner Stelle geduldig neue Einrichtungen auf.',
    description: `Alte Mauern kommen hier auf den Prüfstand. Der Steinbock, Saturns kardinales Erdzeichen, steht für Struktur, Pflicht, Regierung und den langen Aufstieg zum Erfolg, und Uranus setzt in ihm den Drang nach Freiheit gegen das Gewicht der Tradition. Wer so geboren ist, erlebt im Heranwachsen oft, wie sich Institutionen wandeln, und viele fühlen sich berufen, sie von drinnen umzubauen. Im eigenen Werdegang taucht das Thema gern als unkonventioneller Berufsweg auf, als Talent, neue Unternehmungen zu organisieren, oder als verwickeltes Verhältnis zu Regeln und zu denen, die sie durchsetzen.

Saturns Herrschaft hält die Revolution praktisch. Wild geht es hier selten zu; der Wandel schreitet Schritt für Schritt voran, mit einem Auge auf den Ergebnissen. Jemand verbringt vielleicht Jahre in einer Firma und baut still deren Methoden um, oder gründet eine neue Art von Unternehmen, das seine Gründer überdauert.

Unter Belastung verschärft sich die Spannung zwischen Kontrolle und Wandel. Groll gegen Autoritäten kann neben dem heimlichen Wunsch stehen, selbst das Sagen zu haben, und der Ehrgeiz wird womöglich kalt. Die Angst vor Instabilität hält vielleicht überholte Gewohnheiten am Leben.

Verantwortung ist der Schlüssel. Dient der Ehrgeiz dem Gemeinwohl, wird diese Konstellation zur Baumeisterin solider neuer Strukturen, auf die sich viele Menschen verlassen können.`,
    keywords: ['Reform der Strukturen', 'Autorität', 'Ehrgeiz', 'neue Institutionen', 'Disziplin', 'praktischer Wandel'],
    strengths: ['geduldige Reform Schritt für Schritt', 'Talent, neue Institutionen aufzubauen', 'realistischer Blick auf Veränderung', 'Führung in ungewöhnlichen Laufbahnen'],
    challenges: ['Konflikt mit Autoritäten', 'kalter oder starrer Ehrgeiz', 'Angst vor Instabilität', 'hält an Kontrolle fest und fordert zugleich Wandel'],
  },

  Aquarius: {
    summary:
      'Uranus im Wassermann ist der Planet im eigenen Zeichen und erfüllt eine Generation mit Idealen von Gleichheit, Gemeinschaft und zukunftsgewandter Erfindung.',
    description: `Hier wirkt Uranus im eigenen Zeichen. Der Wassermann ist fixe Luft, früher Saturn zugeordnet, heute auch Uranus selbst, und die Verbindung ist ausgesprochen idealistisch: Ideen über die Gruppe, gleiche Rechte, Wissenschaft und Zukunft fließen frei. Eine mit dieser Stellung geborene Generation fühlt sich meist wohl mit Netzwerken, Technik und Anliegen, die über Landesgrenzen hinausreichen. Beim Einzelnen zeigt sie sich etwa als Gerechtigkeitssinn, als bunt gemischter Freundeskreis oder als Verstand, dem es Freude macht, Systeme zu durchschauen und zu überlegen, wie sie sich verbessern ließen.

Die saturnische Seite gibt dem Traum ein Gerüst. Visionen werden oft in Organisationen, Vereine und Bewegungen getragen, die auf Dauer angelegt sind, und es kann echtes Geschick darin liegen, Menschen um ein gemeinsames Ziel zu versammeln.

Die Gefahr heißt Distanz. Grundsätze zählen dann leicht mehr als Menschen, und fixe Luft hält mitunter stur an einer Idee fest, deren Zeit längst vorbei ist. Individualität kann in Kälte oder in notorischen Widerspruchsgeist kippen.

Wärme schafft den Ausgleich. Schließt die Liebe zur Menschheit auch den Menschen auf der anderen Tischseite ein, wird diese Stellung zum lebendigen Beispiel dafür, wie Freiheit und Freundschaft gemeinsam wachsen können.`,
    keywords: ['Gleichheit', 'Gemeinschaft', 'Innovation', 'Zukunftsvision', 'Netzwerke', 'Idealismus'],
    strengths: ['starker Gerechtigkeitssinn', 'Talent, Gemeinschaften aufzubauen', 'Vertrautheit mit neuer Technik', 'eigenständige, zukunftsgewandte Ideen'],
    challenges: ['seelische Unnahbarkeit', 'stures Festhalten an Prinzipien', 'Widerspruchsgeist aus Gewohnheit', 'sorgt sich mehr um Anliegen als um Menschen'],
  },

  Pisces: {
    summary:
      'Uranus in den Fischen löst alte Grenzen des Glaubens und Fühlens auf und weckt Fantasie, Mitgefühl und neue Wege, das Unsichtbare zu erreichen.',
    description: `Träume werden in dieser Stellung zur Quelle des Wandels. Die Fische sind veränderliches Wasser, einst Jupiter unterstellt und heute zudem Neptun, das Zeichen des Mitgefühls, der Fantasie und der Sehnsucht nach etwas, das größer ist als das eigene Selbst. Uranus bringt hier plötzliche Öffnungen in diesen Bereichen. Eine damit geborene Generation erkundet gern neue Formen von Spiritualität, Kunst und Heilung und sieht oft wenig Grund, die Grenzen einzuhalten, die Ältere für selbstverständlich hielten. Beim einzelnen Menschen taucht das etwa als lebhafte Intuition auf, als ungewöhnliche künstlerische Gabe oder als Einsichtsblitze, die in stillen Momenten kommen.

Jupiters Herrschaft schenkt Großzügigkeit, die Verbindung zu Neptun schenkt Vision. Freiheit wird hier als Befreiung von starren Rollen empfunden und als Wunsch, jedem zu helfen, der leidet. Musik, Film und andere Künste, die die Grenze zwischen Wirklichem und Erdachtem verwischen, können echte Durchbrüche tragen.

Wächst die Verwirrung, wird die Gabe schlüpfrig. Weltflucht, unklare Pläne oder die Neigung, sich treiben zu lassen, können das Durchhaltevermögen schwächen. Empfindsamkeit kann in Überwältigung umschlagen.

Sanfte Struktur hilft dabei am meisten. Ein stetiger Tagesrhythmus gibt dieser fantasievollen, mitfühlenden Energie eine Gestalt, durch die sie Leben wirklich verändern kann.`,
    keywords: ['Fantasie', 'Mitgefühl', 'Intuition', 'spirituelles Erwachen', 'Kunst', 'Heilung'],
    strengths: ['lebhafte Intuition', 'Mitgefühl ohne Grenzen', 'eigenständige künstlerische Vision', 'offen für neue spirituelle Wege'],
    challenges: ['Weltflucht und Treibenlassen', 'unklare Pläne', 'überwältigende Empfindsamkeit', 'schwaches Durchhaltevermögen'],
  },
};
