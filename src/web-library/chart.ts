/**
 * The library as the web page's first chart needs it (issue 30): the natal chart, the minor bodies and eras it
 * loads on demand (and which bodies are loaded yet: the page draws without the others first), the part of the
 * time-zone index one birth place needs (or all of it), the wheel, the aspect grid and the house of a point.
 * Built as `dist/page/chart.js` (see form.ts).
 */
export { natalChart } from '../records/natal-chart.js';
export { availableBodies } from '../ephemeris/bodies.js';
export { isBodyLoaded, loadBodies } from '../ephemeris/integration/minor-bodies.js';
export { loadTimeZones, loadTimeZonesAt } from '../time/zone-index.js';
export { loadEphemerisSpan } from '../ephemeris/integration/eras.js';
export { natalWheel } from '../chart-wheel/natal-wheel.js';
export { aspectGrid } from '../chart-wheel/aspect-grid.js';
export { houseOf } from '../records/house-of.js';
export { NATAL_ASPECT_BODIES } from '../schemas/natal-chart.js';
export { labelCatalogue } from '../i18n/label-catalogues.js';
export { formatCivilDate, formatNumber, formatPlainNumber } from '../i18n/format-label.js';
export { warningText } from '../i18n/warning-catalogues.js';
