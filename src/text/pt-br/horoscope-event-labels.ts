// Urania's own text, translated from its English original (src/text/horoscope-event-labels.ts); locale pt-BR.
import type { Body, MoonPhase } from '../../schemas/index.js';
import type { BodyGrammar } from '../horoscope-grammar.js';
import type { EventLabelWords } from '../horoscope-event-labels.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_PT_BR as G } from './horoscope-grammar.js';

// The labels of the horoscopes' events, as a Brazilian column heads them: the names from the horoscope grammar ("o Sol"
// and "a Lua" with their article, the other planets bare, "em Áries" without an article), Lua Nova and Lua Cheia with
// capitals and the quarters in lower case (docs/i18n/pt-BR.md), the eclipses by the grammar's names. "Retrógrado" and
// "direto" agree with the planet ("Vênus estaciona direta"). A placement in a parenthesis goes without the article
// ("Sol em Peixes"), and a headline without one ("Eclipse solar total em Áries").

/** The eight phases as a label names them (the waning crescent is the astrologers' "Lua balsâmica", as the almanac says). */
const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'Lua Nova',
  'Waxing Crescent': 'Lua crescente',
  'First Quarter': 'Quarto crescente',
  'Waxing Gibbous': 'Lua gibosa crescente',
  'Full Moon': 'Lua Cheia',
  'Waning Gibbous': 'Lua gibosa minguante',
  'Last Quarter': 'Quarto minguante',
  'Waning Crescent': 'Lua balsâmica',
};

/** An eclipse's type as an adjective, for a pair the grammar does not list. */
const ECLIPSE_TYPES: Readonly<Record<string, string>> = { total: 'total', annular: 'anular', hybrid: 'híbrido', partial: 'parcial', penumbral: 'penumbral' };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const body = (b: Body): BodyGrammar => G.bodies[b] ?? { name: b, of: `de ${b}`, gender: 'masculine' };
const agree = (b: Body, masculine: string, feminine: string): string => (body(b).gender === 'feminine' ? feminine : masculine);
const eclipseName = (type: string, kind: 'solar' | 'lunar'): string =>
  G.eclipses[`${type} ${kind}`]?.type ?? ['eclipse', kind, ECLIPSE_TYPES[type] ?? type].join(' ');

/** The event labels in Brazilian Portuguese, one composing function per kind of label; absent reads English. */
export const EVENT_LABEL_WORDS_PT_BR: PartialText<EventLabelWords> = {
  eclipse: (type, kind, sign) => `${cap(eclipseName(type, kind))} ${G.signs[sign].in}`,
  conjunction: (a, b, sign) => `Conjunção ${body(a).of}${G.and}${body(b).name} ${G.signs[sign].in}`,
  season: (season, sign) => `O Sol entra ${G.signs[sign].in} (${G.seasons[season] ?? season})`,
  siderealSeason: (season, sunSign) => `${cap(G.seasons[season] ?? season)} (Sol ${G.signs[sunSign].in})`,
  ingress: (b, sign) => `${cap(body(b).name)} entra ${G.signs[sign].in}`,
  reentry: (b, sign) => `${cap(body(b).name)} volta a ${G.signs[sign].name} (${agree(b, 'retrógrado', 'retrógrada')})`,
  station: (b, direction, sign) =>
    `${cap(body(b).name)} estaciona ${direction === 'retrograde' ? agree(b, 'retrógrado', 'retrógrada') : agree(b, 'direto', 'direta')} ${G.signs[sign].in}`,
  lunation: (phase, sign) => `${PHASES[phase]} ${G.signs[sign].in}`,
};
