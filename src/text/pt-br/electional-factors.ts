// Urania's own text, translated from its English original (src/text/electional-factor-text.ts); locale pt-BR.
import type { Body, Modality, MoonPhase } from '../../schemas/index.js';
import { LABELS_PT_BR } from '../../i18n/pt-br/labels.js';
import { commaDegrees, type ElectionalFactorText, type ElectionalNames, type MoonDignity } from '../electional-factor-text.js';
import type { PartialText } from '../partial-text.js';
import { HOROSCOPE_GRAMMAR_PT_BR as G } from './horoscope-grammar.js';

// The planets and signs by the horoscopes' grammar ("o Sol", "a Lua" with their article, the other planets bare; "em
// Touro"); the Moon "se aplica" to a planet "por trígono"; the aspects by the labels' names. The void Moon is «fora
// de curso», the phases as the glossary names them (docs/i18n/pt-BR.md: Lua Nova, quarto crescente, Lua balsâmica),
// the dignities «domicílio, exaltação, exílio, queda». «Retrógrado» would agree with the planet (Vênus retrógrada):
// the sentence says «em movimento retrógrado», right for every planet.

/** A planet as a sentence's subject. */
const planetName = (p: Body): string => G.bodies[p]?.name ?? p;

const PHASES: Readonly<Record<MoonPhase, string>> = {
  'New Moon': 'a Lua Nova',
  'Waxing Crescent': 'a Lua crescente',
  'First Quarter': 'o quarto crescente',
  'Waxing Gibbous': 'a Lua gibosa crescente',
  'Full Moon': 'a Lua Cheia',
  'Waning Gibbous': 'a Lua gibosa minguante',
  'Last Quarter': 'o quarto minguante',
  'Waning Crescent': 'a Lua balsâmica',
};

const MODALITIES: Readonly<Record<Modality, string>> = { Cardinal: 'cardinal', Fixed: 'fixo', Mutable: 'mutável' };
const DIGNITIES: Readonly<Record<MoonDignity, string>> = { domicile: 'domicílio', exaltation: 'exaltação', detriment: 'exílio', fall: 'queda' };

/** How the Brazilian Portuguese sentences name planets, aspects, signs and phases. */
export const ELECTIONAL_NAMES_PT_BR: ElectionalNames = {
  planet: planetName,
  // "ao Sol", "à Lua", "a Vênus".
  toPlanet: (p) => {
    const name = planetName(p);
    if (name.startsWith('o ')) return `ao ${name.slice(2)}`;
    if (name.startsWith('a ')) return `à ${name.slice(2)}`;
    return `a ${name}`;
  },
  ofPlanet: (p) => G.bodies[p]?.of ?? `de ${p}`,
  aspect: (a) => LABELS_PT_BR.aspects[a],
  degrees: commaDegrees,
  signIn: (s) => G.signs[s].in,
  phase: (p) => PHASES[p],
  preferred: (m) => (m === 'waxing' ? 'uma Lua crescente' : 'uma Lua minguante'),
  modality: (m) => MODALITIES[m],
  dignity: (d) => DIGNITIES[d],
};

/** The electional factors' sentences in Brazilian Portuguese; absent reads English. */
export const ELECTIONAL_FACTOR_TEXT_PT_BR: PartialText<ElectionalFactorText> = {
  voidOfCourse: 'A Lua está fora de curso: o que se começa agora tende a não dar em nada.',
  voidAllowed: 'A Lua está fora de curso: bom momento para o recolhimento e a contemplação.',
  applyingBenefic: 'A Lua se aplica {toPlanet} por {aspect} (orbe de {degrees}): apoio e facilidade.',
  applyingMalefic: 'A Lua se aplica {toPlanet} por {aspect} (orbe de {degrees}): obstáculos e atrito.',
  applyingHard: 'A Lua se aplica {toPlanet} por {aspect} (orbe de {degrees}): uma tensão a ser trabalhada.',
  applyingSoft: 'A Lua se aplica {toPlanet} por {aspect} (orbe de {degrees}): um fluxo tranquilo.',
  combust: 'A Lua está combusta, a {degrees} do Sol: queimada e invisível, não consegue levar o assunto adiante.',
  underBeams: 'A Lua está sob os raios do Sol, a {degrees} dele: fraca e escondida.',
  balsamicAgainst: 'Lua balsâmica, minguando rumo ao Sol: tempo de encerrar as coisas, não de começá-las.',
  balsamicFine: 'Lua balsâmica, minguando rumo ao Sol: boa para concluir e se desapegar.',
  darkMoon: 'A Lua está nova e escondida na luz do Sol: espere a Lua crescente.',
  phaseSuits: '{phase} favorece esta atividade (prefere-se {preferred}).',
  phaseAgainst: '{phase} joga contra esta atividade (prefere-se {preferred}).',
  retrograde: '{planet}, significador da atividade, está em movimento retrógrado: espere atrasos e revisões.',
  hourSignificator: 'A hora {ofPlanet}, significador da atividade.',
  hourMalefic: 'A hora {ofPlanet}, um maléfico que não rege a atividade.',
  nightHour: 'Uma hora noturna: um ato público pede o Sol acima do horizonte.',
  moonModality: 'A Lua {signIn}, signo {modality}, favorece a atividade.',
  moonDignified: 'A Lua está forte {signIn} ({dignity}).',
  moonDebilitated: 'A Lua está fraca {signIn} ({dignity}).',
};
