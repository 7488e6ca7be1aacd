import type { NatalReport } from '../schemas/index.js';
import { natalReportDocument } from './natal-report-document.js';
import type { ReportDocument, ReportTable } from './report-document.js';
import { wrapText } from './wrap-text.js';

/** Width of the plain-text rendering, in characters. */
export const REPORT_TEXT_WIDTH = 100;

/** A title and its underline (`=` or `-`), wrapped like the rest. */
function titled(text: string, rule: string): string[] {
  const lines = wrapText(text, REPORT_TEXT_WIDTH);
  const longest = Math.max(...lines.map((l) => Array.from(l).length));
  return [...lines, rule.repeat(longest)];
}

/** A table as aligned columns (each as wide as its widest cell, two spaces apart), its heading row underlined. */
function textTable(table: ReportTable): string[] {
  const width = (c: string) => Array.from(c).length;
  const widths = table.columns.map((c, i) => Math.max(width(c), ...table.rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: readonly string[]) => cells.map((c, i) => c + ' '.repeat(widths[i]! - width(c))).join('  ').trimEnd();
  return [line(table.columns), line(widths.map((w) => '-'.repeat(w))), ...table.rows.map(line)];
}

/**
 * @summary Any report document as plain text wrapped at 100 columns (for a terminal): the title upper-cased and
 * underlined with `=`, the subtitle, each section title underlined with `-`, its facts line and table, then each paragraph's
 * heading and its text indented by two spaces. No line is longer than 100 characters unless one word is. Pure.
 * @example renderReportText({ kind: 'x', title: 'T', subtitle: 's', locale: 'en', sections: [] }) // 'T\n=\ns\n'
 */
export function renderReportText(doc: ReportDocument): string {
  const out: string[] = [...titled(doc.title.toUpperCase(), '='), ...wrapText(doc.subtitle, REPORT_TEXT_WIDTH), ''];
  for (const s of doc.sections) {
    out.push(...titled(s.title, '-'));
    if (s.lead !== undefined) out.push(...wrapText(s.lead, REPORT_TEXT_WIDTH));
    out.push('');
    if (s.table !== undefined) out.push(...textTable(s.table), '');
    for (const p of s.paragraphs) out.push(...wrapText(p.heading, REPORT_TEXT_WIDTH), ...wrapText(p.text, REPORT_TEXT_WIDTH, '  '), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/**
 * @summary A natal report as plain text wrapped at 100 columns (for a terminal): the title underlined with `=`, each
 * section title underlined with `-`, its facts line, then each paragraph's heading and its text indented by two
 * spaces. No line is longer than 100 characters unless one word is. Pure.
 * @example renderNatalReportText(report).split('\n').every((l) => l.length <= 100) // true
 */
export function renderNatalReportText(report: NatalReport): string {
  return renderReportText(natalReportDocument(report));
}
