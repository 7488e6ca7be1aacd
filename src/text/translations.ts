import type { TranslatedLocale } from './text-family.js';
import type { PartialLocaleText } from './locale-text.js';
import { TEXT_DE } from './de/index.js';
import { TEXT_ES } from './es/index.js';
import { TEXT_FR } from './fr/index.js';
import { TEXT_PT_BR } from './pt-br/index.js';

/**
 * The translations of the interpretation text (issue 31), one `PartialLocaleText` per locale: each is a writer's
 * `src/text/<locale>/index.ts` export (`TEXT_ES`, `TEXT_PT_BR`, `TEXT_FR`, `TEXT_DE`) (`{}` until one lands),
 * which reads English throughout with a `warnings` entry on each record (docs/i18n/README.md "Interpretation text").
 * Whatever a translation lacks falls back to English entry by entry (`completeLocaleText`).
 */
export const TRANSLATIONS: Readonly<Record<TranslatedLocale, PartialLocaleText>> = {
  es: TEXT_ES,
  'pt-BR': TEXT_PT_BR,
  fr: TEXT_FR,
  de: TEXT_DE,
};
