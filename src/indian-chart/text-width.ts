/**
 * The advance widths of the characters an Indian chart writes, in em, so that every label's box is known before it
 * is drawn (the layout keeps boxes apart and inside their house; the SVG then fixes each label's width with
 * `textLength`, which browsers and resvg honour). Each width is the larger of the two fonts the generic stack
 * `Helvetica, Arial, sans-serif` resolves to on the machines Urania renders on — DejaVu Sans 2.37 and Liberation
 * Sans 2.1 (metric-compatible with Arial and Helvetica) — measured with resvg 2.6.2 (`getBBox` of 40 repeats at
 * 100 px) and rounded up to the thousandth. A character not in the table counts as 1 em (wider than any of these).
 */
const ADVANCE_EM: Readonly<Record<string, number>> = {
  '0': 0.636, '1': 0.636, '2': 0.636, '3': 0.636, '4': 0.636, '5': 0.636, '6': 0.636, '7': 0.636, '8': 0.636, '9': 0.636,
  A: 0.711, B: 0.686, C: 0.722, D: 0.77, E: 0.667, F: 0.611, G: 0.778, H: 0.752, I: 0.295, J: 0.5, K: 0.667, L: 0.557,
  M: 0.863, N: 0.748, O: 0.787, P: 0.667, Q: 0.787, R: 0.722, S: 0.667, T: 0.611, U: 0.732, V: 0.684, W: 0.989,
  X: 0.685, Y: 0.667, Z: 0.685,
  a: 0.613, b: 0.635, c: 0.55, d: 0.635, e: 0.615, f: 0.344, g: 0.635, h: 0.634, i: 0.278, j: 0.278, k: 0.579, l: 0.278,
  m: 0.974, n: 0.634, o: 0.612, p: 0.635, q: 0.635, r: 0.394, s: 0.521, t: 0.392, u: 0.634, v: 0.592, w: 0.818,
  x: 0.592, y: 0.592, z: 0.525,
  '°': 0.5, '′': 0.227, '(': 0.39, ')': 0.39, ',': 0.318, '.': 0.318, ':': 0.337, '-': 0.361, ' ': 0.318, '·': 0.318,
};

/**
 * The advance of a character of the other scripts of the label catalogues (src/i18n), in em: an estimate, not a
 * measurement (each label's `textLength` then draws it at exactly that width, so a wrong estimate squeezes or spaces
 * the letters, never moves a label out of its box). Devanagari's combining signs (vowel signs, virama, anusvara: they
 * sit on their consonant) count nothing and its letters 0.75 em; accented Latin and Cyrillic letters 0.8 em; CJK
 * ideographs and anything else 1 em.
 */
function otherScriptEm(c: string): number {
  if (/\p{M}/u.test(c)) return 0;
  if (/[\u0900-\u097F]/u.test(c)) return 0.75;
  if (/[\u00C0-\u024F\u0400-\u04FF]/u.test(c)) return 0.8;
  return 1;
}

/**
 * @summary The width of a text at font size 1 (em): the sum of its characters' advances (the larger of DejaVu Sans
 * and Liberation Sans; for the other scripts of the catalogues `otherScriptEm`; 1 em for any other character).
 * @example textWidthEm('Su') // 1.301
 */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const c of text) w += ADVANCE_EM[c] ?? otherScriptEm(c);
  return w;
}
