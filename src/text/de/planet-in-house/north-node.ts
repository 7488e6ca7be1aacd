// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Der Mondknoten in den zwölf Häusern, deutsch; das 1. Haus zuerst. */
export const NORTH_NODE_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary: 'Steht der Mondknoten im ersten Haus, bedeutet Wachstum, als eigenständige Person aufzutreten, den eigenen Instinkten zu trauen und Körper und Gesicht eine ehrliche Präsenz tragen zu lassen.',
    description: `Im 1. Haus verlangt der Mondknoten nach einem Selbst, das sichtbar ist und bewusst gewählt. Der Südknoten liegt im 7. Haus, und so findet sich die alte Bequemlichkeit in der Partnerschaft: Pläne nach einem Ehepartner, einem Geschäftspartner oder der besten Freundin auszurichten und die eigene Identität vor allem im Spiegel eines anderen Menschen zu finden. Diese Gewohnheit wirkt großzügig, doch am Ende jedes Tages bleibt leicht eine leise Frage zurück, wessen Leben hier eigentlich gelebt wird.

Die Lektion kommt oft über einfache Dinge. Eine Frisur auszusuchen, ohne nach Meinungen zu fragen, allein auf eine Feier zu gehen, selbst zu bestimmen, wie ein freier Samstag verbracht wird, oder mit Sport anzufangen, nur weil er sich im Körper gut anfühlt: All das ist echter Fortschritt. Die körperliche Energie nimmt meist zu, sobald die eigenen Wünsche anerkannt werden.

Wird dieser Weg verweigert, treibt der Mensch leicht von einer Beziehung zur nächsten, fühlt sich unsichtbar oder nimmt Partnern Entscheidungen übel, die er selbst nie ausgesprochen hat. Zu weit getrieben, kippt die Korrektur leicht in eine schroffe Unabhängigkeit, die alte Treue vergisst.

Das gesündeste Wachstum bewahrt die Fähigkeiten der Partnerschaft und fügt ein klares Ich hinzu. Beziehungen werden dann zu Begegnungen zweier ganzer Menschen, und die Selbstachtung ruht auf Erfahrung statt auf Zustimmung.`,
    keywords: ['Identität', 'Selbstbestimmung', 'Präsenz', 'Eigeninitiative', 'der Körper', 'Autonomie'],
    strengths: ['Taktgefühl, verbunden mit persönlichem Mut', 'ein wachsendes Gespür für die eigene Identität', 'Lebenskraft, die mit ehrlichen Entscheidungen steigt', 'die Fähigkeit, gelassen allein zu stehen'],
    challenges: ['das Selbst über einen Partner bestimmen', 'warten, bis andere entscheiden', 'stiller Groll in Beziehungen', 'Umschwung in jähen Eigennutz'],
  },
  // 2. Haus
  {
    summary: 'Der Mondknoten im zweiten Haus verlangt nach selbst geschaffener Sicherheit, klaren eigenen Werten und verdientem Geld, statt sich auf gemeinsame Mittel, die Macht anderer oder die Krise zu stützen.',
    description: `Einkommen, Besitz und ein privates Gefühl des eigenen Wertes bilden hier das Gebiet des Wachstums. Gegenüber fühlt sich der Südknoten im 8. Haus heimisch bei verschmolzenen Finanzen, Erbschaften, Schulden, intensiven Bindungen und dem Sog verborgener Macht. Oft liegt eine lange Vorgeschichte dahinter, in der vom Gehalt eines Partners gelebt, die Angelegenheiten anderer verwaltet oder die größte Lebendigkeit in Notlagen gespürt wurde.

Fortschritt sieht schlicht und ein wenig unspektakulär aus: ein eigenes Bankkonto, ein Haushaltsbuch von Hand, eine Fertigkeit, die sich verkaufen lässt, ein Gehaltszettel mit nur einem Namen darauf. Herauszufinden, was wirklich zählt, und das Geld danach auszugeben, gehört zur selben Arbeit. Sogar ein gutes Essen oder einen gut gearbeiteten Mantel unbeschwert auszukosten, zählt, denn das 2. Haus umfasst die schlichten Annehmlichkeiten des Körpers und das Recht, sie zu besitzen.

Unter Belastung zeigt sich das alte Muster als Abhängigkeit von gemeinsamen Mitteln, als verworrene Geldabsprachen oder als ruheloses Verlangen nach emotionaler Intensität, sobald das Leben ruhig wird. Dazu kommt mitunter die Überzeugung, der eigene Wert müsse durch Opfer oder Verwandlung bewiesen werden.

Allmählich erlaubt ein stabiles Fundament, Nähe und Krise aus einer Position der Stärke zu begegnen. Eigenständigkeit in materiellen Dingen verwandelt sich in gelebte Selbstachtung, und das gemeinsame Leben wird dadurch gesünder.`,
    keywords: ['Selbstwert', 'Verdienst', 'Werte', 'Stabilität', 'Eigentum', 'Einfachheit'],
    strengths: ['Tiefe des Gefühls auf festem Grund', 'wachsende finanzielle Unabhängigkeit', 'Klarheit über die eigenen Werte', 'gelassene Freude an schlichten Annehmlichkeiten'],
    challenges: ['Abhängigkeit von gemeinsamem oder geerbtem Geld', 'Intensität statt Frieden suchen', 'verworrene finanzielle Verflechtungen', 'am eigenen Wert zweifeln, solange keine Krise da ist'],
  },
  // 3. Haus
  {
    summary: 'Im dritten Haus lenkt der Mondknoten das Wachstum auf alltägliches Lernen, Gespräche, Geschwister, Nachbarn und kurze Reisen und fort von großen Theorien, die auf Abstand gehalten werden.',
    description: `Ein Schwatz am Zaun, eine Nachricht an die Schwester, ein Abendkurs am anderen Ende der Stadt: Solch gewöhnlicher Austausch trägt das Wachstum, das dieser Mondknoten verspricht. Der Südknoten fällt ins 9. Haus, wo Fernreisen, Philosophie und große Überzeugungen sich wie ein Zuhause anfühlen. Dieser Mensch weiß oft viel über den Sinn des Lebens und weit weniger über die Namen in der eigenen Straße.

Im Mittelpunkt steht, klar mitzuteilen und genau zuzuhören. Das kann heißen, kurze, schlichte Nachrichten zu schreiben, den Nachbarn nach dem Weg zu fragen, statt zu vermuten, die Lokalzeitung zu lesen oder eine abgekühlte Verbindung zu einem Bruder oder Cousin wieder zu kitten. Neugier auf kleine Tatsachen bereitet unerwartete Freude, und praktische Kurse, Sprachen oder das Schreiben öffnen oft neue Türen.

Unter Stress neigt diese Stellung dazu, zu belehren, in ferne Pläne zu flüchten oder die Einzelheiten des Alltags als keiner Beachtung wert abzutun. Gewissheit ersetzt dann das Verstehen, und wer nebenan lebt oder arbeitet, fühlt sich bald ungehört.

Der aufbauende Weg verbindet Weitblick mit Einzelheiten. Große Ideen werden nützlich, sobald sie dem Kollegen am Nachbartisch in einfachen Worten erklärt werden, und kurze Ausflüge in der Umgebung zeigen, dass Weisheit ebenso gleich um die Ecke wohnt. Das Wachstum bleibt stetig, wann immer eine Frage mit echtem Interesse gestellt wird.`,
    keywords: ['Kommunikation', 'Neugier', 'Geschwister', 'Nachbarschaft', 'Lernen', 'Zuhören'],
    strengths: ['ein Händchen dafür, große Ideen einfach zu erklären', 'wachsende Bande zu Geschwistern und Nachbarn', 'lebendiges, anpassungsfähiges Lernen', 'aufmerksames Zuhören'],
    challenges: ['belehren statt reden', 'Flucht in ferne Pläne', 'Ungeduld mit den Einzelheiten vor Ort', 'Gewissheit mit Wissen verwechseln'],
  },
  // 4. Haus
  {
    summary: 'Mit dem Mondknoten im vierten Haus führt das Wachstum nach innen, zu Zuhause, Familie, seelischen Wurzeln und einem Privatleben, das wirklich nährt.',
    description: `Öffentliche Leistung ist der vertraute Weg, wenn der Südknoten im 10. Haus steht. Laufbahn, Ansehen und der Beifall von Autoritäten haben die Tage lange geprägt, und es kann ganz natürlich wirken, jede Frage nach dem Leben mit einer Berufsbezeichnung zu beantworten. Der Mondknoten im 4. Haus weist unter diese Oberfläche, hinab zum Fundament.

Das Wachstum kann hier ganz wörtlich gemeint sein: eine Wohnung kaufen oder mieten, die sich wirklich nach Zuhause anfühlt, an einem gewöhnlichen Abend unter der Woche für die Familie kochen, den Vorfahren nachspüren oder mit einem Elternteil Frieden schließen. Es ist auch innere Arbeit, nämlich Stimmungen wahrnehmen zu lernen, zu ruhen, ohne es sich zu verdienen, und die private Seite ebenso wichtig zu nehmen wie die öffentliche. Zeit in der Küche oder im Garten gewinnt überraschend viel Bedeutung.

Unter Druck kehrt die alte Ausrichtung als Überarbeitung zurück, als Hunger nach Status oder als Kühle, die geliebte Menschen auf Armlänge hält. Die Wohnung wird dann zum bloßen Schlafplatz zwischen zwei Terminen, und Gefühle gelten als Ablenkung.

Wird die Wurzel gepflegt, wird auch der äußere Erfolg beständiger, weil er aus einer sicheren Mitte wächst statt aus dem Bedürfnis nach Applaus. Ehrlichkeit der Gefühle im eigenen Heim schenkt einen Halt und ein Dazugehören, wie sie keine Beförderung bieten könnte.`,
    keywords: ['Zuhause', 'Wurzeln', 'Familie', 'Innenleben', 'Zugehörigkeit', 'seelische Geborgenheit'],
    strengths: ['Tüchtigkeit, ins Familienleben getragen', 'wachsendes Bewusstsein für Gefühle', 'eine Gabe, ein warmes Heim zu schaffen', 'Frieden mit der Vergangenheit'],
    challenges: ['den eigenen Wert allein über den Beruf bestimmen', 'Heim und Liebste vernachlässigen', 'emotionale Distanz', 'erst ruhen, wenn die Kraft aufgebraucht ist'],
  },
  // 5. Haus
  {
    summary: 'Der Mondknoten im fünften Haus verlangt nach Spiel, eigener Kreativität, Romantik und Lebenslust und holt den Menschen aus Gruppenrollen heraus, hinein in einen Selbstausdruck, der von Herzen kommt.',
    description: `Ein Schwarm von Freunden und eine gute Sache bilden die sichere Zone, wenn der Südknoten das 11. Haus besetzt. Mitgliedschaften, Netzwerke und gemeinsame Ideale gehen leicht von der Hand, und persönliche Sehnsüchte bleiben gern hinter dem Reden vom Gemeinwohl verborgen. Der Mondknoten im 5. Haus verlangt nach etwas Persönlicherem und Ungeschützterem: nach einer Freude, die genau diesem einen Menschen gehört.

Wachstum kommt womöglich durch ein Hobby, das aus reinem Spaß begonnen wird, durch eine Bühne, eine Leinwand, einen Tanzkurs, eine Liebschaft, auf die man sich mit offenem Herzen einlässt, oder durch Zeit, die ohne jeden Zweck spielend mit Kindern verbracht wird. Um des Vergnügens willen etwas zu wagen und zum Ergebnis zu stehen, gehört zur Lektion. Schöpferische Arbeit, unter die der eigene Name gesetzt wird, schenkt meist echte Befriedigung.

Sträubt sich jemand gegen diese Richtung, zeigt sich oft eine kühle Distanz zur Romantik, die Angewohnheit, sich in Gremien zu verstecken, oder die Angst, der Wunsch nach Aufmerksamkeit sei selbstsüchtig. Das Leben wirkt dann effizient und doch seltsam flach.

Im besten Fall verbindet die Stellung einen großzügigen Gemeinsinn mit Wärme und persönlichem Schwung. Das Herz lernt, dass Lebensfreude nicht von den Idealen ablenkt und dass ehrliches Vergnügen, frei geteilt, alle in der Umgebung beflügelt.`,
    keywords: ['Kreativität', 'Spiel', 'Romantik', 'Kinder', 'Freude', 'Selbstausdruck'],
    strengths: ['Ideale, mit Wärme zum Leben erweckt', 'Stolz auf Werke, die aus Freude entstehen', 'offen für Liebe und Genuss', 'verspielte Leichtigkeit mit Kindern'],
    challenges: ['sich hinter Gremienarbeit verstecken', 'Distanz zur Romantik', 'Schuldgefühle, das Leben zu genießen', 'Angst, allein gesehen zu werden'],
  },
  // 6. Haus
  {
    summary: 'Im sechsten Haus lenkt der Mondknoten das Wachstum auf nützliche Arbeit, tägliche Abläufe, gesunde Gewohnheiten und praktischen Dienst, weg vom Treibenlassen, vom Rückzug oder von vager Flucht.',
    description: `Geschirr spülen, eine Rechnung ablegen, jeden Morgen um sieben mit dem Hund hinausgehen: Vorwärts geht es auf einem mit Routine gepflasterten Weg. Gegenüber kennt der Südknoten im 12. Haus die Einsamkeit, die Träume, die spirituelle Sehnsucht und einen stillen Rückzug vor den Forderungen der Welt. Die Empfindsamkeit ist groß, doch Struktur wirkt leicht wie Gitterstäbe, und die Tage zerrinnen ohne klare Gestalt.

Im 6. Haus werden Fertigkeiten geübt und der Körper instand gehalten, und so heißt Wachstum hier, Gewohnheiten aufzubauen, die beides stützen. Ein regelmäßiger Schlafrhythmus, einfache Mahlzeiten, eine Liste, die tatsächlich abgearbeitet wird, und eine Arbeit mit sichtbaren Ergebnissen schenken eine überraschende Ruhe. Anderen auf greifbare, messbare Weise zu helfen, liegt diesem Knoten weit besser, als sich im Stillen aufzuopfern.

Unter Anspannung drückt sich dieser Mensch gern vor Verpflichtungen, fühlt sich von kleinen Aufgaben überwältigt oder flüchtet in Fantasie und Erschöpfung. Ein Hang zum Märtyrertum kann sich zeigen, oder ein Abgleiten ins ängstliche Ausbessern jedes winzigen Fehlers.

Gut gelebt, verbindet diese Stellung Mitgefühl mit Können. Die innere Empfindsamkeit durchdringt die Arbeit, und die Arbeit hält diese Empfindsamkeit geerdet. Die Gesundheit bessert sich meist, wenn die tägliche Pflege beständig wird, und ein gut geordneter Tag kann sich als die verlässlichste Form von Frieden erweisen.`,
    keywords: ['Dienst', 'Routine', 'Arbeit', 'Gesundheitsgewohnheiten', 'Können', 'Ordnung'],
    strengths: ['Einfühlung, die sich in praktischer Hilfe zeigt', 'wachsendes Können und Verlässlichkeit', 'gesunde tägliche Gewohnheiten', 'Ruhe, die aus guter Ordnung kommt'],
    challenges: ['Flucht in Fantasie oder Abgeschiedenheit', 'Routineaufgaben meiden', 'stille Selbstaufopferung', 'Überforderung durch kleine Einzelheiten'],
  },
  // 7. Haus
  {
    summary: 'Der Mondknoten im siebten Haus lehrt einen eigenständigen Menschen, Entscheidungen zu teilen, Partnerschaft willkommen zu heißen und zu erfahren, dass ein fremder Blickwinkel das Selbst ergänzt, statt es zu bedrohen.',
    description: `Unabhängigkeit ist zur zweiten Natur geworden, wo der Südknoten im 1. Haus liegt. Entschlüsse fallen rasch, gehandelt wird allein, Probleme werden persönlich erledigt, und es fällt kaum auf, wie selten andere überhaupt hinzugezogen werden. Der eigene Wille ist kräftig; die ungewohnte Fähigkeit wartet gegenüber im 7. Haus, in der verbindlichen Partnerschaft.

Zu diesem Haus gehören Ehe, enge Zusammenarbeit, Verträge und sogar offene Gegner, und so wächst dieser Mensch, indem er anderen auf Augenhöhe begegnen lernt. Im Alltag kann das bedeuten, vor einer großen Anschaffung erst mit dem Partner zu sprechen, eine faire Vereinbarung zu unterschreiben, ein Geschäft gemeinsam mit jemandem zu führen oder mit einem Rivalen so lange am Tisch zu sitzen, bis dessen Standpunkt verständlich wird. Ein Kompromiss ist hier keine Niederlage, sondern die eigentliche Übung.

Weicht jemand dieser Lektion aus, fühlen sich Beziehungen leicht wie ein Wettkampf oder eine Last an, und dieser Mensch zieht sich zurück, sobald Nähe nach Veränderung verlangt. Ein anderes Muster besteht darin, Partner zu wählen, die sich mühelos lenken lassen, damit nichts wirklich geteilt werden muss.

Gelingt die Lektion, entsteht ein Mensch, der seine Stärke behält und dennoch echte Erfüllung im Miteinander findet. Zuhören wird zu einer ebenso verfeinerten Kunst wie das Handeln, und sorgfältig gewählte Bündnisse werden zu dem Ort, an dem beide Seiten wachsen.`,
    keywords: ['Partnerschaft', 'Zusammenarbeit', 'Kompromiss', 'Verträge', 'Ausgleich', 'Gleichrangigkeit'],
    strengths: ['Stärke, die einer Partnerschaft zugutekommt', 'wachsende Geduld mit anderen', 'faires Verhandeln', 'Treue in verbindlichen Bindungen'],
    challenges: ['große Entscheidungen im Alleingang treffen', 'Nähe als Verlust der Freiheit erleben', 'Partner als Rivalen sehen', 'gehen, sobald ein Kompromiss nötig wird'],
  },
  // 8. Haus
  {
    summary: 'Im achten Haus führt der Mondknoten das Wachstum zu Intimität, gemeinsamen Mitteln und ehrlicher Wandlung und lockert den alten festen Griff um eigenen Besitz und gewohnte Bequemlichkeit.',
    description: `Festhalten hat sich schon immer sicher angefühlt. Mit dem Südknoten im 2. Haus ist der Drang groß, das selbst verdiente Geld, die eigenen Sachen und die vertrauten Gewohnheiten zu hüten und Sicherheit daran zu messen, was sich besitzen lässt. Der Mondknoten im 8. Haus verlangt die schwierigere Kunst, sich zu verbinden, zu vertrauen und loszulassen.

Ganz alltäglich kann das heißen, eine gemeinsame Haushaltskasse zu führen, ein Darlehen oder ein Geschenk ohne Verlegenheit anzunehmen, einen Verlust durchzuarbeiten, statt ihn zu umgehen, oder einen Partner an die eigenen heimlichen Ängste heranzulassen. Versicherungen, Steuern, Nachlässe und gemeinsame Geldanlagen können allesamt zu Lehrmeistern werden. Auch emotionale Nähe gehört zu diesem Feld: Die Währung dieses Hauses ist die gezeigte Verletzlichkeit.

Unter Druck tritt die alte Prägung als Besitzdenken hervor, als sture Abwehr gegen jede Veränderung oder als Weigerung, sich auf irgendjemanden zu verlassen. Geld wird dann eher zur Mauer als zur Brücke, und das Leben schrumpft allmählich auf einen sicheren, aber immer kleineren Kreis zusammen.

Wird die Lektion angenommen, gewinnt dieser Mensch eine ungewöhnliche Festigkeit in Krisen und eine Gabe, anderen durch schwere Übergänge zu helfen. Klug geteilte Mittel vermehren sich gern, und wo immer Überlebtes gehen darf, entsteht Platz für eine tiefere und großzügigere Art von Sicherheit.`,
    keywords: ['Intimität', 'gemeinsame Mittel', 'Vertrauen', 'Wandlung', 'Loslassen', 'Tiefe'],
    strengths: ['ein kühler Kopf, wenn andere in Panik geraten', 'wachsende Fähigkeit zu vertrauen', 'kluger Umgang mit gemeinsamem Geld', 'Mut, Trauer und Wandel ins Auge zu sehen'],
    challenges: ['an Besitz und Routine klammern', 'Hilfe oder geteiltes Geld zurückweisen', 'Widerstand gegen Veränderung', 'Gefühle allzu streng unter Verschluss halten'],
  },
  // 9. Haus
  {
    summary: 'Der Mondknoten im neunten Haus weist auf Glauben, höhere Bildung und weite Reisen und verlangt von einem geschäftigen, Fakten sammelnden Geist, Sinn und eine leitende Wahrheit zu finden.',
    description: `Tatsachen, Geplauder und kleine Besorgungen füllen die Komfortzone, wenn der Südknoten im 3. Haus steht. Es gibt echtes Geschick mit Worten, ein flinkes Denken und einen lebhaften Kreis aus Geschwistern, Nachbarn und Bekannten, und doch zerfasern die Tage leicht in einem Wirbel aus Nachrichten ohne klare Richtung. Der Mondknoten im 9. Haus stellt die größere Frage: Wozu dient all dieses Wissen eigentlich?

Wachstum kommt oft durch ein Studium, das den Horizont dehnt, etwa einen Hochschulabschluss, ein Seminar in Philosophie oder Rechtswissenschaft oder die ernsthafte Beschäftigung mit einer Religion oder Überlieferung. Auch lange Reisen zählen; schon ein kurzer Aufenthalt im Ausland kann die ganze Weltsicht umformen. Der Eingebung zu trauen und für eine gründlich durchdachte Überzeugung einzustehen, gehört ebenfalls zu diesem Weg.

Wird die Lektion gemieden, tratscht dieser Mensch, statt nachzudenken, sammelt Meinungen, ohne sich eine eigene zu bilden, oder bleibt aus bloßer Gewohnheit in der Nähe des Vertrauten. Die Unentschlossenheit wächst, wenn jeder Standpunkt gleich gültig erscheint.

Im besten Fall bringt diese Stellung einen Lehrer, Autor oder Wegweiser hervor, der Einzelheiten mit Bedeutung zu verknüpfen weiß. Weite Erfahrung und klare Grundsätze geben einem neugierigen Geist Gestalt, und das gewonnene Gefühl für den eigenen Lebenssinn wird zu etwas, das sich mit anderen zu teilen lohnt.`,
    keywords: ['Sinn', 'Glaube', 'höhere Bildung', 'Reisen', 'Philosophie', 'Lebensziel'],
    strengths: ['Tatsachen, die zu Weisheit reifen', 'Vertrauen in den eigenen inneren Kompass', 'Offenheit für fremde Kulturen', 'eine Gabe zum Unterrichten'],
    challenges: ['zerstreutes Denken', 'Klatsch statt Besinnung', 'Scheu, sich auf eine Überzeugung festzulegen', 'im vertrauten Umfeld verharren'],
  },
  // 10. Haus
  {
    summary: 'Mit dem Mondknoten im zehnten Haus bedeutet Wachstum, öffentliche Verantwortung, berufliche Ziele und eine sichtbare Rolle zu übernehmen, jenseits der Geborgenheit von Heim und Familie.',
    description: `Das Zuhause ist lange der sichere Hafen gewesen, wenn der Südknoten ins 4. Haus fällt. Die Bedürfnisse der Familie, private Stimmungen und die Behaglichkeit vertrauter Zimmer stehen an erster Stelle, während die weite Welt leicht kalt oder fordernd wirkt. Der Mondknoten im 10. Haus verlangt nach einem öffentlichen Leben, das mit klarer Absicht aufgebaut wird.

Berufliches Vorankommen ist das augenfällige Zeichen, doch die tiefere Lektion betrifft Reife und Autorität. Sich langfristige Ziele zu setzen, eine Beförderung anzunehmen, die Leitung eines Projekts zu übernehmen oder für ein Amt in der Gemeinde zu kandidieren, sind allesamt Schritte auf diesem Weg. Die Aufgabe lautet, für etwas bekannt zu werden und diesen Ruf mit Integrität zu tragen. Mentoren und verantwortungsvolle Ältere können dabei wertvolle Begleiter sein.

Unter Anspannung zieht sich dieser Mensch womöglich in die Familie zurück, schiebt häusliche Pflichten als Grund vor, keinen Ehrgeiz zu zeigen, oder fürchtet, Erfolg hieße, die Liebsten im Stich zu lassen. Launen lenken dann die Entscheidungen, und öffentliche Kritik wirkt anfangs kaum erträglich.

Wer diesen Weg geduldig geht, wird zu einer Führungspersönlichkeit, die Wärme in die öffentliche Arbeit trägt und Kollegen wie Kunden ähnlich beschützt, wie es eine Familie täte. Der private Rückhalt bleibt wichtig, doch nun trägt er einen sichtbaren Beitrag, und es wächst ein Gefühl des Gelingens, das redlich verdient ist und ganz dem eigenen Einsatz gehört.`,
    keywords: ['Beruf', 'Ansehen', 'Ehrgeiz', 'öffentliche Rolle', 'Autorität', 'Reife'],
    strengths: ['Fürsorge, die in die Führung einfließt', 'wachsende Disziplin und Zielstrebigkeit', 'der Ruf, verlässlich zu sein', 'vorausschauende Planung'],
    challenges: ['sich hinter Familienpflichten verstecken', 'Angst, öffentlich sichtbar zu werden', 'Stimmungen, die Entscheidungen lenken', 'am eigenen Recht auf Erfolg zweifeln'],
  },
  // 11. Haus
  {
    summary: 'Der Mondknoten im elften Haus lenkt das Wachstum zu Freundschaft, Teamarbeit und gemeinsamen Hoffnungen und lockert die starke Gewohnheit, allein zu glänzen und nach Beifall zu verlangen.',
    description: `Die Mitte der Bühne ist vertrautes Terrain, wenn der Südknoten im 5. Haus steht. Kreativität, Romantik und Selbstausdruck fallen leicht, und nicht selten sitzt ein tiefes Bedürfnis dahinter, bewundert zu werden, etwas Besonderes zu sein und für jede Mühe Anerkennung zu bekommen. Der Mondknoten im 11. Haus weist auf eine breitere Bühne, auf der dieser Mensch eine geschätzte Stimme unter vielen ist.

Das Wachstum kommt durch Freunde, Vereine, Verbände, Netzwerke und gemeinsame Anliegen. Typische Schritte sind etwa, bei einem Projekt im Viertel ehrenamtlich mitzuhelfen, sich einer Band anzuschließen, statt solo aufzutreten oder ein Straßenfest mitzuorganisieren. Ziele für die Zukunft, vor allem solche, die andere teilen, werden zur Quelle des Antriebs. Die Freundschaft selbst ist eine Schule, in der gelernt wird, unter Gleichen Unterstützung zu geben und anzunehmen.

Unter Druck sucht dieser Mensch in jeder Gruppe das Rampenlicht, nimmt fehlende Anerkennung persönlich oder flüchtet sich in romantische Verwicklungen, sobald das Leben im Team fade wirkt. Stolz erschwert es dann, jemand anderem die Führung zu überlassen.

Wird die Lektion angenommen, wird die natürliche Ausstrahlung zu einem Gewinn für die Gemeinschaft. Begabung wird freigebig geteilt, Wünsche verwandeln sich in gemeinsame Pläne, und die Freude, zu einem Kreis Gleichgesinnter zu gehören, erweist sich als reicher als jeder private Augenblick des Applauses.`,
    keywords: ['Freundschaft', 'Gemeinschaft', 'Teamarbeit', 'Hoffnungen', 'Netzwerke', 'gemeinsame Ziele'],
    strengths: ['Glanz, der einer gemeinsamen Sache geliehen wird', 'wachsende Leichtigkeit unter Gleichen', 'ein Talent, Menschen zusammenzubringen', 'eine hoffnungsvolle Vision der Zukunft'],
    challenges: ['immer der Star sein müssen', 'gemeinsame Erfolge für sich beanspruchen', 'Drama, wenn die Gruppe langweilig wirkt', 'Stolz, der sich dem Folgen widersetzt'],
  },
  // 12. Haus
  {
    summary: 'Im zwölften Haus bittet der Mondknoten einen geschäftigen, pflichtbewussten Geist, zu ruhen, sich nach innen zu wenden, dem Unsichtbaren zu trauen und ständiges Reparieren durch Mitgefühl zu ersetzen.',
    description: `Aufgaben, Listen und unentwegte Nützlichkeit geben Halt, solange der Südknoten im 6. Haus steht. Oft weiß dieser Mensch genau, wie ein Problem zu beheben, ein Zeitplan einzuhalten und anderen tüchtig zu dienen ist, doch Ruhe fühlt sich wie Versagen an. Sorgen und Überarbeitung können zur Lebensweise werden. Der Mondknoten im 12. Haus lädt dazu ein, sich hinzugeben.

Wachstum kommt hier durch Alleinsein, Meditation, Gebet, ein Tagebuch, lange einsame Spaziergänge oder schöpferische Arbeit ganz ohne praktischen Zweck. Klausuren, Krankenhäuser, Notunterkünfte und andere stille Einrichtungen spielen vielleicht eine Rolle, manchmal durch ein Ehrenamt, das eher Gegenwart als Leistung verlangt. Träume und Eingebungen tragen nützliche Botschaften, wenn ihnen Zeit gelassen wird.

Wird die Lektion gemieden, klammert sich dieser Mensch an die Routine, bemängelt jeden Makel und wird unruhig, sobald einmal nichts zu erledigen ist. Der Körper meldet das Bedürfnis nach Ruhe oft, bevor der Verstand es zugibt.

Im besten Fall verbindet diese Stellung praktisches Können mit tiefem Mitgefühl. Der Dienst am Nächsten wird sanfter und spiritueller, und die Fähigkeit, beim Leid eines anderen auszuharren, ohne es sofort beheben zu wollen, wird zu einer echten Gabe. Stille Zeit allein stellt die Kräfte wieder her, und das Vertrauen in etwas Größeres als die tägliche Aufgabenliste schenkt Frieden.`,
    keywords: ['Alleinsein', 'Mitgefühl', 'Rückzug', 'Intuition', 'Glaube', 'Ruhe'],
    strengths: ['praktische Hilfe, verbunden mit Einfühlung', 'wachsende Vertrautheit mit dem Alleinsein', 'Vertrauen in Eingebung und Träume', 'Geduld mit dem Leid'],
    challenges: ['zwanghafte Geschäftigkeit', 'Sorgen und Selbstkritik', 'schlechtes Gewissen beim Ausruhen', 'Ergebnisse kontrollieren wollen'],
  },
];
