// Urania's own text, translated from its English original (src/text/aspect-pattern-words.ts); locale es.
import type { Body, Element, Modality } from '../../schemas/index.js';
import { LABELS_ES } from '../../i18n/es/labels.js';
import { joinNames, type AspectPatternWords } from '../aspect-pattern-words.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_ES as G } from './horoscope-grammar.js';

// The names are the horoscopes' grammar's ("el Sol", "la Luna", "Marte"), a body it does not list by the label
// catalogue's name ("Quirón", "Nodo Norte"). "a" + "el" contracts ("al Sol"), so the sentences join bodies with
// "con", "entre" and "y", where no article contracts. The figures are named as the natal report names them
// (docs/i18n/es.md): gran trígono, cuadratura en T, gran cruz, yod, cometa, rectángulo místico, stellium.

/** A body as Spanish prose names it. */
export const bodyEs = (b: Body): string => G.bodies[b]?.name ?? LABELS_ES.bodies[b] ?? b;
const list = (bodies: readonly Body[]): string => joinNames(bodies.map(bodyEs), G.and);
/** "ambos", or "ambas" when both bodies are feminine. */
const both = (a: Body, b: Body): string => (G.bodies[a]?.gender === 'feminine' && G.bodies[b]?.gender === 'feminine' ? 'ambas' : 'ambos');

/** "en signos de fuego". */
const ELEMENTS: Readonly<Record<Element, string>> = { Fire: 'fuego', Earth: 'tierra', Air: 'aire', Water: 'agua' };
/** "en signos cardinales" (signo is masculine). */
const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'cardinales', Fixed: 'fijos', Mutable: 'mutables' };
const inModality = (m: Modality | null): string => (m === null ? '' : `, en signos ${MODALITIES[m]}`);

/** The aspect configurations in Spanish, one composing function per type. */
export const ASPECT_PATTERN_WORDS_ES: PartialText<AspectPatternWords> = {
  grandTrine: (bodies, element) =>
    `Gran trígono entre ${list(bodies)}${element === null ? ' (en elementos distintos)' : `, en signos de ${ELEMENTS[element]}`}.`,
  tSquare: (apex, a, c, modality) =>
    `Cuadratura en T: ${bodyEs(a)} en oposición con ${bodyEs(c)}, ${both(a, c)} en cuadratura con ${bodyEs(apex)}, en el vértice${inModality(modality)}.`,
  grandCross: (bodies, modality) =>
    `Gran cruz entre ${list(bodies)}: dos oposiciones en cuadratura entre sí${inModality(modality)}.`,
  yod: (apex, a, b) => `Yod: ${bodyEs(a)} en sextil con ${bodyEs(b)}, ${both(a, b)} en quincuncio con ${bodyEs(apex)}, en el vértice.`,
  kite: (trine, focal, corner, p, q) =>
    `Cometa: el gran trígono entre ${list(trine)}, con ${bodyEs(focal)} en oposición con ${bodyEs(corner)} y en sextil con ${list([p, q])}.`,
  mysticRectangle: (bodies) => `Rectángulo místico entre ${list(bodies)}: dos oposiciones unidas por dos sextiles y dos trígonos.`,
  stellium: (sign, members) => `Stellium de ${members.length} planetas ${G.signs[sign].in}: ${list(members)}.`,
};
