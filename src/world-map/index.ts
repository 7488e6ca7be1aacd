// The world map of astrocartography (issue 29, docs/astrocartography.md): d3-geo projections, Natural Earth land.
export { astrocartographyMap } from './astrocartography-map.js';
export { loadWorldLand, worldLand, LAND_ENTRY } from './world-land.js';
