import { graphicEphemeris } from '../../forecast-charts/graphic-ephemeris.js';
import { transitTimelineChart } from '../../forecast-charts/transit-timeline-chart.js';
import { asMember } from '../../chart-wheel/under-member.js';
import { transitTimeline } from '../../records/transit-timeline.js';
import {
  ForecastChartSvg, GRAPHIC_EPHEMERIS_MAX_YEARS, GraphicEphemerisRequest, TransitTimelineChartRequest,
} from '../../schemas/forecast-charts.js';
import { TRANSIT_TIMELINE_MAX_YEARS } from '../../schemas/transit-timeline.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { localizeChart } from './localize-wheel.js';
import { bodyYearsCost } from './range-cost.js';
import { requireRange } from './range-params.js';

/** `POST /graphic-ephemeris`: the graphic ephemeris as SVG, PNG by Accept (forecast-charts `graphicEphemeris`, issue 27). */
export const GRAPHIC_EPHEMERIS_ROUTE = defineRoute<GraphicEphemerisRequest, GraphicEphemerisRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/graphic-ephemeris',
  tag: 'Chart Techniques',
  summary: 'Graphic ephemeris (SVG or PNG): longitudes over a range, folded by a harmonic, with natal points',
  description: `The bodies' longitudes between from and to (UT, 1 day to ${GRAPHIC_EPHEMERIS_MAX_YEARS} years) drawn over time, folded modulo 360°/harmonic (1, 2, 4 or 8: the 45° sort), lines split where they pass the fold; with birth, the natal points as horizontal lines and every crossing marked and labelled (docs/forecasting.md). chart: width, theme, title, idPrefix, locale (language of the labels; by default that of ?lang= or Accept-Language, else en). Answers image/svg+xml; Accept: image/png gives PNG (406 when the server cannot render PNG).`,
  body: GraphicEphemerisRequest,
  response: ForecastChartSvg,
  mediaType: 'image/svg+xml',
  parameterAliases: RANGE_ALIASES,
  example: '{"from":"2025-01-01","to":"2026-01-01","harmonic":8,"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}}',
  // The picture's options are always present, so the PNG is charged by their width (default 960).
  prepare: (request) => ({ ...requireRange(request, GRAPHIC_EPHEMERIS_MAX_YEARS), chart: request.chart ?? {} }),
  localize: localizeChart,
  compute: (request) => graphicEphemeris(request),
  // Each line is sampled at a fixed number of points whatever the range: ≈ 40 ms of a worker per body.
  cost: (request) => ({ units: 0.4 * (request.bodies?.length ?? 9), field: 'bodies' }),
});

/** `POST /transit-timeline/chart`: the transit timeline drawn as a Gantt chart, SVG or PNG (issue 27). */
export const TRANSIT_TIMELINE_CHART_ROUTE = defineRoute<TransitTimelineChartRequest, TransitTimelineChartRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/transit-timeline/chart',
  tag: 'Chart Techniques',
  summary: 'Transit timeline chart (SVG or PNG): one bar per contact, exact passes and stations marked',
  description: `The transit timeline of POST /transit-timeline (the same body, at most ${TRANSIT_TIMELINE_MAX_YEARS} years) drawn as a Gantt chart: a bar per contact from entering orb to leaving it in its aspect's color, diamonds at the exact passes (hollow when retrograde), triangles at stations, the days written where they fit (docs/forecasting.md). chart: width, theme, title, idPrefix, locale (language of the labels; by default that of ?lang= or Accept-Language, else en). Answers image/svg+xml; Accept: image/png gives PNG (406 when the server cannot render PNG).`,
  body: TransitTimelineChartRequest,
  response: ForecastChartSvg,
  mediaType: 'image/svg+xml',
  parameterAliases: RANGE_ALIASES,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"from":"2025-01-01","to":"2026-01-01","chart":{"theme":"light"}}',
  prepare: (request) => ({ ...requireRange(request, TRANSIT_TIMELINE_MAX_YEARS), chart: request.chart ?? {} }),
  localize: localizeChart,
  compute: ({ chart, ...request }) => {
    const contacts = transitTimeline(request);
    return asMember('options', 'chart', () => transitTimelineChart(contacts, { from: request.from, to: request.to, ...chart }));
  },
  // As POST /transit-timeline: transiting bodies (default six) × years.
  cost: (request) => bodyYearsCost(request.from, request.to, request.transitBodies?.length ?? 6, 'transitBodies', 'to'),
});
