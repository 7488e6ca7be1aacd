/** Renders an SVG document to PNG bytes. */
export type PngRenderer = (svg: string) => Uint8Array;

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
    new mod.Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: true } }).render().asPng();
}

/** The message shown when PNG output is asked for but `@resvg/resvg-js` is not installed. */
export const PNG_UNAVAILABLE =
  'PNG output needs the optional package @resvg/resvg-js (npm install @resvg/resvg-js); the SVG output works without it.';
