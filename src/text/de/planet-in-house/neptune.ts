// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Neptun in jedem der zwölf Häuser, das 1. Haus zuerst (übersetzt aus NEPTUNE_IN_HOUSE_EN). */
export const NEPTUNE_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary: 'Neptun im ersten Haus macht die Konturen der Persönlichkeit weich und verleiht eine sanfte, wandelbare Ausstrahlung, die verschiedene Menschen auf ganz verschiedene Weise deuten.',
    description: `Mit Neptun im 1. Haus sehen die Leute oft das, was sie sehen möchten. Das Gesicht kommt Fremden oft bekannt vor, die Art ist schwer zu fassen, und die Stimmung nimmt rasch die Farbe dessen an, der gerade danebensteht. Das Aussehen wandelt sich mit Kleidung, Licht oder Gesellschaft, und viele so Geborene haben schon gehört, dass sie auf jedem Foto anders aussehen.

Die Identität gleicht hier dem Wasser, das die Form seines Gefäßes annimmt. Das schenkt echtes Talent für Einfühlung und für Rollen: für Schauspiel, Pflege und alle Tätigkeiten, die verlangen, sich an die Stelle eines anderen zu versetzen. Auch der Körper ist mitunter empfindsam; er nimmt die Atmosphäre eines vollen Zuges oder einer angespannten Sitzung auf und trägt sie mit nach Hause.

Belastung entsteht, wenn das Selbst zu durchlässig wird. Entscheidungen warten gern darauf, was andere erwarten, und ein verschwommenes Selbstbild lädt dazu ein, eigene Fantasien auf diesen Menschen zu projizieren, im Guten wie im Schlechten. Müdigkeit, Antriebslosigkeit oder ein Hang zur Flucht folgen unter Umständen auf Tage, an denen die Gefühle aller anderen aufgesogen wurden.

Ein wenig bewusst gesetzte Form hilft: regelmäßige Zeit allein, schlichte Ruherituale und der Brauch, erst den eigenen Wünschen nachzuspüren, bevor man auf die anderer antwortet. Sind diese Ränder gezogen, schenkt dieser Neptun eine freundliche, empfängliche Gegenwart, bei der man sich schon in der ersten Begegnung verstanden fühlt.`,
    keywords: ['empfängliche Ausstrahlung', 'wandelbares Bild', 'Einfühlung', 'Empfindsamkeit', 'schwer fassbare Identität', 'Sanftheit'],
    strengths: ['nimmt Fremden die Befangenheit', 'eine Gabe für Rollen und Auftritte', 'schnelle, intuitive Einfühlung', 'eine weiche, zugängliche Art'],
    challenges: ['ein Selbstbild, das unter Druck verschwimmt', 'zur Leinwand für die Fantasien anderer werden', 'die Stimmungen eines Raumes aufsaugen', 'Erschöpfung nach zu viel Kontakt'],
  },
  // 2. Haus
  {
    summary: 'Neptun im zweiten Haus verwischt die Grenze zwischen Geld und Bedeutung, schätzt Schönheit und Güte mehr als den Preis und verlangt zugleich einen klaren Blick auf die Finanzen.',
    description: `Geld rinnt gern durch die Finger, wenn der Planet der Sehnsucht dort steht, wo es um Einkünfte und Habe geht. Das Einkommen stammt womöglich aus fantasievollen Quellen wie Musik, Fotografie, heilender Arbeit oder Wohltätigkeit und kommt eher in Wellen als in regelmäßigen Gehaltszahlungen. Was wertvoll erscheint, steht selten auf dem Preisschild: ein abgegriffenes Buch, der Blick aus dem Fenster, die Gelegenheit, etwas zu verschenken.

In ihrer schönsten Gestalt hält diese Stellung den Besitz locker in der Hand. Es gibt Großzügigkeit ohne Berechnung und ein Gespür dafür, dass der Selbstwert nicht vom Kontostand abhängt. Zu den Begabungen gehört oft ein Ohr, ein Auge oder eine Hand, die sich schwer lehren lassen, und sie können zum Lebensunterhalt werden, sobald sie etwas Struktur bekommen.

Wird es eng, regiert die Unschärfe. Rechnungen bleiben ungeöffnet, Budgets werden geschätzt statt gezählt, und eine hoffnungsvolle Geschichte über einen Kauf oder ein Vorhaben setzt sich über die Zahlen hinweg. Manche leihen sich Geld und vergessen die Rückzahlung, und ein wackliges Wertgefühl führt dazu, für begabte Arbeit zu wenig zu verlangen.

Klarheit ist das Freundlichste, was dieser Neptun sich selbst schenken kann. Einfache Aufzeichnungen, eine vertrauenswürdige Beratung und ein nüchterner Blick auf die Zahlen jeden Monat lassen das großzügige Herz weitergeben und sorgen dafür, dass ein Talent für Schönheit fair bezahlt wird.`,
    keywords: ['geistige Werte', 'Großzügigkeit', 'künstlerisches Talent', 'fließendes Einkommen', 'innerer Reichtum'],
    strengths: ['hält Besitz locker', 'Großzügigkeit ohne Berechnung', 'Begabungen, die sich schwer lehren lassen', 'ein Wertgefühl jenseits des Geldes'],
    challenges: ['vage Budgets und ungeöffnete Rechnungen', 'verleihen ohne klare Bedingungen', 'zu wenig für begabte Arbeit verlangen', 'einer schönen Geschichte mehr trauen als den Zahlen'],
  },
  // 3. Haus
  {
    summary: 'Neptun im dritten Haus erfüllt alltägliche Gespräche, das Lernen und kurze Wege mit Fantasie und schenkt einen poetischen Geist, der bei Fakten und Einzelheiten Sorgfalt braucht.',
    description: `Gespräche treiben und schimmern wie Licht auf dem Wasser, wenn Neptun das 3. Haus bewohnt. Der Geist erfasst den Ton vor dem Inhalt, weshalb die Stimmung eines Telefonats oft noch nachklingt, wenn die Worte längst vergessen sind. Viele, die so geboren sind, denken in Bildern, träumen sich durch Vorlesungen und Sitzungen und verblüffen dann alle mit einer Antwort, die wie vom Himmel gefallen wirkt. Schreiben, Liedtexte und Übersetzen fallen oft erstaunlich leicht.

Die Bande zu Geschwistern und Nachbarn sind häufig besonders aufgeladen. Ein Geschwister wird vielleicht verklärt, umsorgt oder ist Anlass steter Sorge, und das prägt die frühen Jahre, während die eigene Straße sich wie eine kleine Welt voller Geschichten anfühlt. Kurze Wege, ob Busfahrt oder Gang zum Laden, werden zu Gelegenheiten, innerlich umherzuwandern und zu träumen.

Unter Druck lösen sich Einzelheiten auf. Termine werden verwechselt, Nachrichten landen bei der falschen Person, und Schularbeit, die auf Auswendiglernen beruht, gleicht dem Schwimmen gegen den Strom. Missverständnisse wachsen leicht, und ein harmloses Stück Klatsch entwickelt schnell ein ganz eigenes Leben.

Werkzeuge, die das Denken verankern, bewirken viel: Listen, Kalender, eine Nachricht zweimal lesen, bevor sie verschickt wird. Mit solchen Stützen entfaltet sich hier eine Gabe für sanfte, anschauliche Kommunikation, die einem Kind beim Lernen hilft, einer Nachbarin das Gefühl gibt, gehört zu werden, oder einem Leser Worte für ein Gefühl schenkt.`,
    keywords: ['fantasievoller Geist', 'Denken in Bildern', 'Geschwister', 'Streifzüge im Viertel', 'bildhaftes Schreiben', 'intuitives Lernen'],
    strengths: ['denkt in Bildern und Geschichten', 'eine zärtliche Bindung zu Geschwistern oder Nachbarn', 'eine Gabe für behutsames Erklären', 'spürt die Stimmung hinter den Worten'],
    challenges: ['vergessene Termine und verworrene Nachrichten', 'Mühe mit dem Auswendiglernen', 'Missverständnisse, die sich ausbreiten', 'ein Geschwister verklären oder sich um es sorgen'],
  },
  // 4. Haus
  {
    summary: 'Neptun im vierten Haus umgibt Heim und familiäre Wurzeln mit Sehnsucht und Geheimnis, sucht eine private Zuflucht und lernt, die Verwandten so zu sehen, wie sie sind.',
    description: `Am Grund des Horoskops, im 4. Haus, färbt Neptun das Gefühl dafür, woher man stammt. Die Familiengeschichte weist nicht selten Lücken oder Geheimnisse auf, oder ein Elternteil wirkte fern, sei es durch Abwesenheit, Sorgen oder schlichte Verträumtheit. Manchmal gilt das Gegenteil, und ein Elternteil bleibt fast wie ein Heiliger in Erinnerung, eine Gestalt, an die kein wirklicher Mensch heranreicht.

Das Zuhause selbst wird meist zum Rückzugsort. Wasser in der Nähe, weiches Licht, Musik, ein Zimmer, das der Stille vorbehalten ist: Solche Einzelheiten zählen mehr als Größe oder Adresse. Oft besteht eine Sehnsucht nach einem wahren Ort der Zugehörigkeit, die zu häufigen Umzügen führen kann oder zu einem Haushalt, der Verirrten aller Art offensteht.

Unter Belastung wirkt das Fundament unsicher. Die Grenzen daheim sind eher locker; Verwandte kommen und gehen oder stützen sich zu sehr auf die Güte eines Einzelnen. Die praktische Instandhaltung, vom tropfenden Wasserhahn bis zur verpassten Mietzahlung, gerät ins Rutschen, während der Traum vom vollkommenen Zuhause lebendig bleibt. Alte Familiengeschichten werden mitunter so erzählt, dass verborgen bleibt, was wirklich geschah.

Heilung kommt durch behutsame Ehrlichkeit gegenüber der Vergangenheit. Sobald die Vorfahren als gewöhnliche Menschen gesehen werden, die ihr Bestes gaben, verwandelt dieser Neptun ein gewöhnliches Haus in eine stille Zuflucht, mit einer Tür, die sich leicht öffnet, und einem Tisch, an dem sich müde Gäste gern niederlassen.`,
    keywords: ['private Zuflucht', 'Familiengeheimnis', 'Wurzeln', 'Zugehörigkeit', 'Sehnsucht nach den Ahnen', 'offenes Haus'],
    strengths: ['macht jedes Haus zum Rückzugsort', 'ein einladender, offener Haushalt', 'tiefes Gespür für Familiengeschichte', 'Mitgefühl für die Verwandten'],
    challenges: ['Familiengeheimnisse oder unklare Herkunft', 'einen Elternteil verklären oder vermissen', 'lockere Grenzen daheim', 'praktische Instandhaltung vernachlässigen'],
  },
  // 5. Haus
  {
    summary: 'Neptun im fünften Haus gießt Fantasie in Kunst, Spiel, Romantik und Kinder und bringt inspirierte Kreativität, aber auch die Neigung, sich in einen Traum zu verlieben.',
    description: `Die Liebe liest sich wie ein Roman, wenn Neptun im Haus der Freude wohnt, und zwar oft wie einer mit vielen Kapiteln. Schwärmereien kommen plötzlich und fühlen sich wie Schicksal an, und der geliebte Mensch erscheint wie in einem Kerzenschimmer, der gewöhnliche Schwächen verbirgt. Liebschaften mit Künstlern, Rastlosen oder Menschen, die gerettet werden wollen, sind ein vertrautes Muster, und ein Ende schmerzt doppelt, weil mit der Beziehung auch ein Traum zerbricht.

Die schöpferischen Gaben sind oft stark. Malerei, Tanz, Film, Musik und jede Art von Rollenspiel bieten einen Kanal für Gefühle, die sich schlichten Worten entziehen. Das Spiel selbst hat hier etwas Spirituelles, und sich in einem Spiel oder einer Melodie zu verlieren, kann sich wie Heimkommen anfühlen. Mit Kindern gibt es womöglich tiefe Zärtlichkeit und Intuition, aber auch Unklarheit über Rollen oder den Wunsch, ein Kind möge die ungelebten Träume eines Elternteils tragen.

Der Schatten dieser Stellung ist Flucht, die sich als Vergnügen tarnt. Genüsse können in Gewohnheiten abgleiten, die mehr betäuben als erfreuen, und riskante Wetten locken als Abkürzung zum Zauber. Romantische Hoffnungen halten wirkliche Partner unter Umständen auf Abstand.

Ein klarer Kopf neben einem offenen Herzen macht diesen Neptun zur echten Künstlerhandschrift. Bekommt die Inspiration regelmäßig Zeit und ehrliches Handwerk, entstehen Werke, die andere berühren, und die Liebe wird großzügig, statt sich in Fantasie zu verlieren.`,
    keywords: ['inspirierte Kreativität', 'romantischer Idealismus', 'Spiel', 'Kinder', 'Künstlertum', 'Verzauberung'],
    strengths: ['starke schöpferische und künstlerische Gaben', 'zärtliche Intuition im Umgang mit Kindern', 'hingebungsvolles Spiel', 'romantische Hingabe'],
    challenges: ['sich in ein Bild statt in einen Menschen verlieben', 'Vergnügen, das zur Flucht wird', 'riskante Wetten aufs Glück', 'Träume auf ein Kind laden'],
  },
  // 6. Haus
  {
    summary: 'Neptun im sechsten Haus bringt Mitgefühl in die tägliche Arbeit und die Routinen, zieht zu helfenden Berufen und verlangt zugleich nach Ordnung und klaren Grenzen im Beruf.',
    description: `Der tägliche Kreislauf aus Pflichten, E-Mails und Aufgaben fühlt sich mit Neptun im 6. Haus selten gewöhnlich an. Die Arbeit soll etwas bedeuten, und Stellen in Pflege, Therapie, Tierschutz, Krankenhäusern, Kunst oder Wohltätigkeit ziehen oft an. Eine Kollegin in Schwierigkeiten findet hier meist ein geduldiges Ohr, und Dienste an anderen nehmen die stille Stetigkeit eines Gebets an.

Routinen tragen am ehesten, sobald sie ein wenig Schönheit enthalten. Ein aufgeräumter Schreibtisch mit einer Pflanze, ein Spaziergang am Wasser in der Mittagspause, Musik bei eintönigen Arbeiten: Solche kleinen Dinge halten die Energie im Fluss. Die körperliche Verfassung reagiert mitunter empfindlich auf Stress, Lärm oder einen chaotischen Zeitplan, daher wiegen sanfte Gewohnheiten von Ruhe und Bewegung hier schwerer, als es bei anderen Leuten der Fall wäre.

Bedenklich wird es, sobald das Dienen in Selbstauslöschung übergeht. Überstunden werden ohne Grenze geleistet, unklare Stellenbeschreibungen laden andere ein, ihre Lasten abzuladen, und ein diffuser Arbeitsplatz lässt niemanden sicher sein, wer wofür zuständig ist. Die Neigung, Signale des Körpers zu überhören, bis sie laut werden, gehört zum selben Muster.

Ordnung ist die beste Verbündete dieses Mitgefühls. Klare Rollen, schriftliche Pläne und regelmäßige Pausen schützen den, der gibt, und dann schenkt der Neptun des 6. Hauses kundige, bescheidene Fürsorge, die die Stimmung an jedem Arbeitsplatz im Stillen hebt.`,
    keywords: ['mitfühlende Arbeit', 'Dienst', 'helfende Rollen', 'sanfte Routinen', 'Empfindsamkeit', 'Hingabe'],
    strengths: ['Geduld mit Kollegen in Not', 'Sinn in bescheidenen Aufgaben', 'Geschick in helfenden Berufen', 'bringt Schönheit in die Routine'],
    challenges: ['Überarbeitung und Selbstauslöschung', 'vage Pflichten und unklare Rollen', 'die Signale des Körpers überhören', 'den Stress am Arbeitsplatz aufsaugen'],
  },
  // 7. Haus
  {
    summary: 'Neptun im siebten Haus verklärt Partner und enge Bündnisse, sucht eine Verbindung bis in die Seele und braucht einen klaren Blick dafür, wer der andere wirklich ist.',
    description: `Im 7. Haus, das im Horoskop dem eigenen Selbst gegenüberliegt, formt Neptun das Bild des Menschen, der scheinbar das Ganze vollendet. Partner sind häufig Künstler, Träumer, Heilerinnen oder Menschen, die gerade mit ihrem Leben kämpfen und der Rettung zu bedürfen scheinen. Andere fühlen sich wiederum von einer Haltung vollkommener, bedingungsloser Annahme angezogen, von dem Eindruck, hier endlich jemanden gefunden zu haben, der ohne Erklärung versteht.

Die Gabe dieser Stellung ist echte, tiefe Hingabe. Partnerschaften können eine spirituelle Dimension haben, mit gemeinsamen Idealen, schöpferischen Vorhaben oder dem Gefühl, von etwas verbunden zu sein, das größer ist als beide. Vergebung fällt diesem Neptun leicht, ebenso eine Geduld mit den Launen und Fehlern des Partners, die viele nicht aufbrächten.

Dieselbe Geduld kann allerdings leicht in Selbsttäuschung verschwimmen. Mancher Partner wird dabei für sein Potenzial geliebt statt für sein gegenwärtiges Verhalten, Warnzeichen werden wegerklärt, und einer trägt die Beziehung am Ende allein. Im Geschäftlichen führen per Handschlag getroffene Abmachungen unter Umständen zu Enttäuschungen, und offene Gegner sind für diesen Menschen schwer zu durchschauen.

Klar zu sehen heißt keineswegs, weniger zu lieben. Werden Abmachungen schriftlich festgehalten, Bedürfnisse laut ausgesprochen und der andere als Mensch angenommen statt als Retter oder Projekt, baut dieser Neptun Partnerschaften von seltener Zärtlichkeit und gemeinsamer Bestimmung.`,
    keywords: ['idealer Partner', 'Hingabe', 'Seelenbindungen', 'Vergebung', 'gemeinsame Ideale', 'Projektion'],
    strengths: ['tiefe Hingabe an einen Partner', 'bereitwillige Vergebung', 'nimmt andere ohne Urteil an', 'gemeinsame schöpferische oder spirituelle Bande'],
    challenges: ['das Potenzial statt der Wirklichkeit lieben', 'Warnzeichen wegerklären', 'eine Beziehung allein tragen', 'unklare Verträge und Abmachungen'],
  },
  // 8. Haus
  {
    summary: 'Neptun im achten Haus löst die Mauern um Intimität, gemeinsames Geld und Verlust auf, schenkt intuitive Tiefe und braucht zugleich Klarheit in gemeinsamen Angelegenheiten.',
    description: `Das Vertrauen reicht tief und manchmal blind, wenn Neptun das 8. Haus besetzt. Nähe mit einem geliebten Menschen kann sich anfühlen, als lösten sich die Grenzen zwischen zwei Körpern für einen Augenblick auf, und seelische Bande entstehen unterhalb der Worte. Auch Trauer wird ganz durchlebt; ein Verlust bringt oft lebhafte Träume, das Gefühl einer nachwirkenden Gegenwart oder ein neues Interesse an dem, was jenseits des gewöhnlichen Lebens liegt.

Diese Stellung schenkt oft die stille Gabe, anderen in der Krise beizustehen. Hospizarbeit, Beratung, die Erforschung des Verborgenen und Unausgesprochenen oder einfach die Freundin zu sein, die um drei Uhr morgens ans Telefon geht, können all das ausdrücken. Die Intuition für die Beweggründe anderer ist mitunter verblüffend.

Gemeinsame Mittel sind die heiklere Seite. Geld, das mit einem Partner geteilt wird, Familienbesitz oder ein Erbe sind mitunter von Verwirrung, unklaren Papieren oder unausgesprochenen Erwartungen umgeben. Schulden wachsen leise, und die Finanzen eines Partners werden eher auf Treu und Glauben übernommen als verstanden. Im intimen Leben kippt Nähe unter Umständen in Selbstverlust oder ins Entschuldigen dessen, was nicht entschuldigt werden sollte.

Klare Abrechnungen machen die Tiefe sicher. Wird gemeinsames Geld dokumentiert und schließen intime Bindungen ehrliches Einverständnis und Grenzen ein, wird dieser Neptun zu einer heilsamen Kraft, die anderen hilft, Verlust und Wandel mit Sanftmut und Mut zu durchschreiten.`,
    keywords: ['Intimität', 'gemeinsame Mittel', 'Trauer', 'Intuition', 'Beistand in Krisen', 'Erbe'],
    strengths: ['ruhige Gegenwart in Krise und Verlust', 'verblüffende Intuition für Beweggründe', 'tiefe seelische Bande', 'Trost für Trauernde'],
    challenges: ['Verwirrung um gemeinsames Geld oder ein Erbe', 'Schulden, die unbemerkt wachsen', 'sich in der Intimität verlieren', 'den Finanzen eines Partners blind vertrauen'],
  },
  // 9. Haus
  {
    summary: 'Neptun im neunten Haus macht die Suche nach Wahrheit zu einer Art Pilgerreise, beflügelt Glauben, Fernreisen und Studium und verlangt Urteilsvermögen bei der Wahl der Lehrer.',
    description: `Mit Neptun im 9. Haus wird der Glaube selbst zur Kunstform. Religion, Philosophie und die großen Fragen werden eher über Gefühl und Bild angegangen als über Argumente, und eine einzige Predigt, ein Gedicht oder ein Sonnenuntergang in fernen Ländern kann eine ganze Weltsicht umformen. Geistliche Musik, alte Mythen und die Rituale anderer Kulturen sprechen diesen Menschen mit ungewöhnlicher Kraft an.

Weite Reisen haben oft einen deutlichen Hauch von Pilgerfahrt. Aus einem als Urlaub geplanten Ausflug wird unversehens ein Wendepunkt, und manche fühlen sich in einer ausländischen Metropole heimischer als in der Kleinstadt ihrer Kindheit. Ein Studium neigt unter Umständen zu Fächern wie Kunst, Theologie, Psychologie oder allem, was die innere Welt kartiert.

Gefährlich wird es bei einem Glauben, dem jede Bodenhaftung fehlt. Einem Lehrer, einer spirituellen Führungsgestalt oder einem Studiengang wird leicht weit mehr vertraut, als die Belege hergeben, und Enttäuschung folgt, wenn sich das Ideal als menschlich erweist. Reisepläne leiden gern unter Verwechslungen bei Fahrkarten, Daten und Dokumenten, und das Fernweh lässt das häusliche Leben im Vergleich mitunter fade erscheinen.

Der Glaube wird stärker, wenn er auch unbequeme Fragen stellen darf. Prüft dieser Neptun Ideen an der Erfahrung und bewahrt sich Humor gegenüber jeder Gewissheit, entwickelt er eine weite, großzügige Weisheit, die Studierende, Mitreisende und alle, die nach Sinn suchen, beflügeln kann.`,
    keywords: ['Pilgerschaft', 'Glaube', 'Fernreisen', 'Mystik', 'höhere Bildung', 'Sinn'],
    strengths: ['ein offener, poetischer Zugang zum Glauben', 'fühlt sich unter fremden Kulturen zu Hause', 'eine Liebe zum Studium, die den Geist nährt', 'ermutigt andere, nach Sinn zu suchen'],
    challenges: ['Lehrern mehr trauen, als die Belege erlauben', 'Ernüchterung über Glauben oder Hochschule', 'verworrene Reisepläne', 'das Leben daheim im Vergleich fade finden'],
  },
  // 10. Haus
  {
    summary: 'Neptun im zehnten Haus bringt Fantasie und Idealismus in Beruf und öffentliches Leben, zieht zu inspirierender Arbeit und lässt das öffentliche Bild zugleich schwer greifbar bleiben.',
    description: `Ein Beruf, der sich wie eine Berufung anfühlt, ist die Hoffnung Neptuns am Gipfel des Horoskops. Im 10. Haus zieht der Planet zu Arbeit in Film, Musik, Fotografie, Mode, Seelsorge, Heilberufen, Wohltätigkeit oder überallhin, wo Fantasie und Mitgefühl für viele Menschen sichtbar werden. Manche treiben eine ganze Weile durch mehrere Stellen, bevor endlich eine passt, und der Weg gleicht eher einem gewundenen Fluss als einer Leiter.

Das öffentliche Bild ist dabei der reizvollste und rätselhafteste Teil. Andere projizieren ihre Hoffnungen gern auf jeden, der sichtbar ist, weshalb der Ruf glanzvoll, geheimnisvoll oder einfach unklar wirken kann, und im Kollegium beschreibt jeder eine andere Fassung derselben Person. Ein Elternteil oder früher Förderer war vielleicht verklärt oder schwer zu durchschauen und färbt die späteren Gefühle gegenüber Autorität.

Unter Spannung breitet sich Verwirrung über Richtung oder Stellung aus. Ziele wechseln mit jeder neuen Eingebung und jedem neuen Traum, einem Arbeitgeber wird dann allzu sehr vertraut, und Gerüchte haften an einer öffentlichen Rolle, ohne viel Grundlage zu haben. Mitunter besteht der Wunsch, durch einen Glücksfall aus dem Alltagstrott gerettet zu werden statt durch stetige Mühe.

Jede Vision braucht eine Landkarte, und diese ganz besonders. Werden Ideale mit praktischen Schritten, klaren Berufsbezeichnungen und ehrlicher Selbstdarstellung verbunden, kann dieser Neptun eine öffentliche Rolle aufbauen, die andere inspiriert und zeigt, wie ein Arbeitsleben etwas Größerem dienen kann als dem Status.`,
    keywords: ['Berufung', 'öffentliches Bild', 'inspirierte Laufbahn', 'Glanz', 'Idealismus', 'Lebensaufgabe'],
    strengths: ['ein Gefühl der Berufung', 'Laufbahnen in Kunst oder helfenden Berufen', 'eine inspirierende öffentliche Ausstrahlung', 'Arbeit, die einem größeren Zweck dient'],
    challenges: ['unklare berufliche Richtung', 'ein Ruf, der von Projektionen geformt ist', 'Arbeitgebern zu bereitwillig vertrauen', 'auf Rettung hoffen statt auf Mühe'],
  },
  // 11. Haus
  {
    summary: 'Neptun im elften Haus verklärt Freundschaft, Gemeinschaft und gemeinsame Anliegen, führt Seelenverwandte zusammen und mahnt zur Sorgfalt bei der Frage, wem man vertraut.',
    description: `Freunde finden mit Neptun im 11. Haus auf seltsamen und oft glücklichen Wegen zu diesem Menschen. Eine Fremde, die man auf einem Konzert trifft, ein Mitstreiter im Ehrenamt, jemand aus einem Onlineforum, der zum Gefährten fürs Leben wird: Der Freundeskreis gründet oft eher auf gemeinsamen Träumen als auf gemeinsamen Adressen. Gruppen mit spirituellem, künstlerischem oder wohltätigem Zweck fühlen sich meist wie Familie an.

Was dieser Neptun vom Kommenden erhofft, ist groß und gütig. Häufig besteht der Wunsch, Menschen zu helfen, die außen vor geblieben sind, und ein Talent dafür, zu spüren, was eine Gruppe braucht, bevor es jemand ausspricht. So Geborene sind oft stille, begabte Mitglieder eines Chors, einer Theatergruppe oder eines Hilfsnetzes.

Die Schwierigkeit besteht darin, Freunde klar zu sehen. Ein Freund wird womöglich für den Menschen geliebt, der er werden könnte, Darlehen oder Gefälligkeiten bleiben unerwidert, und die Leitung einer Gruppe gewinnt eine Treue, die sie nie verdient hat. Gesellige Pläne bleiben mitunter vage, mit Verabredungen, die im Sande verlaufen, und langfristige Ziele bleiben neblige Wünsche.

Urteilsvermögen schließt den Kreis nicht; es stärkt ihn. Wählt dieser Neptun Gefährten, deren Taten zu ihren Worten passen, und gibt er seinen Hoffnungen ein paar greifbare Schritte, hilft er, Gemeinschaften zu gründen, in denen Güte praktisch ist und Träume laut geteilt werden.`,
    keywords: ['Seelenverwandte', 'idealistische Freundschaft', 'Gemeinschaft', 'gemeinsame Anliegen', 'Hoffnungen', 'Zugehörigkeit'],
    strengths: ['zieht Seelenverwandte an', 'spürt, was eine Gruppe braucht', 'Mitgefühl mit den Ausgeschlossenen', 'treue, sanfte Freundschaft'],
    challenges: ['Freunde verklären', 'Gefälligkeiten und Darlehen, die nie zurückkommen', 'Treue zu Anführern, die sie nicht verdient haben', 'Ziele, die vage bleiben'],
  },
  // 12. Haus
  {
    summary: 'Neptun im zwölften Haus ist im Alleinsein und im Unsichtbaren zu Hause, schenkt tiefes Mitgefühl und ein reiches Innenleben, das Ruhe und sanfte Grenzen braucht.',
    description: `Stille Räume sprechen laut zu jedem mit Neptun im 12. Haus. Hier ist das natürliche Zuhause des Planeten, und er wirkt vor allem hinter den Kulissen: in Träumen, die sich wie Botschaften anfühlen, in langen Stunden allein, in einem Mitgefühl für andere, das oft unbemerkt bleibt. Einkehrhäuser, Bibliotheken, Kapellen, Krankenhäuser und die Seitenbühne eines Theaters kommen einem seltsam vertraut vor.

Das Innenleben ist weit. Meditation, Gebet, das Führen eines Tagebuchs oder einfach der Blick aufs Meer ergeben sich fast von selbst, und die Fantasie schöpft aus Bildern, die älter scheinen als die persönliche Erinnerung. Das Mitgefühl reicht bis zu Menschen, die dem Blick entzogen sind, auch in Gefängnissen, Notunterkünften und Pflegeheimen, und viele wählen eine Arbeit, die ihnen dient.

Weil sich so vieles außer Sichtweite abspielt, wird Belastung leicht übersehen. Stimmungen kommen aus dem Nichts, die Gefühle anderer werden ohne Schutz aufgenommen, und vielleicht hat sich eingeschliffen, sich vor Konflikten oder gewöhnlichen Anforderungen zu verstecken. Heimliche Sorgen, stille Selbstaufopferung oder das leise Abtauchen in Schlaf, Serien oder Suchtmittel bilden mitunter eine private Zuflucht, die langsam zu groß wird.

Regelmäßige Zeit allein, bewusst gewählt statt als Flucht gesucht, wird für diesen Neptun zur eigentlichen Stärke. Mit genug Schlaf, schlichter Struktur und einem vertrauten Menschen zum Reden wird der Neptun des 12. Hauses zu einem Brunnen geistigen Friedens und zu einer Quelle stiller Hilfe für alle, die sie brauchen.`,
    keywords: ['Alleinsein', 'Innenleben', 'verborgenes Mitgefühl', 'Rückzug', 'Träume', 'geistiger Frieden'],
    strengths: ['ein reiches, friedliches Innenleben', 'Mitgefühl mit verborgenem Leid', 'Geborgenheit im Alleinsein', 'stiller Dienst hinter den Kulissen'],
    challenges: ['sich vor Konflikten oder Anforderungen verstecken', 'Stimmungen ohne Schutz aufnehmen', 'heimliche Sorgen und stille Opfer', 'eine Flucht, die zu groß wird'],
  },
];
