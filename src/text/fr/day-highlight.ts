// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { Body, MoonPhase } from '../../schemas/index.js';
import type { BodyGrammar } from '../horoscope-grammar.js';
import type { DayHighlightWords } from '../day-highlight.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_FR } from './horoscope-grammar.js';

// One sentence per event, composed from the grammar facts of src/text/fr/horoscope-grammar.ts: a planet is « en » a
// sign without an article (« Mars en Bélier »), the sign takes its article after « de » (« l’axe du Bélier », « des
// Gémeaux », « de la Vierge »), the Sun and the Moon carry theirs (« Le Soleil entre en Lion »). A planet « fait
// station rétrograde » and « redevient direct(e) », the participle agreeing with it (docs/i18n/fr.md). The eight
// phases are named as French astrological columns write them: Nouvelle Lune, Pleine Lune, premier / dernier quartier
// de Lune, premier / dernier croissant, Lune gibbeuse croissante / décroissante.

const G = HOROSCOPE_GRAMMAR_FR;

/** The first letter in upper case, for a sentence that opens with a name. */
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A phase by its name opening a sentence (« Pleine Lune en Lion ») and with its indefinite article (« une Pleine Lune »). */
const PHASES: Readonly<Record<MoonPhase, { readonly name: string; readonly a: string }>> = {
  'New Moon': { name: 'Nouvelle Lune', a: 'une Nouvelle Lune' },
  'Waxing Crescent': { name: 'Premier croissant de Lune', a: 'un premier croissant de Lune' },
  'First Quarter': { name: 'Premier quartier de Lune', a: 'une Lune de premier quartier' },
  'Waxing Gibbous': { name: 'Lune gibbeuse croissante', a: 'une Lune gibbeuse croissante' },
  'Full Moon': { name: 'Pleine Lune', a: 'une Pleine Lune' },
  'Waning Gibbous': { name: 'Lune gibbeuse décroissante', a: 'une Lune gibbeuse décroissante' },
  'Last Quarter': { name: 'Dernier quartier de Lune', a: 'une Lune de dernier quartier' },
  'Waning Crescent': { name: 'Dernier croissant de Lune', a: 'un dernier croissant de Lune' },
};

/** What each of the four lunations brings; another phase is « un tournant lunaire ». */
const LUNATION_WORDS: Partial<Record<MoonPhase, string>> = {
  'New Moon': 'un nouveau départ',
  'First Quarter': 'un élan pour agir',
  'Full Moon': 'un point culminant',
  'Last Quarter': 'le temps de trier et de lâcher prise',
};

/** An eclipse the grammar does not list (no such eclipse occurs), composed from its kind and type. */
const ECLIPSE_KIND: Readonly<Record<'solar' | 'lunar', string>> = { solar: 'solaire', lunar: 'lunaire' };
const ECLIPSE_TYPE: Readonly<Record<string, string>> = {
  total: 'totale', annular: 'annulaire', hybrid: 'hybride', partial: 'partielle', penumbral: 'par la pénombre',
};

function eclipseName(type: string, kind: 'solar' | 'lunar'): string {
  return G.eclipses[`${type} ${kind}`]?.aType ?? `une éclipse ${ECLIPSE_KIND[kind]} ${ECLIPSE_TYPE[type] ?? type}`;
}

/** A body by its grammar (Sun to Pluto); another is named by its identifier, masculine, as the grammar says. */
function body(b: Body): BodyGrammar {
  return G.bodies[b] ?? { name: b, of: `de ${b}`, gender: 'masculine' };
}

/** The day highlight's sentences in French, one composing function per kind of event; absent reads English. */
export const DAY_HIGHLIGHT_WORDS_FR: PartialText<DayHighlightWords> = {
  eclipse: (type, kind, sign) =>
    `${cap(eclipseName(type, kind))} ${G.signs[sign].in} : un tournant qui remue l’axe ${G.signs[sign].of}.`,
  lunation: (phase, sign) => `${PHASES[phase].name} ${G.signs[sign].in} : ${LUNATION_WORDS[phase] ?? 'un tournant lunaire'}.`,
  station: (b, direction, sign) =>
    direction === 'retrograde'
      ? `${cap(body(b).name)} fait station rétrograde ${G.signs[sign].in} : le moment de revoir les choses avant d’aller plus loin.`
      : `${cap(body(b).name)} redevient ${body(b).gender === 'feminine' ? 'directe' : 'direct'} ${G.signs[sign].in} : ce qui était bloqué se remet en marche.`,
  ingress: (b, direction, sign) =>
    direction === 'retrograde'
      ? `${cap(body(b).name)} rétrograde et revient ${G.signs[sign].in}, où l’attendent les affaires laissées en suspens.`
      : `${cap(body(b).name)} entre ${G.signs[sign].in} et se tourne vers les thèmes ${G.signs[sign].of}.`,
  voidOfCourse: (sign) =>
    `La Lune est vide de course ${G.signs[sign].in} une partie de la journée : préférez la routine aux nouveaux départs.`,
  voidUntilIngress: (sign, enters) =>
    `La Lune est vide de course ${G.signs[sign].in} jusqu’à son entrée ${G.signs[enters].in} : préférez la routine aux nouveaux départs.`,
  moonInSign: (phase, sign) => `${cap(PHASES[phase].a)} ${G.signs[sign].in} donne le ton de la journée.`,
};
