import type { AspectType } from '../schemas/index.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The aspect glyphs as SVG path data on a 16 × 16 grid, stroked: drawn for this page after the usual astrological
 * symbols (Unicode U+260C, U+260D, U+25B3, U+25A1, U+26B9, U+26BA, U+26BB, U+2220, U+26BC) because the fonts of
 * many systems lack the last four. The quintiles keep their letters (there is no symbol).
 */
export const ASPECT_GLYPH_PATHS: Readonly<Partial<Record<AspectType, string>>> = {
  conjunction: 'M9.5 6.5 L13.5 2.5 M10 10 A3.5 3.5 0 1 1 3 10 A3.5 3.5 0 1 1 10 10 Z',
  opposition: 'M6.5 12 A2.5 2.5 0 1 1 1.5 12 A2.5 2.5 0 1 1 6.5 12 Z M14.5 4 A2.5 2.5 0 1 1 9.5 4 A2.5 2.5 0 1 1 14.5 4 Z M5.8 10.2 L10.2 5.8',
  trine: 'M8 2 L14.5 13.5 L1.5 13.5 Z',
  square: 'M2.5 2.5 H13.5 V13.5 H2.5 Z',
  sextile: 'M8 1.5 V14.5 M2.4 4.75 L13.6 11.25 M2.4 11.25 L13.6 4.75',
  semiSextile: 'M2 3 H14 M4 13.5 L8 3 L12 13.5',
  quincunx: 'M2 13 H14 M4 2.5 L8 13 L12 2.5',
  semiSquare: 'M13 2.5 L2.5 13 H14',
  sesquiquadrate: 'M2 7.5 H8.5 V14 H2 Z M8.5 7.5 L14 2',
};

/**
 * @summary The glyph of an aspect for the page: an inline 16 × 16 SVG stroked in the current text colour (hidden
 * from screen readers, the cell carries the words), or the aspect's letters where it has no drawn glyph.
 * @example cell.append(aspectGlyph(document, 'sextile', '⚹'))
 */
export function aspectGlyph(doc: Document, type: AspectType, fallback: string): Element {
  const d = ASPECT_GLYPH_PATHS[type];
  if (d === undefined) {
    const span = doc.createElement('span');
    span.textContent = fallback;
    span.className = 'symbol';
    span.setAttribute('aria-hidden', 'true');
    return span;
  }
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('class', 'symbol');
  svg.setAttribute('aria-hidden', 'true');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '1.5');
  path.setAttribute('stroke-linejoin', 'round');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(path);
  return svg;
}
