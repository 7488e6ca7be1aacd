/** Letters that Unicode decomposition does not split into a base letter and a mark, folded as a reader types them. */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss', ø: 'o', ł: 'l', æ: 'ae', œ: 'oe', đ: 'd', ı: 'i', þ: 'th', ð: 'd', ħ: 'h', ŀ: 'l', ŧ: 't', ĸ: 'k', ŋ: 'n',
};
const FOLDED_LETTERS = /[ßøłæœđıþðħŀŧĸŋ]/g;
const MARKS = /\p{M}/gu;
const APOSTROPHES = /['’‘`´ʻʼ]/g;
const SEPARATORS = /[\s\-‐‑–—_.·/()]+/g;

/**
 * @summary The search key of a place name or query: lower case, without diacritics (Unicode canonical decomposition,
 * marks removed; ß → ss, ø → o, ł → l, æ → ae …), apostrophes dropped, hyphens, dots, slashes and runs of spaces
 * read as one space. "Zürich" and "zurich", "São Paulo" and "sao paulo", "Saint-Étienne" and "saint etienne" have
 * the same key. The atlas is sorted by this key at build time (scripts/build-atlas.ts uses this very function).
 * @example placeKey('Sankt Pölten') // 'sankt polten'
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLDED_LETTERS, (c) => FOLDED[c] ?? c)
    .replace(APOSTROPHES, '')
    .replace(SEPARATORS, ' ')
    .trim();
}
