// Urania's own text, translated from its English original (src/text/horoscope-event-labels.ts); locale es.
import type { Body, MoonPhase, Sign } from '../../schemas/index.js';
import type { BodyGrammar } from '../horoscope-grammar.js';
import type { EventLabelWords } from '../horoscope-event-labels.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_ES as G } from './horoscope-grammar.js';

// The labels of the horoscopes' events, as a Spanish column heads them: the names from the horoscope grammar ("el Sol"
// and "la Luna" with their article, the other planets bare, the signs bare after "en"), the lunations as the
// narratives name them ("Luna llena", "cuarto creciente"), the eclipses by the grammar's names ("eclipse solar total").
// A station and a re-entry agree with the planet ("se estaciona retrógrado"; every planet masculine but the Moon, as
// docs/i18n/es.md says of Venus). A placement in a parenthesis goes without the article, as an astrologer writes it
// ("Sol en Piscis").

/** The eight phases as a label names them; the four lunations are the horoscopes' words. */
const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'Luna nueva',
  'Waxing Crescent': 'Luna creciente',
  'First Quarter': 'Cuarto creciente',
  'Waxing Gibbous': 'Luna gibosa creciente',
  'Full Moon': 'Luna llena',
  'Waning Gibbous': 'Luna gibosa menguante',
  'Last Quarter': 'Cuarto menguante',
  'Waning Crescent': 'Luna menguante',
};

/** An eclipse's type as an adjective, for a pair the grammar does not list. */
const ECLIPSE_TYPES: Readonly<Record<string, string>> = { total: 'total', annular: 'anular', hybrid: 'híbrido', partial: 'parcial', penumbral: 'penumbral' };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const body = (b: Body): BodyGrammar => G.bodies[b] ?? { name: b, of: `de ${b}`, gender: 'masculine' };
const agree = (b: Body, masculine: string, feminine: string): string => (body(b).gender === 'feminine' ? feminine : masculine);
const eclipseName = (type: string, kind: 'solar' | 'lunar'): string =>
  G.eclipses[`${type} ${kind}`]?.type ?? ['eclipse', kind, ECLIPSE_TYPES[type] ?? type].join(' ');

/** The event labels in Spanish, one composing function per kind of label; absent reads English. */
export const EVENT_LABEL_WORDS_ES: PartialText<EventLabelWords> = {
  eclipse: (type, kind, sign: Sign) => `${cap(eclipseName(type, kind))} ${G.signs[sign].in}`,
  conjunction: (a, b, sign) => `Conjunción ${body(a).of}${G.and}${body(b).name} ${G.signs[sign].in}`,
  season: (season, sign) => `El Sol entra ${G.signs[sign].in} (${G.seasons[season] ?? season})`,
  siderealSeason: (season, sunSign) => `${cap(G.seasons[season] ?? season)} (Sol ${G.signs[sunSign].in})`,
  ingress: (b, sign) => `${cap(body(b).name)} entra ${G.signs[sign].in}`,
  reentry: (b, sign) => `${cap(body(b).name)}, ${agree(b, 'retrógrado', 'retrógrada')}, vuelve a ${G.signs[sign].name}`,
  station: (b, direction, sign) =>
    `${cap(body(b).name)} se estaciona ${direction === 'retrograde' ? agree(b, 'retrógrado', 'retrógrada') : agree(b, 'directo', 'directa')} ${G.signs[sign].in}`,
  lunation: (phase, sign) => `${PHASES[phase]} ${G.signs[sign].in}`,
};
