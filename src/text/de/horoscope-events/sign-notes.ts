// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HouseCells } from '../../horoscope-event-text.js';

// A note for each sign on how it meets an ordinary day, for the days when the wider sky is quiet; the reader is
// addressed as "du", the sign named as the reader ("Widder, …"; "Zwillinge, deine Neugier …": the sign's name, the
// reader one person). Aries first.

export const SIGN_NOTES_DE: HouseCells = [
  [
    'Widder, dein Funke braucht ein Ziel; such dir eine kleine Herausforderung und meistere sie noch vor dem Mittagessen.',
    'Ungeduld ist deine schwache Stelle, Widder, also schenk der langsamen Aufgabe zehn ehrliche Minuten, bevor du weiterziehst.',
    'Ein ruhiger Himmel passt zu deinem Drang, als Erster loszugehen, Widder; öffne die Tür, an der sich noch niemand versucht hat.',
  ],
  [
    'Stier, Beständigkeit ist deine Gabe; bring etwas mit deinen Händen zu Ende und genieße das Ergebnis.',
    'Behaglichkeit ist keine Faulheit, Stier: Ein gutes Essen und ein gemächliches Tempo helfen dir, klug zu entscheiden.',
    'An Tagen wie diesem zahlt sich deine Geduld aus, Stier, also lass das Langsame in Ruhe reifen.',
  ],
  [
    'Zwillinge, deine Neugier will zwei Gespräche zugleich führen; schenk dem besseren deine volle Aufmerksamkeit.',
    'Schreib den Einfall auf, bevor der nächste kommt, Zwillinge, und nimm ihn dir heute Abend wieder vor.',
    'Ein stiller Himmel lässt deinen flinken Verstand Fakten von Lärm trennen, Zwillinge; trau dem zweiten Gedanken.',
  ],
  [
    'Krebs, du spürst Stimmungen, bevor jemand etwas sagt; trau dem ersten Signal und sorge auch für dich selbst.',
    'Dein Panzer ist nützlich, Krebs, doch heute bringt ein wenig Offenheit mehr ein als Vorsicht.',
    'Umsorge jemanden, Krebs, und sei es nur mit einer freundlichen Nachricht; geschenkte Fürsorge kehrt zu dir zurück.',
  ],
  [
    'Löwe, Wärme ist deine Währung; gib ein wenig davon jemandem, der selten beachtet wird.',
    'Der Stolz kann warten, Löwe; im Gedächtnis bleibt die großzügige Geste.',
    'Dein Licht wirkt am schönsten, wenn es anderen Raum lässt, Löwe, also teile heute einmal die Bühne.',
  ],
  [
    'Jungfrau, eine Liste beruhigt dich; halte sie kurz und lass einen Punkt darauf dem Vergnügen gehören.',
    'Dein Blick fürs Detail ist ein Geschenk, Jungfrau, solange du ihn auf die Aufgabe richtest und nicht auf dich selbst.',
    'Bring eine Sache richtig in Ordnung, Jungfrau, und lass den Rest der Welt für einen Tag unvollkommen sein.',
  ],
  [
    'Waage, du wägst jede Seite ab; entscheide eine Kleinigkeit rasch und spüre, wie leicht sich das anfühlt.',
    'Harmonie liegt dir am Herzen, Waage, doch ein offenes Wort bewahrt den Frieden oft besser als Schweigen.',
    'Schönheit gibt dir Kraft zurück, Waage, also gönn deinen Augen etwas Liebliches, auf dem sie ruhen können.',
  ],
  [
    'Skorpion, deine Konzentration ist beeindruckend; richte sie auf ein einziges Problem und bleib dran.',
    'Du spürst, was andere verbergen, Skorpion, also geh behutsam mit diesem Wissen um und behalte deine Gedanken für dich.',
    'Lass einen alten Groll los, Skorpion, und spüre, wie viel Kraft er gebunden hat.',
  ],
  [
    'Schütze, ein weiter Blick macht dich glücklich; geh kurz vor die Tür oder schlag eine Landkarte auf, und sei es nur für eine Minute.',
    'Ehrlichkeit ist deine Stärke, Schütze, und Taktgefühl sorgt dafür, dass sie ankommt.',
    'Dein Optimismus beflügelt andere, Schütze, also erzähl von einem Plan, der dich begeistert.',
  ],
  [
    'Steinbock, stetiger Fortschritt ist dein Stil; ein fester Schritt zählt mehr als ein großer Sprung.',
    'Ruhepausen gehören zum Aufstieg, Steinbock, also plane sie ein wie jede andere Pflicht.',
    'Dein Pflichtgefühl ist bewundernswert, Steinbock; sorge dafür, dass heute eine Aufgabe ganz allein dir gehört.',
  ],
  [
    'Wassermann, eine ungewöhnliche Idee von dir könnte jemandem helfen; sprich sie laut aus.',
    'Deine Unabhängigkeit ist kostbar, Wassermann, und ebenso die Bereitschaft, dir von einem Freund helfen zu lassen.',
    'Betrachte ein altes Problem aus einem schrägen Winkel, Wassermann; genau dort wohnen deine Antworten.',
  ],
  [
    'Fische, deine Intuition ist scharf; gönn ihr eine stille Stunde und ein Notizbuch.',
    'Güte liegt in deiner Natur, Fische, doch auch deine eigenen Bedürfnisse gehören auf die Liste.',
    'Musik, Wasser oder ein Tagtraum geben dir Kraft, Fische, also erlaube dir heute eines davon.',
  ],
];
