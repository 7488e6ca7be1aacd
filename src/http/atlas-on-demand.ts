import { atlasLoadsOnFirstUse, isAtlasLoaded, loadAtlas } from '../places/index.js';
import { loadWorldLand } from '../world-map/index.js';

/** The members of a request body that may hold a birth with a `place` (the request itself, or a person of it). */
const BIRTH_HOLDERS = ['birth', 'personA', 'personB', 'person', 'natal'] as const;

let loadsByItself: boolean | undefined;

function mentionsPlace(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return 'place' in v || BIRTH_HOLDERS.some((k) => v[k] !== null && typeof v[k] === 'object' && 'place' in (v[k] as object));
}

/**
 * @summary Load the atlas before a request that needs it (`/places…`, or a birth given by `place`) where it cannot
 * load synchronously on first use (the TypeScript sources, a bundled server); under Node's built package the
 * atlas loads by itself in whichever thread computes, and this costs a property lookup.
 * @example await atlasFor('/places', undefined)
 */
export async function atlasFor(url: string, input: unknown): Promise<void> {
  // The world map (issue 29) needs its land outlines, and the atlas for its city layer (`chart.cities`).
  const mapsCities = url.startsWith('/astrocartography/map') && ((input as { chart?: { cities?: unknown } } | null)?.chart?.cities ?? 0) !== 0;
  if (url.startsWith('/astrocartography/map')) await loadWorldLand();
  if (mapsCities && !isAtlasLoaded()) await loadAtlas();
  if (isAtlasLoaded() || (loadsByItself ??= atlasLoadsOnFirstUse())) return;
  if (url.startsWith('/places') || mentionsPlace(input)) await loadAtlas();
}
