/**
 * The library as the web page's Map view needs it (issue 30): astrocartography, the relocated chart and the world
 * map, whose land outlines are a chunk of their own (`loadWorldLand`; `dist/page/map.js`, see form.ts).
 */
export { isUraniaError } from '../errors/urania-error.js';
export { loadBodies } from '../ephemeris/integration/minor-bodies.js';
export { astrocartography } from '../records/astrocartography.js';
export { relocatedChart } from '../records/relocated-chart.js';
export { astrocartographyMap } from '../world-map/astrocartography-map.js';
export { loadWorldLand } from '../world-map/world-land.js';
export { signOf } from '../zodiac/signs.js';
export { formatCivilDate, formatLabel, formatNumber, formatPlainNumber } from '../i18n/format-label.js';
export { labelCatalogue } from '../i18n/label-catalogues.js';
