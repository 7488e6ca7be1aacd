// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Merkur in jedem der zwölf Häuser, das 1. Haus zuerst (übersetzt aus MERCURY_IN_HOUSE_EN). */
export const MERCURY_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary:
      'Mit Merkur im ersten Haus rückt der Verstand in den Vordergrund, und so gehören Neugier, flinke Rede und eine fragende Art zu dem, was andere als Erstes bemerken.',
    description: `Der erste Eindruck entsteht hier durchs Reden. Mit Merkur im 1. Haus wohnt das Denken dicht unter der Oberfläche der Persönlichkeit: Das Gesicht bewegt sich mit jedem Einfall, die Hände reden beim Erklären mit, und aus einem schlichten Gruß wird bald ein richtiges Gespräch. Die Identität formt sich zum Teil durch Lernen, sodass ein neues Fach, eine neue Fertigkeit oder ein neuer Wortschatz sich wie eine frische Fassung des eigenen Selbst anfühlen kann. Menschen mit diesem Merkur wirken oft jünger, als sie sind, und haben einen wachen, unruhigen Körper, der beim Nachdenken lieber umhergeht und bei langem Warten zappelt. Der Alltag ist gespickt mit kleinen Mitteilungen: Notizen an sich selbst, eine Nachricht, die im Hinausgehen abgeschickt wird, ein fortlaufender Kommentar zu allem, was gerade geschieht. Wenn es gut läuft, schenkt die Stellung eine direkte, leicht lesbare Ausstrahlung; andere wissen, woran sie sind, und eine klare Erklärung liegt genau dann bereit, wenn sie gebraucht wird. Unter Anspannung übernehmen die Nerven das Kommando. Der Schlaf leidet mitunter, die Anspannung setzt sich in Schultern und Atem fest, und das Selbstbild hängt daran, klug, schnell oder gut informiert zu sein, sodass ein Moment des Nichtwissens wie eine Bedrohung wirkt. Dann eilt gern das Reden herbei, damit ja keine Pause entsteht. Wachsen kann dieser Merkur, indem er den Geist ab und zu im Körper zur Ruhe kommen lässt und darauf vertraut, dass eine Pause nicht auslöscht, wer man ist.`,
    keywords: ['Wachheit', 'Ausdruckskraft', 'Neugier', 'Jugendlichkeit', 'Redelust', 'Selbstwahrnehmung'],
    strengths: [
      'klare, direkte Ausstrahlung',
      'aus dem Stegreif erklären',
      'rasche Anpassung',
      'lebenslange Wissbegier',
    ],
    challenges: [
      'nervöse Rastlosigkeit',
      'ein Selbstbild, das an der Klugheit hängt',
      'jede Stille füllen',
      'schwer abschalten können',
    ],
  },
  // 2. Haus
  {
    summary:
      'Merkur im zweiten Haus denkt sorgfältig über Geld und Wert nach, verdient oft mit Worten, Informationen oder Handel und behandelt Wissen als echte Ressource.',
    description: `Im 2. Haus laufen Geld und Bedeutung gleichermaßen durch den Kopf. Das Einkommen stammt oft aus Worten, Informationen, Zahlen, Handel, Unterricht, Schreiben oder jeder Arbeit, bei der Nachrichten weitergegeben und Verbindungen geknüpft werden. Preise zu vergleichen, Bewertungen zu lesen und kleine Beträge im Blick zu behalten, ist hier verbreitet, ebenso ein Händchen dafür, zu erkennen, was etwas wirklich wert ist. Werte werden durchdacht statt einfach übernommen; dieser Merkur will wissen, warum ihm etwas wichtig ist, und kann für seine eigenen Prioritäten überzeugend eintreten. Zum Besitz gehören gern Bücher, Geräte, Notizhefte und andere Werkzeuge der Verständigung, und mehrere kleine Einkommensquellen fühlen sich oft behaglicher an als eine einzige. In guten Zeiten wird der Verstand zum handfesten Kapital, mit einem Talent fürs Verhandeln, fürs Haushalten und dafür, Fachwissen in einen Lebensunterhalt zu verwandeln, und der Selbstwert wächst mit dem Können. Druck schickt die Gedanken in Kreisen ums Geld: Der Kontostand wird wieder und wieder geprüft, Kosten bereiten Sorgen, jeder Kauf wird nachträglich angezweifelt, oder der eigene Wert wird daran gemessen, wie viel man weiß oder verdient. Gute Ideen werden leicht verschenkt oder so oft geändert, dass keine je zu einer stetigen Arbeit heranreift. Konstruktiv ist es, das eigene Wissen als etwas wirklich Wertvolles zu behandeln, ihm einen fairen Preis zu geben und ängstliches Rechnen durch ruhige Gewohnheiten zu ersetzen.`,
    keywords: ['Findigkeit', 'Praxissinn', 'Geschäftssinn', 'Verdienst', 'Wertschätzung', 'Verhandeln'],
    strengths: [
      'Verdienst durch Können und Worte',
      'scharfer Sinn für Werte',
      'vernünftiges Haushalten',
      'klare persönliche Prioritäten',
    ],
    challenges: [
      'Geldsorgen',
      'die eigenen Ideen unter Wert verkaufen',
      'den Wert am Wissen messen',
    ],
  },
  // 3. Haus
  {
    summary:
      'Merkur im dritten Haus bewegt sich mühelos zwischen Geschwistern, Nachbarn, Besorgungen und Alltagsgesprächen, lernt unablässig und gibt Informationen mit natürlicher Leichtigkeit weiter.',
    description: `Das 3. Haus ist die Nachbarschaft des Geistes, und Merkur geht hier ein und aus wie zu Hause. Brüder, Schwestern, Cousins und Freunde aus Kindertagen haben oft großen Anteil daran, wie sich das Denken entwickelt; die ersten Debatten fanden vielleicht am Abendbrottisch oder auf dem Schulweg statt. Der Alltag füllt sich mit kurzen Fahrten, Besorgungen, Telefonaten, einem schnellen Plausch über den Gartenzaun und Nachrichten, die zwischen zwei Haltestellen verschickt werden, und die Umgebung ist bis ins Kleinste bekannt: welcher Laden früh öffnet, wen man wonach fragt, die kürzeste Verbindung von einem Ende des Viertels zum anderen. Lesen, Schreiben, Rätsel und Sprachen fallen leicht, und das Lernen geht noch lange nach der Schulzeit weiter, in Abendkursen, mit Radiosendungen und in zwanglosen Unterhaltungen. Für Unterricht, Journalismus, Verkauf, Lektorat, Zustelldienste oder jede Aufgabe, die Informationen von einem Ort zum anderen trägt, ist dies eine starke Stellung. In ihrer hellsten Form bringt sie einen lebhaften, gut informierten Vermittler hervor, der Wissen mühelos teilbar macht. Überreizt wird daraus Geschwätz ohne Richtung: ein mit Erledigungen vollgestopfter Kalender, gedankenlos weitergetragener Tratsch oder eine Reiberei mit einem Geschwister, die sich zum endlosen Streit auswächst. Der Geist überfliegt dann alles und lässt sich auf nichts ein. Wer sich einige Themen aussucht, um ihnen in die Tiefe zu folgen, und ebenso aufmerksam zuhört, wie er spricht, verwandelt diese Gabe des Weitergebens in echtes Verstehen.`,
    keywords: ['Mitteilsamkeit', 'nahes Umfeld', 'Lerneifer', 'Geselligkeit', 'Betriebsamkeit', 'Informiertheit', 'Vielseitigkeit'],
    strengths: [
      'gewandt in Schrift und Rede',
      'lebenslanges Lernen',
      'enge Bindungen zu Geschwistern und Nachbarn',
      'Wissen einfach weitergeben',
    ],
    challenges: [
      'ein zersplitterter Tagesplan',
      'Tratsch und leeres Gerede',
      'überfliegen statt studieren',
      'Zank unter Geschwistern',
    ],
  },
  // 4. Haus
  {
    summary:
      'Merkur im vierten Haus holt Denken und Gespräch ins Zuhause, mit einem Verstand, den Familiengespräche, stilles Studium und Erinnerungen an die frühen Jahre geprägt haben.',
    description: `Im 4. Haus sitzt Merkur am Küchentisch. Das Zuhause ist eine Stätte der Gespräche, der Bücher, der Bildschirme und der endlosen Diskussionen oder, in manchen Familien, ein Raum, in dem bestimmte Themen nie laut ausgesprochen wurden, was einen lebenslangen Wunsch hinterlassen kann, Worte für das Verschwiegene zu finden. Alte Briefe, vergilbte Familienunterlagen und die Geschichte einer Stadt oder Gegend faszinieren oft, und oft werden Tagebücher, Fotografien und Kartons voller Papiere sorgsam aufbewahrt, manchmal über Jahrzehnte. Das Denken fließt meist am besten im Privaten: bei der Arbeit von zu Hause aus, beim späten Lernen am vertrauten Schreibtisch oder wenn Pläne beim Abendessen mit einem Elternteil oder Mitbewohner durchgesprochen werden. Adressen wechseln häufig, oder der Haushalt selbst summt von Besuchern, Paketboten und Telefonaten. Ist die Stellung gut geerdet, werden Ideen an der eigenen Erfahrung geprüft, und das Heim wird zum Lernort für alle, die dort leben. Unter Stress drängt die Vergangenheit in die Gegenwart. Alte Familienstreitigkeiten laufen im Kopf erneut ab, Entscheidungen warten, bis sich das Haus richtig anfühlt, oder Unruhe erschwert es, sich irgendwo dauerhaft niederzulassen. In der Kindheit aufgesogene Meinungen bleiben womöglich jahrelang ungeprüft. Hilfreich ist es, ererbte Überzeugungen geduldig zu sichten, zu behalten, was noch stimmig klingt, und ein Zuhause zu schaffen, in dem ehrliche Gespräche sicher sind.`,
    keywords: ['Häuslichkeit', 'Besinnlichkeit', 'Verwurzelung', 'Privatheit', 'Familiensinn', 'Gedächtnis'],
    strengths: [
      'besonnene Gesprächskultur in der Familie',
      'gute Arbeit von zu Hause aus',
      'Interesse an Geschichte und Herkunft',
      'starkes persönliches Gedächtnis',
    ],
    challenges: [
      'ungeprüfte Meinungen aus der Familie',
      'Grübeln über die Vergangenheit',
      'Unruhe bei der Frage, wo man leben will',
      'Themen, die daheim unausgesprochen bleiben',
    ],
  },
  // 5. Haus
  {
    summary:
      'Merkur im fünften Haus macht das Denken zum Spiel und bringt Witz in die Liebe, Erfindungsgeist in schöpferische Arbeit und einen lebhaften, fragenden Geist in die Zeit mit Kindern.',
    description: `Im 5. Haus begegnen sich Spiel und Verstand. Merkur liebt hier Wortspiele, Strategiespiele, Kreuzworträtsel, Improvisation, Komik und jedes Hobby, das eine pfiffige Wendung belohnt. Schöpferische Arbeit ist oft sprachlich oder technisch, etwa das Schreiben von Geschichten, das Drehen von Videos, das Texten von Liedern oder das Entwerfen von Rätseln, und die Freude liegt ebenso im Machen wie im fertigen Stück. Die Liebe beginnt meist mit einem Gespräch: Witz wirkt anziehend, lange nächtliche Unterhaltungen zählen, und Langeweile kann eine Affäre schneller beenden als jeder Streit. Mit Kindern ist diese Stellung der Elternteil, die Tante oder der Lehrer, der jedes „Warum“ beantwortet und auf der Stelle ein neues Spiel erfindet, und vielleicht bleibt ihr der jugendliche Blick ein Leben lang erhalten. Risiko und Spekulation werden wie Rätsel angegangen, die es zu knacken gilt, nicht wie Sprünge ins Ungewisse. Die schönste Form bringt Leichtigkeit und Einfallsreichtum in alles, was sie berührt, und hilft anderen, Freude am Lernen zu finden. Unter Spannung tritt die Darbietung an die Stelle der Begegnung: Flirten wird zum Wortgefecht, kreative Vorhaben werden um des Reizes der Idee willen begonnen und fallen gelassen, sobald die Arbeit zäh wird, und ein Verlangen nach Beifall für die eigene Klugheit schleicht sich ein. Eine kreative Idee bis zum Ende durchzuziehen und Zuneigung schlicht auszusprechen, schenkt diesem hellen Geist seine tiefste Zufriedenheit.`,
    keywords: ['Verspieltheit', 'Witz', 'Kreativität', 'Erfindungsgeist', 'Koketterie', 'Jugendlichkeit'],
    strengths: [
      'Humor und Wortspiel',
      'kreatives Schreiben und Gestalten',
      'lebendiger Umgang mit Kindern',
      'Lernen zum Vergnügen machen',
    ],
    challenges: [
      'unvollendete kreative Vorhaben',
      'Flirten ohne Tiefgang',
      'Lob für die eigene Klugheit brauchen',
      'Risiko als Spiel behandeln',
    ],
  },
  // 6. Haus
  {
    summary:
      'Merkur im sechsten Haus wendet einen genauen, praktischen Verstand auf die tägliche Arbeit, auf Abläufe und Gesundheitsgewohnheiten an und findet Befriedigung in Systemen, die reibungslos laufen.',
    description: `Listen, Zeitpläne, Checklisten und kleine Verbesserungen an täglichen Abläufen sind natürliches Terrain, wenn Merkur ins 6. Haus fällt. Die Arbeit hat oft mit Information, Analyse, Verwaltung, technischem Support, Lektorat oder fachkundigem praktischem Dienst zu tun, und Einzelheiten fallen rasch ins Auge: der Tippfehler im Bericht, der fehlende Schritt in einem Verfahren, die einfachere Ordnung für einen gemeinsamen Ordner. Im Kollegium verlässt man sich schon bald darauf, dass dieser Mensch erklärt, wie etwas funktioniert, oder das kleine Problem behebt, das alle anderen zu übersehen gelernt haben. Gesundheitsroutinen werden recherchiert, vom Lesen der Etiketten bis zur Frage, wie Essen und Schlaf die Stimmung beeinflussen, und der Körper reagiert oft stark auf geistigen Stress, weshalb ruhige, regelmäßige Gewohnheiten wichtig sind. An einem guten Tag ist die Stellung auf die schlichteste und wertvollste Weise nützlich und macht das gewöhnliche Leben für alle ringsum reibungsloser. Überlastet wird sie zur Kritikerin, die nicht abschalten kann: Sorgen um kleine Fehler, lange Arbeitstage, nervöse Anspannung und die Neigung, andere zu verbessern, bevor sie ausgeredet haben. Endloses Lesen über Symptome oder Methoden der Selbstoptimierung ersetzt dann das Handeln. Es hilft, die Gabe der Genauigkeit auf das wirklich Wichtige zu richten, manche Aufgaben gut genug sein zu lassen und dem Geist bewusst Ruhe zu gönnen, so wie eine sorgfältige Handwerkerin am Ende des Tages ihr Werkzeug reinigt und wegräumt.`,
    keywords: ['Methodik', 'Genauigkeit', 'Hilfsbereitschaft', 'Analyse', 'Fleiß', 'Ordnung'],
    strengths: [
      'Liebe zum Detail',
      'Systeme und Abläufe verbessern',
      'praktische Problemlösung',
      'Verlässlichkeit bei der Arbeit',
    ],
    challenges: [
      'Sorgen um kleine Fehler',
      'Überarbeitung und nervöse Anspannung',
      'andere vorschnell korrigieren',
      'Recherche statt Handeln',
    ],
  },
  // 7. Haus
  {
    summary:
      'Merkur im siebten Haus denkt am besten im Dialog, sucht Partner, mit denen man reden kann, und hat ein natürliches Geschick für Vereinbarungen, Verhandlungen und fairen Austausch.',
    description: `Das 7. Haus richtet Merkur auf den Menschen jenseits des Tisches aus. Im Zwiegespräch schärft sich das Denken, daher entwickeln sich Ideen am besten mit einer Partnerin, einem Kollegen oder einer Klientin, die widersprechen können. Partner sind oft gesprächig, im Herzen jung, belesen oder mit Schreiben, Handel oder Unterricht verbunden, und eine Beziehung ohne gute Unterhaltung hält selten lange. Vereinbarungen und Verträge rücken leicht in den Blick: Diese Stellung kann Bedingungen entwerfen, die Klausel erkennen, die geändert werden muss, und Formulierungen finden, denen beide Seiten zustimmen. Mediation, Beratung, Verkauf, Interessenvertretung und jede Rolle, die auf dem Austausch unter vier Augen beruht, können gut passen, und selbst offene Rivalen entpuppen sich mitunter als scharfsinnige Lehrer. Wenn sie gut arbeitet, bringt sie Fairness im Gespräch und echtes Interesse daran, wie ein anderer Kopf arbeitet, sodass Meinungsverschiedenheiten zu nützlichen Diskussionen werden statt zu Schlachten. Kippt das Gleichgewicht, werden Entscheidungen anderen überlassen, Meinungen passen sich dem an, der gerade anwesend ist, oder eine Beziehung wird zur Dauerdebatte, in der es mehr zählt, recht zu behalten, als einander nah zu sein. Zu viele Rückfragen bei anderen können eine Wahl lähmen, die nur ein Mensch selbst treffen kann. Konstruktiv ist es, ganz zuzuhören, die eigene Sicht klar auszusprechen und wichtige Abmachungen schriftlich festzuhalten, damit Partnerschaft eine Begegnung zweier klarer Stimmen bleibt.`,
    keywords: ['Diplomatie', 'Kooperation', 'Fairness', 'Überzeugungskraft', 'Eingehen auf andere', 'Verhandeln'],
    strengths: [
      'geschicktes Verhandeln',
      'faire, ausgewogene Rede',
      'gutes Denken im Gespräch mit anderen',
      'klare schriftliche Abmachungen',
    ],
    challenges: [
      'Entscheidungen anderen überlassen',
      'streiten, um zu gewinnen',
      'Meinungen, die den Partner spiegeln',
    ],
  },
  // 8. Haus
  {
    summary:
      'Merkur im achten Haus ergründet, was unter der Oberfläche liegt, und denkt gründlich über Motive, gemeinsames Geld, Intimität und die Gespräche nach, denen die meisten ausweichen.',
    description: `Unter die Oberfläche schaut Merkur im 8. Haus am liebsten. Der Verstand fühlt sich zu dem hingezogen, was privat, verboten oder unausgesprochen ist: zu Motiven, Geheimnissen, Psychologie, Forschung, Rätseln und dem Spiel von Macht und Geld zwischen Menschen. Gespräche werden oft erstaunlich schnell tief, und diese Stellung spürt, wenn etwas ausgelassen wird. Gemeinsame Finanzen, Steuern, Versicherungen, Schulden und Nachlässe verlangen irgendwann im Leben gründliches Nachdenken, und eine Begabung für die Verwaltung des Vermögens anderer, ob in Buchhaltung, Forschung, Ermittlung oder Beratung, ist häufig. Gespräche über Intimität, Verlust und Tod werden nicht gemieden; in einer Krise findet dieser Mensch Worte, wenn andere verstummen. Gut eingesetzt, liegt die Gabe in psychologischem Einblick, gepaart mit Verschwiegenheit und dem Mut, eine harte Frage behutsam zu stellen. Zu weit getrieben, wird das Denken argwöhnisch oder starr: In gewöhnliche Nachrichten werden verborgene Bedeutungen hineingelesen, Wissen wird zurückgehalten, um die Fäden in der Hand zu behalten, oder ein schmerzliches Ereignis wird immer wieder durchgespielt. Vertrauen stellt sich womöglich nur langsam ein, und Anvertrautes kann schwer zu tragen sein. Weiter kommt dieser Merkur, wenn er seinen forschenden Geist zum Verstehen statt zum Bewachen nutzt, teilt, was sich teilen lässt, und ehrliche Gespräche lindern lässt, was einsames Analysieren allein nicht lösen kann.`,
    keywords: ['Spürsinn', 'Wahrnehmungskraft', 'Verschwiegenheit', 'Intensität', 'Forschergeist', 'Strategie'],
    strengths: [
      'psychologischer Einblick',
      'Vertrauliches wahren',
      'Forschung und Ermittlung',
      'ruhige Worte in der Krise',
    ],
    challenges: [
      'Misstrauen und Geheimniskrämerei',
      'schmerzliche Ereignisse immer wieder durchspielen',
      'Information als Kontrollmittel',
      'langsam im Vertrauen',
    ],
  },
  // 9. Haus
  {
    summary:
      'Merkur im neunten Haus sucht Sinn durch Studium, Reisen und Debatten und verbindet alltägliche Tatsachen mit den großen Fragen von Glauben, Kultur und Prinzip.',
    description: `Im 9. Haus greift Merkur nach dem großen Ganzen. Tatsachen zählen weniger an sich als durch ihre Auskunft darüber, wie die Welt funktioniert, und Fragen der Ethik, des Rechts, der Religion und der Kultur üben eine bleibende Anziehung aus. Hochschulbildung, Selbststudium, Fremdsprachen und weite Reisen nähren den Geist; eine einzige Auslandsreise kann eine ganze Denkweise verändern, und Freundschaften erstrecken sich oft über mehrere Länder. Verlagswesen, Lehre auf hohem Niveau, Rundfunk, Reisebranche und Übersetzung sind naheliegende Felder. Im Alltag finden sich vielleicht ein Stapel Bücher aus verschiedenen Traditionen, eine Sprachlektion auf dem Weg zur Arbeit oder die Gewohnheit, beim Kaffee über große Ideen zu debattieren. Großzügig gelebt, wird die Stellung zur Brücke zwischen Welten, fähig, eine Kultur oder einen Glauben einem anderen zu erklären und einzelne Beobachtungen mit umfassenden Grundsätzen zu verknüpfen. Unter Druck predigt sie: Ein Denkgebäude gilt als die ganze Wahrheit, Argumente werden zu Kreuzzügen, oder der Geist zieht von Kurs zu Kurs und von Land zu Land, ohne das Gelernte daheim anzuwenden. Gewissheit eilt dann den Belegen voraus. Am gesündesten bleibt dieser Merkur ein lebenslanger Student, der seine Überzeugungen mit Begeisterung und Demut zugleich vertritt und Weisheit in einer Sprache weitergibt, mit der gewöhnliche Menschen etwas anfangen können.`,
    keywords: ['Philosophie', 'Weltläufigkeit', 'Studium', 'Aufgeschlossenheit', 'Idealismus', 'Neugier auf die Welt'],
    strengths: [
      'umfassendes Verständnis',
      'Sprachen und Übersetzung',
      'große Ideen klar vermitteln',
      'offen für andere Kulturen',
    ],
    challenges: [
      'Predigen und Belehren',
      'Gewissheit, die den Belegen vorauseilt',
      'Theorie ohne Praxis',
      'rastloses Studieren ohne Schwerpunkt',
    ],
  },
  // 10. Haus
  {
    summary:
      'Merkur im zehnten Haus macht Kommunikation zum Kern von Beruf und Ruf und baut eine öffentliche Rolle oft auf Sachkenntnis, klarer Rede und guter Planung auf.',
    description: `Im 10. Haus wird der Verstand Teil des öffentlichen Gesichts. Der Ruf gründet oft auf Worten, Ideen oder Können: Man ist bekannt als die Autorin, der Fachmann, die Sprecherin, als diejenige Person, die erklären kann. Berufe in Kommunikation, Medien, Bildung, Beratung, Handel, Technik oder Verwaltung liegen nahe, und nicht selten wechselt die Rolle mehrmals, oder es werden mehrere zugleich ausgeübt. Der Arbeitstag ist meist voller E-Mails, Besprechungen, Präsentationen und Entscheidungen, und strategisches Gespür hilft im Umgang mit Vorgesetzten und Institutionen. Ein Elternteil oder Mentor hat die Berufswahl oft durch Rat oder Vorbild geprägt, und die Stimme dieses Wegweisers hallt unter Umständen jahrelang nach. Gut genutzt, bietet dieser Merkur klare öffentliche Rede, solide Planung und ein berufliches Bild von Kompetenz und Fairness. Unter Belastung frisst das Gerede über die Arbeit jeden Abend auf, die Angst, öffentlich das Falsche zu sagen, wird so groß, dass gar nichts mehr gesagt wird, oder der Ehrgeiz zerfasert in zu viele Richtungen, um einen bleibenden Namen aufzubauen. Das Ansehen hängt dann allein daran, für klug gehalten zu werden. Der beste Weg besteht darin, eine Botschaft zu wählen, die es verdient, mit dem eigenen Namen verbunden zu werden, echte Sachkenntnis dahinter aufzubauen und daran zu denken, dass ein Name, der auf ehrlicher Kommunikation ruht, länger hält als einer, der auf geschickter Selbstdarstellung gründet.`,
    keywords: ['Wortgewandtheit', 'Ehrgeiz', 'Strategie', 'Professionalität', 'Sichtbarkeit', 'Tüchtigkeit'],
    strengths: [
      'klares öffentliches Sprechen',
      'Laufbahn in der Kommunikation',
      'solide Planung',
      'bekannt für Sachkenntnis',
    ],
    challenges: [
      'Arbeitsgespräche, die alles überlagern',
      'Angst vor öffentlichen Fehlern',
      'zersplitterter Ehrgeiz',
      'Status, der daran hängt, klug zu wirken',
    ],
  },
  // 11. Haus
  {
    summary:
      'Merkur im elften Haus blüht in Netzwerken und Gruppen auf, verbindet Freunde durch gemeinsame Ideen und denkt gründlich über seine Hoffnungen für die Zukunft nach.',
    description: `Freundschaft und Gespräch sind für Merkur im 11. Haus fast untrennbar. Der Bekanntenkreis ist weit und vielfältig, oft entstanden durch gemeinsame Interessen, Online-Gemeinschaften, Vereine, Kurse oder berufliche Netzwerke, und unter den Freunden finden sich viele Denker, Schreibende oder Menschen mit ungewöhnlichen Hobbys. In Gruppenchats, Foren und Treffen werden Ideen lebendig; diese Stellung ist oft diejenige, die organisiert, Protokoll führt, Neuigkeiten verbreitet oder den Rundbrief schreibt. Hoffnungen für später werden bis ins Einzelne durchdacht, mal als Pläne für gesellschaftlichen Wandel, mal als Liste von Projekten, die man eines Tages ausprobieren will. Wissenschaft, Technik und Reformen können starkes Interesse wecken. In seiner besten Form, wenn alles zusammenpasst, verbindet dieser Merkur Menschen mit einem gemeinsamen Ziel, hält eine Gruppe informiert und ehrlich und macht aus einer losen Menge ein funktionierendes Team. Gerät er ins Straucheln, bleiben Freundschaften beim Reden stehen und vertiefen sich nie, Meinungen werden von der Gruppe geborgt, oder die Aufmerksamkeit springt zwischen Anliegen hin und her, ohne bei einem zu verweilen. Eine lange Kontaktliste lässt unter Umständen nur wenig Zeit für die Menschen, die einem wirklich nahestehen. Gesund ist es, einige Freundschaften ganz persönlich werden zu lassen, innerhalb der Gruppe selbstständig zu denken und wenigstens eine Hoffnung in stetiges, praktisches Handeln umzusetzen.`,
    keywords: ['Geselligkeit', 'Vernetzung', 'Fortschrittsgeist', 'Erfindungsgabe', 'Kooperation', 'Zukunftsblick'],
    strengths: [
      'Gleichgesinnte zusammenbringen',
      'Gruppen organisieren',
      'eine klare Vision für die Zukunft',
      'ein weiter, bunter Freundeskreis',
    ],
    challenges: [
      'oberflächliche Freundschaften',
      'geborgte Meinungen',
      'zu viele Anliegen auf einmal',
    ],
  },
  // 12. Haus
  {
    summary:
      'Merkur im zwölften Haus denkt leise und intuitiv, arbeitet am besten in der Abgeschiedenheit und findet oft Worte für Gefühle, die andere unausgesprochen lassen.',
    description: `Vieles, was Merkur im 12. Haus denkt, geschieht im Verborgenen: in Träumen, auf langen Spaziergängen allein, in den halbwachen Augenblicken, in denen plötzlich eine Antwort auftaucht. Stilles Studium, Tagebuchschreiben, Archivarbeit, Dichtung, Musik und spirituelle Übung können reiche Felder sein, und wer diese Stellung hat, versteht oft mehr, als er sagt. Vor anderen laut zu sprechen, fällt womöglich schwer, besonders in jungen Jahren, doch das Schreiben geht oft leichter von der Hand als das Reden. Arbeit in Krankenhäusern, Notunterkünften, Bibliotheken, Einkehrhäusern oder hinter den Kulissen kann diesem feinfühligen, fantasievollen Geist liegen, der die unausgesprochenen Gefühle anderer bereitwillig aufnimmt und mit Mitgefühl beantwortet. Seine schönsten Momente erlebt er, wenn Intuition und Intellekt zusammenfinden, eine Sprache für das entsteht, was sich schwer sagen lässt, und jene gehört werden, die andere übersehen. In schwereren Zeiten werden die Gedanken neblig oder ängstlich, Geheimnisse werden zu lange gehütet, Sorgen kreisen nachts, und Selbstzweifel bringen eine Stimme zum Schweigen, die etwas Wertvolles zu sagen hätte. Missverständnisse entstehen mitunter schlicht daraus, dass zu wenig gesagt wird. Hilfreich sind regelmäßige Zeit allein, um die Gedanken zu ordnen, ein Notizbuch neben dem Bett und einige vertraute Menschen, mit denen sich die innere Welt teilen lässt, damit die leise Einsicht am Ende doch die äußere Welt erreicht.`,
    keywords: ['Intuition', 'Nachdenklichkeit', 'Zurückgezogenheit', 'Fantasie', 'Mitgefühl', 'Stille'],
    strengths: [
      'tiefe Intuition',
      'leichter schreiben als sprechen',
      'mitfühlendes Zuhören',
      'Einsicht aus der Stille',
    ],
    challenges: [
      'Selbstzweifel beim Sprechen vor anderen',
      'ängstliches oder nebliges Denken',
      'Geheimnisse zu lange hüten',
      'missverstanden werden',
    ],
  },
];
