import type { VedicReport } from '../schemas/index.js';
import { formatArc, formatPosition } from './format-position.js';
import type { ReportDocument } from './report-document.js';
import { VEDIC_REPORT_WORDS } from './vedic-report-words.js';

/**
 * @summary A Vedic report as the document every renderer reads (kind `vedic`): its title, the birth, the instant and
 * the ayanamsa as the subtitle, its sections, the chart-in-brief section carrying the table of sidereal positions
 * (the Lagna and the nine grahas: position, nakshatra, pada, house). Pure.
 * @example vedicReportDocument(report).kind // 'vedic'
 */
export function vedicReportDocument(report: VedicReport): ReportDocument {
  const words = VEDIC_REPORT_WORDS[report.locale];
  const l = report.lagna;
  const rows = [
    [words.lagna, words.position(formatPosition(l.siderealLongitude)), l.nakshatra, String(l.pada), '1'],
    ...report.positions.map((p) => [words.graha(p.graha), words.position(formatPosition(p.siderealLongitude)), p.nakshatra, String(p.pada), String(p.house)]),
  ];
  return {
    kind: 'vedic',
    title: words.title,
    subtitle: words.subtitle(report.birthDate, report.at, `${report.ayanamsa.system}, ayanamsa ${formatArc(report.ayanamsa.value)}`),
    locale: report.locale,
    sections: report.sections.map((s) => ({
      id: s.id, title: s.title, ...(s.lead === undefined ? {} : { lead: s.lead }), paragraphs: s.paragraphs, sources: [],
      ...(s.id === 'chart-in-brief' ? { table: { columns: words.columns, rows } } : {}),
    })),
  };
}
