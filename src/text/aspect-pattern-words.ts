import type { PatternFinding } from '../aspects/aspect-patterns.js';
import type { AspectPattern, Body, Element, Modality, Sign } from '../schemas/index.js';

/**
 * The sentence that describes each aspect configuration (`AspectPattern.description`), in one language: a composing
 * function per type, given the finding's bodies and facts (issue 31). Each language names the bodies, signs, elements
 * and modalities its own way (articles, contractions, agreement, list joining): src/text/<locale>/aspect-patterns.ts.
 * Original wording.
 */
export interface AspectPatternWords {
  /** `Grand trine of Sun, Moon and Mars in Fire signs.`; `element` null: the three signs share no element. */
  readonly grandTrine: (bodies: readonly Body[], element: Element | null) => string;
  /** `T-square: Moon opposite Mars, both square the apex Sun, in Cardinal signs.` (`a` opposite `c`). */
  readonly tSquare: (apex: Body, a: Body, c: Body, modality: Modality | null) => string;
  readonly grandCross: (bodies: readonly Body[], modality: Modality | null) => string;
  /** `Yod: Mercury sextile Venus, both quincunx the apex Pluto.` */
  readonly yod: (apex: Body, a: Body, b: Body) => string;
  /** The kite: its grand trine, the focal body opposite `corner` and sextile the trine's other two, `p` and `q`. */
  readonly kite: (trine: readonly Body[], focal: Body, corner: Body, p: Body, q: Body) => string;
  readonly mysticRectangle: (bodies: readonly Body[]) => string;
  /** `Stellium of 3 planets in Leo: Sun, Mercury and Venus.` */
  readonly stellium: (sign: Sign, members: readonly Body[]) => string;
}

/** @summary A list of names joined with commas and a last word: `Sun, Moon and Mars` (each language gives its own last word). */
export function joinNames(names: readonly string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}

/** "Sun, Moon and Mars" (English names its bodies by their identifiers). */
const list = (bodies: readonly string[]): string => joinNames(bodies, ' and ');

/** English, the wording `aspectPatterns` has always given. */
export const ASPECT_PATTERN_WORDS_EN: AspectPatternWords = {
  grandTrine: (bodies, element) => `Grand trine of ${list(bodies)}${element ? ` in ${element} signs` : ' (out of element)'}.`,
  tSquare: (apex, a, c, modality) => `T-square: ${a} opposite ${c}, both square the apex ${apex}${modality ? `, in ${modality} signs` : ''}.`,
  grandCross: (bodies, modality) => `Grand cross of ${list(bodies)}: two oppositions square to each other${modality ? `, in ${modality} signs` : ''}.`,
  yod: (apex, a, b) => `Yod: ${a} sextile ${b}, both quincunx the apex ${apex}.`,
  kite: (trine, focal, corner, p, q) => `Kite: the grand trine of ${list(trine)} with ${focal} opposite ${corner} and sextile ${p} and ${q}.`,
  mysticRectangle: (bodies) => `Mystic rectangle of ${list(bodies)}: two oppositions joined by two sextiles and two trines.`,
  stellium: (sign, members) => `Stellium of ${members.length} planets in ${sign}: ${list(members)}.`,
};

/** @summary One finding's sentence in the words given. */
export function describePattern(f: PatternFinding, words: AspectPatternWords): string {
  const [first, second, third, fourth] = f.bodies as [Body, Body, Body, Body?];
  switch (f.type) {
    case 'grandTrine':
      return words.grandTrine(f.bodies, f.element ?? null);
    case 'tSquare':
      return words.tSquare(first, second, third, f.modality ?? null);
    case 'grandCross':
      return words.grandCross(f.bodies, f.modality ?? null);
    case 'yod':
      return words.yod(first, second, third);
    case 'kite':
      return words.kite(f.trine ?? [second, third, fourth!], first, second, third, fourth!);
    case 'mysticRectangle':
      return words.mysticRectangle(f.bodies);
    case 'stellium':
      return words.stellium(f.sign!, f.bodies);
  }
}

/**
 * @summary The records of the findings (`AspectPattern`: type, bodies, description), worded in the words given
 * (default English).
 * @example describedPatterns(patternFindingsOf(positions, aspects(positions)))[0].description // 'Grand trine of Sun, Jupiter and Saturn in Fire signs.'
 */
export function describedPatterns(findings: readonly PatternFinding[], words: AspectPatternWords = ASPECT_PATTERN_WORDS_EN): AspectPattern[] {
  return findings.map((f) => ({ type: f.type, bodies: f.bodies, description: describePattern(f, words) }));
}
