import { solarReturnReport } from '../../records/solar-return-report.js';
import { transitReport } from '../../records/transit-report.js';
import { renderReportHtml, renderReportMarkdown, renderReportText, solarReturnReportDocument, transitReportDocument } from '../../report/index.js';
import {
  SolarReturnReport, SolarReturnReportRequest, TRANSIT_REPORT_BODIES, TRANSIT_REPORT_MAX_YEARS, TransitReport, TransitReportRequest,
} from '../../schemas/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineBodyRoute, defineRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { bodyYearsCost, lightCost } from './range-cost.js';
import { requireRange } from './range-params.js';
import { localizeText } from './localize-wheel.js';

/** `POST /transit-report`: the transits of a period to a birth, the heaviest first, in words (records `transitReport`). */
export const TRANSIT_REPORT_ROUTE = defineRoute<TransitReportRequest, TransitReportRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/transit-report',
  tag: 'Interpretations',
  summary: 'Transit report of a period (JSON, or Markdown, text or HTML by Accept)',
  description: `The transits of Mars, Jupiter, Saturn, Uranus, Neptune, Pluto and the North Node to the natal Sun–Pluto, Chiron, North Node, Ascendant and Midheaven between from and to (at most ${TRANSIT_REPORT_MAX_YEARS} years), found by the transit timeline, the limit heaviest first (default 20; weight = the planet’s slowness × the natal point × the aspect), each with Urania’s own text and its dates; then, with a birth time, the natal houses Jupiter to Pluto occupy during the period. Each paragraph cites its entry (docs/interpretations.md "Transit report"). JSON by default; Accept: text/markdown, text/plain or text/html answers the report rendered.`,
  body: TransitReportRequest,
  response: TransitReport,
  parameterAliases: RANGE_ALIASES,
  example: `{"birth":${EXAMPLE_BIRTH},"from":"2025-01-01","to":"2026-01-01","limit":10}`,
  prepare: (request) => requireRange(request, TRANSIT_REPORT_MAX_YEARS),
  localize: localizeText,
  compute: (request) => transitReport(request),
  representations: {
    'text/markdown': (report: TransitReport) => renderReportMarkdown(transitReportDocument(report)),
    'text/plain': (report: TransitReport) => renderReportText(transitReportDocument(report)),
    'text/html': (report: TransitReport) => renderReportHtml(transitReportDocument(report)),
  },
  // Charged like the transit timeline it runs: the seven transiting bodies × years.
  cost: (request) => bodyYearsCost(request.from, request.to, TRANSIT_REPORT_BODIES.length, 'to', 'to'),
});

/** `POST /solar-return-report`: the solar return of a year in words (records `solarReturnReport`). */
export const SOLAR_RETURN_REPORT_ROUTE = defineBodyRoute<SolarReturnReportRequest>({
  url: '/solar-return-report',
  tag: 'Interpretations',
  summary: 'Solar return report of a year (JSON, or Markdown, text or HTML by Accept)',
  description:
    'The solar return chart of year (the body of POST /returns/solar, birthTime required, plus locale) with its interpretation and three sections of Urania’s own text: the return’s Ascendant sign, the return Sun’s house and the return Moon’s house, each citing its entry (docs/interpretations.md "Solar return report"). JSON by default; Accept: text/markdown, text/plain or text/html answers the report rendered.',
  body: SolarReturnReportRequest,
  response: SolarReturnReport,
  example: `{"birth":${EXAMPLE_BIRTH},"year":2025}`,
  representations: {
    'text/markdown': (report: SolarReturnReport) => renderReportMarkdown(solarReturnReportDocument(report)),
    'text/plain': (report: SolarReturnReport) => renderReportText(solarReturnReportDocument(report)),
    'text/html': (report: SolarReturnReport) => renderReportHtml(solarReturnReportDocument(report)),
  },
  cost: lightCost,
  localize: localizeText,
  compute: (request) => solarReturnReport(request),
});
