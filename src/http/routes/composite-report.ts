import { compositeReport } from '../../records/composite-report.js';
import { compositeReportDocument, renderReportHtml, renderReportMarkdown, renderReportText } from '../../report/index.js';
import { CompositeReport, CompositeRequest, type CompositeReportRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/**
 * `POST /composite-report`: the composite report of two births (CompositeReportRequest → CompositeReport, records
 * `compositeReport`); with `Accept: text/markdown`, `text/plain` or `text/html` the same report rendered. Cached like
 * `POST /composite` (key: the hashed body).
 */
export const COMPOSITE_REPORT_ROUTE = defineBodyRoute<CompositeReportRequest>({
  url: '/composite-report',
  tag: 'Interpretations',
  summary: 'Composite report of two births',
  description:
    'POST /composite’s body: signs and composite houses in Urania’s text. JSON, or Markdown, plain text, HTML by Accept.',
  body: CompositeRequest,
  response: CompositeReport,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  representations: {
    'text/markdown': (report: CompositeReport) => renderReportMarkdown(compositeReportDocument(report)),
    'text/plain': (report: CompositeReport) => renderReportText(compositeReportDocument(report)),
    'text/html': (report: CompositeReport) => renderReportHtml(compositeReportDocument(report)),
  },
  cost: lightCost,
  localize: localizeText,
  compute: (request) => compositeReport(request),
});
