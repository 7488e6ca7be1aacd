// Urania's own text, translated from its English original (src/text/electional-factor-text.ts); locale es.
import type { Body, Modality, MoonPhase } from '../../schemas/index.js';
import { LABELS_ES } from '../../i18n/es/labels.js';
import { commaDegrees, type ElectionalFactorText, type ElectionalNames, type MoonDignity } from '../electional-factor-text.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_ES as G } from './horoscope-grammar.js';

// The planets and signs by the horoscopes' grammar ("el Sol", "la Luna" with their article, the other planets bare;
// "en Tauro"); the Moon "aplica" to a planet "por trígono", as Spanish horary writing says it; the aspects by the
// labels' names. The void Moon is «vacía de curso», the phases as the day highlight names them (docs/i18n/es.md), the
// dignities «domicilio, exaltación, exilio, caída».

/** A planet as a sentence's subject. */
const planetName = (p: Body): string => G.bodies[p]?.name ?? p;

const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'la Luna nueva',
  'Waxing Crescent': 'la Luna creciente',
  'First Quarter': 'el cuarto creciente',
  'Waxing Gibbous': 'la Luna gibosa creciente',
  'Full Moon': 'la Luna llena',
  'Waning Gibbous': 'la Luna gibosa menguante',
  'Last Quarter': 'el cuarto menguante',
  'Waning Crescent': 'la Luna menguante',
};

const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'cardinal', Fixed: 'fijo', Mutable: 'mutable' };
const DIGNITIES: Readonly<Record<MoonDignity, string>> = { domicile: 'domicilio', exaltation: 'exaltación', detriment: 'exilio', fall: 'caída' };

/** How the Spanish sentences name planets, aspects, signs and phases. */
export const ELECTIONAL_NAMES_ES: ElectionalNames = {
  planet: planetName,
  // "al Sol", "a la Luna", "a Venus".
  toPlanet: (p) => {
    const name = planetName(p);
    return name.startsWith('el ') ? `al ${name.slice(3)}` : `a ${name}`;
  },
  ofPlanet: (p) => G.bodies[p]?.of ?? `de ${p}`,
  aspect: (a) => LABELS_ES.aspects[a],
  degrees: commaDegrees,
  signIn: (s) => G.signs[s].in,
  phase: (p) => PHASES[p],
  preferred: (m) => (m === 'waxing' ? 'una Luna creciente' : 'una Luna menguante'),
  modality: (m) => MODALITIES[m],
  dignity: (d) => DIGNITIES[d],
};

/** The electional factors' sentences in Spanish; absent reads English. */
export const ELECTIONAL_FACTOR_TEXT_ES: PartialText<ElectionalFactorText> = {
  voidOfCourse: 'La Luna está vacía de curso: lo que se empieza ahora suele quedar en nada.',
  voidAllowed: 'La Luna está vacía de curso: propicia para el retiro y la contemplación.',
  applyingBenefic: 'La Luna aplica {toPlanet} por {aspect} (orbe de {degrees}): apoyo y soltura.',
  applyingMalefic: 'La Luna aplica {toPlanet} por {aspect} (orbe de {degrees}): obstáculos y roces.',
  applyingHard: 'La Luna aplica {toPlanet} por {aspect} (orbe de {degrees}): una tensión que hay que trabajar.',
  applyingSoft: 'La Luna aplica {toPlanet} por {aspect} (orbe de {degrees}): un curso fluido.',
  combust: 'La Luna está combusta, a {degrees} del Sol: quemada e invisible, no puede llevar el asunto adelante.',
  underBeams: 'La Luna está bajo los rayos del Sol, a {degrees} de él: débil y oculta.',
  balsamicAgainst: 'Luna balsámica, menguante y camino del Sol: tiempo de cerrar asuntos, no de empezarlos.',
  balsamicFine: 'Luna balsámica, menguante y camino del Sol: propicia para concluir y soltar.',
  darkMoon: 'La Luna está nueva, oculta en la luz del Sol: espera a que asome el creciente.',
  phaseSuits: '{phase} favorece esta actividad (se prefiere {preferred}).',
  phaseAgainst: '{phase} juega en contra de esta actividad (se prefiere {preferred}).',
  retrograde: '{planet}, significador de la actividad, está retrógrado: cabe esperar retrasos y revisiones.',
  hourSignificator: 'La hora {ofPlanet}, significador de la actividad.',
  hourMalefic: 'La hora {ofPlanet}, un maléfico que no rige la actividad.',
  nightHour: 'Una hora nocturna: un acto público pide el Sol sobre el horizonte.',
  moonModality: 'La Luna {signIn}, signo {modality}, favorece la actividad.',
  moonDignified: 'La Luna está fuerte {signIn} ({dignity}).',
  moonDebilitated: 'La Luna está débil {signIn} ({dignity}).',
};
