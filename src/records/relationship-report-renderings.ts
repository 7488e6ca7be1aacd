import {
  compositeReportDocument, renderReportHtml, renderReportMarkdown, renderReportText, synastryReportDocument,
} from '../report/index.js';
import { CompositeReport, NatalReportHtmlOptions, SynastryReport } from '../schemas/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary A synastry report (`synastryReport`) as Markdown: `#` title and the two births, `##` per section with
 * its facts line, `###` per paragraph heading, the entry's text; every string escaped. Checked against the
 * `SynastryReport` schema first (an altered value is a UraniaError naming the member).
 * @example synastryReportMarkdown(synastryReport(pair)).startsWith('# Synastry report') // true
 */
export function synastryReportMarkdown(report: SynastryReport): string {
  refuseExtraArguments(arguments.length, 1, 'synastryReportMarkdown(report)', 'synastryReportMarkdown(synastryReport(pair))');
  return renderReportMarkdown(synastryReportDocument(parse(SynastryReport, report, 'report')));
}

/**
 * @summary A synastry report as plain text wrapped at 100 columns (what `urania synastry-report` prints).
 * @example synastryReportText(synastryReport(pair)).split('\n').every((l) => l.length <= 100) // true
 */
export function synastryReportText(report: SynastryReport): string {
  refuseExtraArguments(arguments.length, 1, 'synastryReportText(report)', 'synastryReportText(synastryReport(pair))');
  return renderReportText(synastryReportDocument(parse(SynastryReport, report, 'report')));
}

/**
 * @summary A synastry report as a safe HTML fragment (one `<article class="urania-synastry-report">`, headings from
 * `options.headingLevel`, default h2; every string escaped, no script, style, event attribute or URL).
 * @example synastryReportHtml(synastryReport(pair), { headingLevel: 1 }).includes('<h1>Synastry report</h1>') // true
 */
export function synastryReportHtml(report: SynastryReport, options: NatalReportHtmlOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'synastryReportHtml(report, options?)', 'synastryReportHtml(synastryReport(pair), { headingLevel: 1 })');
  const o = parse(NatalReportHtmlOptions, options, 'options');
  return renderReportHtml(synastryReportDocument(parse(SynastryReport, report, 'report')), o.headingLevel ?? 2);
}

/**
 * @summary A composite report (`compositeReport`) as Markdown, as `synastryReportMarkdown`.
 * @example compositeReportMarkdown(compositeReport(pair)).startsWith('# Composite report') // true
 */
export function compositeReportMarkdown(report: CompositeReport): string {
  refuseExtraArguments(arguments.length, 1, 'compositeReportMarkdown(report)', 'compositeReportMarkdown(compositeReport(pair))');
  return renderReportMarkdown(compositeReportDocument(parse(CompositeReport, report, 'report')));
}

/**
 * @summary A composite report as plain text wrapped at 100 columns (what `urania composite-report` prints).
 * @example compositeReportText(compositeReport(pair)).includes('Composite report') // true
 */
export function compositeReportText(report: CompositeReport): string {
  refuseExtraArguments(arguments.length, 1, 'compositeReportText(report)', 'compositeReportText(compositeReport(pair))');
  return renderReportText(compositeReportDocument(parse(CompositeReport, report, 'report')));
}

/**
 * @summary A composite report as a safe HTML fragment (one `<article class="urania-composite-report">`), as
 * `synastryReportHtml`.
 * @example compositeReportHtml(compositeReport(pair)).startsWith('<article class="urania-composite-report"') // true
 */
export function compositeReportHtml(report: CompositeReport, options: NatalReportHtmlOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'compositeReportHtml(report, options?)', 'compositeReportHtml(compositeReport(pair), { headingLevel: 1 })');
  const o = parse(NatalReportHtmlOptions, options, 'options');
  return renderReportHtml(compositeReportDocument(parse(CompositeReport, report, 'report')), o.headingLevel ?? 2);
}
