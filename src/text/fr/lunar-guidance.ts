// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { LunarGuidanceText } from '../lunar-guidance-text.js';
import type { PartialText } from '../partial-text.js';

/** The lunar guidance in French: by the Moon's sign, its phase, and while it is void of course; absent reads English. */
export const LUNAR_GUIDANCE_TEXT_FR: PartialText<LunarGuidanceText> = {};
