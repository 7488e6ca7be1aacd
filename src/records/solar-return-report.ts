import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { composeSolarReturnReport } from '../report/compose-solar-return-report.js';
import { SolarReturnReportRequest, type SolarReturnReport } from '../schemas/index.js';
import { parse } from './parse.js';
import { solarReturnChart } from './solar-return-chart.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { reportTextFamilies } from './text-family-uses.js';

/**
 * @summary A solar return report (issue 26): the solar return chart of `year` (`solarReturnChart`, same request
 * members, with its `interpretation`) and three sections of Urania's own text — the return's Ascendant sign (the
 * manner of the year), the return Sun's house (where its purpose lies) and the return Moon's house (where its
 * feelings live), each citing its entry. Render it with `solarReturnReportMarkdown`, `solarReturnReportText` or
 * `solarReturnReportHtml`.
 *
 * Errors: those of `solarReturnChart`, naming the member; without `birth.birthTime` INVALID_ARGUMENT naming it (the
 * return's Ascendant and houses need the birth time); an unknown `locale` INVALID_ARGUMENT.
 * @example
 * solarReturnReport({ birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' }, year: 2025 }).sections.map((s) => s.id)
 * // ['return-ascendant', 'return-sun', 'return-moon']
 */
export function solarReturnReport(request: SolarReturnReportRequest): SolarReturnReport {
  refuseExtraArguments(arguments.length, 1, 'solarReturnReport(request)', "solarReturnReport({ birth: { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, year: 2025 })");
  const r = parse(SolarReturnReportRequest, request, 'request');
  if (r.birth.birthTime === undefined) {
    throw new UraniaError('INVALID_ARGUMENT', 'a solar return report needs birth.birthTime: the return’s Ascendant and houses depend on it', {
      wording: wording('birthTime.solarReturnReport', { field: 'birth.birthTime' }),
      field: 'birth.birthTime', received: undefined, allowed: 'the local clock time of the birth, HH:MM',
    });
  }
  const { locale: _locale, ...chartRequest } = request;
  const language = r.locale ?? 'en';
  const chart = solarReturnChart({ ...chartRequest, interpret: true, locale: language });
  return withTextWarnings(language, composeSolarReturnReport(r.birth.birthDate, chart, language), reportTextFamilies('technique', language));
}
