import type { Sign } from '../schemas/enums.js';
import type { OverlayBody } from './synastry-text.js';

/** The composite bodies read by sign: the Sun, the Moon, Venus and Mars. */
export const COMPOSITE_SIGN_BODIES = ['Sun', 'Moon', 'Venus', 'Mars'] as const;

/** A composite body with sign text. */
export type CompositeSignBody = (typeof COMPOSITE_SIGN_BODIES)[number];

/**
 * The composite text of one locale: the ten planets in the composite houses (houses 1 to 12 in order, 60–100
 * words each) and the composite Sun, Moon, Venus and Mars by sign (60–100 words each). The composite is the
 * relationship's own chart, so the text speaks of the couple ("the pair", "the two"), never of one person.
 */
export interface CompositeText {
  readonly houses: Readonly<Record<OverlayBody, readonly string[]>>;
  readonly signs: Readonly<Record<CompositeSignBody, Readonly<Record<Sign, string>>>>;
}
