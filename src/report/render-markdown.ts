import type { NatalReport } from '../schemas/index.js';
import { natalReportDocument } from './natal-report-document.js';
import type { ReportDocument, ReportTable } from './report-document.js';

/**
 * @summary A string made inert in Markdown: the characters that start emphasis, code, links, HTML or headings are
 * backslash-escaped (CommonMark 0.31 §2.4, backslash escapes), and line breaks joined (a line of its own could
 * open a block), so entry text and facts render as written, as one paragraph.
 * @example escapeMarkdown('a*b*') // 'a\\*b\\*'
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>#|~]/g, '\\$&').replace(/\s*[\r\n]\s*/g, ' ');
}

/** A table as a GitHub-flavored Markdown pipe table, every cell escaped (`|` included). */
function markdownTable(table: ReportTable): string[] {
  const row = (cells: readonly string[]) => `| ${cells.map(escapeMarkdown).join(' | ')} |`;
  return [row(table.columns), `|${table.columns.map(() => ' --- |').join('')}`, ...table.rows.map(row)];
}

/**
 * @summary Any report document as Markdown (CommonMark): `#` title, the subtitle line, `##` per section with its
 * facts line in italics, `###` per paragraph heading, then the paragraph's text; a section's table as a pipe table after its facts line.
 * Every string is escaped. Pure.
 * @example renderReportMarkdown({ kind: 'x', title: 'T', subtitle: 's', locale: 'en', sections: [] }) // '# T\n\ns\n'
 */
export function renderReportMarkdown(doc: ReportDocument): string {
  const out: string[] = [`# ${escapeMarkdown(doc.title)}`, '', escapeMarkdown(doc.subtitle), ''];
  for (const s of doc.sections) {
    out.push(`## ${escapeMarkdown(s.title)}`, '');
    if (s.lead !== undefined) out.push(`*${escapeMarkdown(s.lead)}*`, '');
    if (s.table !== undefined) out.push(...markdownTable(s.table), '');
    for (const p of s.paragraphs) out.push(`### ${escapeMarkdown(p.heading)}`, '', escapeMarkdown(p.text), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * @summary A natal report as Markdown (CommonMark): `#` title, the birth line, `##` per section with its facts
 * line in italics, `###` per paragraph heading, then the entry's text. Every string is escaped. Pure.
 * @example renderNatalReportMarkdown(report).startsWith('# Natal report') // true
 */
export function renderNatalReportMarkdown(report: NatalReport): string {
  return renderReportMarkdown(natalReportDocument(report));
}
