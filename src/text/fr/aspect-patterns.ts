// Urania's own text, translated from its English original (src/text/aspect-pattern-words.ts); locale fr.
import type { Body, Element, Modality } from '../../schemas/index.js';
import { LABELS_FR } from '../../i18n/fr/labels.js';
import { joinNames, type AspectPatternWords } from '../aspect-pattern-words.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_FR as G } from './horoscope-grammar.js';

// The names are the horoscopes' grammar's (« le Soleil », « la Lune », « Mercure »), a body it does not list by the
// label catalogue's name (« Chiron », « Nœud Nord »). After « à » the article contracts (« au Soleil »); « avec » and
// « entre » keep it. The figures as the natal report names them (docs/i18n/fr.md): grand trigone, T-carré, grande croix,
// yod, cerf-volant, rectangle mystique, stellium ; l’apex.

/** A body as French prose names it. */
export const bodyFr = (b: Body): string => G.bodies[b]?.name ?? LABELS_FR.bodies[b] ?? b;
/** « au Soleil », « à la Lune », « à Mars ». */
const to = (b: Body): string => {
  const name = bodyFr(b);
  return name.startsWith('le ') ? `au ${name.slice(3)}` : `à ${name}`;
};
const list = (bodies: readonly Body[]): string => joinNames(bodies.map(bodyFr), G.and);
/** « tous deux », or « toutes deux » when both bodies are feminine (la Lune, Vénus). */
const both = (a: Body, b: Body): string => (G.bodies[a]?.gender === 'feminine' && G.bodies[b]?.gender === 'feminine' ? 'toutes deux' : 'tous deux');

/** « en signes de feu », « en signes d’air ». */
const ELEMENTS: Readonly<Record<Element, string>> = { Fire: 'de feu', Earth: 'de terre', Air: 'd’air', Water: 'd’eau' };
/** « en signes cardinaux ». */
const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'cardinaux', Fixed: 'fixes', Mutable: 'mutables' };
const inModality = (m: Modality | null): string => (m === null ? '' : `, en signes ${MODALITIES[m]}`);

/** The aspect configurations in French, one composing function per type. */
export const ASPECT_PATTERN_WORDS_FR: PartialText<AspectPatternWords> = {
  grandTrine: (bodies, element) =>
    `Grand trigone entre ${list(bodies)}${element === null ? ' (dans des éléments différents)' : `, en signes ${ELEMENTS[element]}`}.`,
  tSquare: (apex, a, c, modality) =>
    `T-carré : ${bodyFr(a)} en opposition ${to(c)}, ${both(a, c)} en carré avec ${bodyFr(apex)}, à l’apex${inModality(modality)}.`,
  grandCross: (bodies, modality) =>
    `Grande croix entre ${list(bodies)} : deux oppositions en carré l’une avec l’autre${inModality(modality)}.`,
  yod: (apex, a, b) => `Yod : ${bodyFr(a)} en sextile avec ${bodyFr(b)}, ${both(a, b)} en quinconce avec ${bodyFr(apex)}, à l’apex.`,
  kite: (trine, focal, corner, p, q) =>
    `Cerf-volant : le grand trigone entre ${list(trine)}, avec ${bodyFr(focal)} en opposition ${to(corner)} et en sextile avec ${list([p, q])}.`,
  mysticRectangle: (bodies) => `Rectangle mystique entre ${list(bodies)} : deux oppositions reliées par deux sextiles et deux trigones.`,
  stellium: (sign, members) => `Stellium de ${members.length} planètes ${G.signs[sign].in} : ${list(members)}.`,
};
