// Urania's own text, translated from its English original (src/text/en); locale de.
import type { PlacementText } from '../../placement-text.js';

/** Venus in jedem der zwölf Häuser, das 1. Haus zuerst (übersetzt aus VENUS_IN_HOUSE_EN). */
export const VENUS_IN_HOUSE_DE: readonly PlacementText[] = [
  // 1. Haus
  {
    summary:
      'Venus im ersten Haus schenkt eine anmutige, zugängliche Ausstrahlung, sodass Charme, persönlicher Stil und der Wunsch zu gefallen schon den allerersten Eindruck bei anderen prägen.',
    description: `Im 1. Haus färbt Venus die Art, wie ein Mensch einen Raum betritt. Das Gesicht entspannt sich gern zu einem gelösten Ausdruck, die Stimme wird im richtigen Augenblick weicher, und Fremde fühlen sich oft willkommen, bevor überhaupt jemand etwas gesagt hat. Das Äußere zählt hier, nicht bloß aus Eitelkeit, sondern als eine Form der Höflichkeit: ein Hemd in einer Farbe wählen, die zur Jahreszeit passt, Hände und Haare pflegen, sich mit einer gewissen Leichtigkeit bewegen. Freude liegt im Körper selbst, in einem Spaziergang bei schönem Wetter, im Räkeln nach dem Aufwachen, in einem Lieblingsduft. Weil es so selbstverständlich gelingt, andere zu mögen und gemocht zu werden, öffnen sich Türen ohne große Mühe, und erste Begegnungen verlaufen meist gut. Heikel wird diese Gabe, sobald der Wunsch, angenehm zu sein, die ehrliche Reaktion verdrängt. Wer gewohnheitsmäßig zustimmt, um die Stimmung leicht zu halten, verliert leicht die eigene Richtung aus dem Blick, und der Selbstwert stützt sich dann zu sehr auf Spiegel, Komplimente oder den Beifall derer, die gerade in der Nähe sind. Älterwerden, Krankheit oder eine Phase, in der man sich unansehnlich fühlt, können dann wie ein Verlust der Identität wirken. Gereift versteht diese Stellung das eigene Auftreten als freundliches Geschenk an andere und bewahrt zugleich ein inneres Wertgefühl, das nicht davon abhängt, bewundert zu werden.`,
    keywords: ['Charme', 'Ausstrahlung', 'persönlicher Stil', 'Zugänglichkeit', 'Anmut', 'Selbstbild'],
    strengths: [
      'nimmt Fremden rasch die Scheu',
      'ein natürliches Gespür für persönlichen Stil',
      'hinterlässt einen warmen ersten Eindruck',
      'Freude am Leben im eigenen Körper',
    ],
    challenges: [
      'zustimmen, nur um den Frieden zu wahren',
      'Selbstwert, der an Aussehen und Lob hängt',
      'ehrliche Reaktionen hinter einem Lächeln verbergen',
      'Angst, mit der Zeit an Reiz zu verlieren',
    ],
  },
  // 2. Haus
  {
    summary:
      'Mit Venus im zweiten Haus sind Geld, Besitz und persönliche Werte mit Genuss und Geschmack verwoben und mit dem steten Wunsch, sich behaglich versorgt zu fühlen.',
    description: `Verdienen und Genießen liegen für Venus im 2. Haus dicht beieinander. Das Einkommen fließt oft durch angenehme Kanäle: durch ein Talent für Gestaltung, Musik, Gastfreundschaft oder Verkauf oder durch jede Arbeit, in der gute Umgangsformen und ein geschultes Auge den Unterschied machen. Besitz wird sorgfältig ausgewählt und behalten, weil er schön oder bedeutsam ist, wie eine abgegriffene Ledertasche, ein Regal voller Lieblingsplatten oder ein Service, das nur an Geburtstagen auf den Tisch kommt. Venus herrscht über den Stier, das natürliche zweite Zeichen, und entsprechend ungezwungen wirkt der Planet hier; oft gibt es ein ruhiges Gespür dafür, was etwas tatsächlich wert ist. Das Selbstwertgefühl hängt an der Fähigkeit, für sich selbst zu sorgen und mit einer gewissen Anmut zu leben. Unter Belastung wird Geldausgeben zum Trost für schlechte Laune, und ein Einkaufswagen voller kleiner Luxusartikel verdeckt manchmal eine Sorge, die nie beim Namen genannt wird. Besitz dient dann unter Umständen auch als Maßstab der Liebe, sei es, dass Geschenke an die Stelle gemeinsamer Zeit treten, sei es, dass andere nach ihrem Besitz beurteilt werden. Am gesündesten entfaltet sich die Stellung, wenn klar ist, welche Freuden wirklich nähren und welche bloß eine Lücke füllen. Lenken die eigenen Werte das Budget, baut diese Venus ein sicheres, großzügiges Leben auf, an dem andere gern teilhaben.`,
    keywords: ['Werte', 'Verdienst', 'Behaglichkeit', 'Besitz', 'Geschmack', 'Selbstwertgefühl'],
    strengths: [
      'ein gutes Auge für echten Wert',
      'Verdienst durch Talent und angenehmen Umgang',
      'pflegt Dinge, damit sie lange halten',
      'schafft Behaglichkeit mit kleinem Budget',
    ],
    challenges: [
      'Geld ausgeben gegen schlechte Laune',
      'Liebe an Geschenken messen',
      'Menschen nach ihrem Besitz beurteilen',
      'Bequemlichkeit über Wachstum stellen',
    ],
  },
  // 3. Haus
  {
    summary:
      'Charme im alltäglichen Gespräch, warme Bande zu Geschwistern und Nachbarn und echte Freude am Lernen, Schreiben und an kurzen Ausflügen kennzeichnen Venus im dritten Haus.',
    description: `Worte bekommen einen süßen Klang, wenn Venus ins 3. Haus fällt. Gespräche fließen meist mühelos, selbst mit der Kassiererin oder dem Nachbarn im Treppenhaus, und eine freundliche Wendung gelingt leicht, ob in einer Textnachricht, auf einem Zettel oder in einem kurzen Anruf. Geschwister und Vettern oder Basen sind vielfach enge Gefährten oder zumindest Menschen, deren Gesellschaft man eher genießt als erträgt. Lernen gelingt am besten, wenn es sich angenehm anfühlt, und so können eine gute Lehrerin, ein hübsches Notizbuch oder ein Tisch am sonnigen Fenster den entscheidenden Unterschied machen. Kurze Reisen sind eine Quelle des Vergnügens: ein Wochenendbesuch in der Nachbarstadt, eine Radtour auf vertrauter Strecke, ein Abstecher in die Buchhandlung auf dem Heimweg. Schreiben, Dichtung, Sprachen und jedes Handwerk, das Worte formt, können zu lebenslangen Freuden werden. Ein Problem entsteht, sobald das angenehme Gespräch harten Wahrheiten ausweicht. Widerspruch wird gern so lange abgemildert, bis die eigentliche Botschaft verschwindet, und Klatsch gilt als harmloses Bindemittel, bis er es nicht mehr ist. Rivalität unter Geschwistern, wo es sie gibt, versteckt sich unter Umständen hinter höflichen Manieren. Bekommt diese Venus die Gelegenheit, ebenso ehrlich wie freundlich zu sprechen, wird sie zu einer begabten Friedensstifterin und zu einer freundlichen Stimme, an die man sich erinnert.`,
    keywords: ['freundliche Worte', 'Geschwister', 'Nachbarn', 'Lernen', 'Schreiben', 'kurze Reisen'],
    strengths: [
      'spricht mit Takt und Wärme',
      'freundliche Bande zu Verwandten und Nachbarn',
      'Freude am Studium und am geschriebenen Wort',
      'glättet Spannungen im alltäglichen Austausch',
    ],
    challenges: [
      'eine Botschaft abschwächen, bis sie verloren geht',
      'Nähe durch Klatsch herstellen',
      'schwierigen Gesprächen ausweichen',
      'Geschwisterrivalität hinter Höflichkeit verstecken',
    ],
  },
  // 4. Haus
  {
    summary:
      'Ein Zuhause, das schön und friedlich wirkt, bedeutet Venus im vierten Haus sehr viel; hier wächst Zuneigung aus Familie, Wurzeln und einem privaten, erholsamen Rückzugsort.',
    description: `Ein großer Teil der Liebe in diesem Horoskop bleibt in den eigenen vier Wänden. Venus im 4. Haus macht das Zuhause zu einem persönlichen Kunstwerk, gleich ob großes Haus oder einzelnes Mietzimmer mit der richtigen Lampe und einer Pflanze auf dem Fensterbrett. Möbel umzustellen, für Verwandte zu kochen und kleine Abendessen zu geben, kann tiefe Zufriedenheit schenken. Familienbande tragen oft echte Zärtlichkeit in sich, und häufig bleiben liebevolle Erinnerungen an einen Elternteil, der den Alltag sanft oder schön gemacht hat. Selbst wenn die Kindheit schwer war, kann der Drang, den warmen Haushalt zu schaffen, der damals fehlte, zu einer stillen Stärke werden. Herkunft und alte Familienstücke, von der Rezeptkarte der Großmutter bis zur abgenutzten Holztruhe, haben besondere Bedeutung. Druck entsteht, wenn der häusliche Frieden um jeden Preis geschützt wird. Konflikte wandern leicht unter den Teppich, alte Familienmuster wiederholen sich einfach deshalb, weil sie vertraut sind, und die Behaglichkeit der eigenen Wohnung verdrängt die Wagnisse der weiten Welt. Ein Partner fühlt sich unter Umständen daran gemessen, wie gut er ins häusliche Bild passt. Am reichsten entfaltet sich diese Stellung, wenn sie einen privaten Rückhalt schafft, der großzügig genug ist, um anderen Obdach zu geben, und sicher genug, um jeden frei gehen und wiederkommen zu lassen.`,
    keywords: ['Zuhause', 'Familie', 'Wurzeln', 'häusliche Schönheit', 'Zugehörigkeit', 'Privatsphäre'],
    strengths: [
      'macht jeden Raum einladend',
      'zärtliche Bande zur Familie',
      'ehrt Herkunft und alte Traditionen',
      'eine Gabe, Gäste zu bewirten und zu beköstigen',
    ],
    challenges: [
      'Familienkonflikte unter den Teppich kehren',
      'häusliche Behaglichkeit den Wagnissen draußen vorziehen',
      'vertraute Muster ungefragt wiederholen',
      'Partner am häuslichen Bild messen',
    ],
  },
  // 5. Haus
  {
    summary:
      'Venus im fünften Haus schwelgt in Romantik, Spiel und schöpferischem Ausdruck und findet Freude an Kunst, Kindern, Hobbys und dem schlichten Vergnügen, Spaß zu haben.',
    description: `Genuss stellt sich ganz von selbst ein, wenn Venus das Haus des Spiels bewohnt. Das Werben um einen Menschen kann zur Kunstform werden, mit durchdachten Plänen, einem Händchen fürs Flirten und echtem Talent, einen gewöhnlichen Abend besonders wirken zu lassen. Schöpferische Arbeit ist ein starkes Ventil: Malen, Singen, Tanzen, Nähen, einen Garten anlegen oder eine Torte verzieren, all das kann dasselbe Leuchten schenken wie das Verlieben. Wo Kinder zum Leben gehören, ob eigene, Nichten und Neffen oder Schülerinnen und Schüler, ist die Bindung meist liebevoll und unbeschwert, voller gemeinsamer Vorhaben und alberner Witze. Konzerte, Theater, Brettspiele und Sportübertragungen mit Freunden bringen Glanz in die Woche. Die Überlieferung nennt das 5. Haus die Freude der Venus, und die Stellung bringt oft eine mühelose Begabung zum Genießen mit. Aus dem Gleichgewicht gerät sie, sobald aus der Lust am Vergnügen ein Hunger nach ständiger Aufregung wird. Die Romantik wird dann womöglich mehr um ihres Dramas willen geliebt als um des Menschen, um den es geht, und ein neuer Schwarm erscheint reizvoller als eine beständige Bindung. Ausgaben für Unterhaltung oder Wagnisse eilen unter Umständen der Vernunft voraus. Im Gleichgewicht hält diese Venus das Herz jung und erinnert alle in ihrer Nähe daran, dass Freude es wert ist, ihr Raum zu geben.`,
    keywords: ['Romantik', 'Spiel', 'Kreativität', 'Kinder', 'Genuss', 'Hobbys'],
    strengths: [
      'macht aus gewöhnlichen Abenden einen Anlass',
      'eine lebendige schöpferische Ader',
      'warm und verspielt mit Kindern',
      'weiß den Augenblick zu genießen',
    ],
    challenges: [
      'Drama statt Tiefe suchen',
      'das Interesse verlieren, wenn die Liebe Alltag wird',
      'zu viel Geld für Vergnügungen',
      'ständige Aufregung brauchen',
    ],
  },
  // 6. Haus
  {
    summary:
      'Harmonie in der täglichen Arbeit und in festen Abläufen sucht Venus im sechsten Haus, dazu angenehme Kollegen, eine ordentliche Umgebung und die stille Genugtuung, nützlich zu sein.',
    description: `An gewöhnlichen Tagen tut diese Venus ihre liebevollste Arbeit. Ein hübscher Schreibtisch, ein Lieblingsbecher, eine Morgenroutine mit dem Charakter einer kleinen Zeremonie: Solche Einzelheiten prägen die Stimmung stärker, als viele ahnen. Ein gutes Verhältnis zu den Menschen im Betrieb ist sehr wichtig, und häufig zeigt sich ein Händchen dafür, Spannungen im Team zu lösen oder Neuankömmlingen das Gefühl zu geben, dazuzugehören. Tätigkeiten rund um Schönheit, Pflege, Ernährung, Gesundheit oder Gestaltung bieten sich an, doch jede Arbeit gewinnt durch die Anmut, die Venus im 6. Haus mitbringt. Gesundheitsgewohnheiten halten am ehesten, wenn sie Spaß machen, daher wirkt ein Tanzkurs vielleicht besser als ein strenger Trainingsplan und ein gut gekochtes Gemüsegericht besser als eine freudlose Diät. Haustiere sind häufig eine Quelle großer Zuneigung. Unter Druck führt das Verlangen, am Arbeitsplatz für Ruhe zu sorgen, schnell dazu, dass zu viel übernommen wird, dass nötige Beschwerden unterbleiben oder dass jemand in einer ungesunden Stelle ausharrt, weil die Leute so nett sind. Nach einer stressigen Woche wird dann gern aus Frust gegessen und die Bewegung gestrichen. Wenn die Freundlichkeit gegenüber anderen von Freundlichkeit gegenüber dem eigenen Körper und seinen Grenzen begleitet wird, macht diese Stellung aus dem alltäglichen Dienst eine stetige Quelle der Zufriedenheit.`,
    keywords: ['tägliche Arbeit', 'Routine', 'Dienst', 'Kollegen', 'Wohlbefinden', 'Haustiere'],
    strengths: [
      'bringt Harmonie an den Arbeitsplatz',
      'macht Routinen angenehm und tragfähig',
      'hilft anderen ohne Aufhebens',
      'Zuneigung zu Tieren und kleinen Pflichten',
    ],
    challenges: [
      'zu viel übernehmen, um den Frieden zu wahren',
      'der Leute wegen in einer schlechten Stelle bleiben',
      'Frustessen unter Stress',
      'nötige Beschwerden vermeiden',
    ],
  },
  // 7. Haus
  {
    summary:
      'Partnerschaft steht im Mittelpunkt für Venus im siebten Haus, die in Ehe, geschäftlichen Bündnissen und engen Zweierbeziehungen Fairness, Anmut und echte Gefährtenschaft sucht.',
    description: `Im 7. Haus, dem 1. Haus gegenüber, lenkt Venus die Aufmerksamkeit auf den anderen Menschen. Am vollständigsten erscheint das Leben oft, wenn es geteilt wird, und wichtige Kapitel beginnen oft mit einer Begegnung: mit einem Ehepartner, einer Geschäftspartnerin, einem engen Freund, der zu einer Art Spiegel wird. Diplomatie fällt leicht, ebenso der Sinn für einen gerechten Ausgleich, und so gehen Verträge, Verhandlungen und Vereinbarungen oft glatt vonstatten, wenn diese Venus beteiligt ist. Partner sind häufig attraktiv, künstlerisch begabt oder gesellschaftlich gewandt, und oft gibt es ein Talent dafür, das Beste in dem hervorzubringen, der gegenübersteht. Selbst offene Rivalen werden eher mit Höflichkeit als mit Härte behandelt. Riskant ist es, die eigene Vervollständigung außen zu suchen. Einsamkeit kann unerträglich erscheinen, was dazu verleitet, einen Partner zu schnell zu wählen oder in einer schiefen Beziehung auszuharren, weil das Alleinsein schlimmer wirkt. Eigene Wünsche treten mitunter hinter die Pläne eines anderen zurück, und hinter der liebenswürdigen Miene staut sich Groll an. Gesunde Beziehungen beruhen für diese Stellung auf zwei ganzen Menschen statt auf zwei Hälften. Steht die Selbstachtung gleichberechtigt neben der Begabung zur Partnerschaft, schafft Venus hier Bindungen, die ausgewogen, warm und wahrhaft gegenseitig sind.`,
    keywords: ['Partnerschaft', 'Ehe', 'Diplomatie', 'Fairness', 'Verträge', 'Zusammenarbeit'],
    strengths: [
      'holt das Beste aus Partnern heraus',
      'handelt faire Vereinbarungen aus',
      'begegnet Rivalen mit Höflichkeit',
      'eine echte Begabung zur Gefährtenschaft',
    ],
    challenges: [
      'Angst vor dem Alleinsein',
      'Partner zu schnell wählen',
      'eigene Wünsche in der Paarbeziehung verlieren',
      'stiller Groll hinter Höflichkeit',
    ],
  },
  // 8. Haus
  {
    summary:
      'Venus im achten Haus sucht eine Nähe, die in die Tiefe geht, und verbindet Liebe mit Vertrauen, gemeinsamem Geld, seelischer Ehrlichkeit und der Kraft, in Krisen zu heilen.',
    description: `Intimität bedeutet hier mehr als Romantik. Venus im 8. Haus will einen anderen ganz kennen und ganz erkannt werden, und die Bindungen, die am meisten zählen, sind jene, die schon eine Art Prüfung überstanden haben. Gemeinsame Mittel spielen oft eine Rolle: das Einkommen des Partners, ein gemeinsames Konto, eine Erbschaft, ein Darlehen oder Zuwendungen, die über andere hereinkommen. Im Umgang mit Geld, das mehr als einem Menschen gehört, gibt es ein gewisses Glück oder Geschick, dazu ein Talent für behutsames Verhandeln, wo das Vertrauen empfindlich ist. Sexualität ist oft ein wichtiger Weg, Zuneigung auszudrücken, und körperliche Nähe kann großes seelisches Gewicht tragen. In Zeiten von Verlust oder Umbruch ist diese Venus vielleicht die Freundin, die im Wartezimmer bleibt, oder der Freund, der mit Zartgefühl hilft, den Nachlass eines Verwandten zu sichten. Unter Spannung äußert sie sich als Eifersucht, Heimlichkeit oder als Neigung, Geld oder Begehren einzusetzen, um festzuhalten. Schulden und finanzielle Verflechtungen können sich mit Gefühlen verknoten und eine Trennung schwerer machen, als sie sein müsste. Am mächtigsten wirkt diese Kombination in ehrlichen Vereinbarungen und in der Bereitschaft loszulassen, wenn etwas zu Ende ist; so kann sich tiefe Liebe erneuern, statt sich zu fest zu klammern.`,
    keywords: ['Intimität', 'Vertrauen', 'gemeinsame Mittel', 'Erbe', 'Tiefe', 'Erneuerung'],
    strengths: [
      'bleibt in Krise und Verlust an der Seite',
      'geht sorgsam mit gemeinsamem Geld um',
      'tiefe seelische und körperliche Nähe',
      'erprobte Treue',
    ],
    challenges: [
      'Eifersucht und Besitzdenken',
      'Geld und Gefühle, die sich verknoten',
      'Heimlichkeit in engen Bindungen',
      'Mühe, loszulassen',
    ],
  },
  // 9. Haus
  {
    summary:
      'Hingezogen zur weiten Welt der Ideen, Reisen und Überzeugungen, findet Venus im neunten Haus Schönheit in anderen Kulturen, im Lernen, in der Philosophie und in einem Gefühl von Sinn.',
    description: `Die Ferne kann für diese Venus etwas Romantisches haben. Eine entlegene Stadt, eine fremde Sprache oder ein Studium, das den Geist weitet, üben oft ebenso viel Reiz aus wie ein Mensch, und manchmal kommt beides zusammen, etwa wenn eine Liebe auf einer Auslandsreise oder in einem Universitätsseminar beginnt. Überzeugungen werden mit Wärme gehalten statt mit starren Regeln; Glaube, Philosophie oder ein persönlicher Kodex betonen meist Güte, Schönheit und Toleranz. Kunst, Literatur und Musik aus anderen Traditionen werden nicht selten zur lebenslangen Leidenschaft, und ein Regal mit Reisebüchern kann so kostbar sein wie Schmuck. Lehre, Verlagswesen, Recht oder Arbeit über Grenzen hinweg sind unter Umständen angenehme und lohnende Felder. Schwierigkeiten entstehen aus einem Idealismus, der über dem Alltag schwebt. Ein anderer Ort oder ein anderes Glaubenssystem erscheint womöglich verlockender als die Verpflichtungen daheim, und Partner werden als Wegweiser oder Lehrer verklärt, bis ihre gewöhnlichen Schwächen zutage treten. Auch über Harmonie zu predigen, fällt leichter, als sie zu leben. Wenn Neugier und Großzügigkeit mit Geduld für wirkliche Menschen und wirkliche Orte einhergehen, wird Venus im 9. Haus zu einer Brücke zwischen Kulturen und zu einer sanften Stimme für ein weiteres Verständnis.`,
    keywords: ['Reisen', 'Glaube', 'höhere Bildung', 'Kultur', 'Philosophie', 'Toleranz'],
    strengths: [
      'Liebe zu fremden Kulturen und Sprachen',
      'ein warmer, toleranter Glaube',
      'findet Sinn durch Studium und Kunst',
      'eine Brücke zwischen verschiedenen Welten',
    ],
    challenges: [
      'das Ferne verklären',
      'Partner auf ein Podest stellen',
      'Harmonie eher predigen als leben',
      'Unruhe bei alltäglichen Verpflichtungen',
    ],
  },
  // 10. Haus
  {
    summary:
      'Anmut in Beruf und öffentlichem Leben bringt Venus im zehnten Haus mit sich und gewinnt oft Wohlwollen, Anerkennung und Erfolg durch Charme, Geschmack oder künstlerisches Können.',
    description: `Im 10. Haus, auf dem Gipfel des Horoskops, stellt Venus ihren Charme dorthin, wo die Öffentlichkeit ihn sehen kann. Der Ruf beruht oft darauf, sympathisch, fair und umgänglich zu sein, und Menschen in verantwortlicher Position nehmen gern freundlichen Anteil am Vorankommen dieses Menschen. Berufe in Kunst, Mode, Design, Diplomatie, Kosmetik, Gastgewerbe oder Öffentlichkeitsarbeit liegen nahe, doch jeder Beruf kann von den geschliffenen Umgangsformen dieser Venus profitieren. Anerkennung kommt vielleicht durch die Fähigkeit, ein Produkt, ein Team oder eine Institution ansprechender aussehen und sich besser anfühlen zu lassen. Liebe und Laufbahn berühren sich mitunter, wenn Partner bei der Arbeit gefunden werden oder Beziehungen das öffentliche Ansehen beeinflussen. Wächst die Anspannung, kann das Image zur Last werden. Das Bedürfnis, beliebt zu bleiben, kann dazu verleiten, unpopuläre, aber notwendige Entscheidungen zu meiden oder jede Wahl danach auszurichten, wie sie auf andere wirkt. Erfolg fühlt sich leer an, wenn er allein auf Zustimmung statt auf echtem Können ruht. Zudem besteht unter Umständen die Neigung, Partner nach dem Status zu schätzen, den sie mitbringen. Am hellsten strahlt diese Stellung, wenn ihre Begabung zur Anmut einer Arbeit dient, die wirklich zählt, sodass der gewonnene Respekt auf Substanz ebenso wie auf Stil beruht.`,
    keywords: ['Beruf', 'Ruf', 'öffentliches Bild', 'Anerkennung', 'Diplomatie', 'Wohlwollen'],
    strengths: [
      'gewinnt das Wohlwollen von Vorgesetzten und Öffentlichkeit',
      'geschliffenes berufliches Auftreten',
      'Erfolg in künstlerischen oder sozialen Feldern',
      'macht Institutionen menschlicher',
    ],
    challenges: [
      'unpopuläre Entscheidungen meiden',
      'für die Zustimmung anderer leben',
      'Partner nach ihrem Status schätzen',
      'Image vor Substanz',
    ],
  },
  // 11. Haus
  {
    summary:
      'Freundschaft liegt im Herzen von Venus im elften Haus, wo Zuneigung durch Gruppen, gemeinsame Anliegen und hoffnungsvolle Pläne mit Gleichgesinnten fließt.',
    description: `Freundeskreise sind für diese Stellung eine Quelle dauerhafter Freude. Venus im 11. Haus versammelt Menschen meist mühelos, stellt eine Freundin der anderen vor, merkt sich, wer was mag, und plant das Wiedersehen, das sonst niemand auf die Beine stellt. Vereine, Chöre, Ehrenamtsgruppen, Online-Gemeinschaften oder berufliche Netzwerke können zu Orten echter Zugehörigkeit werden. Liebesbeziehungen beginnen oft als Freundschaften, und manchmal zählt ein Partner zugleich zu den engsten Verbündeten. Wünsche an die Zukunft schließen meist andere ein: ein gemeinsames Haus, ein Gemeinschaftsgarten, ein Vorhaben, das ein Viertel lebenswerter macht. Das gesellige Leben bringt unter Umständen auch Gelegenheiten mit sich, denn Wohlwollen, das bei vielen Menschen gesammelt wurde, kehrt oft auf unerwartetem Weg zurück. Unter Belastung verleitet der Wunsch dazuzugehören leicht dazu, gegen das eigene Urteil mit der Gruppe mitzugehen oder die Aufmerksamkeit so breit zu streuen, dass keine einzelne Bindung in die Tiefe wächst. Freundschaften bleiben dann an der Oberfläche angenehm, während echte Meinungsverschiedenheiten unausgesprochen bleiben. Enttäuschung folgt, wenn eine Gruppe ihren Idealen nicht gerecht wird. Von ihrer freundlichsten Seite gibt diese Venus Menschen das Gefühl, unter anderen einen Platz zu haben, und verwandelt gemeinsame Träume in sanfte, praktische Güte.`,
    keywords: ['Freundschaft', 'Gruppen', 'Gemeinschaft', 'Hoffnungen', 'Netzwerke', 'Zugehörigkeit'],
    strengths: [
      'bringt Menschen mühelos zusammen',
      'treu und aufmerksam als Freund',
      'findet Gelegenheiten durch Wohlwollen',
      'setzt sich gern für gemeinsame Anliegen ein',
    ],
    challenges: [
      'mit der Masse mitlaufen',
      'Zuneigung zu dünn verteilen',
      'Freundschaften an der Oberfläche halten',
      'Enttäuschung über Gruppenideale',
    ],
  },
  // 12. Haus
  {
    summary:
      'Stille, mitfühlende Liebe kennzeichnet Venus im zwölften Haus, die Schönheit im Alleinsein findet, in verborgener Hingabe, in heimlichen Taten der Güte und in der inneren Welt.',
    description: `Ein Teil der tiefsten Zuneigung in diesem Horoskop wird nie angekündigt. Venus im 12. Haus hält Gefühle oft lange für sich, drückt Fürsorge durch anonyme Hilfe aus oder findet die reichsten Freuden im Alleinsein: an einem leeren Strand im Winter, in einer stillen Kapelle, bei Musik, die man nachts ganz allein hört. Das Mitgefühl reicht weit, und häufig zieht es zu denen, die übersehen werden, ob in Krankenhäusern, Notunterkünften, Tierheimen oder einfach bei Freunden, die eine schwere Zeit durchmachen. Kunst, Träume und Fantasie werden zu einem verborgenen Garten, in dem das Herz ruht. Rückzug stärkt unter Umständen mehr als jede Feier, und ein Tag des Schweigens flickt vielleicht, was eine betriebsame Woche fadenscheinig gemacht hat. Die schwierigere Seite zeigt sich in heimlichen Bindungen, in Liebe, die unausgesprochen bleibt, oder in der Gewohnheit, eigene Bedürfnisse für Menschen zu opfern, die die Fürsorge nicht erwidern. Alte Verluste wirken mitunter leise nach und formen gegenwärtige Entscheidungen, ohne je geprüft zu werden. Der Selbstwert kann im Schweigen versinken, wenn er nie geteilt wird. Der heilsame Weg für diese Stellung besteht darin, das Bedürfnis nach Privatheit zu achten und dennoch vertraute Menschen hereinzulassen, damit zarte Gefühle gesehen und erwidert werden können.`,
    keywords: ['Mitgefühl', 'Alleinsein', 'Verschwiegenheit', 'Hingabe', 'Rückzug', 'Fantasie'],
    strengths: [
      'Güte, die keine Anerkennung verlangt',
      'tiefes Mitgefühl mit den Übersehenen',
      'findet Frieden und Schönheit im Alleinsein',
      'ein reiches inneres und künstlerisches Leben',
    ],
    challenges: [
      'heimliche oder unausgesprochene Bindungen',
      'Selbstaufopferung ohne Gegenleistung',
      'Kränkungen zu lange verbergen',
      'sich zurückziehen, statt um Fürsorge zu bitten',
    ],
  },
];
