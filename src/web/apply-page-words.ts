import type { LabelLocale } from '../schemas/index.js';
import type { PageWords } from './page-words.js';

/** The attributes a page element may take its words for: `data-words-<attribute>="<key>"`. */
const ATTRIBUTES = ['aria-label', 'title', 'placeholder'] as const;

/**
 * @summary Write the page's words into the document: every element marked `data-words="<key>"` gets that text,
 * every `data-words-aria-label` / `-title` / `-placeholder` that attribute; the document's `lang` and `<title>` follow.
 * The markup of index.html is English, so the page reads the same before this runs.
 * @example applyPageWords(document, await loadPageWords('de'), 'de')
 */
export function applyPageWords(doc: Document, words: PageWords, locale: LabelLocale): void {
  const say = (key: string | null): string | undefined => (key !== null && key in words ? words[key as keyof PageWords] : undefined);
  for (const e of Array.from(doc.querySelectorAll<HTMLElement>('[data-words]'))) {
    const text = say(e.dataset.words ?? null);
    if (text !== undefined) e.textContent = text;
  }
  for (const attribute of ATTRIBUTES) {
    for (const e of Array.from(doc.querySelectorAll<HTMLElement>(`[data-words-${attribute}]`))) {
      const text = say(e.getAttribute(`data-words-${attribute}`));
      if (text !== undefined) e.setAttribute(attribute, text);
    }
  }
  doc.documentElement.lang = locale;
  doc.title = words.title;
}
