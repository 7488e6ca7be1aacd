import { SignDescriptionQuery, type Sign } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary A portrait of a sign, 150–220 words of Urania's own writing (docs/interpretations.md): its element and
 * modality at work, its ruler's coloring, at its best and under strain. Errors: an unknown sign or locale is
 * INVALID_ARGUMENT naming it.
 * @example signDescription('Leo').length > 600 // true
 */
export function signDescription(sign: Sign, options: { readonly locale?: SignDescriptionQuery['locale'] } = {}): string {
  refuseExtraArguments(arguments.length, 2, 'signDescription(sign, options?)', "signDescription('Leo')");
  const q = parse(SignDescriptionQuery, { sign, ...options });
  return localeText(q.locale).signs[q.sign];
}
