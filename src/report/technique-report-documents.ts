import type { SolarReturnReport, TransitReport } from '../schemas/index.js';
import type { ReportDocument } from './report-document.js';
import { TECHNIQUE_REPORT_WORDS } from './technique-report-words.js';

/** A technique report's sections as the generic renderers read them (the sources stay on the record). */
function documentSections(sections: readonly { id: string; title: string; lead?: string; paragraphs: { heading: string; text: string }[] }[]): ReportDocument['sections'] {
  return sections.map((s) => ({ id: s.id, title: s.title, ...(s.lead === undefined ? {} : { lead: s.lead }), paragraphs: s.paragraphs, sources: [] }));
}

/**
 * @summary A transit report as the document every renderer reads (kind `transit`): its title, the period and birth
 * as the subtitle, its sections. Pure.
 * @example transitReportDocument(report).kind // 'transit'
 */
export function transitReportDocument(report: TransitReport): ReportDocument {
  const words = TECHNIQUE_REPORT_WORDS[report.locale];
  return {
    kind: 'transit', title: words.transitTitle, subtitle: words.transitSubtitle(report.from, report.to, report.birthDate),
    locale: report.locale, sections: documentSections(report.sections),
  };
}

/**
 * @summary A solar return report as the document every renderer reads (kind `solar-return`). Pure.
 * @example solarReturnReportDocument(report).kind // 'solar-return'
 */
export function solarReturnReportDocument(report: SolarReturnReport): ReportDocument {
  const words = TECHNIQUE_REPORT_WORDS[report.locale];
  const c = report.chart;
  return {
    kind: 'solar-return', title: words.solarReturnTitle(c.targetYear), subtitle: words.solarReturnSubtitle(c.targetYear, c.exactDate, report.birthDate),
    locale: report.locale, sections: documentSections(report.sections),
  };
}
