// Urania's own text, translated from its English original (src/text/aspect-pattern-words.ts); locale de.
import type { Body, Element, Modality } from '../../schemas/index.js';
import { LABELS_DE } from '../../i18n/de/labels.js';
import { joinNames, type AspectPatternWords } from '../aspect-pattern-words.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_DE as G } from './horoscope-grammar.js';

// A list of a figure's planets names them bare, as German astrologers list them („aus Sonne, Mond und Mars“: the
// label catalogue's names); a planet as the subject of a clause takes the article the horoscopes' grammar gives it
// („die Sonne“, „der Mond“, „Merkur“), and after „zu“ the dative contracts („zur Sonne“, „zum Mond“, „zu Merkur“).
// The figures as the natal report names them (docs/i18n/de.md): großes Trigon, T-Quadrat, großes Kreuz, Yod, Drachen,
// mystisches Rechteck, Stellium; the apex is the Scheitelpunkt, the kite's fourth planet its Brennpunkt.

/** A body's bare name, as a list names it. */
export const bodyDe = (b: Body): string => LABELS_DE.bodies[b] ?? b;
/** A body as a clause's subject: „die Sonne“, „der Mond“, „Merkur“. */
const subject = (b: Body): string => G.bodies[b]?.name ?? bodyDe(b);
/** „zur Sonne“, „zum Mond“, „zu Merkur“. */
const zu = (b: Body): string => {
  const name = subject(b);
  if (name.startsWith('die ')) return `zur ${name.slice(4)}`;
  if (name.startsWith('der ')) return `zum ${name.slice(4)}`;
  return `zu ${name}`;
};
const list = (bodies: readonly Body[]): string => joinNames(bodies.map(bodyDe), G.and);

/** „in Feuerzeichen“. */
const ELEMENTS: Readonly<Record<Element, string>> = { Fire: 'Feuerzeichen', Earth: 'Erdzeichen', Air: 'Luftzeichen', Water: 'Wasserzeichen' };
/** „in kardinalen Zeichen“ (the dative plural). */
const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'kardinalen', Fixed: 'fixen', Mutable: 'veränderlichen' };
const inModality = (m: Modality | null): string => (m === null ? '' : `, in ${MODALITIES[m]} Zeichen`);

/** The aspect configurations in German, one composing function per type. */
export const ASPECT_PATTERN_WORDS_DE: PartialText<AspectPatternWords> = {
  grandTrine: (bodies, element) =>
    `Großes Trigon aus ${list(bodies)}${element === null ? ' (in verschiedenen Elementen)' : ` in ${ELEMENTS[element]}`}.`,
  tSquare: (apex, a, c, modality) =>
    `T-Quadrat: ${subject(a)} in Opposition ${zu(c)}, beide im Quadrat ${zu(apex)} am Scheitelpunkt${inModality(modality)}.`,
  grandCross: (bodies, modality) => `Großes Kreuz aus ${list(bodies)}: zwei Oppositionen im Quadrat zueinander${inModality(modality)}.`,
  yod: (apex, a, b) => `Yod: ${subject(a)} im Sextil ${zu(b)}, beide im Quincunx ${zu(apex)} am Scheitelpunkt.`,
  kite: (trine, focal, corner, p, q) =>
    `Drachen: das große Trigon aus ${list(trine)}, dazu ${subject(focal)} als Brennpunkt in Opposition ${zu(corner)} und im Sextil ${zu(p)} und ${zu(q)}.`,
  mysticRectangle: (bodies) => `Mystisches Rechteck aus ${list(bodies)}: zwei Oppositionen, verbunden durch zwei Sextile und zwei Trigone.`,
  stellium: (sign, members) => `Stellium aus ${members.length} Planeten ${G.signs[sign].in}: ${list(members)}.`,
};
