import type { LabelLocale } from '../schemas/index.js';
import type { PageWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';

/** Each language's words in a chunk of its own, fetched when the page is shown in it (English is in the page). */
const LOADERS: Readonly<Record<Exclude<LabelLocale, 'en'>, () => Promise<PageWords>>> = {
  es: () => import('./page-words-es.js').then((m) => m.PAGE_WORDS_ES),
  'pt-BR': () => import('./page-words-pt-br.js').then((m) => m.PAGE_WORDS_PT_BR),
  fr: () => import('./page-words-fr.js').then((m) => m.PAGE_WORDS_FR),
  de: () => import('./page-words-de.js').then((m) => m.PAGE_WORDS_DE),
  it: () => import('./page-words-it.js').then((m) => m.PAGE_WORDS_IT),
  hi: () => import('./page-words-hi.js').then((m) => m.PAGE_WORDS_HI),
  ru: () => import('./page-words-ru.js').then((m) => m.PAGE_WORDS_RU),
  tr: () => import('./page-words-tr.js').then((m) => m.PAGE_WORDS_TR),
  'zh-Hans': () => import('./page-words-zh-hans.js').then((m) => m.PAGE_WORDS_ZH_HANS),
};

/**
 * @summary The page's words in a locale: English at once, another language from its own chunk (about 3 kB).
 * @example (await loadPageWords('de')).draw // 'Horoskop zeichnen'
 */
export async function loadPageWords(locale: LabelLocale): Promise<PageWords> {
  return locale === 'en' ? PAGE_WORDS_EN : LOADERS[locale]();
}
