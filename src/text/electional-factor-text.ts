import type { AspectType, Body, Modality, MoonPhase, Sign } from '../schemas/index.js';
import { HOROSCOPE_GRAMMAR_EN } from './en/horoscope-grammar.js';

/**
 * The electional factors in words (docs/horoscopes.md "Electional windows"; issue 31): the scoring
 * (src/horoscope/electional-scores.ts) hands each factor over as facts (`ElectionalFact`), and a language words it
 * with its sentences (`ElectionalFactorText`, one template per kind of factor, translated in
 * src/text/<locale>/electional-factors.ts) and its names (`ElectionalNames`: a planet with the article the language
 * gives it, an aspect, a sign, a phase, an orb with the language's decimal separator). Original wording.
 */

/** A Moon aspect the electional score reads (the Ptolemaic five). */
export type ElectionalAspect = Extract<AspectType, 'conjunction' | 'sextile' | 'square' | 'trine' | 'opposition'>;
/** A dignity or debility of the Moon by sign. */
export type MoonDignity = 'domicile' | 'exaltation' | 'detriment' | 'fall';

/** What a factor says, as facts: no word of any language. */
export type ElectionalFact =
  | { readonly kind: 'voidOfCourse'; /** The activity welcomes a void Moon (retreat). */ readonly allowed: boolean }
  | {
      readonly kind: 'applying';
      readonly planet: Body;
      readonly aspect: ElectionalAspect;
      /** Degrees from exactness. */
      readonly orb: number;
      /** How the contact reads: to a benefic, a malefic's hard contact, another hard one, another soft one. */
      readonly quality: 'benefic' | 'malefic' | 'hard' | 'soft';
    }
  | { readonly kind: 'combust'; /** Degrees from the Sun. */ readonly distance: number }
  | { readonly kind: 'underBeams'; readonly distance: number }
  | { readonly kind: 'balsamic'; /** The activity wants a waxing Moon. */ readonly against: boolean }
  | { readonly kind: 'darkMoon' }
  | { readonly kind: 'phase'; readonly phase: MoonPhase; readonly preferred: 'waxing' | 'waning'; readonly suits: boolean }
  | { readonly kind: 'retrograde'; readonly planet: Body }
  | { readonly kind: 'hour'; readonly planet: Body; /** One of the activity's hour rulers (else a malefic). */ readonly significator: boolean }
  | { readonly kind: 'nightHour' }
  | { readonly kind: 'moonModality'; readonly sign: Sign; readonly modality: Modality }
  | { readonly kind: 'moonDignity'; readonly sign: Sign; readonly dignity: MoonDignity };

/**
 * The factors' sentences in one language, one per kind of factor. The placeholders are filled by the language's
 * `ElectionalNames`: `{planet}` (a planet as a subject), `{toPlanet}` (the planet the Moon applies to, with the
 * preposition), `{ofPlanet}` (the ruler of the hour, with "of"), `{aspect}`, `{degrees}`, `{signIn}` ("in Leo"),
 * `{phase}`, `{preferred}`, `{modality}`, `{dignity}`.
 */
export interface ElectionalFactorText {
  readonly voidOfCourse: string;
  readonly voidAllowed: string;
  readonly applyingBenefic: string;
  readonly applyingMalefic: string;
  readonly applyingHard: string;
  readonly applyingSoft: string;
  readonly combust: string;
  readonly underBeams: string;
  readonly balsamicAgainst: string;
  readonly balsamicFine: string;
  readonly darkMoon: string;
  readonly phaseSuits: string;
  readonly phaseAgainst: string;
  readonly retrograde: string;
  readonly hourSignificator: string;
  readonly hourMalefic: string;
  readonly nightHour: string;
  readonly moonModality: string;
  readonly moonDignified: string;
  readonly moonDebilitated: string;
}

/** How one language names what the sentences are about (each form as the sentence puts it). */
export interface ElectionalNames {
  /** A planet as a sentence's subject: "Mercury", "Mercurio", "Mercure", "Merkur". */
  readonly planet: (planet: Body) => string;
  /** The planet the Moon applies to, with the preposition: "to Venus", "a Venus", "al Sol", "à Vénus", "auf Venus". */
  readonly toPlanet: (planet: Body) => string;
  /** The ruler of an hour, with "of": "of the Sun", "del Sol", "du Soleil", "der Sonne". */
  readonly ofPlanet: (planet: Body) => string;
  /** An aspect as the applying sentence puts it: "trine", "trígono", "trigone", "im Trigon". */
  readonly aspect: (aspect: ElectionalAspect) => string;
  /** Degrees to a tenth with the language's decimal separator: "2.1°", "2,1°". */
  readonly degrees: (degrees: number) => string;
  /** Where the Moon is: "in Leo", "en Leo", "em Leão", "en Lion", "im Löwen". */
  readonly signIn: (sign: Sign) => string;
  /** The Moon of a phase, as the phase sentences put it. */
  readonly phase: (phase: MoonPhase) => string;
  /** The Moon an activity prefers. */
  readonly preferred: (moon: 'waxing' | 'waning') => string;
  /** A modality as the sign sentence puts it. */
  readonly modality: (modality: Modality) => string;
  readonly dignity: (dignity: MoonDignity) => string;
}

/** English. */
export const ELECTIONAL_FACTOR_TEXT_EN: ElectionalFactorText = {
  voidOfCourse: 'The Moon is void of course: matters begun now tend to come to nothing.',
  voidAllowed: 'The Moon is void of course: fine for retreat and contemplation.',
  applyingBenefic: 'The Moon applies {toPlanet} by {aspect} ({degrees} orb): support and ease.',
  applyingMalefic: 'The Moon applies {toPlanet} by {aspect} ({degrees} orb): obstacles and friction.',
  applyingHard: 'The Moon applies {toPlanet} by {aspect} ({degrees} orb): tension to work through.',
  applyingSoft: 'The Moon applies {toPlanet} by {aspect} ({degrees} orb): a smooth flow.',
  combust: 'The Moon is combust, {degrees} from the Sun: burnt up and unseen, it cannot carry the matter.',
  underBeams: 'The Moon is under the Sun\'s beams, {degrees} from the Sun: weak and hidden.',
  balsamicAgainst: 'A balsamic Moon, waning towards the Sun: a time to end things, not to begin them.',
  balsamicFine: 'A balsamic Moon, waning towards the Sun: fine for ending and letting go.',
  darkMoon: 'The Moon is new and hidden in the Sun’s light: wait for the crescent.',
  phaseSuits: 'A {phase} Moon suits this activity ({preferred} Moon preferred).',
  phaseAgainst: 'A {phase} Moon works against it ({preferred} Moon preferred).',
  retrograde: '{planet}, a significator of the activity, is retrograde: expect delays and revisions.',
  hourSignificator: 'The hour {ofPlanet}, a significator of the activity.',
  hourMalefic: 'The hour {ofPlanet}, a malefic not ruling the activity.',
  nightHour: 'A night hour: a public act wants the Sun above the horizon.',
  moonModality: 'The Moon {signIn}, a {modality} sign, suits the activity.',
  moonDignified: 'The Moon is strong {signIn} ({dignity}).',
  moonDebilitated: 'The Moon is weak {signIn} ({dignity}).',
};

/**
 * English names, as the factors have always read: a planet the Moon applies to and a retrograde one by its bare
 * name ("applies to Sun"), the hour's ruler with its article ("The hour of the Sun"), the phase by the record's name.
 */
export const ELECTIONAL_NAMES_EN: ElectionalNames = {
  planet: (p) => p,
  toPlanet: (p) => `to ${p}`,
  ofPlanet: (p) => HOROSCOPE_GRAMMAR_EN.bodies[p]?.of ?? `of ${p}`,
  aspect: (a) => a,
  degrees: (d) => `${d.toFixed(1)}°`,
  signIn: (s) => HOROSCOPE_GRAMMAR_EN.signs[s].in,
  phase: (p) => p,
  preferred: (m) => m,
  modality: (m) => m.toLowerCase(),
  dignity: (d) => d,
};

/** @summary Degrees to a tenth with a decimal comma, as es, pt-BR, fr and de write them: `2,1°`. */
export const commaDegrees = (d: number): string => `${d.toFixed(1).replace('.', ',')}°`;

/** @summary The entry of `ElectionalFactorText` that words a fact. */
export function electionalFactorEntry(fact: ElectionalFact): keyof ElectionalFactorText {
  switch (fact.kind) {
    case 'voidOfCourse':
      return fact.allowed ? 'voidAllowed' : 'voidOfCourse';
    case 'applying':
      return ({ benefic: 'applyingBenefic', malefic: 'applyingMalefic', hard: 'applyingHard', soft: 'applyingSoft' } as const)[fact.quality];
    case 'combust':
    case 'underBeams':
    case 'darkMoon':
    case 'retrograde':
    case 'nightHour':
    case 'moonModality':
      return fact.kind;
    case 'balsamic':
      return fact.against ? 'balsamicAgainst' : 'balsamicFine';
    case 'phase':
      return fact.suits ? 'phaseSuits' : 'phaseAgainst';
    case 'hour':
      return fact.significator ? 'hourSignificator' : 'hourMalefic';
    case 'moonDignity':
      return fact.dignity === 'domicile' || fact.dignity === 'exaltation' ? 'moonDignified' : 'moonDebilitated';
  }
}

/** The placeholders' values of a fact, in a language's names. */
function valuesOf(fact: ElectionalFact, names: ElectionalNames): Readonly<Record<string, string>> {
  switch (fact.kind) {
    case 'applying':
      return { toPlanet: names.toPlanet(fact.planet), aspect: names.aspect(fact.aspect), degrees: names.degrees(fact.orb) };
    case 'combust':
    case 'underBeams':
      return { degrees: names.degrees(fact.distance) };
    case 'phase':
      return { phase: names.phase(fact.phase), preferred: names.preferred(fact.preferred) };
    case 'retrograde':
      return { planet: names.planet(fact.planet) };
    case 'hour':
      return { ofPlanet: names.ofPlanet(fact.planet) };
    case 'moonModality':
      return { signIn: names.signIn(fact.sign), modality: names.modality(fact.modality) };
    case 'moonDignity':
      return { signIn: names.signIn(fact.sign), dignity: names.dignity(fact.dignity) };
    default:
      return {};
  }
}

/**
 * @summary A factor's sentence in the words given (default English): its entry's template filled with the names, the
 * first letter in upper case (a sentence may open with a name: "La hora del Sol…", "Venus, …").
 * @example electionalFactorDescription({ kind: 'hour', planet: 'Sun', significator: true }) // 'The hour of the Sun, a significator of the activity.'
 */
export function electionalFactorDescription(
  fact: ElectionalFact, text: ElectionalFactorText = ELECTIONAL_FACTOR_TEXT_EN, names: ElectionalNames = ELECTIONAL_NAMES_EN,
): string {
  const values = valuesOf(fact, names);
  const filled = text[electionalFactorEntry(fact)].replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}
