import { localizeErrorMessage } from '../../i18n/error-messages.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { UraniaErrorCode } from '../../errors/index.js';
import type { ComputeResult } from '../executor/executor.js';
import type { BatchRowError } from './batch-outcome.js';

/**
 * @summary A row's failed computation with its sentence in `locale` (the library's error catalogues, as the HTTP API
 * says a library error in a request's language: `localizeErrorMessage`); a success, or English, as it is.
 */
export function localizedRowResult(result: ComputeResult, locale: LabelLocale): ComputeResult {
  if (result.ok || locale === 'en') return result;
  return { ok: false, error: { ...result.error, message: localizeErrorMessage(result.error, locale) } };
}

/**
 * @summary A row's error as a batch writes it (code, sentence, field) with its sentence in `locale`: for an answer that
 * kept only those (a queue worker's), said from its code and field as `localizedRowResult` says a whole result.
 */
export function localizedRowError(error: BatchRowError, locale: LabelLocale): BatchRowError {
  if (locale === 'en') return error;
  const details = error.field === undefined ? {} : { field: error.field };
  return { ...error, message: localizeErrorMessage({ code: error.code as UraniaErrorCode, message: error.message, details }, locale) };
}
