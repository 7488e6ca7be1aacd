import { loadPngRenderer, type PngRenderer } from '../svg-to-png.js';

/**
 * @summary Whether PNG can be rendered here, asked once: the caller's renderer, none for `false`, else
 * `@resvg/resvg-js` when installed (loaded in this thread only to know; it renders in workers).
 * @example const pngAvailable = pngAvailability(options.pngRenderer); if ((await pngAvailable()) === undefined) …
 */
export function pngAvailability(renderer: PngRenderer | false | undefined): () => Promise<PngRenderer | undefined> {
  let loaded: Promise<PngRenderer | undefined> | undefined;
  return () => {
    loaded ??= renderer === false ? Promise.resolve(undefined) : renderer ? Promise.resolve(renderer) : loadPngRenderer();
    return loaded;
  };
}
