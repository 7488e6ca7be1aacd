import type { Sign } from '../schemas/index.js';
import { SIGN_FACTS } from '../zodiac/signs.js';

/**
 * Each sign's keywords as a reader sees them (`signInfo().keywords`, a horoscope's `signContext.keywords`; issue 31):
 * four words per sign. English is the zodiac layer's own list (src/zodiac/signs.ts, original wording), so a change
 * there is here at once; the translations are in src/text/<locale>/sign-keywords.ts.
 */
export type SignKeywords = Readonly<Record<Sign, readonly string[]>>;

/** The English keywords, from SIGN_FACTS. */
export const SIGN_KEYWORDS_EN: SignKeywords = Object.fromEntries(
  Object.entries(SIGN_FACTS).map(([sign, f]) => [sign, [...f.keywords]]),
) as unknown as SignKeywords;
