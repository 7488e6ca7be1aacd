// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Der Mondknoten in den zwölf Häusern, deutsch; das 1. Haus zuerst, noch nicht übersetzte Häuser fallen auf das Englische zurück. */
export const NORTH_NODE_IN_HOUSE_DE: readonly (PlacementText | undefined)[] = [
  // 1. Haus
  {
    summary: 'Steht der Mondknoten im ersten Haus, bedeutet Wachstum, als eigenständige Person aufzutreten, den eigenen Instinkten zu trauen und Körper und Gesicht eine ehrliche Präsenz tragen zu lassen.',
    description: `Im 1. Haus verlangt der Mondknoten nach einem Selbst, das sichtbar ist und bewusst gewählt. Der Südknoten liegt im 7. Haus, und so findet sich die alte Bequemlichkeit in der Partnerschaft: Pläne nach einem Ehepartner, einem Geschäftspartner oder der besten Freundin auszurichten und die eigene Identität vor allem im Spiegel eines anderen Menschen zu finden. Diese Gewohnheit wirkt großzügig, doch am Ende jedes Tages bleibt leicht eine leise Frage zurück, wessen Leben hier eigentlich gelebt wird.

Die Lektion kommt oft über einfache Dinge. Eine Frisur auszusuchen, ohne nach Meinungen zu fragen, allein auf eine Feier zu gehen, selbst zu bestimmen, wie ein freier Samstag verbracht wird, oder mit Sport anzufangen, nur weil er sich im Körper gut anfühlt: All das ist echter Fortschritt. Die körperliche Energie nimmt meist zu, sobald die eigenen Wünsche anerkannt werden.

Wird dieser Weg verweigert, treibt der Mensch womöglich von einer Beziehung zur nächsten, fühlt sich unsichtbar oder nimmt Partnern Entscheidungen übel, die er selbst nie ausgesprochen hat. Zu weit getrieben, kippt die Korrektur leicht in eine schroffe Unabhängigkeit, die alte Treue vergisst.

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
    description: `Ein Schwatz am Zaun, eine Nachricht an die Schwester, ein Abendkurs am anderen Ende der Stadt: Solch gewöhnlicher Austausch trägt das Wachstum dieser Stellung. Der Südknoten fällt ins 9. Haus, wo Fernreisen, Philosophie und große Überzeugungen sich wie ein Zuhause anfühlen. Dieser Mensch weiß womöglich viel über den Sinn des Lebens und weit weniger über die Namen in der eigenen Straße.

Im Mittelpunkt steht, klar mitzuteilen und genau zuzuhören. Das kann heißen, kurze, schlichte Nachrichten zu schreiben, den Nachbarn nach dem Weg zu fragen, statt zu vermuten, die Lokalzeitung zu lesen oder eine abgekühlte Verbindung zu einem Bruder oder Cousin wieder zu kitten. Neugier auf kleine Tatsachen bereitet unerwartete Freude, und praktische Kurse, Sprachen oder das Schreiben öffnen oft neue Türen.

Unter Stress neigt diese Stellung dazu, zu belehren, in ferne Pläne zu flüchten oder die Einzelheiten des Alltags als keiner Beachtung wert abzutun. Gewissheit ersetzt dann das Verstehen, und wer nebenan lebt oder arbeitet, fühlt sich womöglich ungehört.

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

Unter Druck kehrt die alte Ausrichtung als Überarbeitung zurück, als Hunger nach Status oder als Kühle, die geliebte Menschen auf Armlänge hält. Die Wohnung wird womöglich zum bloßen Schlafplatz zwischen zwei Terminen, und Gefühle gelten als Ablenkung.

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

Sträubt sich jemand gegen diese Richtung, zeigt sich womöglich eine kühle Distanz zur Romantik, die Angewohnheit, sich in Gremien zu verstecken, oder die Angst, der Wunsch nach Aufmerksamkeit sei selbstsüchtig. Das Leben wirkt dann effizient und doch seltsam flach.

Im besten Fall verbindet die Stellung einen großzügigen Gemeinsinn mit Wärme und persönlichem Schwung. Das Herz lernt, dass Lebensfreude nicht von den Idealen ablenkt und dass ehrliches Vergnügen, frei geteilt, alle in der Umgebung beflügelt.`,
    keywords: ['Kreativität', 'Spiel', 'Romantik', 'Kinder', 'Freude', 'Selbstausdruck'],
    strengths: ['Ideale, mit Wärme zum Leben erweckt', 'Stolz auf Werke, die aus Freude entstehen', 'offen für Liebe und Genuss', 'verspielte Leichtigkeit mit Kindern'],
    challenges: ['sich hinter Gremienarbeit verstecken', 'Distanz zur Romantik', 'Schuldgefühle, das Leben zu genießen', 'Angst, allein gesehen zu werden'],
  },
  // 6. Haus
  {
    summary: 'Im sechsten Haus lenkt der Mondknoten das Wachstum auf nützliche Arbeit, tägliche Abläufe, gesunde Gewohnheiten und praktischen Dienst, weg vom Treibenlassen, vom Rückzug oder von vager Flucht.',
    description: `Geschirr spülen, eine Rechnung ablegen, jeden Morgen um sieben mit dem Hund hinausgehen: Vorwärts geht es auf einem mit Routine gepflasterten Weg. Gegenüber kennt der Südknoten im 12. Haus die Einsamkeit, die Träume, die spirituelle Sehnsucht und einen stillen Rückzug vor den Forderungen der Welt. Die Empfindsamkeit ist groß, doch Struktur wirkt leicht wie Gitterstäbe, und die Tage zerrinnen womöglich ohne klare Gestalt.

Im 6. Haus werden Fertigkeiten geübt und der Körper instand gehalten, und so heißt Wachstum hier, Gewohnheiten aufzubauen, die beides stützen. Ein regelmäßiger Schlafrhythmus, einfache Mahlzeiten, eine Liste, die tatsächlich abgearbeitet wird, und eine Arbeit mit sichtbaren Ergebnissen schenken eine überraschende Ruhe. Anderen auf greifbare, messbare Weise zu helfen, liegt dieser Stellung weit besser, als sich im Stillen aufzuopfern.

Unter Anspannung drückt sich dieser Mensch womöglich vor Verpflichtungen, fühlt sich von kleinen Aufgaben überwältigt oder flüchtet in Fantasie und Erschöpfung. Ein Hang zum Märtyrertum kann sich zeigen, oder ein Abgleiten ins ängstliche Ausbessern jedes winzigen Fehlers.

Gut gelebt, verbindet diese Stellung Mitgefühl mit Können. Die innere Empfindsamkeit durchdringt die Arbeit, und die Arbeit hält diese Empfindsamkeit geerdet. Die Gesundheit bessert sich meist, wenn die tägliche Pflege beständig wird, und ein gut geordneter Tag erweist sich womöglich als die verlässlichste Form von Frieden.`,
    keywords: ['Dienst', 'Routine', 'Arbeit', 'Gesundheitsgewohnheiten', 'Können', 'Ordnung'],
    strengths: ['Einfühlung, die sich in praktischer Hilfe zeigt', 'wachsendes Können und Verlässlichkeit', 'gesunde tägliche Gewohnheiten', 'Ruhe, die aus guter Ordnung kommt'],
    challenges: ['Flucht in Fantasie oder Abgeschiedenheit', 'Routineaufgaben meiden', 'stille Selbstaufopferung', 'Überforderung durch kleine Einzelheiten'],
  },
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
  undefined,
];
