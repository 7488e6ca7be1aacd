import { atlasLoadsOnFirstUse, isAtlasLoaded, loadAtlas } from '../places/index.js';

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
  if (isAtlasLoaded() || (loadsByItself ??= atlasLoadsOnFirstUse())) return;
  if (url.startsWith('/places') || mentionsPlace(input)) await loadAtlas();
}
