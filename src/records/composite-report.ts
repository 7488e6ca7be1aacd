import { composeCompositeReport } from '../report/index.js';
import { CompositeRequest, type CompositeReport, type CompositeReportRequest } from '../schemas/index.js';
import { compositeChart } from './composite-chart.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { birthEcho } from './birth-echo.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { reportTextFamilies } from './text-family-uses.js';

/**
 * @summary A composite report: the midpoint composite of two births (`compositeChart`, same request members, its
 * text in `locale`, default en) and ordered sections of Urania's own text — the composite Sun, Moon, Venus and
 * Mars by sign, then (both birth times known) the ten planets in the composite houses. Render it with
 * `compositeReportMarkdown`, `compositeReportText` or `compositeReportHtml`; docs/interpretations.md
 * "Synastry and composite".
 *
 * Errors: those of `compositeChart`, naming the member (`personA.birthDate`, …); an unknown `locale` INVALID_ARGUMENT.
 * @example
 * const report = compositeReport({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * report.sections.map((s) => s.id) // ['sun-moon-venus-mars', 'houses']
 */
export function compositeReport(request: CompositeReportRequest): CompositeReport {
  refuseExtraArguments(
    arguments.length, 1, 'compositeReport(request)',
    "compositeReport({ personA: { birthDate: '1990-07-15', latitude: 40.7, longitude: -74 }, personB: { birthDate: '1992-03-02', latitude: 51.5, longitude: -0.13 } })",
  );
  const r = parseBirthRequest(CompositeRequest, request);
  const locale = r.locale ?? 'en';
  return withTextWarnings(locale, composeCompositeReport({
    composite: compositeChart({ ...r, locale }),
    personA: birthEcho(r.personA),
    personB: birthEcho(r.personB),
    locale,
  }), reportTextFamilies('relationship', locale));
}
