// Urania's own text, translated from its English original (src/text/horoscope-event-labels.ts); locale fr.
import type { Body, MoonPhase } from '../../schemas/index.js';
import type { BodyGrammar } from '../horoscope-grammar.js';
import type { EventLabelWords } from '../horoscope-event-labels.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_FR as G } from './horoscope-grammar.js';

// The labels of the horoscopes' events, as a French column heads them: the names from the horoscope grammar (« le
// Soleil » and « la Lune » with their article, the other planets bare, « en Bélier » without an article), the
// lunations capitalised as the narratives write them (« Pleine Lune », « Nouvelle Lune », « Premier quartier de
// Lune »), the eclipses by the grammar's names. A station is « station rétrograde » or « station directe » (the
// adjective agrees with « station », docs/i18n/fr.md); « rétrograde » in a parenthesis is the same in both genders.
// A conjunction names its two planets bare, as French astrologers head it (« conjonction Jupiter–Saturne »); a
// season or a placement in a parenthesis goes without its article (« équinoxe de mars », « Soleil en Poissons »).

/** The eight phases as a label names them. */
const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'Nouvelle Lune',
  'Waxing Crescent': 'Premier croissant de Lune',
  'First Quarter': 'Premier quartier de Lune',
  'Waxing Gibbous': 'Lune gibbeuse croissante',
  'Full Moon': 'Pleine Lune',
  'Waning Gibbous': 'Lune gibbeuse décroissante',
  'Last Quarter': 'Dernier quartier de Lune',
  'Waning Crescent': 'Dernier croissant de Lune',
};

/** An eclipse's kind and type as adjectives, for a pair the grammar does not list. */
const ECLIPSE_KIND: Readonly<Record<'solar' | 'lunar', string>> = { solar: 'solaire', lunar: 'lunaire' };
const ECLIPSE_TYPE: Readonly<Record<string, string>> = {
  total: 'totale', annular: 'annulaire', hybrid: 'hybride', partial: 'partielle', penumbral: 'par la pénombre',
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const body = (b: Body): BodyGrammar => G.bodies[b] ?? { name: b, of: `de ${b}`, gender: 'masculine' };
/** A name without its article: « Soleil », « Lune », « équinoxe de mars ». */
const bare = (s: string): string => s.replace(/^(l’|le |la |les )/, '');
const season = (s: string): string => bare(G.seasons[s] ?? s);
const eclipseName = (type: string, kind: 'solar' | 'lunar'): string =>
  G.eclipses[`${type} ${kind}`]?.type ?? `éclipse ${ECLIPSE_KIND[kind]} ${ECLIPSE_TYPE[type] ?? type}`;

/** The event labels in French, one composing function per kind of label; absent reads English. */
export const EVENT_LABEL_WORDS_FR: PartialText<EventLabelWords> = {
  eclipse: (type, kind, sign) => `${cap(eclipseName(type, kind))} ${G.signs[sign].in}`,
  conjunction: (a, b, sign) => `Conjonction ${cap(bare(body(a).name))}–${cap(bare(body(b).name))} ${G.signs[sign].in}`,
  season: (s, sign) => `Le Soleil entre ${G.signs[sign].in} (${season(s)})`,
  siderealSeason: (s, sunSign) => `${cap(season(s))} (Soleil ${G.signs[sunSign].in})`,
  ingress: (b, sign) => `${cap(body(b).name)} entre ${G.signs[sign].in}`,
  reentry: (b, sign) => `${cap(body(b).name)} revient ${G.signs[sign].in} (rétrograde)`,
  station: (b, direction, sign) => `${cap(body(b).name)} fait station ${direction === 'retrograde' ? 'rétrograde' : 'directe'} ${G.signs[sign].in}`,
  lunation: (phase, sign) => `${PHASES[phase]} ${G.signs[sign].in}`,
};
