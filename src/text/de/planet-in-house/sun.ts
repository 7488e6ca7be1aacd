// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Die Sonne in jedem der zwölf Häuser, das 1. Haus zuerst (übersetzt aus SUN_IN_HOUSE_EN). */
export const SUN_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary:
      'Die Sonne im ersten Haus stellt die Identität offen zur Schau; sie verleiht eine starke körperliche Präsenz und einen persönlichen Stil, der sich ankündigt, noch bevor ein Wort gefallen ist.',
    description: `Im 1. Haus, knapp unter dem östlichen Horizont, gibt die Sonne der ganzen Persönlichkeit einen sichtbaren Glanz. Wer dieser Mensch ist und wie er auf andere wirkt, passt eng zusammen; zwischen dem inneren Selbstgefühl und dem Gesicht, das er an der Tür zeigt, klafft kaum eine Lücke. Die Vitalität zeigt sich oft am Körper selbst: an einer aufrechten Haltung, an rascher Genesung nach einer Krankheit, an der Gabe, einen Raum zu füllen, bloß indem man ihn betritt. Wer so geboren ist, lernt früh, dass man ihn bemerkt, und behandelt Auftreten und Erscheinung bald wie eine Art Handschrift. Der Lebenssinn ist persönlich und unmittelbar; hinter den meisten Entscheidungen steht die Frage, ob ein Weg erlaubt, ganz man selbst zu sein. Auf ihrem Höhepunkt verleiht diese Sonne natürliche Führungskraft, freimütigen Selbstausdruck und das Selbstvertrauen, Dinge anzufangen, ohne auf eine Erlaubnis zu warten. Unter Druck richtet sich der Scheinwerfer nach innen: Jeder Rückschlag gerät zum Urteil über den eigenen Wert, andere Menschen werden eher zum Publikum als zu Partnern, und die Gier nach Beachtung kann die stillere Arbeit des Zuhörens verdrängen. Die Gesundheit leidet mitunter, wenn der Stolz keine Ruhepause zulässt. In ihrer beständigsten Form nutzt diese Sonne ihre Sichtbarkeit großzügig und lässt mit ihrer Wärme Raum, damit auch andere nach vorn treten können.`,
    keywords: ['Präsenz', 'Selbstausdruck', 'Vitalität', 'Selbstvertrauen', 'Initiative', 'Erscheinung'],
    strengths: [
      'eine starke, einprägsame Präsenz',
      'das Selbstvertrauen, als Erster zu handeln',
      'kräftige körperliche Energie',
      'Ehrlichkeit darüber, wer man ist',
    ],
    challenges: [
      'jeden Rückschlag persönlich nehmen',
      'ständige Aufmerksamkeit brauchen',
      'die Bedürfnisse anderer übersehen',
      'aus Stolz die Grenzen des Körpers missachten',
    ],
  },
  // 2. Haus
  {
    summary:
      'Mit der Sonne im zweiten Haus formt sich das Selbstgefühl durch Verdienen, Besitzen und Wertschätzen, und das Selbstvertrauen wächst in dem Maß, wie die eigenen Mittel feste Gestalt annehmen.',
    description: `Geld, Begabung und Besitz werden hier zum Spiegel. Die Sonne im 2. Haus möchte wissen, was sie wert ist, und beantwortet diese Frage meist mit greifbaren Ergebnissen: mit dem ersten Gehalt, das gespart statt ausgegeben wird, mit einer Fertigkeit, so lange geschliffen, bis man sie verkaufen kann, mit einem Zuhause voller sorgfältig ausgewählter Dinge. Die Fähigkeit zu verdienen hängt oft an einer persönlichen Gabe, und es erfüllt mit echtem Stolz, für sich selbst aufkommen zu können. Kraft tankt diese Sonne durch Behaglichkeit und das Gefühl, genug zu haben, ob das nun eine volle Speisekammer bedeutet oder ein gut gefülltes Sparkonto. Werte zählen ebenso viel wie Bargeld; meist gibt es feste Ansichten darüber, was Zeit und Geld verdient, und beides fließt bevorzugt in das, was dem eigenen Charakter entspricht. In guter Verfassung schenkt die Stellung ein stabiles Selbstwertgefühl, praktischen Sinn, Großzügigkeit mit dem Verdienten und das Talent, aus Begabung Sicherheit zu machen. Unter Belastung verknüpft sich die Identität mit dem Einkommen oder mit Statussymbolen, sodass sich ein magerer Monat wie persönliches Versagen anfühlt und das Festhalten wichtiger wird als das Genießen. Neid auf den Wohlstand anderer kann sich einschleichen. Reifen kann die Stellung, sobald der Selbstwert vom Kontostand getrennt ist und sich zeigt, dass die verlässlichste Ressource die Fähigkeit ist, immer wieder neue Werte zu schaffen.`,
    keywords: ['Selbstwert', 'Verdienst', 'Werte', 'Sicherheit', 'Begabung', 'Besitz'],
    strengths: [
      'praktisches Talent, Sicherheit aufzubauen',
      'klare persönliche Werte',
      'Stolz auf die eigene Unabhängigkeit',
      'Großzügigkeit mit dem Verdienten',
    ],
    challenges: [
      'Selbstwert, der am Einkommen hängt',
      'Besitzgier',
      'Angst vor Mangel',
      'Menschen nach ihrem Besitz beurteilen',
    ],
  },
  // 3. Haus
  {
    summary:
      'Die Sonne im dritten Haus leuchtet durch Worte, Fragen und den täglichen Austausch und findet ihren Sinn im Lernen, im Lehren und im lebendigen Kontakt zur nahen Umgebung.',
    description: `Im Gespräch erwacht diese Sonne zum Leben. Die Identität bildet sich beim Sprechen, Schreiben und Fragen, und oft bleibt ein Bruder, eine Schwester, ein Cousin oder eine Nachbarin in Erinnerung, die das frühe Selbstbild prägten, sei es als Verbündete, als Rivalen oder als Publikum. Der Alltag zählt: Besorgungen, kurze Fahrten, die Buslinie, das Café an der Ecke, der Gruppenchat, der nie ganz verstummt. Jeder kleine Austausch ist eine Gelegenheit, einen Gedanken weiterzugeben und einen anderen zurückzubekommen. Mit der Schulzeit endet das Lernen selten; meist liegt ein halb gelesenes Buch bereit, läuft gerade ein Kurs, oder ein Thema wird jedem erklärt, der zuhören mag. Die Berufung hat oft etwas von einem Botendienst, etwa im Unterricht, im Journalismus, im Verkauf oder beim Übersetzen, oder sie besteht einfach darin, die Person zu sein, die weiß, was im Viertel los ist. Von ihrer hellsten Seite bringt diese Sonne einen wachen Verstand, leichten Zugang zu Menschen, ein feines Ohr für Sprache und das Talent, Verwickeltes verständlich zu machen. Unter Spannung ersetzt das Reden das Handeln, Meinungen verhärten sich zu dem Drang, jeden Streit zu gewinnen, und ein rastloser Geist verzettelt seine Kraft in zu vielen kleinen Vorhaben. Alte Reibereien unter Geschwistern können in den Auseinandersetzungen der Erwachsenen nachhallen. Erwachsen wird die Stellung, wenn die Neugier Tiefe ebenso wie Breite gewinnt und das Zuhören so viel gilt wie das Sprechen.`,
    keywords: ['Kommunikation', 'Neugier', 'Lernen', 'Geschwister', 'Schreiben', 'Nachbarschaft'],
    strengths: [
      'klarer, lebhafter Ausdruck',
      'lebenslange Neugier',
      'ein Talent zum Erklären',
      'leichter Draht zu Nachbarn und Gleichaltrigen',
    ],
    challenges: [
      'zerstreute Aufmerksamkeit',
      'jeden Streit gewinnen müssen',
      'reden statt handeln',
      'ungelöste Geschwisterrivalität',
    ],
  },
  // 4. Haus
  {
    summary:
      'Die Sonne im vierten Haus verwurzelt die Identität in Heim, Familie und Privatleben; sie schöpft Kraft aus einem sicheren Rückhalt und aus dem tiefen Wissen, woher man kommt.',
    description: `Im 4. Haus wirkt die Sonne im Verborgenen, wie ein Heizkessel im Keller, der das ganze Gebäude wärmt. Die eigentliche Bühne ist das Zuhause: der Küchentisch, der Garten, die Familienfotos an der Wand, die Rituale eines Sonntags daheim. Die Identität ist mit der Herkunft verflochten, daher wiegen Fragen nach Erbe, Vorfahren und dem Wesen eines Elternteils oder einer anderen prägenden Bezugsperson meist schwer. Manche verbringen Jahre damit, ein Haus zu renovieren oder eine Familie zu gründen; andere finden ihre Wurzeln in einer Landschaft, einer Sprache oder in den überlieferten Bräuchen einer Gemeinschaft. Die zweite Lebenshälfte bringt oft ein stärkeres Gefühl für die eigene Bestimmung als die erste, weil das private Fundament mit den Jahren fest genug wird, um darauf zu stehen. Im besten Fall schenkt die Sonne im 4. Haus seelische Beständigkeit, eine Gabe, Geborgenheit zu schaffen, Treue zu den Angehörigen und eine stille innere Autorität, die keinen öffentlichen Beifall braucht. Unter Druck zieht sich dieser Mensch unter Umständen hinter verschlossene Türen zurück, lässt die Erwartungen der Familie jede Wahl bestimmen oder bleibt an eine Vergangenheit gebunden, die nicht mehr passt. Aus Stolz kann ein strenges Hausregiment werden. Voran geht es, indem die Wurzeln geehrt werden, frei entschieden wird, welche Teile des Erbes bleiben sollen, und das warme Heim auch anderen offensteht.`,
    keywords: ['Zuhause', 'Wurzeln', 'Familie', 'Herkunft', 'Privatsphäre', 'Fundament', 'Zugehörigkeit'],
    strengths: [
      'eine Gabe, ein echtes Zuhause zu schaffen',
      'Treue zur Familie',
      'innere Beständigkeit',
      'ein starkes Gespür für die eigene Herkunft',
    ],
    challenges: [
      'sich vor der weiten Welt verstecken',
      'nach den Erwartungen der Familie leben',
      'an der Vergangenheit kleben',
      'den Haushalt zu streng regieren',
    ],
  },
  // 5. Haus
  {
    summary:
      'Im fünften Haus ist die Sonne beim Spiel und findet ihre Identität in schöpferischer Arbeit, in der Liebe, bei Kindern und in allem, was man einfach aus Freude tut.',
    description: `Das 5. Haus ist das natürliche Revier der Sonne, und meist zeigt sich hier ein Mensch, der sich am lebendigsten fühlt, wenn er etwas erschafft oder sich vergnügt. Kreativität kann viele Gestalten annehmen: Malerei, Theater, ein üppiges Abendessen für Gäste, das Training einer Jugendmannschaft, das Entwerfen eines Spiels, eine Geschichte, die eine ganze Tischrunde in ihren Bann zieht. Die Liebe wird mit etwas Drama und sehr viel Herz gelebt; das Werben, die großen Gesten und der Reiz, erwählt zu werden, bedeuten viel. Kinder, eigene oder fremde, spielen oft eine große Rolle, und die Zeit mit ihnen kann einen müden Geist erneuern. Die Lebenskraft steigt mit dem Vergnügen, deshalb sind Hobbys, Sport und Feste keine Zugabe, sondern echte Bedürfnisse. In Hochform bringt diese Sonne Wärme, Verspieltheit, großzügige Zuneigung und den Mut, eigene Werke öffentlich zu zeigen und beurteilen zu lassen. Einen gewöhnlichen Abend verwandelt sie mühelos in ein Ereignis. Kippt die Balance, wird das Verlangen nach Applaus laut: Ein kreatives Vorhaben wird aufgegeben, sobald es nicht beeindruckt, die Liebe wird zur Vorstellung, und die Lust am Risiko, ob in der Liebe oder beim Glücksspiel, geht womöglich weiter, als die Vernunft erlaubt. Kinder geraten dann leicht zur Verlängerung des eigenen Selbst. Am gesündesten ist ein Weg, der die Freude bewahrt und zugleich das Werk, die geliebte Person und das Kind als eigenständige Wesen gelten lässt.`,
    keywords: ['Kreativität', 'Spiel', 'Romantik', 'Kinder', 'Selbstausdruck', 'Freude', 'Auftritt'],
    strengths: [
      'ansteckende Begeisterung',
      'großzügige Zuneigung',
      'schöpferischer Mut',
      'ein Talent zum Feiern',
    ],
    challenges: [
      'Gier nach Applaus',
      'dramatische Liebschaften',
      'riskante Wetten',
      'durch die Kinder leben',
    ],
  },
  // 6. Haus
  {
    summary:
      'Die Sonne im sechsten Haus findet ihren Sinn in nützlicher Arbeit, festen Tagesabläufen und der Pflege des Körpers und strahlt am hellsten, wenn sie verbessern kann, wie die Dinge tatsächlich funktionieren.',
    description: `Hier wird die Identität Aufgabe für Aufgabe aufgebaut. Die Sonne im 6. Haus ist ganz in ihrem Element, wenn sie eine Arbeit gut erledigt, Kaputtes repariert oder einen Ablauf runder macht, und oft ist sie im Stillen stolz darauf, der Mensch zu sein, auf den sich das ganze Team verlässt. Tägliche Gewohnheiten haben echtes Gewicht: eine feste Morgenroutine, ein aufgeräumter Schreibtisch, ein regelmäßiger Spaziergang, im Voraus geplante Mahlzeiten. Die Gesundheit hängt eng mit Stimmung und Lebenssinn zusammen, sodass sich Stress rasch im Körper bemerkbar macht und gute Routinen wie echte Medizin wirken. Dienen fällt leicht, sei es in einem pflegenden Beruf, einem Handwerk, einer technischen Tätigkeit oder in der unscheinbaren Hilfsbereitschaft dessen, der daran denkt, das Büromaterial nachzubestellen. Haustiere und die Menschen am Arbeitsplatz können ein wichtiger Teil des Alltags sein. Gut gelebt, schenkt die Stellung Geschick, Verlässlichkeit, ein waches Auge fürs Detail und die Bescheidenheit, aus der Praxis zu lernen. Die Arbeit wird zum Handwerk statt zur lästigen Pflicht. Unter Belastung hängt der Selbstwert ganz daran, nützlich zu sein; das führt zu Überarbeitung, Sorgen, Pedanterie bei kleinen Fehlern oder Groll über undankbare Pflichten. Das Gerangel im Betrieb kostet dann womöglich mehr Kraft als die Arbeit selbst. Aufblühen kann diese Sonne, wenn sie Ruhe als festen Teil der Routine behandelt und nicht vergisst, dass ein Mensch mehr ist als eine Liste erledigter Aufgaben.`,
    keywords: ['Arbeit', 'Dienst', 'Routine', 'Gesundheit', 'Geschick', 'Handwerk'],
    strengths: [
      'Verlässlichkeit und Geschick',
      'ein Auge für praktische Verbesserungen',
      'Hilfsbereitschaft',
      'gesunde tägliche Disziplin',
    ],
    challenges: [
      'Überarbeitung und Sorgen',
      'Selbstwert, der an der Nützlichkeit hängt',
      'Perfektionismus bei Kleinigkeiten',
      'Stress, der sich im Körper zeigt',
    ],
  },
  // 7. Haus
  {
    summary:
      'Mit der Sonne im siebten Haus gewinnt das Selbst in der Partnerschaft an Kontur, und enge Zweierbeziehungen werden zum wichtigsten Feld für Wachstum und Lebenssinn.',
    description: `Im 7. Haus scheint die Sonne quer durch den Raum zum Gegenüber hin. Vieles von dem, was dieser Mensch über sich selbst weiß, entdeckt er in der Partnerschaft: in der Ehe, in einem engen geschäftlichen Bündnis, bei der besten Freundin oder dem besten Freund, sogar bei einem geachteten Gegner. Andere wirken oft als Spiegel und werfen Eigenschaften zurück, die allein schwer zu erkennen waren. Verträge, Verhandlungen und gemeinsame Vereinbarungen haben oft Gewicht, und in beratenden, vermittelnden oder vertretenden Aufgaben, bei denen die Beziehung zum Klienten im Mittelpunkt steht, fühlen sich viele so Geborene wohl. Es kann eine Neigung bestehen, starke, strahlende oder prominente Partner anzuziehen und sich ohne Partnerschaft ein wenig blasser zu fühlen. Im günstigsten Fall schenkt diese Sonne Fairness, gesellschaftliche Anmut, echtes Talent zur Zusammenarbeit und die Fähigkeit, das Beste im Gegenüber hervorzulocken. Sie weiß, wie man eine Bühne teilt. Unter Druck lehnt sich das Selbstgefühl zu stark an den anderen an: Entscheidungen warten auf Zustimmung, Konflikten wird um jeden Preis ausgewichen, oder umgekehrt wird jede Beziehung zum Kräftemessen. Rechtliche oder vertragliche Streitigkeiten können einen persönlichen Ton annehmen. Ihre Reife findet diese Sonne, sobald sie lernt, ganz auf Augenhöhe dazustehen, und ein vollständiges Selbst in die Partnerschaft einbringt, statt dort erst nach einem zu suchen.`,
    keywords: ['Partnerschaft', 'Zusammenarbeit', 'Ehe', 'Verträge', 'Fairness', 'Spiegelung'],
    strengths: [
      'ein Talent zur Zusammenarbeit',
      'Fairness und Diplomatie',
      'das Beste in anderen hervorlocken',
      'Verhandlungsgeschick',
    ],
    challenges: [
      'Abhängigkeit von Zustimmung',
      'sich im Partner verlieren',
      'Machtkämpfe mit anderen',
      'Konflikte um jeden Preis meiden',
    ],
  },
  // 8. Haus
  {
    summary:
      'Die Sonne im achten Haus sucht ihre Identität in der Tiefe: in gemeinsamen Ressourcen, in der Intimität und in den Krisen, die das Leben auf das Wesentliche zurückführen.',
    description: `Oberflächliche Antworten stellen diese Sonne selten zufrieden. Das 8. Haus zieht sie zu dem hin, was darunter liegt: zu Motiven, Geheimnissen, den wahren Bedingungen eines gemeinsamen Kontos, dem unausgesprochenen Handel in einer engen Bindung. Die Identität wird oft in intensiven Erfahrungen geschmiedet, etwa durch einen Verlust, einen finanziellen Umbruch, einen gesundheitlichen Schrecken im Familienkreis oder eine Beziehung, die alles verändert, und jede Krise hinterlässt meist ein stärkeres, ehrlicheres Selbst. Gemeinsames Geld, Schulden, Versicherungen, Steuern und Erbschaften spielen mitunter eine größere Rolle als üblich, manchmal sogar als Beruf in Finanzwesen, Forschung, Therapie oder Ermittlung. Intimität bedeutet sehr viel, und Vertrauen wird nur langsam, dann aber ganz und gar geschenkt. Gelingt die Stellung, bringt sie psychologischen Scharfblick, Mut in harten Zeiten, Geschick im Umgang mit fremden Mitteln und eine verlässliche Gegenwart, wenn jemand trauert. Schwierige Räume kann dieser Mensch betreten, ohne zurückzuzucken. Unter Spannung wächst der Drang, alles zu kontrollieren: Eifersucht, Heimlichkeit, Misstrauen gegenüber den Motiven anderer oder eine Faszination für Macht können die Oberhand gewinnen, und alte Wunden werden vielleicht noch gepflegt, lange nachdem sie hätten heilen sollen. Streit um Testamente oder gemeinsames Eigentum kann bitter werden. Weiter führt es, jedes Ende seine Arbeit tun zu lassen und Macht so freizügig zu teilen wie Vertrauen.`,
    keywords: ['Tiefe', 'Intimität', 'Wandlung', 'gemeinsame Ressourcen', 'Krise', 'Erbe', 'Einsicht'],
    strengths: [
      'psychologischer Scharfblick',
      'Widerstandskraft in Krisen',
      'Geschick mit gemeinsamen Mitteln',
      'treue, tiefe Bindung',
    ],
    challenges: [
      'Bedürfnis nach Kontrolle',
      'Eifersucht und Misstrauen',
      'an alten Wunden festhalten',
      'Streit um Geld oder Erbe',
    ],
  },
  // 9. Haus
  {
    summary:
      'Die Sonne im neunten Haus sucht Sinn an einem weiten Horizont und baut ihre Identität aus Glauben, höherer Bildung, Fernreisen und der Suche nach einer tragenden Lebensphilosophie.',
    description: `Eine Landkarte an der Wand, ein Reisepass voller Stempel, ein Regal mit Büchern über Geschichte, Religion oder Recht: Solche Dinge prägen oft das Leben eines Menschen mit der Sonne in diesem Haus. Die Identität wächst, indem sie über das Vertraute hinausgreift, und am lebendigsten fühlt sich dieser Mensch, wenn er etwas Großes lernt oder an einem neuen Ort steht. Hochschule, Verlagswesen, Lehre, juristische Arbeit, Reisen und spirituelle Studien sind häufige Felder, doch das eigentliche Ziel ist weniger eine Laufbahn als eine Weltanschauung, die der Erfahrung einen Sinn gibt. Fremde Menschen, andere Kulturen und weite Reisen formen den Charakter unter Umständen ebenso stark wie die Familie. Überzeugungen stellen sich leicht ein, und diese Sonne teilt gern, was sie gefunden hat, ob im Hörsaal, auf der Kanzel, in einem Blog oder bei einer Abendgesellschaft. Wo sie sich frei entfaltet, gibt die Sonne im 9. Haus Optimismus, Weitblick, eine Toleranz, die aus reicher Erfahrung erwächst, und die Fähigkeit, anderen Mut zu machen, indem sie zeigt, was alles möglich ist. Unter Belastung werden Überzeugungen zu Predigten, die Rastlosigkeit lässt jedes sesshafte Leben eng erscheinen, und große Pläne eilen der praktischen Umsetzung davon. Gewissheit kann die Ansichten anderer aussperren. Wachsen kann sie, indem sie Weisheit als fortdauernde Suche begreift, dem Zweifel Raum lässt und die ferne Vision in den gewöhnlichen Alltag heimholt.`,
    keywords: ['Glaube', 'höhere Bildung', 'Reisen', 'Philosophie', 'Weitblick', 'Lehre', 'Abenteuer'],
    strengths: [
      'weiter, hoffnungsvoller Blick',
      'Liebe zum Lernen',
      'Offenheit für andere Kulturen',
      'die Gabe, zu begeistern',
    ],
    challenges: [
      'predigen statt zuhören',
      'Rastlosigkeit',
      'mehr versprechen, als sich halten lässt',
      'starre Gewissheit',
    ],
  },
  // 10. Haus
  {
    summary:
      'Mit der Sonne im zehnten Haus ist die Identität eng an Beruf und öffentliches Ansehen geknüpft, und der Wille strebt nach Leistungen, die andere sehen können.',
    description: `Ganz oben im Horoskop, im 10. Haus, verleiht die Sonne einen starken Zug zu sichtbarer Leistung. Arbeit ist hier nicht bloß ein Job, sondern eine Aussage darüber, wer man ist, und Titel, Ruf und ein geachteter Platz in der Gemeinschaft können sehr viel bedeuten. So Geborene zieht es häufig zu Führungsaufgaben, in den öffentlichen Dienst, ins Management oder in jedes Feld, in dem ihr Name mit Ergebnissen verbunden ist. Ein Elternteil, oft derjenige, der zu Hause die Autorität innehatte, hat vielleicht ein starkes Vorbild oder eine Erwartung hinterlassen, die schwer abzuschütteln ist. Der Ehrgeiz ist meist beständig und auf lange Sicht angelegt, und Anerkennung kommt unter Umständen erst nach Jahren geduldigen Aufbaus. Reif gelebt, bringt die Sonne im 10. Haus eine klare Richtung, Integrität im öffentlichen Leben, natürliche Autorität und die Fähigkeit, Verantwortung ohne Aufhebens zu tragen. Steht eine Entscheidung an, richten sich die Blicke im Kollegium oft auf diesen Menschen. Unter Druck wird das Image zu allem: Das Privatleben wird dem Status geopfert, ein Scheitern im Beruf fühlt sich wie ein Scheitern des Selbst an, und das Bedürfnis, das Sagen zu haben, macht die Zusammenarbeit mitunter schwer. Am glücklichsten ist diese Sonne, solange der Erfolg einem Zweck dient, der größer ist als er selbst, und der eigene Wert sich nicht allein am Rang bemisst.`,
    keywords: ['Beruf', 'Ruf', 'Ehrgeiz', 'Autorität', 'Leistung', 'öffentliche Rolle'],
    strengths: [
      'klare berufliche Richtung',
      'natürliche Autorität',
      'Integrität im öffentlichen Leben',
      'langer Atem für ferne Ziele',
    ],
    challenges: [
      'Identität, die am Status hängt',
      'ein vernachlässigtes Privatleben',
      'Angst vor öffentlichem Scheitern',
      'das Bedürfnis, das Sagen zu haben',
    ],
  },
  // 11. Haus
  {
    summary:
      'Die Sonne im elften Haus findet ihren Sinn unter Freunden, in Gruppen und gemeinsamen Anliegen und strahlt am hellsten, wenn sie mit anderen auf eine erhoffte Zukunft hinarbeitet.',
    description: `Im Kreis anderer kommt diese Sonne erst richtig zur Geltung. Freundschaften, Vereine, Netzwerke, Teams und Bewegungen geben dem Selbstgefühl Gestalt, und ihre Gaben entdecken solche Menschen oft, während sie ein Fest organisieren, eine Initiative im Viertel leiten oder die richtigen Leute zusammenbringen. Zentral ist, was man sich von der Zukunft erhofft; meist gibt es einen weitreichenden Wunsch oder ein soziales Ideal, das die Entscheidungen still lenkt, sei es Reform, Erneuerung oder einfach ein besseres Leben für die Menschen ringsum. Der Freundeskreis ist meist bunt gemischt und anregend, und oft übernimmt dieser Mensch darin eine führende oder verbindende Rolle. Gute Gesellschaft und das Gefühl, Teil von etwas Bedeutsamem zu sein, erneuern die Lebenskraft. Gelingt sie, verbindet die Sonne im 11. Haus Treue zu Freunden mit einem großzügigen Gerechtigkeitssinn, mit Originalität und mit der Fähigkeit, eine Gruppe zu begeistern, ohne sie zu beherrschen. Unter Belastung versteckt sich der Mensch womöglich hinter der Gruppenidentität, jagt der Beliebtheit nach, fühlt sich in jeder Menge als Außenseiter oder hält so fest an Idealen, dass wirkliche Menschen nie genügen. Verpflichtungen gegenüber vielen lassen dann wenig Zeit für Tiefe mit wenigen. Ihre größte Kraft entfaltet diese Sonne, wenn persönliche und gemeinsame Ziele einander nähren und Freundschaft als Wert an sich geschätzt wird, nicht nur wegen ihres Nutzens.`,
    keywords: ['Freundschaft', 'Gemeinschaft', 'Gruppen', 'Ideale', 'Hoffnungen', 'Netzwerke', 'Zusammenarbeit'],
    strengths: [
      'eine Gabe, Menschen zusammenzubringen',
      'Treue zu Freunden',
      'zukunftsgewandte Ideale',
      'Führung innerhalb eines Teams',
    ],
    challenges: [
      'sich in der Gruppe verlieren',
      'der Beliebtheit nachjagen',
      'sich als Außenseiter fühlen',
      'Ideale, die keinen Platz für Menschen lassen',
    ],
  },
  // 12. Haus
  {
    summary:
      'Die Sonne im zwölften Haus scheint hinter dem Vorhang; sie schöpft ihre Identität aus dem Alleinsein, dem Innenleben und stillem Dienst und findet ihren Sinn oft im Mitgefühl.',
    description: `Im 12. Haus, über dem östlichen Horizont, steigt die Sonne hinauf in den verborgensten Teil des Horoskops, und ihr Licht ist echt, aber indirekt. Ihr Bestes leisten solche Menschen oft abseits der Blicke: in einem Atelier, einer Bibliothek, auf einer Krankenstation, in einem Forschungslabor, an einem Rückzugsort oder spät in der Nacht, wenn alles schläft. Alleinsein bedeutet für sie keine Einsamkeit, sondern einen Ort zum Auftanken, und ohne regelmäßige Zeit für sich allein versiegt die Lebenskraft nach und nach. Die Identität ist schwerer zu fassen als bei den meisten, denn das Selbst scheint mit den Stimmungen anderer und den größeren Strömungen einer Familie oder Kultur zu verschwimmen. Träume, Fantasie, Gebet, Meditation und Kunst können zentrale Kanäle sein. Häufig besteht ein starker Wunsch, denen zu helfen, die sich abmühen oder die niemand mehr sieht. In ihrer reifsten Form beschert die Sonne im 12. Haus tiefes Mitgefühl, reiche Intuition, Bescheidenheit und eine spirituelle Kraft, die anderen durch dunkle Zeiten hilft. Unter Druck meidet dieser Mensch vielleicht jede Anerkennung, zweifelt am eigenen Wert, flüchtet sich in Schlaf oder Suchtmittel oder gibt so viel, dass nichts übrig bleibt. Selbstsabotage kann die Gestalt von Schweigen annehmen, wo eine Stimme gebraucht wird. Wachstum entsteht, wenn ein stiller, aber klarer Platz in der Welt beansprucht wird und das verborgene Licht sichtbar werden darf.`,
    keywords: ['Alleinsein', 'Mitgefühl', 'Innenleben', 'Rückzug', 'Intuition', 'Dienst', 'Fantasie'],
    strengths: [
      'tiefes Mitgefühl',
      'reiches Innenleben',
      'Intuition und Fantasie',
      'stiller, selbstloser Dienst',
    ],
    challenges: [
      'Selbstzweifel und Unsichtbarkeit',
      'Fluchtgewohnheiten',
      'geben bis zur Erschöpfung',
      'schweigen, wo eine Stimme gebraucht wird',
    ],
  },
];
