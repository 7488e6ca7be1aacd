/** The library as the web page's Vedic view and its matching part need it (issue 30; `dist/page/vedic.js`, see form.ts). */
export { isUraniaError } from '../errors/urania-error.js';
export { loadEphemerisSpan } from '../ephemeris/integration/eras.js';
export { loadTimeZones } from '../time/zone-index.js';
export { indianChart } from '../indian-chart/index.js';
export { ashtakavarga } from '../records/ashtakavarga.js';
export { sadeSati } from '../records/sade-sati.js';
export { shadbala } from '../records/shadbala.js';
export { vedicCompatibility } from '../records/vedic-compatibility.js';
export { vedicDasha } from '../records/vedic-dasha.js';
export { vedicDoshas } from '../records/vedic-doshas.js';
export { vedicYogas } from '../records/vedic-yogas.js';
export { yogaInterpretation } from '../records/yoga-interpretation.js';
export { doshaInterpretation } from '../records/dosha-interpretation.js';
export { VEDIC_PRESET_CONVENTIONS } from '../vedic/vedic-conventions.js';
export { formatCivilDate, formatLabel, formatNumber, formatPlainNumber } from '../i18n/format-label.js';
export { labelCatalogue } from '../i18n/label-catalogues.js';
export { textLanguageNotice } from '../i18n/text-language-notices.js';
