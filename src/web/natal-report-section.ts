/**
 * The natal report of the page, in its own small chunk: app.ts imports this module when a chart is drawn and
 * writes the report after the chart is on screen. The report's text itself is part of the library the page loads
 * from /lib/ (the package's own ES build). Loading the chunk is a GET of a static file: nothing of the birth goes with it.
 */
import { natalReport, natalReportHtml } from '../web-library/report.js';
import type { NatalChartRequest } from '../schemas/index.js';

/**
 * @summary The natal report of a birth as the library's safe HTML fragment (`natalReportHtml`: every string
 * escaped, no script, style or URL), its title at heading level 3 under the page's "Chart" heading.
 * @example natalReportFragment({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }).startsWith('<article') // true
 */
export function natalReportFragment(request: NatalChartRequest): string {
  // The report's `locale` is the language of its text (five of them), not a chart's warnings' language: left out here.
  const { locale: _warnings, ...birth } = request;
  return natalReportHtml(natalReport(birth), { headingLevel: 3 });
}
