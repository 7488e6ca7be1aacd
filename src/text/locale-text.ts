import type { Sign } from '../schemas/enums.js';
import type { AspectText } from './aspect-text.js';
import type { DecanText } from './decan-text.js';
import type { MinorAspectText, PointThemes } from './minor-aspect-text.js';
import type { DegreeSymbolText } from './degree-symbol-text.js';
import type { HouseText } from './house-text.js';
import type { PlacementText } from './placement-text.js';
import type { TextBody } from './placement-keys.js';

/**
 * All interpretation text of one locale (original writing for Urania, docs/interpretations.md). A translation is
 * one new folder `src/text/<locale>/` whose `index.ts` exports a `LocaleText`, and one line in `locales.ts`.
 */
export interface LocaleText {
  /** The twelve houses, 1 to 12. */
  readonly houses: readonly HouseText[];
  /** A portrait of each sign, 150–220 words. */
  readonly signs: Readonly<Record<Sign, string>>;
  /** The 36 decans, Aries 1 to Pisces 3. */
  readonly decans: readonly DecanText[];
  /** Each text body in each sign (13 × 12 = 156 entries). */
  readonly planetInSign: Readonly<Record<TextBody, Readonly<Record<Sign, PlacementText>>>>;
  /** Each text body in each house, houses 1 to 12 in order (13 × 12 = 156 entries). */
  readonly planetInHouse: Readonly<Record<TextBody, readonly PlacementText[]>>;
  /** Urania's own degree symbols: thirty per sign, degree 1 first (not the Sabian set). */
  readonly degreeSymbols: Readonly<Record<Sign, readonly DegreeSymbolText[]>>;
  /** Every pair of aspect points (Ascendant–Midheaven excepted) in each major aspect: 90 × 5 = 450 entries. */
  readonly aspects: readonly AspectText[];
  /** The minor aspects' qualities, one text each. */
  readonly minorAspects: MinorAspectText;
  /** What each aspect point stands for, to join a minor aspect to a pair. */
  readonly pointThemes: PointThemes;
}

/**
 * The interpretation text of a translation that may still be incomplete (issue 31): every family and every entry is
 * optional, and whatever is missing falls back to English with a `warnings` entry, never a blank or a key. An entry is
 * whole or absent: a translated `PlacementText` carries all of its members. Arrays keep the English order and length
 * (houses 1–12, decans Aries 1 to Pisces 3, degree 1 first) with `undefined` where an entry is not yet translated;
 * `aspects` lists the translated pairs only (each `AspectText` names its own pair and aspect).
 */
export interface PartialLocaleText {
  readonly houses?: readonly (HouseText | undefined)[];
  readonly signs?: Readonly<Partial<Record<Sign, string>>>;
  readonly decans?: readonly (DecanText | undefined)[];
  readonly planetInSign?: Readonly<Partial<Record<TextBody, Readonly<Partial<Record<Sign, PlacementText>>>>>>;
  readonly planetInHouse?: Readonly<Partial<Record<TextBody, readonly (PlacementText | undefined)[]>>>;
  readonly degreeSymbols?: Readonly<Partial<Record<Sign, readonly (DegreeSymbolText | undefined)[]>>>;
  readonly aspects?: readonly AspectText[];
  readonly minorAspects?: Partial<MinorAspectText>;
  readonly pointThemes?: Partial<PointThemes>;
}
