// Urania's own text, translated from its English original (src/text/electional-factor-text.ts); locale de.
import type { AspectType, Body, Modality, MoonPhase } from '../../schemas/index.js';
import { LABELS_DE } from '../../i18n/de/labels.js';
import { commaDegrees, type ElectionalAspect, type ElectionalFactorText, type ElectionalNames, type MoonDignity } from '../electional-factor-text.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_DE as G } from './horoscope-grammar.js';

// The planets and signs by the horoscopes' grammar („die Sonne“, „der Mond“ with their article, the other planets bare;
// „im Stier“, „in den Zwillingen“); the Moon „läuft im Trigon auf Venus zu“ (the aspect by the labels' noun, „in“
// before the feminine Konjunktion and Opposition, „im“ before the neuter Sextil, Quadrat, Trigon). The void Moon
// „läuft leer“ (docs/i18n/de.md), the Moon of a phase as the day highlight names it („ein zunehmender Sichelmond“),
// the dignities Domizil, Erhöhung, Exil, Fall; the activity is „das Vorhaben“.

/** A planet as a sentence's subject (nominative). */
const planetName = (p: Body): string => G.bodies[p]?.name ?? p;

/** The Moon of a phase with its indefinite article, nominative. */
const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'ein Neumond',
  'Waxing Crescent': 'ein zunehmender Sichelmond',
  'First Quarter': 'ein zunehmender Halbmond',
  'Waxing Gibbous': 'ein zunehmender Dreiviertelmond',
  'Full Moon': 'ein Vollmond',
  'Waning Gibbous': 'ein abnehmender Dreiviertelmond',
  'Last Quarter': 'ein abnehmender Halbmond',
  'Waning Crescent': 'ein abnehmender Sichelmond',
};

/** The feminine aspects („in Konjunktion“); the others are neuter („im Trigon“). */
const FEMININE: ReadonlySet<AspectType> = new Set(['conjunction', 'opposition']);
/** The modalities after „einem“ (dative): „einem fixen Zeichen“. */
const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'kardinalen', Fixed: 'fixen', Mutable: 'veränderlichen' };
const DIGNITIES: Readonly<Record<MoonDignity, string>> = { domicile: 'Domizil', exaltation: 'Erhöhung', detriment: 'Exil', fall: 'Fall' };

/** How the German sentences name planets, aspects, signs and phases. */
export const ELECTIONAL_NAMES_DE: ElectionalNames = {
  planet: planetName,
  // „auf die Sonne“, „auf Venus“ (accusative: „der Mond“ would be „den Mond“).
  toPlanet: (p) => `auf ${planetName(p).replace(/^der /, 'den ')}`,
  ofPlanet: (p) => G.bodies[p]?.of ?? p,
  aspect: (a: ElectionalAspect) => `${FEMININE.has(a) ? 'in' : 'im'} ${LABELS_DE.aspects[a]}`,
  degrees: commaDegrees,
  signIn: (s) => G.signs[s].in,
  phase: (p) => PHASES[p],
  preferred: (m) => (m === 'waxing' ? 'zunehmender Mond' : 'abnehmender Mond'),
  modality: (m) => MODALITIES[m],
  dignity: (d) => DIGNITIES[d],
};

/** The electional factors' sentences in German; absent reads English. */
export const ELECTIONAL_FACTOR_TEXT_DE: PartialText<ElectionalFactorText> = {
  voidOfCourse: 'Der Mond läuft leer: Was jetzt begonnen wird, verläuft meist im Sande.',
  voidAllowed: 'Der Mond läuft leer: gut für Rückzug und Besinnung.',
  applyingBenefic: 'Der Mond läuft {aspect} {toPlanet} zu (Orbis {degrees}): Unterstützung und Leichtigkeit.',
  applyingMalefic: 'Der Mond läuft {aspect} {toPlanet} zu (Orbis {degrees}): Hindernisse und Reibung.',
  applyingHard: 'Der Mond läuft {aspect} {toPlanet} zu (Orbis {degrees}): Spannung, die bearbeitet werden will.',
  applyingSoft: 'Der Mond läuft {aspect} {toPlanet} zu (Orbis {degrees}): ein ruhiger Fluss.',
  combust: 'Der Mond ist verbrannt, {degrees} von der Sonne entfernt: versengt und unsichtbar, kann er die Sache nicht tragen.',
  underBeams: 'Der Mond steht unter den Strahlen der Sonne, {degrees} von ihr entfernt: schwach und verborgen.',
  balsamicAgainst: 'Ein balsamischer Mond, abnehmend auf die Sonne zu: Zeit, Dinge zu beenden, nicht sie zu beginnen.',
  balsamicFine: 'Ein balsamischer Mond, abnehmend auf die Sonne zu: gut, um abzuschließen und loszulassen.',
  darkMoon: 'Der Mond ist neu und im Licht der Sonne verborgen: Warte auf die Sichel.',
  phaseSuits: '{phase} passt zu diesem Vorhaben (bevorzugt: {preferred}).',
  phaseAgainst: '{phase} wirkt diesem Vorhaben entgegen (bevorzugt: {preferred}).',
  retrograde: '{planet}, ein Signifikator des Vorhabens, ist rückläufig: Verzögerungen und Korrekturen sind zu erwarten.',
  hourSignificator: 'Die Stunde {ofPlanet}, eines Signifikators des Vorhabens.',
  hourMalefic: 'Die Stunde {ofPlanet}, eines Übeltäters, der über das Vorhaben nicht herrscht.',
  nightHour: 'Eine Nachtstunde: Ein öffentlicher Akt braucht die Sonne über dem Horizont.',
  moonModality: 'Der Mond {signIn}, einem {modality} Zeichen, passt zum Vorhaben.',
  moonDignified: 'Der Mond ist stark {signIn} ({dignity}).',
  moonDebilitated: 'Der Mond ist schwach {signIn} ({dignity}).',
};
