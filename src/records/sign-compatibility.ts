import {
  COMPATIBILITY_WEIGHTS, MODALITY_INTERACTION, NATURAL_ASPECT_SCORES, elementHarmony, naturalAspect,
} from '../horoscope/compatibility-scores.js';
import { SignCompatibilityQuery, type Modality, type Sign, type SignCompatibility } from '../schemas/index.js';
import type { Locale } from '../schemas/interpretation.js';
import { elementPairKey, modalityPairKey } from '../text/index.js';
import { COMPATIBILITY_TEXT, COMPATIBILITY_TEXT_FAMILY } from '../text/day-text-locales.js';
import { horoscopeGrammar } from '../text/horoscope-grammar-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { SIGN_FACTS } from '../zodiac/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** `{a}` and `{b}` replaced by the two signs' names in the text's language (its grammar's bare names). */
const fill = (text: string, a: string, b: string): string => text.replaceAll('{a}', a).replaceAll('{b}', b);

/**
 * @summary Compatibility of two signs (spec SignCompatibility; docs/horoscopes.md "Sign compatibility"):
 * element harmony, modality interaction and the natural aspect between them, scored as documented in
 * horoscope/compatibility-scores.ts, with a narrative, strengths and challenges in original words.
 * Symmetric in its two arguments except for the order of names in the narrative; a sign paired with itself reads of
 * two people of that sign ("Two Leo natives …"), never "Leo and Leo". The two signs are checked
 * against SignCompatibilityQuery (UraniaError naming `sign1` or `sign2`).
 * @example signCompatibility('Aries', 'Leo').overallScore // 93 (Fire–Fire 10, Cardinal–Fixed 7, trine 10)
 */
export function signCompatibility(sign1: Sign, sign2: Sign, options: { readonly locale?: Locale } = {}): SignCompatibility {
  refuseExtraArguments(arguments.length, 3, 'signCompatibility(sign1, sign2, options?)', "signCompatibility('Aries', 'Leo')");
  const { sign1: a, sign2: b, locale = 'en' } = parse(SignCompatibilityQuery, { sign1, sign2, ...options });
  const text = COMPATIBILITY_TEXT[locale];
  const names = horoscopeGrammar(locale).signs;
  const fa = SIGN_FACTS[a];
  const fb = SIGN_FACTS[b];
  const element = elementHarmony(fa.element, fb.element);
  const modalityKey = modalityPairKey(fa.modality as Modality, fb.modality as Modality);
  const modality = MODALITY_INTERACTION[modalityKey];
  const aspect = naturalAspect(a, b);
  const aspectScore = NATURAL_ASPECT_SCORES[aspect];
  const overall = Math.round(
    COMPATIBILITY_WEIGHTS.element * element +
      COMPATIBILITY_WEIGHTS.modality * modality +
      COMPATIBILITY_WEIGHTS.aspect * aspectScore,
  );
  const elementText = text.elements[elementPairKey(fa.element, fb.element)];
  const modalityText = text.modalities[modalityKey];
  const aspectText = text.aspects[aspect];
  return withTextWarnings(locale, {
    sign1: a,
    sign2: b,
    overallScore: overall,
    elementHarmony: element,
    modalityInteraction: modality,
    naturalAspect: aspect,
    naturalAspectScore: aspectScore,
    // A sign with itself reads the same-sign reading ("Two Leo natives …") for its element pair's ("{a} and {b} …").
    narrative: [a === b ? text.sameSign[fa.element] : elementText.reading, modalityText.reading, aspectText.reading]
      .map((t) => fill(t, names[a].name, names[b].name)).join(' '),
    strengths: [...elementText.strengths, ...modalityText.strengths, ...aspectText.strengths],
    challenges: [...elementText.challenges, ...modalityText.challenges, ...aspectText.challenges],
  }, [familyUse(COMPATIBILITY_TEXT_FAMILY, locale)]);
}
