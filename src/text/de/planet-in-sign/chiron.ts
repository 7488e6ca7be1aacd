// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Chiron in jedem der zwölf Zeichen (übersetzt aus CHIRON_IN_SIGN_EN). */
export const CHIRON_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Chiron im Widder trägt eine wunde Stelle rund um das Recht, schlicht zu existieren und zu handeln, und heilt, indem er anderen hilft, den Mut zum Anfangen zu finden.',
    description: `Die empfindliche Stelle liegt ganz an der Wurzel des Selbst. Im Widder, wo kardinales Feuer im Dienst des Mars lodert, berührt Chiron die grundlegende Erlaubnis, Raum einzunehmen, etwas zu wollen und ihm nachzugehen. Oft haben schon die ersten Lebensjahre gelehrt, dass es Ärger brachte, ein Bedürfnis anzumelden, oder dass gezeigte Stärke entweder zu viel oder nie genug war. Heraus kommt vielleicht ein Mensch, der an der Startlinie zögert und dann mit plötzlichen Kraftausbrüchen überkorrigiert.

Der Alltag zeigt das Muster im Kleinen: sich entschuldigen, bevor man das Wort ergreift, sich gegen einen Kampf wappnen, der nie kommt, oder sich seltsam erschüttert fühlen, nachdem man einen Streit gewonnen hat. Steigt die Spannung, richtet sich der Zorn nach innen als Selbstzweifel oder nach außen als rasches, abwehrendes Aufflammen, das alle überrascht, den Betroffenen eingeschlossen.

Doch die Wunde birgt ein seltenes Wissen. Wer mit der Frage gerungen hat, ob er überhaupt handeln darf, versteht Mut von innen heraus, als Entscheidung und nicht als Charakterzug. Diese Einsicht macht aus ihm einen guten Trainer, Mentor oder Verbündeten für alle, die sich klein fühlen. Allmählich liefert jeder aufrichtige Anfang den Beweis, dass es niemandem schadet, mit voller Kraft gegenwärtig zu sein, und die Lektion strahlt nach außen aus und erlaubt anderen, ihr eigenes Leben mit weniger Angst zu beginnen.`,
    keywords: ['Mut', 'Selbstwert', 'Initiative', 'Identität', 'Erlaubnis', 'Zorn'],
    strengths: ['versteht Angst von innen', 'ermutigt zögernde Anfänger', 'Mut als bewusste Wahl', 'ehrlich im Umgang mit Zorn'],
    challenges: ['zweifelt am Recht zu handeln', 'plötzliches, abwehrendes Aufbrausen', 'entschuldigt sich für eigene Bedürfnisse', 'pendelt zwischen Scheu und Wucht'],
  },

  Taurus: {
    summary:
      'Chiron im Stier spürt seinen Schmerz über den Körper, den Besitz und das Gefühl von Genug und lernt eine geerdete, geduldige Art, anderen Ruhe zurückzugeben.',
    description: `Der Stachel sitzt in der Sicherheit. Chiron in fixer Erde, der Venus zugehörig, deutet auf eine Geschichte, in der Behaglichkeit, Geld, Essen oder schlichtes körperliches Wohlbefinden unsicher wirkten, zu teuer erkauft waren oder an den eigenen Wert geknüpft wurden. Selbst wenn das Leben stabil wird, beharrt womöglich eine leise Stimme darauf, dass morgen alles verschwunden sein könnte.

Diese Angst prägt gewöhnliche Entscheidungen. Manche klammern sich an Routinen, Ersparnisse oder Habseligkeiten, weit über jeden Nutzen hinaus; andere versagen sich Genuss, als wäre Freude eine Schuld, die sie sich nicht leisten können. Der Körper führt oft Buch und speichert Anspannung in Schultern und Kiefer, bis Ruhe endlich erlaubt ist. In schweren Zeiten wird Sturheit zur Mauer, und jeder Wandel erscheint als Gefahr für das nackte Überleben.

Die langsame Arbeit des Heilens liegt dem Stier gut. Indem dieser Chiron in stetigem Tempo lernt, dass der eigene Wert nicht davon abhängt, was man besitzt oder leistet, gewinnt er tiefe Achtung vor den einfachen Dingen, die einem Menschen wirklich Halt geben: eine warme Mahlzeit, ein regelmäßiger Spaziergang, Hände in der Erde, ein Haushaltsplan, der atmen kann. Solches Wissen ist praktische Medizin für andere. Freunde und Klienten spüren eine ruhige Gegenwart, die sie nicht drängt, und gehen mit dem klareren Gefühl, dass auch sie genug sind.`,
    keywords: ['Sicherheit', 'Wert', 'Körper', 'Behaglichkeit', 'Geduld', 'Ressourcen'],
    strengths: ['ruhige, festigende Gegenwart', 'praktische Sorge für Körper und Heim', 'Geduld mit langsamer Genesung', 'lehrt ein gesundes Gefühl von Genug'],
    challenges: ['Angst, Gehaltenes zu verlieren', 'versagt sich Genuss oder Ruhe', 'starrer Widerstand gegen Veränderung', 'knüpft den Wert an Besitz'],
  },

  Gemini: {
    summary:
      'Chiron in den Zwillingen findet seine Wunde in Worten, im Lernen und im Verstandenwerden und macht aus diesem Ringen eine Gabe, Dinge klar und freundlich zu erklären.',
    description: `Sprechen und Denken sind hier der empfindliche Boden. Veränderliche Luft, Merkur unterstellt, macht Chiron unruhig bei Fragen der Intelligenz: Wurde die Stimme gehört, war die Frage willkommen, gab es in der Schule ein Etikett, das noch immer nachhallt? Einige fühlten sich langsamer als Geschwister oder Mitschüler; andere wurden für ihre Klugheit gelobt und fühlten sich doch nie wirklich angehört.

Tagtäglich verrät sich der alte Stich darin, E-Mails immer wieder anzuzweifeln, Telefonate vorher einzuüben oder schnell zu reden, um jede Stille zu füllen, bevor sie beurteilt werden kann. Unter Druck zerstreut sich der Geist und sammelt Fakten als Rüstung, oder er verstummt und behauptet, nichts Sagenswertes zu haben. Gespräche mit Geschwistern, Nachbarn oder Mitschülern wiegen oft schwerer als gedacht.

Die Wende kommt durch die Neugier selbst. Weil dieser Chiron weiß, wie es sich anfühlt, verwirrt zu sein oder abgetan zu werden, lernt er, schwierige Gedanken in schlichte Sprache zu übertragen und die Frage zu stellen, die andere zu scheu sind auszusprechen. Nachhilfelehrer, Schreibende, Dolmetscher und geduldige Zuhörer tragen oft diese Signatur. Ihre heilende Gabe liegt darin, dass Verstehen sich wieder sicher anfühlt: langsamer werden, Dinge einfach benennen und Menschen daran erinnern, dass ein Verstand nicht an seiner Geschwindigkeit gemessen wird. Jeder ehrliche Austausch trägt ein Stück des alten Zweifels ab.`,
    keywords: ['Kommunikation', 'Lernen', 'Stimme', 'Neugier', 'Geschwister', 'Zuhören'],
    strengths: ['erklärt Verwickeltes einfach', 'begrüßt unbeholfene Fragen', 'begabter Lehrer oder Übersetzer', 'hört mit echter Aufmerksamkeit zu'],
    challenges: ['zweifelt an der eigenen Intelligenz', 'nervöses Zerreden oder Verstummen', 'zerstreute Konzentration unter Stress', 'versteckt sich hinter Fakten'],
  },

  Cancer: {
    summary:
      'Chiron im Krebs bewahrt eine zarte Erinnerung an Heim und frühe Fürsorge und wächst zu der seltenen Fähigkeit heran, jene zu beherbergen und zu nähren, die sich schutzlos fühlen.',
    description: `Die weiche Stelle ist die Zugehörigkeit. Mit Chiron im kardinalen Wasser, das der Mond beherrscht, führt die Wunde oft ins Familienleben zurück: ein Elternteil, der fehlte, überfordert oder schwer erreichbar war, ein Zuhause, das zu oft umzog, oder eine viel zu früh übernommene Rolle als Versorger. Unter vielen Gefühlen liegt die Frage, ob es sicher ist, irgendjemanden zu brauchen.

Das zeigt sich in täglichen Gewohnheiten. Typisch ist etwa der Hang, sich um alle zu kümmern und jede Hilfe abzulehnen, für eine ganze Schar zu kochen und selbst im Stehen an der Spüle zu essen, oder ein Heimweh, das auch in einer behaglichen Wohnung nicht vergeht. Stimmungen heben und senken sich mit den Gezeiten der Erinnerung, und eine beiläufige Bemerkung über die Familie kann wie ein Stein treffen. Wird die Verletzung aufgerührt, schließt sich die Schale fest, oder die Fürsorge wird klammernd und ängstlich.

Die Gabe, die daraus wächst, ist eine tiefe seelische Einstimmung auf andere. Wer den Hunger nach Geborgenheit kennt, kann sie anderen ohne Aufhebens schenken: das angebotene Gästezimmer, die vorbeigebrachte Suppe, die Tür, die bis spät offen bleibt. Pflegeeltern, Beraterinnen und der Freund, den alle um Mitternacht anrufen, tragen häufig diese Signatur. Heilung beginnt, wenn sich dieselbe Güte nach innen wendet und das eigene Selbst versorgt werden darf, und von dort sammelt sich oft ganz natürlich eine Wahlfamilie.`,
    keywords: ['Zuhause', 'Familie', 'Zugehörigkeit', 'Fürsorge', 'Geborgenheit', 'Erinnerung'],
    strengths: ['tiefe seelische Einstimmung', 'schafft anderen ein Gefühl von Zuhause', 'sanfte Sorge für Verletzliche', 'baut eine Wahlfamilie auf'],
    challenges: ['lässt sich nicht umsorgen', 'alte Familienkränkungen tauchen wieder auf', 'klammert in der Angst', 'zieht sich in die Schale zurück'],
  },

  Leo: {
    summary:
      'Chiron im Löwen spürt die Wunde, nicht als der gesehen oder geliebt zu werden, der man ist, und lernt, den schöpferischen Funken in anderen Menschen zu entzünden.',
    description: `Im fixen Feuer, das die Sonne lenkt, schmerzt Chiron rund um die Anerkennung. Vielleicht gehörte das Rampenlicht der Kindheit jemand anderem, vielleicht gab es Zuneigung nur für eine gute Leistung, oder Spielen galt als Zeitverschwendung. Zurück bleibt die Frage, ob das wahre Selbst ohne jeden Schliff es wert ist, gefeiert zu werden.

Das Muster kann in zwei Richtungen laufen. Der eine versteckt sein Talent, lässt das Gedicht in der Schublade und lehnt jede Einladung zum Auftritt ab; der andere jagt dem Beifall nach und fühlt sich leer, sobald es im Saal still wird. Beides sind nur zwei Antworten auf dieselbe alte Verletzung. An schwierigen Tagen wird der Stolz spröde, Komplimente sind kaum zu glauben, und Kritik trifft wie ein Urteil über den ganzen Menschen.

Fixes Feuer bringt großes Durchhaltevermögen in den Heilungsweg. Nach und nach, indem er Dinge aus reiner Freude macht, schlecht tanzt und trotzdem lacht, entdeckt dieser Chiron die Wärme wieder, die immer da war. Aus dieser Erfahrung erwächst ein besonderes Talent, andere hervorzulocken: die Lehrerin, die das stille Kind bemerkt, der Regisseur, der einem nervösen Schauspieler eine echte Chance gibt, die Eltern, die Mühe loben statt Ergebnisse. Einem anderen Menschen zum Leuchten zu verhelfen, heilt am Ende auch den, der hilft.`,
    keywords: ['Anerkennung', 'Kreativität', 'Spiel', 'Selbstausdruck', 'Stolz', 'Herz'],
    strengths: ['bringt das Talent anderer zum Vorschein', 'warmes, großzügiges Lob', 'Mut, trotzdem zu erschaffen', 'im Spiel wiederentdeckte Freude'],
    challenges: ['verbirgt die eigenen Gaben', 'Hunger nach Beifall', 'spröder Stolz', 'kann Lob kaum glauben'],
  },

  Virgo: {
    summary:
      'Chiron in der Jungfrau ringt mit dem Gefühl, nie gut oder nützlich genug zu sein, und verwandelt sorgfältige Aufmerksamkeit in echtes Können im Dienen und Heilen.',
    description: `Nichts scheint für diese Stellung je ganz fertig zu sein. Chiron in veränderlicher Erde, dem Zeichen Merkurs, trägt oft die nagende Überzeugung in sich, dass Fehler gefunden und behoben werden müssen, bevor Annahme möglich ist. Der innere Kritiker arbeitet genau und unermüdlich und bemerkt den Tippfehler, den Krümel, die etwas verspätete Antwort.

Solche Maßstäbe zeigen sich in Arbeit und Gesundheitsroutinen. Listen vermehren sich, Ernährungspläne wechseln, und der Körper wird womöglich zu einem Projekt, das verwaltet werden muss, statt ein Zuhause zu sein, in dem man lebt. Nützlichkeit kann sich wie die einzige Eintrittskarte zur Zugehörigkeit anfühlen, und so bringt Ruhe Schuldgefühle. Wächst der Stress, kreist die Sorge um kleine Einzelheiten, während das große Ganze verloren geht, und dieselbe strenge Prüfung trifft dann auch Kollegen oder geliebte Menschen.

Hier liegt jedoch auch eine hart erarbeitete Weisheit. Die anpassungsfähige Natur der Jungfrau lässt diesen Chiron durch Versuch und Nachjustieren lernen, und Jahre der Selbstprüfung werden zu einem scharfen Verständnis dafür, wie Dinge tatsächlich funktionieren und wie sie kaputtgehen. Pflegekräfte, Lektorinnen, Kräuterkundige, Mechaniker und Therapeutinnen mit dieser Stellung haben oft eine ruhige, praktische Hand, der Menschen vertrauen. Die eigentliche Heilung kommt, wenn der bescheidene Dienst auch dem eigenen Selbst gilt: wenn man annimmt, dass gut genug oft wirklich gut ist und dass unvollkommen geleistete Fürsorge trotzdem hilft.`,
    keywords: ['Dienst', 'Perfektionismus', 'Gesundheit', 'Handwerk', 'Nützlichkeit', 'Detail'],
    strengths: ['praktisches Geschick im Helfen', 'scharfer Blick für das, was repariert werden muss', 'vertrauenswürdige, beständige Fürsorge', 'lernt durch geduldiges Nachjustieren'],
    challenges: ['harter innerer Kritiker', 'Schuldgefühle beim Ausruhen', 'Sorgen um kleine Einzelheiten', 'behandelt den Körper als Projekt'],
  },

  Libra: {
    summary:
      'Chiron in der Waage spürt die Wunde in Partnerschaft und Gerechtigkeit und entwickelt eine sanfte Gabe, zwischen Menschen im Streit das Gleichgewicht wiederherzustellen.',
    description: `In den Beziehungen wohnt der alte Schmerz. In kardinaler Luft, dem Reich der Venus, reagiert Chiron empfindlich auf Harmonie, auf Fairness und auf den Austausch zwischen zwei Menschen. Viele Träger dieses Chiron haben früh ungleiche Partnerschaften miterlebt oder gelernt, den Frieden zu sichern, indem sie ihre eigenen Wünsche schrumpfen ließen, bis sie fast verschwanden.

Das Echo ist vertraut. Ja sagen und Nein meinen, alles spiegeln, was ein Partner will, oder in einem unausgewogenen Arrangement bleiben, weil die Alternative noch einsamer erscheint. Manche schlagen ins Gegenteil aus und halten alle auf Armeslänge, damit niemand die Waagschale kippen kann. Unter Anspannung stocken Entscheidungen, Groll sammelt sich still, und Schönheit oder Charme überdecken das wachsende Gefühl, nicht gesehen zu werden.

Dennoch will ein kardinales Zeichen handeln, und die Heilung beginnt oft mit einer kleinen, ehrlichen Äußerung dessen, was man selbst lieber hätte. Von dort aus wird dieser Chiron zu einem natürlichen Friedensstifter, der beide Seiten einer Geschichte halten kann, ohne dabei unterzugehen. Daheim und bei der Arbeit zeigt sich das als die Freundin, die eine hitzige Tischrunde beruhigen kann, oder als jemand, der zwei Kollegen hilft, einander endlich zuzuhören. Solche Menschen wissen, dass Fairness auch für einen selbst gilt, und können anderen helfen, Vereinbarungen zu finden, bei denen jeder heil bleibt. Beziehungen, die auf diesem Verständnis ruhen, spenden Ruhe statt Angst.`,
    keywords: ['Partnerschaft', 'Fairness', 'Harmonie', 'Ausgleich', 'Diplomatie', 'Spiegelung'],
    strengths: ['geschickter Friedensstifter', 'sieht beide Seiten klar', 'schafft faire Vereinbarungen', 'anmutig in schwierigen Gesprächen'],
    challenges: ['verliert sich in anderen', 'verborgener Groll', 'meidet nötige Auseinandersetzungen', 'zögert Entscheidungen hinaus'],
  },

  Scorpio: {
    summary:
      'Chiron im Skorpion berührt Wunden von Vertrauen, Verlust und Macht und macht aus dem Überstehen der tiefsten Stürme eine starke, ruhige Gegenwart für andere in der Krise.',
    description: `Hier fließt der Schmerz unterirdisch. Chiron in fixem Wasser, mit Mars wie mit Pluto verbunden, kennt Verrat, Trauer, Geheimnisse und die nackte Tatsache, dass Menschen und Dinge genommen werden können. Es kann frühe Erinnerungen an Verlust, Kontrolle oder Heftigkeit geben, die niemand erklärt hat, und zurück bleibt eine wachsame Vorsicht, wen man wie nah an sich heranlässt.

Vertrauen wird ständig geprüft. Jemand mit dieser Stellung sucht bei Freunden vielleicht nach verborgenen Absichten, hält Informationen fest unter Verschluss oder prüft die Treue eines Partners, bevor er sich ganz entspannt. Mit anderen geteiltes Geld, Intimität und Abschiede können die Wunde aufrühren. Wächst die Angst, nimmt das Kontrollbedürfnis zu, Schweigen wird zur Waffe, und alter Schmerz wird jahrelang mitgetragen statt losgelassen.

Weil dieses Zeichen für Verwandlung gemacht ist, ist die Wunde zugleich eine Tür. Nachdem er sich dunklen Orten gestellt hat, erschrickt dieser Chiron nicht vor ihnen, wenn er sie in anderen findet. Sterbebegleiter, Krisenberaterinnen, Ermittler und alle, die ruhig bei einem trauernden Freund sitzen, zeigen oft diese Stärke. Sie können schwierige Wahrheiten hören, ohne zurückzuweichen, und helfen anderen, das Verborgene zu benennen. Heilung liegt in der Bereitschaft loszulassen, zu vergeben, wo es möglich ist, und zu entdecken, dass Verletzlichkeit, mit den richtigen Menschen geteilt, Kraft zurückgibt, statt sie zu nehmen.`,
    keywords: ['Vertrauen', 'Verlust', 'Intimität', 'Macht', 'Verwandlung', 'Tiefe'],
    strengths: ['ruhige Gegenwart in der Krise', 'fürchtet schwierige Wahrheiten nicht', 'tiefe seelische Treue', 'begleitet andere durch Wandlungen'],
    challenges: ['argwöhnt bei anderen verborgene Absichten', 'Bedürfnis nach Kontrolle', 'hält an altem Schmerz fest', 'bewachte Nähe'],
  },

  Sagittarius: {
    summary:
      'Chiron im Schützen leidet an Fragen von Glauben, Sinn und Wahrheit und wird zu einem suchenden Lehrer, der anderen hilft, einen Glauben zu finden, der zu ihrem Leben passt.',
    description: `Was hat das alles zu bedeuten? Für Chiron im veränderlichen Feuer, unter Jupiters Regentschaft, kann sich diese Frage dringlich und schmerzhaft anfühlen. Die Wunde stammt oft von einem starren Glaubenssystem, das nicht passte, von Spott über große Ideen oder vom verlorenen Vertrauen in Menschen oder Institutionen, die einst weise schienen. Manchmal erscheint sie als Gefühl, an jedem Ort, an den es einen verschlägt, ein Außenseiter zu sein.

Rastlosigkeit folgt. Dazu passen wiederholte Umzüge, ein mehrfach gewechseltes Studium oder die stetige Suche nach dem Lehrer, dem Buch oder der Reise, von denen man sich endlich alle Antworten verspricht. Gewissheit lockt, und manche predigen ein wenig zu heftig; andere werden zynisch und weigern sich, an überhaupt etwas zu glauben. Am Tiefpunkt wird Optimismus hohl oder leichtsinnig, und schlichte Tatsachen werden zurechtgebogen, um eine tröstliche Geschichte zu schützen.

Der Segen ist ein weiter, großzügiger Blick auf die Welt. Weil er tief gefragt hat, achtet dieser Chiron viele Wege und kann ehrlich über Zweifel sprechen, was ihn zu einem vertrauenswürdigen Begleiter macht. Lehrende, Reisende, Seelsorger und Schreibende mit dieser Prägung helfen anderen, Sinn aus der eigenen Erfahrung zu gewinnen, statt ihn zu borgen. Heilung wächst aus Humor und Demut: Überzeugungen locker halten, die Fragen lebendig bewahren und offen bleiben für die nächste Lektion unterwegs.`,
    keywords: ['Sinn', 'Glaube', 'Wahrheit', 'Reisen', 'Lehre', 'Vertrauen'],
    strengths: ['Achtung vor vielen Wegen', 'ehrlich über Zweifel', 'inspirierender Lehrer oder Begleiter', 'Humor angesichts von Härten'],
    challenges: ['Predigen oder Zynismus', 'rastloses Suchen', 'biegt Tatsachen für eine Geschichte zurecht', 'fühlt sich als Außenseiter'],
  },

  Capricorn: {
    summary:
      'Chiron im Steinbock trägt das Gewicht von Pflicht, Autorität und Leistung und reift zu einem weisen Mentor heran, der für andere tragfähige Strukturen baut.',
    description: `Verantwortung kam für viele, die diesen Chiron tragen, sehr früh im Leben. In kardinaler Erde, Saturns Domäne, schmerzt Chiron meist rund um Autorität und Leistung: ein fordernder oder ferner Elternteil, der Zwang, schnell erwachsen zu werden, oder das Gefühl, Liebe müsse durch Ergebnisse verdient werden. Die heimliche Angst gilt dem Scheitern oder der Entlarvung als weniger fähig, als alle glauben.

Das Muster ist leicht zu übersehen, weil es oft wie Erfolg aussieht. Lange Arbeitstage, hohe Ansprüche und eine gelassene Fassade können Erschöpfung verbergen und den Glauben, Ausruhen heiße zurückfallen. Titel und erreichte Etappenziele bringen meist nur kurze Erleichterung. Drückt die Bürde zu sehr, wird dieser Chiron hart gegen die eigenen Grenzen, misstraut Vorgesetzten oder meidet Ehrgeiz ganz, um dem Urteil zu entgehen.

Die Zeit ist eine Verbündete. Saturns Lektionen entfalten sich langsam, und mit jedem Jahrzehnt kann dieser Chiron lernen, dass Wert nicht dasselbe ist wie Leistung und dass sich Autorität mit Güte tragen lässt. Von dort wächst er zu einem geerdeten Mentor heran, der weiß, wie man aufsteigt und wie man fällt. Als Vorgesetzter, Ältester oder Trainer macht dieser Chiron einen Arbeitsplatz oft menschlicher, weil er nicht vergessen hat, was es kostete, zu viel allein zu tragen. Seine Stärke liegt darin, Stützen zu bauen, die halten.`,
    keywords: ['Pflicht', 'Autorität', 'Leistung', 'Reife', 'Verantwortung', 'Struktur'],
    strengths: ['weiser, realistischer Mentor', 'baut dauerhafte Unterstützung auf', 'menschlicher Umgang mit Autorität', 'Geduld bei langer Mühe'],
    challenges: ['Angst vor dem Scheitern', 'Überarbeitung als Beweis des eigenen Werts', 'Misstrauen gegenüber Autoritäten', 'Härte gegen die eigenen Grenzen'],
  },

  Aquarius: {
    summary:
      'Chiron im Wassermann kennt den Schmerz, der Sonderling zu sein, und verwandelt ihn in die Gabe, Gemeinschaften zu bauen, in denen Verschiedenheit willkommen ist.',
    description: `Nicht hineinzupassen ist der vertraute Schmerz. Chiron in fixer Luft, mit Saturn wie mit Uranus in Verbindung gebracht, erinnert sich oft an das Gefühl, seltsam, zu anders oder allein unter Gleichaltrigen gewesen zu sein. Freundschaften und Gruppen waren nicht selten Orte, an denen man ausgeschlossen wurde, und so wohnt der Wunsch dazuzugehören gleich neben dem starken Drang, abseits zu stehen.

Praktisch kann das heißen, eine kühle, kluge Distanz zu wahren, sich Anliegen anzuschließen und enge Bindungen zu meiden oder Ablehnung zu erwarten, bevor eine Gruppe überhaupt die Chance hatte, einen willkommen zu heißen. Manche spielen ihre Eigenart herunter, um nicht aufzufallen; andere schärfen sie zu einem Schild. Bleibt die alte Verletzung unversorgt, verhärtet sich Distanz zu Vereinzelung, Ideen werden bequemer als Gefühle, und Auflehnung wird mit Freiheit verwechselt.

Fixe Luft hält an Grundsätzen fest, und diese Beständigkeit wird zur Stärke, sobald man sich der Wunde stellt. Dieser Chiron weiß aus Erfahrung, was es braucht, damit jemand sich einbezogen fühlt, und kann Gruppen, Netzwerke und Bewegungen gestalten, die Raum für jede Art Mensch lassen. Hinter der Nachbarschaftsinitiative, die ihre Mitglieder wirklich stützt, oder dem Verein, in dem Neue sich sofort wohlfühlen, steht oft still jemand wie dieser. Heilung kommt durch Freundschaft, die Nähe und Unabhängigkeit zugleich erlaubt, und durch die Einsicht, dass ungewöhnlich zu sein kein Makel ist. Dann wird der Außenseiter zu dem, der anderen die Tür aufhält.`,
    keywords: ['Zugehörigkeit', 'Andersartigkeit', 'Gemeinschaft', 'Freundschaft', 'Originalität', 'Freiheit'],
    strengths: ['heißt Menschen willkommen, die sich anders fühlen', 'eigenständiges Problemlösen', 'baut Gruppen, die niemanden ausschließen', 'beständige Treue zu Grundsätzen'],
    challenges: ['erwartet Ablehnung', 'seelische Distanz', 'hält Vereinzelung für Freiheit', 'versteckt die eigene Eigenart oder macht sie zur Waffe'],
  },

  Pisces: {
    summary:
      'Chiron in den Fischen ist offen für das Leid der Welt und lernt, tiefe Empfindsamkeit in Mitgefühl mit gesunden Grenzen zu verwandeln.',
    description: `Mit Chiron in veränderlichem Wasser verschwimmen Grenzen leicht. Mit Jupiter und Neptun verknüpft, saugt diese Stellung die Stimmungen anderer auf wie ein Schwamm, mitunter bereits in der frühen Kindheit. Vielleicht gab es ein Familienmitglied, das gerettet werden musste, das Gefühl, einen Kummer zu tragen, der nicht der eigene war, oder ein Verlangen nach mehr, als das gewöhnliche Leben bieten konnte.

Der Alltag kann dadurch sehr ermüdend sein. Volle Räume rauben Kraft, traurige Nachrichten klingen tagelang nach, und einem Menschen in Not Nein zu sagen, scheint fast unmöglich. Flucht wird verlockend, durch Tagträume, Bildschirme, Schlaf oder andere Wege, die Kanten abzumildern. Wird alles zu viel, löst sich die Grenze zu anderen Menschen auf, und man fühlt sich womöglich als Opfer der Umstände oder rutscht in die Rolle des unermüdlichen Retters.

Und doch sind die Gaben wunderschön. Wenige Stellungen schenken so natürliche Einfühlung oder ein so starkes Gespür für die spirituelle oder künstlerische Seite des Lebens. Musiker, Pflegende, Therapeutinnen und Ehrenamtliche mit diesem Chiron bringen Sanftheit an Orte, die sie dringend brauchen. Heilsam ist die Erkenntnis, dass Mitgefühl mit Grenzen am besten wirkt: ausruhen, auswählen, wem man hilft, und manche Lasten abgeben. Mit diesem Gleichgewicht wird Empfindsamkeit zu einer stillen Quelle des Trostes für viele.`,
    keywords: ['Mitgefühl', 'Empfindsamkeit', 'Grenzen', 'Spiritualität', 'Einfühlung', 'Fantasie'],
    strengths: ['natürliche Einfühlung', 'künstlerische und spirituelle Einsicht', 'sanfte Gegenwart für Leidende', 'versöhnliches Wesen'],
    challenges: ['schwache Grenzen', 'Drang zur Flucht', 'rettet auf eigene Kosten', 'saugt fremde Stimmungen auf'],
  },
};
