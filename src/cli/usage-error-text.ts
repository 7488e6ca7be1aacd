import { formatLabel } from '../i18n/format-label.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { UsageError } from './cli-io.js';
import { USAGE_WORDS, type UsageWordKey } from './usage-words.js';

/** node:util parseArgs's refusals: their code, the English shape of their message, and the usage word that says it. */
const PARSE_ARGS_REFUSALS: readonly (readonly [code: string, shape: RegExp, key: UsageWordKey, value: 'option' | 'value'])[] = [
  ['ERR_PARSE_ARGS_UNKNOWN_OPTION', /^Unknown option '([^']+)'/, 'unknownOption', 'option'],
  ['ERR_PARSE_ARGS_INVALID_OPTION_VALUE', /^Option '(?:-\w, )?(--[^' ]+) <value>' argument missing/, 'missingValue', 'option'],
  ['ERR_PARSE_ARGS_INVALID_OPTION_VALUE', /^Option '(?:-\w, )?(--[^' ]+)' argument is ambiguous/, 'missingValue', 'option'],
  ['ERR_PARSE_ARGS_INVALID_OPTION_VALUE', /^Option '(?:-\w, )?(--[^' ]+)' does not take an argument/, 'takesNoValue', 'option'],
  ['ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL', /^Unexpected argument '(.*)'\. This command does not take positional arguments/, 'unexpectedArgument', 'value'],
];

/**
 * @summary A usage error's sentence in a label locale (issue 31): a keyed `UsageError`'s template, or node:util
 * parseArgs's refusal read by its code; English (and an error without a key) prints the message as it always did.
 * @example usageErrorText(new UsageError('--date is required', 'required', { flag: '--date' }), 'de') // '--date fehlt'
 */
export function usageErrorText(e: Error, locale: LabelLocale): string {
  if (locale === 'en') return e.message;
  if (e instanceof UsageError) return e.key === undefined ? e.message : formatLabel(USAGE_WORDS[locale][e.key], e.values, locale);
  const code = (e as { code?: string }).code;
  for (const [refusal, shape, key, value] of PARSE_ARGS_REFUSALS) {
    const m = refusal === code ? shape.exec(e.message) : null;
    if (m) return formatLabel(USAGE_WORDS[locale][key], { [value]: m[1]! }, locale);
  }
  return e.message;
}
