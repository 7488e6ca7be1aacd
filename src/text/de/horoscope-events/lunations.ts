// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HouseCells } from '../../horoscope-event-text.js';

// What a New Moon, a Full Moon, a quarter Moon and an eclipse mean in each solar house, addressing the reader as
// "du". The 1st house first.

export const NEW_MOON_DE: HouseCells = [
  [
    'Wähle ein persönliches Ziel, schreib es dorthin, wo du es jeden Morgen siehst, und beweise in den nächsten vier Wochen, dass du es ernst meinst.',
    'Ein neuer Look, eine neue Gewohnheit oder eine klarere Art, dich vorzustellen, würden jetzt gut Wurzeln schlagen.',
    'Du darfst neu entscheiden, wer du werden willst; fang klein und sichtbar an, etwa mit einem neuen Haarschnitt oder einem früheren Wecker.',
  ],
  [
    'Eröffne das Sparkonto, stell das Budget auf oder nenn den Preis, den du dich bisher nicht zu verlangen getraut hast; Geldpläne, die jetzt entstehen, halten meist.',
    'Frag dich, was dir wirklich wichtig ist, bevor du fragst, was es kostet, und richte dann einen Kauf oder eine Rücklage nach dieser Antwort aus.',
    'Ein kleiner, regelmäßiger Sparbetrag, diese Woche begonnen, wächst im Lauf des Monats still vor sich hin.',
  ],
  [
    'Schick die erste Nachricht, melde dich für den kurzen Kurs an oder arbeite den Stapel unbeantworteter Mails ab; Worte tragen jetzt weit.',
    'Ein neuer Weg, ein neues Notizbuch oder ein neues Gespräch mit Bruder, Schwester oder Nachbarn beginnt ganz leicht.',
    'Die Einfälle, die du in den nächsten Tagen notierst, verdienen einen eigenen Ordner.',
  ],
  [
    'Fang mit dem Projekt daheim an, und sei es nur ein Regal; ein aufgeräumtes Zimmer ordnet auch den Kopf.',
    'Pflanze etwas zu Hause, wörtlich oder im übertragenen Sinn: ein Familienritual, umgestellte Möbel, ein Anruf bei Mutter oder Vater.',
    'Was du jetzt unter deinem eigenen Dach beginnst, prägt für Wochen, wie sicher und ausgeruht du dich fühlst.',
  ],
  [
    'Beginne das kreative Werk, mach die Verabredung fest oder probier das Hobby, das du ständig verschiebst; Vergnügen lohnt die Planung.',
    'Sag Ja zu etwas Verspieltem; ein erstes Date, eine erste Skizze oder ein Ausflug mit Kindern kann eine Glückssträhne einleiten.',
    'Schenk deinem Talent eine feste Stunde und sieh, was in zwei Wochen daraus entsteht.',
  ],
  [
    'Eine gut gewählte neue Gewohnheit schlägt eine Liste von zehn; nimm den Spaziergang, das frühere Zubettgehen oder den aufgeräumten Schreibtisch.',
    'Ordne die Arbeitswoche neu, solange die Energie frisch ist, und lass deinen Körper beim Zeitplan mitreden.',
    'Einen Arzttermin oder ein übersichtlicheres System bei der Arbeit fängst du jetzt leichter an als später.',
  ],
  [
    'Schlag den Plan vor, unterschreib die Vereinbarung oder frag deinen Partner schlicht, was ihr beide als Nächstes wollt.',
    'Ein neues Bündnis, beruflich oder privat, beginnt unter guten Vorzeichen, wenn jede Seite offen sagt, was sie einbringt.',
    'Triff Menschen unter vier Augen; ein Kontakt, den du jetzt knüpfst, könnte zu einem verlässlichen Verbündeten werden.',
  ],
  [
    'Ordne gemeinsame Finanzen: das Gemeinschaftskonto, den Kredit, das Abo, das niemand nutzt; ein sauberer Neuanfang hier befreit dich.',
    'Ein tieferes Gespräch über Vertrauen ist jetzt möglich; beginne es behutsam und lass es wachsen.',
    'Schließe die Versicherung ab, setz das Testament auf oder vereinbare den Tilgungsplan, den du vor dir herschiebst, und spüre, wie die Last weicht.',
  ],
  [
    'Schreib dich ein, buche das Ticket oder schlag das dicke Buch auf; dein Horizont will bewusst erweitert werden.',
    'Wenn du lernen, reisen oder veröffentlichen willst, fällt dir der erste Schritt jetzt leicht, also geh ihn.',
    'Schreib die Überzeugung oder Frage auf, die dich gerade lenkt, und folge ihr in diesem Monat an einen neuen Ort.',
  ],
  [
    'Sprich ein berufliches Ziel vor jemandem laut aus, der dir helfen kann, und geh diese Woche einen Schritt darauf zu.',
    'Eine neue Rolle, eine Bewerbung oder ein öffentliches Projekt bekommt einen sauberen Start; kleide dich für die Stelle, die du anstrebst.',
    'Entscheide, wofür du bekannt sein willst, und lass dein nächstes Stück Arbeit genau das sagen.',
  ],
  [
    'Tritt der Gruppe bei, schreib der Freundin, die du aus den Augen verloren hast, oder setz dir mit anderen ein Ziel für das Jahr.',
    'Netzwerke, die du jetzt zu knüpfen beginnst, zahlen sich später in Gefälligkeiten und Gesellschaft aus.',
    'Eine gemeinsame Sache oder ein Kreis Gleichgesinnter ist ein guter Boden, um einen Wunsch zu säen.',
  ],
  [
    'Fang leise an: Eine Meditation, ein Tagebuch oder ein früher Abend kann mehr neu ordnen als ein kühner Schritt.',
    'Lass etwas enden, bevor etwas Neues beginnt, und gönn dir ein kleines, privates Ritual, um den Abschied zu markieren.',
    'Zeit allein ist hier der Neubeginn; verteidige diese Woche ein paar Stunden davon.',
  ],
];

export const FULL_MOON_DE: HouseCells = [
  [
    'Du fühlst dich vielleicht gesehen, womöglich mehr, als dir lieb ist; nimm die Rückmeldung an und behalte, was nützt.',
    'Persönliche Anstrengungen der letzten zwei Wochen zeigen ihr Ergebnis, und es ist eine gute Zeit, den Kurs zu korrigieren.',
    'Die Gefühle liegen dicht unter der Haut, also gönn deinem Körper Ruhe und lass dich nicht so schnell reizen.',
  ],
  [
    'Eine Geldfrage spitzt sich zu: eine Rechnung, eine Zahlung oder eine Entscheidung über etwas, das dir gehört.',
    'Du siehst klar, was dir etwas wert ist, also trenne dich von dem, was seinen Platz nicht mehr verdient.',
    'Einnahmen und Ausgaben zeigen jetzt ihr wahres Muster; lies die Zahlen in Ruhe und nimm eine Korrektur vor.',
  ],
  [
    'Neuigkeiten treffen ein, oder ein Gespräch kommt auf den Punkt; hör es ganz an, bevor du antwortest.',
    'Ein Text, eine Verhandlung oder ein Familiengespräch lässt sich jetzt mit einem klaren Wort abschließen.',
    'Dein Kopf ist voll, also schließe die offenen Tabs und sag das, was gesagt werden muss.',
  ],
  [
    'Heim und Familie verlangen Aufmerksamkeit, gern alles auf einmal; entscheide, was am wichtigsten ist, und fang dort an.',
    'Eine häusliche Angelegenheit erreicht einen Wendepunkt, und ein ehrliches Gespräch am Küchentisch hilft.',
    'Gefühle darüber, wo du wohnst oder woher du kommst, steigen an die Oberfläche; lass sie zu und handle dann freundlich.',
  ],
  [
    'Ein kreatives Projekt oder eine Romanze zeigt, woraus es gemacht ist, und Applaus ist gut möglich.',
    'Genieße das Ergebnis dessen, was du aus Liebe zur Sache geschaffen hast, und teile es mit jemandem, dem es etwas bedeutet.',
    'Kinder, Liebste oder Hobbys wollen ins Rampenlicht; schenk es ihnen einen Abend lang großzügig.',
  ],
  [
    'Die Arbeit türmt sich auf oder kommt zum Abschluss; erledige, was sich erledigen lässt, und gib weiter, was anderen gehört.',
    'Dein Körper führt Buch über die letzten Wochen, also hör auf die Müdigkeit, bevor sie sich lautstark meldet.',
    'Eine Routine, die nicht funktioniert hat, zeigt sich jetzt deutlich, und das macht es leichter, sie zu ändern.',
  ],
  [
    'Eine Beziehung erreicht einen Moment der Wahrheit; sag, was du brauchst, und hör, was der andere braucht.',
    'Vereinbarungen und Partnerschaften rücken in den Mittelpunkt, und das Ziel ist ein Gleichgewicht zwischen Geben und Nehmen.',
    'Ein nahestehender Mensch hält dir einen Spiegel vor; nutze ihn, um beide Seiten zu sehen, nicht um zu punkten.',
  ],
  [
    'Gemeinsames Geld oder eine Vertrauensfrage kommt ans Licht, und ein offenes Wort wirkt wie ein reinigendes Gewitter.',
    'Was du schuldest und was man dir schuldet, wird sichtbar, also begleiche eine Rechnung, solange sie vor dir liegt.',
    'Starke Gefühle tauchen in engen Bindungen auf; gib ihnen Worte statt Schweigen.',
  ],
  [
    'Ein Kurs, eine Reise oder eine Glaubensfrage führt zu einem Ergebnis; feiere, was du gelernt hast.',
    'Nachrichten aus der Ferne oder eine Entscheidung über Studium oder Reise kommen auf den Punkt.',
    'Dein Blick für das große Ganze schärft sich, und du kannst eine echte Überzeugung von einer geliehenen unterscheiden.',
  ],
  [
    'Berufliche Mühen werden sichtbar, für dich und für die Menschen über dir; nimm die Anerkennung an, wo sie dir zusteht.',
    'Ein Arbeitsziel ist erreicht oder braucht einen neuen Weg, und so oder so erfährst du, wo du stehst.',
    'Für ein paar Tage kippt das Gleichgewicht von Beruf und Zuhause zur öffentlichen Pflicht hin; plane danach Erholung ein.',
  ],
  [
    'Freundschaften und Gruppenpläne spitzen sich zu, und du erfährst, wer tatsächlich kommt.',
    'Eine Hoffnung, die du vor Monaten gefasst hast, zeigt, wie weit sie gekommen ist; zieh mit denen Bilanz, die sie teilen.',
    'Ein geselliges Ereignis oder eine Entscheidung im Team steht jetzt an, also bring deinen Teil ein und genieße die Gesellschaft.',
  ],
  [
    'Müdigkeit oder eine stille Sorge verlangt Aufmerksamkeit; Schlaf, Ruhe und ein freundliches Wort an dich selbst gehen vor.',
    'Etwas, das seinen Lauf genommen hat, will losgelassen werden, und du wirst dich danach leichter fühlen.',
    'Träume und Ahnungen sind lebhaft; schreib sie auf und ruh dich aus, bevor du irgendetwas entscheidest.',
  ],
];

export const QUARTER_MOON_DE: HouseCells = [
  ['Eine kleine Entscheidung darüber, wie du dich zeigst, hält die Dinge in Bewegung.', 'Prüfe, ob deine persönlichen Pläne noch zu dem Menschen passen, der du heute bist.'],
  ['Geh das Budget durch und streiche ohne großes Aufheben eine Ausgabe.', 'Eine schnelle Geldentscheidung jetzt erspart dir später eine langwierige.'],
  ['Beantworte die Nachricht, die du schon länger hin und her wendest, kurz und klar.', 'Ein Gespräch braucht einen Anstoß; gib ihn.'],
  ['Eine Aufgabe im Haushalt will erledigt sein, bevor die Woche weiterläuft.', 'Pass die häuslichen Abläufe so an, dass sie allen unter deinem Dach dienen.'],
  ['Gib einer kreativen Idee eine Frist, oder lass sie mit Anstand ziehen.', 'Eine kleine Belohnung oder eine verspielte Stunde hält das Herz bei der Sache.'],
  ['Ordne die Arbeitsliste so um, dass der schwierigste Punkt zuerst drankommt.', 'Ein kurzer Blick auf Gewohnheiten und Gesundheit hält den Monat auf Kurs.'],
  ['Komm deinem Gegenüber in einem praktischen Punkt auf halbem Weg entgegen.', 'Einer Vereinbarung hilft die schlichte Frage, wer was übernimmt.'],
  ['Sieh dir ein gemeinsames Konto oder ein Versprechen mit frischen Augen an.', 'Vertrauen wächst, wenn ihr das Kleingedruckte gemeinsam lest.'],
  ['Such dir eine Sache zum Lernen aus und streiche eine, die du ohnehin nie lesen wirst.', 'Pass den Reise- oder Studienplan an das an, was realistisch ist.'],
  ['Geh einen praktischen Schritt auf ein Berufsziel zu und erzähl noch niemandem davon.', 'Trenne, was deine Arbeit von dir verlangt, von dem, was du selbst von dir verlangst.'],
  ['Bestätige den Plan mit Freunden oder zieh dich aus einer Gruppe zurück, der du entwachsen bist.', 'Eine Hoffnung braucht einen nächsten Schritt; benenne ihn.'],
  ['Lass im Kalender Platz für Stille und schau, was auftaucht.', 'Auch Ruhe ist eine Entscheidung; triff sie mit Absicht.'],
];

export const SOLAR_ECLIPSE_DE: HouseCells = [
  [
    'Diesmal geht es um dich: Rechne mit einem Anstoß, Aussehen, Lebensweise oder Führungsstil neu zu erfinden, und lass den Wandel von innen beginnen.',
    'Eine Finsternis im eigenen Zeichen schlägt meist ein neues Kapitel deines Lebens auf; sag Ja zu allem daran, was sich nach Wachstum anfühlt.',
  ],
  [
    'Geld und das, was dir wichtig ist, können jetzt plötzlich die Richtung wechseln; plane beweglich und halte ein Polster bereit.',
    'Eine neue Einkommensquelle oder eine neue Haltung zum Besitz kann hier beginnen, wenn du offen dafür bleibst.',
  ],
  [
    'Neuigkeiten, ein neuer Nachbar, eine neue Art zu lernen oder ein Plan von Bruder oder Schwester könnten deinen Alltag in neue Bahnen lenken.',
    'Gespräche, die jetzt beginnen, können deine Meinung über etwas ändern, das du für erledigt hieltest.',
  ],
  [
    'Eine Veränderung zu Hause oder in der Familie beginnt unter Umständen, ohne dich um Erlaubnis zu fragen; begegne ihr mit Geduld.',
    'Das kann in den kommenden Monaten einen Umzug, eine Renovierung oder ein neues Muster im Familienleben einleiten.',
  ],
  [
    'Eine neue Liebe, eine kreative Richtung oder Neuigkeiten über Kinder kommen vielleicht mit einem Knall und bleiben eine Weile.',
    'Vergnügen und Selbstausdruck nehmen eine neue Wendung; folge der, bei der du dich am lebendigsten fühlst.',
  ],
  [
    'Arbeitsabläufe oder Gesundheitsgewohnheiten brauchen jetzt ein Umdenken; ein plötzlich geänderter Zeitplan kann sich als Glück im Unglück erweisen.',
    'Eine neue Stelle, Pflicht oder Tagesstruktur wird dir vielleicht übertragen; pass deine Gewohnheiten an, statt dich dagegen zu sträuben.',
  ],
  [
    'Eine Partnerschaft kann beginnen, sich wandeln oder enden; die Finsternis verlangt ehrliche Abmachungen statt bequemer.',
    'Ein neuer Mensch könnte in dein Leben treten, oder eine alte Bindung nimmt eine ganz andere Form an.',
  ],
  [
    'Gemeinsame Finanzen, Schulden oder eine enge Bindung nehmen vielleicht eine unerwartete Wendung; bleib im Gespräch und heb die Belege auf.',
    'Etwas Verborgenes über Geld oder Vertrauen kommt heraus, und das erlaubt dir einen Neuanfang auf festerem Boden.',
  ],
  [
    'Eine Reise, ein Kurs oder eine neue Überzeugung könnte eine Tür öffnen, von der du nicht wusstest, dass es sie gibt.',
    'Pläne zu reisen, zu veröffentlichen oder zu studieren ändern oft ihre Gestalt; die neue passt dir vielleicht besser.',
  ],
  [
    'Die berufliche Richtung kann sich jetzt rasch verschieben; ein Angebot, ein neuer Chef oder ein neuer Ehrgeiz taucht vielleicht auf.',
    'Deine öffentliche Rolle wird gerade neu geschrieben; entscheide, was die nächste Fassung sagen soll.',
  ],
  [
    'Freundschaften und Gruppenbande mischen sich neu, und neue Verbündete könnten wie aus dem Nichts auftauchen.',
    'Eine Hoffnung, die du beiseitegelegt hattest, kehrt vielleicht zurück, und diesmal steht die Tür offen; geh mit Freunden hindurch.',
  ],
  [
    'Etwas endet leise oder ein Geheimnis kommt ans Licht, und du brauchst mehr Ruhe als sonst; vertrau der Pause.',
    'Hinter den Kulissen beginnt ein neuer Zyklus; führ Tagebuch, in sechs Monaten wird es Sinn ergeben.',
  ],
];

export const LUNAR_ECLIPSE_DE: HouseCells = [
  [
    'Eine persönliche Angelegenheit kommt an ihr Ende, und du fühlst dich vielleicht wund; geh sanft mit dir um und lass die alte Rolle hinter dir.',
    'Nicht selten siehst du dich in einem neuen Licht, vielleicht durch die Augen eines anderen, und bist bereit, eine alte Gewohnheit abzulegen.',
  ],
  [
    'Ein finanzielles Kapitel schließt sich: eine getilgte Schuld, ein veränderter Lohn oder ein Besitz, den du hergibst.',
    'Dein Gefühl von Sicherheit wird geprüft und dann gefestigt; lass los, woran du dich nur aus Angst klammerst.',
  ],
  [
    'Ein Gespräch kann ein Missverständnis beenden, oder eine Nachricht schließt ein Kapitel deines Alltags.',
    'Sprich aus, was mit Geschwistern oder Nachbarn ungesagt geblieben ist, und lass die Sache dann ruhen.',
  ],
  [
    'Familiengefühle steigen an die Oberfläche, und eine Lage zu Hause erreicht ihren Wendepunkt.',
    'Ein Kapitel des häuslichen Lebens schließt sich; würdige es und mach dann Platz für das, was kommt.',
  ],
  [
    'Eine Romanze oder ein kreatives Projekt erreicht einen Höhepunkt, und du wirst wissen, ob es eine Zukunft hat.',
    'Gefühle rund um Kinder, Liebe oder Spiel schlagen hohe Wellen; lass das Drama vorüberziehen, bevor du entscheidest.',
  ],
  [
    'Eine Stelle, eine Routine oder eine Gesundheitsgewohnheit erreicht ihren Endpunkt; lass deinen Körper mitentscheiden.',
    'Der Stress bei der Arbeit kann einen Gipfel erreichen und sich dann lösen; bring die Aufgabe zu Ende und ruh dich danach richtig aus.',
  ],
  [
    'Eine Beziehung oder Vereinbarung kommt an einen entscheidenden Punkt; Klarheit ist das Geschenk, auch wenn sie schmerzt.',
    'Du und dein Gegenüber seht, wo ihr steht; lass die Ehrlichkeit vorangehen und die Freundlichkeit folgen.',
  ],
  [
    'Gemeinsame Mittel oder tiefe Gefühle kommen offen zutage; es ist eine Zeit zum Loslassen, nicht zum Festklammern.',
    'Eine Schuld, ein Geheimnis oder eine Abhängigkeit endet vielleicht, und die Freiheit kommt mit ihr.',
  ],
  [
    'Eine Überzeugung, ein Kurs oder ein Reiseplan kommt zu seinem Abschluss, und dein Blick auf die Welt verschiebt sich.',
    'Nachrichten aus der Ferne oder von einem Lehrer bringen etwas zum Abschluss; nimm die Lektion mit.',
  ],
  [
    'Ein berufliches Kapitel schließt sich: Ein Projekt endet, eine Rolle ändert sich oder ein Ziel ist erreicht.',
    'Öffentliches und privates Leben ziehen in entgegengesetzte Richtungen; wähle, was du auf Dauer durchhalten kannst.',
  ],
  [
    'Eine Freundschaft oder ein Gruppenband erreicht einen Wendepunkt, und du erfährst, wer bleibt.',
    'Eine lang gehegte Hoffnung erfüllt sich oder wird losgelassen; so oder so weißt du danach, woran du bist.',
  ],
  [
    'Was du im Stillen mit dir getragen hast, kann nun abgelegt werden; gönn dir Zeit zum Trauern und Ausruhen.',
    'Verborgene Sorgen kommen ans Licht und verlieren ihre Macht, sobald sie benannt sind.',
  ],
];
