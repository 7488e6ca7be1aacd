// Urania's own text, translated from its English original (src/text/aspect-pattern-words.ts); locale pt-BR.
import type { Body, Element, Modality } from '../../schemas/index.js';
import { LABELS_PT_BR } from '../../i18n/pt-br/labels.js';
import { joinNames, type AspectPatternWords } from '../aspect-pattern-words.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_PT_BR as G } from './horoscope-grammar.js';

// The names are the horoscopes' grammar's ("o Sol", "a Lua", "Marte", "Vênus"), a body it does not list by the
// label catalogue's name ("Quíron", "Nodo Norte"). After "a" the article contracts ("ao Sol", "à Lua": docs/i18n/pt-BR.md,
// "em oposição ao Ascendente"); "com" and "entre" keep it. The figures as the natal report names them: grande trígono,
// T-quadrado, grande cruz, yod, pipa, retângulo místico, stellium.

/** A body as Brazilian prose names it. */
export const bodyPtBr = (b: Body): string => G.bodies[b]?.name ?? LABELS_PT_BR.bodies[b] ?? b;
/** "ao Sol", "à Lua", "a Marte". */
const to = (b: Body): string => {
  const name = bodyPtBr(b);
  if (name.startsWith('o ')) return `ao ${name.slice(2)}`;
  if (name.startsWith('a ')) return `à ${name.slice(2)}`;
  return `a ${name}`;
};
const list = (bodies: readonly Body[]): string => joinNames(bodies.map(bodyPtBr), G.and);
/** "ambos", or "ambas" when both bodies are feminine (a Lua, Vênus). */
const both = (a: Body, b: Body): string => (G.bodies[a]?.gender === 'feminine' && G.bodies[b]?.gender === 'feminine' ? 'ambas' : 'ambos');

/** "em signos de fogo". */
const ELEMENTS: Readonly<Record<Element, string>> = { Fire: 'fogo', Earth: 'terra', Air: 'ar', Water: 'água' };
/** "em signos cardinais" (signo is masculine). */
const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'cardinais', Fixed: 'fixos', Mutable: 'mutáveis' };
const inModality = (m: Modality | null): string => (m === null ? '' : `, em signos ${MODALITIES[m]}`);

/** The aspect configurations in Brazilian Portuguese, one composing function per type. */
export const ASPECT_PATTERN_WORDS_PT_BR: PartialText<AspectPatternWords> = {
  grandTrine: (bodies, element) =>
    `Grande trígono entre ${list(bodies)}${element === null ? ' (em elementos diferentes)' : `, em signos de ${ELEMENTS[element]}`}.`,
  tSquare: (apex, a, c, modality) =>
    `T-quadrado: ${bodyPtBr(a)} em oposição ${to(c)}, ${both(a, c)} em quadratura com ${bodyPtBr(apex)}, no ápice${inModality(modality)}.`,
  grandCross: (bodies, modality) =>
    `Grande cruz entre ${list(bodies)}: duas oposições em quadratura entre si${inModality(modality)}.`,
  yod: (apex, a, b) => `Yod: ${bodyPtBr(a)} em sextil com ${bodyPtBr(b)}, ${both(a, b)} em quincúncio com ${bodyPtBr(apex)}, no ápice.`,
  kite: (trine, focal, corner, p, q) =>
    `Pipa: o grande trígono entre ${list(trine)}, com ${bodyPtBr(focal)} em oposição ${to(corner)} e em sextil com ${list([p, q])}.`,
  mysticRectangle: (bodies) => `Retângulo místico entre ${list(bodies)}: duas oposições ligadas por dois sextis e dois trígonos.`,
  stellium: (sign, members) => `Stellium de ${members.length} planetas ${G.signs[sign].in}: ${list(members)}.`,
};
