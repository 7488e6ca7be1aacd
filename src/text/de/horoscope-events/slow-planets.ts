// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HouseCells } from '../../horoscope-event-text.js';

// What Jupiter's and Saturn's year in a house means, and a conjunction of two slow planets in a house, addressing
// the reader as "du". The 1st house first.

export const JUPITER_PASSAGE_DE: HouseCells = [
  [
    'Das Glück folgt der Initiative: Dein Selbstvertrauen wächst, Türen gehen auf, wenn du anklopfst, und ein persönlicher Neuanfang hat echten Rückenwind.',
    'Dies ist dein Wachstumsjahr, in dem sich neue Menschen und Chancen um dich sammeln; hab ein Auge auf jedes Zuviel, auch auf dem Teller.',
  ],
  [
    'Das Einkommen kann durch Können, Selbstvertrauen und ein wenig Wagemut wachsen; lass das Geld Werten dienen, auf die du stolz bist.',
    'Großzügigkeit kehrt zu dir zurück, doch die Ausgaben wachsen so leicht wie die Einnahmen, also plane den Überschuss.',
  ],
  [
    'Lernen, Schreiben und kurze Reisen zahlen sich aus, und eine Nachbarin oder ein Bruder bringt vielleicht gute Nachrichten.',
    'Deine Stimme trägt weiter; ein Kurs, ein Blog, ein Buch oder eine Aufgabe im Verkauf könnte daraus erwachsen.',
  ],
  [
    'Das häusliche Leben weitet sich: eine größere Wohnung, Familienzuwachs oder einfach mehr Wärme unter deinem Dach.',
    'Wurzeln gewinnen an Gewicht, und was du in ein Haus oder in familiäre Bande investierst, schenkt dauerhafte Geborgenheit.',
  ],
  [
    'Romantik, Kreativität und Spiel werden großzügig; ein Talent findet vielleicht sein Publikum.',
    'Freude gehört zum Plan, und Zeit mit Kindern oder ein neues Hobby kann echte Erfüllung bringen.',
  ],
  [
    'Die Arbeit wird befriedigender, und gesunde Gewohnheiten zahlen sich aus; wer sich nützlich macht, bekommt Gelegenheiten.',
    'Eine bessere Stelle, ein freundlicherer Tagesablauf oder eine hilfsbereite Kollegin macht den Alltag leichter.',
  ],
  [
    'Partnerschaften blühen auf: Ein neues Bündnis, eine feste Bindung oder ein großzügiger Partner hilft dir zu wachsen.',
    'Am besten gelingt dir alles mit anderen an deiner Seite, in der Liebe wie im Geschäft.',
  ],
  [
    'Gemeinsame Mittel können sich vermehren, durch einen Partner, eine Geldanlage oder Unterstützung, mit der du nicht gerechnet hast.',
    'Die emotionale Tiefe wächst mit dem Vertrauen; alte Schulden lassen sich leichter tilgen.',
  ],
  [
    'Reisen, Studium, Veröffentlichungen und große Ideen sind fruchtbarer Boden; sag Ja zur langen Reise oder zum Studienabschluss.',
    'Deine Welt wird größer, und ein Lehrer, ein Glaube oder ein fremdes Land könnte deine Richtung ändern.',
  ],
  [
    'Beruflicher Aufstieg ist wahrscheinlich: Anerkennung, eine Beförderung oder eine öffentliche Rolle kann auf dich zukommen.',
    'Deine Ambitionen haben Wind im Rücken; setz dir hohe Ziele und lass die Leute sehen, was du tust.',
  ],
  [
    'Freunde und Netzwerke öffnen Türen, und eine Hoffnung, die du mit anderen teilst, kann sich erfüllen.',
    'Gemeinschaftsprojekte und neue Kreise bringen Chancen, die du allein nicht schaffen könntest.',
  ],
  [
    'Ein stilleres, heilsames Jahr: Ruhe, inneres Wachstum und Hilfe für andere bringen unerwarteten Segen.',
    'Hinter den Kulissen bist du gut geschützt; schließe alte Zyklen ab, um einem großen neuen Platz zu machen.',
  ],
];

export const SATURN_PASSAGE_DE: HouseCells = [
  [
    'Du baust ein stärkeres Selbst auf, eine disziplinierte Entscheidung nach der anderen; am Ende zeigt sich die Mühe.',
    'Verantwortung lastet auf deinen Schultern, und eine reifere Fassung deiner selbst tritt hervor.',
  ],
  [
    'Das Geld verlangt nach Struktur: Ein Budget, ein Sparplan und Geduld zahlen sich aus.',
    'Du lernst, was du wirklich brauchst, um dich sicher zu fühlen, und baust es langsam auf.',
  ],
  [
    'Studium, Schreiben und alltägliche Verständigung brauchen Sorgfalt; die Fähigkeiten, die du jetzt übst, bleiben.',
    'Eine Pflicht gegenüber Geschwistern oder Nachbarn oder ein ernsthafter Kurs prägt das Jahr.',
  ],
  [
    'Heim und Familie verlangen Verbindlichkeit; Reparaturen, ein Umzug oder die Pflege eines Angehörigen kosten spürbar Kraft.',
    'Du legst Fundamente, aus Ziegeln oder aus Gefühlen, die viele Jahre halten werden.',
  ],
  [
    'Kreative Arbeit wird ernst, und die Liebe verlangt Verbindlichkeit statt Spielchen.',
    'Vergnügen will verdient sein, und ein Talent, das mit Disziplin geübt wird, kann zum Handwerk reifen.',
  ],
  [
    'Arbeit und Gesundheit verlangen Disziplin; stetige Routinen bauen echte Stärke auf.',
    'Eine fordernde Stelle oder ein Gesundheitsplan lehrt Geduld und zahlt sich mit der Zeit aus.',
  ],
  [
    'Beziehungen werden geprüft und gestärkt; was du jetzt an Bindungen eingehst, ist auf Dauer angelegt.',
    'Ein Partner verlangt vielleicht mehr Reife von dir, und du womöglich dasselbe von ihm.',
  ],
  [
    'Gemeinsame Finanzen und tiefe Bindungen brauchen klare Bedingungen; Schulden werden beglichen, Vertrauen will verdient werden.',
    'Du stellst dich dem, was du in Nähe und Geldfragen fürchtest, und gehst gefestigter daraus hervor.',
  ],
  [
    'Studium und Reisen werden zu ernsthaften Vorhaben; ein Abschluss oder ein langfristiger Plan nimmt Gestalt an.',
    'Überzeugungen werden von der Erfahrung geprüft, und was bleibt, gehört wirklich dir.',
  ],
  [
    'Die berufliche Verantwortung erreicht ihren Höhepunkt; harte Arbeit baut jetzt einen Ruf auf, der Bestand hat.',
    'Vielleicht übernimmst du Autorität oder musst dich einer Prüfung durch sie stellen; mit Geduld kommt die Beförderung.',
  ],
  [
    'Freundschaften sortieren sich nach Treue, und langfristige Ziele brauchen einen realistischen Plan.',
    'Vielleicht übernimmst du eine verantwortungsvolle Rolle in einer Gruppe; wähle Verbündete, die Wort halten.',
  ],
  [
    'Eine innere Abrechnung: Abschlüsse, Ruhe und stille Vorbereitung auf ein neues Kapitel.',
    'Alte Lasten lassen sich jetzt ablegen, wenn du dich ihnen ehrlich stellst.',
  ],
];

export const SLOW_CONJUNCTION_DE: HouseCells = [
  ['Eine neue Ära der persönlichen Identität beginnt; was du jetzt für dich anfängst, hat ein langes Leben vor sich.', 'Du stehst am Anfang eines langen Zyklus der Selbsterneuerung.'],
  ['Deine Beziehung zu Geld und Werten beginnt ein neues, langes Kapitel.', 'Wie du verdienst und was du hochschätzt, wird für die kommenden Jahre neu bestimmt.'],
  ['Die Art, wie du denkst, lernst und sprichst, tritt in einen neuen, langen Zyklus ein.', 'Ideen, die du jetzt in deinem täglichen Umfeld säst, wachsen über Jahre.'],
  ['Die Fundamente von Heim und Familie treten in einen langen neuen Zyklus ein.', 'Ein langes Kapitel des Privatlebens beginnt, verwurzelt in dem Zuhause, das du wählst.'],
  ['Ein langer Zyklus von Kreativität, Liebe und Selbstausdruck beginnt.', 'Was du erschaffst und wen du liebst, nimmt einen neuen, langen Lauf.'],
  ['Arbeit und Gesundheit treten in einen langen neuen Zyklus ein; bau Gewohnheiten für Jahrzehnte, nicht für die Woche.', 'Dein Alltag wird von Grund auf neu gestaltet.'],
  ['Partnerschaften treten in einen neuen, langen Zyklus ein; die Bedingungen, die du jetzt festlegst, reichen weit.', 'Ein langes Kapitel der Beziehungen beginnt und verlangt nach neuen Arten der Übereinkunft.'],
  ['Gemeinsame Mittel und tiefe Bindungen beginnen einen langen neuen Zyklus.', 'Ein langes Kapitel von Vertrauen, geteiltem Geld und innerem Wandel beginnt.'],
  ['Überzeugungen, Studium und Reisen beginnen einen neuen, langen Zyklus.', 'Deine Lebensphilosophie schlägt ein langes neues Kapitel auf.'],
  ['Beruf und öffentliches Leben beginnen einen neuen, langen Zyklus; deine Berufung nimmt vielleicht eine neue Gestalt an.', 'Ein langes Kapitel von Ehrgeiz und Ansehen öffnet sich.'],
  ['Freundschaften, Gruppen und langfristige Hoffnungen beginnen einen neuen, langen Zyklus.', 'Die Gemeinschaften, zu denen du gehörst, verändern sich, und deine Hoffnungen ebenso.'],
  ['Ein innerer Zyklus beginnt leise; seine Früchte zeigen sich erst in Jahren.', 'Ein langes Kapitel der Besinnung und des Loslassens beginnt.'],
];
