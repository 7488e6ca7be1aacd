import type { LabelLocale } from '../schemas/index.js';
import type { ViewWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';

/**
 * Each language's view words in a chunk of its own (about 10 kB), fetched when a view is first opened in it; this
 * module and English come with the first view, never with the birth form (tests/browser/page-load.test.ts).
 */
const LOADERS: Readonly<Record<Exclude<LabelLocale, 'en'>, () => Promise<ViewWords>>> = {
  es: () => import('./view-words-es.js').then((m) => m.VIEW_WORDS_ES),
  'pt-BR': () => import('./view-words-pt-br.js').then((m) => m.VIEW_WORDS_PT_BR),
  fr: () => import('./view-words-fr.js').then((m) => m.VIEW_WORDS_FR),
  de: () => import('./view-words-de.js').then((m) => m.VIEW_WORDS_DE),
  it: () => import('./view-words-it.js').then((m) => m.VIEW_WORDS_IT),
  hi: () => import('./view-words-hi.js').then((m) => m.VIEW_WORDS_HI),
  ru: () => import('./view-words-ru.js').then((m) => m.VIEW_WORDS_RU),
  tr: () => import('./view-words-tr.js').then((m) => m.VIEW_WORDS_TR),
  'zh-Hans': () => import('./view-words-zh-hans.js').then((m) => m.VIEW_WORDS_ZH_HANS),
};

/**
 * @summary The views' words in a locale: English at once, another language from its own chunk.
 * @example (await loadViewWords('de')).forecast.show // 'Prognose anzeigen'
 */
export async function loadViewWords(locale: LabelLocale): Promise<ViewWords> {
  return locale === 'en' ? VIEW_WORDS_EN : LOADERS[locale]();
}
