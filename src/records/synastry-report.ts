import { composeSynastryReport } from '../report/index.js';
import { DEFAULT_REPORT_ASPECT_LIMIT, SynastryReportRequest, type SynastryReport } from '../schemas/index.js';
import { birthEcho } from './birth-echo.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { synastry } from './synastry.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { reportTextFamilies } from './text-family-uses.js';

/**
 * @summary A synastry report: the synastry of two births (`synastry`, same request members, its text in `locale`,
 * default en) and ordered sections of Urania's own text — the strongest contacts between the two charts (the
 * lights, the personal planets and the Ascendants first, tight orbs first; at most `aspectLimit`, default 10),
 * then A's planets in B's houses and B's planets in A's (each when the house owner's birth time is known). Each
 * section has a stable `id`, a title, a facts line, its paragraphs and the entry each came from. Render it with
 * `synastryReportMarkdown`, `synastryReportText` or `synastryReportHtml`. How contacts are weighed:
 * docs/interpretations.md "Synastry and composite".
 *
 * Errors: those of `synastry`, naming the member (`personA.birthDate`, …); an `aspectLimit` outside 0–40 is
 * OUT_OF_RANGE, an unknown `locale` INVALID_ARGUMENT.
 * @example
 * const report = synastryReport({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * report.sections.map((s) => s.id) // ['aspects', 'overlays-a-in-b', 'overlays-b-in-a']
 */
export function synastryReport(request: SynastryReportRequest): SynastryReport {
  refuseExtraArguments(
    arguments.length, 1, 'synastryReport(request)',
    "synastryReport({ personA: { birthDate: '1990-07-15', latitude: 40.7, longitude: -74 }, personB: { birthDate: '1992-03-02', latitude: 51.5, longitude: -0.13 } })",
  );
  const r = parseBirthRequest(SynastryReportRequest, request);
  const { aspectLimit, ...synastryRequest } = r;
  const locale = r.locale ?? 'en';
  return withTextWarnings(locale, composeSynastryReport({
    synastry: synastry({ ...synastryRequest, locale }),
    personA: birthEcho(r.personA),
    personB: birthEcho(r.personB),
    aspectLimit: aspectLimit ?? DEFAULT_REPORT_ASPECT_LIMIT,
    locale,
  }), reportTextFamilies('relationship', locale));
}
