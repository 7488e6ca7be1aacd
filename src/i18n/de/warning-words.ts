import type { WarningWords } from '../warning-words.js';

/** The chart records' warnings in German (terms: docs/i18n/de.md — Häuserspitze, Medium Coeli, mittlere Ortszeit). */
export const WARNING_WORDS_DE: WarningWords = {
  noonAssumed: 'Geburtszeit nicht angegeben: 12:00 Uhr Ortszeit (Mittag) angenommen',
  localMeanTime:
    'In der Zeitzone {timezone} galt am {date} noch die mittlere Ortszeit: Maßgeblich ist die mittlere Ortszeit der geografischen Länge des Geburtsorts, UTC{offset} (Länge {longitude}° / 15)',
  clockFold:
    'Die Uhrzeit {time} gab es am {date} in der Zeitzone {timezone} zweimal (die Uhren wurden um {minutes} Min. zurückgestellt): Verwendet wurde die erste, UTC{offset} (die zweite ist UTC{otherOffset})',
  clockGap:
    'Die Uhrzeit {time} gab es am {date} in der Zeitzone {timezone} nicht (die Uhren wurden um {minutes} Min. vorgestellt): verschoben auf {movedTime} (UTC{offset})',
  intlDisagrees:
    'Intl der Laufzeitumgebung nennt für {timezone} am {date} UTC{intlOffset}; die tz-Datenbank {version} nennt UTC{offset} ({abbreviation}), und dieser Wert wurde verwendet (siehe docs/time.md)',
  deltaTBlur:
    'ΔT (TT − UT) ist um {year} nur auf ±{sigma} s genau bekannt (1σ, siehe docs/time.md): Innerhalb dieser Spanne verschiebt sich der Aszendent um bis zu {spread}°, Häuser und Achsen sind also ebenso unsicher',
  porphyryFallback: '{reason}: Für die Breite {latitude}° werden stattdessen die Häuserspitzen nach Porphyrios ausgegeben.',
  housesOverlap: 'Die Häuserspitzen nach {system} laufen hier nicht in einer einheitlichen Richtung durch den Tierkreis (die Häuser würden sich überlappen)',
  apcUndefined: 'APC-Häuser sind hier nicht definiert (der Tageskreis des Aszendentengrades schneidet den Horizont nicht)',
  polarUndefined:
    '{system, select, Koch {Koch-Häuser sind innerhalb der Polarkreise nicht definiert (der Grad des Medium Coeli muss nicht aufgehen)} ' +
    'Gauquelin {Die Gauquelin-Sektoren sind innerhalb der Polarkreise nicht definiert (manche Grade gehen nie auf oder unter)} ' +
    'other {Häuser nach {system} sind innerhalb der Polarkreise nicht definiert (manche Grade gehen nie auf oder unter)}}',
  polesHorizon: 'An den geografischen Polen fällt jeder Häuserkreis nach {system} mit dem Horizont zusammen',
  sunDeclinationMissing: 'Häuser nach {system} brauchen die Deklination der Sonne, die nicht angegeben wurde',
  sunNeverRises: 'Häuser nach {system} sind nicht definiert, wenn die Sonne weder auf- noch untergeht (Polartag oder Polarnacht)',
  horizonReversed:
    'Die Horizonthäuser laufen hier gegen die Reihenfolge der Zeichen: Auf der Breite {latitude}° schneiden die Vertikalkreise die Ekliptik auf dem Ast, dessen Spitze 1 der Vertex ist, nicht der Antivertex.',
  polarMidheaven:
    'Das Medium Coeli liegt auf der Breite {latitude}° unter dem Horizont (innerhalb des Polarkreises): Spitze 10 nach {system} ist der Meridianpunkt über dem Horizont (Medium Coeli + 180°), und die Häuser laufen gegen die Reihenfolge der Zeichen.',
  bodyOmitted:
    '{body} ausgelassen: {code, select, OUT_OF_RANGE {Das Datum liegt außerhalb der verfügbaren Ephemeride} ' +
    'UNSUPPORTED {Die Ephemeride dafür ist nicht geladen (loadBodies)} other {Die Position ließ sich nicht berechnen}}',
  equalHours:
    'Kein Wechsel von Sonnenaufgang und Sonnenuntergang auf der Breite {latitude}° am {date} (Polartag oder Polarnacht): Stattdessen werden gleich lange Stunden von 60 Minuten ab 06:00 Uhr mittlerer Ortssonnenzeit angegeben',
  clocksChanged:
    'Die Uhren der Zeitzone {timezone} wurden innerhalb des Zeitfensters umgestellt, am {instant} (von {before} auf {after}): Uhrzeiten ab dann gelten mit der neuen Zeitverschiebung.',
  familyQuoted: '{language}: Für „{family}“ gibt es noch keine Übersetzung; was dieser Datensatz daraus zitiert, steht auf Englisch.',
  entriesUntranslated:
    '{language}: {count, plural, one {1 Eintrag aus „{family}“ hat noch keine Übersetzung und steht} other {{count} Einträge aus „{family}“ haben noch keine Übersetzung und stehen}} ' +
    'auf Englisch: {listed}{more, plural, =0 {} other { und {more} weitere}}.',
  familyComposed: '{language}: Für „{family}“ gibt es noch keine Übersetzung; diese Texte stehen auf Englisch.',
};
