export { atlasLoadsOnFirstUse, atlasSource, isAtlasLoaded, loadAtlas } from './atlas.js';
export { findPlaces, type FindPlacesOptions, type PlaceMatch } from './find-places.js';
export { nearestPlace } from './nearest-place.js';
export { placeKey } from './place-key.js';
export { resolvePlace } from './resolve-place.js';
export { largestPlaces } from './largest-places.js';
