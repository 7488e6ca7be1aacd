import { renderReportHtml, renderReportMarkdown, renderReportText } from '../report/index.js';
import { vedicReportDocument } from '../report/vedic-report-document.js';
import { TechniqueReportHtmlOptions, VedicReport } from '../schemas/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary A Vedic report (`vedicReport`) as Markdown: `#` title and birth line, `##` per section with its facts line,
 * the sidereal positions as a pipe table, `###` per paragraph heading, the entry's text; every string escaped. Checked
 * against the `VedicReport` schema first (an altered value is a UraniaError naming the member).
 * @example vedicReportMarkdown(vedicReport(request)).startsWith('# Vedic report') // true
 */
export function vedicReportMarkdown(report: VedicReport): string {
  refuseExtraArguments(arguments.length, 1, 'vedicReportMarkdown(report)', 'vedicReportMarkdown(vedicReport(request))');
  return renderReportMarkdown(vedicReportDocument(parse(VedicReport, report, 'report')));
}

/**
 * @summary A Vedic report as plain text wrapped at 100 columns (what `urania vedic-report` prints), the positions as
 * aligned columns.
 * @example vedicReportText(vedicReport(request)).split('\n').every((l) => l.length <= 100) // true
 */
export function vedicReportText(report: VedicReport): string {
  refuseExtraArguments(arguments.length, 1, 'vedicReportText(report)', 'vedicReportText(vedicReport(request))');
  return renderReportText(vedicReportDocument(parse(VedicReport, report, 'report')));
}

/**
 * @summary A Vedic report as a safe HTML fragment: one `<article class="urania-vedic-report">`, a `<section>` per
 * section, the positions as a `<table>`, headings from `headingLevel` (default h2), every string escaped, no script,
 * style or URL.
 * @example vedicReportHtml(vedicReport(request), { headingLevel: 1 }).includes('<h1>Vedic report</h1>') // true
 */
export function vedicReportHtml(report: VedicReport, options: TechniqueReportHtmlOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'vedicReportHtml(report, options?)', 'vedicReportHtml(vedicReport(request), { headingLevel: 1 })');
  const o = parse(TechniqueReportHtmlOptions, options, 'options');
  return renderReportHtml(vedicReportDocument(parse(VedicReport, report, 'report')), o.headingLevel ?? 2);
}
