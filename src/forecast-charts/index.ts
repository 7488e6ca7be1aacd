// Public surface of the forecast pictures (issue 27): the graphic ephemeris and the transit timeline chart.
export { graphicEphemeris, DEFAULT_GRAPHIC_EPHEMERIS_BODIES, DEFAULT_FORECAST_CHART_WIDTH, type GraphicEphemerisInput } from './graphic-ephemeris.js';
export { transitTimelineChart } from './transit-timeline-chart.js';
export { textWidth } from './text-width.js';
