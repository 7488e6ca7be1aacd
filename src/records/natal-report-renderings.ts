import { renderNatalReportHtml, renderNatalReportMarkdown, renderNatalReportText } from '../report/index.js';
import { NatalReport, NatalReportHtmlOptions } from '../schemas/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary A natal report (`natalReport`) as Markdown: `#` title and birth line, `##` per section with its facts
 * line, `###` per paragraph heading, the entry's text; every string escaped. The report is checked against its
 * schema first (an altered or foreign value is a UraniaError naming the member, `report.sections[0].title`).
 * @example natalReportMarkdown(natalReport(birth)).startsWith('# Natal report') // true
 */
export function natalReportMarkdown(report: NatalReport): string {
  refuseExtraArguments(arguments.length, 1, 'natalReportMarkdown(report)', 'natalReportMarkdown(natalReport(birth))');
  return renderNatalReportMarkdown(parse(NatalReport, report, 'report'));
}

/**
 * @summary A natal report as plain text wrapped at 100 columns (what `urania report` prints): titles underlined,
 * facts lines, paragraph headings and their text indented. Checked against the schema first, as `natalReportMarkdown`.
 * @example natalReportText(natalReport(birth)).split('\n').every((l) => l.length <= 100) // true
 */
export function natalReportText(report: NatalReport): string {
  refuseExtraArguments(arguments.length, 1, 'natalReportText(report)', 'natalReportText(natalReport(birth))');
  return renderNatalReportText(parse(NatalReport, report, 'report'));
}

/**
 * @summary A natal report as a safe HTML fragment (for the web page): one `<article>`, a `<section>` per section with
 * semantic headings (the title at `headingLevel`, default h2; sections and paragraphs the next levels), every string
 * escaped, no script, style, event attribute or URL. Checked against the schema first, as `natalReportMarkdown`;
 * `options.headingLevel` outside 1–4 is OUT_OF_RANGE.
 * @example natalReportHtml(natalReport(birth), { headingLevel: 1 }).includes('<h1>Natal report</h1>') // true
 */
export function natalReportHtml(report: NatalReport, options: NatalReportHtmlOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'natalReportHtml(report, options?)', 'natalReportHtml(natalReport(birth), { headingLevel: 1 })');
  const o = parse(NatalReportHtmlOptions, options, 'options');
  return renderNatalReportHtml(parse(NatalReport, report, 'report'), o.headingLevel ?? 2);
}
