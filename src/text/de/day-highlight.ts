// Urania's own text, translated from its English original (src/text/en); locale de.
import { SIGNS, type Body, type MoonPhase, type Sign } from '../../schemas/index.js';
import { LABELS_DE } from '../../i18n/de/labels.js';
import type { DayHighlightWords } from '../day-highlight.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_DE } from './horoscope-grammar.js';

// The grammar facts: the signs „im Widder“, „in der Jungfrau“, „in den Fischen“ (`in`), „des Widders“, „der Fische“
// (`of`); a body by its name with the article it takes („die Sonne“, „der Mond“, „Merkur“); a body moving into a sign
// „wechselt ins Zeichen Löwe“ (docs/i18n/de.md: no accusative of the sign). The eclipses by the grammar's seven
// names; a combination it lacks is composed from the adjective and the kind. The axis an eclipse stirs is named by
// its two signs, „die Achse Widder–Waage“, as German astrologers name an axis (not „die Achse des Widders“).

const G = HOROSCOPE_GRAMMAR_DE;
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The eight phases: the title of a lunation („Erstes Viertel im Stier“) and the Moon of that phase, nominative with its article. */
const PHASES: Readonly<Record<MoonPhase, { readonly title: string; readonly aMoon: string }>> = {
  'New Moon': { title: 'Neumond', aMoon: 'ein Neumond' },
  'Waxing Crescent': { title: 'Zunehmende Sichel', aMoon: 'ein zunehmender Sichelmond' },
  'First Quarter': { title: 'Erstes Viertel', aMoon: 'ein zunehmender Halbmond' },
  'Waxing Gibbous': { title: 'Zunehmender Dreiviertelmond', aMoon: 'ein zunehmender Dreiviertelmond' },
  'Full Moon': { title: 'Vollmond', aMoon: 'ein Vollmond' },
  'Waning Gibbous': { title: 'Abnehmender Dreiviertelmond', aMoon: 'ein abnehmender Dreiviertelmond' },
  'Last Quarter': { title: 'Letztes Viertel', aMoon: 'ein abnehmender Halbmond' },
  'Waning Crescent': { title: 'Abnehmende Sichel', aMoon: 'ein abnehmender Sichelmond' },
};

/** What the four lunations bring; another phase is „ein Wendepunkt im Mondzyklus“. */
const LUNATION_WORDS: Partial<Record<MoonPhase, string>> = {
  'New Moon': 'ein Neuanfang',
  'First Quarter': 'ein Anstoß zum Handeln',
  'Full Moon': 'ein Höhepunkt',
  'Last Quarter': 'eine Zeit zum Sortieren und Loslassen',
};

/** The eclipse adjectives (feminine, after „eine“) for a combination the grammar table lacks. */
const ECLIPSE_ADJECTIVES: Readonly<Record<string, string>> = {
  total: 'totale', annular: 'ringförmige', hybrid: 'hybride', partial: 'partielle',
};

/** The points the grammar table does not name, with the article German gives them; other bodies by their bare name. */
const POINTS: Partial<Record<Body, string>> = {
  NorthNode: 'der Mondknoten', SouthNode: 'der Südknoten', NorthNodeMean: 'der mittlere Mondknoten', SouthNodeMean: 'der mittlere Südknoten',
  LilithMean: 'der mittlere Schwarze Mond Lilith', LilithTrue: 'der wahre Schwarze Mond Lilith', Vertex: 'der Vertex', AntiVertex: 'der Antivertex',
};

/** The axis through a sign and its opposite, by their bare names: „Widder–Waage“, „Zwillinge–Schütze“. */
function axis(sign: Sign): string {
  const opposite = SIGNS[(SIGNS.indexOf(sign) + 6) % 12]!;
  return `${G.signs[sign].name}–${G.signs[opposite].name}`;
}

/** A body's name in the nominative, capitalised to open the sentence. */
function bodyName(body: Body): string {
  return cap(G.bodies[body]?.name ?? POINTS[body] ?? LABELS_DE.bodies[body] ?? body);
}

/** An eclipse with its indefinite article: „eine totale Sonnenfinsternis“, „eine Halbschatten-Mondfinsternis“. */
function anEclipse(type: string, kind: 'solar' | 'lunar'): string {
  const known = G.eclipses[`${type} ${kind}`];
  if (known !== undefined) return known.aType;
  const noun = kind === 'solar' ? 'Sonnenfinsternis' : 'Mondfinsternis';
  if (type === 'penumbral') return `eine Halbschatten-${noun}`;
  const adjective = ECLIPSE_ADJECTIVES[type];
  return adjective === undefined ? `eine ${noun}` : `eine ${adjective} ${noun}`;
}

/** The day highlight's sentences in German, one composing function per kind of event; absent reads English. */
export const DAY_HIGHLIGHT_WORDS_DE: PartialText<DayHighlightWords> = {
  eclipse: (type, kind, sign) =>
    `${cap(anEclipse(type, kind))} ${G.signs[sign].in}: ein Wendepunkt, der die Achse ${axis(sign)} in Bewegung bringt.`,
  lunation: (phase, sign) => `${PHASES[phase].title} ${G.signs[sign].in}: ${LUNATION_WORDS[phase] ?? 'ein Wendepunkt im Mondzyklus'}.`,
  station: (body, direction, sign) =>
    direction === 'retrograde'
      ? `${bodyName(body)} hält ${G.signs[sign].in} inne und wird rückläufig: Zeit, Bisheriges zu prüfen, bevor es weitergeht.`
      : `${bodyName(body)} hält ${G.signs[sign].in} inne und wird wieder direktläufig: Was ins Stocken geraten war, kommt erneut in Bewegung.`,
  ingress: (body, direction, sign) =>
    direction === 'retrograde'
      ? `${bodyName(body)} kehrt rückläufig ins Zeichen ${G.signs[sign].name} zurück und nimmt Unerledigtes wieder auf.`
      : `${bodyName(body)} wechselt ins Zeichen ${G.signs[sign].name} und richtet den Blick auf die Themen ${G.signs[sign].of}.`,
  voidOfCourse: (sign: Sign) => `Einen Teil des Tages läuft der Mond ${G.signs[sign].in} leer: Gib der Routine den Vorzug vor Neuanfängen.`,
  voidUntilIngress: (sign: Sign, enters: Sign) =>
    `Der Mond läuft ${G.signs[sign].in} leer, bis er ins Zeichen ${G.signs[enters].name} wechselt: Gib der Routine den Vorzug vor Neuanfängen.`,
  moonInSign: (phase, sign) => `${cap(PHASES[phase].aMoon)} ${G.signs[sign].in} gibt den Ton des Tages an.`,
};
