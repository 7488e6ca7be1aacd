import type { LabelLocale } from '../schemas/label-locale.js';

/**
 * The words of the aspect grid's spoken cell labels (`aspectGrid`, issue 31) in one language: the aspect's line is
 * the label catalogue's `aspectLine` (`{body1} {aspect} {body2}, orb {orb}`); these add whether it is applying or
 * separating. ICU MessageFormat (`formatLabel`).
 */
export interface AspectGridWords {
  /** `{line}, {motion}`: the aspect's line and its motion word. */
  readonly cellLabel: string;
  readonly applying: string;
  readonly separating: string;
}

/**
 * The grid's words in the ten label locales, as each language's astrologers say an aspect is closing or opening
 * (docs/i18n/<locale>.md; the same words as the CLI's and the reports' aspect lines). English is not read from here
 * (its labels keep their own form, byte for byte) but is the reference.
 */
export const ASPECT_GRID_WORDS: Readonly<Record<LabelLocale, AspectGridWords>> = {
  en: { cellLabel: '{line}, {motion}', applying: 'applying', separating: 'separating' },
  es: { cellLabel: '{line}, {motion}', applying: 'en aplicación', separating: 'en separación' },
  'pt-BR': { cellLabel: '{line}, {motion}', applying: 'em aplicação', separating: 'em separação' },
  fr: { cellLabel: '{line}, {motion}', applying: 'appliquant', separating: 'séparant' },
  de: { cellLabel: '{line}, {motion}', applying: 'applikativ', separating: 'separativ' },
  it: { cellLabel: '{line}, {motion}', applying: 'applicativo', separating: 'separativo' },
  hi: { cellLabel: '{line}, {motion}', applying: 'निकट आता', separating: 'दूर जाता' },
  ru: { cellLabel: '{line}, {motion}', applying: 'сходящийся', separating: 'расходящийся' },
  tr: { cellLabel: '{line}, {motion}', applying: 'yaklaşan', separating: 'ayrılan' },
  'zh-Hans': { cellLabel: '{line}，{motion}', applying: '入相', separating: '出相' },
};
