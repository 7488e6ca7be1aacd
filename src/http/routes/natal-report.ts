import { natalReport } from '../../records/natal-report.js';
import { renderNatalReportMarkdown } from '../../report/index.js';
import { NatalReport, NatalReportRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/**
 * `POST /natal-report`: the natal report of a birth (NatalReportRequest → NatalReport, records `natalReport`); with
 * `Accept: text/markdown` the same report as Markdown. Cached like `POST /natal-chart` (key: the hashed body).
 */
export const NATAL_REPORT_ROUTE = defineBodyRoute<NatalReportRequest>({
  url: '/natal-report',
  tag: 'Interpretations',
  summary: 'Natal report of a birth (JSON, or Markdown by Accept)',
  description:
    'The natal chart of a birth (the body of POST /natal-chart, plus aspectLimit 0..40, default 10, and locale) with ordered sections of Urania’s own interpretation text: chart ruler and angles (with birthTime), Sun, Moon and Ascendant, each planet in sign and house, the other aspects by weight, patterns and chart shape, element and modality balance. Each section has a stable id, a title, a facts line, its paragraphs and the record each paragraph came from (docs/interpretations.md "Natal report"). JSON by default; `Accept: text/markdown` answers the report as Markdown (text/markdown; charset=utf-8).',
  body: NatalReportRequest,
  response: NatalReport,
  example: EXAMPLE_BIRTH,
  representations: { 'text/markdown': (report: NatalReport) => renderNatalReportMarkdown(report) },
  cost: lightCost,
  localize: localizeText,
  compute: (request) => natalReport(request),
});
