import type { PartialText } from './partial-text.js';
import type { AspectType, Sign } from '../schemas/enums.js';
import type { Locale } from '../schemas/interpretation.js';
import type { CompositeSignBody, CompositeText } from './composite-text.js';
import { RELATIONSHIP_TEXT_DE } from './de/relationship.js';
import { COMPOSITE_EN } from './en/composite/index.js';
import { SYNASTRY_EN } from './en/synastry/index.js';
import { RELATIONSHIP_TEXT_ES } from './es/relationship.js';
import { RELATIONSHIP_TEXT_FR } from './fr/relationship.js';
import { RELATIONSHIP_TEXT_PT_BR } from './pt-br/relationship.js';
import {
  SYNASTRY_POINTS, type OverlayBody, type SynastryAspectFamily, type SynastryPairText, type SynastryPoint, type SynastryText,
} from './synastry-text.js';
import { familyTable, textFamily } from './text-family.js';

/** The relationship text of one locale: synastry and composite (docs/interpretations.md "Synastry and composite"). */
export interface RelationshipText {
  readonly synastry: SynastryText;
  readonly composite: CompositeText;
}

/**
 * The relationship text in every locale (a translation adds its `PartialText<RelationshipText>` here, beside its
 * `LocaleText`); a synastry pair is named by its points (`synastry.pairs[Sun|Moon].hard`).
 */
export const RELATIONSHIP_TEXT_FAMILY = textFamily<RelationshipText>('synastry and composite text', { synastry: SYNASTRY_EN, composite: COMPOSITE_EN }, {
  de: RELATIONSHIP_TEXT_DE,
  es: RELATIONSHIP_TEXT_ES,
  'pt-BR': RELATIONSHIP_TEXT_PT_BR,
  fr: RELATIONSHIP_TEXT_FR,
}, { identifiers: ['point1', 'point2'] });

/** The relationship text of every locale (English where a translation lacks an entry). */
export const RELATIONSHIP_TEXT_LOCALES: Readonly<Record<Locale, RelationshipText>> = familyTable(RELATIONSHIP_TEXT_FAMILY);

/**
 * @summary The aspect family of a major aspect in the synastry text: the conjunction; the trine and sextile
 * (harmonious); the square and opposition (hard). Null for a minor aspect, which has no synastry text.
 * @example synastryAspectFamily('sextile') // 'harmonious'
 */
export function synastryAspectFamily(aspect: AspectType): SynastryAspectFamily | null {
  if (aspect === 'conjunction') return 'conjunction';
  if (aspect === 'trine' || aspect === 'sextile') return 'harmonious';
  if (aspect === 'square' || aspect === 'opposition') return 'hard';
  return null;
}

const pairIndex = new Map<Locale, Map<string, SynastryPairText>>();
const rank = (p: SynastryPoint) => SYNASTRY_POINTS.indexOf(p);

/**
 * @summary The synastry entry of a pair of points in an aspect family, whichever person holds which point (the
 * entry is stored once, its first point the earlier in SYNASTRY_POINTS; its text speaks of roles).
 * @example synastryPairText('Moon', 'Sun', 'hard', 'en').startsWith('With one person') // true
 */
export function synastryPairText(a: SynastryPoint, b: SynastryPoint, family: SynastryAspectFamily, locale: Locale = 'en'): string {
  let index = pairIndex.get(locale);
  if (index === undefined) {
    index = new Map(RELATIONSHIP_TEXT_LOCALES[locale].synastry.pairs.map((e) => [`${e.point1}|${e.point2}`, e]));
    pairIndex.set(locale, index);
  }
  const [first, second] = rank(a) <= rank(b) ? [a, b] : [b, a];
  return index.get(`${first}|${second}`)![family];
}

/**
 * @summary The synastry text of one person's planet in the other's house (1–12).
 * @example synastryOverlayText('Venus', 7, 'en').includes("7th house") // true
 */
export function synastryOverlayText(body: OverlayBody, house: number, locale: Locale = 'en'): string {
  return RELATIONSHIP_TEXT_LOCALES[locale].synastry.overlays[body][house - 1]!;
}

/**
 * @summary The composite text of a planet in a composite house (1–12).
 * @example compositeHouseText('Sun', 4, 'en').includes('4th house') // true
 */
export function compositeHouseText(body: OverlayBody, house: number, locale: Locale = 'en'): string {
  return RELATIONSHIP_TEXT_LOCALES[locale].composite.houses[body][house - 1]!;
}

/**
 * @summary The composite text of the Sun, Moon, Venus or Mars in a sign.
 * @example compositeSignText('Venus', 'Libra', 'en').includes('Libra') // true
 */
export function compositeSignText(body: CompositeSignBody, sign: Sign, locale: Locale = 'en'): string {
  return RELATIONSHIP_TEXT_LOCALES[locale].composite.signs[body][sign];
}

/** The relationship text of a translation, in part (issue 31): a synastry pair's points are English's, its texts optional. */
export type PartialRelationshipText = PartialText<RelationshipText>;
