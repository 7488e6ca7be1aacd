import type { DoshaTextId } from '../../../schemas/vedic-interpretation.js';
import type { DoshaText } from '../../yoga-dosha-text.js';

// Urania's own text, translated from its English original (src/text/en/vedic/doshas.ts); locale de. Die Doshas von
// `vedicDoshas` und `sadeSati`: das Manglik-Dosha und seine vier benannten Aufhebungen, die zwölf Kaal-Sarp-Typen und
// die teilweise Form, die Sade Sati mit ihren drei Phasen und die beiden Dhaiya-Zeichen. Die Namen sind Überschriften,
// übersetzt wie die des vedischen Berichts (src/report/words/de/vedic-report-words.ts).

export const DOSHA_TEXT_DE: Readonly<Record<DoshaTextId, DoshaText>> = {
  manglik: {
    name: 'Manglik- oder Kuja-Dosha',
    text: `Das Manglik-Dosha ist Mars in einem der Dosha-Häuser, gezählt vom Aszendenten, vom Mond oder von der Venus aus: nach der klassischen Liste im 1., 4., 7., 8. oder 12. Haus; die südindische Liste setzt das 2. an die Stelle des 1., und die erweiterte Zählung berücksichtigt beide. Die Tradition deutet es im Blick auf die Partnerschaft: Mars bringt Hitze, Eile und ein Bedürfnis nach Unabhängigkeit in das eheliche Zuhause. Es ist sehr häufig: Schon vom Aszendenten aus zeigen es etwa fünf oder sechs von zwölf Horoskopen, und zählt man auch vom Mond und von der Venus, wird es eher zur Regel als zur Ausnahme. Seine Themen zeigen sich in den Mars-Dashas und sobald Mars das 7. Haus durchläuft. Es gibt mehrere überlieferte Aufhebungen, und zwei Manglik-Partner gelten traditionell als Ausgleich füreinander. Zu lesen ist es als Aufruf zu Geduld und gemeinsamen Entscheidungen, nie als Urteil über eine Ehe.`,
  },
  'manglik-cancellation-mars-own-or-exalted': {
    name: 'Manglik aufgehoben: Mars im eigenen Zeichen oder im Zeichen der Erhöhung',
    text: `Diese Aufhebung gilt, wenn Mars im Widder oder im Skorpion steht, den Zeichen, die er beherrscht, oder im Steinbock, wo er erhöht ist. Ein Mars, der zu Hause ist oder geehrt wird, handelt mit Beherrschung: Sein Mut bleibt zielgerichtet, sein Ungestüm hört auf die Vernunft, und die Reibung, die das Dosha beschreibt, verliert den größten Teil ihrer Kraft. Deshalb gilt das Dosha als aufgehoben, gleich in welchem Haus Mars steht. Was bleibt, ist der eigene Charakter des Mars, tatkräftig und direkt, der in einer Beziehung weiterhin Raum verlangt und in den Perioden des Mars hervortritt. Viele Praktiker werten dies als eine der stärksten Ausnahmen. Beim Vergleich zweier Horoskope verdient sie eine klare Erwähnung: Das Dosha-Haus ist besetzt, doch der Planet darin ist in guter Verfassung.`,
  },
  'manglik-cancellation-mars-with-or-aspected-by-jupiter': {
    name: 'Manglik aufgehoben: Mars mit Jupiter oder von Jupiter aspektiert',
    text: `Hier ist das Dosha aufgehoben, weil Jupiter im selben Zeichen wie Mars steht oder einen seiner Aspekte, den 5., 7. oder 9., auf ihn wirft. Jupiter ist der große Wohltäter, und sein Rat, so die Überlieferung, mäßigt den Mars: Tatendrang trifft auf Weisheit, Streit findet Vermittler, Hast lernt zu warten. Entsprechend milder werden die Themen des Doshas rund um die Partnerschaft, besonders in den Dashas des Jupiter und in Zeiten, in denen Jupiter im Transit über den Geburtsmars zieht. Schwächer ist die Aufhebung, wenn Jupiter selbst im Steinbock im Fall steht oder verbrannt ist, und manche Astrologen rechnen sie dann nur zum Teil an. Nüchtern gelesen sagt sie, dass ein guter Ratgeber, innerer oder äußerer, die Energie des Mars für das Paar arbeiten lässt statt gegen die beiden.`,
  },
  'manglik-cancellation-mars-with-moon': {
    name: 'Manglik aufgehoben: Mars mit dem Mond',
    text: `Teilen sich Mars und der Mond ein Zeichen, gilt das Manglik-Dosha nach der üblichen Regel als aufgehoben. Das empfängliche, fürsorgliche Wesen des Mondes verbindet sich mit der Hitze des Mars, und zusammen bilden beide Chandra–Mangala: Die Energie wendet sich dem Unternehmungsgeist, dem Schutz des Haushalts und dem Erwerb zu statt der Reibung zwischen den Partnern. Am deutlichsten spürbar ist die Aufhebung in den Dashas von Mond und Mars. Am besten trägt sie bei einem hellen, zunehmenden Mond; ein dunkler oder bedrängter Mond gibt ihr weniger Gewicht, und die Gefühle können trotzdem hochkochen. Für ein Paar gelesen, legt sie nahe, dass emotionale Ehrlichkeit, früh ausgesprochen, die Mars-Seite des Horoskops am Aufflammen hindert.`,
  },
  'manglik-cancellation-mars-sign-exception': {
    name: 'Manglik aufgehoben: die Zeichenausnahme für das Haus des Mars',
    text: `Zu jedem Manglik-Haus führen die gängigen Listen Zeichen auf, die Mars vom Dosha befreien: im 1. Haus Löwe oder Wassermann, im 2. Zwillinge oder Jungfrau, im 4. Widder oder Skorpion, im 7. Krebs oder Steinbock, im 8. Schütze oder Fische und im 12. Stier oder Waage, jeweils vom Aszendenten aus gezählt. Fällt Mars in eines davon, gilt das Dosha vom Aszendenten aus als aufgehoben. Diese Ausnahmen sind eine Überlieferung der Handbücher für den Horoskopvergleich und keine Regel der ältesten Texte, und die verschiedenen Schulen sind sich in diesem Punkt nicht einig; der Datensatz nennt die Ausnahme, damit die Wahl sichtbar bleibt. Die Perioden des Mars bringen seine Themen dennoch zur Sprache, nur eben in einer milderen Tonart.`,
  },
  'kaal-sarp-anant': {
    name: 'Kaal Sarp Anant',
    text: `Anant ist der Kaal-Sarp-Typ mit Rahu im 1. Haus und Ketu im 7., alle Grahas auf einer Seite der beiden. Die Achse von Ich und Partner trägt die Schlange, und in moderner Deutung zeigen sich oft ein starker persönlicher Antrieb, der gegen die Bedürfnisse der Partnerschaft zieht, eine Identität, die Jahre braucht, um sich zu festigen, und Verzögerungen bei Vereinbarungen, die sich später lösen. Die Themen dieses Typs melden sich in den Dashas Rahus und Ketus und wenn die laufenden Knoten über den Lagna ziehen. Ein kräftiger Lagna-Herr, Wohltäter in den Kendras oder ein Graha, der einem der Knoten beigesellt ist, lindert ihn. Fruchtbar wird er durch Selbsterkenntnis: Wer die eigene Richtung klar bestimmt, dem fällt es leichter, sein Leben mit einem Partner zu teilen.`,
  },
  'kaal-sarp-kulik': {
    name: 'Kaal Sarp Kulik',
    text: `Kulik stellt Rahu ins 2. Haus und Ketu ins 8., mit jedem Graha auf derselben Seite der Achse. Mittel, Sprache und Familie liegen im Widerstreit mit gemeinsamem Geld, Geheimnissen und plötzlichem Wandel, und als typisch gelten ungleichmäßige Finanzen, unbedachte Worte, die mehr kosten als gedacht, und die Notwendigkeit, Ersparnisse zu hüten. Spürbar wird der Typ in Dashas der beiden Knoten und sobald die Knoten auf ihrem Lauf das 2. und 8. Haus erreichen. Ein starker Herr des 2. Hauses, ein Jupiter-Aspekt auf das 2. oder ein Planet in Verbindung mit einem Knoten verringert ihn. Sorgfältige Haushaltsführung und maßvolle Rede sind sein praktisches Gegenmittel, und eine Neigung, verborgenen Dingen nachzuforschen, kann zu seiner Gabe werden.`,
  },
  'kaal-sarp-vasuki': {
    name: 'Kaal Sarp Vasuki',
    text: `Mit Rahu im 3. und Ketu im 9. Haus heißt der Kaal-Sarp-Typ Vasuki. Mut, Geschwister und Initiative stehen in Spannung zu Glauben, Lehrern und weiten Reisen: Oft kommt es zu Reibung mit Brüdern oder Schwestern, zu kühnen Vorstößen, die auf Widerstand treffen, und zu Überzeugungen, die geprüft werden, bevor sie Bestand haben. Da Rahu im 3. Haus gut steht, schenkt der Typ oft auch Nervenstärke und Unternehmungsgeist. Lebendig wird er in den Dashas der Mondknoten, ebenso wenn Rahu und Ketu auf ihrem Lauf das 3. und 9. Haus überschreiten. Stärke im 9. Haus oder bei dessen Herrn mildert ihn. Am besten nutzt man ihn als Mut mit Grundsätzen, als kühnes Handeln im Dienst einer Sache, an die man glaubt.`,
  },
  'kaal-sarp-shankhpal': {
    name: 'Kaal Sarp Shankhpal',
    text: `Bei Shankhpal steht Rahu im 4. und Ketu im 10. Haus. Heim und Beruf teilen sich die Achse der Schlange, und häufig genannt werden ein unruhiges häusliches Leben, Umzüge, Grundstücks- und Immobilienfragen, die länger dauern als geplant, und eine Laufbahn, die mehrmals den Kurs ändert. Der Typ zeigt sich gern in Perioden Rahus oder Ketus und wenn die Knoten im Transit über das 4. und 10. Haus gehen. Ein gut gestellter Herr des 4. Hauses, Wohltäter mit Aspekt auf das 4. oder ein Planet in Gesellschaft eines Knotens erleichtert ihn. Ein beständiges inneres Zuhause aufzubauen, eine Routine und einen Ort der Ruhe, hilft, die äußeren Wechsel weniger als Umbruch und mehr als Fortschritt zu erleben.`,
  },
  'kaal-sarp-padma': {
    name: 'Kaal Sarp Padma',
    text: `Padma ist Kaal Sarp mit Rahu im 5. und Ketu im 11. Haus. Kinder, Kreativität, Studium und Romantik stehen gegen Freunde, Netzwerke und Gewinne, und zu rechnen ist mit Verzögerungen rund um Kinder oder Ausbildung, mit Spekulationen, die enttäuschen, und mit Freundschaften, die Mühe kosten. Zu spüren ist er in den Knoten-Dashas und wenn Rahu und Ketu im Lauf das 5. und 11. Haus berühren. Ein starker Herr des 5. Hauses, Jupiters Aspekt auf das 5. oder Wohltäter in den Kendras mildern ihn. Seine Stärke liegt in der Originalität: unkonventionelles Lernen, kreative Arbeit, die Formen sprengt, und Freundschaften, die nach Tiefe statt nach Zahl gewählt werden, können unter ihm allesamt gedeihen.`,
  },
  'kaal-sarp-mahapadma': {
    name: 'Kaal Sarp Mahapadma',
    text: `Mahapadma setzt Rahu ins 6. Haus und Ketu ins 12. Arbeit, Rivalen und tägliche Pflichten begegnen Verlust, Ausgaben und Rückzug, und daraus entstehen oft Kämpfe mit Gegnern, Schulden, die Aufmerksamkeit brauchen, und Strecken der Erschöpfung. Doch das 6. Haus gehört zu Rahus besseren Plätzen, und viele lesen diesen Typ als die Kraft, Konkurrenten durch Beharrlichkeit zu überwinden. Er zeigt sich in Rahus und Ketus Perioden sowie während die laufenden Knoten das 6. und 12. Haus durchqueren. Ein kräftiger Herr des 6. Hauses, Wohltäter in Kendras oder ein Planet in Konjunktion mit einem Knoten nimmt ihm Gewicht. Geordnete Gewohnheiten und ernst genommene Erholung sind seine praktischen Antworten.`,
  },
  'kaal-sarp-takshak': {
    name: 'Kaal Sarp Takshak',
    text: `Takshak setzt Rahu ins 7. und Ketu ins 1. Haus, die Umkehrung von Anant. Die Partnerschaft trägt den Kopf der Schlange; die Rede ist von ungewöhnlichen Partnern, Vereinbarungen, die sich verschieben, Verzögerungen bei der Heirat und dem Gefühl, dass die Entscheidungen anderer das eigene Leben lenken. Er wird in Rahu- und Ketu-Dashas wach und wenn die Knotenachse im Transit über das 1. und 7. Haus läuft. Ein starker Herr des 7. Hauses, eine würdig gestellte Venus oder Jupiters Blick auf das 7. mildert ihn erheblich. Der Ausweg liegt in bewusster Partnerschaft: Mitstreiter mit offenen Augen wählen, Vereinbarungen schriftlich festhalten und ein Selbst bewahren, das sich nicht im anderen auflöst.`,
  },
  'kaal-sarp-karkotak': {
    name: 'Kaal Sarp Karkotak',
    text: `Im Karkotak-Typ steht Rahu im 8. und Ketu im 2. Haus. Plötzlicher Wandel, gemeinsame Mittel und verborgene Dinge stehen gegen Ersparnisse, Sprache und Familie, und dazu gehören umstrittene Erbschaften, unerwartete Ausgaben und Worte, die zu Hause Reibung erzeugen. Fühlbar wird er während der Dashas beider Knoten und wenn Rahu das 8. und Ketu das 2. Haus im Transit durchläuft. Ein starker Herr des 8. Hauses, ein Wohltäter im 2. Haus oder ein mit einem Knoten verbundener Planet lindert ihn. Seine Gabe ist die Tiefe: Forschung, gründliche Ermittlung und der gelassene Umgang mit Krisen. Klare Verhältnisse bei den Finanzen und ein behutsames, überlegtes Sprechen nehmen ihm einen guten Teil seines Stachels.`,
  },
  'kaal-sarp-shankhachud': {
    name: 'Kaal Sarp Shankhachud',
    text: `Shankhachud stellt Rahu ins 9. und Ketu ins 3. Haus. Glück, Lehrer und Glaube stehen gegen Anstrengung, Geschwister und Mut, und man liest daraus ein Glück, das spät kommt, Meinungsverschiedenheiten mit Mentoren oder einem Elternteil und Überzeugungen, die sich mehr als einmal wandeln. Hervor tritt er in Rahu- oder Ketu-Perioden, dazu sobald die wandernden Knoten das 9. und 3. Haus passieren. Ein starker Herr des 9. Hauses, ein gut gestellter Jupiter oder Wohltäter in den Trikonas mildern ihn. Gut nutzen lässt er sich durch eigenständiges Denken: eine persönliche Lebensphilosophie, aus Erfahrung gebaut statt ererbt, und den Mut, sich das eigene Glück durch stete Arbeit zu schaffen.`,
  },
  'kaal-sarp-ghatak': {
    name: 'Kaal Sarp Ghatak',
    text: `Ghatak nennt man Kaal Sarp, wenn Rahu im 10. Haus und Ketu im 4. steht. Beruf und öffentliches Ansehen tragen den Kopf der Schlange, Heim und innerer Frieden ihren Schwanz: Oft zerrt ein Ehrgeiz stark am häuslichen Leben, der Beruf kennt Aufstiege und Rückschläge, und Autorität will zweimal verdient sein. Rahu im 10. kann aber auch ungewöhnlichen Erfolg im öffentlichen Leben schenken. Seine Zeit kommt mit Rahus oder Ketus Dasha und mit dem Transit der Knoten über das 10. und 4. Haus. Ein starker Herr des 10., Saturn oder Jupiter in Würde oder ein Planet an der Seite eines Knotens festigt ihn. Seine Lehre ist das Gleichgewicht zwischen öffentlicher Pflicht und privater Ruhe.`,
  },
  'kaal-sarp-vishdhar': {
    name: 'Kaal Sarp Vishdhar',
    text: `Vishdhar setzt Rahu ins 11. und Ketu ins 5. Haus. Gewinne, Freunde und weite Netzwerke stehen gegen Kinder, Kreativität und Studium, und das zeigt sich in Gewinnen, die kommen und gehen, in Freundschaften, in die sich das Geld mischt, und in einem Lernen auf gewundenen Wegen. Weil Rahu im 11. Haus gut steht, bringt der Typ oft auch Ehrgeiz und weitreichende Kontakte. Sichtbar wird er, solange eine Dasha Rahus oder Ketus läuft und während die Knotenachse über das 11. und 5. Haus wandert. Stärke beim Herrn des 11. Hauses, ein Wohltäter im 5. oder Jupiters Aspekt auf eines der beiden Häuser lindert ihn. Klare Ziele zu setzen und die Kreativität in ihren Dienst zu stellen, gibt diesem Typ seine Richtung.`,
  },
  'kaal-sarp-sheshnag': {
    name: 'Kaal Sarp Sheshnag',
    text: `Sheshnag bezeichnet Rahu im 12. und Ketu im 6. Haus, die Umkehrung von Mahapadma. Ausgaben, ferne Länder und Rückzug erhalten den Kopf der Schlange, Arbeit und Rivalen den Schwanz, und möglich sind verborgener Widerstand, Ausgaben, die den Einnahmen vorauseilen, unruhige Nächte und ein Zug in entlegene Gegenden. Die Dashas der Knoten rufen ihn hervor, ebenso der Gang von Rahu und Ketu durch das 12. und 6. Haus. Ihn verringern ein starker Herr des 12. Hauses, Wohltäter in Kendra-Häusern oder ein Planet im Verbund mit Rahu oder Ketu. Seine Gabe ist ein Innenleben: Rückzug, Besinnung und Arbeit im Ausland oder hinter den Kulissen können das 12. Haus zu einer Quelle des Friedens machen.`,
  },
  'kaal-sarp-partial': {
    name: 'Teilweiser Kaal Sarp',
    text: `Ein teilweiser Kaal Sarp ist das Schlangenmuster, das sich beinahe, aber nicht ganz schließt: Die sieben Grahas liegen nach Zeichen innerhalb der Hälfte von Rahu bis Ketu, während einer nach Grad jenseits eines Knotens steht, oder genau ein Graha steht außerhalb der Hälfte. Der Planet außerhalb ist die offene Tür, und die meisten Astrologen, die das Dosha verwenden, verringern sein Gewicht entsprechend; die Dashas dieses Planeten bringen oft die Befreiung, die die volle Form angeblich hinauszögert. Wenn seine Themen spürbar werden, dann in den Perioden der Knotenachse und bei der Rückkehr der laufenden Knoten an ihre Geburtsorte. Er ist eher als Neigung denn als Knoten zu lesen: den Typ nach Rahus Haus notieren und zuerst auf den Planeten schauen, der das Muster durchbricht.`,
  },
  'sade-sati': {
    name: 'Sade Sati',
    text: `Die Sade Sati, „siebeneinhalb“, ist der Gang des Saturn durch die drei Zeichen rund um den Geburtsmond: das 12. von ihm, das Zeichen des Mondes selbst und das 2. Jeder Aufenthalt dauert etwa zweieinhalb Jahre, und das Ganze kehrt ungefähr alle dreißig Jahre wieder, sodass die meisten Menschen zwei oder drei davon durchleben. Die Tradition verbindet sie mit Druck auf das Gemüt, schwererer Verantwortung, Veränderungen in Heim oder Beruf und Lektionen in Geduld. Gleichförmig hart ist sie nicht: Saturn begünstigt ehrliche, ausdauernde Mühe, und viele Menschen bauen in diesen Jahren etwas Bleibendes auf. Ein nach Zeichen und Phase starker Mond, Saturn als Yogakaraka für den Lagna oder eine gute Saturn-Dasha, die zu dieser Zeit läuft, erleichtert sie. Ratsam ist es, zu planen, zu ruhen und zu vereinfachen.`,
  },
  'sade-sati-rising': {
    name: 'Sade Sati: die aufsteigende Phase, wenn Saturn im 12. Haus vom Mond steht',
    text: `Die aufsteigende Phase beginnt, wenn der laufende Saturn das Zeichen vor dem Geburtsmond betritt, das 12. von ihm aus. Saturn wirkt hier im Hintergrund: Die Ausgaben wachsen, Schlaf und Routinen brauchen Aufmerksamkeit, und etwas beginnt auszuklingen, damit später etwas anderes anfangen kann. Diese Phase bringt oft Reisen, Abstand von vertrauten Orten und das Gefühl, sich auf eine schwerere Strecke vorzubereiten. Ihr Gewicht hängt von dem Zeichen ab, das Saturn durchquert: Ein Zeichen, in dem Saturn stark oder befreundet ist, macht sie leichter, und gute Bindus für Saturn in diesem Zeichen im Ashtakavarga helfen ebenfalls. Diese Jahre eignen sich, um Schulden zu tilgen, alte Angelegenheiten abzuschließen und Ruhe fest in den Kalender einzutragen.`,
  },
  'sade-sati-peak': {
    name: 'Sade Sati: die Phase des Höhepunkts (Saturn über dem Geburtsmond)',
    text: `Der Höhepunkt der Sade Sati ist Saturns Gang durch das eigene Zeichen des Geburtsmondes, etwa zweieinhalb Jahre, in denen Saturn am unmittelbarsten auf das Gemüt und das Gefühlsleben drückt. Spürbar werden Müdigkeit, eine nüchterne Stimmung, wachsende Verantwortung in Familie oder Beruf und Beziehungen, die daraufhin geprüft werden, was an ihnen echt ist. In dieser Zeit treffen viele Menschen auch ihre dauerhaftesten Entscheidungen, weil Illusionen sich schwerer halten lassen. Das Gewicht hängt vom Horoskop ab: Ein heller Mond, ein Saturn, der dem Zeichen des Mondes freundlich gesinnt ist, eine starke Saturn-Dasha oder hohe Bindus im Ashtakavarga erleichtern es. Routine, ehrliche Gespräche mit vertrauten Menschen und stetige Mühe tragen hindurch, und was jetzt gebaut wird, bleibt meist bestehen.`,
  },
  'sade-sati-setting': {
    name: 'Sade Sati: die absteigende Phase, wenn Saturn im 2. Haus vom Mond steht',
    text: `Die absteigende Phase ist Saturn im 2. Zeichen vom Geburtsmond, die letzten zweieinhalb Jahre der Sade Sati. Der Druck wandert vom Innenleben zu Mitteln, Sprache und Familie: Geld will jetzt vorsichtig behandelt und jedes Wort abgewogen sein, und die Pflichten gegenüber Verwandten treten hervor. Die emotionale Schwere des Höhepunkts hebt sich gewöhnlich, und die Früchte der früheren Mühe beginnen sich zu zeigen. Milder ist die Phase, wenn Saturn in dem durchlaufenen Zeichen stark ist, wenn der Herr des 2. Hauses gut steht oder wenn eine günstige Dasha läuft. Jetzt gilt es zu festigen: auf die Ersparnisse und auf den Ton der Gespräche achten und die Zeit mit Dankbarkeit für das ausklingen lassen, was gehalten hat.`,
  },
  'dhaiya-fourth': {
    name: 'Dhaiya: Kantaka Shani, wenn Saturn das 4. Haus des Geburtsmondes durchläuft',
    text: `Die Dhaiya, „zweieinhalb“, ist Saturns Aufenthalt im 4. oder im 8. Zeichen vom Geburtsmond. Im 4. heißt sie Kantaka Shani, der Dorn: Heim, Seelenfrieden, Besitz und die Menschen, die einen großgezogen haben, geraten unter die Zucht des Saturn. Nicht selten stehen ein Umzug oder eine Renovierung an, häusliche Pflichten wachsen, Fahrzeuge oder Immobilien brauchen Pflege, und daheim herrscht eine rastlose Stimmung. Sie kehrt etwa alle dreißig Jahre wieder und dauert so lange, wie Saturn für ein Zeichen braucht. Ein starker Mond, ein dem Lagna wohlgesinnter Saturn, wohltätige Transite über das 4. oder gute Bindus im Ashtakavarga mildern sie. Wer das Haus in Ordnung bringt, wörtlich wie im übertragenen Sinn, erlebt, wie der Dorn zu einem festen Fundament wird.`,
  },
  'dhaiya-eighth': {
    name: 'Dhaiya: Ashtama Shani, wenn Saturn durch das 8. Haus des Geburtsmondes zieht',
    text: `Ashtama Shani ist der Transit des Saturn durch das 8. Zeichen vom Geburtsmond, der härtere der beiden Dhaiya-Aufenthalte. Das 8. ist das Haus des plötzlichen Wandels und der verborgenen Dinge, und entsprechend tauchen oft Hindernisse ganz ohne Vorwarnung auf, Pläne verzögern sich, gemeinsame Gelder werden genau geprüft, und es gilt dann, mit den eigenen Kräften hauszuhalten. Viel hängt vom übrigen Horoskop ab: Ein Saturn, der für den Lagna Yogakaraka ist, ein starker Mond, eine gute laufende Dasha oder viele Ashtakavarga-Bindus in diesem Zeichen verringern sie erheblich. Diese Zeit währt rund zweieinhalb Jahre. Es lohnt sich, mit Risiken und Verträgen vorsichtig umzugehen, Reserven zu halten und die Zeit zu nutzen, um zu forschen und loszulassen, was abgeschlossen ist.`,
  },
};
