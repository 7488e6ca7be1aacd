import { asMember } from '../../chart-wheel/under-member.js';
import { astrocartography } from '../../records/astrocartography.js';
import { relocatedChart } from '../../records/relocated-chart.js';
import {
  Astrocartography, AstrocartographyMap, AstrocartographyMapRequest, AstrocartographyRequest, RelocatedChart, RelocatedChartRequest,
} from '../../schemas/index.js';
import { astrocartographyMap } from '../../world-map/index.js';
import { defineBodyRoute, defineRoute } from '../route-definition.js';
import { localizeChart } from './localize-wheel.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/**
 * The work of an astrocartography request, in units (≈ 100 ms of a worker each, docs/http.md "Compute budget"):
 * measured on this project's machine, the paran search ≈ 5 ms a pair of bodies and the lines ≈ 0.2 ms a body per
 * degree of step (10 bodies at 1°: ≈ 230 ms).
 */
function astrocartographyCost(request: AstrocartographyRequest): { units: number; field: string } {
  const n = request.bodies?.length ?? 10;
  const step = request.latitudeStep ?? 1;
  return { units: Math.max(1, 0.05 * ((n * (n - 1)) / 2) + (0.002 * n) / step), field: 'bodies' };
}

/** `POST /astrocartography`: the lines of each body on the globe, the parans and local space lines (issue 29). */
export const ASTROCARTOGRAPHY_ROUTE = defineBodyRoute<AstrocartographyRequest>({
  url: '/astrocartography',
  tag: 'Chart Techniques',
  summary: 'Astrocartography: the AS, DS, MC and IC lines of each body on the globe, parans and local space lines',
  description: 'Where on the globe each body was rising, setting, culminating and anti-culminating at the birth instant (Lewis’s A*C*G), as [latitude, longitude] polylines; the paran latitudes of every pair; the local space lines from the birth place. mode: mundane (with ecliptic latitude) or zodiacal; horizon: geometric or apparent (−34′) (docs/astrocartography.md).',
  body: AstrocartographyRequest,
  response: Astrocartography,
  example: `{"birth":${EXAMPLE_BIRTH},"bodies":["Sun","Moon","Venus"],"mode":"mundane"}`,
  cost: astrocartographyCost,
  compute: (request) => astrocartography(request),
});

/** `POST /relocated-chart`: the birth instant cast for another place (issue 29). */
export const RELOCATED_CHART_ROUTE = defineBodyRoute<RelocatedChartRequest>({
  url: '/relocated-chart',
  tag: 'Chart Techniques',
  summary: 'Relocated chart: the birth instant cast for another place',
  description: 'The natal chart of the birth instant (read at the birth place) with the houses, angles and sect of the new place (latitude/longitude or place); birthLatitude and birthLongitude echo the birth (docs/astrocartography.md).',
  body: RelocatedChartRequest,
  response: RelocatedChart,
  example: `{"birth":${EXAMPLE_BIRTH},"latitude":51.5074,"longitude":-0.1278}`,
  cost: lightCost,
  localize: localizeTop,
  compute: (request) => relocatedChart(request as never),
});

/** `POST /astrocartography/map`: the lines on a world map, SVG or PNG by Accept (issue 29). */
export const ASTROCARTOGRAPHY_MAP_ROUTE = defineRoute<AstrocartographyMapRequest, AstrocartographyMapRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/astrocartography/map',
  tag: 'Chart Techniques',
  summary: 'Astrocartography world map (SVG or PNG): the lines of each body, labelled, on Natural Earth land',
  description: 'The lines of POST /astrocartography on a world map (d3-geo; land: Natural Earth 1:110m, public domain, via world-atlas): projection equirectangular, equal-earth or mollweide, labels without overlaps, optional paran crossings, local space lines and the largest cities of the atlas. chart: projection, width, theme, title, parans, localSpace, cities, idPrefix, locale (language of the labels; by default that of ?lang= or Accept-Language, else en). Answers image/svg+xml; Accept: image/png gives PNG (406 when the server cannot render PNG).',
  body: AstrocartographyMapRequest,
  response: AstrocartographyMap,
  mediaType: 'image/svg+xml',
  example: `{"birth":${EXAMPLE_BIRTH},"chart":{"projection":"equal-earth","theme":"light"}}`,
  // The picture's options are always present, so the PNG is charged by their width (default 960).
  prepare: (request) => ({ ...request, chart: request.chart ?? {} }),
  localize: localizeChart,
  compute: ({ chart, ...request }) => {
    const record = astrocartography(request);
    return asMember('options', 'chart', () => astrocartographyMap(record, chart));
  },
  cost: (request) => {
    const c = astrocartographyCost(request);
    return { ...c, units: c.units + 0.5 };
  },
});
