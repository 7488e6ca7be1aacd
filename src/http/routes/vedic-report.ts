import { vedicReport } from '../../records/vedic-report.js';
import { renderReportHtml, renderReportMarkdown, renderReportText, vedicReportDocument } from '../../report/index.js';
import { VedicReport, VedicReportRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { LIGHT_COST_UNITS } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** The Sade Sati search's share of the cost, per year it covers (as `POST /vedic/sade-sati`). */
const SADE_SATI_UNITS_PER_YEAR = 0.2;
/** The chart, yogas, doshas and dasha of the report: as `POST /vedic/yogas` and `POST /vedic/doshas` together. */
const CHART_UNITS = 4;
/** Years past `at` the report's Sade Sati search covers (records/vedic-report.ts). */
const LOOKAHEAD_YEARS = 12;

/** The years from the birth to `at` (default this year), plus the look-ahead, 1–120: what the Sade Sati search covers. */
function searchYears(request: VedicReportRequest): number {
  const year = (iso: string | undefined) => (iso === undefined ? new Date().getUTCFullYear() : Number.parseInt(iso, 10));
  const span = year(typeof request.at === 'string' ? request.at : undefined) - year(request.birth?.birthDate) + LOOKAHEAD_YEARS;
  return Number.isFinite(span) ? Math.min(120, Math.max(1, span)) : 120;
}

/** `POST /vedic-report`: a timed birth's Vedic chart in words (records `vedicReport`). */
export const VEDIC_REPORT_ROUTE = defineBodyRoute<VedicReportRequest>({
  url: '/vedic-report',
  tag: 'Interpretations',
  summary: 'Vedic report of a timed birth (JSON, or Markdown, text or HTML by Accept)',
  description:
    'The sidereal chart in brief (Lagna, the Moon’s sign, nakshatra and pada, the nine grahas with nakshatra, pada and whole-sign house), the Moon’s and the Lagna’s nakshatra readings and pada notes, the Vimshottari mahadasha and antardasha running at `at` (default now) with their dates and readings, the yogas present (name, grahas, rule, source) and the doshas (Manglik, Kaal Sarp, the Sade Sati or Dhaiya running and the next), in Urania’s own words, each paragraph citing its entry (docs/vedic.md "Vedic report"). JSON by default; Accept: text/markdown, text/plain or text/html answers the report rendered.',
  body: VedicReportRequest,
  response: VedicReport,
  example: `{"birth":${EXAMPLE_BIRTH},"at":"2026-01-01"}`,
  representations: {
    'text/markdown': (report: VedicReport) => renderReportMarkdown(vedicReportDocument(report)),
    'text/plain': (report: VedicReport) => renderReportText(vedicReportDocument(report)),
    'text/html': (report: VedicReport) => renderReportHtml(vedicReportDocument(report)),
  },
  cost: (r) => ({ units: Math.max(LIGHT_COST_UNITS, CHART_UNITS + SADE_SATI_UNITS_PER_YEAR * searchYears(r)), field: 'at' }),
  localize: localizeText,
  compute: (r) => vedicReport(r),
});
