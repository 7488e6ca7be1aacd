import { localizeErrorMessage } from '../../i18n/error-messages.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { ComputeResult } from '../executor/executor.js';

/**
 * @summary A row's failed computation with its sentence in `locale` (the library's error catalogues, as the HTTP API
 * says a library error in a request's language: `localizeErrorMessage`); a success, or English, as it is.
 */
export function localizedRowResult(result: ComputeResult, locale: LabelLocale): ComputeResult {
  if (result.ok || locale === 'en') return result;
  return { ok: false, error: { ...result.error, message: localizeErrorMessage(result.error, locale) } };
}
