/** The library as the web page's Forecast view needs it (issue 30; `dist/page/forecast.js`, see form.ts). */
export { isUraniaError } from '../errors/urania-error.js';
export { loadEphemerisSpan } from '../ephemeris/integration/eras.js';
export { loadBodies } from '../ephemeris/integration/minor-bodies.js';
export { transitTimeline } from '../records/transit-timeline.js';
export { transitTimelineChart } from '../forecast-charts/transit-timeline-chart.js';
export type { TransitContact } from '../schemas/transit-timeline.js';
export { formatCivilDate, formatLabel, formatNumber, formatPlainNumber } from '../i18n/format-label.js';
export { labelCatalogue } from '../i18n/label-catalogues.js';
