// Urania's own text, translated from its English original (src/text/horoscope-event-labels.ts); locale de.
import type { Body, MoonPhase } from '../../schemas/index.js';
import type { EventLabelWords } from '../horoscope-event-labels.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_DE as G } from './horoscope-grammar.js';

// The labels of the horoscopes' events, as a German column heads them: the names from the horoscope grammar („die
// Sonne“, „der Mond“ with their article, the other planets bare; „im Widder“, „in der Jungfrau“, „in den Fischen“), a
// planet moving into a sign „wechselt ins Zeichen Löwe“ (docs/i18n/de.md: no accusative of the sign), a re-entry as the
// day highlight words it („kehrt rückläufig ins Zeichen Widder zurück“), a station „wird … rückläufig“ or „wird …
// direktläufig“, the lunations Neumond, Vollmond, Erstes / Letztes Viertel, the eclipses by the grammar's names. A
// conjunction names its two planets bare („Konjunktion Jupiter–Saturn“), and so does a placement in a parenthesis
// („Sonne in den Fischen“).

/** The eight phases as a label names them (the day highlight's titles). */
const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'Neumond',
  'Waxing Crescent': 'Zunehmende Sichel',
  'First Quarter': 'Erstes Viertel',
  'Waxing Gibbous': 'Zunehmender Dreiviertelmond',
  'Full Moon': 'Vollmond',
  'Waning Gibbous': 'Abnehmender Dreiviertelmond',
  'Last Quarter': 'Letztes Viertel',
  'Waning Crescent': 'Abnehmende Sichel',
};

/** The eclipse adjectives for a combination the grammar table lacks. */
const ECLIPSE_ADJECTIVES: Readonly<Record<string, string>> = { total: 'Totale', annular: 'Ringförmige', hybrid: 'Hybride', partial: 'Partielle' };

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** A body as a sentence's subject, capitalised to open the label: „Die Sonne“, „Der Mond“, „Merkur“. */
const subject = (b: Body): string => cap(G.bodies[b]?.name ?? b);
/** A body's name without its article: „Sonne“, „Mond“. */
const bare = (b: Body): string => (G.bodies[b]?.name ?? b).replace(/^(der|die) /, '');
function eclipseName(type: string, kind: 'solar' | 'lunar'): string {
  const known = G.eclipses[`${type} ${kind}`];
  if (known !== undefined) return cap(known.type);
  const noun = kind === 'solar' ? 'Sonnenfinsternis' : 'Mondfinsternis';
  if (type === 'penumbral') return `Halbschatten-${noun}`;
  const adjective = ECLIPSE_ADJECTIVES[type];
  return adjective === undefined ? noun : `${adjective} ${noun}`;
}

/** The event labels in German, one composing function per kind of label; absent reads English. */
export const EVENT_LABEL_WORDS_DE: PartialText<EventLabelWords> = {
  eclipse: (type, kind, sign) => `${eclipseName(type, kind)} ${G.signs[sign].in}`,
  conjunction: (a, b, sign) => `Konjunktion ${bare(a)}–${bare(b)} ${G.signs[sign].in}`,
  season: (season, sign) => `Die Sonne wechselt ins Zeichen ${G.signs[sign].name} (${G.seasons[season] ?? season})`,
  siderealSeason: (season, sunSign) => `${G.seasons[season] ?? season} (Sonne ${G.signs[sunSign].in})`,
  ingress: (b, sign) => `${subject(b)} wechselt ins Zeichen ${G.signs[sign].name}`,
  reentry: (b, sign) => `${subject(b)} kehrt rückläufig ins Zeichen ${G.signs[sign].name} zurück`,
  station: (b, direction, sign) => `${subject(b)} wird ${G.signs[sign].in} ${direction === 'retrograde' ? 'rückläufig' : 'direktläufig'}`,
  lunation: (phase, sign) => `${PHASES[phase]} ${G.signs[sign].in}`,
};
