// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { MoonPhase, Sign } from '../../schemas/index.js';
import { SIGNS } from '../../schemas/enums.js';
import type { DayHighlightWords } from '../day-highlight.js';
import type { BodyGrammar } from '../horoscope-grammar.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_PT_BR } from './horoscope-grammar.js';

// The names come from the horoscopes' grammar table: a planet "em Áries" without an article, "o Sol" and "a Lua" with
// theirs, "de Áries" (the signs take no article). "Retrógrado" and "direto" agree with the planet ("Vênus estaciona
// retrógrada"). The Moon's phases as the glossary names them (docs/i18n/pt-BR.md): Lua Nova and Lua Cheia with
// capitals, the quarters in lower case and reached by the Moon ("a Lua chega ao quarto crescente"); the waning
// crescent as the astrologers' "Lua balsâmica", so that "minguante" belongs to the last quarter alone. An eclipse opens
// as a lunation does, with no article ("Eclipse solar total em Áries:"), and its axis is named by both signs, as
// Brazilian astrologers write it ("o eixo Áries–Libra"); an ingress "desloca o foco" (not "volta a atenção", which
// read as the planet returning, beside the retrograde "volta a Câncer").

const G = HOROSCOPE_GRAMMAR_PT_BR;

/** A Moon phase in the day's sentences: the lunation's opening words, and the Moon of the day as a subject. */
interface PhaseWords {
  /** Opens the lunation's sentence, before "em Áries". */
  readonly lunation: string;
  /** The Moon of the day as the subject of "dá o tom do dia", given where it is ("em Áries"). */
  readonly moon: (signIn: string) => string;
  /** What the lunation brings, for the four lunations. */
  readonly meaning?: string;
}

const PHASES: Readonly<Record<MoonPhase, PhaseWords>> = {
  'New Moon': { lunation: 'Lua Nova', moon: (s) => `A Lua Nova ${s}`, meaning: 'um novo começo' },
  'Waxing Crescent': { lunation: 'Lua crescente', moon: (s) => `A Lua crescente ${s}` },
  'First Quarter': { lunation: 'A Lua chega ao quarto crescente', moon: (s) => `A Lua ${s}, no quarto crescente,`, meaning: 'um impulso para agir' },
  'Waxing Gibbous': { lunation: 'Lua gibosa crescente', moon: (s) => `A Lua gibosa crescente ${s}` },
  'Full Moon': { lunation: 'Lua Cheia', moon: (s) => `A Lua Cheia ${s}`, meaning: 'um ponto de culminância' },
  'Waning Gibbous': { lunation: 'Lua gibosa minguante', moon: (s) => `A Lua gibosa minguante ${s}` },
  'Last Quarter': { lunation: 'A Lua chega ao quarto minguante', moon: (s) => `A Lua ${s}, no quarto minguante,`, meaning: 'hora de fazer a triagem e se desapegar' },
  'Waning Crescent': { lunation: 'Lua balsâmica', moon: (s) => `A Lua balsâmica ${s}` },
};

/** An eclipse's type and kind by their words, for a pair the grammar table does not carry. */
const ECLIPSE_TYPES: Readonly<Record<string, string>> = {
  total: 'total', annular: 'anular', hybrid: 'híbrido', partial: 'parcial', penumbral: 'penumbral',
};

/** The sign opposite, for the eclipse's axis. */
const opposite = (sign: Sign): Sign => SIGNS[(SIGNS.indexOf(sign) + 6) % 12] as Sign;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const body = (b: string): BodyGrammar => G.bodies[b] ?? { name: b, of: `de ${b}`, gender: 'masculine' };
const agree = (b: BodyGrammar, masculine: string, feminine: string) => (b.gender === 'feminine' ? feminine : masculine);

/** The day highlight's sentences in Brazilian Portuguese, one composing function per kind of event; absent reads English. */
export const DAY_HIGHLIGHT_WORDS_PT_BR: PartialText<DayHighlightWords> = {
  eclipse: (type, kind, sign) => {
    const s = G.signs[sign];
    const named = G.eclipses[`${type} ${kind}`]?.type ?? `eclipse ${kind === 'solar' ? 'solar' : 'lunar'} ${ECLIPSE_TYPES[type] ?? type}`;
    return `${capitalise(named)} ${s.in}: um ponto de virada que movimenta o eixo ${s.name}–${G.signs[opposite(sign)].name}.`;
  },
  lunation: (phase, sign) => {
    const p = PHASES[phase];
    return `${p.lunation} ${G.signs[sign].in}: ${p.meaning ?? 'um marco do ciclo lunar'}.`;
  },
  station: (b, direction, sign) => {
    const g = body(b);
    const s = G.signs[sign];
    return direction === 'retrograde'
      ? `${capitalise(g.name)} estaciona ${agree(g, 'retrógrado', 'retrógrada')} ${s.in}: hora de revisar antes de seguir adiante.`
      : `${capitalise(g.name)} estaciona ${agree(g, 'direto', 'direta')} ${s.in}: o que estava parado volta a andar.`;
  },
  ingress: (b, direction, sign) => {
    const g = body(b);
    const s = G.signs[sign];
    return direction === 'retrograde'
      ? `${capitalise(g.name)} volta a ${s.name} em movimento retrógrado e retoma assuntos pendentes.`
      : `${capitalise(g.name)} entra ${s.in} e desloca o foco para os temas ${s.of}.`;
  },
  voidOfCourse: (sign) =>
    `A Lua fica fora de curso ${G.signs[sign].in} durante parte do dia: prefira a rotina aos novos começos.`,
  voidUntilIngress: (sign, enters) =>
    `A Lua fica fora de curso ${G.signs[sign].in} até entrar ${G.signs[enters].in}: prefira a rotina aos novos começos.`,
  moonInSign: (phase, sign) => `${PHASES[phase].moon(G.signs[sign].in)} dá o tom do dia.`,
};
