// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Neptun in jedem der zwölf Zeichen (übersetzt aus NEPTUNE_IN_SIGN_EN). */
export const NEPTUNE_IN_SIGN_DE: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Neptun im Widder träumt von einem mutigen Neubeginn, verwandelt Sehnsucht in einen Ruf zur Tat und verlangt vom Glauben, dass er sich durch Tapferkeit beweist.',
    description: `Eine Vision, die vorwärtsstürmen will: Das ist die Stimmung, wenn der Planet der Träume durch kardinales Feuer zieht. Der Widder gehört Mars, und so gibt sich die Fantasie hier nicht damit zufrieden, bloß zu schweben. Sie malt sich den Helden aus, der vortritt, den Ersten, der durch die Tür geht, das Selbst, das durch eine einzige kühne Entscheidung neu wird. Eine Generation, die dieses Thema trägt, verklärt gern frische Anfänge und persönlichen Mut und empfindet, dass Glaube nichts bedeutet, solange niemand nach ihm handelt.

Im einzelnen Leben zeigt sich die Stellung oft als jähe Eingebung, der der Drang, sofort anzufangen, auf dem Fuß folgt. Mitgefühl äußert sich als Beschützerinstinkt: als Bereitschaft, sich zwischen die Schwachen und alles zu stellen, was sie bedroht. Kunst und spirituelle Praxis werden im Körper erlebt, durch Bewegung, Sport oder alles, was Nerven verlangt.

Heikel wird es, wenn der Traum vom Heldentum die Tatsachen verschwimmen lässt. Man schließt sich Anliegen überstürzt an, Wut ergießt sich gegen einen schwer greifbaren Feind, und Kraft verbrennt in Kämpfen, die nie ganz wirklich waren. Das Selbstbild des furchtlosen Retters kann schlichte Erschöpfung verdecken.

Eine Pause zwischen der Vision und dem Sprung macht den Unterschied. Wird der Mut von der klaren Frage geleitet, wem eigentlich gedient ist, entsteht aus diesem Neptun inspirierte Führung, die auch andere tapferer macht.`,
    keywords: ['inspiriertes Handeln', 'spiritueller Mut', 'Neubeginn', 'heldenhafte Ideale', 'schützendes Mitgefühl'],
    strengths: ['setzt eine Vision ohne Aufschub um', 'Mut im Einsatz für andere', 'frische, tatkräftige Fantasie', 'ein Glaube, der sich in Taten zeigt'],
    challenges: ['kämpft für kaum verstandene Anliegen', 'diffuse Wut ohne klares Ziel', 'brennt in der Rolle des Retters aus', 'hält einen Impuls für eine Berufung'],
  },

  Taurus: {
    summary:
      'Neptun im Stier verklärt die Erde, die Schönheit und dauerhafte Behaglichkeit und sucht das Heilige in den Sinnen und den Frieden in dem, was sich halten und pflegen lässt.',
    description: `Fixe Erde verlangt von Neptun, langsamer zu werden und die Dinge anzufassen. Im Reich der Venus sinkt das Verlangen nach einem Jenseits des Alltags in Erde, Essen, Musik und die stille Freude an gut gemachten Gegenständen ein. Die Altersgenossen dieser Stellung träumen gern von Sicherheit und natürlichem Überfluss und verleihen Land, Geld und Handwerk ein beinahe spirituelles Gewicht.

Beim einzelnen Menschen wirkt die Fantasie durch die Hände und die Sinne. Ein Lied kann sich wie ein Gebet anfühlen, ein Garten wie ein Ort der Andacht und eine gemeinsame Mahlzeit wie ein Akt der Hingabe. Das Mitgefühl ist geduldig und praktisch: vorbeigebrachtes Essen, eine stetige Gegenwart, Trost, der nicht viele Worte braucht.

Ärger beginnt, wenn der Traum von Sicherheit zur Fantasterei wird. Vom Geld wird womöglich erwartet, was es nicht leisten kann, Besitz wird zu einem weichen Versteck, und das Verlangen nach Ruhe gleitet in sture Trägheit ab. Täuschungen über Wert, in Dingen wie in Menschen, können teuer werden, gerade weil an ihnen so fest festgehalten wird.

Der aufbauende Weg heißt Ehrfurcht ohne Klammern. Werden Schönheit und die stoffliche Welt als Geschenke geehrt und nicht als Garantien, bringt dieser Neptun eine sanfte, geerdete Spiritualität mit und die Geduld einer Künstlerin für langsame, schöne Arbeit.`,
    keywords: ['heilige Erde', 'sinnliche Schönheit', 'Musik', 'Träume von Sicherheit', 'geduldige Hingabe', 'Natur'],
    strengths: ['findet Spirituelles in alltäglichen Freuden', 'sanftes, stetiges Mitgefühl', 'künstlerisches Gespür für Stoff und Klang', 'Liebe zur Natur und zum Land'],
    challenges: ['Täuschungen über Geld und Wert', 'versteckt sich in Behaglichkeit oder Besitz', 'hält Trägheit für Frieden', 'klammert sich zu fest an einen Traum von Sicherheit'],
  },

  Gemini: {
    summary:
      'Neptun in den Zwillingen lässt die Fantasie durch Worte und Geschichten fließen, vermischt Poesie mit Information und lässt die Grenze zwischen Tatsache und Einbildung leicht verschwimmen.',
    description: `Sprache wird hier zum Stoff der Träume. Zieht Neptun durch die Zwillinge, das veränderliche Luftzeichen Merkurs, werden die Ränder der Ideen weich, sodass Worte Stimmung, Gerücht und Musik ebenso transportieren wie Bedeutung. Eine Generation mit diesem Thema idealisiert oft die Kommunikation selbst und hofft, dass neue Arten zu reden und zu reisen die Menschen einander näherbringen.

Im persönlichen Leben kann die Stellung ein Dichterohr schenken, eine Gabe für Geschichten und ein fast unheimliches Gespür dafür, was jemand gleich sagen wird. Die Neugier ist weit und verspielt, und der Geist wandert leicht zwischen den Themen und greift Fäden auf, die anderen entgehen. Geschwister, Nachbarn und flüchtige Bekannte bekommen nicht selten eine fast magische Bedeutung.

Unter Anspannung wird das Denken neblig. Einzelheiten entgleiten, Halbwahrheiten wandern von Mensch zu Mensch, und der Reiz einer guten Geschichte wiegt schwerer als die Frage, ob sie stimmt. Die rastlose Aufmerksamkeit treibt womöglich von einer Idee zur nächsten, ohne irgendwo zu landen, und zurück bleiben vage Pläne und wirre Botschaften.

Klare Gewohnheiten stellen das Gleichgewicht wieder her: Dinge aufschreiben, Quellen prüfen, eine Idee reifen lassen, bevor man der nächsten nachjagt. Mit dieser Sorgfalt wird derselbe fließende Geist zu einem feinen Übersetzer, Lehrer oder Erzähler, der das Unsagbare in schlichten, sanften Worten sagen kann.`,
    keywords: ['poetische Sprache', 'Erzählkunst', 'intuitives Denken', 'Neugier', 'fließende Ideen'],
    strengths: ['eine Gabe für bildhafte Worte', 'spürt, was andere unter dem Gesagten meinen', 'schnelle, fantasievolle Verknüpfungen', 'sanftes, verspieltes Lehren'],
    challenges: ['Verwirrung über Fakten und Einzelheiten', 'gibt Gerüchte oder Halbwahrheiten weiter', 'zerstreute Aufmerksamkeit', 'vage Pläne und unklare Botschaften'],
  },

  Cancer: {
    summary:
      'Neptun im Krebs träumt vom vollkommenen Zuhause und der liebevollen Familie und erfüllt Erinnerung, Heimat und Zugehörigkeit mit tiefem Gefühl und zarter Sehnsucht.',
    description: `Im Zuhause bewahrt dieser Neptun seine Träume auf. Der Krebs ist kardinales Wasser, dem Mond zugehörig, und der Planet der Sehnsucht sammelt sich hier um Familie, Herkunft, den Küchentisch und die Vorstellung einer Heimat. Eine von dieser Stellung geprägte Generation verklärt oft Mutterschaft, Wurzeln und Zugehörigkeit und erlebt Geschichte als etwas Persönliches.

Im einzelnen Horoskop ist die Fantasie zart und schützend. Die Erinnerung ist lebendig, alte Fotos und Familiengeschichten haben große Macht, und ein natürlicher Drang regt sich, jeden zu nähren, zu beherbergen und zu trösten, der verloren wirkt. Das Mitgefühl beginnt meist nah am eigenen Herd und breitet sich nach außen aus, sodass Fremde beinahe wie Verwandte behandelt werden.

Das Gewicht der Gefühle kann allerdings das Urteil trüben. Die Nostalgie malt leicht eine Vergangenheit aus, die es so nie gab, eine Familie oder ein Volk wird bis zur Unkenntlichkeit verklärt, und Fürsorge wird erdrückend, wenn sie andere nicht erwachsen werden lässt. Launen kommen und gehen wie die Gezeiten, und das Heimweh nach einem vollkommenen Heim lässt jedes wirkliche ein wenig unzulänglich erscheinen.

Reife kommt daher, das zu lieben, was tatsächlich da ist. Dient die Erinnerung der Heilung statt der Flucht, schafft dieser Neptun eine echte Zuflucht: einen Ort oder einen Menschen, bei dem andere sich sicher genug fühlen, um auszuruhen.`,
    keywords: ['Zuhause', 'Zugehörigkeit', 'Nostalgie', 'Fürsorge', 'Familienträume', 'Gefühlsgedächtnis'],
    strengths: ['tiefes, schützendes Mitgefühl', 'schafft ein Gefühl von Zuflucht', 'reiches Gefühlsgedächtnis', 'behandelt Fremde wie Familie'],
    challenges: ['verklärt die Vergangenheit oder die Familie', 'erdrückende Fürsorge', 'Sehnsucht nach einem Zuhause, das es nie gab', 'Stimmungen, die das Urteil trüben'],
  },

  Leo: {
    summary:
      'Neptun im Löwen taucht Romantik, Kreativität und Ruhm in goldenes Licht und träumt von einem Leben voller Herz, Dramatik und großzügigem Selbstausdruck.',
    description: `Glanz ist das Wort, das einem zuerst einfällt. In fixem Feuer, dem Zeichen der Sonne, träumt Neptun in leuchtenden Farben und großen Gesten und stellt sich Liebesgeschichten vor, die eines Films würdig wären, und Leben, die auf einer Bühne strahlen. Die Jahrgänge dieser Stellung verklären oft Romantik, Ruhm und den schöpferischen Einzelnen und finden ihre Mythen in Unterhaltung und Berühmtheit.

Auf persönlicher Ebene bringt das Thema eine warme, theatralische Fantasie. Spielen fällt leicht, Kinder und das Kindliche werden geliebt, und etwas Schönes zu schaffen, macht hier großes Vergnügen, an dem andere sich freuen können. Mitgefühl zeigt sich als Großzügigkeit und Treue, als Wunsch, anderen das Gefühl zu geben, besonders und gesehen zu sein.

Der Schatten liegt darin, dem Scheinwerferlicht zu sehr zu glauben. Wer von Größe träumt, hält gewöhnliche Mühe leicht für unter seiner Würde, Romanzen werden um des Gefühls willen gesucht, angebetet zu werden, und Stolz kann einen Hunger nach Bestätigung verbergen, den kein Applaus ganz stillt. Enttäuschung folgt, wenn wirkliche Menschen sich weigern, ihre Rollen im Traum zu spielen.

Die gesündeste Form teilt das Licht. Werden schöpferische Gaben um der Freude willen verschenkt, die sie bringen, und nicht für das Lob, das sie eintragen, weckt dieser Neptun Mut in anderen und erinnert alle daran, dass das Herz seine eigene Art von Würde besitzt.`,
    keywords: ['Glanz', 'Romantik', 'schöpferisches Spiel', 'Großzügigkeit', 'Inspiration', 'Bühnenkunst'],
    strengths: ['warme, dramatische Fantasie', 'großzügige, treue Zuneigung', 'gibt anderen das Gefühl, besonders zu sein', 'Freude am schöpferischen Spiel'],
    challenges: ['Fantasien von Ruhm oder Größe', 'sucht Romanzen, um angebetet zu werden', 'Stolz, der ein Bedürfnis nach Anerkennung verbirgt', 'Enttäuschung, wenn das Leben nicht dem Drehbuch folgt'],
  },

  Virgo: {
    summary:
      'Neptun in der Jungfrau findet das Heilige im bescheidenen Dienst, in sorgfältiger Arbeit und täglichen Gewohnheiten, sehnt sich danach, zu heilen und zu verbessern, neigt aber zu ängstlichem Perfektionismus.',
    description: `In der Jungfrau trägt die Hingabe Arbeitskleidung. Veränderliche Erde mit Merkur als Lenker holt Neptun hinunter in die Einzelheiten des Tagesablaufs, der Gesundheitsgewohnheiten, des Handwerks und des nützlichen Dienstes. Die so geborene Generation idealisiert oft Pflicht und praktische Hilfe und trägt den stillen Glauben in sich, dass sorgfältige Mühe eine aufgewühlte Welt wieder in Ordnung bringen kann.

Für den Einzelnen wird Mitgefühl zu etwas, das man mit den Händen tut: den Hof eines Nachbarn aufräumen, genaue Aufzeichnungen führen, eine Fertigkeit erlernen, die Leiden lindert. Die Fantasie ist genau und aufmerksam und bemerkt den kleinen Makel oder die winzige Freundlichkeit, die andere übersehen. Rituale zählen, und gewöhnliche Aufgaben können die Ruhe einer Meditation annehmen.

Sorge ist das übliche Zeichen der Überlastung. Das Ideal der Reinheit oder Vollkommenheit macht womöglich jeden Makel zur Quelle von Schuldgefühlen, und der Wunsch zu dienen kann sich in eine Selbstaufopferung auflösen, um die niemand gebeten hat. Ein diffuses Unbehagen wegen des Körpers oder der Angst, etwas falsch zu machen, wächst leicht im Hintergrund, und Kritik an sich selbst oder an anderen kommt mitunter als Hilfsbereitschaft verkleidet daher.

Das Gegenmittel ist Milde mit dem Unfertigen. Entspringt der Dienst der Fürsorge statt der Furcht, nicht zu genügen, bietet dieser Neptun eine seltene Gabe: bescheidene, geschickte Hilfe, die den Alltag für alle, die sie erreicht, freundlicher macht.`,
    keywords: ['Dienst', 'heilende Arbeit', 'tägliches Ritual', 'Demut', 'Handwerk', 'praktisches Mitgefühl'],
    strengths: ['geschickte, praktische Hilfe', 'findet Sinn in der Routine', 'scharfe, fürsorgliche Beobachtung', 'Demut und Geduld'],
    challenges: ['ängstlicher Perfektionismus', 'Schuldgefühle wegen kleiner Makel', 'Selbstaufopferung, um die niemand bittet', 'Kritik im Gewand der Hilfe'],
  },

  Libra: {
    summary:
      'Neptun in der Waage träumt von vollkommener Partnerschaft, Gerechtigkeit und Harmonie, verklärt Liebe und Frieden und lernt dabei, dass echte Beziehungen ein ehrliches Gleichgewicht brauchen.',
    description: `Auf die Partnerschaft setzt dieser Neptun seine Hoffnungen. Die Waage ist kardinale Luft, der Venus zugeordnet, und Neptun als Stern der Ideale träumt hier vom Seelenverwandten, von der gerechten Übereinkunft und einer Welt ohne Zank. Menschen, die etwa zwischen 1942 und 1957 geboren sind, teilen dieses Thema, und als Generation haben sie die romantische Liebe, die Gleichheit und den Frieden oft idealisiert und zugleich erlebt, wie ältere Vorstellungen von der Ehe sich lockerten.

Im persönlichen Bereich strebt die Fantasie zu Schönheit, Höflichkeit und Ausgewogenheit. Es gibt einen Instinkt für Gestaltung, Musik und die anmutige Formulierung und den aufrichtigen Wunsch, in einem Streit jede Seite zu sehen. Mitgefühl zeigt sich durch Zuhören und Vermitteln: durch die Worte, mit denen zwei Menschen einander auf halbem Weg entgegenkommen können.

Unter Druck wird Harmonie zu etwas, das um jeden Preis geschützt werden muss. Den Partner sieht man leicht wie durch einen Weichzeichner, der echte Fehler verbirgt, schwierige Gespräche werden aufgeschoben, bis sie anschwellen, und was man selbst braucht, versickert still in dem, was das Paar braucht. Scheitert das Ideal, kann die Enttäuschung scharf und nachhaltig sein.

Wachstum entsteht, wenn Gerechtigkeit als Übung statt als Traum behandelt wird. Ehrliche Uneinigkeit, mit Freundlichkeit getragen, lässt diesen Neptun seine Liebe zum Frieden in echte Diplomatie verwandeln und in Beziehungen, die gewöhnliche Stürme überstehen.`,
    keywords: ['ideale Liebe', 'Harmonie', 'Gerechtigkeit', 'Diplomatie', 'Schönheit', 'Partnerschaft'],
    strengths: ['anmutiges, künstlerisches Feingefühl', 'aufrichtiger Wunsch nach Gerechtigkeit', 'Geschick im Vermitteln', 'Freundlichkeit in Beziehungen'],
    challenges: ['idealisiert Partner', 'meidet notwendige Konflikte', 'verliert sich selbst im Paar', 'bittere Enttäuschung, wenn die Liebe nicht genügt'],
  },

  Scorpio: {
    summary:
      'Neptun im Skorpion löst Tabus auf und sucht die verborgenen Tiefen von Begehren, Macht und Heilung und sehnt sich nach einer Nähe, die verwandelt.',
    description: `Hier ruft eine Tiefe die andere. Fixes Wasser, nach älterer Überlieferung von Mars und nach neuerer von Pluto beherrscht, zieht Neptun hinab zu Geheimnissen, Sexualität, Trauer und den Orten, an die die meisten Menschen lieber nicht schauen. Die etwa zwischen Mitte der 1950er-Jahre und 1970 geborene Generation trägt dieses Thema und mit ihm einen gemeinsamen Drang, das Schweigen über Tod, Begehren und Seele zu brechen.

Im Leben des Einzelnen ist die Fantasie intensiv und forschend. Oft besteht eine Faszination für Psychologie, Geheimnisse und Heilung, dazu die Fähigkeit, bei Schmerz auszuharren, ohne zurückzuzucken. Mitgefühl ist hier nicht höflich; es geht geradewegs zur Wunde und bleibt dort. Intimität wird als eine Art Verschmelzung gesucht, als Weg, das Selbst in etwas Größerem zu verlieren.

Derselbe Hunger kann in trübe Gewässer führen. Die Intensität selbst kann zur Flucht werden, Besessenheiten setzen sich leise fest, und Heimlichkeit trübt das Vertrauen. Grenzen in engen Beziehungen lösen sich mitunter so auf, dass beide nicht mehr wissen, wo der eine aufhört und der andere beginnt.

Von ihrer hellsten Seite gezeigt, schenkt diese Stellung die Gabe eines Heilers. Geht der Mut, sich dem Verborgenen zu stellen, mit Achtung vor Grenzen einher, hilft dieser Neptun anderen, alte Scham loszulassen und nach einem Verlust Erneuerung zu finden.`,
    keywords: ['Tiefe', 'Verwandlung', 'verborgene Wahrheit', 'Intimität', 'Heilung', 'Intensität'],
    strengths: ['Mut, sich Schmerz und Tabu zu stellen', 'tiefe seelische Einsicht', 'heilende Gegenwart in der Krise', 'Treue durch schwere Zeiten'],
    challenges: ['Besessenheit und Heimlichkeit', 'nutzt Intensität als Flucht', 'verschwimmende Grenzen in der Intimität', 'lässt alte Wunden nur schwer heilen'],
  },

  Sagittarius: {
    summary:
      'Neptun im Schützen bricht zur Suche nach Sinn auf, verklärt Glauben, Reisen und Weisheit und lernt, nicht jedem vielversprechenden Führer zu folgen.',
    description: `Mit diesem Neptun geht der Glaube auf eine lange Wanderschaft. Der Schütze ist veränderliches Feuer, Jupiter gehörig, und so nimmt Neptuns Verlangen die Gestalt einer Suche an: nach Wahrheit, nach einem Lehrer, nach einem Land oder einer Philosophie, die allem einen Sinn gibt. Die etwa zwischen 1970 und 1984 geborene Generation wuchs auf, als spirituelle Ideen aus vielen Kulturen sich frei vermischten, und betrachtet Glauben oft als Gelände zum Erkunden, nicht als Erbstück.

Beim einzelnen Menschen ist die Fantasie weit, großzügig und voller Hoffnung. Fremde Orte, Sprachen und Traditionen wirken vertraut, und anderen Lebensweisen begegnet diese Stellung mit selbstverständlicher Toleranz. Mitgefühl drückt sich als Ermutigung aus, als Überzeugung, dass jeder wachsen kann, und als großzügige Gewohnheit, Gelerntes weiterzugeben.

Probleme beginnen, wenn die Begeisterung dem Urteilsvermögen davonläuft. Einer charismatischen Leitfigur schenkt man dann allzu schnell sein Vertrauen, Gewissheit erstarrt zu einer neuen Art von Dogma, und die Suche selbst wird zum Mittel, sich nirgends niederlassen zu müssen. Große Visionen lassen vielleicht wenig Geduld für die kleinen, schlichten Schritte, die sie verwirklichen.

Was dieses Feuer beruhigt, ist Demut gegenüber allen Antworten, auch den eigenen. Bleibt die Suche offen und neugierig, wird dieser Neptun zum inspirierten Lehrer und Reisenden, der Sinn über Grenzen trägt und anderen hilft, ihre eigene Bestimmung zu finden.`,
    keywords: ['spirituelle Suche', 'Glaube', 'Reisen', 'Philosophie', 'Toleranz', 'Optimismus'],
    strengths: ['Offenheit für andere Kulturen und Glaubensformen', 'anregende, hoffnungsvolle Sicht', 'teilt Weisheit großzügig', 'Toleranz für viele Wege'],
    challenges: ['vertraut charismatischen Führern zu schnell', 'macht aus Offenheit ein Dogma', 'endloses Suchen ohne Ankommen', 'Ungeduld mit praktischen Einzelheiten'],
  },

  Capricorn: {
    summary:
      'Neptun im Steinbock verklärt Struktur, Leistung und Institutionen und sieht dann zu, wie sie aufweichen, und verlangt, dass Träume mit Geduld und echter Hingabe gebaut werden.',
    description: `Ehrgeiz und Idealismus begegnen sich hier auf demselben harten Boden. Im Steinbock, Saturns Zeichen aus kardinaler Erde, träumt Neptun von festen Dingen: einem Beruf, der zählt, Institutionen, die Vertrauen verdienen, einer Welt, die von kundigen Händen gelenkt wird. Wer etwa zwischen 1984 und 1998 geboren ist, teilt das Thema, und als Gruppe wuchsen diese Jahrgänge mit der Hoffnung auf sichere Karriereleitern auf und sahen doch viele davon ins Wanken geraten.

Im persönlichen Leben schenkt die Stellung eine praktische Fantasie. Visionen kommen gleich mit einem Plan, und es gibt echte Achtung vor Tradition, Können und verdienter Autorität. Mitgefühl nimmt verantwortliche Formen an: Versprechen halten, Lasten für andere tragen, etwas bauen, das auch später noch steht.

Die Schwierigkeit heißt Ernüchterung. Bleiben Führungskräfte, Arbeitgeber oder Traditionen hinter ihrem Bild zurück, macht sich rasch Zynismus breit, und der Traum vom Erfolg treibt womöglich in die Überarbeitung, ohne je zufrieden zu machen. Pflicht kann zum Mittel werden, nicht fühlen zu müssen, und Regeln wird vielleicht noch vertraut, lange nachdem sie niemandem mehr dienen.

Die aufbauende Antwort ist praktischer Idealismus. Baut dieser Neptun langsam auf einen Traum hin und misst Institutionen an den Werten, die sie selbst verkünden, kann er Enttäuschung in Reform verwandeln und Strukturen schaffen, die zugleich solide und menschlich sind.`,
    keywords: ['praktischer Idealismus', 'Ehrgeiz', 'Struktur', 'Verantwortung', 'Tradition', 'Reform'],
    strengths: ['gibt Träumen einen gangbaren Plan', 'geduldige, verantwortliche Fürsorge', 'Achtung vor Können und Tradition', 'kann von innen reformieren'],
    challenges: ['Ernüchterung über Autoritäten', 'Fantasien von Status oder Erfolg', 'Überarbeitung als Flucht', 'Zynismus nach Enttäuschungen'],
  },

  Aquarius: {
    summary:
      'Neptun im Wassermann träumt von einer verbundenen Menschheit, verklärt Netzwerke, Freundschaft und gemeinsamen Fortschritt und läuft Gefahr, persönlichen Gefühlen kühl fernzubleiben.',
    description: `Man stelle sich ein Netz vor, in dem jeder mit jedem sprechen kann: Das ist die Hoffnung Neptuns in fixer Luft. Nach alter Zuordnung gehört der Wassermann Saturn, nach moderner Uranus, und so verbindet dieser Traum festen Grundsatz mit der Liebe zum Neuen. Die etwa zwischen 1998 und 2012 geborene Generation wurde erwachsen, während das Internet sie überall umgab, und findet Zugehörigkeit in Online-Gemeinschaften und weltweiten Anliegen ebenso wie in örtlichen.

Im einzelnen Horoskop schenkt das Thema eine erfinderische, gruppenbezogene Fantasie. Freunde werden oft nach gemeinsamen Idealen statt nach gemeinsamer Herkunft gewählt, und es herrscht ein starkes Gefühl, dass Gerechtigkeit alle erreichen sollte. Das Mitgefühl ist weit, manchmal der Menschheit als Ganzer gegenüber wohler als einem einzelnen weinenden Menschen im Raum.

Die Belastung liegt genau in dieser Distanz zum Nächsten. Das Leben im Netz kann zu einem Nebel aus Bildern und Meinungen verschwimmen, die Gruppenidentität übertönt leicht das eigene Urteil, und utopische Pläne vergessen die unordentlichen Bedürfnisse wirklicher Menschen. Abstand gibt sich manchmal als Gelassenheit aus, obwohl er in Wahrheit Vermeidung ist.

Ideale wirken am besten, wenn man sie mit nach Hause nimmt und dort in die Tat umsetzt. Wird die Vision einer gerechteren Welt in gewöhnlichen Freundschaften geübt, reift dieser Neptun zu einem echten Menschenfreund heran, der Fremde um ein hoffnungsvolles, gemeinsames Ziel verbinden kann.`,
    keywords: ['gemeinsame Ideale', 'Netzwerke', 'Freundschaft', 'Innovation', 'humanitäre Vision', 'Gemeinschaft'],
    strengths: ['weites humanitäres Mitgefühl', 'erfinderische, vorausschauende Ideen', 'baut Gemeinschaften über Entfernungen', 'Treue zu gemeinsamen Idealen'],
    challenges: ['seelische Kühle', 'verliert das Urteil in der Gruppenidentität', 'utopische Pläne, die echte Bedürfnisse übergehen', 'verliert sich im Lärm des Netzes'],
  },

  Pisces: {
    summary:
      'Neptun in den Fischen ist zu Hause, öffnet das Herz für grenzenloses Mitgefühl, Kunst und spirituelles Empfinden und braucht Sorgfalt, um sanfte, gesunde Grenzen zu wahren.',
    description: `Kein Zeichen gibt Neptun mehr Raum als sein eigenes. Die Fische, veränderliches Wasser, werden der Überlieferung nach Jupiter und heute Neptun selbst zugerechnet, sodass Fantasie, Einfühlung und der Wunsch, mit etwas Größerem zu verschmelzen, fast ohne Widerstand fließen. Die etwa zwischen 2011 und 2026 geborene Generation trägt diese Stellung und wächst inmitten strömender Bilder, geteilter Krisen und des starken Gefühls auf, dass jedes Leben jedes andere berührt.

Beim Einzelnen äußert sich diese Prägung häufig als tiefe Empfindsamkeit. Musik und Filme färben die Stimmung vielleicht tagelang, die Gefühle anderer werden fast unbemerkt aufgenommen, und eine natürliche Güte wendet sich jedem zu, der leidet, ob Mensch oder Tier. Schöpferische und spirituelle Gaben können stark sein und kommen oft über Träume, Geschichten und stille Stunden allein.

Weil es so wenige Mauern gibt, ist Überwältigung die Hauptgefahr. Die Flucht in Bildschirme, Fantasien oder betäubende Gewohnheiten lockt, Grenzen lassen sich schwer halten, und es kann schwierig sein, die eigenen Gefühle von denen der Menge zu unterscheiden. Praktisches treibt manchmal einfach dahin, bis es plötzlich dringend wird.

Sanfte Ordnung macht die Gabe sicher im Gebrauch. Mit Ruhe, klaren Grenzen und ein paar erdenden Gewohnheiten bietet dieser Neptun etwas, das die Welt zutiefst braucht: Mitgefühl ohne Urteil und Kunst, die Menschen hilft, sich weniger allein zu fühlen.`,
    keywords: ['Mitgefühl', 'Einfühlung', 'Fantasie', 'Spiritualität', 'Kunst', 'Grenzenlosigkeit', 'Träume'],
    strengths: ['grenzenlose Güte', 'starke schöpferische und spirituelle Gaben', 'spürt, was andere fühlen', 'vergibt ohne Urteil'],
    challenges: ['Weltflucht', 'schwache Grenzen', 'seelische Überwältigung', 'lässt Praktisches schleifen'],
  },
};
