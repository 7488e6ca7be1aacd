import type { TranslatedLocale } from './every-locale.js';
import type { PartialLocaleText } from './locale-text.js';

/**
 * The translations of the interpretation text (issue 31), one `PartialLocaleText` per locale: each is a writer's
 * `src/text/<locale>/index.ts` export (`TEXT_ES`, `TEXT_PT_BR`, `TEXT_FR`, `TEXT_DE`) once it lands; until then `{}`,
 * which reads English throughout with a `warnings` entry on each record (docs/i18n/README.md "Interpretation text").
 * Whatever a translation lacks falls back to English entry by entry (`completeLocaleText`).
 */
export const TRANSLATIONS: Readonly<Record<TranslatedLocale, PartialLocaleText>> = {
  es: {},
  'pt-BR': {},
  fr: {},
  de: {},
};
