import { compositeReport } from '../../records/index.js';
import { compositeReportDocument, renderReportHtml, renderReportMarkdown, renderReportText } from '../../report/index.js';
import { CompositeReport, CompositeRequest, type CompositeReportRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/**
 * `POST /composite-report`: the composite report of two births (CompositeReportRequest → CompositeReport, records
 * `compositeReport`); with `Accept: text/markdown`, `text/plain` or `text/html` the same report rendered. Cached like
 * `POST /composite` (key: the hashed body).
 */
export const COMPOSITE_REPORT_ROUTE = defineBodyRoute<CompositeReportRequest>({
  url: '/composite-report',
  tag: 'Interpretations',
  summary: 'Composite report of two births (JSON, or Markdown, text or HTML by Accept)',
  description:
    'The composite of two births (the body of POST /composite) with sections of Urania’s text: the Sun, Moon, Venus and Mars by sign, the planets in the composite houses. JSON, or by Accept text/markdown, text/plain, text/html.',
  body: CompositeRequest,
  response: CompositeReport,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH}}`,
  representations: {
    'text/markdown': (report: CompositeReport) => renderReportMarkdown(compositeReportDocument(report)),
    'text/plain': (report: CompositeReport) => renderReportText(compositeReportDocument(report)),
    'text/html': (report: CompositeReport) => renderReportHtml(compositeReportDocument(report)),
  },
  cost: lightCost,
  compute: (request) => compositeReport(request),
});
