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

/** Safety margin over the metrics: a renderer substituting another sans-serif stays inside the box. */
export const TEXT_WIDTH_MARGIN = 1.08;

/**
 * @summary The width of a line of text in the pictures' font stack (Helvetica, Arial, sans-serif) at `size` px:
 * the sum of Helvetica's advance widths, times {@link TEXT_WIDTH_MARGIN}. The layout reserves this box for each
 * label, so labels placed apart do not overlap when drawn.
 * @example textWidth('Jupiter', 10) // ≈ 32.4
 */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32]! : (OTHER_WIDTHS[ch] ?? 1000);
  }
  return (units / 1000) * size * TEXT_WIDTH_MARGIN;
}
