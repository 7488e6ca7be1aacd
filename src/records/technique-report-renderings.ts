import { renderReportHtml, renderReportMarkdown, renderReportText } from '../report/index.js';
import { solarReturnReportDocument, transitReportDocument } from '../report/technique-report-documents.js';
import { SolarReturnReport, TechniqueReportHtmlOptions, TransitReport } from '../schemas/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary A transit report (`transitReport`) as Markdown: `#` title and period line, `##` per section with its
 * facts line, `###` per transit or house passage, the entry's text; every string escaped. Checked against the
 * `TransitReport` schema first (an altered value is a UraniaError naming the member).
 * @example transitReportMarkdown(transitReport(request)).startsWith('# Transit report') // true
 */
export function transitReportMarkdown(report: TransitReport): string {
  refuseExtraArguments(arguments.length, 1, 'transitReportMarkdown(report)', 'transitReportMarkdown(transitReport(request))');
  return renderReportMarkdown(transitReportDocument(parse(TransitReport, report, 'report')));
}

/**
 * @summary A transit report as plain text wrapped at 100 columns (what `urania transit-report` prints).
 * @example transitReportText(transitReport(request)).split('\n').every((l) => l.length <= 100) // true
 */
export function transitReportText(report: TransitReport): string {
  refuseExtraArguments(arguments.length, 1, 'transitReportText(report)', 'transitReportText(transitReport(request))');
  return renderReportText(transitReportDocument(parse(TransitReport, report, 'report')));
}

/**
 * @summary A transit report as a safe HTML fragment: one `<article class="urania-transit-report">`, a `<section>` per
 * section, headings from `headingLevel` (default h2), every string escaped, no script, style or URL.
 * @example transitReportHtml(transitReport(request), { headingLevel: 1 }).includes('<h1>Transit report</h1>') // true
 */
export function transitReportHtml(report: TransitReport, options: TechniqueReportHtmlOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'transitReportHtml(report, options?)', 'transitReportHtml(transitReport(request), { headingLevel: 1 })');
  const o = parse(TechniqueReportHtmlOptions, options, 'options');
  return renderReportHtml(transitReportDocument(parse(TransitReport, report, 'report')), o.headingLevel ?? 2);
}

/**
 * @summary A solar return report (`solarReturnReport`) as Markdown, every string escaped; checked against the
 * `SolarReturnReport` schema first.
 * @example solarReturnReportMarkdown(solarReturnReport(request)).startsWith('# Solar return report') // true
 */
export function solarReturnReportMarkdown(report: SolarReturnReport): string {
  refuseExtraArguments(arguments.length, 1, 'solarReturnReportMarkdown(report)', 'solarReturnReportMarkdown(solarReturnReport(request))');
  return renderReportMarkdown(solarReturnReportDocument(parse(SolarReturnReport, report, 'report')));
}

/**
 * @summary A solar return report as plain text wrapped at 100 columns (what `urania solar-return-report` prints).
 * @example solarReturnReportText(solarReturnReport(request)).includes('Solar return report') // true
 */
export function solarReturnReportText(report: SolarReturnReport): string {
  refuseExtraArguments(arguments.length, 1, 'solarReturnReportText(report)', 'solarReturnReportText(solarReturnReport(request))');
  return renderReportText(solarReturnReportDocument(parse(SolarReturnReport, report, 'report')));
}

/**
 * @summary A solar return report as a safe HTML fragment (`<article class="urania-solar-return-report">`), headings
 * from `headingLevel` (default h2), every string escaped.
 * @example solarReturnReportHtml(solarReturnReport(request)).startsWith('<article') // true
 */
export function solarReturnReportHtml(report: SolarReturnReport, options: TechniqueReportHtmlOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'solarReturnReportHtml(report, options?)', 'solarReturnReportHtml(solarReturnReport(request), { headingLevel: 1 })');
  const o = parse(TechniqueReportHtmlOptions, options, 'options');
  return renderReportHtml(solarReturnReportDocument(parse(SolarReturnReport, report, 'report')), o.headingLevel ?? 2);
}
