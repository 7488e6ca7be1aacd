// Urania's own text, translated from its English original (src/text/en); locale de.
import type { HouseCells } from '../../horoscope-event-text.js';

// How the twelve solar houses are named in a German horoscope. German declines the possessive ("dein 7. Haus",
// "in deinem 7. Haus"), so a label carries no possessive and no article: each message writes "dein", "deinem" or
// "durch dein" before {house} as its case asks. A label is the ordinal and "Haus" with what the house stands for;
// the ordinal keeps its dot ("7. Haus", docs/i18n/de.md), which reads the same in every case.

export const HOUSE_LABELS_DE: HouseCells = [
  ['1. Haus des Selbst und des ersten Eindrucks', '1. Haus von Körper und Auftreten'],
  ['2. Haus von Geld und Besitz', '2. Haus von Einkommen und Selbstwert'],
  ['3. Haus der Gespräche, Besorgungen und Geschwister', '3. Haus der Nachrichten und der Nachbarschaft'],
  ['4. Haus von Heim und Familie', '4. Haus der Wurzeln und des Privatlebens'],
  ['5. Haus von Vergnügen, Romantik und Kreativität', '5. Haus von Spiel, Kindern und Genuss'],
  ['6. Haus der Arbeitsroutinen und der Gesundheit', '6. Haus der täglichen Pflichten und Gewohnheiten'],
  ['7. Haus der Partnerschaften', '7. Haus der engen Partner und Verträge'],
  ['8. Haus des gemeinsamen Geldes und der Intimität', '8. Haus der Schulden, des Vertrauens und der tiefen Bindungen'],
  ['9. Haus der Reisen, des Studiums und des Glaubens', '9. Haus der fernen Orte und großen Ideen'],
  ['10. Haus von Beruf und Ansehen', '10. Haus der öffentlichen Stellung und des Ehrgeizes'],
  ['11. Haus der Freunde und Hoffnungen', '11. Haus der Gruppen, Netzwerke und Wünsche'],
  ['12. Haus von Ruhe und Rückzug', '12. Haus der Einsamkeit, der Abschlüsse und der stillen Erholung'],
];

/** A house named again in the same piece: its number alone ("7. Haus"; the message adds "dein" or "deinem"). */
export const HOUSE_SHORT_DE: readonly string[] = [
  '1. Haus', '2. Haus', '3. Haus', '4. Haus', '5. Haus', '6. Haus',
  '7. Haus', '8. Haus', '9. Haus', '10. Haus', '11. Haus', '12. Haus',
];
