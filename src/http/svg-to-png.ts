/** Renders an SVG document to PNG bytes. */
export type PngRenderer = (svg: string) => Uint8Array;

/**
 * The fonts resvg draws with: the system's, and for a family list none of whose names it finds (`Helvetica, Arial,
 * sans-serif` on Debian, which has no font of those names) Liberation Sans, Arial's metric twin — fontdb would else
 * take the first font it lists, which became Lohit Devanagari once that was installed for the Hindi drawings (its
 * Latin is narrower: the label boxes of tests/indian-chart/text-boxes.test.ts no longer held the ink).
 */
export const PNG_FONT_OPTIONS = { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' } as const;

/**
 * @summary The PNG renderer of the chart wheels: `@resvg/resvg-js` (an optional dependency, loaded on first use with a
 * dynamic import), rendering at the SVG's own size with the system fonts for the wheels' generic font stack.
 * Resolves to `undefined` when the package is not installed, so that the caller can say so (HTTP 406, a CLI
 * message) instead of failing.
 * @example const png = await loadPngRenderer(); if (png) writeFileSync('chart.png', png(svg));
 */
export async function loadPngRenderer(): Promise<PngRenderer | undefined> {
  let mod: typeof import('@resvg/resvg-js');
  try {
    mod = await import('@resvg/resvg-js');
  } catch {
    return undefined;
  }
  return (svg) =>
    new mod.Resvg(svg, { fitTo: { mode: 'original' }, font: PNG_FONT_OPTIONS }).render().asPng();
}

/** The message shown when PNG output is asked for but `@resvg/resvg-js` is not installed. */
export const PNG_UNAVAILABLE =
  'PNG output needs the optional package @resvg/resvg-js (npm install @resvg/resvg-js); the SVG output works without it.';
