// Public surface of the text layer (curated re-exports): interpretation data, original writing.
export {
  ELEMENT_PAIR_TEXT, MODALITY_PAIR_TEXT, NATURAL_ASPECT_TEXT, elementPairKey, modalityPairKey,
} from './compatibility-text.js';
export type { ElementPairKey, ModalityPairKey, NaturalAspect, PairText } from './compatibility-text.js';
export { MOON_PHASE_GUIDANCE, MOON_SIGN_GUIDANCE, VOID_OF_COURSE_GUIDANCE } from './lunar-guidance-text.js';
export type { GuidanceText } from './lunar-guidance-text.js';
export { dayHighlight } from './day-highlight.js';
export type { DayEvent } from './day-highlight.js';
export { TEXT_LOCALES, TEXT_LOCALE_NAMES, localeText, type TextLocale } from './locales.js';
export type { LocaleText } from './locale-text.js';
export type { HouseText } from './house-text.js';
export type { DecanText } from './decan-text.js';
export type { PlacementText } from './placement-text.js';
export type { DegreeSymbolText } from './degree-symbol-text.js';
export type { AspectPoint as TextAspectPoint, AspectText, MajorAspect } from './aspect-text.js';
export type { MinorAspect, MinorAspectText, PointThemes } from './minor-aspect-text.js';
export { TEXT_BODIES, textBodyOf, type TextBody } from './placement-keys.js';
export {
  SYNASTRY_ASPECT_FAMILIES, SYNASTRY_POINTS, OVERLAY_BODIES,
  type OverlayBody, type SynastryAspectFamily, type SynastryPairText, type SynastryPoint, type SynastryText,
} from './synastry-text.js';
export { COMPOSITE_SIGN_BODIES, type CompositeSignBody, type CompositeText } from './composite-text.js';
export {
  RELATIONSHIP_TEXT_LOCALES, compositeHouseText, compositeSignText, synastryAspectFamily, synastryOverlayText, synastryPairText,
  type RelationshipText,
} from './relationship-text.js';
