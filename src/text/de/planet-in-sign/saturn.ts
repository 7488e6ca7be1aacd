// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Saturn in jedem der zwölf Zeichen (übersetzt aus SATURN_IN_SIGN_EN). */
export const SATURN_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Saturn im Widder lernt, einen heftigen Drang nach Unabhängigkeit zu zügeln, und formt aus rohem Impuls einen Mut, der warten und planen kann und im entscheidenden Moment trotzdem beherzt handelt.',
    description: `Ungeduld und Disziplin prallen bei dieser Stellung frontal aufeinander. Saturn, der Planet der Grenzen und der langsam erworbenen Meisterschaft, steht im Widder, kardinalem Feuer unter Mars, einem Zeichen, das zuerst losstürmen und erst danach Fragen stellen will. Nach traditioneller Lehre ist das Saturns Fall, und die Spannung ist leicht zu spüren: Der Drang vorzupreschen stößt auf eine innere Stimme, die vor Eile warnt, oder auf äußere Hindernisse, die den Weg genau dann versperren, wenn der Schwung gerade zunimmt.

Im Alltag sieht das Muster oft so aus: Jemand legt kraftvoll los, rennt gegen eine Wand und muss dann entscheiden, ob er weiterdrückt, aufgibt oder neu nachdenkt. Eigenständigkeit bildet sich häufig früh heraus, manchmal deshalb, weil keine Hilfe angeboten wurde, und daraus kann die Gewohnheit entstehen, alles allein zu stemmen.

Unter Druck schlägt Frust in Gereiztheit oder plötzliche Ausbrüche um, und die Angst, schwach zu wirken, erschwert es, um Rat zu bitten. Die Vorsicht kann auch ins Gegenteil kippen und vor einem kühnen Schritt, der längst fällig ist, in Erstarrung enden.

Mit den Jahren baut dieser Saturn eine erprobte Form von Tapferkeit auf. Jeder Zusammenstoß lehrt etwas über das richtige Timing: wann man zuschlägt, wann man innehält und wie man führt, ohne andere plattzuwalzen. Am Ende steht eine Initiative mit Rückgrat, die Fähigkeit, etwas anzufangen und es wirklich bis zum Schluss durchzuziehen.`,
    keywords: ['Eigenständigkeit', 'Geduld', 'Timing', 'Mut', 'Initiative', 'Zurückhaltung'],
    strengths: ['Mut, der sich bewährt hat', 'kann allein beginnen und vollenden', 'lernt aus jedem Rückschlag', 'klare, direkte Führung'],
    challenges: ['Frust, wenn etwas blockiert', 'scheut sich, um Hilfe zu bitten', 'schwankt zwischen Übereilung und Zögern', 'Wutausbrüche unter Druck'],
  },

  Taurus: {
    summary:
      'Saturn im Stier baut Sicherheit Schicht um Schicht mit Geduld auf, schätzt, was Bestand hat, und lernt, dass wahrer Wert sich nicht nur am Besitz messen lässt.',
    description: `Kaum eine Stellung wartet so bereitwillig auf Ergebnisse. Saturn in fixer Erde, in einem von Venus regierten Zeichen, betrachtet Geld, Besitz, Behaglichkeit und den Körper mit langem Atem. Der Instinkt sagt: lieber sparen als ausgeben, lieber reparieren als ersetzen, und nur dem trauen, was sich festhalten, zählen und Jahr um Jahr verlässlich nutzen lässt.

Praktische Fähigkeiten reifen hier meist langsam, aber sicher. Ein mit Sorgfalt angelegter Garten, ein Sparkonto, das jeden Monat ein wenig wächst, ein über Jahrzehnte verfeinertes Handwerk: Solche Leistungen tragen Saturns Handschrift im Stier. Die Treue ist stark, und Zusagen über gemeinsame Mittel werden eingehalten.

Unter Belastung zeigt sich die Sorge vor Mangel, selbst wenn genug da ist. Genuss gilt oft als etwas, das man sich erst verdienen muss, und so rücken Ruhe und Vergnügen immer wieder nach hinten. Sturheit kann sich zur Weigerung verhärten, überhaupt etwas zu ändern, und der Selbstwert kann allzu fest an Einkommen oder Besitztümer geknüpft werden, was ein leises Gefühl hinterlässt, nie ganz genug zu haben.

In seiner gereiften Form versteht dieser Saturn, dass Beständigkeit selbst ein Vermögen ist. Gönnt er sich unterwegs etwas Behaglichkeit und vertraut dem inneren Wert so sehr wie einem Kontostand, wird er für andere zu einem ruhigen Anker, zu dem Menschen, dessen Geduld einen Haushalt oder ein Vorhaben aufrecht hält.`,
    keywords: ['Sicherheit', 'Geduld', 'Sparsamkeit', 'Ausdauer', 'Selbstwert', 'Stabilität'],
    strengths: ['stetiger, verlässlicher Einsatz', 'sorgsamer Umgang mit Ressourcen', 'Geduld mit langsamen Ergebnissen', 'Treue, die hält'],
    challenges: ['Angst vor Mangel', 'Widerstand gegen Veränderung', 'schiebt Genuss und Ruhe auf', 'knüpft den Selbstwert an Besitz'],
  },

  Gemini: {
    summary:
      'Saturn in den Zwillingen nimmt den Verstand ernst, schult die Neugier zu sorgfältigem Denken und klarer Rede und prüft Fakten, bevor er sie weitergibt.',
    description: `Worte haben Gewicht für diese Stellung. Saturn in den Zwillingen, einem veränderlichen Luftzeichen unter Merkurs Herrschaft, bringt Disziplin in das Lernen, Schreiben und Sprechen und in den raschen Austausch des alltäglichen Umgangs. Statt über Themen hinwegzugleiten, will der Geist die Dinge gründlich verstehen, und er sagt oft lieber weniger und liegt richtig, als viel zu plappern und danebenzuliegen.

Frühe Erfahrungen haben nicht selten Zweifel an der eigenen Klugheit oder Ausdrucksfähigkeit gesät: ein holpriger Start beim Lesen, ein Geschwister, das schneller schien, eine Schulklasse, in der Fragen unerwünscht waren. Ein Großteil der Arbeit dieses Saturn besteht darin, vor allem sich selbst zu beweisen, dass sein Denken tragfähig ist. Lerngewohnheiten, Notizen, Redigieren und methodisches Recherchieren wachsen allmählich zu echten Stärken heran.

Unter Druck verwandelt sich geistige Unruhe in ängstliches, kreisendes Grübeln. Gespräche werden im Kopf wieder und wieder abgespielt, Nachrichten immer neu entworfen, und nervöse Sorge zerstreut die Aufmerksamkeit auf viele Aufgaben, von denen keine fertig wird. Eine trockene, skeptische Ader kann es zudem schwer machen, Nachrichten, Klatsch oder selbst freundlichem Rat zu trauen.

Ist er gereift, bringt Saturn hier den sorgfältigen Lehrer hervor, die klare Verfasserin technischer Texte, den Menschen, der etwas Verwickeltes in einfachen Schritten erklären kann. Die Gabe liegt darin, Information eine Struktur zu geben: Ideen zu ordnen, zu verknüpfen und so zu vermitteln, dass andere wirklich etwas damit anfangen können.`,
    keywords: ['Studium', 'Klarheit', 'Kommunikation', 'Methode', 'Genauigkeit', 'Skepsis'],
    strengths: ['sorgfältiges, genaues Denken', 'klare Erklärungen', 'diszipliniertes Lernen', 'gesunde Skepsis'],
    challenges: ['Zweifel an der eigenen Intelligenz', 'ängstliche, kreisende Gedanken', 'zerstreute Konzentration unter Stress', 'tut sich schwer, Informationen zu trauen'],
  },

  Cancer: {
    summary:
      'Saturn im Krebs schultert Familienpflichten und hütet Gefühle sorgsam und lernt dabei, dass echte Sicherheit aus einer Fürsorge erwächst, die beständig ist statt ängstlich oder verschlossen.',
    description: `Heim und Zugehörigkeit werden unter dieser Stellung zur ernsten Angelegenheit. Saturn steht im kardinalen Wasser des Krebses, eines vom Mond regierten Zeichens, das traditionell als Saturns Exil gilt, weil ein Planet der Mauern und Regeln hier in einem Zeichen der Gezeiten und der Zärtlichkeit arbeiten muss. Heraus kommt oft jemand, der früh Verantwortung für die Familie übernimmt, den Haushalt am Laufen hält, an jeden Geburtstag denkt und sich sorgt, wer sich um wen kümmern wird.

Die Gefühle sind echt und tief, bleiben aber gern hinter einem sorgsam gebauten Panzer verborgen. Es kann ein in der Kindheit wurzelndes Empfinden geben, dass die eigenen seelischen Bedürfnisse zu viel waren oder warten mussten, und so entwickelt sich eine zurückhaltende, tüchtige Oberfläche. Zuneigung zeigt sich in praktischen Taten: ein Essen, das im Kühlschrank bereitsteht, eine still beglichene Rechnung, ein Zimmer, das für Besuch hergerichtet ist.

Wächst der Stress, wird aus Schutz Kontrolle oder Rückzug. Wer fürchtet, abhängig zu werden, nimmt nur schwer Hilfe an, und alte Verletzungen werden womöglich noch gehütet, wenn sie längst hätten heilen können. Stimmungen sinken leicht in eine schwere, verborgene Schwermut.

Über die Jahre kann dieser Saturn ein Zuhause bauen, das Menschen wirklich Halt gibt. Lässt er Weichheit sichtbar werden und nimmt Fürsorge ebenso an, wie er sie gibt, wird er zu einer Quelle dauerhafter Geborgenheit, zu einem Familienältesten im besten Sinn.`,
    keywords: ['Familienpflicht', 'Schutz', 'seelische Zurückhaltung', 'Zuhause', 'Zugehörigkeit', 'Fürsorge'],
    strengths: ['verlässliche Sorge für die Familie', 'Liebe in praktischen Taten', 'seelische Ausdauer', 'schafft ein stabiles Zuhause'],
    challenges: ['verbirgt Gefühle hinter einem Panzer', 'Angst, auf andere angewiesen zu sein', 'hält an alten Kränkungen fest', 'schwere, verschlossene Stimmungen'],
  },

  Leo: {
    summary:
      'Saturn im Löwen sucht Anerkennung, die verdient ist, und formt schöpferisches Feuer und den Wunsch, gesehen zu werden, zu würdevoller Führung und zu Arbeit von bleibender Güte.',
    description: `Ein leiser Hunger danach, geschätzt zu werden, zieht sich durch Saturn im Löwen. Hier wirkt der Planet der Beschränkung in einem fixen, von der Sonne regierten Feuerzeichen, seinem traditionellen Exil, denn Saturns Vorsicht und der Wunsch des Löwen nach Wärme und Beifall ziehen in entgegengesetzte Richtungen. Der Selbstausdruck wird ernst genommen, und selbst das Spiel muss sich oft erst rechtfertigen oder makellos gelingen.

Im besten Fall entsteht aus dieser Verbindung eine würdevolle, verlässliche Führungskraft, die Autorität mit Wärme trägt. Schöpferische Arbeit ist meist ausgefeilt und auf Dauer angelegt, ob es sich um einen jahrelang überarbeiteten Roman handelt, um ein Geschäft, das den eigenen Namen trägt, oder um eine sorgfältige, hingebungsvolle Elternschaft. Die Treue reicht tief, und Lob ist, wenn es kommt, aufrichtig gemeint.

Unter Anspannung macht sich Befangenheit bemerkbar. Dazu kommt mitunter die Angst, sich lächerlich zu machen, übersehen zu werden oder schon dafür verurteilt zu werden, dass man überhaupt Aufmerksamkeit möchte. Der Stolz kann steif werden, sodass es schwerfällt, Fehler einzugestehen oder über sich selbst zu lachen, und der Wunsch nach Respekt gleitet leicht ins Einfordern ab. Die Freude wird vertagt, bis irgendein eingebildeter Maßstab erfüllt ist.

Die Lehre lautet: Das Herz braucht keine Erlaubnis, um zu strahlen. Gestattet sich Saturn im Löwen, um der Freude am Schaffen willen zu schaffen, verwandelt die Disziplin, die er ohnehin besitzt, Anstrengung in echte, großzügige Ausstrahlung, an der andere sich wärmen können.`,
    keywords: ['Anerkennung', 'Würde', 'schöpferische Disziplin', 'Stolz', 'Führung', 'Selbstausdruck'],
    strengths: ['würdevolle, beständige Führung', 'schöpferische Arbeit, die bleibt', 'aufrichtige Treue', 'hingebungsvolle, verantwortliche Elternschaft'],
    challenges: ['Angst, sich lächerlich zu machen', 'steifer Stolz', 'schiebt Freude und Spiel auf', 'verlangt zu offen nach Respekt'],
  },

  Virgo: {
    summary:
      'Saturn in der Jungfrau erwirbt Meisterschaft durch kleine, sorgfältige Gewohnheiten, bietet präzises Können und echten Nutzen und lernt, wann gut genug wirklich genug ist.',
    description: `Präzision fühlt sich hier selbstverständlich an. Saturn in der veränderlichen Erde der Jungfrau, eines von Merkur regierten Zeichens, bringt Ordnung in die kleinen Aufgaben, die ein Leben in Gang halten: Zeitpläne, Checklisten, Budgets, die tägliche Pflege von Körper und Arbeitsplatz. Es ist eine Stellung des Handwerks, und sie verbessert sich stetig durch Übung, Korrektur und Aufmerksamkeit für das, was tatsächlich funktioniert.

Am Arbeitsplatz ist Saturn in der Jungfrau die Kollegin, die den Fehler findet, bevor der Bericht hinausgeht, der Kollege, der weiß, wo jede Akte liegt, und der Mensch, der still die undankbaren Aufgaben übernimmt. Dienst zählt, und nützlich zu sein gibt ein solides Gefühl von Sinn. Gelernt wird praktisch; Methoden werden geprüft, statt sie auf Treu und Glauben zu übernehmen.

Derselbe Blick für Makel kann sich nach innen richten. Vor lauter Perfektionismus wird kaum eine Arbeit je fertig, und die harte Selbstkritik schwappt womöglich als ständige Nörgelei auf andere über. Sorgen setzen sich gern an Abläufen und täglichen Gewohnheiten fest, wobei starre Regeln die Stelle echter Gelassenheit einnehmen. Das Gefühl, nie genug getan zu haben, lässt Ruhe unverdient erscheinen.

Reife kommt, wenn Unvollkommenheit als Teil jedes lebendigen Vorgangs angenommen wird. Dienen die Maßstäbe den Menschen, statt über sie zu herrschen, wird dieser Saturn zu einer geduldigen Fachkraft und einer vertrauenswürdigen Hilfe, zum Beweis dafür, dass bescheidene, wiederholte Mühe sich zu echter Meisterschaft summiert.`,
    keywords: ['Handwerk', 'Präzision', 'Dienst', 'Routine', 'Verbesserung', 'Fleiß'],
    strengths: ['sorgfältiger Blick fürs Detail', 'praktische, erprobte Methoden', 'verlässliche Hilfe', 'geduldiger Aufbau von Können'],
    challenges: ['Perfektionismus, der den Abschluss verzögert', 'harte Selbstkritik', 'Sorgen um Abläufe', 'kann schwer ausruhen'],
  },

  Libra: {
    summary:
      'Saturn in der Waage, dem Zeichen seiner Erhöhung, nimmt Fairness und Bindung ernst und gründet Beziehungen und Vereinbarungen auf klare Bedingungen, gegenseitige Achtung und geduldiges Verhandeln.',
    description: `Nach alter Überlieferung ist die Waage das Zeichen, in dem Saturn erhöht ist, und der Grund liegt auf der Hand. Ein Planet der Regeln und Konsequenzen findet einen natürlichen Partner im kardinalen Luftzeichen der Venus, einem Zeichen, das sich Ausgleich, Gerechtigkeit und Partnerschaft verschrieben hat. Der Sinn für Fairness ist stark und reif: Abmachungen werden abgewogen, Bedingungen ausdrücklich festgehalten, und Versprechen gegenüber anderen gelten als bindend.

Beziehungen werden meist mit Bedacht und oft mit einiger Verzögerung eingegangen. Die feste Bindung kommt vielleicht später als bei Gleichaltrigen, dafür aber in der Regel mit offenen Augen. Arbeit in Recht, Schlichtung, Gestaltung oder jedem Feld, das einen ruhigen Richter braucht, kann gut passen, weil diese Stellung zwei Seiten im Blick behalten kann, ohne vorschnell ein Urteil zu fällen.

Schwierigkeiten entstehen aus der Angst vor Streit oder vor dem Alleinsein. Es kommt vor, dass jemand mit diesem Saturn aus Pflichtgefühl in einer Partnerschaft bleibt, deren Sinn längst verblasst ist, oder so genau Buch über Geben und Nehmen führt, dass die Wärme versiegt. Gerechtigkeit kann kalt und formalistisch werden, und Entscheidungen stocken, während jeder Gesichtspunkt noch einmal geprüft wird.

Auf der Höhe seiner Möglichkeiten baut Saturn in der Waage Partnerschaften, die halten, weil sie ehrlich sind. Er lehrt, dass echte Harmonie nicht die Abwesenheit von Uneinigkeit ist, sondern ein gerechter Rahmen, in dem sich Uneinigkeit durcharbeiten lässt.`,
    keywords: ['Fairness', 'Verbindlichkeit', 'Partnerschaft', 'Gerechtigkeit', 'Ausgleich', 'Abmachungen'],
    strengths: ['ausgeprägter Sinn für Fairness', 'hält Versprechen gegenüber anderen', 'ruhiges, ausgewogenes Urteil', 'dauerhafte, ehrliche Partnerschaften'],
    challenges: ['Angst vor Konflikten', 'bleibt aus Pflicht in Beziehungen', 'führt Buch über Geben und Nehmen', 'langsame, übervorsichtige Entscheidungen'],
  },

  Scorpio: {
    summary:
      'Saturn im Skorpion entwickelt große seelische Ausdauer, begegnet harten Wahrheiten und gemeinsamen Lasten mit Selbstbeherrschung und Entschlossenheit und lernt, zu vertrauen, statt zu bewachen.',
    description: `Intensität wird unter dieser Stellung mit echter Entschlossenheit im Zaum gehalten. Saturn steht in fixem Wasser, in einem Zeichen, das traditionell Mars regiert und dem moderne Astrologen Pluto hinzufügen, und diese Mischung erzeugt tiefe Gefühle, die kaum je nach außen dringen. Emotionen werden behandelt wie wertvolle und gefährliche Stoffe: sorgfältig verwahrt, nur freigesetzt, wenn es sicher ist, und niemals irgendwem in die Hand gegeben.

In einer Krise zeigt dieser Saturn bemerkenswerte Stärke. Wenn andere in Panik geraten, organisiert er; wenn ein Verlust getragen werden muss, bleibt er. Gemeinsames Geld, Schulden, Erbschaften und Vertrauensfragen werden mit Ernst behandelt, und oft besteht ein Talent für Forschung, Ermittlung oder Arbeit, bei der man Vertrauliches für sich behalten muss.

Kontrolle wird zur wichtigsten Verteidigung, wenn das Leben unsicher erscheint. Das Misstrauen wächst leicht, Geheimnisse vermehren sich, und aus alten Wunden wird nicht selten ein Groll, der Jahre überdauert. Die Angst vor Verrat oder vor Bloßstellung lässt Nähe riskant wirken, sodass Vertrautheit immer wieder geprüft wird, bevor sie zugelassen wird. Machtkämpfe, vor allem um Geld oder Loyalität, können erschöpfend werden.

Wachstum beginnt, wenn die Widerstandskraft zum Heilen dient statt zum Abschotten. Lässt er Vertrauen langsam wachsen und legt Lasten ab, die nie seine eigenen waren, gibt dieser Saturn einen zutiefst verlässlichen Verbündeten ab, einen Menschen, der andere durch dunkle Zeiten begleiten und wieder ins Helle hinausführen kann.`,
    keywords: ['Ausdauer', 'Kontrolle', 'Tiefe', 'Vertrauen', 'gemeinsame Ressourcen', 'Widerstandskraft'],
    strengths: ['Standfestigkeit in der Krise', 'wahrt Vertrauliches', 'ernsthafter Umgang mit gemeinsamem Geld', 'tiefe, treue Bindung'],
    challenges: ['Misstrauen und Geheimniskrämerei', 'trägt lange Groll nach', 'Angst vor Verrat', 'Machtkämpfe um Kontrolle'],
  },

  Sagittarius: {
    summary:
      'Saturn im Schützen gibt Überzeugungen ein festes Gerüst und sucht eine Weisheit, die durch Studium und Erfahrung erworben ist, statt bei bequemen Antworten geborgt.',
    description: `Fragen nach dem Sinn werden hier mit ungewöhnlichem Ernst behandelt. Saturn im veränderlichen Feuer des Schützen, eines Zeichens unter Jupiters Herrschaft, will, dass seine Weltanschauung Gewicht tragen kann. Überzeugungen werden an der Erfahrung gemessen, und ein Lebensbild entsteht so, wie ein umsichtiger Reisender eine lange Route plant: mit Karten, Ausweichplänen und einer klaren Vorstellung davon, wohin die Straße führt.

Bildung bedeutet oft sehr viel, ob als Studienabschlüsse, die beharrlich verfolgt werden, oder als Wissen, das man sich über Jahre selbst beibringt. Lehre, Verlagswesen, Recht, Religion und Reisen können zu Bereichen echter Verantwortung werden. Die Ehrlichkeit ist meist ausgeprägt, und für Behauptungen, die sich nicht belegen lassen, bleibt wenig Geduld.

Schwierig wird es, sobald das Streben nach Wahrheit zu starrer Meinung gerinnt oder ins Gegenteil umschlägt: in einen zynischen Zweifel, dass man überhaupt nichts glauben könne. Freiheit und Pflicht scheinen dann unversöhnlich ineinander verkeilt, jede Verpflichtung wirkt wie ein Käfig und jede offene Tür wie ein Wagnis. Predigen tritt an die Stelle des Zuhörens, und Optimismus wird aus Furcht vor Enttäuschung zurückgehalten.

Von der Zeit gereift, wird Saturn im Schützen zum weisen Mentor, zu jemandem, dessen Grundsätze gelebt und nicht bloß verkündet wurden. Seine Gabe ist ein Glaube mit Fundament: eine Hoffnung, die geprüft wurde und noch immer steht und die anderen in einer Form angeboten wird, der sie vertrauen können.`,
    keywords: ['Überzeugungen', 'Weisheit', 'Bildung', 'Grundsatz', 'Ehrlichkeit', 'Mentorschaft'],
    strengths: ['durch Erfahrung geprüfte Grundsätze', 'Ausdauer im langen Studium', 'ehrliche, geerdete Lehre', 'vertrauenswürdige Orientierung'],
    challenges: ['starre Meinungen', 'zynischer Zweifel', 'erlebt Pflicht als Käfig', 'predigt, statt zuzuhören'],
  },

  Capricorn: {
    summary:
      'Saturn im Steinbock ist der Planet im eigenen Haus, verfolgt weit gesteckte Ziele mit Geduld, Autorität und praktischem Geschick und lernt, dass Erfolg auch das Herz einschließen muss.',
    description: `Im eigenen Zeichen wirkt Saturn mit voller Kraft. Der Steinbock ist kardinale Erde, und Saturn ist zugleich sein Herrscher und seine natürliche Stimme, sodass die Themen Ehrgeiz, Struktur, Zeit und Verantwortung klar und fast ungestört hervortreten. Geplant wird hier in Jahren und nicht in Wochen, und es besteht ein tiefes Vertrauen in den Wert des stetigen Aufstiegs.

Der Alltag zeigt oft eine ernste, tüchtige Art, manchmal schon von sehr jungen Jahren an. Ein Mensch mit dieser Prägung jobbt vielleicht schon neben der Schule, regelt die Finanzen der Familie oder steigt in einer Organisation auf, weil er der verlässlichste Mensch im Raum ist. Die Achtung vor der Tradition und vor verdienter Autorität ist groß, ebenso ein trockener, unaufgeregter Humor.

Die Schattenseite zeigt sich, wenn die Arbeit alles andere verschluckt. Sorge um den gesellschaftlichen Rang, Versagensangst und der Glaube, der eigene Wert hänge an der Leistung, können Ruhe unmöglich erscheinen lassen. Gefühlsmäßige Zurückhaltung wird leicht für Kälte gehalten, und ein strenger, kontrollierender Stil kann denen, die mit ihm arbeiten, die Luft nehmen.

In seiner weisesten Form weiß Saturn im Steinbock, dass ein Bauwerk nur so gut ist wie die Leben, die es trägt. Lässt der Ehrgeiz Raum für Wärme, Spiel und die Menschen daheim, schafft diese Stellung etwas, das wirklich Bestand hat und wirklich dient.`,
    keywords: ['Ehrgeiz', 'Autorität', 'langfristige Planung', 'Verantwortung', 'Tradition', 'Leistung'],
    strengths: ['geduldige, strategische Planung', 'natürliche Autorität', 'Verlässlichkeit unter Druck', 'trockener, gelassener Humor'],
    challenges: ['Überarbeitung', 'Versagensangst', 'Sorge um Status', 'Kälte oder strenge Kontrolle'],
  },

  Aquarius: {
    summary:
      'Saturn im Wassermann baut gerechte Systeme und grundsatzfeste Gemeinschaften auf, verbindet eigenständige Ideen mit beharrlichem Einsatz und lernt, über aller Distanz die Wärme nicht zu verlieren.',
    description: `Bevor Uranus entdeckt wurde, gehörte der Wassermann Saturn, und diese Stellung spürt noch immer die Kraft jener alten Herrschaft. Hier arbeitet der Planet der Struktur in fixer Luft, wo er Ideen, Gruppen und gesellschaftliche Regeln mit ruhigem, sachlichem Verstand ordnet. Im Mittelpunkt steht die Frage, wie Menschen gerecht miteinander leben und arbeiten können, und der Aufbau von Systemen, die jede einzelne Persönlichkeit überdauern.

In der Praxis übernimmt dieser Saturn oft Verantwortung in Vereinen, Netzwerken, Gewerkschaften oder Online-Gemeinschaften und wird derjenige, der die Richtlinien schreibt, das Protokoll führt und dafür sorgt, dass alle eine Stimme bekommen. Wissenschaftliches und technisches Denken kann stark ausgeprägt sein, und meist gibt es eine feste Treue zu selbst gewählten Grundsätzen, auch wenn sie unbeliebt sind.

Wächst der Druck, können Ideale zu starrer Lehre erstarren. Freunde spüren bei so viel Distanz womöglich, dass sie eher verwaltet als geliebt werden, und die Angst, nicht dazuzugehören, führt entweder zu steifer Anpassung oder in eine einsame Stellung abseits von allen. Veränderung wird dann in der Theorie verfochten und in der Praxis abgewehrt.

Im besten Fall verbindet Saturn im Wassermann Weitblick mit Durchhaltevermögen. Er macht aus hellen Einfällen funktionierende Einrichtungen, behandelt jeden Menschen als gleicher Achtung würdig und entdeckt, dass echte Gemeinschaft aus beständiger, fürsorglicher Teilhabe über lange Zeit entsteht.`,
    keywords: ['Gemeinschaft', 'Systeme', 'Grundsätze', 'Sachlichkeit', 'Reform', 'Gerechtigkeit'],
    strengths: ['baut gerechte Strukturen für Gruppen', 'Treue zu Grundsätzen', 'klares, sachliches Denken', 'macht aus Ideen tragfähige Pläne'],
    challenges: ['seelische Distanz', 'starre Ideale', 'fühlt sich als Außenseiter', 'wehrt Veränderung in der Praxis ab'],
  },

  Pisces: {
    summary:
      'Saturn in den Fischen gibt Mitgefühl und Fantasie eine Form, lernt gesunde Grenzen zu ziehen und verwandelt vage Ängste und Träume in geduldige, hingebungsvolle Arbeit.',
    description: `Struktur und Hingabe bilden in dieser Stellung ein ungewöhnliches Paar. Saturn steht im veränderlichen Wasser der Fische, eines Zeichens, das traditionell Jupiter regiert und das die moderne Astrologie mit Neptun verbindet, wo Ränder verschwimmen und Gefühle frei fließen. Die Aufgabe besteht darin, ein Gefäß für all diese Empfindsamkeit zu bauen, damit Mitgefühl und Vorstellungskraft eine Gestalt bekommen, die sich auf Dauer halten lässt.

Die Sorge für andere wird oft als ernste Pflicht empfunden. Vielleicht führt der Weg in Krankenhäuser, Notunterkünfte, die Kunst oder ein spirituelles Umfeld, oder es ist schlicht die Freundin, die den Anruf spät in der Nacht immer annimmt. Schöpferische Arbeit gewinnt durch Disziplin: Tägliches Üben verwandelt verträumte Eingebung in Musik, Malerei oder Texte, die sich mit anderen teilen lassen.

Unter Stress sind Grenzen die Schwachstelle. Opferbereitschaft kippt leicht ins Märtyrertum, und eine Angst ohne klaren Grund hält sich womöglich im Hintergrund, schwer zu benennen und noch schwerer abzuschütteln. Die Flucht in Schlaf, Bildschirme oder andere Gewohnheiten lockt, wenn die Last der Welt zu schwer wiegt. Mitunter heften sich Schuldgefühle an Probleme, die zu lösen nie die eigene Aufgabe war.

Grenzen sind letztlich das, was Mitgefühl dauerhaft macht. Mit sanften Routinen, klaren Absprachen darüber, was gegeben werden kann, und einem Glauben, der geübt und nicht nur gefühlt wird, wird Saturn in den Fischen zu einer ruhigen, beständigen Gegenwart für alle, die den Halt verloren haben.`,
    keywords: ['Mitgefühl', 'Grenzen', 'Fantasie', 'Hingabe', 'Opferbereitschaft', 'Glaube'],
    strengths: ['disziplinierte schöpferische Praxis', 'beständige, hingebungsvolle Fürsorge', 'stille spirituelle Kraft', 'Geduld mit dem Leiden'],
    challenges: ['schwache Grenzen', 'vage, anhaltende Ängste', 'gleitet ins Märtyrertum ab', 'flüchtet bei Überforderung'],
  },
};
