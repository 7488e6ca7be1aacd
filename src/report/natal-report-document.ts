import type { NatalReport } from '../schemas/index.js';
import type { ReportDocument } from './report-document.js';
import { reportHeader } from './report-header.js';

/**
 * @summary A natal report as the document every renderer reads: its title, its birth line as the subtitle, its
 * locale and sections. Pure.
 * @example natalReportDocument(report).kind // 'natal'
 */
export function natalReportDocument(report: NatalReport): ReportDocument {
  const { title, birth } = reportHeader(report);
  return { kind: 'natal', title, subtitle: birth, locale: report.locale, sections: report.sections };
}
