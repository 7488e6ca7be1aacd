/** The library as the web page's Panchang view needs it (issue 30; `dist/page/panchang.js`, see form.ts). */
export { isUraniaError } from '../errors/urania-error.js';
export { loadBodies } from '../ephemeris/integration/minor-bodies.js';
export { panchang } from '../records/panchang.js';
export { loadTimeZones } from '../time/zone-index.js';
export { VEDIC_PRESET_CONVENTIONS } from '../vedic/vedic-conventions.js';
export type { Panchang } from '../schemas/panchang.js';
export { formatCivilDate, formatLabel, formatNumber, formatPlainNumber } from '../i18n/format-label.js';
export { labelCatalogue } from '../i18n/label-catalogues.js';
