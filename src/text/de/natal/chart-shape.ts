// Urania's own text, translated from its English original (src/text/en/natal/chart-shape.ts); locale de.
import type { ChartShapeName } from '../../natal-text.js';

/**
 * Die sieben Horoskopformen nach Jones, deutsch (der Absatz „Horoskopform“ des Geburtshoroskops). Die Namen sind die
 * der Überschriften (src/report/words/de/report-words.ts); die Überschrift nennt den führenden Planeten
 * („Horoskopform: Eimer, angeführt von Jupiter“), der Absatz wiederholt ihn nicht.
 */
export const CHART_SHAPE_DE: Readonly<Record<ChartShapeName, string>> = {
  bundle: 'Bündel: Alle Planeten im Raum eines Trigons (120°); die Kraft gesammelt und spezialisiert.',
  bowl: 'Schale: Alle Planeten liegen in einer Hälfte des Horoskops (180°); ein Wesen, das sich selbst genügt, mit einer Aufgabe, die zur leeren Hälfte weist.',
  bucket: 'Eimer: eine Schale aus Planeten mit einem Planeten (oder einem engen Paar) allein in der leeren Hälfte als Henkel, dem Kanal, durch den das ganze Horoskop wirkt.',
  locomotive: 'Lokomotive: Die Planeten füllen zwei Drittel des Kreises und lassen ein Trigon leer; ein Schwung aus eigener Kraft.',
  seesaw: 'Wippe: zwei gegenüberliegende Gruppen von Planeten, getrennt durch zwei leere Bögen, und die eine Seite wird stets gegen die andere abgewogen.',
  splay: 'Fächer: Planeten in starken, unregelmäßigen Gruppen rund um das Horoskop; ein eigenes Temperament, das sich schwer einordnen lässt.',
  splash: 'Streuung: Die Planeten sind gleichmäßig im Kreis verteilt; weite Interessen und eine dünn gestreute Energie.',
};
