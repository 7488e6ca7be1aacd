import { synastryReport } from '../../records/synastry-report.js';
import { renderReportHtml, renderReportMarkdown, renderReportText, synastryReportDocument } from '../../report/index.js';
import { SynastryReport, SynastryReportRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH, EXAMPLE_PARTNER_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/**
 * `POST /synastry-report`: the synastry report of two births (SynastryReportRequest → SynastryReport, records
 * `synastryReport`); with `Accept: text/markdown`, `text/plain` or `text/html` the same report rendered. Cached like
 * `POST /synastry` (key: the hashed body).
 */
export const SYNASTRY_REPORT_ROUTE = defineBodyRoute<SynastryReportRequest>({
  url: '/synastry-report',
  tag: 'Interpretations',
  summary: 'Synastry report of two births',
  description:
    'POST /synastry’s body plus aspectLimit: the strongest contacts and the house overlays in Urania’s text. JSON, or Markdown, plain text, HTML by Accept.',
  body: SynastryReportRequest,
  response: SynastryReport,
  example: `{"personA":${EXAMPLE_BIRTH},"personB":${EXAMPLE_PARTNER_BIRTH},"aspectLimit":5}`,
  representations: {
    'text/markdown': (report: SynastryReport) => renderReportMarkdown(synastryReportDocument(report)),
    'text/plain': (report: SynastryReport) => renderReportText(synastryReportDocument(report)),
    'text/html': (report: SynastryReport) => renderReportHtml(synastryReportDocument(report)),
  },
  cost: lightCost,
  localize: localizeText,
  compute: (request) => synastryReport(request),
});
