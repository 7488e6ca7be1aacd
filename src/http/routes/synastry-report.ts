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
    'The synastry of two births (the body of POST /synastry, plus aspectLimit 0..40, default 10, and locale) with ordered sections of Urania’s own text: the strongest contacts between the two charts (the lights, the personal planets and the Ascendants first, tight orbs first), then each person’s planets in the other’s houses (when that birth time is known). Each section has a stable id, a title, a facts line, its paragraphs and the entry each came from (docs/interpretations.md "Synastry and composite"). JSON by default; `Accept: text/markdown`, `text/plain` or `text/html` answers the report rendered.',
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
