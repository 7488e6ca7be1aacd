import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { UraniaError } from '../errors/index.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { requireDataModule } from '../time/node-data-loader.js';

/**
 * The land outlines of the world map (issue 29): Natural Earth's 1:110m land (public domain) as TopoJSON from the
 * `world-atlas` package decoded to GeoJSON by topojson-client at build time, in a data module of its own (src/world-map/data/land-110m.ts, scripts/build-land.ts) that
 * is never imported statically — so `import { bodyPosition } from 'urania'` never carries it. Under Node the built
 * package loads it synchronously on the first map (node-data-loader.ts, as the atlas of places); in browsers,
 * bundlers and the TypeScript sources `await loadWorldLand()` loads it.
 */

interface LandModule {
  readonly LAND_SOURCE: string;
  readonly LAND_GEOJSON: string;
}

/** The land as GeoJSON, and where it comes from. */
export interface WorldLand {
  readonly land: FeatureCollection<Polygon | MultiPolygon>;
  readonly source: string;
}

/** The data module's stable name in the build (tsup.config.ts). */
export const LAND_ENTRY = 'maps/land-110m';

let loaded: WorldLand | undefined;
let pending: Promise<WorldLand> | undefined;

function decode(m: LandModule): WorldLand {
  return { land: JSON.parse(m.LAND_GEOJSON) as FeatureCollection<Polygon | MultiPolygon>, source: m.LAND_SOURCE };
}

/**
 * @summary Load the world map's land outlines (≈ 77 kB, Natural Earth 1:110m): afterwards `astrocartographyMap`
 * draws synchronously. Under Node the built package loads them by itself; call this once in a browser or bundled app.
 * @example await loadWorldLand();
 */
export async function loadWorldLand(): Promise<void> {
  refuseExtraArguments(arguments.length, 0, 'loadWorldLand()');
  if (loaded !== undefined) return;
  pending ??= import('./data/land-110m.js').then((m) => (loaded ??= decode(m)));
  await pending;
}

/**
 * @summary The loaded land outlines: loaded synchronously under Node on the first call; elsewhere UNSUPPORTED naming
 * `await loadWorldLand()`.
 */
export function worldLand(): WorldLand {
  if (loaded !== undefined) return loaded;
  const m = requireDataModule<LandModule>(LAND_ENTRY);
  if (m !== undefined) return (loaded = decode(m));
  throw new UraniaError('UNSUPPORTED', 'the world map’s land outlines are not loaded: call `await loadWorldLand()` once before drawing a map (the built package loads them by itself under Node)', {
    field: 'map',
    allowed: 'loaded land outlines (await loadWorldLand())',
  });
}
