/**
 * Advance widths of Helvetica (Adobe's Core 14 font metrics, Helvetica.afm, in 1/1000 em) for printable ASCII from
 * space (32) to tilde (126); Arial, the stack's second font, has the same widths. Anything else counts as the
 * widest of these letters.
 */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0-9
  278, 278, 584, 584, 584, 556, 1015, // : ; < = > ? @
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // A-Z
  278, 278, 278, 469, 556, 333, // [ \ ] ^ _ `
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // a-z
  334, 260, 334, 584, // { | } ~
];

/** Widths of the few non-ASCII characters the forecast pictures write (°, ′, –, —, ’), 1/1000 em. */
const OTHER_WIDTHS: Readonly<Record<string, number>> = { '°': 400, '′': 250, '–': 556, '—': 1000, '’': 222, '·': 278 };

/**
 * Devanagari (issue 31, hi): a consonant or an independent vowel about 0.6 em in Lohit Devanagari, Noto Sans
 * Devanagari, Mangal and Nirmala UI (counted 0.76 em); a spacing vowel sign (ा ि ी ॉ ो ौ), the visarga and the
 * dandas about 0.3 em (0.33); the marks drawn above, below or joined (virama, anusvara, candrabindu, nukta, u and e
 * signs) take no width of their own. Measured in Chromium with the world font stack, such labels come out 1.1–1.55
 * times the width Lohit Devanagari draws: never narrower.
 */
function devanagariWidth(code: number): number {
  if (code === 0x093e || code === 0x093f || code === 0x0940 || (code >= 0x0949 && code <= 0x094c && code !== 0x094a) || code === 0x0903 || code === 0x0964 || code === 0x0965 || code === 0x0970) return 330;
  if ((code >= 0x0900 && code <= 0x0902) || code === 0x093a || code === 0x093c || (code >= 0x0941 && code <= 0x0948) || code === 0x094a || code === 0x094d || (code >= 0x0951 && code <= 0x0957) || code === 0x0962 || code === 0x0963) return 0;
  if (code >= 0x0966 && code <= 0x096f) return 556;
  return 760;
}

/** Cyrillic letters wider than most (Ж Ш Щ Ы Ю Ф М and their small forms), counted as a full em. */
const WIDE_CYRILLIC = new Set('ЖШЩЫЮФМжшщыюфм');

/**
 * Cyrillic (ru): Arial's Cyrillic (and Liberation Sans, Noto Sans) draws capitals at 0.6–0.8 em and small letters at
 * 0.45–0.6 em; counted 0.8 and 0.64 em, the wide letters 1 em (Chromium: 1.1–1.2 times the drawn width).
 */
function cyrillicWidth(ch: string, code: number): number {
  if (WIDE_CYRILLIC.has(ch)) return 1000;
  return code <= 0x042f ? 800 : 640;
}

/**
 * The width of a character outside printable ASCII: the few the English pictures write, Devanagari and Cyrillic by
 * their scripts' measure, and anything else (CJK ideographs and full-width punctuation, which are 1 em wide; Latin
 * letters with accents, which are narrower) as 1 em.
 */
function otherWidth(ch: string, code: number): number {
  const listed = OTHER_WIDTHS[ch];
  if (listed !== undefined) return listed;
  if (code >= 0x0900 && code <= 0x097f) return devanagariWidth(code);
  if (code >= 0x0400 && code <= 0x045f) return cyrillicWidth(ch, code);
  return 1000;
}

/** Safety margin over the metrics: a renderer substituting another sans-serif stays inside the box. */
export const TEXT_WIDTH_MARGIN = 1.08;

/**
 * @summary The width of a line of text in the pictures' font stack (Helvetica, Arial, sans-serif; the world stack of
 * `WHEEL_FONT_WORLD` in another language) at `size` px: the sum of Helvetica's advance widths (other scripts by
 * their own measure), times {@link TEXT_WIDTH_MARGIN}. The layout reserves this box for each
 * label, so labels placed apart do not overlap when drawn.
 * @example textWidth('Jupiter', 10) // ≈ 32.4
 */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : otherWidth(ch, code);
  }
  return (units / 1000) * size * TEXT_WIDTH_MARGIN;
}
