import { synastryReport } from '../../records/index.js';
import { renderReportHtml, renderReportMarkdown, renderReportText, synastryReportDocument } from '../../report/index.js';
import { SynastryReport, SynastryReportRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/**
 * `POST /synastry-report`: the synastry report of two births (SynastryReportRequest → SynastryReport, records
 * `synastryReport`); with `Accept: text/markdown`, `text/plain` or `text/html` the same report rendered. Cached like
 * `POST /synastry` (key: the hashed body).
 */
export const SYNASTRY_REPORT_ROUTE = defineBodyRoute<SynastryReportRequest>({
  url: '/synastry-report',
  tag: 'Interpretations',
  summary: 'Synastry report of two births (JSON, or Markdown, text or HTML by Accept)',
  description:
    'The synastry of two births (the body of POST /synastry, plus aspectLimit) with sections of Urania’s text: the strongest contacts, then each person’s planets in the other’s houses. JSON, or by Accept text/markdown, text/plain, text/html.',
  body: SynastryReportRequest,
  response: SynastryReport,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH},"aspectLimit":5}`,
  representations: {
    'text/markdown': (report: SynastryReport) => renderReportMarkdown(synastryReportDocument(report)),
    'text/plain': (report: SynastryReport) => renderReportText(synastryReportDocument(report)),
    'text/html': (report: SynastryReport) => renderReportHtml(synastryReportDocument(report)),
  },
  cost: lightCost,
  compute: (request) => synastryReport(request),
});
