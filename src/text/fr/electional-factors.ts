// Urania's own text, translated from its English original (src/text/electional-factor-text.ts); locale fr.
import type { Body, Modality, MoonPhase } from '../../schemas/index.js';
import { LABELS_FR } from '../../i18n/fr/labels.js';
import { commaDegrees, type ElectionalFactorText, type ElectionalNames, type MoonDignity } from '../electional-factor-text.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_FR as G } from './horoscope-grammar.js';

// The planets and signs by the horoscopes' grammar (« le Soleil », « la Lune » with their article, the other planets
// bare; « en Taureau »); the Moon « s’applique par trigone à Vénus », as French horary writing says it; the aspects by
// the labels' names. The void Moon is « vide de course », the phases as the day highlight names them (docs/i18n/fr.md),
// the dignities « domicile, exaltation, exil, chute ». « Rétrograde » is the same in both genders.

/** A planet as a sentence's subject. */
const planetName = (p: Body): string => G.bodies[p]?.name ?? p;

/** The Moon of a phase with its indefinite article. */
const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'une Nouvelle Lune',
  'Waxing Crescent': 'un premier croissant de Lune',
  'First Quarter': 'une Lune de premier quartier',
  'Waxing Gibbous': 'une Lune gibbeuse croissante',
  'Full Moon': 'une Pleine Lune',
  'Waning Gibbous': 'une Lune gibbeuse décroissante',
  'Last Quarter': 'une Lune de dernier quartier',
  'Waning Crescent': 'un dernier croissant de Lune',
};

const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'cardinal', Fixed: 'fixe', Mutable: 'mutable' };
const DIGNITIES: Readonly<Record<MoonDignity, string>> = { domicile: 'domicile', exaltation: 'exaltation', detriment: 'exil', fall: 'chute' };

/** How the French sentences name planets, aspects, signs and phases. */
export const ELECTIONAL_NAMES_FR: ElectionalNames = {
  planet: planetName,
  // « au Soleil », « à la Lune », « à Vénus ».
  toPlanet: (p) => {
    const name = planetName(p);
    return name.startsWith('le ') ? `au ${name.slice(3)}` : `à ${name}`;
  },
  ofPlanet: (p) => G.bodies[p]?.of ?? `de ${p}`,
  aspect: (a) => LABELS_FR.aspects[a],
  degrees: commaDegrees,
  signIn: (s) => G.signs[s].in,
  phase: (p) => PHASES[p],
  preferred: (m) => (m === 'waxing' ? 'Lune croissante' : 'Lune décroissante'),
  modality: (m) => MODALITIES[m],
  dignity: (d) => DIGNITIES[d],
};

/** The electional factors' sentences in French; absent reads English. */
export const ELECTIONAL_FACTOR_TEXT_FR: PartialText<ElectionalFactorText> = {
  voidOfCourse: 'La Lune est vide de course : ce qu’on entreprend maintenant tend à ne mener à rien.',
  voidAllowed: 'La Lune est vide de course : propice à la retraite et à la contemplation.',
  applyingBenefic: 'La Lune s’applique {toPlanet} par {aspect} (orbe de {degrees}) : soutien et aisance.',
  applyingMalefic: 'La Lune s’applique {toPlanet} par {aspect} (orbe de {degrees}) : obstacles et frictions.',
  applyingHard: 'La Lune s’applique {toPlanet} par {aspect} (orbe de {degrees}) : une tension à traverser.',
  applyingSoft: 'La Lune s’applique {toPlanet} par {aspect} (orbe de {degrees}) : un cours fluide.',
  combust: 'La Lune est combuste, à {degrees} du Soleil : brûlée et invisible, elle ne peut porter l’affaire.',
  underBeams: 'La Lune est sous les rayons du Soleil, à {degrees} de lui : faible et cachée.',
  balsamicAgainst: 'Une Lune balsamique, décroissante vers le Soleil : un temps pour clore, non pour commencer.',
  balsamicFine: 'Une Lune balsamique, décroissante vers le Soleil : propice pour achever et lâcher prise.',
  darkMoon: 'La Lune est nouvelle, cachée dans la lumière du Soleil : mieux vaut attendre le croissant.',
  phaseSuits: '{phase} convient à cette activité ({preferred} de préférence).',
  phaseAgainst: '{phase} joue contre cette activité ({preferred} de préférence).',
  retrograde: '{planet}, significateur de l’activité, est rétrograde : retards et remaniements à prévoir.',
  hourSignificator: 'L’heure {ofPlanet}, significateur de l’activité.',
  hourMalefic: 'L’heure {ofPlanet}, un maléfique qui ne gouverne pas l’activité.',
  nightHour: 'Une heure de nuit : un acte public demande le Soleil au-dessus de l’horizon.',
  moonModality: 'La Lune {signIn}, signe {modality}, sert l’activité.',
  moonDignified: 'La Lune est forte {signIn} ({dignity}).',
  moonDebilitated: 'La Lune est faible {signIn} ({dignity}).',
};
