// Urania's own text, translated from its English original (src/text/en/vedic/nakshatra-padas.ts); locale de.
// Eine Notiz zu jedem der vier Padas (Viertel von 3°20′) der 27 Nakshatras, in der Reihenfolge von
// src/vedic/nakshatras.ts. Das Navamsa-Zeichen, das jede Notiz nennt, ist das des Padas: Die 108 Padas durchlaufen die
// zwölf Zeichen neunmal, beginnend beim Widder (BPHS Kap. 6, das Navamsa).

type Padas = readonly [string, string, string, string];

export const NAKSHATRA_PADA_TEXT_DE: readonly Padas[] = [
  [ // Ashwini
    `Der erste Pada von Ashwini fällt in das Navamsa des Widders, und so verdoppelt sich das Tempo des Sterns. Mut und Tatkraft stellen sich hier wie von selbst ein; die Lehre lautet, einmal hinzuschauen, bevor man springt, und andere aufholen zu lassen.`,
    `In seinem zweiten Pada erhält Ashwini ein Stier-Navamsa, das das Pferd auf ein Arbeitstempo bremst. Praktisches Heilen, stetiges Verdienen und die Liebe zu einfachen Annehmlichkeiten beruhigen den Impuls; Sturheit ist das Risiko, auf das man achten sollte.`,
    `Ashwinis dritter Pada, im Navamsa der Zwillinge, lenkt die Schnelligkeit auf den Geist. Gespräche, Studium, Nachrichten und pfiffige Lösungen gedeihen, doch die Aufmerksamkeit kann sich zerstreuen. Eine schriftliche Liste hält die vielen Anfänge mit ihren Abschlüssen verbunden.`,
    `Der vierte Pada von Ashwini gehört zum Krebs-Navamsa und macht den Stern durch Gefühl weicher. Der Drang zu retten wird zur Fürsorge für Familie und Zuhause, und der Lohn liegt darin, andere zu beschützen, ohne sie zu erdrücken.`,
  ],
  [ // Bharani
    `Bharanis erster Pada steht im Navamsa des Löwen. Seine tragende Kraft wendet sich schöpferischer Arbeit und Führung zu, mit einem Hang zum Dramatischen. Stolz erschwert es womöglich, um Hilfe zu bitten; wer die Anerkennung großzügig teilt, ebnet sich den Weg.`,
    `Im zweiten Pada, dem Jungfrau-Navamsa, wird Bharanis Intensität zu sorgfältigem Dienst. Genaue Arbeit, feste Gesundheitsroutinen und praktisches Handwerk nehmen die Energie gut in sich auf, doch Sorgen und Selbstkritik wachsen, wenn sich nichts fertig genug anfühlt.`,
    `Der dritte Pada von Bharani fällt in das Navamsa der Waage und rückt Venus gleich doppelt in den Vordergrund. Charme, Partnerschaft und ein Auge für Ausgewogenheit sind stark; Maßlosigkeit und der Wunsch, es allen recht zu machen, verlangen etwas Zurückhaltung.`,
    `Bharanis vierter Pada, im Skorpion-Navamsa, ist von allen vieren der intensivste. Geheimnisse, Krisen und Verwandlungen sind vertrautes Gelände, und die Widerstandskraft reicht tief. Wer einigen wenigen Menschen die Last anvertraut, verhindert, dass die Intensität in Vereinsamung umschlägt.`,
  ],
  [ // Krittika
    `Krittikas erster Pada ist der einzige im Widder, und sein Navamsa ist der Schütze. Feuer trifft auf Feuer: kühne Überzeugungen, Freude am Lehren und ein hitziges Temperament. Grundsätze kommen am besten an, wenn sie mit Humor statt mit Hitze vorgetragen werden.`,
    `Der zweite Pada liegt im Stier, mit einem Steinbock-Navamsa. Krittikas Klinge wird hier praktisch und formt mit geduldigem Ehrgeiz Laufbahnen, Budgets und lange Vorhaben. Die Härte gegen sich selbst oder andere ist es, die gemildert werden will.`,
    `In seinem dritten Pada, dem Zeichen nach Stier und dem Navamsa nach Wassermann, schneidet Krittika im Namen der Gruppe. Reformen, Technik und Gerechtigkeit ziehen es an, und es spricht offen zu den Mächtigen. Unkontrolliert kann Distanz seine Wärme abkühlen.`,
    `Krittikas vierter Pada trägt ein Fische-Navamsa, und das Feuer wird eher zur Lampe als zum Rasiermesser. Hingabe, Mitgefühl und stiller Dienst sind in diesem Viertel stark. Grenzen brauchen Pflege, denn der Drang, andere zu läutern, kann in Selbstaufopferung umschlagen.`,
  ],
  [ // Rohini
    `Rohinis erster Pada erhält das Widder-Navamsa und fügt dem Charme des Sterns Antrieb hinzu. Das Streben nach Behaglichkeit und Schönheit geht rasch in Handlung über, und Ungeduld mit langsamem Wachstum ist die übliche Prüfung dieses Viertels.`,
    `Der zweite Pada von Rohini, im Stier-Navamsa, ist doppelter Stier: sinnlich, beständig, treu und dem Besitz zugetan. Reichtum und Schönheit sammeln sich hier mit der Zeit an; ebenso die Trägheit, die ein täglicher Spaziergang oder eine neue Fertigkeit abschütteln hilft.`,
    `Mit einem Navamsa in den Zwillingen wendet Rohinis dritter Pada seine Anmut Worten, Handel und der Kunst des Gesprächs zu. Schreiben, Marketing und Musik passen gut dazu. Unruhe in der Zuneigung verlangt womöglich nach ehrlicher Selbstbesinnung.`,
    `Rohinis vierter Pada, im Navamsa des Krebses, sammelt seine Fruchtbarkeit um Heim und Familie. Fürsorge fällt leicht, und Erinnerungen reichen tief. Die Stimmungen folgen den Gezeiten; ein sicherer Tagesablauf lässt das gefühlvolle Wesen gedeihen, ohne dass es klammert.`,
  ],
  [ // Mrigashira
    `Mrigashiras erster Pada steht im Zeichen Stier, sein Navamsa aber im Zeichen des Löwen. Gesucht werden hier Vergnügen und Anerkennung, mit Wärme und einem Schuss Showtalent. Eitelkeit kann den Hirsch in die Irre führen; Aufrichtigkeit hält ihn auf der Fährte.`,
    `In Mrigashiras zweitem Pada, Stier mit einem Jungfrau-Navamsa, wird aus Neugier eine Methode. Sorgfältige Recherche, Handwerk und praktisches Problemlösen liegen ihm besonders. Zu viel Grübeln und Pedanterie sind der Preis eines Geistes, der nie aufhört nachzuprüfen.`,
    `Der dritte Pada von Mrigashira fällt in die Zwillinge, mit einem Waage-Navamsa, und macht die Suche gesellig. Gespräche, Diplomatie und die Künste ziehen es an, und Ideen findet es durch andere Menschen. Unentschlossenheit wächst, wenn jede Möglichkeit gleich reizvoll aussieht.`,
    `Mrigashiras letzter Pada, dem Zeichen nach Zwillinge und dem Navamsa nach Skorpion, schickt den Hirsch in tiefere Wälder. Nachforschungen, verborgenes Wissen und heftige Bindungen locken ihn. Misstrauen kann aufflackern; eine Suche, die auf Vertrauen gründet, wird fruchtbar.`,
  ],
  [ // Ardra
    `Ardras erster Pada erhält das Navamsa des Schützen. Der Sturm klärt hier die Luft im Namen eines Glaubens: Dogmen infrage stellen, die Wahrheit suchen, kühn argumentieren. Taktgefühl verwandelt seine scharfe Ehrlichkeit in etwas, das andere tatsächlich hören können.`,
    `Im Steinbock-Navamsa seines zweiten Padas lenkt Ardra den Umbruch in Struktur und Arbeit. Nach einem Verlust baut es mit grimmiger Entschlossenheit wieder auf und kann in harten technischen Berufen glänzen. Der Pessimismus braucht ein beständiges Gegengewicht aus Ruhe und Erholung.`,
    `Ardras dritter Pada, im Wassermann-Navamsa, ist das Viertel, das Rahu am meisten ähnelt: erfinderisch, unkonventionell, der Wissenschaft und gesellschaftlichen Anliegen zugeneigt. Ideen kommen als plötzliche Geistesblitze. Menschliche Wärme neben dem Intellekt bewahrt es davor, kalt zu werden.`,
    `Ardras vierter und letzter Pada mündet in ein Fische-Navamsa, wo die Träne zu Einfühlung wird. Die Empfindsamkeit für Leid ist stark, und heilende oder schöpferische Arbeit kann folgen. Gefühlsfluten ebben ab, wenn ein ruhiger täglicher Anker sie hält.`,
  ],
  [ // Punarvasu
    `Punarvasus erster Pada, gelegen in den Zwillingen, doch mit einem Widder-Navamsa versehen, erneuert sich durch Handeln. Er kommt schnell wieder auf die Beine und führt gern einen Neuanfang an. Geduld mit langsameren Gefährten macht jede Rückkehr reicher.`,
    `Der zweite Pada trägt ein Stier-Navamsa und erdet Punarvasus Zuversicht in materieller Behaglichkeit. Sparen, Aufbauen und Gastfreundschaft fallen ihm leicht. Die Anhänglichkeit an eine feste Routine kann es davon abhalten, den nächsten lohnenden Pfeil abzuschießen.`,
    `Mit einem Zwillinge-Navamsa ist der dritte Pada Punarvasus gesprächigster und neugierigster. Lehren, Schreiben und Reisen nähren seine stete Erneuerung. Zu viele kleine Interessen verwässern auf Dauer seine weite Weisheit; Tiefe in einem davon erhält ihm seine Kraft.`,
    `Punarvasus vierter Pada liegt sowohl dem Zeichen als auch dem Navamsa nach im Krebs, dem Zeichen, in dem Jupiter erhöht ist. Seine Fürsorge für Heim, Familie und Überlieferung ist tief, und er bietet vielen Schutz. Die Sorge um geliebte Menschen lässt nach, wenn der Glaube täglich gelebt wird.`,
  ],
  [ // Pushya
    `Pushyas erster Pada, im Löwe-Navamsa, verleiht seiner Fürsorge ein stolzes und für alle sichtbares Gesicht. Wer ihn im Horoskop hat, leitet gern Haushalte, Teams oder ganze Gemeinschaften. Für jede Freundlichkeit Dank zu brauchen, ist eine Gewohnheit, aus der dieses Viertel mit der Zeit herauswächst.`,
    `Im zweiten Pada, dem Navamsa der Jungfrau, dient Pushya durch Genauigkeit: Gesundheit, Kochen, Buchführung, die kleinen Aufgaben, die eine Familie am Laufen halten. Seine Exaktheit ist eine echte Gabe, so lange, bis sie zur Quelle ängstlicher Mäkelei wird.`,
    `Der dritte Pada von Pushya fällt in das Waage-Navamsa und versüßt sein Pflichtgefühl mit Anmut und dem Wunsch nach Harmonie. Beratung, Partnerschaft und die schönen Künste ziehen ihn an; notwendigen Konflikten auszuweichen, ist dagegen seine Schwäche.`,
    `Pushyas vierter Pada, dem das Skorpion-Navamsa zufällt, bringt Tiefe und eine gewisse Verschwiegenheit in seine Fürsorge. Er kann andere durch eine Krise tragen und verborgene Themen erforschen. Die Schutzbereitschaft will beobachtet sein, damit sie nie zu Kontrolle wird.`,
  ],
  [ // Ashlesha
    `Ashleshas erster Pada, im Navamsa des Schützen, richtet die Einsicht der Schlange auf Philosophie und Glauben. Er argumentiert überzeugend und wittert Heuchelei sehr schnell. Großherzigkeit mildert seine schärferen Urteile über andere Menschen.`,
    `In seinem zweiten Pada, dem Steinbock-Navamsa, wird Ashlesha strategisch und ehrgeizig, plant im Stillen und hält zäh fest. Erfolg in Geschäft oder Politik ist möglich; die Prüfung besteht darin, ohne Manipulation zu gewinnen.`,
    `Ashleshas dritter Pada fällt in das Wassermann-Navamsa, wo sich die Wahrnehmung Gruppen, Systemen und verborgenen Mustern zuwendet. Er kann exzentrisch und verschlossen sein. Seine Beobachtungen offen zu teilen, schafft das Vertrauen, das er sich wünscht.`,
    `Im letzten Viertel, dessen Navamsa die Fische sind, zeigt sich Ashlesha in seiner intuitivsten und einfühlsamsten Gestalt. Träume, Ahnungen und emotionale Verstrickungen sind stark. Klare Grenzen lassen das Mitgefühl fließen, ohne dass Ashlesha darin untergeht.`,
  ],
  [ // Magha
    `Maghas erster Pada, vom Widder-Navamsa geprägt, ist ehrgeizig und gebieterisch. Er übernimmt bereitwillig das Kommando und verteidigt die Seinen mit Feuer. Sich zu erinnern, dass Respekt verdient und nicht geschuldet wird, hält seine Führung gesund.`,
    `In seinem zweiten Pada, mit einem Stier-Navamsa, drückt Magha sein Erbe durch Wohlstand, Besitz und Familienbräuche aus. Er hält Erbstücke und Rezepte lebendig. Materialismus und ein sturer Hang zum Bewahren sind hier die Fallstricke.`,
    `Maghas dritter Pada trägt ein Navamsa in den Zwillingen und lenkt den Ahnenstolz auf Lernen, Geschichten und Historie. Vielleicht schreibt er die Familienchronik oder lehrt eine Überlieferung. Zersplitterte Mühe schwächt eine sonst edle Stimme.`,
    `Der vierte Pada, im Krebs-Navamsa, schenkt Magha eine zärtliche, hingebungsvolle Seite. Rituale für die Ahnen, die Pflege der Älteren und Familientreue reichen tief. Zu sehr in der Erinnerung zu leben, ist das Einzige, worauf zu achten ist.`,
  ],
  [ // Purva Phalguni
    `Purva Phalgunis erster Pada fällt in das Löwe-Navamsa und macht ihn warm, theatralisch und stolz. Auftritte, Romantik und das Organisieren von Vergnügungen gelingen mühelos. Wer das Rampenlicht teilt, dessen Ausstrahlung hält länger an.`,
    `Im Jungfrau-Navamsa seines zweiten Padas bringt Purva Phalguni Freude in den praktischen Dienst: Feste planen, für die Gesundheit sorgen oder ein Handwerk vervollkommnen. Selbstkritik kann den Genuss dämpfen; auch in diesem Viertel ist Ruhe erlaubt.`,
    `Der dritte Pada von Purva Phalguni, im Navamsa der Waage, ist das venushafteste Viertel des Sterns: künstlerisch, zärtlich und zu Partnerschaft und Schönheit hingezogen. Maßlosigkeit und die Abhängigkeit vom Beifall anderer brauchen eine sanfte Bremse.`,
    `Purva Phalgunis vierter Pada erhält das Skorpion-Navamsa und vertieft seine Begierden. Leidenschaft, Treue und intensive Kreativität sind stark, ebenso die Eifersucht. Die Intensität in ein gemeinsames Vorhaben zu lenken, hält die Liebe gesund.`,
  ],
  [ // Uttara Phalguni
    `Der erste Pada von Uttara Phalguni liegt im Löwen, mit einem Schütze-Navamsa. Sein Pflichtgefühl nimmt eine idealistische, großzügige Wendung hin zu Lehre, Recht oder gemeinnützigen Anliegen. Predigen, wo Zuhören gefragt wäre, ist das Risiko dieses Viertels.`,
    `In der Jungfrau und mit einem Navamsa im Steinbock ist der zweite Pada von Uttara Phalguni praktisch und fleißig. Er verwaltet, organisiert und hält Vereinbarungen aufs Wort ein. Starrheit und Überarbeitung brauchen den Ausgleich durch Wärme und Spiel.`,
    `Uttara Phalgunis dritter Pada, in der Jungfrau gelegen und vom Wassermann-Navamsa gefärbt, wendet seine Fairness auf Gruppen, Netzwerke und soziale Reformen an. Er schließt Freundschaften nach allen Seiten. Emotionale Distanz lässt nahestehende Partner womöglich unerfüllt.`,
    `Sein vierter Pada mit Fische-Navamsa verleiht Uttara Phalguni eine mitfühlende, selbstlose Art. Der Dienst an Kranken oder Armen spricht ihn ganz besonders an. Zu lernen, ebenso anmutig zu empfangen, wie er gibt, vollendet sein Versprechen.`,
  ],
  [ // Hasta
    `Hastas erster Pada erhält ein Widder-Navamsa und verleiht seinen geschickten Händen Antrieb. Er arbeitet schnell und ist gern der Erste mit einer Lösung. Ungeduld und ein hitziges Gemüt lassen sich am besten mit Humor nehmen.`,
    `Im Stier-Navamsa des zweiten Padas wird Hastas Handwerk beständig und sinnlich: Kochen, Gärtnern, Textilien, der Umgang mit Geld. Seine Verlässlichkeit erwirbt Vertrauen. Der besitzergreifende Griff nach der eigenen Arbeit sollte sich lockern.`,
    `Hastas dritter Pada, im Zwillinge-Navamsa, ist der schlaue Schelm des Sterns: witzig, fingerfertig, gewandt mit Worten und im Handel. Die nervöse Energie will ein Ventil, und Ehrlichkeit sorgt dafür, dass seine Schläue bewundert bleibt.`,
    `Hastas vierter Pada, ein Krebs-Navamsa, lenkt das Geschick des Sterns auf Fürsorge und Zuhause. Er heilt durch Berührung, nährt und tröstet. Stimmungen können seine Hand ins Schwanken bringen; emotionale Routinen halten sie ruhig.`,
  ],
  [ // Chitra
    `Chitras erster Pada steht in der Jungfrau, sein Navamsa dagegen im Löwen. Sein Handwerk sucht ein Publikum, und er erschafft mit Selbstvertrauen und Flair. Das Ego macht Rückmeldungen womöglich schwer erträglich; Demut schärft das Werk.`,
    `Der zweite Pada, Jungfrau mit einem Jungfrau-Navamsa, zeigt Chitra von seiner anspruchsvollsten Seite: präzise, technisch und auf Einzelheiten bedacht. Feines Handwerk, Analyse und Medizin liegen ihm. Perfektionismus darf die Fertigstellung nicht blockieren.`,
    `Chitras dritter Pada fällt in die Waage, mit einem Waage-Navamsa, und verbindet Gestaltung mit Diplomatie. Ästhetischer Geschmack und gesellige Anmut sind ausgeprägt. Er kann es anderen auf eigene Kosten recht machen, darum zählen ehrliche Vorlieben.`,
    `In der Waage und mit einem Skorpion-Navamsa schenkt der vierte Pada Chitra Tiefe und Intensität. Er erschafft aus der Verwandlung heraus und erkundet vielleicht verborgene Themen oder die Forschung. Nachtragendsein trübt seinen Glanz.`,
  ],
  [ // Swati
    `Swatis erster Pada, ausgestattet mit einem Schütze-Navamsa, liebt Reisen, Studium und die Freiheit der offenen Straße. Seine Fairness nimmt hier eine grundsätzliche, prinzipientreue Wendung. Rastlosigkeit kann jede Verpflichtung wie einen Käfig erscheinen lassen.`,
    `Mit einem Steinbock-Navamsa verleiht der zweite Pada Swati eine geschäftsmäßige Beständigkeit. Handel, sorgfältige Planung und langsames, geduldiges Ansammeln liegen ihm sehr. Vorsicht kann in Sorge um die Sicherheit umschlagen, wenn man nicht achtgibt.`,
    `Swatis dritter Pada, im Wassermann-Navamsa, verdoppelt seine ohnehin große Unabhängigkeit. Originelle Ideen, Technik und soziale Anliegen ziehen ihn an. Zurückhaltung kann mit Gleichgültigkeit verwechselt werden, darum will seine Wärme gezeigt sein.`,
    `Ein Fische-Navamsa im vierten Pada macht Swati fantasievoll und mitfühlend, hingezogen zu Kunst, Spiritualität und Dienst. Unentschlossenheit und zielloses Treibenlassen sind hier die Gefahren; eine klare tägliche Praxis verankert die Brise.`,
  ],
  [ // Vishakha
    `Vishakhas erster Pada liegt in der Waage, mit einem Widder-Navamsa, und verschmilzt seinen Ehrgeiz mit ungestümem Mut. Er tritt eifrig in Wettstreit und führt Kampagnen an. Mit Anstand verlieren zu lernen, macht seine Siege süßer.`,
    `Im zweiten Pada, Waage mit einem Navamsa im Stier, verfolgt Vishakha Behaglichkeit, Schönheit und finanzielle Sicherheit mit Geduld. Seine Ziele sind greifbar. Neid auf den Wohlstand anderer ist die Falle, die es zu meiden gilt.`,
    `Vishakhas dritter Pada, Waage im Zeichen, Zwillinge im Navamsa, zielt auf Wissen und Kommunikation. Debatte, Schreiben und Studium sind seine Schauplätze. Wer die Ziele zu oft wechselt, zerstreut seine berühmte Konzentration.`,
    `Der vierte Pada von Vishakha ist der einzige im Skorpion, mit einem Krebs-Navamsa. Hier ist das Ziel gefühlsbetont und beschützend, und die Hingabe an Familie oder Glauben ist intensiv. Eifersucht sollte beim Namen genannt werden, bevor sie schwärt.`,
  ],
  [ // Anuradha
    `Anuradhas erster Pada, dessen Navamsa der Löwe ist, gibt seinen Freundschaften das Herz eines Anführers. Er organisiert Gruppen und weckt bei anderen Treue. Ein Bedürfnis nach Anerkennung schadet nicht, solange er die Verdienste teilt.`,
    `Im Jungfrau-Navamsa dient der zweite Pada von Anuradha Freunden durch praktische Hilfe und sorgfältige Arbeit. Er glänzt besonders in Forschung und in der Organisation. Kritische Sorge kann sein sonst so hingebungsvolles Wesen dämpfen.`,
    `Anuradhas dritter Pada, beheimatet im Waage-Navamsa, ist sein diplomatischstes und geselligstes Viertel. Partnerschaften, Verhandlungen und die Künste blühen hier auf. Harten Wahrheiten um des lieben Friedens willen auszuweichen, ist die Lektion, die es zu lernen gilt.`,
    `Anuradhas vierter Pada, dem Zeichen wie dem Navamsa nach Skorpion, ist intensiv, verschwiegen und zutiefst treu. Esoterisches Studium, Psychologie und Krisenarbeit ziehen ihn an. Besitzanspruch in der Liebe braucht eine leichtere Hand.`,
  ],
  [ // Jyeshtha
    `Jyeshthas erster Pada, im Schütze-Navamsa, mildert den Vorrang durch Philosophie und Ethik. Er schützt aus Prinzip und kann gut und überzeugend lehren. Selbstgerechtigkeit ist die Kante, die er abschleifen muss.`,
    `Durch sein Steinbock-Navamsa ist Jyeshthas zweiter Pada ehrgeizig und fleißig und steigt stetig zur Autorität auf. Er verwaltet Mittel gut. Kälte im Streben nach Rang kostet mehr, als sie einbringt.`,
    `Jyeshthas dritter Pada erhält das Wassermann-Navamsa und lenkt seine Autorität auf Neuerungen und Gruppen. Vielleicht setzt er sich für ungewöhnliche Anliegen ein. Sture Unabhängigkeit kann ihn von Verbündeten abschneiden.`,
    `Der vierte Pada, im Navamsa der Fische, schenkt Jyeshtha Mitgefühl und spirituelle Tiefe. Er beschützt die Verletzlichen und spürt den Schmerz anderer womöglich heftig. Rückzug und Besinnung stellen seine Kraft wieder her.`,
  ],
  [ // Mula
    `Mulas erster Pada, mit einem Widder-Navamsa, gräbt mit Wucht und Mut. Er geht Probleme frontal an und fängt furchtlos wieder von vorn an. Zurückhaltung bewahrt ihn davor, herauszureißen, was sich auch einfach hätte ausbessern lassen.`,
    `Im Navamsa des Stiers verwurzelt sich Mulas zweiter Pada in praktischen Dingen: Land, Kräutern, Ressourcen, dem Körper. Nach einem Umbruch sucht er Beständigkeit. Wer sich an die Sicherheit klammert, blockiert womöglich genau den Wandel, den er braucht.`,
    `Mulas dritter Pada, im Zwillinge-Navamsa, forscht mit Worten und Ideen. Nachforschung, Schreiben und die Debatte über die ersten Grundsätze liegen ihm. Wer an allem zweifelt, steht am Ende womöglich ohne festen Boden unter den Füßen da.`,
    `Mulas vierter Pada liegt im Krebs-Navamsa und führt die Suche des Sterns heim zu Familienwurzeln und Gefühlen. Vielleicht erforscht er die Ahnenreihe oder pflegt alte Wunden. Seelische Umbrüche kommen mit nährenden Gewohnheiten zur Ruhe.`,
  ],
  [ // Purva Ashadha
    `Purva Ashadhas erster Pada, ein Löwe-Navamsa, ist stolz, selbstsicher und wie geschaffen dafür, eine Menge zu überzeugen. Seine Führung begeistert. Die Überheblichkeit ist der eine Gegner, den dieses Viertel zu besiegen lernen muss.`,
    `Der zweite Pada erhält ein Jungfrau-Navamsa und verfeinert Purva Ashadhas Überzeugungen durch Genauigkeit und Dienst. Er reinigt, indem er ordnet, sichtet und berichtigt. Ohne Achtsamkeit kann Kleinlichkeit an die Stelle der größeren Vision treten.`,
    `Im Waage-Navamsa bezaubert Purva Ashadhas dritter Pada, statt zu befehlen. Kunst, Diplomatie und Romantik haben in seinem Leben großes Gewicht. Maßlosigkeit und eine Schwäche für Schmeicheleien brauchen das Korrektiv eines ehrlichen Freundes.`,
    `Das Skorpion-Navamsa des vierten Padas verleiht Purva Ashadha Tiefe und unerbittliche Entschlossenheit. Er kann mit großer Kraft forschen oder als Reformer Dinge verändern. An einem Groll festzuhalten, schwächt seinen unbesiegbaren Geist.`,
  ],
  [ // Uttara Ashadha
    `Uttara Ashadhas erster Pada ist doppelt Schütze, im Zeichen und im Navamsa: idealistisch und ethisch, zu Lehre, Recht und Glauben hingezogen. Er spricht mit moralischer Autorität. Starre Ansichten werden durch Reisen und Zuhören weicher.`,
    `Uttara Ashadhas zweiter Pada, Steinbock in Zeichen und Navamsa zugleich, ist ehrgeizig, diszipliniert und ausdauernd. Lange Laufbahnen und große Institutionen passen gut zu ihm und seinem Naturell. Die Arbeit darf nicht jedes persönliche Vergnügen verschlingen.`,
    `Uttara Ashadhas dritter Pada, im Steinbock mit einem Wassermann-Navamsa, stellt seine Redlichkeit in den Dienst der Gesellschaft. Humanitäre Projekte und die Wissenschaft sprechen ihn an. Er wirkt vielleicht distanziert; Gefühle mitzuteilen, hilft ihm dabei sehr.`,
    `Mit seinem Fische-Navamsa schenkt der letzte Pada Uttara Ashadha Mitgefühl und ein spirituelles Ziel. Er dient im Stillen und vergibt bereitwillig und rasch. Klare Grenzen verhindern, dass seine Güte in Erschöpfung endet.`,
  ],
  [ // Shravana
    `Shravanas erster Pada, dem ein Widder-Navamsa zugeordnet ist, hört zu, um zu handeln. Er lernt schnell und wendet Wissen kühn an. Die Ungeduld mit langsameren Lernenden ist die Gewohnheit, die dieses Viertel ablegen muss.`,
    `Im Stier-Navamsa nimmt der zweite Pada von Shravana Wissen langsam auf und bewahrt es gut. Musik, Finanzen und praktische Weisheit liegen ihm. Der Widerstand gegen neue Ideen ist sein blinder Fleck, den er kennen sollte.`,
    `Shravanas dritter Pada, dessen Navamsa in die Zwillinge fällt, ist der Mitteilsame: Er hört viel und gibt es gut wieder. Lehre, Medien und Sprachen blühen auf. Klatsch ist die Versuchung, der er widerstehen muss.`,
    `Der vierte Pada von Shravana, im Krebs-Navamsa, hört mit dem Herzen zu. Beratung, Pflege und Familiengeschichte ziehen ihn an. Die Empfindlichkeit gegenüber Kritik lässt nach, je mehr das Vertrauen in sich selbst wächst.`,
  ],
  [ // Dhanishta
    `Dhanishtas erster Pada, ein Steinbock-Pada mit Löwe-Navamsa, liebt die Bühne und das Rampenlicht. Musik, Sport und Führung fallen ihm spürbar leicht. Großzügigkeit bewahrt seinen Ehrgeiz davor, eitel zu werden.`,
    `Dhanishtas zweiter Pada, noch im Steinbock, aber mit Jungfrau-Navamsa, verwandelt Rhythmus in Methode. Können, Übung und sorgfältige Verwaltung bringen ihm Wohlstand. Geldsorgen können die Musik übertönen, wenn man sie lässt.`,
    `Dhanishtas dritter Pada, schon im Wassermann und mit Waage-Navamsa, ist gesellig und künstlerisch, hingezogen zu Ensembles und Partnerschaften. Harmonie ist ihm wichtig. Er muss sich hüten, nur für den Beifall zu leben.`,
    `Der vierte Pada, im Wassermann mit einem Skorpion-Navamsa, schenkt Dhanishta Intensität und detektivische Kraft. In einer Krise kann er die Führung übernehmen. Verschlossenheit und Sturheit belasten seine Beziehungen, wenn niemand gegensteuert.`,
  ],
  [ // Shatabhisha
    `Shatabhishas erster Pada, mit einem Schütze-Navamsa, sucht Heilung durch Philosophie und Wahrheit. Er ist freimütig und voller Hoffnung. Aus der Ferne zu predigen, vergrößert nur den Kreis seiner Abgeschiedenheit.`,
    `Das Steinbock-Navamsa macht Shatabhishas zweiten Pada methodisch, ehrgeizig und zurückhaltend, geeignet für lange Forschungsarbeit oder für die Verwaltung. Seine Vorsicht ist durchaus vernünftig, doch der Pessimismus braucht täglich etwas Licht.`,
    `Shatabhishas dritter Pada, Wassermann im Zeichen wie im Navamsa, ist das originellste und unkonventionellste Viertel. Erfindungen, Netzwerke und zukunftsweisende Ideen gedeihen. Exzentrik muss nicht Einsamkeit bedeuten.`,
    `Im vierten Pada, unter dem Fische-Navamsa, gewinnt Shatabhisha mystische und mitfühlende Tiefe. Heilkünste und Meditation liegen ihm. Die Neigung zur Weltflucht braucht feste, sanfte Gewohnheiten, die sie im Zaum halten.`,
  ],
  [ // Purva Bhadrapada
    `Purva Bhadrapadas erster Pada, Wassermann mit einem Widder-Navamsa, ist feurig, wagemutig und rasch bereit, sich einer Sache anzunehmen. Mut ist reichlich vorhanden; Geduld und Takt sind die Fähigkeiten, die es zu entwickeln gilt.`,
    `Der zweite Pada von Purva Bhadrapada, im Wassermann mit einem Stier-Navamsa, erdet den Idealismus des Sterns in Mitteln und Entschlossenheit. Er kann etwas Dauerhaftes aufbauen. Sturheit und materielle Ängste sind die Stolpersteine auf dem Weg.`,
    `Purva Bhadrapadas dritter Pada mit seinem Zwillinge-Navamsa debattiert, schreibt und forscht mit Leidenschaft. Sein Geist ist rastlos und erfinderisch. Nervöse Anspannung lässt durch beständige Routinen nach.`,
    `Der vierte Pada von Purva Bhadrapada ist der einzige in den Fischen, mit einem Krebs-Navamsa. Seine Intensität wird gefühlvoll und hingebungsvoll, schützend gegenüber Familie und Glauben. Der Sorge begegnet man am besten mit Gebet oder einer stillen Praxis.`,
  ],
  [ // Uttara Bhadrapada
    `Uttara Bhadrapadas erster Pada, gefärbt vom Löwe-Navamsa, gibt seiner ruhigen Weisheit eine würdevolle Ausstrahlung. Er führt mit Geduld. Der Stolz auf die eigene Selbstbeherrschung kann es ihm schwer machen, um Hilfe zu bitten.`,
    `Im Jungfrau-Navamsa dient Uttara Bhadrapadas zweiter Pada durch sorgfältige Arbeit und Analyse, oft in Heilberufen oder der Forschung. Er ist durch und durch verlässlich. Übertriebene Sorge um Einzelheiten kann seine Tiefe aufzehren.`,
    `Uttara Bhadrapadas dritter Pada, versehen mit Waage-Navamsa, ist liebenswürdig und diplomatisch, ein geborener Vermittler. Beziehungen und die Künste profitieren reichlich davon. Passivität im Konflikt verlangt nach einer freundlicheren Art von Mut.`,
    `Uttara Bhadrapadas vierter Pada, Skorpion im Navamsa, ist tief, verschwiegen und spirituell intensiv. Das Studium verborgener Dinge und die innere Verwandlung ziehen ihn an. Rückzug darf nicht zur Mauer gegen geliebte Menschen werden.`,
  ],
  [ // Revati
    `Revatis erster Pada, dessen Navamsa-Zeichen der Schütze ist, zeigt sich zuversichtlich, großzügig und reiselustig. Er leitet andere mit Glauben und gutem Humor. Zu viel Vertrauen in andere kann zu Enttäuschungen führen.`,
    `Revatis zweiter Pada trägt ein Steinbock-Navamsa und verleiht dem Stern praktischen Ehrgeiz und Verantwortungsgefühl. Er sorgt durch verlässlichen Einsatz für andere. Die Selbstzweifel werden leiser, je mehr sich seine Leistungen ansammeln.`,
    `Revatis dritter Pada, im Wassermann-Navamsa, dehnt seine Güte auf Gemeinschaften und Anliegen aus. Er ist idealistisch und erfinderisch. Seine Distanz kann verbergen, wie tief er tatsächlich fühlt.`,
    `Revatis vierter Pada, Fische in Zeichen und Navamsa, ist das letzte Viertel des Tierkreises: mystisch, zärtlich und fantasievoll. Kunst und spirituelles Leben blühen auf. Fester Boden unter den Träumen gibt ihm Sicherheit.`,
  ],
];
