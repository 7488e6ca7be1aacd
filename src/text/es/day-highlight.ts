// Urania's own text, translated from its English original (src/text/en); locale es.
import { SIGNS, type MoonPhase, type Sign } from '../../schemas/index.js';
import type { DayHighlightWords } from '../day-highlight.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_ES as G } from './horoscope-grammar.js';

// The names come from the horoscopes' grammar (the signs bare after "en", "el Sol" and "la Luna" with their article,
// the other planets bare). The Moon phases are named as the horoscopes name the lunations ("Luna nueva", "Luna
// llena", "cuarto creciente"): `name` heads a sentence, `the` is the phase as a subject, with its article.

/** The eight Moon phases: as a sentence's head ("Luna llena en Leo: …") and as its subject ("el cuarto creciente"). */
const PHASES: Readonly<Record<MoonPhase, { readonly name: string; readonly the: string }>> = {
  'New Moon': { name: 'Luna nueva', the: 'la Luna nueva' },
  'Waxing Crescent': { name: 'Luna creciente', the: 'la Luna creciente' },
  'First Quarter': { name: 'Cuarto creciente', the: 'el cuarto creciente' },
  'Waxing Gibbous': { name: 'Luna gibosa creciente', the: 'la Luna gibosa creciente' },
  'Full Moon': { name: 'Luna llena', the: 'la Luna llena' },
  'Waning Gibbous': { name: 'Luna gibosa menguante', the: 'la Luna gibosa menguante' },
  'Last Quarter': { name: 'Cuarto menguante', the: 'el cuarto menguante' },
  'Waning Crescent': { name: 'Luna menguante', the: 'la Luna menguante' },
};

/** What the four lunations bring; another phase is "un giro del ciclo lunar". */
const LUNATION_WORDS: Partial<Record<MoonPhase, string>> = {
  'New Moon': 'un nuevo comienzo',
  'First Quarter': 'un impulso para actuar',
  'Full Moon': 'una culminación',
  'Last Quarter': 'un tiempo para ordenar y soltar',
};

/** An eclipse's type and kind as adjectives ("eclipse solar total"), for a pair the grammar does not list. */
const ECLIPSE_TYPES: Readonly<Record<string, string>> = { total: 'total', annular: 'anular', hybrid: 'híbrido', partial: 'parcial', penumbral: 'penumbral' };
const ECLIPSE_KINDS: Readonly<Record<'solar' | 'lunar', string>> = { solar: 'solar', lunar: 'lunar' };

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const sign = (s: Sign) => G.signs[s];
const body = (b: string) => G.bodies[b] ?? { name: b, of: `de ${b}`, gender: 'masculine' as const };
/** The axis a sign opens, named with its opposite sign: "el eje Aries-Libra". */
const axis = (s: Sign): string => `el eje ${sign(s).name}-${sign(SIGNS[(SIGNS.indexOf(s) + 6) % 12]!).name}`;
/** "eclipse solar total", from the grammar, or composed for a pair it does not list; the highlight names it bare, as a
 * headline ("Eclipse solar total en Aries: …"), like the lunations ("Luna llena en Leo: …"). */
const eclipseName = (type: string, kind: 'solar' | 'lunar'): string =>
  G.eclipses[`${type} ${kind}`]?.type ?? ['eclipse', ECLIPSE_KINDS[kind], ECLIPSE_TYPES[type]].filter((w) => w !== undefined).join(' ');

/** The day highlight's sentences in Spanish, one composing function per kind of event; absent reads English. */
export const DAY_HIGHLIGHT_WORDS_ES: PartialText<DayHighlightWords> = {
  eclipse: (type, kind, s) => `${capitalise(eclipseName(type, kind))} ${sign(s).in}: un punto de inflexión que sacude ${axis(s)}.`,
  lunation: (phase, s) => `${PHASES[phase].name} ${sign(s).in}: ${LUNATION_WORDS[phase] ?? 'un giro del ciclo lunar'}.`,
  station: (b, direction, s) => {
    const { name, gender } = body(b);
    const feminine = gender === 'feminine';
    return direction === 'retrograde'
      ? `${capitalise(name)} se estaciona ${feminine ? 'retrógrada' : 'retrógrado'} ${sign(s).in}: es momento de revisar antes de seguir adelante.`
      : `${capitalise(name)} se estaciona ${feminine ? 'directa' : 'directo'} ${sign(s).in}: los asuntos estancados vuelven a ponerse en marcha.`;
  },
  // A retrograde re-entry as the horoscopes word it: "Venus, retrógrado, vuelve a Piscis".
  ingress: (b, direction, s) => {
    const { name, gender } = body(b);
    return direction === 'retrograde'
      ? `${capitalise(name)}, ${gender === 'feminine' ? 'retrógrada' : 'retrógrado'}, vuelve a ${sign(s).name} y retoma los asuntos pendientes.`
      : `${capitalise(name)} entra ${sign(s).in} y dirige su atención a los temas ${sign(s).of}.`;
  },
  voidOfCourse: (s) => `La Luna está vacía de curso ${sign(s).in} durante parte del día: da prioridad a la rutina frente a los comienzos.`,
  voidUntilIngress: (s, e) => `La Luna está vacía de curso ${sign(s).in} hasta que entra ${sign(e).in}: da prioridad a la rutina frente a los comienzos.`,
  moonInSign: (phase, s) => `${capitalise(PHASES[phase].the)} ${sign(s).in} marca el tono del día.`,
};
